import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaFolder } from '../media/paths';
import { ffmpeg } from '../media/probe';

/** One file an import puts into MEDIA_DIR: its folder, its final name and how to write it to a given path. */
export type Output = { folder: MediaFolder; name: string; write: (target: string) => Promise<void> };

export const copyOf =
  (source: string) =>
  (target: string): Promise<void> =>
    fs.copyFile(source, target);

/**
 * A picture as the seed makes its own (seed/make-media.ts): WebP at quality 50 in exactly width × height,
 * filled and cut to that frame (4:3 for story pictures), so imported and seeded stories look alike in every list.
 */
export const pictureOf =
  (source: string, width: number, height: number) =>
  (target: string): Promise<void> =>
    ffmpeg([
      '-i', source,
      // bgra as the seed's drawings are: in yuv420p libwebp would round an odd height (525) down
      '-vf', `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},format=bgra`,
      '-frames:v', '1', '-c:v', 'libwebp', '-quality', '50', target,
    ]);

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/**
 * Writes every output under a temporary name first (a leading dot: /media never serves it, see media/files.ts),
 * and only when all are written renames them into place. Names carry a hash of their source, so a file that is
 * already there is the same file and stays; a new name is not yet referenced by any row, so placing it changes
 * nothing a visitor sees. `undo` removes what this call placed, for an import that fails later.
 */
export async function placeFiles(mediaDir: string, outputs: Output[]): Promise<{ placed: string[]; undo: () => Promise<void> }> {
  const tag = randomBytes(6).toString('hex');
  const staged: { temp: string; final: string }[] = [];
  const placed: string[] = [];
  const remove = (files: string[]) => Promise.all(files.map((f) => fs.rm(f, { force: true })));
  try {
    for (const output of outputs) {
      const dir = path.join(mediaDir, output.folder);
      const final = path.join(dir, output.name);
      if ((await exists(final)) || staged.some((s) => s.final === final)) continue;
      await fs.mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.import-${tag}-${output.name}`);
      staged.push({ temp, final });
      await output.write(temp);
    }
    for (const { temp, final } of staged) {
      await fs.rename(temp, final);
      placed.push(final);
    }
  } catch (err) {
    await remove([...staged.map((s) => s.temp), ...placed]);
    throw err;
  }
  return { placed, undo: async () => void (await remove(placed)) };
}

/** Removes files a story no longer uses (after its new rows are committed); a file already gone is fine. */
export async function removeFiles(mediaDir: string, files: { folder: MediaFolder; name: string }[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(path.join(mediaDir, f.folder, f.name), { force: true })));
}
