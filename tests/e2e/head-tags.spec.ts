import { expect, test, type Page } from '@playwright/test';

// what search engines and link previews read in <head> (src/ui/page-head.ts): each tag once, addresses absolute
const ROOT_DESCRIPTION = 'Lesefunke: interaktive Boardstories für Schule, Unterricht und Bibliothek.';
const KEYS = ['description', 'robots', 'og:type', 'og:site_name', 'og:locale', 'og:title', 'og:description', 'og:url', 'og:image'] as const;
const TWITTER = ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'] as const;

type Head = Record<string, string[]>;

/** Every meta (by name or property) and every canonical link in document.head, each with all its values. */
function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const out: Record<string, string[]> = {};
    for (const el of document.head.querySelectorAll('meta[name], meta[property], link[rel="canonical"]')) {
      const key = el.localName === 'link' ? 'canonical' : (el.getAttribute('name') ?? el.getAttribute('property'))!;
      (out[key] ??= []).push(el.getAttribute(el.localName === 'link' ? 'href' : 'content') ?? '');
    }
    return out;
  });
}

type Expected = {
  title: string;
  description: string | RegExp;
  /** the canonical path, or null for a page that is not to be indexed */
  canonical: string | null;
  ogTitle: string;
  type: 'website' | 'article';
  /** the page's own picture (a path on this site), or none: the site's icon with a small card */
  image?: RegExp;
};

/** Waits until the page's head is complete, then checks it: exactly one of each tag, nothing stale from another page. */
async function expectHead(page: Page, want: Expected) {
  await expect(page).toHaveTitle(want.title);
  const origin = new URL(page.url()).origin;
  const url = `${origin}${want.canonical ?? new URL(page.url()).pathname}`;
  // the title comes with the route's head; its tags render in the same commit, but poll rather than race React
  await expect.poll(async () => (await readHead(page))['og:title']).toEqual([want.ogTitle]);
  const head = await readHead(page);
  const one = (key: string) => {
    expect(head[key], `${key} in <head>`).toHaveLength(1);
    return head[key]![0]!;
  };
  expect(one('description')).toMatch(want.description);
  expect(one('og:description')).toBe(one('description'));
  expect(one('twitter:description')).toBe(one('description'));
  expect(one('og:type')).toBe(want.type);
  expect(one('og:site_name')).toBe('Lesefunke');
  expect(one('og:locale')).toBe('de_DE');
  expect(one('twitter:title')).toBe(want.ogTitle);
  if (want.canonical === null) {
    expect(one('robots')).toBe('noindex');
    expect(head.canonical).toBeUndefined();
  } else {
    expect(head.robots).toBeUndefined();
    expect(one('canonical')).toBe(url);
    expect(one('og:url')).toBe(url);
  }
  const image = one('og:image');
  expect(one('twitter:image')).toBe(image);
  expect(image.startsWith(`${origin}/`)).toBe(true);
  if (want.image) {
    expect(new URL(image).pathname).toMatch(want.image);
    expect(one('twitter:card')).toBe('summary_large_image');
  } else {
    expect(image).toBe(`${origin}/icons/icon-512.png`);
    expect(one('twitter:card')).toBe('summary');
  }
  // the picture a preview shows is really there
  expect((await page.request.get(image)).status()).toBe(200);
}

test('the front page and the catalogue: site name, plain list pages canonical, searched lists not indexed', async ({ page }) => {
  await page.goto('/');
  await expectHead(page, { title: 'Lesefunke', description: ROOT_DESCRIPTION, canonical: '/', ogTitle: 'Lesefunke', type: 'website' });

  await page.goto('/boardstories?p=2&utm_source=newsletter');
  const catalogue = { title: 'Boardstories | Lesefunke', description: /^Alle Boardstories von Lesefunke/, ogTitle: 'Boardstories', type: 'website' } as const;
  await expectHead(page, { ...catalogue, canonical: '/boardstories?p=2' });
  await page.goto('/boardstories?p=1');
  await expectHead(page, { ...catalogue, canonical: '/boardstories' });
  await page.goto('/boardstories?q=Maus');
  await expectHead(page, { ...catalogue, canonical: null });
});

test('a story: its title, description, picture and one address whatever the link named, also after moving on', async ({ page }) => {
  const maus = {
    title: 'Die mutige Maus | Lesefunke',
    description: /^Die kleine Maus Mila traut sich über die große Wiese/,
    canonical: '/boardstory/die-mutige-maus',
    ogTitle: 'Die mutige Maus',
    type: 'article',
    image: /^\/media\//,
  } as const;
  await page.goto('/boardstory/die-mutige-maus/FUNKE-GUELTIG');
  await expectHead(page, maus);
  const description = (await readHead(page)).description![0]!;
  expect(description.length).toBeLessThanOrEqual(161);
  expect(description).not.toContain('*');

  // inside the app the next page replaces every tag of the story's: no canonical link or picture stays behind
  await page.getByRole('banner').getByRole('link', { name: 'Boardstories', exact: true }).first().click();
  await expectHead(page, { title: 'Boardstories | Lesefunke', description: /^Alle Boardstories von Lesefunke/, canonical: '/boardstories', ogTitle: 'Boardstories', type: 'website' });
});

test('news and blog lists and a post with its picture', async ({ page }) => {
  await page.goto('/aktuelles');
  await expectHead(page, { title: 'Aktuelles | Lesefunke', description: /^Neuigkeiten/, canonical: '/aktuelles', ogTitle: 'Aktuelles', type: 'website' });
  await page.goto('/blog?p=2');
  await expectHead(page, { title: 'Blog | Lesefunke', description: /^Der Lesefunke-Blog/, canonical: '/blog?p=2', ogTitle: 'Blog', type: 'website' });
  await page.goto('/aktuelles/bundesweiter-vorlesetag');
  await expectHead(page, {
    title: 'Bundesweiter Vorlesetag: Mitmachen mit Lesefunke | Lesefunke',
    description: /Vorlesetag/,
    canonical: '/aktuelles/bundesweiter-vorlesetag',
    ogTitle: 'Bundesweiter Vorlesetag: Mitmachen mit Lesefunke',
    type: 'article',
    image: /./,
  });
});

test('CMS pages, the licences and the search', async ({ page }) => {
  await page.goto('/faq');
  await expectHead(page, {
    title: 'Häufige Fragen | Lesefunke',
    description: 'Antworten auf häufige Fragen zu Lesefunke, Boardstories, Lizenzen und Schülercodes.',
    canonical: '/faq',
    ogTitle: 'Häufige Fragen',
    type: 'website',
  });
  await page.goto('/kostenlose-online-fortbildungen');
  await expectHead(page, {
    title: 'Kostenlose Online-Fortbildungen | Lesefunke',
    description: /./,
    canonical: '/kostenlose-online-fortbildungen',
    ogTitle: 'Kostenlose Online-Fortbildungen',
    type: 'website',
    image: /./,
  });
  await page.goto('/lizenzen?laufzeit=monat');
  await expectHead(page, {
    title: 'Eine Übersicht unserer Lizenzen | Lesefunke',
    description: /^Die Lizenzen von Lesefunke/,
    canonical: '/lizenzen',
    ogTitle: 'Eine Übersicht unserer Lizenzen',
    type: 'website',
  });
  await page.goto('/search?q=Maus');
  await expectHead(page, { title: 'Suche | Lesefunke', description: /^Suche in den Boardstories/, canonical: null, ogTitle: 'Suche', type: 'website' });
});

test('the 404 page is named as such and kept out of search engines', async ({ page }) => {
  await page.goto('/gibt-es-nicht-xyz');
  await expect(page).toHaveTitle('Seite nicht gefunden | Lesefunke');
  await expect(page.getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toBeVisible();
  const head = await readHead(page);
  expect(head.robots).toEqual(['noindex']);
  expect(head.description).toEqual([ROOT_DESCRIPTION]);
  expect(head.canonical).toBeUndefined();
  for (const key of [...KEYS, ...TWITTER]) if (key !== 'robots' && key !== 'description') expect(head[key], key).toBeUndefined();
});
