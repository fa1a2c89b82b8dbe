import type { Options } from '../../shared/schemas/cms';

/** The preference under which the last shown bug notice is remembered. */
export const BUG_NOTICE_PREFERENCE = 'bugNoticeSeen';

/** A short fingerprint of the notice text (FNV-1a): a changed text is a new notice. */
export function noticeFingerprint(content: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < content.length; i++) hash = Math.imul(hash ^ content.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The bug notice shows for logged-in users while active, once per content change. */
export function bugNoticeToShow(options: Pick<Options, 'bug_popup_active' | 'bug_popup_content'> | undefined, loggedIn: boolean, seen: string | undefined): string | undefined {
  if (!loggedIn || !options?.bug_popup_active || !options.bug_popup_content.trim()) return undefined;
  const fingerprint = noticeFingerprint(options.bug_popup_content);
  return fingerprint === seen ? undefined : fingerprint;
}
