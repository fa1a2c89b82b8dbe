import type { Mail } from './mailer';
import { hello, mail, type TokenLink } from './templates';

/** The invitation (see docs/licences-and-orders.md#invitations): the link opens /signup/{token}, which accepts it or first creates the account. */
export function invitationMail(
  to: string,
  invite: { inviterName: string; organizationName: string; userRole: 'USER' | 'RENTAL_USER' },
  link: TokenLink,
): Mail {
  const who = invite.inviterName || `„${invite.organizationName}“`;
  const what =
    invite.userRole === 'RENTAL_USER'
      ? `${who} leiht Ihnen einen Verleihzugang von „${invite.organizationName}“ für Lesefunke: Boardstories in voller Länge, mit Spielen und Material.`
      : `${who} lädt Sie ein, Lesefunke mit der Lizenz von „${invite.organizationName}“ zu nutzen: alle Boardstories in voller Länge, mit Spielen und Material.`;
  return mail(to, `Einladung zu Lesefunke von ${invite.organizationName}`, hello(''), [
    what,
    'Falls Sie noch kein Lesefunke-Konto haben, legen Sie beim Annehmen eines an. Wenn Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail einfach.',
    'Über diesen Link (14 Tage gültig) nehmen Sie die Einladung an:',
  ], { ...link, label: 'Einladung annehmen' });
}
