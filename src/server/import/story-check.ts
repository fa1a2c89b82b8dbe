import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseWebVtt } from '../../shared/domain/webvtt';
import { gameSchema, ImportError, manifestSchema, parseJsonFile, type GameFile, type Manifest } from './manifest';
import { probe, type Probe } from '../media/probe';

/** A file of the folder that passed its checks: where it is and a short hash of its bytes (its name in /media). */
export type CheckedFile = { source: string; hash: string; ext: string };
export type CheckedVideo = CheckedFile & { duration: number };
export type CheckedGame = { name: string; game: GameFile; image: CheckedFile | null; sound: CheckedFile | null };

/** Everything an import needs, checked: nothing of it touches the database or MEDIA_DIR yet. */
export type CheckedStory = {
  manifest: Manifest;
  withText: CheckedVideo;
  withoutText: CheckedVideo;
  subtitles: CheckedFile | null;
  readAlong: CheckedFile | null;
  trailer: CheckedVideo | null;
  tiger: CheckedVideo | null;
  teasers: CheckedFile[];
  bookPicture: CheckedFile | null;
  materials: CheckedFile[];
  games: CheckedGame[];
};

const MANIFEST = 'manifest.json';
const MB = 1024 * 1024;
const LIMITS = { json: MB, vtt: MB, picture: 50 * MB, sound: 50 * MB, pdf: 200 * MB, video: 8 * 1024 * MB };
/** How far the two renditions of the full video may differ: a frame or two from different encoders, not a cut scene. */
export const DURATION_TOLERANCE = 0.5;

const fail = (file: string, field: string, message: string): never => {
  throw new ImportError(`${file}: ${field}: ${message}`);
};

async function sha(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 12);
}

/** Reads files of one story folder; every refusal names the file the operator wrote and the field in it. */
class Folder {
  constructor(readonly root: string) {}

  /** The file a field names: inside the folder (no link leads out), a plain file, not larger than allowed. */
  async file(where: string, field: string, ref: string, limit: number): Promise<CheckedFile> {
    const full = path.join(this.root, ref);
    const stat = await fs.lstat(full).catch(() => null);
    if (!stat) return fail(where, field, `Datei „${ref}“ fehlt im Ordner`);
    if (!stat.isFile()) return fail(where, field, `„${ref}“ ist keine gewöhnliche Datei (Ordner oder Verknüpfung)`);
    const real = await fs.realpath(full);
    if (!real.startsWith(this.root + path.sep)) return fail(where, field, `„${ref}“ liegt außerhalb des Ordners`);
    if (stat.size > limit) return fail(where, field, `„${ref}“ ist größer als ${Math.round(limit / MB)} MB`);
    if (stat.size === 0) return fail(where, field, `„${ref}“ ist leer`);
    return { source: real, hash: await sha(real), ext: path.extname(ref).toLowerCase() };
  }

  async text(where: string, field: string, ref: string, limit: number): Promise<{ file: CheckedFile; content: string }> {
    const file = await this.file(where, field, ref, limit);
    try {
      return { file, content: new TextDecoder('utf-8', { fatal: true }).decode(await fs.readFile(file.source)) };
    } catch {
      return fail(where, field, `„${ref}“ ist kein UTF-8-Text`);
    }
  }

  /** H.264 video in MP4, with AAC sound when the story has a voice: what every browser of the player plays. */
  async video(field: string, ref: string, needsSound: boolean): Promise<CheckedVideo> {
    const file = await this.file(MANIFEST, field, ref, LIMITS.video);
    const info = await probe(file.source);
    if (!info || !info.format.split(',').includes('mp4')) return fail(MANIFEST, field, `„${ref}“ ist kein lesbares MP4-Video`);
    const codecs = (type: string) => info.streams.filter((s) => s.type === type).map((s) => s.codec);
    const [video, ...moreVideo] = codecs('video');
    if (video !== 'h264' || moreVideo.length > 0) {
      return fail(MANIFEST, field, `„${ref}“ muss genau eine H.264-Videospur haben (gefunden: ${codecs('video').join(', ') || 'keine'})`);
    }
    const audio = codecs('audio');
    if (audio.some((c) => c !== 'aac')) return fail(MANIFEST, field, `„${ref}“: Ton muss AAC sein (gefunden: ${audio.join(', ')})`);
    if (needsSound && audio.length === 0) return fail(MANIFEST, field, `„${ref}“ hat keine Tonspur (hasAudio ist true)`);
    if (!(info.duration > 0) || info.duration > 4 * 3600) return fail(MANIFEST, field, `„${ref}“: Dauer ${info.duration} s ist nicht möglich`);
    return { ...file, duration: Math.round(info.duration * 1000) / 1000 };
  }

  /** A picture ffmpeg can scale: PNG, JPEG or WebP, not a tiny icon. */
  async picture(where: string, field: string, ref: string): Promise<CheckedFile> {
    const file = await this.file(where, field, ref, LIMITS.picture);
    const stream = (await probe(file.source))?.streams.find((s) => s.type === 'video');
    if (!stream?.width || !stream.height || !['png', 'mjpeg', 'webp'].includes(stream.codec)) return fail(where, field, `„${ref}“ ist kein Bild (PNG, JPEG oder WebP)`);
    if (stream.width < 100 || stream.height < 75) return fail(where, field, `„${ref}“ ist kleiner als 100 × 75 Pixel`);
    return file;
  }

  async sound(where: string, field: string, ref: string): Promise<CheckedFile> {
    const file = await this.file(where, field, ref, LIMITS.sound);
    const info: Probe | null = await probe(file.source);
    const codec = info?.streams.find((s) => s.type === 'audio')?.codec;
    const expected = file.ext === '.mp3' ? 'mp3' : 'aac';
    if (codec !== expected) return fail(where, field, `„${ref}“ ist kein ${expected === 'mp3' ? 'MP3' : 'AAC'}-Ton (gefunden: ${codec ?? 'nichts Lesbares'})`);
    return file;
  }

  async pdf(field: string, ref: string): Promise<CheckedFile> {
    const file = await this.file(MANIFEST, field, ref, LIMITS.pdf);
    const handle = await fs.open(file.source);
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0).finally(() => handle.close());
    if (head.toString('latin1') !== '%PDF-') return fail(MANIFEST, field, `„${ref}“ ist kein PDF (beginnt nicht mit %PDF-)`);
    return file;
  }
}

/** Opens the folder and its manifest; the manifest's own rules that span fields. */
async function readManifest(folder: string): Promise<{ dir: Folder; manifest: Manifest }> {
  const root = await fs.realpath(folder).catch(() => null);
  const stat = root ? await fs.stat(root) : null;
  if (!root || !stat?.isDirectory()) throw new ImportError(`${folder}: Ordner nicht gefunden`);
  const dir = new Folder(root);
  if (!(await fs.lstat(path.join(root, MANIFEST)).catch(() => null))) throw new ImportError(`${MANIFEST}: fehlt im Ordner ${folder}`);
  const { content } = await dir.text(MANIFEST, '(Datei)', MANIFEST, LIMITS.json);
  const manifest = parseJsonFile(manifestSchema, MANIFEST, content);
  if (manifest.explain && !manifest.video.subtitles) fail(MANIFEST, 'video.subtitles', 'eine Erklärgeschichte (explain: true) braucht Untertitel');
  if (!manifest.explain && !manifest.video.withText) fail(MANIFEST, 'video.withText', 'fehlt (nur eine Erklärgeschichte, explain: true, kommt ohne Video mit Text aus)');
  return { dir, manifest };
}

async function checkGame(dir: Folder, n: number, ref: string, duration: number): Promise<CheckedGame> {
  const { content } = await dir.text(MANIFEST, `games[${n}]`, ref, LIMITS.json);
  const game = parseJsonFile(gameSchema, ref, content);
  if (game.position > duration) fail(ref, 'position', `${game.position} s liegt nach dem Ende des Videos (${duration} s)`);
  if (game.gameType === 'impulse') {
    return {
      name: ref,
      game,
      image: game.image ? await dir.picture(ref, 'image', game.image) : null,
      sound: game.textAudio ? await dir.sound(ref, 'textAudio', game.textAudio) : null,
    };
  }
  if (game.gameType === 'search') return { name: ref, game, image: null, sound: game.audioHint ? await dir.sound(ref, 'audioHint', game.audioHint) : null };
  return { name: ref, game, image: null, sound: null };
}

/** A WebVTT track (subtitles or read-along): it parses as the browser needs it, and no cue starts after the video. */
async function checkVtt(dir: Folder, field: string, ref: string, duration: number): Promise<CheckedFile> {
  const vtt = await dir.text(MANIFEST, field, ref, LIMITS.vtt);
  const parsed = parseWebVtt(vtt.content);
  if ('error' in parsed) fail(ref, 'WebVTT', parsed.error);
  else if (parsed.cues.some((c) => c.start >= duration)) fail(ref, 'WebVTT', `ein Untertitel beginnt nach dem Ende des Videos (${duration} s)`);
  return vtt.file;
}

/**
 * Checks a whole story folder before anything is written: the manifest and game files against their schemas,
 * every named file present, the videos with ffprobe (codec, both renditions, durations that agree), the
 * subtitles and the read-along track as WebVTT within the video, pictures and sounds readable, material that is PDF.
 */
export async function checkStoryFolder(folder: string): Promise<CheckedStory> {
  const { dir, manifest } = await readManifest(folder);
  const { video } = manifest;
  const withoutText = await dir.video('video.withoutText', video.withoutText, manifest.hasAudio);
  const withText = video.withText ? await dir.video('video.withText', video.withText, manifest.hasAudio) : withoutText;
  if (Math.abs(withText.duration - withoutText.duration) > DURATION_TOLERANCE) {
    fail(MANIFEST, 'video.withText', `dauert ${withText.duration} s, das Video ohne Text ${withoutText.duration} s (erlaubt: ±${DURATION_TOLERANCE} s)`);
  }
  const duration = withoutText.duration;
  const subtitles = video.subtitles ? await checkVtt(dir, 'video.subtitles', video.subtitles, duration) : null;
  const readAlong = video.readAlong ? await checkVtt(dir, 'video.readAlong', video.readAlong, duration) : null;
  const teasers: CheckedFile[] = [];
  for (const [n, teaser] of manifest.teasers.entries()) teasers.push(await dir.picture(MANIFEST, `teasers[${n}].file`, teaser.file));
  const materials: CheckedFile[] = [];
  for (const [n, material] of manifest.materials.entries()) materials.push(await dir.pdf(`materials[${n}].file`, material.file));
  const games: CheckedGame[] = [];
  for (const [n, ref] of manifest.games.entries()) games.push(await checkGame(dir, n, ref, duration));
  return {
    manifest,
    withText,
    withoutText,
    subtitles,
    readAlong,
    trailer: manifest.trailer ? await dir.video('trailer', manifest.trailer, false) : null,
    tiger: manifest.tigerCreation ? await dir.video('tigerCreation', manifest.tigerCreation, false) : null,
    teasers,
    bookPicture: manifest.book ? await dir.picture(MANIFEST, 'book.picture', manifest.book.picture) : null,
    materials,
    games,
  };
}
