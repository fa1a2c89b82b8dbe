import { hello, mail, type TokenLink } from './templates';

/** The first administrator's (or a promoted account's) link: an operator ran `npm run admin -- create-admin`. */
export const adminAccessMail = (to: string, firstName: string, link: TokenLink) =>
  mail(to, 'Ihr Administratorzugang zu Lesefunke', hello(firstName), [
    'für Sie wurde ein Administratorzugang zu Lesefunke eingerichtet. Über diesen Link (2 Stunden gültig) legen Sie Ihr Passwort fest:',
    'Wenn Sie keinen Zugang erwartet haben, können Sie diese E-Mail ignorieren.',
  ], { ...link, label: 'Passwort festlegen' });
