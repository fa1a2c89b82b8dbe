import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { Game } from '../../shared/schemas/games';
import type { AttachmentItem, VideoData } from '../../shared/schemas/playback';
import { heldAnswers } from './pack-answers';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const exp = (secondsFromNow: number) => Math.floor(NOW / 1000) + secondsFromNow;
const story = { id: 2, slug: 'die-mutige-maus', title: 'Die mutige Maus', explain: false } as Boardstory;
const video = (expIn: number, readAlongExpIn = expIn): VideoData =>
  ({
    withText: [{ url: `/media/videos/maus-text.mp4?exp=${exp(expIn)}&sig=a`, mimeType: 'video/mp4' }],
    withoutText: [{ url: `/media/videos/maus-notext.mp4?exp=${exp(expIn)}&sig=b`, mimeType: 'video/mp4' }],
    subtitles: null,
    readAlong: `/media/subtitles/maus-mitlesen.vtt?exp=${exp(readAlongExpIn)}&sig=d`,
  }) as VideoData;
const sheet = (expIn: number): AttachmentItem => ({
  id: 6,
  title: 'Arbeitsblatt',
  path: '/api/attachments/2/6/download',
  downloadable: true,
  file: `/media/attachments/blatt.pdf?exp=${exp(expIn)}&sig=c`,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.stubGlobal('location', { origin: 'http://x.test' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('heldAnswers: what the story page holds is stored as the server would answer it', () => {
  it('rebuilds the list answers from the page', () => {
    const games = [{ id: 5, gameType: 'quiz' }] as Game[];
    const held = heldAnswers({ story, variant: 'text', page: { video: video(600), trailer: null, games, attachments: [sheet(600)] } });
    expect(held.videos).toEqual({ _embedded: { videos: [video(600)] }, currentPage: 1, pagesCount: 1, total: 1 });
    // the page knows the story has no trailer: that, too, is an answer
    expect(held.trailers).toEqual({ _embedded: { trailers: [] }, currentPage: 1, pagesCount: 1, total: 0 });
    expect(held.games?._embedded.games).toBe(games);
    expect(held.attachments?._embedded.attachments).toEqual([sheet(600)]);
  });

  it('asks again for what the page does not hold, holds without a video, or whose signature ends within a minute', () => {
    const held = heldAnswers({ story, variant: 'text', page: { video: null, attachments: [sheet(30)] } });
    expect(held).toMatchObject({ videos: undefined, trailers: undefined, games: undefined, attachments: undefined });
    expect(heldAnswers({ story, variant: 'notext', page: { video: video(59) } }).videos).toBeUndefined();
    expect(heldAnswers({ story, variant: 'notext', page: { video: video(120) } }).videos).toBeDefined();
    // the read-along track is stored with the video, so its signature must last the save too
    expect(heldAnswers({ story, variant: 'notext', page: { video: video(120, 59) } }).videos).toBeUndefined();
    expect(heldAnswers({ story, variant: 'text' }).videos).toBeUndefined();
  });

  it('keeps a ladder\'s master and the one rendition this screen takes, whose signatures must last the save too', () => {
    // a screen 240 pixels tall takes the demo ladder's middle rendition (shared/domain/pack-rendition.ts)
    vi.stubGlobal('screen', { width: 427, height: 240 });
    vi.stubGlobal('devicePixelRatio', 1);
    const rendition = (height: number, expIn: number) => ({ playlist: `/media/videos/s-text-${height}p.m3u8?exp=${exp(expIn)}&sig=r`, height, bytes: height * 100 });
    const laddered = (masterIn: number, keptIn: number): VideoData => ({
      ...video(600),
      hls: {
        withText: `/media/videos/s-text.m3u8?exp=${exp(masterIn)}&sig=m`,
        withoutText: null,
        renditions: { withText: [rendition(180, 30), rendition(240, keptIn), rendition(360, 30)], withoutText: [] },
      },
    });
    expect(heldAnswers({ story, variant: 'text', page: { video: laddered(600, 600) } }).videos).toBeDefined();
    expect(heldAnswers({ story, variant: 'text', page: { video: laddered(600, 59) } }).videos).toBeUndefined();
    expect(heldAnswers({ story, variant: 'text', page: { video: laddered(59, 600) } }).videos).toBeUndefined();
    // without text the story has no ladder: its MP4 is what counts
    expect(heldAnswers({ story, variant: 'notext', page: { video: laddered(59, 59) } }).videos).toBeDefined();
  });
});
