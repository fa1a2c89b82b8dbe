import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { boardstories, licenses } from '../db/schema';
import { PRODUCTION } from '../testing/production-env';
import { openTestDatabase } from '../testing/test-database';
import { CliError, type CliContext } from './command';
import { importLicencesCommand, importStoryCommand } from './import-commands';

const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-cli-import-'));
let database: Database;
let lines: string[];
let ctx: CliContext;

beforeAll(async () => {
  database = await openTestDatabase();
  // a production configuration: the imported files belong beside the data, not into the repository
  const config = loadConfig({ ...PRODUCTION, DATA_DIR: dataDir });
  ctx = { config, db: async () => database.db, out: (line) => lines.push(line) };
}, 60_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('import-story and import-licences', () => {
  it('import the example story into <DATA_DIR>/media and say so in one line', async () => {
    lines = [];
    await importStoryCommand.run([path.join(DEPLOY, 'example-story')], ctx);
    const [story] = await database.db.select().from(boardstories).where(eq(boardstories.slug, 'der-kleine-leuchtturm'));
    // the two full videos, each with its HLS ladder (master, rendition playlists, init sections, segments), and the rest
    const files = fs.readdirSync(path.join(dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(lines).toEqual([
      `Boardstory „Der kleine Leuchtturm“ (der-kleine-leuchtturm, id ${story.id}) angelegt; ${files.length} neue Dateien in ${path.join(dataDir, 'media')}.`,
    ]);
    const videos = fs.readdirSync(path.join(dataDir, 'media', 'videos'));
    // per variant: the MP4 (the fallback) and its master playlist, beside the ladder's own files (-240p-…)
    expect(videos.filter((f) => !/-\d+p[-.]/.test(f)).sort()).toEqual([
      expect.stringMatching(/^der-kleine-leuchtturm-notext-\w+\.m3u8$/),
      expect.stringMatching(/^der-kleine-leuchtturm-notext-\w+\.mp4$/),
      expect.stringMatching(/^der-kleine-leuchtturm-text-\w+\.m3u8$/),
      expect.stringMatching(/^der-kleine-leuchtturm-text-\w+\.mp4$/),
    ]);
    expect(files.length).toBeGreaterThan(14);
  }, 60_000);

  it('import the example licences and list what changed', async () => {
    lines = [];
    await importLicencesCommand.run([path.join(DEPLOY, 'licences.example.json')], ctx);
    expect(lines).toEqual([
      'Lizenzen angelegt: Einzellizenz, Schullizenz, Bibliothekslizenz, Schnupperlizenz, Kreismedienzentrum',
      'Lizenzen aktualisiert: –',
      'Lizenzen unverändert: –',
      'Lizenzen gelöscht: –',
    ]);
    expect(await database.db.select().from(licenses)).toHaveLength(5);

    // the same file again changes nothing, and says so
    lines = [];
    await importLicencesCommand.run([path.join(DEPLOY, 'licences.example.json')], ctx);
    expect(lines).toEqual([
      'Lizenzen angelegt: –',
      'Lizenzen aktualisiert: –',
      'Lizenzen unverändert: Einzellizenz, Schullizenz, Bibliothekslizenz, Schnupperlizenz, Kreismedienzentrum',
      'Lizenzen gelöscht: –',
    ]);
  });

  it('answer an operator mistake with a plain German message naming file and field, every problem at once', async () => {
    const bad = fs.mkdtempSync(path.join(dataDir, 'bad-'));
    fs.writeFileSync(path.join(bad, 'manifest.json'), JSON.stringify({ slug: 'Kein Slug', preis: 3 }));
    const error = await importStoryCommand.run([bad], ctx).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(CliError);
    expect((error as Error).message).toBe(
      [
        'Import abgebrochen, nichts wurde geändert:',
        'manifest.json: slug: nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. „der-kleine-funke“',
        'manifest.json: title: Pflichtfeld fehlt',
        'manifest.json: video: Pflichtfeld fehlt',
        'manifest.json: teasers: Pflichtfeld fehlt',
        'manifest.json: preis: unbekanntes Feld (Tippfehler?)',
      ].join('\n'),
    );
    await expect(importStoryCommand.run([], ctx)).rejects.toThrow(new CliError('Bitte genau einen Ordner angeben.'));
    await expect(importLicencesCommand.run(['a.json', 'b.json'], ctx)).rejects.toThrow(new CliError('Bitte genau eine JSON-Datei angeben.'));
    await expect(importLicencesCommand.run([path.join(dataDir, 'fehlt.json')], ctx)).rejects.toThrow(/Datei nicht gefunden/);
  });
});

describe('MEDIA_DIR', () => {
  it('defaults to <DATA_DIR>/media in production and to the seed folder elsewhere', () => {
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: '/srv/lesefunke' }).mediaDir).toBe('/srv/lesefunke/media');
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: '/srv/lesefunke', MEDIA_DIR: '/mnt/medien' }).mediaDir).toBe('/mnt/medien');
    expect(loadConfig({ NODE_ENV: 'development' }).mediaDir).toMatch(/src\/server\/seed\/media$/);
    expect(loadConfig({ NODE_ENV: 'test', MEDIA_DIR: 'relativ' }).mediaDir).toBe(path.resolve('relativ'));
  });

  it('is required in production when the database lives in memory', () => {
    expect(() => loadConfig({ ...PRODUCTION, DATA_DIR: 'memory://' })).toThrow(
      'Ungültige Konfiguration: MEDIA_DIR: fehlt; in Produktion nötig, wenn DATA_DIR memory:// ist',
    );
  });
});
