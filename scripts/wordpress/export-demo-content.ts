/**
 * Writes the built-in content service's demo content (src/server/seed/cms*.ts) as one JSON file
 * that scripts/wordpress/import-demo-content.php turns into WordPress posts, pages, categories,
 * menus and options. It seeds an in-memory database exactly like the server does and reads the rows
 * back, so WordPress gets the same ids, slugs, dates, texts and ACF fields as the built-in service.
 *
 *   node --import tsx scripts/wordpress/export-demo-content.ts OUT.json [--now=ISO-DATE]
 *
 * --now fixes the seed time (post dates are "n days ago"); by default it is the current time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { cmsCategories, cmsMenuItems, cmsOptions, cmsPostCategories, cmsPosts } from '../../src/server/db/schema';
import { seedCms } from '../../src/server/seed/cms';

type MenuNode = { id: number; title: string; url: string; acf: Record<string, unknown>; children: MenuNode[] };

const args = process.argv.slice(2);
const out = args.find((a) => !a.startsWith('--'));
if (!out) {
  console.error('usage: export-demo-content.ts OUT.json [--now=ISO-DATE]');
  process.exit(2);
}
const nowArg = args.find((a) => a.startsWith('--now='))?.slice('--now='.length);
const now = nowArg ? new Date(nowArg) : new Date();
if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${nowArg}`);

const { db, close } = await openDatabase({ dataDir: 'memory://' });
try {
  await seedCms(db, now);
  const categories = await db.select().from(cmsCategories).orderBy(asc(cmsCategories.id));
  const catSlug = new Map(categories.map((c) => [c.id, c.slug]));
  const links = await db.select().from(cmsPostCategories);
  const posts = await db.select().from(cmsPosts).orderBy(asc(cmsPosts.id));
  const menuRows = await db.select().from(cmsMenuItems).orderBy(asc(cmsMenuItems.sortOrder), asc(cmsMenuItems.id));
  const optionRows = await db.select().from(cmsOptions).orderBy(asc(cmsOptions.name));

  // menus as trees: WordPress keeps the order in menu_order and the nesting in menu_item_parent
  const nodes = new Map<number, MenuNode>(menuRows.map((r) => [r.id, { id: r.id, title: r.title, url: r.url, acf: r.acf, children: [] }]));
  const menus: Record<string, MenuNode[]> = {};
  for (const r of menuRows) {
    const parent = nodes.get(r.parent);
    if (parent) parent.children.push(nodes.get(r.id)!);
    else (menus[r.menu] ??= []).push(nodes.get(r.id)!);
  }

  const content = {
    source: 'src/server/seed (built-in content service)',
    now: now.toISOString(),
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name, description: c.description, parent: c.parent })),
    posts: posts.map((p) => ({
      id: p.id,
      type: p.type,
      slug: p.slug,
      status: p.status,
      title: p.title,
      content: p.content,
      excerpt: p.excerpt,
      template: p.template,
      parent: p.parent,
      date_gmt: p.date.toISOString(),
      modified_gmt: p.modified.toISOString(),
      categories: links.filter((l) => l.postId === p.id).map((l) => catSlug.get(l.categoryId)!).sort(),
      featured_image: p.featuredImage,
      acf: p.acf,
      yoast: p.yoast,
    })),
    menus,
    options: Object.fromEntries(optionRows.map((o) => [o.name, o.value])),
    // the pictures the posts and pages use as featured images, relative to the seed's media folder
    media_dir: path.resolve('src/server/seed/media/cms'),
  };
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(content, null, 1));
  console.log(`${out}: ${content.categories.length} categories, ${content.posts.length} posts and pages, ${menuRows.length} menu items, ${optionRows.length} options`);
} finally {
  await close();
}
