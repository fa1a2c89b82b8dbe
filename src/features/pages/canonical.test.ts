import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical';

const page = (canonical?: string) => ({ yoast_head_json: { canonical } });

describe('canonicalPath', () => {
  it('redirects a slug whose meta names another path of the site', () => {
    expect(canonicalPath(page('/kostenlose-online-fortbildungen'), 'webinare')).toBe('/kostenlose-online-fortbildungen');
  });
  it('stays when the canonical is the page itself, missing, or on another site', () => {
    expect(canonicalPath(page('/faq/'), 'faq')).toBeUndefined();
    expect(canonicalPath(page(), 'faq')).toBeUndefined();
    expect(canonicalPath(page('https://example.org/faq'), 'hilfe')).toBeUndefined();
  });
});
