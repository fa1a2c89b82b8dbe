import { escapeHtml } from '../../shared/domain/escape-html';
import type { Mail } from './mailer';

// German e-mails of the account flows. Every link carries a single-use token; the text part is complete
// on its own, the HTML part is the same text with the link clickable.

/** A link that carries a single-use token: the mailer keeps the token out of every stored copy. */
export type TokenLink = { url: string; token: string };
export const tokenLink = (publicUrl: string, path: string, token: string): TokenLink => ({ url: `${publicUrl}${path}/${token}`, token });

/** One account mail: greeting, lines, the link, the signature; shared with the other template files. */
export function mail(to: string, subject: string, greeting: string, lines: string[], link: { url: string; label: string; token?: string }): Mail {
  const text = [greeting, '', ...lines, '', link.url, '', 'Ihr Lesefunke-Team'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '<p>Ihr Lesefunke-Team</p>',
  ].join('\n');
  return { to, subject, text, html, token: link.token };
}

export const hello = (firstName: string) => (firstName ? `Hallo ${firstName},` : 'Hallo,');

export const registrationMail = (to: string, firstName: string, link: TokenLink) =>
  mail(to, 'Bitte bestätigen Sie Ihre Registrierung bei Lesefunke', hello(firstName), [
    'vielen Dank für Ihre Registrierung bei Lesefunke. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link (7 Tage gültig):',
  ], { ...link, label: 'Registrierung bestätigen' });

export const passwordResetMail = (to: string, firstName: string, link: TokenLink) =>
  mail(to, 'Ihr neues Passwort für Lesefunke', hello(firstName), [
    'Sie haben ein neues Passwort angefordert. Über diesen Link (2 Stunden gültig) können Sie es festlegen:',
    'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.',
  ], { ...link, label: 'Neues Passwort festlegen' });

export const forceNewPasswordMail = (to: string, firstName: string, link: TokenLink) =>
  mail(to, 'Legen Sie Ihr neues Passwort für Lesefunke fest', hello(firstName), [
    'für Ihr Lesefunke-Konto muss ein neues Passwort festgelegt werden. Über diesen Link (24 Stunden gültig) können Sie es festlegen:',
    'Wenn Sie sich nicht bei Lesefunke anmelden wollten, können Sie diese E-Mail ignorieren.',
  ], { ...link, label: 'Neues Passwort festlegen' });

export const emailChangeMail = (to: string, firstName: string, link: TokenLink) =>
  mail(to, 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse', hello(firstName), [
    'Sie möchten Ihr Lesefunke-Konto künftig mit dieser E-Mail-Adresse nutzen. Bitte bestätigen Sie die Änderung über diesen Link (24 Stunden gültig):',
  ], { ...link, label: 'E-Mail-Adresse bestätigen' });
