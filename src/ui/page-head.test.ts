import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSiteOrigin } from '../lib/site-origin';
import type { Post } from '../shared/schemas/cms';
import { cmsHead, DEFAULT_DESCRIPTION, listPath, metaDescription, pageHead, publicHead, siteHead } from './page-head';

const loaded = { status: 'success' };
type Head = { meta?: ({ title: string } | { name: string; content: string } | { property: string; content: string })[]; links?: { rel: string; href: string }[] };

/** The head as a reader of the HTML sees it: tag name (title, a meta's name or property, link rel) → its text. */
function tags(head: Head): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: string) => {
    // the router writes each meta once per name: a head that names one twice would lose one
    expect(out, `${key} twice`).not.toHaveProperty([key]);
    out[key] = value;
  };
  for (const m of head.meta ?? []) {
    if ('title' in m) put('title', m.title);
    else put('name' in m ? m.name : m.property, m.content);
  }
  for (const l of head.links ?? []) put(`link:${l.rel}`, l.href);
  return out;
}

beforeEach(() => setSiteOrigin('https://www.lesefunke.de'));
afterEach(() => setSiteOrigin('http://localhost:3000'));

describe('publicHead', () => {
  it('gives a story everything a search engine and a link preview read, each address absolute', () => {
    const head = publicHead(loaded, { title: 'Die mutige Maus', description: 'Mila holt Käse.', path: '/boardstory/die-mutige-maus', type: 'article', image: '/media/maus-1440.jpg' });
    expect(tags(head)).toEqual({
      title: 'Die mutige Maus | Lesefunke',
      description: 'Mila holt Käse.',
      'og:type': 'article',
      'og:site_name': 'Lesefunke',
      'og:locale': 'de_DE',
      'og:title': 'Die mutige Maus',
      'og:description': 'Mila holt Käse.',
      'og:url': 'https://www.lesefunke.de/boardstory/die-mutige-maus',
      'og:image': 'https://www.lesefunke.de/media/maus-1440.jpg',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Die mutige Maus',
      'twitter:description': 'Mila holt Käse.',
      'twitter:image': 'https://www.lesefunke.de/media/maus-1440.jpg',
      'link:canonical': 'https://www.lesefunke.de/boardstory/die-mutige-maus',
    });
  });

  it('names the front page by the site alone, with the site’s description and icon as a small card', () => {
    const t = tags(publicHead(loaded, { path: '/' }));
    expect(t).toMatchObject({ title: 'Lesefunke', description: DEFAULT_DESCRIPTION, 'og:type': 'website', 'og:title': 'Lesefunke', 'twitter:card': 'summary' });
    expect(t['og:image']).toBe('https://www.lesefunke.de/icons/icon-512.png');
    expect(t['twitter:image']).toBe('https://www.lesefunke.de/icons/icon-512.png');
    expect(t['link:canonical']).toBe('https://www.lesefunke.de/');
  });

  it('keeps a picture from elsewhere at its own address', () => {
    expect(tags(publicHead(loaded, { title: 'X', path: '/x', image: 'https://cms.example.org/bild.jpg' }))['og:image']).toBe('https://cms.example.org/bild.jpg');
  });

  it('tells search engines to leave a search page alone instead of naming a canonical address', () => {
    const t = tags(publicHead(loaded, { title: 'Suche', path: '/search', noindex: true }));
    expect(t.robots).toBe('noindex');
    expect(t).not.toHaveProperty(['link:canonical']);
    expect(t['og:url']).toBe('https://www.lesefunke.de/search');
  });

  it('gives nothing before the page loaded or when it failed, so the root names the document', () => {
    expect(publicHead({ status: 'pending' }, { title: 'Suche', path: '/search' })).toEqual({});
    expect(publicHead({ status: 'error' }, { title: 'Suche', path: '/search' })).toEqual({});
    expect(publicHead(loaded, undefined)).toEqual({});
  });
});

describe('metaDescription', () => {
  it('puts the text on one line and keeps a short one whole', () => {
    expect(metaDescription('  Mila ist\n eine   Maus. ')).toBe('Mila ist eine Maus.');
  });

  it('cuts a long text after the last whole word within 160 characters', () => {
    const text = `${'Wort '.repeat(31)}Schlusswort und noch mehr`; // 155 characters, then a word across the limit
    const short = metaDescription(text);
    expect(short).toBe(`${'Wort '.repeat(31).trimEnd()}…`);
    expect(short.length).toBeLessThanOrEqual(161);
    expect(metaDescription('x'.repeat(200))).toBe(`${'x'.repeat(160)}…`);
  });
});

describe('listPath', () => {
  it('keeps the page number from the second page on', () => {
    expect(listPath('/boardstories', undefined)).toBe('/boardstories');
    expect(listPath('/boardstories', 1)).toBe('/boardstories');
    expect(listPath('/boardstories', 2)).toBe('/boardstories?p=2');
  });
});

const post = (over: Partial<Post>) =>
  ({
    type: 'post',
    slug: 'bundesweiter-vorlesetag',
    status: 'publish',
    category_slugs: ['aktuelles'],
    title: { rendered: 'Bundesweiter Vorlesetag &#8211; mit uns' },
    excerpt: { rendered: '<p>Am Freitag lesen wir vor.</p>' },
    yoast_head_json: {},
    featured_image_src: { src: '/media/cms/vorlesetag.jpg', srcset: '', medium: '', alt: '' },
    ...over,
  }) as Post;

describe('cmsHead', () => {
  it('names a post by its own title and excerpt, as an article with its picture under its category', () => {
    expect(tags(cmsHead(loaded, post({})))).toMatchObject({
      title: 'Bundesweiter Vorlesetag – mit uns | Lesefunke',
      description: 'Am Freitag lesen wir vor.',
      'og:type': 'article',
      'og:image': 'https://www.lesefunke.de/media/cms/vorlesetag.jpg',
      'twitter:card': 'summary_large_image',
      'link:canonical': 'https://www.lesefunke.de/aktuelles/bundesweiter-vorlesetag',
    });
  });

  it('prefers the SEO title and description of the meta; a page without picture shows the icon', () => {
    const t = tags(cmsHead(loaded, post({ type: 'page', slug: 'faq', category_slugs: [], featured_image_src: null, yoast_head_json: { title: 'FAQ', description: 'Antworten.' } })));
    expect(t).toMatchObject({ title: 'FAQ | Lesefunke', description: 'Antworten.', 'og:type': 'website', 'og:title': 'FAQ', 'twitter:card': 'summary' });
    expect(t['og:image']).toBe('https://www.lesefunke.de/icons/icon-512.png');
    expect(t['link:canonical']).toBe('https://www.lesefunke.de/faq');
  });

  it('keeps a draft (a preview) out of search engines', () => {
    const t = tags(cmsHead(loaded, post({ status: 'draft' })));
    expect(t.robots).toBe('noindex');
    expect(t).not.toHaveProperty(['link:canonical']);
  });
});

describe('siteHead and pageHead', () => {
  it('names an error page and keeps it out of search engines; a page that loaded is indexable', () => {
    expect(tags(siteHead('Seite nicht gefunden'))).toEqual({ title: 'Seite nicht gefunden | Lesefunke', description: DEFAULT_DESCRIPTION, robots: 'noindex' });
    expect(tags(siteHead(undefined))).toEqual({ title: 'Lesefunke', description: DEFAULT_DESCRIPTION });
  });

  it('names a page behind a login by its title only once it loaded', () => {
    expect(tags(pageHead(loaded, 'Meine Daten'))).toEqual({ title: 'Meine Daten | Lesefunke' });
    expect(pageHead({ status: 'pending' }, 'Meine Daten')).toEqual({});
  });
});
