import type { FrontPage, FrontPageBlockName, FrontPageBlocks } from '../../shared/schemas/cms';

/** The guest front page: the blocks top to bottom (see docs/content.md#front-pages). */
export const GUEST_BLOCK_ORDER: FrontPageBlockName[] = [
  'header',
  'intro',
  'our_offer',
  'numbers',
  'what_is_a_boardstory',
  'target_groups',
  'features_wheel',
  'video_teaser',
  'app_teaser',
  'news_teaser',
  'achievements',
  'testimonials',
  'support_teaser',
  'publisher_logos',
  'partner_logos',
];

/**
 * The logged-in front page (see docs/content.md#front-pages; the account navigation bar sits above the blocks and is
 * not a CMS block). The newsletter block is hidden for logged-in users on the home page, so it is not in the order.
 */
export const USER_BLOCK_ORDER: FrontPageBlockName[] = [
  'header',
  'welcome',
  'team_recommendation',
  'news_teaser',
  'did_you_know',
  'topic_areas',
  'app_teaser',
  'support_teaser',
];


/**
 * The blocks to render, in the spec's order: a block shows only when the CMS has it and lists it as active
 * (whatever order the CMS lists them in); the info video also needs its own `active` flag.
 */
export function visibleBlocks(page: FrontPage | undefined, order: FrontPageBlockName[]): FrontPageBlockName[] {
  if (!page) return [];
  const active = new Set(page.active_blocks);
  return order.filter((name) => {
    const block: FrontPageBlocks[FrontPageBlockName] = page.blocks[name];
    if (!active.has(name) || block == null) return false;
    return name !== 'video_teaser' || page.blocks.video_teaser?.active === true;
  });
}

// the server asks for the same posts to put them into the front page's HTML
export { NEWS_TEASER_COUNT, newsTeaserFilters } from '../../shared/query-keys';

/** Topic-areas teaser (see docs/content.md#front-pages): 6 items until "Alle anzeigen". */
export const TOPIC_AREAS_SHOWN = 6;

/** Detail link of a topic area: /{baseSlug}/{post_name}, baseSlug being the topic-areas page slug or "post". */
export const topicAreaParams = (pageSlug: string | undefined, postName: string) => ({ category: pageSlug || 'post', slug: postName });

/** Where item `index` of the features wheel sits, in degrees clockwise from the top: 360° / count per step. */
export const wheelAngle = (index: number, count: number) => (count > 0 ? (index * 360) / count : 0);
