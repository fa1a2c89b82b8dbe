import { useId, useState } from 'react';
import { displayEmail, displayName } from '../../../shared/domain/account-display';
import { germanDate } from '../../../shared/domain/german-date';
import type { OrganizationMember, UserRole } from '../../../shared/schemas/licences';
import { useConfirmModal } from '../../../ui/confirm-modal';
import { DataTable } from '../../../ui/data-table';
import { useRemoveMember } from '../administration.mutations';
import { failureText } from '../failure-text';
import { DEFAULT_MEMBER_SORT, memberSorts, visibleMembers, type MemberListKind, type MemberSort } from '../member-list';

const roleLabels: Record<UserRole, string> = { OWNER: 'Administrator/in', USER: 'Nutzer/in', RENTAL_USER: 'Verleihzugang' };

type Props = { kind: MemberListKind; caption: string; members: OrganizationMember[]; organizationId: number; accountId: number };

/**
 * A member list with sort, filter and removal (see docs/licences-and-orders.md#members): the licence page shows each member's role,
 * the rental page the end of each lending access. Nobody can remove themselves.
 */
export function MemberTable({ kind, caption, members, organizationId, accountId }: Props) {
  const [sort, setSort] = useState<MemberSort>(DEFAULT_MEMBER_SORT);
  const [filter, setFilter] = useState('');
  const sortId = useId();
  const filterId = useId();
  const remove = useRemoveMember();
  const confirm = useConfirmModal();
  const shown = visibleMembers(members, kind, sort, filter);

  const askRemove = (member: OrganizationMember) =>
    confirm({
      label: 'Nutzer entfernen',
      title: 'Nutzer entfernen',
      content: (
        <p>
          Soll {displayName(member.user)} ({displayEmail(member.user.email)}) wirklich entfernt werden? Der Zugang zu den Boardstories endet damit sofort.
        </p>
      ),
      buttonLabel: 'Entfernen',
      onConfirm: () => remove.mutate({ organizationId, userId: member.userId }),
    });

  return (
    <div className="member-list">
      <div className="member-list__tools">
        <div className="field">
          <label htmlFor={sortId}>Sortieren nach</label>
          <select id={sortId} value={sort} onChange={(e) => setSort(e.target.value as MemberSort)}>
            {memberSorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={filterId}>Nach Name oder E-Mail filtern</label>
          <input id={filterId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
      </div>
      {remove.isError && (
        <p className="form-error" role="alert">
          {failureText(remove.error)}
        </p>
      )}
      <DataTable caption={caption} columns={['Name', 'E-Mail', kind === 'rental' ? 'Laufzeit bis' : 'Rolle', 'Registriert am', { hidden: 'Aktion' }]}>
        {shown.map((member) => (
          <tr key={member.userId}>
            <td>{displayName(member.user)}</td>
            <td>{displayEmail(member.user.email)}</td>
            <td>{kind === 'rental' ? (member.rentalUntil ? germanDate(member.rentalUntil) : '–') : roleLabels[member.userRole]}</td>
            <td>{germanDate(member.user.createdAt)}</td>
            <td>
              {member.userId !== accountId && (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`${displayEmail(member.user.email)} entfernen`}
                  disabled={remove.isPending}
                  onClick={() => askRemove(member)}
                >
                  Entfernen
                </button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {shown.length === 0 && <p>{filter.trim() ? 'Niemand passt zu diesem Filter.' : 'Es sind noch keine Nutzer eingetragen.'}</p>}
    </div>
  );
}
