/** What a story offers, as far as the catalogue's Funktionen filter is concerned. */
export type StoryFeatures = { gameTypes: readonly string[]; explain: boolean; tiger: boolean; hasAudio: boolean };

/**
 * The tags of the Funktionen category follow from what the story has, so the filter never promises a
 * missing game; the seed and the story import both take them from here.
 */
export function functionTags(story: StoryFeatures): string[] {
  const types = new Set(story.gameTypes);
  return [
    types.has('search') && 'Suchspiel',
    types.has('quiz') && 'Quiz',
    types.has('impulse') && 'Impuls',
    story.explain && 'Untertitel',
    story.tiger && 'Tigerkreation',
    story.hasAudio && 'Vorlesestimme',
  ].filter((t): t is string => typeof t === 'string');
}
