import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { validityDays } from '../../../shared/domain/access-code-dates';
import { codesLeftLabel, remaining } from '../../../shared/domain/pricing';
import type { CurrentOrder } from '../../../shared/schemas/licences';
import { DataTable } from '../../../ui/data-table';
import { boardstoryQueries } from '../../boardstories/boardstories.queries';
import { administrationQueries } from '../administration.queries';
import { failureText } from '../failure-text';
import { storyParams } from '../../../lib/story-params';

/** The story's title once known; its number until then (or when the story cannot be read). */
function StoryLink({ boardstoryId, code }: { boardstoryId: number; code: string }) {
  const title = useQuery(boardstoryQueries.detail(boardstoryId)).data?.title;
  return (
    <Link to="/boardstory/$idOrSlug/{-$accessCode}" params={storyParams(String(boardstoryId), code)}>
      {title ?? `Boardstory ${boardstoryId}`}
    </Link>
  );
}

/**
 * The library's lending codes (see docs/licences-and-orders.md#rentals): how many are left and the unexpired ones,
 * each opening its story. They are made on a story's page, like pupil codes.
 */
export function RentalCodes({ order }: { order: CurrentOrder }) {
  const codes = useQuery(administrationQueries.rentalCodes());
  return (
    <section className="member-admin" aria-labelledby="rental-codes">
      <h2 id="rental-codes">Verleihcodes</h2>
      <p className="member-admin__quota">{codesLeftLabel(remaining(order.maxNumberOfRentalCodes, order.rentalCodesUsed))}</p>
      <p>Verleihcodes erstellen Sie auf der Seite der Boardstory, die verliehen werden soll.</p>
      {codes.isPending && <p role="status">Wird geladen …</p>}
      {codes.isError && (
        <p className="form-error" role="alert">
          {failureText(codes.error)}
        </p>
      )}
      {codes.data?.length === 0 && <p>Zurzeit gibt es keine gültigen Verleihcodes.</p>}
      {!!codes.data?.length && (
        <DataTable caption="Gültige Verleihcodes" columns={['Code', 'Boardstory', 'Gültig', 'Notiz']}>
          {codes.data.map((code) => (
            <tr key={code.id}>
              <td className="rental-code">{code.code}</td>
              <td>
                <StoryLink boardstoryId={code.boardstory} code={code.code} />
              </td>
              <td>
                {/* the last valid day, as the story page shows it: the stored expiry is the instant it stops working */}
                {validityDays(code).from} – {validityDays(code).to}
              </td>
              <td>{code.note}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
