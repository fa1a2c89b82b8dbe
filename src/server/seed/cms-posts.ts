import { subDays } from 'date-fns';
import type { Db } from '../db/client';
import { cmsPostCategories, cmsPosts } from '../db/schema';
import { featured } from './cms-images';

export const CATEGORIES = [
  { slug: 'aktuelles', name: 'Aktuelles', description: 'Neuigkeiten rund um Lesefunke' },
  { slug: 'themenwelten', name: 'Themenwelten', description: 'Boardstories und Material zu einem Thema' },
  { slug: 'didaktik', name: 'Didaktik', description: 'Praxisideen für den Unterricht mit Boardstories' },
  { slug: 'blog', name: 'Blog', description: 'Geschichten und Einblicke aus dem Lesefunke-Team' },
  { slug: 'for_guests', name: 'Für Gäste', description: 'Beiträge, die auch Gäste sehen' },
] as const;
export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

/** One demo post as written by an editor; seedPosts turns it into a row dated relative to the seed time. */
export type PostDef = {
  slug: string;
  title: string;
  daysAgo: number;
  categories: CategorySlug[];
  excerpt: string;
  content: string;
  imageAlt: string;
  shortText?: string;
  highlighted?: boolean;
  tags?: { slug: string; name: string }[];
  draft?: boolean;
  description?: string;
  acf?: Record<string, unknown>;
};

/** Paragraphs to HTML; lines starting with "## " become headings and "- " lines become a list. */
export function html(...blocks: string[]): string {
  return blocks
    .map((b) => {
      if (b.startsWith('## ')) return `<h2>${b.slice(3)}</h2>`;
      if (b.startsWith('- ')) return `<ul>${b.split('\n').map((li) => `<li>${li.slice(2)}</li>`).join('')}</ul>`;
      return `<p>${b}</p>`;
    })
    .join('\n');
}

/** Inserts the posts in the given order (ids follow it) and answers their ids by slug. */
export async function seedPosts(db: Db, defs: PostDef[], categoryIds: Map<string, number>, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .insert(cmsPosts)
    .values(
      defs.map((d) => {
        const date = subDays(now, d.daysAgo);
        return {
          type: 'post' as const,
          slug: d.slug,
          status: d.draft ? ('draft' as const) : ('publish' as const),
          title: d.title,
          content: d.content,
          excerpt: `<p>${d.excerpt}</p>`,
          date,
          modified: date,
          featuredImage: featured(d.slug, d.imageAlt),
          acf: {
            short_text: d.shortText ?? d.excerpt,
            highlighted: d.highlighted ?? false,
            tags: d.tags ?? [],
            ...d.acf,
          },
          yoast: { title: d.title, description: d.description ?? d.excerpt },
        };
      }),
    )
    .returning({ id: cmsPosts.id, slug: cmsPosts.slug });
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await db.insert(cmsPostCategories).values(
    defs.flatMap((d) =>
      d.categories.map((c) => {
        const categoryId = categoryIds.get(c);
        if (!categoryId) throw new Error(`unknown category "${c}" in ${d.slug}`);
        return { postId: ids.get(d.slug)!, categoryId };
      }),
    ),
  );
  return ids;
}
