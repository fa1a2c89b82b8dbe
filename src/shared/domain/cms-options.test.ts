import { describe, expect, it } from 'vitest';
import { EMPTY_SITE_OPTIONS, frontPageFields, frontPageOf, SITE_OPTION_FIELDS, siteOptionsOf } from './cms-options';

const hero = { headline: 'Lernerfolg', text: '', video: '', poster: '', readmore_url: '', readmore_label: '', signup_label: '' };

describe('the options page in two parts', () => {
  it('asks the site\'s options and one reader\'s front page as nested fields of acf', () => {
    expect(SITE_OPTION_FIELDS.split(',')).toContain('acf.header_cta');
    expect(SITE_OPTION_FIELDS).not.toMatch(/front_page/);
    expect(frontPageFields('guest')).toBe('acf.front_page_guest');
    expect(frontPageFields('user')).toBe('acf.front_page_user');
  });

  it('reads the site\'s options, without front pages, and nothing configured where WordPress sends none', () => {
    const answer = { acf: { header_cta: { text: 'Jetzt testen!', url: '/signup' }, front_page_guest: { active_blocks: [], blocks: {} }, news_excluded_categories: 'blog' } };
    const options = siteOptionsOf(answer as never);
    expect(options.header_cta).toEqual({ text: 'Jetzt testen!', url: '/signup' });
    expect(options).not.toHaveProperty('front_page_guest');
    // ACF answers a single choice as a string: no list, no excluded category
    expect(options.news_excluded_categories).toEqual([]);
    for (const none of [null, { acf: false as const }, { acf: [] }, {}]) expect(siteOptionsOf(none)).toEqual(EMPTY_SITE_OPTIONS);
  });

  it('reads the reader\'s front page, and no blocks where the CMS has none or sends something else', () => {
    const page = { active_blocks: ['header' as const], blocks: { header: hero } };
    expect(frontPageOf({ acf: { front_page_user: page } }, 'user')).toEqual(page);
    expect(frontPageOf({ acf: { front_page_user: page } }, 'guest')).toEqual({ active_blocks: [], blocks: {} });
    expect(frontPageOf({ acf: { front_page_guest: { active_blocks: ['header'], blocks: false } } } as never, 'guest')).toEqual({ active_blocks: ['header'], blocks: {} });
    expect(frontPageOf({ acf: false }, 'guest')).toEqual({ active_blocks: [], blocks: {} });
  });
});
