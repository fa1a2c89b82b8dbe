import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WpPost } from '../schemas/cms';
import { embeddedImage, normalizePost, postInstant, postPath } from './cms-post';

// What Debian's WordPress 6.1 with the plugin answered (scripts/wordpress/record.ts), with the site's URL filled in
const recorded = <T,>(name: string): T => {
  const file = path.resolve('tests/contract/wordpress-recordings', `${name}.json`);
  const text = fs.readFileSync(file, 'utf8').replaceAll('{{site}}', 'https://cms.example').replaceAll('{{api}}', 'https://cms.example/wp-json');
  return (JSON.parse(text) as { response: { body: T } }).response.body;
};

const bare: WpPost = {
  id: 7,
  date: '2026-01-15T10:00:00',
  date_gmt: '2026-01-15T09:00:00',
  modified: '2026-01-15T10:00:00',
  slug: 'vorlesetag',
  type: 'post',
  link: 'https://cms.example/aktuelles/vorlesetag/',
  status: 'publish',
  title: { rendered: 'Vorlesetag' },
  content: { rendered: '<p>Text</p>' },
  excerpt: { rendered: '<p>Text</p>' },
  categories: [1],
  template: '',
  parent: 0,
  yoast_head_json: {},
};

describe('normalizePost', () => {
  it('reads a WordPress post without plugin fields or ACF: empty acf, no picture, no categories', () => {
    const post = normalizePost(bare);
    expect(post.acf).toEqual({});
    expect(post.featured_image_src).toBeNull();
    expect(post.category_slugs).toEqual([]);
    expect(normalizePost({ ...bare, acf: false }).acf).toEqual({});
    expect(normalizePost({ ...bare, acf: [] }).acf).toEqual({});
  });

  it('takes the moment from date_gmt, which WordPress writes as UTC without an offset', () => {
    expect(normalizePost(bare).date).toBe('2026-01-15T09:00:00.000Z');
    expect(postInstant({ date: '2026-07-01T12:00:00', date_gmt: '2026-07-01T10:00:00' })).toBe('2026-07-01T10:00:00.000Z');
    // the built-in service's dates are already instants
    expect(postInstant({ date: '2026-07-01T10:00:00.000Z' })).toBe('2026-07-01T10:00:00.000Z');
  });

  it('prefers the _embed picture, and falls back to the plugin’s featured_image_src', () => {
    const [post] = recorded<WpPost[]>('posts-embed');
    const image = normalizePost(post!).featured_image_src!;
    expect(image.src).toBe('https://cms.example/wp-content/uploads/lesefunke/wie-eine-boardstory-entsteht.webp');
    expect(image.medium).toBe('https://cms.example/wp-content/uploads/lesefunke/wie-eine-boardstory-entsteht-medium.webp');
    expect(image.srcset).toBe(
      'https://cms.example/wp-content/uploads/lesefunke/wie-eine-boardstory-entsteht.webp 960w, https://cms.example/wp-content/uploads/lesefunke/wie-eine-boardstory-entsteht-medium.webp 480w',
    );
    expect(image.alt).toBe('Skizzen und Farbstifte auf einem Zeichentisch');
    const plugin = { src: '/a.webp', srcset: '', medium: '/a-m.webp', alt: 'A' };
    expect(normalizePost({ ...bare, featured_image_src: plugin }).featured_image_src).toEqual(plugin);
    // media that is not public embeds as an error object
    expect(embeddedImage({ _embedded: { 'wp:featuredmedia': [{ code: 'rest_forbidden' }] } })).toBeNull();
  });

  it('takes category slugs from embedded terms when the plugin sent none', () => {
    const post = normalizePost({ ...bare, _embedded: { 'wp:term': [[{ slug: 'blog', taxonomy: 'category' }], [{ slug: 'lesen', taxonomy: 'post_tag' }]] } });
    expect(post.category_slugs).toEqual(['blog']);
  });

  it('reads the recorded pages: acf sections kept, topic areas completed', () => {
    const [faq] = recorded<WpPost[]>('pages-faq');
    expect(normalizePost(faq!).acf.sections?.length).toBeGreaterThan(0);
    const page = normalizePost({ ...bare, type: 'page', acf: { topic_areas: [{ ID: 3, post_name: 'wald', post_title: 'Wald', acf: {} }] } });
    expect(page.acf.topic_areas).toEqual([
      { ID: 3, post_name: 'wald', post_title: 'Wald', acf: { teaser_title: '', topicarea_teaser_image: { url: '', alt: '' }, tags: [], items: [] } },
    ]);
    expect(normalizePost({ ...bare, acf: { sections: {} as never } }).acf.sections).toBeUndefined();
  });
});

describe('postPath', () => {
  it('builds the in-app path from category and slug, never from WordPress’ link', () => {
    const post = normalizePost({ ...bare, category_slugs: ['for_guests', 'aktuelles'] });
    expect(postPath(post)).toBe('/aktuelles/vorlesetag');
    expect(postPath({ type: 'post', slug: 'x', category_slugs: ['blog'] })).toBe('/blog/x');
    expect(postPath({ type: 'post', slug: 'x', category_slugs: ['didaktik', 'aktuelles'] })).toBe('/didaktik/x');
    expect(postPath({ type: 'post', slug: 'x', category_slugs: ['for_guests'] })).toBe('/aktuelles/x');
    expect(postPath({ type: 'page', slug: 'faq', category_slugs: [] })).toBe('/faq');
  });

  it('gives every recorded blog post a blog path', () => {
    for (const post of recorded<WpPost[]>('posts-blog').map(normalizePost)) expect(postPath(post)).toMatch(/^\/blog\/[a-z0-9-]+$/);
  });
});
