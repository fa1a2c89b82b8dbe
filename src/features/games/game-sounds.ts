import { media } from '../../lib/api-client';

const sound = (file: string) => media[':folder'][':file'].$path({ param: { folder: 'games', file } });

/** The search game's feedback sounds; public files, so they work for guests on free stories too. */
const SOUNDS = { success: sound('erfolg.mp3'), fail: sound('fehler.mp3') } as const;

export function playSound(src: string, muted: boolean): HTMLAudioElement | null {
  if (muted) return null;
  const audio = new Audio(src);
  // a blocked or missing sound must never stop the game
  audio.play().catch(() => {});
  return audio;
}

export const playFeedback = (kind: keyof typeof SOUNDS, muted: boolean) => playSound(SOUNDS[kind], muted);
