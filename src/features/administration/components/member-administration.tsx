import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { CurrentOrder } from '../../../shared/schemas/licences';
import { OfflineStand } from '../../../ui/offline-stand';
import { administrationQueries } from '../administration.queries';
import { failureText } from '../failure-text';
import { invitationQuota, invitedRole, type MemberListKind } from '../member-list';
import { InvitationForm } from './invitation-form';
import { MemberTable } from './member-table';
import { OpenInvitations } from './open-invitations';

type Props = {
  kind: MemberListKind;
  heading: string;
  /** the member table's caption, its accessible name */
  caption: string;
  inviteLabel: string;
  order: CurrentOrder;
  accountId: number;
};

/**
 * An owner's members of one kind with what is left to invite, their open invitations and the invitation
 * form: "Nutzerverwaltung" on the licence page, the rental users on the rental page. Offline it shows the members
 * and invitations as stored at the last visit, marked so; a refresh that fails keeps them (the query's error beside
 * its data). Only what was never loaded is an error with a retry.
 */
export function MemberAdministration({ kind, heading, caption, inviteLabel, order, accountId }: Props) {
  const headingId = useId();
  const organization = useQuery(administrationQueries.organization(order.organizationId));
  const invitations = useQuery(administrationQueries.invitations(order.organizationId));
  const role = invitedRole(kind);

  let body;
  if (organization.data && invitations.data) {
    const open = invitations.data.filter((invitation) => invitation.userRole === role);
    const quota = invitationQuota(kind, order, organization.data.members, open.length);
    body = (
      <>
        <OfflineStand updatedAt={Math.min(organization.dataUpdatedAt, invitations.dataUpdatedAt)} />
        <p className="member-admin__quota">{quota.label}</p>
        <MemberTable kind={kind} caption={caption} members={organization.data.members} organizationId={order.organizationId} accountId={accountId} />
        <OpenInvitations invitations={open} organizationId={order.organizationId} />
        <InvitationForm organizationId={order.organizationId} userRole={role} label={inviteLabel} blocked={quota.blocked} />
      </>
    );
  } else if (organization.isError || invitations.isError) {
    body = (
      <div role="alert">
        <p className="form-error">{failureText(organization.error ?? invitations.error)}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void Promise.all([organization.refetch(), invitations.refetch()])}
        >
          Erneut versuchen
        </button>
      </div>
    );
  } else {
    body = <p role="status">Wird geladen …</p>;
  }

  return (
    <section className="member-admin" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {body}
    </section>
  );
}
