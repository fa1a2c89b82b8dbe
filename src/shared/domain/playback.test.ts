import { describe, expect, it } from 'vitest';
import { capSeconds, formatPlayerTime, initialMedium, isPlaybackReached, keyAction, resumeAt, seekTarget, toScale } from './playback';

describe('player rules', () => {
  it('caps the time display at 86400 s', () => {
    expect(formatPlayerTime(0)).toBe('0:00');
    expect(formatPlayerTime(75.9)).toBe('1:15');
    expect(formatPlayerTime(3_725)).toBe('1:02:05');
    expect(formatPlayerTime(1e9)).toBe('24:00:00');
    expect(capSeconds(Number.NaN)).toBe(0);
    expect(capSeconds(-3)).toBe(0);
  });

  it('maps the player keys', () => {
    expect(['ArrowLeft', 'PageUp'].map(keyAction)).toEqual(['back', 'back']);
    expect(['ArrowRight', 'PageDown'].map(keyAction)).toEqual(['forward', 'forward']);
    expect([' ', 'Escape', 'F5'].map(keyAction)).toEqual(['togglePlay', 'togglePlay', 'togglePlay']);
    expect(keyAction('a')).toBeNull();
  });

  it('jumps from seek point to seek point', () => {
    const points = [0, 5, 10, 15];
    expect(seekTarget('forward', 0.3, points, 20)).toBe(5);
    expect(seekTarget('forward', 4.5, points, 20)).toBe(5);
    // a hair before a point counts as being there
    expect(seekTarget('forward', 4.9, points, 20)).toBe(10);
    expect(seekTarget('forward', 15.2, points, 20)).toBe(20);
    expect(seekTarget('back', 12, points, 20)).toBe(10);
    // just after a point: the one before
    expect(seekTarget('back', 10.5, points, 20)).toBe(5);
    expect(seekTarget('back', 0.5, points, 20)).toBe(0);
    expect(seekTarget('forward', 3, [], 20)).toBe(13);
    expect(seekTarget('back', 3, [], 20)).toBe(0);
    expect(seekTarget('forward', 15, [], 20)).toBe(20);
  });

  it('prefers tiger creations, then videos, then trailers', () => {
    const all = { tigerCreation: true, video: true, trailer: true };
    expect(initialMedium(all, true)).toBe('tigerCreation');
    expect(initialMedium({ ...all, tigerCreation: false }, true)).toBe('video');
    expect(initialMedium(all, false)).toBe('trailer');
    // no trailer and no right: nothing to play (the video button still opens the rights dialog)
    expect(initialMedium({ tigerCreation: false, video: true, trailer: false }, false)).toBeNull();
    expect(initialMedium({ tigerCreation: false, video: false, trailer: false }, true)).toBeNull();
  });

  it('resumes at the same second after a reload, within the video', () => {
    expect(resumeAt(12.4, 20)).toBe(12.4);
    expect(resumeAt(25, 20)).toBe(20);
    expect(resumeAt(12, Number.NaN)).toBe(12);
  });

  it('counts a playback as reached from 180 s', () => {
    expect(isPlaybackReached(179.9)).toBe(false);
    expect(isPlaybackReached(180)).toBe(true);
  });

  it('maps pixels onto 0..10000', () => {
    expect(toScale(240, 480)).toBe(5000);
    expect(toScale(-5, 480)).toBe(0);
    expect(toScale(600, 480)).toBe(10000);
    expect(toScale(5, 0)).toBe(0);
  });
});
