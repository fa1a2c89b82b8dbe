import type { HeroName, SceneName } from './catalogue-data';

/**
 * Flat vector illustrations for the demo media, drawn on a 1440x1080 (4:3) canvas and rasterised by
 * ffmpeg's librsvg decoder: small files, sharp at every width, and no image assets to license.
 */

const W = 1440;
const H = 1080;

const gradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const sky = (top: string, bottom: string) => `<defs>${gradient('sky', top, bottom)}</defs><rect width="${W}" height="${H}" fill="url(#sky)"/>`;
const hill = (y: number, amp: number, color: string, shift = 0) =>
  `<path d="M0 ${y} Q${360 + shift} ${y - amp} ${720 + shift} ${y} T${W} ${y - amp / 3} V${H} H0Z" fill="${color}"/>`;
const dots = (n: number, color: string, r: number, seed: number, yMax = H, yMin = 0) =>
  Array.from({ length: n }, (_, i) => {
    const x = (i * 397 + seed * 131) % W;
    const y = yMin + ((i * 211 + seed * 71) % (yMax - yMin));
    return `<circle cx="${x}" cy="${y}" r="${r + (i % 3)}" fill="${color}"/>`;
  }).join('');
const tree = (x: number, y: number, s: number, crown: string) =>
  `<rect x="${x - 12 * s}" y="${y - 40 * s}" width="${24 * s}" height="${70 * s}" fill="#7a4e2d"/>` +
  `<path d="M${x} ${y - 260 * s} L${x + 110 * s} ${y - 30 * s} H${x - 110 * s}Z" fill="${crown}"/>`;
const roundTree = (x: number, y: number, s: number, crown: string) =>
  `<rect x="${x - 14 * s}" y="${y - 60 * s}" width="${28 * s}" height="${90 * s}" fill="#7a4e2d"/><circle cx="${x}" cy="${y - 130 * s}" r="${95 * s}" fill="${crown}"/>`;
const cloud = (x: number, y: number, s: number, fill = '#ffffff') =>
  `<g fill="${fill}"><ellipse cx="${x}" cy="${y}" rx="${120 * s}" ry="${55 * s}"/><circle cx="${x - 50 * s}" cy="${y - 30 * s}" r="${55 * s}"/><circle cx="${x + 40 * s}" cy="${y - 45 * s}" r="${65 * s}"/></g>`;
const house = (x: number, w: number, h: number, color: string, roof: string) =>
  `<rect x="${x}" y="${H - 200 - h}" width="${w}" height="${h}" fill="${color}"/><path d="M${x - 20} ${H - 200 - h} L${x + w / 2} ${H - 300 - h} L${x + w + 20} ${H - 200 - h}Z" fill="${roof}"/>` +
  [0, 1].map((k) => `<rect x="${x + 30 + k * (w - 110)}" y="${H - 160 - h}" width="50" height="60" fill="#fff6c2"/>`).join('');

/** Background of each scene; `v` varies the picture between teaser images of one story. */
export function sceneSvg(scene: SceneName, v: number): string {
  const sunX = 1150 - v * 330;
  switch (scene) {
    case 'meadow':
      return `${sky('#7fc8f8', '#fff3c4')}<circle cx="${sunX}" cy="220" r="110" fill="#ffd23f"/>${cloud(300 + v * 200, 200, 0.9)}${hill(720, 160, '#8fd16a', v * 60)}${hill(840, 120, '#5fb85f', -v * 80)}${dots(26, '#ff8fab', 7, v + 1, 1060, 830)}`;
    case 'forest':
      return `${sky('#bfe8c9', '#f4f1bb')}${hill(760, 120, '#4f9d69')}${[150, 420, 700, 980, 1260].map((x, i) => tree(x + v * 40, 820 + (i % 2) * 40, 1.2 + (i % 3) * 0.25, i % 2 ? '#2f7d4f' : '#3f9b5f')).join('')}${hill(930, 60, '#3b7a4b', v * 50)}`;
    case 'night':
      return `${sky('#0b1d51', '#3a2f6b')}${dots(40, '#fff7d6', 3, v + 3, 640)}<circle cx="${sunX}" cy="230" r="100" fill="#fff2b0"/><circle cx="${sunX + 40}" cy="200" r="90" fill="#122a63"/>${hill(800, 140, '#1d3b2a', v * 70)}${hill(900, 80, '#13301f')}`;
    case 'sea':
      return `${sky('#8ad3f5', '#e3f6ff')}<circle cx="${sunX}" cy="200" r="100" fill="#ffd166"/>${cloud(350 + v * 150, 180, 0.8)}<defs>${gradient('sea', '#2a9fd6', '#0b4f8a')}</defs><rect y="540" width="${W}" height="540" fill="url(#sea)"/>${[600, 700, 820, 950].map((y, i) => `<path d="M0 ${y} q90 -30 180 0 t180 0 t180 0 t180 0 t180 0 t180 0 t180 0 t180 0" stroke="#9fe1ff" stroke-width="8" fill="none" opacity="${0.7 - i * 0.12}" transform="translate(${(v * 60 + i * 45) % 180 - 90} 0)"/>`).join('')}`;
    case 'snow':
      return `${sky('#a9d6f5', '#eef8ff')}${hill(700, 150, '#ffffff', v * 50)}${hill(850, 110, '#e4f1fb', -v * 60)}${tree(260 + v * 60, 760, 1.1, '#2f6f58')}${tree(1180 - v * 40, 800, 0.9, '#2f6f58')}${dots(45, '#ffffff', 5, v + 5)}`;
    case 'autumn':
      return `${sky('#ffcf8b', '#fff1d6')}<circle cx="${sunX}" cy="240" r="100" fill="#ff9f43"/>${hill(740, 150, '#d9822b', v * 50)}${[200, 560, 1000, 1280].map((x, i) => roundTree(x - v * 30, 800, 1 + (i % 2) * 0.3, ['#e4572e', '#f3a712', '#c1440e', '#f08a24'][i])).join('')}${hill(900, 70, '#a65f1f')}${dots(30, '#e4572e', 6, v + 7)}`;
    case 'city':
      return `${sky('#9ad0ec', '#f9e6ff')}${cloud(300 + v * 250, 180, 0.8)}${[[60, 260, 380, '#f28482', '#84a59d'], [380, 220, 300, '#f6bd60', '#b56576'], [660, 300, 430, '#84a59d', '#6d597a'], [1020, 240, 340, '#90be6d', '#f28482'], [1300, 180, 260, '#f7ede2', '#b56576']].map(([x, w, h, c, r]) => house(x as number, w as number, h as number, c as string, r as string)).join('')}<rect y="${H - 200}" width="${W}" height="200" fill="#8d99ae"/><rect y="${H - 110}" width="${W}" height="14" fill="#edf2f4"/>`;
    case 'space':
      return `${sky('#0d0221', '#2e1760')}${dots(60, '#ffffff', 2, v + 9)}<circle cx="${sunX}" cy="300" r="150" fill="#d1495b"/><ellipse cx="${sunX}" cy="300" rx="240" ry="40" fill="none" stroke="#edae49" stroke-width="14"/><circle cx="${260 + v * 200}" cy="820" r="90" fill="#00798c"/><circle cx="${300 + v * 200}" cy="790" r="20" fill="#30638e"/>`;
    case 'sky':
      return `${sky('#6cb4ee', '#dff1ff')}${['#e63946', '#f4a261', '#f1c40f', '#2a9d8f', '#457b9d', '#7b2cbf'].map((c, i) => `<path d="M${180 + i * 28} 1000 A${540 - i * 28} ${540 - i * 28} 0 0 1 ${1260 - i * 28} 1000" stroke="${c}" stroke-width="28" fill="none" opacity="0.85"/>`).join('')}${cloud(300 + v * 120, 240, 1.1)}${cloud(1150 - v * 100, 300, 0.9, '#f1f5f9')}${Array.from({ length: 18 }, (_, i) => `<path d="M${120 + i * 70 + v * 20} ${380 + (i % 4) * 60} l-14 40" stroke="#3d7fc1" stroke-width="6"/>`).join('')}${hill(960, 40, '#6fbf73')}`;
  }
}

/** The main character, drawn in a 120x90 box so it can be placed in pictures and overlaid in videos. */
export function heroSvg(hero: HeroName): string {
  switch (hero) {
    case 'mouse':
      return `<path d="M104 62 q16 8 8 24" stroke="#8d8d99" stroke-width="4" fill="none"/><ellipse cx="66" cy="58" rx="42" ry="28" fill="#9a9aa8"/><circle cx="30" cy="40" r="19" fill="#9a9aa8"/><circle cx="28" cy="20" r="11" fill="#f4b6c2"/><circle cx="22" cy="40" r="3.5" fill="#222"/><circle cx="12" cy="46" r="4" fill="#f4849b"/>`;
    case 'fox':
      return `<path d="M96 60 q26 -10 20 -36 q-14 14 -28 20z" fill="#e8772e"/><path d="M113 27 l3 -5 l-6 3z" fill="#fff"/><ellipse cx="62" cy="60" rx="36" ry="22" fill="#e8772e"/><circle cx="30" cy="42" r="18" fill="#e8772e"/><path d="M16 30 l4 -20 l10 14z M34 26 l8 -18 l6 18z" fill="#c75b1b"/><path d="M12 46 l18 4 l-8 8z" fill="#fff"/><circle cx="26" cy="40" r="3" fill="#222"/>`;
    case 'whale':
      return `<path d="M100 46 l18 -18 l-4 22 l6 16 z" fill="#3a6ea5"/><ellipse cx="58" cy="52" rx="50" ry="30" fill="#4f86c6"/><path d="M14 60 q44 24 88 0" fill="#cfe3f7"/><circle cx="30" cy="44" r="4" fill="#10243e"/><path d="M46 22 q-6 -14 -14 -18 M46 22 q4 -14 12 -18" stroke="#9fd3ff" stroke-width="4" fill="none"/>`;
    case 'owl':
      return `<ellipse cx="60" cy="52" rx="32" ry="36" fill="#8a5a44"/><path d="M30 24 l6 -18 l12 14z M90 24 l-6 -18 l-12 14z" fill="#8a5a44"/><circle cx="48" cy="40" r="13" fill="#fff"/><circle cx="72" cy="40" r="13" fill="#fff"/><circle cx="48" cy="41" r="6" fill="#222"/><circle cx="72" cy="41" r="6" fill="#222"/><path d="M55 52 h10 l-5 9z" fill="#f4a259"/><ellipse cx="60" cy="72" rx="18" ry="12" fill="#c49a7a"/>`;
    case 'bear':
      return `<ellipse cx="64" cy="60" rx="40" ry="28" fill="#8b5e3c"/><circle cx="34" cy="36" r="22" fill="#8b5e3c"/><circle cx="20" cy="18" r="8" fill="#8b5e3c"/><circle cx="46" cy="16" r="8" fill="#8b5e3c"/><ellipse cx="26" cy="44" rx="9" ry="7" fill="#d4a373"/><circle cx="24" cy="41" r="3" fill="#222"/><circle cx="30" cy="30" r="3" fill="#222"/>`;
    case 'snail':
      return `<path d="M8 80 h96 q8 0 8 -8 h-100z" fill="#b5e48c"/><circle cx="62" cy="46" r="30" fill="#e76f51"/><circle cx="62" cy="46" r="19" fill="#f4a261"/><circle cx="62" cy="46" r="8" fill="#e76f51"/><path d="M18 74 q-6 -26 6 -40 M26 74 q0 -26 10 -36" stroke="#b5e48c" stroke-width="5" fill="none"/><circle cx="24" cy="32" r="4" fill="#222"/>`;
    case 'spark':
      return `<circle cx="60" cy="45" r="40" fill="#ffe066" opacity="0.35"/><path d="M60 5 L70 34 L100 35 L76 53 L85 84 L60 66 L35 84 L44 53 L20 35 L50 34Z" fill="#ffb703"/><circle cx="52" cy="44" r="4" fill="#5a3e00"/><circle cx="68" cy="44" r="4" fill="#5a3e00"/><path d="M52 56 q8 8 16 0" stroke="#5a3e00" stroke-width="3" fill="none"/>`;
    case 'cloud':
      return `<g fill="#ffffff" stroke="#b8c7d9" stroke-width="2"><ellipse cx="60" cy="58" rx="50" ry="24"/><circle cx="40" cy="44" r="22"/><circle cx="70" cy="36" r="26"/></g><circle cx="48" cy="52" r="4" fill="#334"/><circle cx="72" cy="52" r="4" fill="#334"/><path d="M52 64 q8 7 16 0" stroke="#334" stroke-width="3" fill="none"/>`;
    case 'boat':
      return `<path d="M10 60 h100 l-16 24 h-68z" fill="#b5651d"/><rect x="57" y="8" width="6" height="54" fill="#6b3e12"/><path d="M63 10 l40 44 h-40z" fill="#fefae0"/><path d="M57 16 l-34 38 h34z" fill="#e63946"/>`;
    case 'kite':
      return `<path d="M60 4 L96 40 L60 76 L24 40Z" fill="#e63946"/><path d="M60 4 L60 76 M24 40 H96" stroke="#fff" stroke-width="3"/><path d="M60 76 q-10 6 0 10 q10 4 -4 4" stroke="#333" stroke-width="2" fill="none"/><circle cx="50" cy="34" r="3.5" fill="#222"/><circle cx="70" cy="34" r="3.5" fill="#222"/>`;
    case 'bee':
      return `<ellipse cx="46" cy="22" rx="18" ry="14" fill="#e0f4ff" opacity="0.9"/><ellipse cx="72" cy="20" rx="18" ry="14" fill="#e0f4ff" opacity="0.9"/><ellipse cx="60" cy="54" rx="40" ry="26" fill="#ffd60a"/><path d="M48 30 v48 M66 29 v50 M84 36 v36" stroke="#222" stroke-width="9"/><circle cx="28" cy="50" r="4" fill="#222"/><path d="M100 54 l12 0" stroke="#222" stroke-width="4"/>`;
    case 'rocket':
      return `<path d="M20 45 q40 -40 90 0 q-50 40 -90 0z" fill="#e9ecef"/><circle cx="70" cy="45" r="11" fill="#4cc9f0" stroke="#495057" stroke-width="3"/><path d="M36 30 l-18 -16 l10 24z M36 60 l-18 16 l10 -24z" fill="#e63946"/><path d="M20 45 l-18 -9 l6 9 l-6 9z" fill="#ff9f1c"/>`;
    case 'cat':
      return `<path d="M100 60 q20 -6 14 -30" stroke="#f08a24" stroke-width="7" fill="none"/><ellipse cx="64" cy="60" rx="38" ry="24" fill="#f3a712"/><path d="M52 40 v40 M66 37 v44 M80 40 v38" stroke="#c1440e" stroke-width="5"/><circle cx="30" cy="40" r="20" fill="#f3a712"/><path d="M14 30 l2 -20 l12 12z M34 22 l10 -14 l4 18z" fill="#f3a712"/><circle cx="24" cy="38" r="3" fill="#222"/><circle cx="36" cy="38" r="3" fill="#222"/>`;
    case 'snowman':
      return `<circle cx="60" cy="70" r="20" fill="#fff" stroke="#c9d6e3" stroke-width="2"/><circle cx="60" cy="38" r="15" fill="#fff" stroke="#c9d6e3" stroke-width="2"/><rect x="48" y="10" width="24" height="14" fill="#222"/><rect x="42" y="22" width="36" height="5" fill="#222"/><path d="M60 40 l16 4 l-16 3z" fill="#f77f00"/><circle cx="55" cy="34" r="2.5" fill="#222"/><circle cx="66" cy="34" r="2.5" fill="#222"/>`;
  }
}

/** Wraps drawing code in an SVG document of the given pixel size (the viewBox keeps the drawing's own units). */
export const svgDoc = (body: string, width: number, height: number, viewW = W, viewH = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">${body}</svg>`;

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A teaser picture or book cover: scene, heroes and the title on a banner. */
export function pictureSvg(scene: SceneName, hero: HeroName, title: string, v: number, extras = ''): string {
  const hx = [520, 860, 260][v % 3];
  const hy = [690, 640, 720][v % 3];
  const heroes =
    `<g transform="translate(${hx} ${hy}) scale(${3.2 - v * 0.3})">${heroSvg(hero)}</g>` +
    (v === 1 ? `<g transform="translate(240 780) scale(1.4)">${heroSvg(hero)}</g>` : '');
  const size = title.length > 26 ? 62 : 80;
  const banner = `<rect x="90" y="${v === 2 ? 840 : 60}" width="1260" height="160" rx="44" fill="#ffffff" opacity="0.88"/><text x="720" y="${(v === 2 ? 840 : 60) + 80 + size * 0.35}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" text-anchor="middle" fill="#2b2d42">${escapeXml(title)}</text>`;
  return sceneSvg(scene, v) + extras + heroes + banner;
}
