import type { AccessCodeSwitches } from '../schemas/licences';

/** The player functions an owner can switch off for a pupil code. */
export type CodeSwitch = Exclude<keyof AccessCodeSwitches, 'hiddenAttachments'>;

/** What of a story decides which switches it offers (see docs/codes.md#switches). */
export type StoryFunctions = { hasAudio: boolean; gameInfo: { gameType: 'impulse' | 'quiz' | 'search' }[] };

/**
 * See docs/codes.md#switches: sound only for a story with audio; text (for an explain story: its subtitles, the same switch,
 * which the player greys as "Keine Untertitel") and autoplay always; each game only where the story has it.
 * In the order the dialog lists them.
 */
export function offeredSwitches(story: StoryFunctions): CodeSwitch[] {
  const has = (type: StoryFunctions['gameInfo'][number]['gameType']) => story.gameInfo.some((g) => g.gameType === type);
  const offered: [CodeSwitch, boolean][] = [
    ['soundEnabled', story.hasAudio],
    ['subtitlesEnabled', true],
    ['autoplayEnabled', true],
    ['searchGameEnabled', has('search')],
    ['impulseEnabled', has('impulse')],
    ['quizEnabled', has('quiz')],
  ];
  return offered.filter(([, yes]) => yes).map(([name]) => name);
}

const ALL_SWITCHES: CodeSwitch[] = ['soundEnabled', 'subtitlesEnabled', 'autoplayEnabled', 'searchGameEnabled', 'impulseEnabled', 'quizEnabled'];

/** Every player function starts switched on in the code dialog (see docs/codes.md#switches). */
export const allSwitchesOn = Object.fromEntries(ALL_SWITCHES.map((name) => [name, true])) as Record<CodeSwitch, boolean>;

/** The switches a new code is sent with: what the owner chose where the story offers it, off elsewhere. */
export function codeSwitches(story: StoryFunctions, chosen: Record<CodeSwitch, boolean>): Record<CodeSwitch, boolean> {
  const offered = new Set(offeredSwitches(story));
  return Object.fromEntries(ALL_SWITCHES.map((name) => [name, offered.has(name) && chosen[name]])) as Record<CodeSwitch, boolean>;
}

/** Just the switches and hidden material of a larger record (a stored code), for an answer or a signature. */
export const switchesOf = (code: AccessCodeSwitches): AccessCodeSwitches => ({
  soundEnabled: code.soundEnabled,
  subtitlesEnabled: code.subtitlesEnabled,
  autoplayEnabled: code.autoplayEnabled,
  searchGameEnabled: code.searchGameEnabled,
  impulseEnabled: code.impulseEnabled,
  quizEnabled: code.quizEnabled,
  hiddenAttachments: code.hiddenAttachments,
});
