import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseWebVtt } from '../../shared/domain/webvtt';
import {
  gameFile,
  gamePosition,
  gameSchema,
  manifestSchema,
  MAX_GAMES,
  MAX_MATERIALS,
  MAX_TEASERS,
  pdfFile,
  pictureFile,
  soundFile,
  videoFile,
  vttFile,
  type GameFile,
  type Manifest,
} from './manifest';
import { checkValue, ImportError, parseJson, Problems, validPart } from './problems';
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

async function sha(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 12);
}

/** Reads files of one story folder; every refusal names the file the operator wrote and the field in it, and the check goes on. */
class Folder {
  constructor(
    readonly root: string,
    readonly problems: Problems,
  ) {}

  private fail(where: string, field: string, message: string): null {
    this.problems.add(where, field, message);
    return null;
  }

  /** The file a field names: inside the folder (no link leads out), a plain file, not larger than allowed. */
  async file(where: string, field: string, ref: string, limit: number): Promise<CheckedFile | null> {
    const full = path.join(this.root, ref);
    const stat = await fs.lstat(full).catch(() => null);
    if (!stat) return this.fail(where, field, `Datei „${ref}“ fehlt im Ordner`);
    if (!stat.isFile()) return this.fail(where, field, `„${ref}“ ist keine gewöhnliche Datei (Ordner oder Verknüpfung)`);
    const real = await fs.realpath(full);
    if (!real.startsWith(this.root + path.sep)) return this.fail(where, field, `„${ref}“ liegt außerhalb des Ordners`);
    if (stat.size > limit) return this.fail(where, field, `„${ref}“ ist größer als ${Math.round(limit / MB)} MB`);
    if (stat.size === 0) return this.fail(where, field, `„${ref}“ ist leer`);
    return { source: real, hash: await sha(real), ext: path.extname(ref).toLowerCase() };
  }

  async text(where: string, field: string, ref: string, limit: number): Promise<{ file: CheckedFile; content: string } | null> {
    const file = await this.file(where, field, ref, limit);
    if (!file) return null;
    try {
      return { file, content: new TextDecoder('utf-8', { fatal: true }).decode(await fs.readFile(file.source)) };
    } catch {
      return this.fail(where, field, `„${ref}“ ist kein UTF-8-Text`);
    }
  }

  /** H.264 video in MP4, with AAC sound when the story has a voice: what every browser of the player plays. */
  async video(field: string, ref: string, needsSound: boolean): Promise<CheckedVideo | null> {
    const file = await this.file(MANIFEST, field, ref, LIMITS.video);
    if (!file) return null;
    const info = await probe(file.source);
    if (!info || !info.format.split(',').includes('mp4')) return this.fail(MANIFEST, field, `„${ref}“ ist kein lesbares MP4-Video`);
    const codecs = (type: string) => info.streams.filter((s) => s.type === type).map((s) => s.codec);
    const [video, ...moreVideo] = codecs('video');
    if (video !== 'h264' || moreVideo.length > 0) {
      return this.fail(MANIFEST, field, `„${ref}“ muss genau eine H.264-Videospur haben (gefunden: ${codecs('video').join(', ') || 'keine'})`);
    }
    const audio = codecs('audio');
    if (audio.some((c) => c !== 'aac')) return this.fail(MANIFEST, field, `„${ref}“: Ton muss AAC sein (gefunden: ${audio.join(', ')})`);
    if (needsSound && audio.length === 0) return this.fail(MANIFEST, field, `„${ref}“ hat keine Tonspur (hasAudio ist true)`);
    if (!(info.duration > 0) || info.duration > 4 * 3600) return this.fail(MANIFEST, field, `„${ref}“: Dauer ${info.duration} s ist nicht möglich`);
    return { ...file, duration: Math.round(info.duration * 1000) / 1000 };
  }

  /** A picture ffmpeg can scale: PNG, JPEG or WebP, not a tiny icon. */
  async picture(where: string, field: string, ref: string): Promise<CheckedFile | null> {
    const file = await this.file(where, field, ref, LIMITS.picture);
    if (!file) return null;
    const stream = (await probe(file.source))?.streams.find((s) => s.type === 'video');
    if (!stream?.width || !stream.height || !['png', 'mjpeg', 'webp'].includes(stream.codec)) return this.fail(where, field, `„${ref}“ ist kein Bild (PNG, JPEG oder WebP)`);
    if (stream.width < 100 || stream.height < 75) return this.fail(where, field, `„${ref}“ ist kleiner als 100 × 75 Pixel`);
    return file;
  }

  async sound(where: string, field: string, ref: string): Promise<CheckedFile | null> {
    const file = await this.file(where, field, ref, LIMITS.sound);
    if (!file) return null;
    const info: Probe | null = await probe(file.source);
    const codec = info?.streams.find((s) => s.type === 'audio')?.codec;
    const expected = file.ext === '.mp3' ? 'mp3' : 'aac';
    if (codec !== expected) return this.fail(where, field, `„${ref}“ ist kein ${expected === 'mp3' ? 'MP3' : 'AAC'}-Ton (gefunden: ${codec ?? 'nichts Lesbares'})`);
    return file;
  }

  async pdf(field: string, ref: string): Promise<CheckedFile | null> {
    const file = await this.file(MANIFEST, field, ref, LIMITS.pdf);
    if (!file) return null;
    const handle = await fs.open(file.source);
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0).finally(() => handle.close());
    if (head.toString('latin1') !== '%PDF-') return this.fail(MANIFEST, field, `„${ref}“ ist kein PDF (beginnt nicht mit %PDF-)`);
    return file;
  }
}

/** A field of a JSON value the operator wrote, whatever its shape: the checks below look at each part on its own. */
const at = (value: unknown, key: string | number): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * Opens the folder and reads its manifest. Without the folder or a manifest that is JSON there is nothing else to
 * check; a manifest that breaks its schema is checked on (its problems are collected).
 */
async function openFolder(folder: string, problems: Problems): Promise<{ dir: Folder; raw: unknown; manifest: Manifest | undefined }> {
  const root = await fs.realpath(folder).catch(() => null);
  const stat = root ? await fs.stat(root) : null;
  if (!root || !stat?.isDirectory()) throw new ImportError([`${folder}: Ordner nicht gefunden`]);
  const dir = new Folder(root, problems);
  if (!(await fs.lstat(path.join(root, MANIFEST)).catch(() => null))) throw new ImportError([`${MANIFEST}: fehlt im Ordner ${folder}`]);
  const text = await dir.text(MANIFEST, '', MANIFEST, LIMITS.json);
  const json = text && parseJson(MANIFEST, text.content, problems);
  if (!json) throw new ImportError(problems.lines);
  return { dir, raw: json.value, manifest: checkValue(manifestSchema, MANIFEST, json.value, problems) };
}

async function checkGame(dir: Folder, n: number, ref: string, duration: number | null): Promise<CheckedGame | null> {
  const text = await dir.text(MANIFEST, `games[${n}]`, ref, LIMITS.json);
  const json = text && parseJson(ref, text.content, dir.problems);
  if (!json) return null;
  const game = checkValue(gameSchema, ref, json.value, dir.problems);
  const position = validPart(gamePosition, at(json.value, 'position'));
  if (position !== undefined && duration !== null && position > duration) {
    dir.problems.add(ref, 'position', `${position} s liegt nach dem Ende des Videos (${duration} s)`);
  }
  const kind = at(json.value, 'gameType');
  const named = (field: string, schema: typeof pictureFile) => validPart(schema, at(json.value, field));
  const image = kind === 'impulse' ? named('image', pictureFile) : undefined;
  const soundField = kind === 'impulse' ? 'textAudio' : kind === 'search' ? 'audioHint' : null;
  const sound = soundField ? named(soundField, soundFile) : undefined;
  const files = {
    image: image ? await dir.picture(ref, 'image', image) : null,
    sound: soundField && sound ? await dir.sound(ref, soundField, sound) : null,
  };
  return game ? { name: ref, game, ...files } : null;
}

/** A WebVTT track (subtitles or read-along): it parses as the browser needs it, and no cue starts after the video. */
async function checkVtt(dir: Folder, field: string, ref: string, duration: number | null): Promise<CheckedFile | null> {
  const vtt = await dir.text(MANIFEST, field, ref, LIMITS.vtt);
  if (!vtt) return null;
  const parsed = parseWebVtt(vtt.content);
  if ('error' in parsed) dir.problems.add(ref, 'WebVTT', parsed.error);
  else if (duration !== null && parsed.cues.some((c) => c.start >= duration)) {
    dir.problems.add(ref, 'WebVTT', `ein Untertitel beginnt nach dem Ende des Videos (${duration} s)`);
  } else return vtt.file;
  return null;
}

/** After every check passed, each part is there; a missing one is a mistake of this file, not the operator's. */
function checked<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('a part of the story was neither checked nor reported');
  return value;
}

/**
 * Checks a whole story folder before anything is written: the manifest and game files against their schemas,
 * every named file present, the videos with ffprobe (codec, both renditions, durations that agree), the
 * subtitles and the read-along track as WebVTT within the video, pictures and sounds readable, material that is PDF.
 * Every problem of the folder is reported at once: each file a field names is checked on its own, so a wrong
 * field elsewhere in the manifest leaves it checked all the same.
 */
export async function checkStoryFolder(folder: string): Promise<CheckedStory> {
  const problems = new Problems();
  const { dir, raw, manifest } = await openFolder(folder, problems);
  const video = at(raw, 'video');
  // a wrong flag is reported by the schema; the file checks then assume nothing about it
  const hasAudio = validPart(manifestSchema.entries.hasAudio, at(raw, 'hasAudio')) ?? false;
  const explain = validPart(manifestSchema.entries.explain, at(raw, 'explain'));
  if (video !== null && typeof video === 'object') {
    if (explain === true && at(video, 'subtitles') === undefined) problems.add(MANIFEST, 'video.subtitles', 'eine Erklärgeschichte (explain: true) braucht Untertitel');
    if (explain === false && at(video, 'withText') === undefined) problems.add(MANIFEST, 'video.withText', 'fehlt (nur eine Erklärgeschichte, explain: true, kommt ohne Video mit Text aus)');
  }

  const refs = {
    withoutText: validPart(videoFile, at(video, 'withoutText')),
    withText: validPart(videoFile, at(video, 'withText')),
    subtitles: validPart(vttFile, at(video, 'subtitles')),
    readAlong: validPart(vttFile, at(video, 'readAlong')),
    trailer: validPart(videoFile, at(raw, 'trailer')),
    tiger: validPart(videoFile, at(raw, 'tigerCreation')),
    book: validPart(pictureFile, at(at(raw, 'book'), 'picture')),
  };
  const withoutText = refs.withoutText ? await dir.video('video.withoutText', refs.withoutText, hasAudio) : null;
  const withText = refs.withText ? await dir.video('video.withText', refs.withText, hasAudio) : null;
  if (withText && withoutText && Math.abs(withText.duration - withoutText.duration) > DURATION_TOLERANCE) {
    problems.add(MANIFEST, 'video.withText', `dauert ${withText.duration} s, das Video ohne Text ${withoutText.duration} s (erlaubt: ±${DURATION_TOLERANCE} s)`);
  }
  // without a readable video, nothing can be measured against its end
  const duration = withoutText?.duration ?? null;
  const subtitles = refs.subtitles ? await checkVtt(dir, 'video.subtitles', refs.subtitles, duration) : null;
  const readAlong = refs.readAlong ? await checkVtt(dir, 'video.readAlong', refs.readAlong, duration) : null;
  const trailer = refs.trailer ? await dir.video('trailer', refs.trailer, false) : null;
  const tiger = refs.tiger ? await dir.video('tigerCreation', refs.tiger, false) : null;
  const teasers: (CheckedFile | null)[] = [];
  for (const [n, teaser] of list(at(raw, 'teasers')).slice(0, MAX_TEASERS).entries()) {
    const ref = validPart(pictureFile, at(teaser, 'file'));
    teasers.push(ref ? await dir.picture(MANIFEST, `teasers[${n}].file`, ref) : null);
  }
  const bookPicture = refs.book ? await dir.picture(MANIFEST, 'book.picture', refs.book) : null;
  const materials: (CheckedFile | null)[] = [];
  for (const [n, material] of list(at(raw, 'materials')).slice(0, MAX_MATERIALS).entries()) {
    const ref = validPart(pdfFile, at(material, 'file'));
    materials.push(ref ? await dir.pdf(`materials[${n}].file`, ref) : null);
  }
  const games: (CheckedGame | null)[] = [];
  for (const [n, entry] of list(at(raw, 'games')).slice(0, MAX_GAMES).entries()) {
    const ref = validPart(gameFile, entry);
    games.push(ref ? await checkGame(dir, n, ref, duration) : null);
  }

  problems.throwIfAny();
  const checkedWithoutText = checked(withoutText);
  return {
    manifest: checked(manifest),
    withoutText: checkedWithoutText,
    withText: withText ?? checkedWithoutText,
    subtitles,
    readAlong,
    trailer,
    tiger,
    teasers: teasers.map(checked),
    bookPicture,
    materials: materials.map(checked),
    games: games.map(checked),
  };
}
