import { describe, expect, it } from 'vitest';
import type { Category, FrontPageBlocks, Options } from '../../shared/schemas/cms';
import { GUEST_BLOCK_ORDER, newsTeaserFilters, topicAreaParams, USER_BLOCK_ORDER, visibleBlocks, wheelAngle } from './home-blocks';

const blocks: FrontPageBlocks = {
  header: { headline: 'Hallo' },
  intro: { headline: 'Intro', text: '<p>x</p>' },
  numbers: { items: [] },
  video_teaser: { headline: 'Video', text: '', video: '/v.mp4', active: true },
  partner_logos: { headline: 'Partner', logos: [] },
  topic_areas: { headline: 'Themen', page_slug: 'themenwelten' },
  newsletter: { headline: 'Newsletter', text: '' },
};
const page = (active_blocks: Options['front_page_guest']['active_blocks'], b = blocks) => ({ active_blocks, blocks: b });

describe('visibleBlocks', () => {
  it("keeps the spec's order, whatever order the CMS lists them in", () => {
    expect(visibleBlocks(page(['partner_logos', 'numbers', 'header', 'intro']), GUEST_BLOCK_ORDER)).toEqual([
      'header',
      'intro',
      'numbers',
      'partner_logos',
    ]);
  });
  it('leaves out blocks that are inactive or missing from the data', () => {
    expect(visibleBlocks(page(['header', 'our_offer', 'testimonials']), GUEST_BLOCK_ORDER)).toEqual(['header']);
  });
  it('shows the info video only when the video itself is active', () => {
    expect(visibleBlocks(page(['video_teaser']), GUEST_BLOCK_ORDER)).toEqual(['video_teaser']);
    const off = { ...blocks, video_teaser: { ...blocks.video_teaser!, active: false } };
    expect(visibleBlocks(page(['video_teaser'], off), GUEST_BLOCK_ORDER)).toEqual([]);
  });
  it('ignores blocks that belong to the other front page', () => {
    expect(visibleBlocks(page(['topic_areas', 'header']), GUEST_BLOCK_ORDER)).toEqual(['header']);
    expect(visibleBlocks(page(['topic_areas', 'header', 'newsletter', 'partner_logos']), USER_BLOCK_ORDER)).toEqual(['header', 'topic_areas']);
  });
  it('shows nothing without CMS data', () => {
    expect(visibleBlocks(undefined, GUEST_BLOCK_ORDER)).toEqual([]);
  });
});

const categories = [
  { id: 1, slug: 'aktuelles' },
  { id: 5, slug: 'for_guests' },
  { id: 7, slug: 'intern' },
] as Category[];

describe('newsTeaserFilters', () => {
  it('asks for three guest posts for visitors', () => {
    expect(newsTeaserFilters(categories, false)).toEqual({ per_page: 3, page: 1, categories: [5] });
  });
  it('asks logged-in users for news without the excluded categories', () => {
    expect(newsTeaserFilters(categories, true, ['for_guests', 'intern', 'unbekannt'])).toEqual({
      per_page: 3,
      page: 1,
      categories: [1],
      categories_exclude: [5, 7],
    });
  });
  it('waits for the categories', () => {
    expect(newsTeaserFilters(undefined, false)).toBeUndefined();
  });
  it('asks for nothing, not for every post, when the CMS lacks the reader’s category (a WordPress without the site’s setup)', () => {
    const fresh = [{ id: 1, slug: 'allgemein' }] as Category[];
    expect(newsTeaserFilters(fresh, false)).toBeUndefined();
    expect(newsTeaserFilters(fresh, true, ['for_guests'])).toBeUndefined();
  });
});

describe('topicAreaParams', () => {
  it('links below the topic-areas page, or below /post without one', () => {
    expect(topicAreaParams('themenwelten', 'jahreszeiten')).toEqual({ category: 'themenwelten', slug: 'jahreszeiten' });
    expect(topicAreaParams('', 'jahreszeiten')).toEqual({ category: 'post', slug: 'jahreszeiten' });
  });
});

describe('wheelAngle', () => {
  it('steps by 360 degrees divided by the item count', () => {
    expect([0, 1, 2, 5].map((i) => wheelAngle(i, 6))).toEqual([0, 60, 120, 300]);
    expect(wheelAngle(1, 4)).toBe(90);
    expect(wheelAngle(0, 0)).toBe(0);
  });
});
