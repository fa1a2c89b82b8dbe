import { useId } from 'react';
import type { Invitation } from '../../../shared/schemas/account';
import { useDeleteInvitation } from '../administration.mutations';
import { failureText } from '../failure-text';

/**
 * Invitations sent and not yet accepted (owners see them and may delete them: see
 * docs/licences-and-orders.md#invitations).
 */
export function OpenInvitations({ invitations, organizationId }: { invitations: Invitation[]; organizationId: number }) {
  const remove = useDeleteInvitation();
  const headingId = useId();
  return (
    <section className="open-invitations" aria-labelledby={headingId}>
      <h3 id={headingId}>Offene Einladungen</h3>
      {remove.isError && (
        <p className="form-error" role="alert">
          {failureText(remove.error)}
        </p>
      )}
      {invitations.length === 0 ? (
        <p>Keine offenen Einladungen.</p>
      ) : (
        <ul className="open-invitations__list">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <span>{invitation.email}</span>
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Einladung an ${invitation.email} löschen`}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: invitation.id, organizationId })}
              >
                Löschen
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
