import { subDays, subMonths } from 'date-fns';
import { functionTags as sharedFunctionTags } from '../../shared/domain/story-functions';
import type { Db } from '../db/client';
import { HLS_MIME_TYPE } from '../media/hls';
import {
  attachments,
  boardstories,
  boardstoryTags,
  bookReferences,
  games,
  images,
  media,
  tagCategories,
  tags,
} from '../db/schema';
import { stories, tagsByCategory, type StoryDef } from './catalogue-data';
import { attachmentFile, attachmentsFor, gamesBySlug, pauseCuepoints } from './catalogue-games';
import { readAlongFile } from './make-media-read-along';

/** Trailers and tiger creations are short clips of fixed length (see make-media.ts). */
export const TRAILER_SECONDS = 5;
export const TIGER_SECONDS = 8;

const mp4 = (file: string) => [{ file, mimeType: 'video/mp4' }];
/**
 * The demo stories whose full video also has an HLS ladder (make-media.ts): one is enough to show and test
 * adaptive streaming, and every other story keeps playing its MP4 alone, as a story imported before the ladder.
 * A ladder is a few dozen files per variant, so the committed media stay small.
 */
export const LADDER_STORIES: ReadonlySet<string> = new Set(['der-schneemann-der-schwitzte']);
const withLadder = (slug: string, file: string) =>
  LADDER_STORIES.has(slug) ? [...mp4(file), { file: file.replace(/\.mp4$/, '.m3u8'), mimeType: HLS_MIME_TYPE }] : mp4(file);

/** The Funktionen tags from what a demo story has: the import's rule, so seeded and imported stories agree. */
const functionTags = (story: StoryDef): string[] =>
  sharedFunctionTags({
    gameTypes: (gamesBySlug[story.slug] ?? []).map((g) => g.gameType),
    explain: Boolean(story.explain),
    tiger: Boolean(story.tiger),
    hasAudio: story.hasAudio !== false,
  });

function describe(story: StoryDef): string {
  const inCategory = (category: (typeof tagCategories)[number]) =>
    story.tags.filter((t) => tagsByCategory[category].includes(t)).join(', ');
  const bullets = [
    inCategory('Altersstufe') && `- Geeignet für: ${inCategory('Altersstufe')}`,
    inCategory('Unterrichtsfach') && `- Fächer: ${inCategory('Unterrichtsfach')}`,
    inCategory('Kompetenzen') && `- Schwerpunkte: ${inCategory('Kompetenzen')}`,
    gamesBySlug[story.slug] && `- Mit Spielen: ${functionTags(story).filter((t) => t !== 'Vorlesestimme').join(', ')}`,
  ].filter(Boolean);
  return `${story.summary}\n\n**Zum Einsatz im Unterricht**\n\n${bullets.join('\n')}\n\n*${story.lines[0]}*`;
}

/** Inserts tags and every story with its pictures, media, games and material; answers story ids by slug. */
export async function seedCatalogue(db: Db, now = new Date()): Promise<Map<string, number>> {
  const tagRows = await db
    .insert(tags)
    .values(
      tagCategories.flatMap((category) =>
        tagsByCategory[category].map((descriptor, i) => ({ category, descriptor, sortPriority: (i + 1) * 10 })),
      ),
    )
    .returning({ id: tags.id, descriptor: tags.descriptor });
  const tagIds = new Map(tagRows.map((t) => [t.descriptor, t.id]));

  const storyRows = await db
    .insert(boardstories)
    .values(
      stories.map((s, i) => ({
        slug: s.slug,
        title: s.title,
        description: describe(s),
        free: s.free ?? false,
        explain: s.explain ?? false,
        hasAudio: s.hasAudio ?? true,
        gameActive: true,
        author: s.author,
        illustrator: s.illustrator,
        publisher: s.publisher,
        publishedAt: subDays(subMonths(now, s.monthsAgo), i % 9),
      })),
    )
    .returning({ id: boardstories.id, slug: boardstories.slug });
  const ids = new Map(storyRows.map((r) => [r.slug, r.id]));

  const perStory = stories.map((s) => ({ s, id: ids.get(s.slug)! }));
  await db.insert(boardstoryTags).values(
    perStory.flatMap(({ s, id }) =>
      [...new Set([...s.tags, ...functionTags(s)])].map((descriptor) => {
        const tagId = tagIds.get(descriptor);
        if (!tagId) throw new Error(`unknown tag "${descriptor}" in ${s.slug}`);
        return { boardstoryId: id, tagId };
      }),
    ),
  );

  await db.insert(images).values(
    perStory.flatMap(({ s, id }) => [
      ...Array.from({ length: s.teasers }, (_, n) => ({
        boardstoryId: id,
        imageType: 'TEASER_IMAGE' as const,
        title: `${s.title} – Bild ${n + 1}`,
        alt: `Illustration aus „${s.title}“, Bild ${n + 1}`,
        file: `${s.slug}-${n + 1}`,
        sortOrder: n,
      })),
      ...(s.book
        ? [{ boardstoryId: id, imageType: 'BOOK_REFERENCE' as const, title: s.book.title, alt: `Buchcover „${s.book.title}“`, file: `${s.slug}-buch` }]
        : []),
    ]),
  );

  const withBook = perStory.filter(({ s }) => s.book);
  await db.insert(bookReferences).values(withBook.map(({ s, id }) => ({ boardstoryId: id, ...s.book!, imageFile: `${s.slug}-buch` })));

  await db.insert(attachments).values(
    perStory.flatMap(({ s, id }) =>
      attachmentsFor(s).map((a, i) => ({
        boardstoryId: id,
        title: a.title,
        file: attachmentFile(s.slug, a.kind),
        forRentals: a.forRentals,
        sortOrder: i,
      })),
    ),
  );

  await db.insert(media).values(
    perStory.flatMap(({ s, id }) => [
      {
        boardstoryId: id,
        kind: 'VIDEO' as const,
        // explain stories carry their text as subtitles, so both renditions are the same picture
        withText: withLadder(s.slug, s.explain ? `${s.slug}-notext.mp4` : `${s.slug}-text.mp4`),
        withoutText: withLadder(s.slug, `${s.slug}-notext.mp4`),
        subtitles: s.explain ? `${s.slug}.vtt` : null,
        // made by make-media.ts for every story: its lines with word timestamps
        readAlong: readAlongFile(s.slug),
        pauseCuepoints: pauseCuepoints(s.slug),
        seekPoints: Array.from({ length: Math.ceil(s.duration / 5) }, (_, k) => k * 5),
        duration: s.duration,
      },
      ...(s.noTrailer
        ? []
        : [{ boardstoryId: id, kind: 'TRAILER' as const, withText: mp4(`${s.slug}.mp4`), withoutText: mp4(`${s.slug}.mp4`), seekPoints: [0], duration: TRAILER_SECONDS }]),
      ...(s.tiger
        ? [{ boardstoryId: id, kind: 'TIGER_CREATION' as const, withText: mp4(`${s.slug}.mp4`), withoutText: mp4(`${s.slug}.mp4`), duration: TIGER_SECONDS }]
        : []),
    ]),
  );

  await db.insert(games).values(
    perStory.flatMap(({ s, id }) => (gamesBySlug[s.slug] ?? []).map((g) => ({ boardstoryId: id, ...g }))),
  );
  return ids;
}
