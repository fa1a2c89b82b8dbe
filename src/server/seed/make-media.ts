import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stories, type StoryDef } from './catalogue-data';
import { attachmentFile, attachmentsFor, cheeseBox, gamesBySlug, HERO_H, HERO_W, VIDEO_H, VIDEO_W } from './catalogue-games';
import { makeHlsLadder, type Rung } from '../media/hls-ladder';
import { LADDER_STORIES, TIGER_SECONDS, TRAILER_SECONDS } from './catalogue';
import { makePdf } from './make-media-pdf';
import { narrate, writeWav } from './make-media-narration';
import { lineTimings, readAlongFile, readAlongVtt } from './make-media-read-along';
import { escapeXml, heroSvg, pictureSvg, sceneSvg, svgDoc } from './make-media-svg';

/**
 * `npm run media`: draws every demo picture, clip, subtitle, sound and PDF once with ffmpeg, and speaks the
 * narration and its read-along track with espeak-ng; the results are committed, so starting Lesefunke never needs
 * either. Run it again after changing the catalogue (x264 may then change trailers by encoder noise alone: keep
 * the committed ones with `git checkout` when their story did not change).
 */

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-media-'));
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
if (!fs.existsSync(FONT)) throw new Error(`${FONT} is missing: apt-get install -y fonts-dejavu-core`);

const ffmpeg = (args: string[]) => execFileSync('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
let tmpCount = 0;
const tmpFile = (ext: string, content: string) => {
  const file = path.join(tmp, `${tmpCount++}.${ext}`);
  fs.writeFileSync(file, content);
  return file;
};
const target = (folder: string, name: string) => {
  fs.mkdirSync(path.join(out, folder), { recursive: true });
  return path.join(out, folder, name);
};

/** Renders drawing code (1440x1080 units) at a pixel size; webp for pictures, png for video layers. */
const render = (body: string, file: string, w: number, h: number, viewW?: number, viewH?: number) =>
  ffmpeg(['-i', tmpFile('svg', svgDoc(body, w, h, viewW, viewH)), ...(file.endsWith('.webp') ? ['-c:v', 'libwebp', '-quality', '50'] : []), file]);

const k = 1440 / VIDEO_W;
const cheese = `<g transform="translate(${cheeseBox.x * k} ${cheeseBox.y * k}) scale(${k})"><path d="M0 60 L84 60 L84 22 L0 44Z" fill="#ffc300"/><path d="M0 44 L84 22 L60 0Z" fill="#ffe066"/><circle cx="30" cy="50" r="5" fill="#e0a800"/><circle cx="62" cy="40" r="6" fill="#e0a800"/></g>`;
const extrasFor = (s: StoryDef) => (s.slug === 'die-mutige-maus' ? cheese : '');

function pictures(s: StoryDef) {
  const variants: [string, string][] = Array.from({ length: s.teasers }, (_, v) => [
    `${s.slug}-${v + 1}`,
    pictureSvg(s.scene, s.hero, s.title, v, extrasFor(s)),
  ]);
  if (s.book) {
    const byline = `<text x="720" y="330" font-family="DejaVu Sans" font-size="52" text-anchor="middle" fill="#ffffff" stroke="#2b2d42" stroke-width="2">${escapeXml(s.author)}</text>`;
    variants.push([`${s.slug}-buch`, `${pictureSvg(s.scene, s.hero, s.book.title, 2)}<rect x="24" y="24" width="1392" height="1032" fill="none" stroke="#2b2d42" stroke-width="36"/>${byline}`]);
  }
  for (const [name, body] of variants)
    for (const w of [700, 920, 1440]) render(body, target('images', `${name}-${w}.webp`), w, (w * 3) / 4);
}

const wrapLine = (text: string) => text.replace(/(.{1,34})(\s|$)/g, '$1\n').trim();
const flying = new Set(['spark', 'cloud', 'kite', 'bee', 'rocket']);

/** A melody from the story's own notes, so clips do not all sound alike. */
const melodyExpr = (seed: number) =>
  `0.16*sin(2*PI*t*${220 + seed * 15}*pow(2,2*mod(floor(t*2)*${(seed % 4) + 2},5)/12))*exp(-3*mod(t,0.5))+0.05*sin(2*PI*t*${110 + seed * 7})`;
const melody = (seed: number, seconds: number) => `aevalsrc='${melodyExpr(seed)}':s=22050:d=${seconds}`;

/** `audio`: the melody's seed, or null for a silent clip; `narration`: a WAV of the clip's length spoken over it */
type Clip = { bg: string; hero: string; seconds: number; title: string; titleUntil: number; lines: { start: number; end: number; text: string }[]; heroX: string; heroY: string; audio: number | null; narration?: string };

function clip(file: string, c: Clip) {
  const text = (t: string, size: number, y: string, enable: string) =>
    `drawtext=fontfile=${FONT}:textfile=${tmpFile('txt', t)}:fontsize=${size}:line_spacing=4:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=8:x=(w-tw)/2:y=${y}:enable='${enable}'`;
  const filters = [
    `[0][1]overlay=x='${c.heroX}':y='${c.heroY}':shortest=1`,
    text(c.title, 26, '24', `lt(t,${c.titleUntil})`),
    ...c.lines.map((l) => text(wrapLine(l.text), 19, 'h-th-22', `between(t,${l.start},${l.end})`)),
    'format=yuv420p[v]',
  ];
  const loop = (img: string) => ['-loop', '1', '-framerate', '12', '-i', img];
  const narration = c.audio === null ? undefined : c.narration;
  // the voice in front, the melody quietly under it; speech needs a few more bits than the melody alone
  const sound = narration ? ['-map', '[a]', '-c:a', 'aac', '-b:a', '40k', '-ac', '1'] : ['-map', '2:a', '-c:a', 'aac', '-b:a', '20k', '-ac', '1'];
  ffmpeg([
    ...loop(c.bg),
    ...loop(c.hero),
    ...(c.audio === null ? [] : ['-f', 'lavfi', '-i', melody(c.audio, c.seconds)]),
    ...(narration ? ['-i', narration] : []),
    '-filter_complex', filters.join(',') + (narration ? ';[2:a]volume=-18dB[bed];[3:a][bed]amix=inputs=2:duration=first:normalize=0[a]' : ''),
    '-map', '[v]', ...(c.audio === null ? ['-an'] : sound),
    '-t', String(c.seconds), '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', '33', '-g', '48',
    '-movflags', '+faststart', file,
  ]);
}

function videos(s: StoryDef, i: number) {
  const bg = path.join(tmp, `${s.slug}-bg.png`);
  const hero = path.join(tmp, `${s.slug}-hero.png`);
  render(sceneSvg(s.scene, 0) + extrasFor(s), bg, VIDEO_W, VIDEO_H);
  render(heroSvg(s.hero), hero, HERO_W, HERO_H, HERO_W, HERO_H);
  const y = flying.has(s.hero) ? 110 : 240;
  const stop = s.heroStop ?? { at: s.duration, x: 340, y };
  const until = s.heroStop?.until ?? s.duration;
  const base = { bg, hero, title: s.title, audio: s.hasAudio === false ? null : i };
  // a story without sound is narrated too: its read-along track then keeps a reading pace, silently
  const { cues, samples } = narrate(s, tmp);
  fs.writeFileSync(target('subtitles', readAlongFile(s.slug)), readAlongVtt(cues));
  const narration = path.join(tmp, `${s.slug}-narration.wav`);
  writeWav(narration, samples);
  const full = {
    ...base,
    narration,
    seconds: s.duration,
    titleUntil: 2,
    lines: [] as Clip['lines'],
    // walks in, keeps still from `at` (search games point there) and walks off after `until`
    heroX: `if(lt(t,${stop.at}),10+(${stop.x - 10})*t/${stop.at},${stop.x}+max(0,t-${until})*60)`,
    heroY: `if(lt(t,${stop.at})+gt(t,${until}),${stop.y}+6*sin(t*8),${stop.y})`,
  };
  clip(target('videos', `${s.slug}-notext.mp4`), full);
  if (s.explain) {
    const cue = (t: number) => `00:00:${t.toFixed(3).padStart(6, '0')}`;
    const vtt = lineTimings(s).map((l, n) => `${n + 1}\n${cue(l.start)} --> ${cue(l.end)}\n${l.text}\n`);
    fs.writeFileSync(target('subtitles', `${s.slug}.vtt`), `WEBVTT\n\n${vtt.join('\n')}`);
  } else clip(target('videos', `${s.slug}-text.mp4`), { ...full, lines: lineTimings(s) });
  const across = (seconds: number, from: number, to: number) => `${from}+(${to - from})*t/${seconds}`;
  if (!s.noTrailer)
    clip(target('trailers', `${s.slug}.mp4`), {
      ...base, seconds: TRAILER_SECONDS, titleUntil: TRAILER_SECONDS, heroX: across(TRAILER_SECONDS, -HERO_W, VIDEO_W), heroY: `${y}+10*sin(t*6)`,
      lines: [{ start: 1, end: TRAILER_SECONDS, text: 'Jetzt die ganze Boardstory ansehen!' }],
    });
  if (s.tiger)
    clip(target('tiger', `${s.slug}.mp4`), {
      ...base, seconds: TIGER_SECONDS, titleUntil: TIGER_SECONDS, heroX: across(TIGER_SECONDS, VIDEO_W, -HERO_W), heroY: `${y - 40}+30*sin(t*2)`,
      lines: [{ start: 0.5, end: TIGER_SECONDS, text: `Tigerkreation der Klasse 3b zu „${s.title}“` }],
    });
}

/**
 * The demo's ladder: the clips are 480 × 360 at a few dozen kbit/s, so its three rungs are small too (the real
 * ladder, STORY_LADDER, starts at 360p): enough to see and test the player climb from one to the next.
 */
const DEMO_LADDER: Rung[] = [
  { height: 180, videoKbps: 16, audioKbps: 16 },
  { height: 240, videoKbps: 24, audioKbps: 24 },
  { height: 360, videoKbps: 40, audioKbps: 32 },
];

/** The HLS ladder of each variant of a story in LADDER_STORIES, beside its MP4: `{slug}-text.m3u8` and its files. */
async function ladders(s: StoryDef) {
  for (const variant of s.explain ? ['notext'] : ['text', 'notext']) {
    await makeHlsLadder(target('videos', `${s.slug}-${variant}.mp4`), path.join(out, 'videos'), `${s.slug}-${variant}`, DEMO_LADDER);
  }
}

function material(s: StoryDef) {
  const quiz = gamesBySlug[s.slug]?.find((g) => g.gameType === 'quiz');
  const words = [...new Set(s.lines.join(' ').match(/\p{Lu}\p{Ll}{3,}/gu) ?? [])];
  const pages: Record<string, string[]> = {
    arbeitsblatt: ['Name: ____________________   Datum: __________', `1. Schau dir die Boardstory „${s.title}“ an.`, `2. Schreibe den ersten Satz ab: ${s.lines[0]}`, '3. Male ein Bild zu deiner Lieblingsstelle.', '4. Erzähle einem anderen Kind: Was passiert am Ende?'],
    wortschatz: ['Schneide die Karten aus und lege die Wörter zu den passenden Bildern.', ...words.map((w) => `- ${w}`), 'Findest du noch mehr Wörter aus der Geschichte?'],
    handreichung: [s.summary, `Autorin/Autor: ${s.author}. Illustration: ${s.illustrator}. Verlag: ${s.publisher}.`, `Schwerpunkte: ${s.tags.join(', ')}.`, 'Ablauf: Einstieg mit dem Trailer, gemeinsames Ansehen mit Text, Anschlussgespräch, Arbeitsblatt in Einzel- oder Partnerarbeit.'],
    lesequiz: quiz && quiz.gameType === 'quiz'
      ? quiz.data.questions.map((q, n) => `${n + 1}. ${q.question}  ${q.options.map((o) => `[ ] ${o.option}`).join('   ')}`)
      : ['1. Wer ist die Hauptfigur?', '2. Wo spielt die Geschichte?', '3. Wie endet die Geschichte?'],
    bibliothek: ['Vorlesen mit Bildern auf der großen Leinwand: So gelingt die Bibliotheksstunde.', `Zeigen Sie zuerst den Trailer von „${s.title}“ und sammeln Sie Vermutungen.`, 'Danach die ganze Boardstory ansehen und passende Bücher aus dem Bestand ausstellen.'],
  };
  for (const a of attachmentsFor(s))
    fs.writeFileSync(target('attachments', attachmentFile(s.slug, a.kind)), makePdf(`${a.title}: ${s.title}`, pages[a.kind]));
}

function gameMedia() {
  const waves = [1, 2, 3].map((n) => `<path d="M${980 + n * 60} ${300 - n * 40} q${50 + n * 10} ${120 + n * 40} 0 ${240 + n * 80}" stroke="#ffffff" stroke-width="18" fill="none"/>`).join('');
  render(`${sceneSvg('meadow', 2)}<g transform="translate(380 340) scale(6)">${heroSvg('mouse')}</g>${waves}`, target('games', 'maus-impuls.webp'), 800, 600);
  const glass = '<path d="M560 420 h320 l-40 460 h-240z" fill="#dff6ff" opacity="0.8" stroke="#457b9d" stroke-width="10"/><rect x="585" y="560" width="270" height="300" fill="#74c0fc" opacity="0.7"/>';
  render(sceneSvg('sky', 1) + glass, target('games', 'regenbogen-impuls.webp'), 800, 600);
  const sound = (name: string, expr: string, seconds: number) =>
    ffmpeg(['-f', 'lavfi', '-i', `aevalsrc='${expr}':s=22050:d=${seconds}`, ...(name.endsWith('.mp3') ? ['-c:a', 'libmp3lame', '-b:a', '32k'] : ['-c:a', 'aac', '-b:a', '24k']), '-ac', '1', target('games', name)]);
  sound('maus-impuls.m4a', melodyExpr(3), 3);
  sound('maus-hinweis.m4a', '0.2*sin(2*PI*t*(660-200*t))*exp(-2*t)', 2);
  sound('erfolg.mp3', '0.25*sin(2*PI*t*523*pow(2,floor(t*8)*4/12))*exp(-4*mod(t,0.125))', 0.6);
  sound('fehler.mp3', '0.25*sin(2*PI*t*(220-120*t))*(1+0.5*sin(2*PI*t*30))/1.5', 0.5);
}

for (const folder of ['images', 'videos', 'trailers', 'tiger', 'subtitles', 'attachments', 'games'])
  fs.rmSync(path.join(out, folder), { recursive: true, force: true });
for (const [i, s] of stories.entries()) {
  pictures(s);
  videos(s, i);
  if (LADDER_STORIES.has(s.slug)) await ladders(s);
  material(s);
  console.log(`${s.slug} fertig`);
}
gameMedia();
fs.rmSync(tmp, { recursive: true, force: true });
