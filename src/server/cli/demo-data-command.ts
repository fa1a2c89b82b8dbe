import fs from 'node:fs';
import path from 'node:path';
import { users } from '../db/schema';
import { MEDIA_DIR } from '../media/paths';
import { DEMO_MEDIA_DIR, seedIfEmpty } from '../seed';
import { readArgs } from './args';
import { CliError, type Command } from './command';

/** Copies the demo media into MEDIA_DIR, keeping every file that is already there. Answers how many it copied. */
function copyMissing(from: string, to: string): number {
  let copied = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      copied += copyMissing(source, target);
    } else if (entry.isFile() && !fs.existsSync(target)) {
      fs.copyFileSync(source, target);
      copied++;
    }
  }
  return copied;
}

export const demoData: Command = {
  name: 'demo-data',
  usage: '',
  summary: 'füllt eine leere Datenbank mit den Demo-Daten (Konten, Boardstories, Codes, Inhalte) und legt die Demo-Medien in MEDIA_DIR',
  async run(args, ctx) {
    readArgs(args, [], {});
    const db = await ctx.db();
    const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
    if (anyone) throw new CliError('Die Datenbank enthält schon Konten. Demo-Daten nur in eine leere Datenbank (neuer DATA_DIR oder leere PostgreSQL-Datenbank).');
    await seedIfEmpty(db, ctx.config);
    if (path.resolve(MEDIA_DIR) === path.resolve(DEMO_MEDIA_DIR)) {
      ctx.out(`Die Demo-Medien liegen schon dort, wo der Server sie liest (${MEDIA_DIR}).`);
    } else {
      fs.mkdirSync(MEDIA_DIR, { recursive: true });
      ctx.out(`${copyMissing(DEMO_MEDIA_DIR, MEDIA_DIR)} Demo-Mediendateien nach ${MEDIA_DIR} kopiert (vorhandene Dateien bleiben unverändert).`);
    }
    ctx.out('Alle Demo-Konten haben das Passwort aus docs/demo-data.md.');
    if (ctx.config.env === 'production') {
      ctx.out('Achtung: Mit NODE_ENV=production startet der Server nicht, solange ein Demo-Konto dieses öffentliche Passwort hat');
      ctx.out('(ändern oder `npm run admin -- deactivate <e-mail>`). Für eine reine Vorführung ohne NODE_ENV=production starten.');
    }
  },
};
