import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { licenses, orders } from '../db/schema';
import { licenceFileSchema } from './manifest';
import { checkValue, ImportError, parseJson, Problems } from './problems';

export type LicenceImportResult = { created: string[]; updated: string[]; unchanged: string[]; deleted: string[]; retired: string[] };

/** Whether the file says nothing new about a licence: then the operator reads it as unchanged, not as updated. */
function sameLicence(current: typeof licenses.$inferSelect, wanted: Omit<typeof licenses.$inferInsert, 'id'>): boolean {
  return (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => current[key] === wanted[key]);
}

/**
 * Brings the licence catalogue in line with a checked file, by name (the stable key: orders point at the
 * row, and keep pointing at it when price or description change). A licence missing from the file is
 * deleted when no order names it; one that orders name is kept for them, but no longer offered
 * (inactive and hidden), since an order's history must not lose its licence. All in one transaction.
 */
export async function importLicences(db: Db, file: string): Promise<LicenceImportResult> {
  const name = path.basename(file);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new ImportError([`${file}: Datei nicht gefunden`]);
  if (stat.size > 1024 * 1024) throw new ImportError([`${name}: ist größer als 1 MB`]);
  const problems = new Problems();
  const json = parseJson(name, await fs.readFile(file, 'utf8'), problems);
  const checked = json && checkValue(licenceFileSchema, name, json.value, problems);
  if (!checked) throw new ImportError(problems.lines);
  const { licences } = checked;
  const rows = licences.map((l) => ({
    kind: l.kind,
    name: l.name,
    active: l.active,
    visible: l.visible,
    lifetime: l.lifetimeMonths,
    maxUsers: l.maxUsers,
    netPrice: l.netPriceCents,
    description: l.description,
    allowRentals: l.allowRentals,
    allowAccessCodes: l.allowAccessCodes,
    maxNumberOfRentalAccesses: l.maxRentalAccesses,
    maxNumberOfRentalCodes: l.maxRentalCodes,
  }));
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const current = await trx.select().from(licenses);
    const byName = new Map(current.map((l) => [l.name, l]));
    const result: LicenceImportResult = { created: [], updated: [], unchanged: [], deleted: [], retired: [] };
    for (const row of rows) {
      const known = byName.get(row.name);
      if (!known) {
        await trx.insert(licenses).values(row);
        result.created.push(row.name);
      } else if (sameLicence(known, row)) {
        result.unchanged.push(row.name);
      } else {
        await trx.update(licenses).set(row).where(eq(licenses.id, known.id));
        result.updated.push(row.name);
      }
    }
    const missing = current.filter((l) => !rows.some((r) => r.name === l.name));
    if (missing.length) {
      const ordered = new Set(
        (await trx.selectDistinct({ id: orders.licenseId }).from(orders).where(inArray(orders.licenseId, missing.map((l) => l.id)))).map((o) => o.id),
      );
      const retire = missing.filter((l) => ordered.has(l.id));
      const remove = missing.filter((l) => !ordered.has(l.id));
      if (retire.length) await trx.update(licenses).set({ active: false, visible: false }).where(inArray(licenses.id, retire.map((l) => l.id)));
      if (remove.length) await trx.delete(licenses).where(inArray(licenses.id, remove.map((l) => l.id)));
      result.retired = retire.map((l) => l.name);
      result.deleted = remove.map((l) => l.name);
    }
    return result;
  });
}
