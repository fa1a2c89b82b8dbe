import { texts } from './texts';

/** Addresses of accounts made by the single sign-on (/luxemburg) end in this domain. */
export const EXTERNAL_SSO_DOMAIN = 'sso.lesefunke.lu';
// such accounts get a generated local part; a person's own address here would be shorter
const GENERATED_LOCAL_PART = 20;

/** See docs/roles-and-rights.md#external-users: a generated single-sign-on address is shown as "Externer SSO-Account". */
export function displayEmail(email: string | undefined | null): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  return at > 0 && domain === EXTERNAL_SSO_DOMAIN && local.length >= GENERATED_LOCAL_PART ? texts.externalSsoAccount : email;
}

/** The account's name, or "Kein Name angegeben". */
export function displayName(account: { firstName?: string; lastName?: string; name?: string } | null | undefined): string {
  const name = account?.name?.trim() || [account?.firstName, account?.lastName].filter(Boolean).join(' ').trim();
  return name || texts.noName;
}
