import { mediaPath } from '../../lib/api-urls';

/** The search game's feedback sounds; public files, so they work for guests on free stories too. */
const SOUNDS = { success: mediaPath('games', 'erfolg.mp3'), fail: mediaPath('games', 'fehler.mp3') } as const;

export function playSound(src: string, muted: boolean): HTMLAudioElement | null {
  if (muted) return null;
  const audio = new Audio(src);
  // a blocked or missing sound must never stop the game
  audio.play().catch(() => {});
  return audio;
}

export const playFeedback = (kind: keyof typeof SOUNDS, muted: boolean) => playSound(SOUNDS[kind], muted);
