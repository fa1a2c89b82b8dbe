import { describe, expect, it } from 'vitest';
import { codeSwitches, offeredSwitches } from './access-code-switches';

const allOn = {
  soundEnabled: true,
  subtitlesEnabled: true,
  autoplayEnabled: true,
  searchGameEnabled: true,
  impulseEnabled: true,
  quizEnabled: true,
};

describe('switches a story offers', () => {
  it('offers text and autoplay always, sound only with audio, games only those the story has', () => {
    expect(offeredSwitches({ hasAudio: false, gameInfo: [] })).toEqual(['subtitlesEnabled', 'autoplayEnabled']);
    expect(offeredSwitches({ hasAudio: true, gameInfo: [{ gameType: 'quiz' }, { gameType: 'search' }, { gameType: 'quiz' }] })).toEqual([
      'soundEnabled',
      'subtitlesEnabled',
      'autoplayEnabled',
      'searchGameEnabled',
      'quizEnabled',
    ]);
  });

  it('sends what was chosen where offered and off elsewhere', () => {
    const story = { hasAudio: false, gameInfo: [{ gameType: 'impulse' as const }] };
    expect(codeSwitches(story, { ...allOn, autoplayEnabled: false })).toEqual({
      soundEnabled: false,
      subtitlesEnabled: true,
      autoplayEnabled: false,
      searchGameEnabled: false,
      impulseEnabled: true,
      quizEnabled: false,
    });
  });
});
