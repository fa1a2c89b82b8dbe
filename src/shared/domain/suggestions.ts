/** At most 5 suggestions, boardstories first, posts after them (see docs/stories-and-player.md#suggestions). */
export const MAX_SUGGESTIONS = 5;
/** When more than this many boardstories match and posts do too, boardstories give way to up to 2 posts. */
const STORIES_BEFORE_TRIM = 4;
const POSTS_WHEN_TRIMMED = 2;
/** Debounce of the suggestion search (see docs/stories-and-player.md#suggestions). */
export const SUGGESTION_DEBOUNCE_MS = 500;

/**
 * The 5-slot rule (see docs/stories-and-player.md#suggestions): boardstories fill the slots first and posts the rest; but if more than
 * 4 boardstories match and there are posts, boardstories are trimmed so that up to 2 posts get a slot.
 */
export function mixSuggestions<S, P>(stories: S[], posts: P[], max = MAX_SUGGESTIONS): { stories: S[]; posts: P[] } {
  const storyCount =
    stories.length > STORIES_BEFORE_TRIM && posts.length > 0
      ? max - Math.min(posts.length, POSTS_WHEN_TRIMMED)
      : Math.min(stories.length, max);
  return { stories: stories.slice(0, storyCount), posts: posts.slice(0, Math.max(0, max - storyCount)) };
}

/** "Alle Ergebnisse anzeigen" appears with more than 1 suggestion. */
export const showAllResultsEntry = (suggestionCount: number) => suggestionCount > 1;
