/**
 * Makes the demo content's pictures once (they are committed): `node --import tsx src/server/seed/cms-make-media.ts`.
 * Every picture the content references is found by scanning it, so adding a post or block needs no list here.
 * Pictures are flat illustrations with a caption, drawn by ffmpeg (webp); logos are hand-written SVG.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blog } from './cms-blog';
import { FEATURED } from './cms-images';
import { news } from './cms-news';
import { footerMenu, headerMenu, options } from './cms-options';
import { explanatoryVideos, pageDefs } from './cms-pages';
import { didacticPosts, themeWorlds } from './cms-topics';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media', 'cms');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const PALETTE = ['#f4a261', '#2a9d8f', '#e76f51', '#457b9d', '#8e7dbe', '#e9c46a', '#52b788', '#ef476f'];

const posts = [...news, ...blog, ...themeWorlds, ...didacticPosts];
const pages = pageDefs([]);
const captions = new Map<string, string>([
  ...posts.map((p) => [p.slug, p.title] as [string, string]),
  ...pages.flatMap((p) => (p.image ? [[p.image.name, p.title] as [string, string]] : [])),
  ...explanatoryVideos.map((v) => [path.basename(v.poster, '.webp'), v.title] as [string, string]),
  // portraits show the initials of the person quoted
  ...(options.front_page_guest.blocks.testimonials?.items ?? []).map((t) => [path.basename(t.image.url, '.webp'), t.username] as [string, string]),
]);

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const humanize = (name: string) => name.replace(/^(portrait|zielgruppe|auszeichnung|video)-/, '').replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Breaks a caption into lines of at most `width` characters. */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

function webp(file: string, caption: string, width: number, height: number): void {
  const h = hash(file.replace(/-medium$/, ''));
  const bg = PALETTE[h % PALETTE.length];
  const band = PALETTE[(h >>> 3) % PALETTE.length] === bg ? '#264653' : PALETTE[(h >>> 3) % PALETTE.length];
  const textFile = path.join(os.tmpdir(), `cms-caption-${process.pid}.txt`);
  const square = width === height;
  fs.writeFileSync(textFile, square ? caption.split(/[ ,]/).filter(Boolean).map((w) => w[0]).slice(0, 2).join('') : wrap(caption, 26));
  const fontSize = Math.round(square ? width / 3 : width / 22);
  // a few "confetti sparks" make the flat pictures less uniform; positions follow the name so they are stable
  const sparks = [0, 1, 2, 3, 4].map((i) => {
    const x = ((h >>> (i * 3)) % 90) / 100;
    const y = ((h >>> (i * 2 + 1)) % 50) / 100;
    return `drawbox=x=iw*${x}:y=ih*${y}:w=iw/24:h=iw/24:color=white@0.35:t=fill`;
  });
  const filters = [
    ...sparks,
    square ? null : `drawbox=x=0:y=ih*0.58:w=iw:h=ih*0.42:color=${band}@0.85:t=fill`,
    `drawtext=fontfile=${FONT}:textfile=${textFile}:fontsize=${fontSize}:fontcolor=white:line_spacing=${Math.round(fontSize / 3)}` +
      `:x=(w-text_w)/2:y=${square ? '(h-text_h)/2' : 'h*0.79-text_h/2'}`,
  ].filter(Boolean);
  execFileSync('ffmpeg', [
    '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${bg}:s=${width}x${height}`,
    '-vf', filters.join(','), '-frames:v', '1', '-c:v', 'libwebp', '-quality', '70', path.join(OUT, `${file}.webp`),
  ]);
  fs.rmSync(textFile);
}

function svgLogo(file: string, name: string): void {
  const colour = PALETTE[hash(name) % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${name}">
  <rect x="4" y="4" width="232" height="112" rx="18" fill="#fff" stroke="${colour}" stroke-width="6"/>
  <circle cx="42" cy="60" r="20" fill="${colour}"/>
  <text x="72" y="67" font-family="DejaVu Sans, Arial, sans-serif" font-size="${name.length > 12 ? 15 : 19}" font-weight="bold" fill="#264653">${name}</text>
</svg>
`;
  fs.writeFileSync(path.join(OUT, `${file}.svg`), svg);
}

fs.mkdirSync(OUT, { recursive: true });
const referenced = JSON.stringify([pages, options, headerMenu, footerMenu, explanatoryVideos, themeWorlds]);
const names = new Set([
  ...posts.map((p) => p.slug),
  ...pages.flatMap((p) => (p.image ? [p.image.name] : [])),
  ...[...referenced.matchAll(/\/media\/cms\/([a-z0-9-]+)\.webp/g)].map((m) => m[1].replace(/-medium$/, '')),
]);
for (const name of names) {
  const caption = captions.get(name) ?? humanize(name);
  if (name.startsWith('portrait-')) {
    webp(name, caption, 320, 320);
    continue;
  }
  webp(name, caption, FEATURED.width, FEATURED.height);
  webp(`${name}-medium`, caption, FEATURED.medium, (FEATURED.medium * FEATURED.height) / FEATURED.width);
}
const logos = [...referenced.matchAll(/\/media\/cms\/logo-([a-z0-9-]+)\.svg[^}]*?"alt":"Logo ([^"]+?)( Verlag)?"/g)];
for (const [, file, name] of logos) svgLogo(`logo-${file}`, name);
console.log(`${names.size} pictures and ${logos.length} logos in ${OUT}`);
