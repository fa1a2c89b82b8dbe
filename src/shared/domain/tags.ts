// The catalogue's tag categories in the order the filters show them (see docs/stories-and-player.md#filters). Plain data, apart from the
// API schemas (shared/schemas/boardstories.ts), so the first screen's code does not bring valibot along.
export const tagCategoryOrder = {
  Altersstufe: 0,
  Leseniveau: 1,
  Unterrichtsfach: 2,
  Fremdsprache: 3,
  Genre: 4,
  Themen: 5,
  Kompetenzen: 6,
  Funktionen: 7,
} as const;
export type TagCategory = keyof typeof tagCategoryOrder;

export type Tag = { id: number; category: TagCategory; descriptor: string; sortPriority: number };
