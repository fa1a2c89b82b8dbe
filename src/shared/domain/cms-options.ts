import type { FrontPage, Options, SiteOptions } from '../schemas/cms';

// The CMS options page (GET /acf/v3/options/options), asked in two parts through WordPress' `_fields`: what every
// page reads, and the front page of the reader (a guest's or a signed-in user's), which only the front page asks
// for. Each served page carries the answers it was drawn from, and the front pages' blocks are the largest part
// of the options: a guest's page without them, and the front page without the other reader's, is about 1.4 and
// 0.4 KB smaller on the wire (docs/performance.md#server-rendering). The browser's queries
// (features/cms/cms.queries.ts) and the server's page data (server/site/page-data.ts) read the answers here alike.

/** The options of every page, in the order of the options page. */
export const SITE_OPTION_NAMES = [
  'header_cta',
  'bug_popup_active',
  'bug_popup_content',
  'news_excluded_categories',
  'boardstories_listview_teaser',
  'licenses_links',
  'highlighted_licenses',
  'service_contact',
] as const satisfies readonly (keyof SiteOptions)[];

export type FrontPageReader = 'guest' | 'user';
const frontPageOption = (reader: FrontPageReader) => (reader === 'user' ? 'front_page_user' : 'front_page_guest');

/** `_fields` of each part: nested fields of `acf`, as WordPress (5.3 and later) and the built-in service cut them. */
export const SITE_OPTION_FIELDS = SITE_OPTION_NAMES.map((name) => `acf.${name}`).join(',');
export const frontPageFields = (reader: FrontPageReader) => `acf.${frontPageOption(reader)}`;

/** What the app reads when a WordPress has no options page (or leaves fields out): nothing configured. */
export const EMPTY_SITE_OPTIONS: SiteOptions = {
  header_cta: { text: '', url: '' },
  bug_popup_active: false,
  bug_popup_content: '',
  news_excluded_categories: [],
  boardstories_listview_teaser: { headline: '', text: '' },
  licenses_links: [],
  highlighted_licenses: '',
};
const EMPTY_FRONT_PAGE: FrontPage = { active_blocks: [], blocks: {} };

/** An answer of the options page, or null without one. */
export type OptionsAnswer = { acf?: Partial<Options> | false | unknown[] | null } | null | undefined;
const acfOf = (answer: OptionsAnswer): Partial<Options> => (answer?.acf && typeof answer.acf === 'object' && !Array.isArray(answer.acf) ? answer.acf : {});

/** The site's options from an answer of the options page (WordPress sends `acf: false` or `[]` for none). */
export function siteOptionsOf(answer: OptionsAnswer): SiteOptions {
  const acf = acfOf(answer);
  const picked = Object.fromEntries(SITE_OPTION_NAMES.filter((name) => acf[name] !== undefined).map((name) => [name, acf[name]]));
  return { ...EMPTY_SITE_OPTIONS, ...picked, news_excluded_categories: Array.isArray(acf.news_excluded_categories) ? acf.news_excluded_categories : [] };
}

/** The reader's front page from an answer of the options page; no blocks when the CMS has none. */
export function frontPageOf(answer: OptionsAnswer, reader: FrontPageReader): FrontPage {
  const page = acfOf(answer)[frontPageOption(reader)];
  if (!page || typeof page !== 'object' || !Array.isArray(page.active_blocks)) return EMPTY_FRONT_PAGE;
  return { ...page, blocks: page.blocks && typeof page.blocks === 'object' ? page.blocks : {} };
}
