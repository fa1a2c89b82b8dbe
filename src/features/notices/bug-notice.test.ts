import { describe, expect, it } from 'vitest';
import { bugNoticeToShow, noticeFingerprint } from './bug-notice';

const active = { bug_popup_active: true, bug_popup_content: '<p>Ruckeln im Vollbild</p>' };

describe('bugNoticeToShow', () => {
  it('shows an active notice to logged-in users only', () => {
    expect(bugNoticeToShow(active, true, undefined)).toBe(noticeFingerprint(active.bug_popup_content));
    expect(bugNoticeToShow(active, false, undefined)).toBeUndefined();
    expect(bugNoticeToShow({ ...active, bug_popup_active: false }, true, undefined)).toBeUndefined();
  });
  it('shows it once per content change', () => {
    const seen = noticeFingerprint(active.bug_popup_content);
    expect(bugNoticeToShow(active, true, seen)).toBeUndefined();
    expect(bugNoticeToShow({ ...active, bug_popup_content: '<p>Neu</p>' }, true, seen)).toBe(noticeFingerprint('<p>Neu</p>'));
  });
});
