import type { TopicArea } from '../../shared/schemas/cms';
import type { Db } from '../db/client';
import { cmsCategories, cmsMenuItems, cmsOptions, cmsPosts } from '../db/schema';
import { VIDEOS_OPTION } from '../services/cms';
import { blog } from './cms-blog';
import { featured } from './cms-images';
import { news } from './cms-news';
import { footerMenu, headerMenu, options, type MenuDef } from './cms-options';
import { explanatoryVideos, pageDefs } from './cms-pages';
import { CATEGORIES, seedPosts } from './cms-posts';
import { didacticPosts, themeWorlds } from './cms-topics';

async function seedMenu(db: Db, menu: string, items: MenuDef[], parent = 0): Promise<void> {
  for (const [sortOrder, item] of items.entries()) {
    const [row] = await db
      .insert(cmsMenuItems)
      .values({ menu, parent, title: item.title, url: item.url, sortOrder, acf: item.acf ?? {} })
      .returning({ id: cmsMenuItems.id });
    if (item.children) await seedMenu(db, menu, item.children, row.id);
  }
}

/**
 * The German demo content. Rows go in in a fixed order on a fresh database, so ids are stable:
 * categories 1–5 in CATEGORIES order, then news, blog, theme worlds, didactics, then the pages.
 */
export async function seedCms(db: Db, now = new Date()): Promise<void> {
  const categoryRows = await db.insert(cmsCategories).values([...CATEGORIES]).returning({ id: cmsCategories.id, slug: cmsCategories.slug });
  const categoryIds = new Map(categoryRows.map((c) => [c.slug, c.id]));

  const postIds = await seedPosts(db, [...news, ...blog, ...themeWorlds, ...didacticPosts], categoryIds, now);

  const topicAreas: TopicArea[] = themeWorlds.map((t) => ({
    ID: postIds.get(t.slug)!,
    post_name: t.slug,
    post_title: t.title,
    acf: {
      teaser_title: t.acf!.teaser_title as string,
      topicarea_teaser_image: t.acf!.topicarea_teaser_image as TopicArea['acf']['topicarea_teaser_image'],
      tags: t.tags ?? [],
      items: t.acf!.items as string[],
    },
  }));
  await db.insert(cmsPosts).values(
    pageDefs(topicAreas).map((p) => ({
      type: 'page' as const,
      slug: p.slug,
      title: p.title,
      content: p.content,
      excerpt: p.excerpt ? `<p>${p.excerpt}</p>` : '',
      template: p.template ?? '',
      date: now,
      modified: now,
      featuredImage: p.image ? featured(p.image.name, p.image.alt) : null,
      acf: { ...p.acf, sections: p.sections ?? [] },
      yoast: { title: p.title, description: p.description ?? '', ...(p.canonical && { canonical: p.canonical }) },
    })),
  );

  await seedMenu(db, 'header', headerMenu);
  await seedMenu(db, 'footer', footerMenu);
  await db.insert(cmsOptions).values([
    ...Object.entries(options).map(([name, value]) => ({ name, value })),
    { name: VIDEOS_OPTION, value: explanatoryVideos },
  ]);
}
