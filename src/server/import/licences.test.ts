import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { licenses, orders, organizations } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import { importLicences } from './licences';
import { ImportError } from './problems';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../deploy/licences.example.json');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-licences-'));
let database: Database;
beforeAll(async () => {
  // a production database: migrated, no demo data
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

type LicenceJson = { licences: Record<string, unknown>[] };
const example = () => JSON.parse(fs.readFileSync(EXAMPLE, 'utf8')) as LicenceJson;
let written = 0;
const fileWith = (content: unknown) => {
  const file = path.join(scratch, `licences-${written++}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};
const rows = () => database.db.select().from(licenses).orderBy(asc(licenses.id));

describe('importLicences', () => {
  it('creates the catalogue from the example file', async () => {
    const result = await importLicences(database.db, EXAMPLE);
    expect(result).toEqual({
      created: ['Einzellizenz', 'Schullizenz', 'Bibliothekslizenz', 'Schnupperlizenz', 'Kreismedienzentrum'],
      updated: [],
      unchanged: [],
      deleted: [],
      retired: [],
    });
    expect((await rows()).find((l) => l.name === 'Bibliothekslizenz')).toMatchObject({
      kind: 'LIBRARY',
      active: true,
      visible: true,
      lifetime: 12,
      maxUsers: 5,
      netPrice: 29900,
      allowRentals: true,
      allowAccessCodes: true,
      maxNumberOfRentalAccesses: 10,
      maxNumberOfRentalCodes: 20,
    });
    expect((await rows()).find((l) => l.name === 'Schnupperlizenz')).toMatchObject({ lifetime: 0.5, allowAccessCodes: false });
  });

  it('reports a licence the file leaves as it is as unchanged, not as updated', async () => {
    const before = await rows();
    const result = await importLicences(database.db, EXAMPLE);
    expect(result).toEqual({
      created: [],
      updated: [],
      unchanged: ['Einzellizenz', 'Schullizenz', 'Bibliothekslizenz', 'Schnupperlizenz', 'Kreismedienzentrum'],
      deleted: [],
      retired: [],
    });
    expect(await rows()).toEqual(before);
  });

  it('updates by name, deletes what nobody ordered and only retires what orders name', async () => {
    const before = await rows();
    const id = (name: string) => before.find((l) => l.name === name)!.id;
    const [org] = await database.db.insert(organizations).values({ type: 'SCHOOL', name: 'Grundschule am Deich' }).returning();
    await database.db.insert(orders).values({ organizationId: org.id, licenseId: id('Kreismedienzentrum'), netPrice: 199000, vatPercent: 19, total: 236810 });

    const next = example();
    next.licences = next.licences.filter((l) => l.name !== 'Schnupperlizenz' && l.name !== 'Kreismedienzentrum');
    next.licences[0].netPriceCents = 5900;
    next.licences.push({ name: 'Teamlizenz', kind: 'TEAM', lifetimeMonths: 12, maxUsers: 5, netPriceCents: 14900 });
    const result = await importLicences(database.db, fileWith(next));
    expect(result).toEqual({
      created: ['Teamlizenz'],
      updated: ['Einzellizenz'],
      unchanged: ['Schullizenz', 'Bibliothekslizenz'],
      deleted: ['Schnupperlizenz'],
      retired: ['Kreismedienzentrum'],
    });
    const after = await rows();
    expect(after.find((l) => l.name === 'Einzellizenz')).toMatchObject({ id: id('Einzellizenz'), netPrice: 5900 });
    expect(after.find((l) => l.name === 'Kreismedienzentrum')).toMatchObject({ id: id('Kreismedienzentrum'), active: false, visible: false });
    expect(after.map((l) => l.name)).not.toContain('Schnupperlizenz');
    expect(after).toHaveLength(5);
  });

  const withLicence = (change: Record<string, unknown>, at = 1) => {
    const file = example();
    file.licences[at] = { ...file.licences[at], ...change };
    return file;
  };
  it.each<[string, unknown, RegExp]>([
    ['a price in euro', withLicence({ netPriceCents: 49.9 }), /^licences-\d+\.json: licences\[1\]\.netPriceCents: in Cent, ganze Zahl$/],
    ['an unknown kind', withLicence({ kind: 'FAMILY' }), /^licences-\d+\.json: licences\[1\]\.kind: muss SINGLE, TEAM/],
    ['a missing duration', withLicence({ lifetimeMonths: undefined }), /^licences-\d+\.json: licences\[1\]\.lifetimeMonths: Pflichtfeld fehlt$/],
    ['no seats', withLicence({ maxUsers: 0 }), /^licences-\d+\.json: licences\[1\]\.maxUsers: mindestens 1$/],
    ['a misspelt field', withLicence({ preis: 10 }), /^licences-\d+\.json: licences\[1\]\.preis: unbekanntes Feld \(Tippfehler\?\)$/],
    ['a name twice', withLicence({ name: 'Einzellizenz' }), /^licences-\d+\.json: licences: jeder Name nur einmal/],
    ['NUL in a name', withLicence({ name: 'Schul\0lizenz' }), /^licences-\d+\.json: licences\[1\]\.name: darf kein NUL-Zeichen enthalten$/],
    ['a huge description', withLicence({ description: 'x'.repeat(50_000) }), /^licences-\d+\.json: licences\[1\]\.description: höchstens 5000 Zeichen$/],
    ['an empty list', { licences: [] }, /^licences-\d+\.json: licences: mindestens eine Lizenz$/],
    ['no JSON', '{"licences": [', /^licences-\d+\.json: ist kein gültiges JSON/],
  ])('refuses %s, naming the field, and changes nothing', async (_, content, message) => {
    const before = await rows();
    const error = await importLicences(database.db, fileWith(content)).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(message);
    expect(await rows()).toEqual(before);
  });

  it('refuses a file that is not there', async () => {
    await expect(importLicences(database.db, path.join(scratch, 'fehlt.json'))).rejects.toThrow(/fehlt\.json: Datei nicht gefunden/);
  });
});
