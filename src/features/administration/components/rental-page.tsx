import { useAccount } from '../../auth/auth.queries';
import { managesRentals } from '../../../shared/domain/account-menu';
import { NotFoundPage } from '../../../ui/error-pages';
import { MemberAdministration } from './member-administration';
import { RentalCodes } from './rental-codes';
import '../administration.css';

/**
 * "Verleihzugänge & -codes" (see docs/licences-and-orders.md#rentals): the rental users with their end dates, open
 * rental invitations, the invitation form and the lending codes. The route lets only owners of a rental order in; a
 * change seen while here (the role, the order) turns the page into the 404 page the route would have given.
 */
export function RentalPage() {
  const user = useAccount();
  const { account, currentOrder: order } = user;
  if (!account || !order || !managesRentals(user)) return <NotFoundPage />;
  return (
    <>
      <MemberAdministration kind="rental" heading="Verleihzugänge" caption="Verleihnutzer" inviteLabel="Verleihnutzer einladen" order={order} accountId={account.id} />
      <RentalCodes order={order} />
    </>
  );
}
