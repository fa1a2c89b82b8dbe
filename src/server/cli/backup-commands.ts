import path from 'node:path';
import { BackupRefused, restoreBackup, writeBackup } from '../services/backup';
import { readArgs } from './args';
import { CliError, type Command } from './command';

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** The service's refusals are the operator's to act on: their message alone, exit 1. */
const plainly = (err: unknown) => {
  throw err instanceof BackupRefused ? new CliError(err.message) : err;
};

export const backup: Command = {
  name: 'backup',
  usage: '<datei>',
  summary: 'sichert die ganze Datenbank (PGlite oder PostgreSQL) in eine Datei, .gz komprimiert; ohne Mediendateien',
  async run(args, ctx) {
    const { positionals } = readArgs(args, ['datei'], {});
    const file = path.resolve(positionals[0]);
    const counts = await writeBackup(await ctx.db(), file).catch(plainly);
    ctx.out(`Sicherung geschrieben: ${file} (${total(counts)} Zeilen aus ${Object.keys(counts).length} Tabellen).`);
    ctx.out('Nicht enthalten: die Mediendateien (MEDIA_DIR) und die Konfiguration (SECRET). Siehe docs/production.md.');
  },
};

export const restore: Command = {
  name: 'restore',
  usage: '<datei> [--force]',
  summary: 'stellt eine Sicherung in eine leere Datenbank wieder her; --force ersetzt den ganzen Inhalt',
  async run(args, ctx) {
    const { positionals, values } = readArgs(args, ['datei'], { force: { type: 'boolean' } });
    const file = path.resolve(positionals[0]);
    const counts = await restoreBackup(await ctx.db(), file, { force: values.force === true }).catch(plainly);
    ctx.out(`Wiederhergestellt aus ${file}: ${total(counts)} Zeilen.`);
  },
};
