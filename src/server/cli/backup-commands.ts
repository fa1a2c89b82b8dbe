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
  summary:
    'sichert die ganze Datenbank (PGlite oder PostgreSQL) in eine Datei, nur für Sie lesbar, mit .gz komprimiert; ' +
    'die Mediendateien (MEDIA_DIR) sind nicht darin: sichern Sie sie als Dateien (docs/production.md#backup-and-restore)',
  async run(args, ctx) {
    const { positionals } = readArgs(args, ['datei'], {});
    const file = path.resolve(positionals[0]);
    const counts = await writeBackup(await ctx.db(), file).catch(plainly);
    ctx.out(`Sicherung geschrieben: ${file} (${total(counts)} Zeilen aus ${Object.keys(counts).length} Tabellen).`);
    // the media only grow and may be many gigabytes of video: a copy of the folder beside the database's file
    // (incremental with rsync) serves better than a second copy inside every backup
    ctx.out(`Nicht enthalten: die Mediendateien in ${ctx.config.mediaDir}; sichern Sie sie als Dateien, z. B. tar -czf lesefunke-medien.tar.gz -C "${ctx.config.mediaDir}" .`);
    ctx.out('Nicht enthalten: die Konfiguration (SECRET, DATABASE_URL); bewahren Sie sie getrennt von der Sicherung auf.');
  },
};

export const restore: Command = {
  name: 'restore',
  usage: '<datei> [--force]',
  summary: 'stellt eine Sicherung in eine leere Datenbank wieder her; --force ersetzt den ganzen Inhalt; die Mediendateien kopieren Sie selbst zurück',
  async run(args, ctx) {
    const { positionals, values } = readArgs(args, ['datei'], { force: { type: 'boolean' } });
    const file = path.resolve(positionals[0]);
    const counts = await restoreBackup(await ctx.db(), file, { force: values.force === true }).catch(plainly);
    ctx.out(`Wiederhergestellt aus ${file}: ${total(counts)} Zeilen.`);
    ctx.out(`Die Mediendateien sind nicht in der Sicherung: kopieren Sie sie nach ${ctx.config.mediaDir} zurück, falls sie dort fehlen.`);
  },
};
