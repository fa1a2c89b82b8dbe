import { describe, expect, it } from 'vitest';
import { functionTags } from './story-functions';

describe('functionTags', () => {
  it('names each game type once and the features the story has', () => {
    expect(functionTags({ gameTypes: ['quiz', 'search', 'quiz'], explain: true, tiger: false, hasAudio: true })).toEqual([
      'Suchspiel',
      'Quiz',
      'Untertitel',
      'Vorlesestimme',
    ]);
  });

  it('promises nothing a story without games, voice or extras lacks', () => {
    expect(functionTags({ gameTypes: [], explain: false, tiger: false, hasAudio: false })).toEqual([]);
    expect(functionTags({ gameTypes: ['impulse'], explain: false, tiger: true, hasAudio: false })).toEqual(['Impuls', 'Tigerkreation']);
  });
});
