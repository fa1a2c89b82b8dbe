import { ConfigError, loadConfig } from '../config';
import { DatabaseUnreachable, openDatabase, type Database } from '../db/client';
import { DataDirLocked } from '../db/data-lock';
import { CliError, type CliContext, type Command } from './command';

export type CliIo = {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** the tests hand in their own database; the terminal opens the server's */
  openDb?: (config: CliContext['config']) => Promise<Database>;
};

const ENTRY = 'npm run admin --';

const helpText = (commands: Command[]) => [
  `Lesefunke-Verwaltung: ${ENTRY} <Befehl> [Argumente]`,
  '',
  'Befehle:',
  ...commands.map((c) => `  ${`${c.name} ${c.usage}`.padEnd(52)} ${c.summary}`),
  '',
  `Hilfe zu einem Befehl: ${ENTRY} <Befehl> --help`,
  'Die Befehle lesen dieselben Umgebungsvariablen wie der Server (DATABASE_URL, DATA_DIR, PUBLIC_URL, SMTP_URL, …).',
  'Mit PGlite (ohne DATABASE_URL) muss der Server für Befehle mit Datenbank gestoppt sein. Siehe docs/production.md.',
];

/**
 * Opens PGlite's folder for a command: the running server holds it (db/data-lock.ts), and a second process on it
 * would lose writes, so the operator is told to stop the server instead of getting a stack trace.
 */
async function openForCommand(config: CliContext['config']): Promise<Database> {
  try {
    return await openDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirLocked)) throw err;
    throw new CliError(
      `Die Datenbank in ${config.dataDir} ist gerade von einem laufenden Lesefunke-Server belegt (PGlite erlaubt nur einen Prozess).\n` +
        'Stoppen Sie den Server, führen Sie den Befehl aus und starten Sie den Server danach wieder.',
    );
  }
}

/** A statement the database refused, as drizzle reports it: the database's error is its cause. */
const isQueryError = (err: unknown): err is Error & { query: string; cause: unknown } => err instanceof Error && 'query' in err && 'cause' in err;

/** The database's code and its first line, which names the rule; its detail lines quote the values and stay out. */
const databaseReason = (cause: unknown) => {
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  return [typeof code === 'string' ? code : undefined, typeof message === 'string' ? message.split('\n')[0] : undefined].filter(Boolean).join(': ') || 'ohne Angabe';
};

/**
 * `npm run admin -- <command> [args]`: finds the command, gives it the server's configuration and (on first use)
 * its database, closes the database afterwards. Answers the exit code: 0 on success, 1 on every error.
 */
export async function runCli(commands: Command[], argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    helpText(commands).forEach((line) => io.out(line));
    return name === undefined ? 1 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unbekannter Befehl „${name}“. Alle Befehle: ${ENTRY} --help`);
    return 1;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.out(`${ENTRY} ${command.name} ${command.usage}`);
    io.out(`  ${command.summary}`);
    return 0;
  }
  let database: Promise<Database> | undefined;
  try {
    const config = loadConfig(io.env);
    const ctx: CliContext = {
      config,
      db: async () => (await (database ??= (io.openDb ?? openForCommand)(config))).db,
      out: io.out,
    };
    await command.run(args, ctx);
    return 0;
  } catch (err) {
    // what the operator can fix: said as it is, in German, without the hint for the unexpected
    if (err instanceof CliError || err instanceof ConfigError || err instanceof DatabaseUnreachable) {
      io.err(err.message);
    } else if (isQueryError(err)) {
      // drizzle's message is the whole statement with its parameters: rows, password hashes, addresses
      io.err(`Die Datenbank hat den Befehl abgelehnt (${databaseReason(err.cause)}); prüfen Sie die Angaben zum Befehl, und bleibt der Fehler, melden Sie ihn mit dieser Zeile.`);
    } else {
      io.err(`Unerwarteter Fehler: ${(err as Error)?.message ?? String(err)}`);
      io.err('Hinweis: Prüfen Sie die Umgebungsvariablen (DATABASE_URL, DATA_DIR, SMTP_URL) und docs/production.md.');
    }
    return 1;
  } finally {
    if (database) await database.then((d) => d.close()).catch(() => {});
  }
}
