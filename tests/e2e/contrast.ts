import { expect, type Locator } from '@playwright/test';

export const THEMES = ['standard', 'contrast', 'dark'] as const;

/**
 * The lowest contrast of any visible text in `scope`, from the colours the browser rendered: each text's colour
 * against the backgrounds under it, composed down to the first opaque one. A panel over the video that is not
 * opaque is composed over the worst picture the video could show behind it: black under dark text, white under
 * light text. axe leaves such panels out, which is how a white heading on a white panel went unnoticed.
 */
export async function lowestContrast(scope: Locator): Promise<{ ratio: number; text: string }> {
  return scope.evaluate((root) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const n = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n.length > 3 ? n[3] : 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1) as Rgba;
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    let lowest = { ratio: Infinity, text: '' };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (element.closest('.visually-hidden')) continue;
      const ink = parse(getComputedStyle(element).color);
      const layers: Rgba[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) {
        const fill = parse(getComputedStyle(at).backgroundColor);
        if (fill[3] > 0) layers.push(fill);
        if (fill[3] >= 1) break;
      }
      const worst: Rgba = luminance(ink) > 0.18 ? [255, 255, 255, 1] : [0, 0, 0, 1];
      const behind = layers.reduceRight((under, top) => over(top, under), layers.at(-1)?.[3] === 1 ? layers.at(-1)! : worst);
      const seen = over(ink, behind);
      const r = ratio(seen, behind);
      if (r < lowest.ratio) lowest = { ratio: Math.round(r * 100) / 100, text };
    }
    return lowest;
  });
}

/** Every visible text of a game's screen reads at ≥ 4.5:1 in each theme (switched in place, as the footer's choice does). */
export async function expectReadableInEachTheme(scope: Locator) {
  const page = scope.page();
  const before = await page.evaluate(() => document.documentElement.dataset.theme ?? 'standard');
  try {
    for (const theme of THEMES) {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      const lowest = await lowestContrast(scope);
      expect(lowest.ratio, `${theme}: „${lowest.text}“`).toBeGreaterThanOrEqual(4.5);
    }
  } finally {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), before);
  }
}
