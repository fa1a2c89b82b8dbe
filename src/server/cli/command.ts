import type { Config } from '../config';
import type { Db } from '../db/client';

/** What every operator command gets: the configuration the server would start with and, if asked for, its database. */
export type CliContext = {
  config: Config;
  /** opened (and migrated) on first use, closed by the entry after the command */
  db: () => Promise<Db>;
  /** one plain line on the terminal */
  out: (line: string) => void;
};

/** One command of `npm run admin -- <name> …`; its module exports it, `cli/admin.ts` lists it. */
export type Command = {
  name: string;
  /** the arguments as `--help` shows them, e.g. `<e-mail> [--name "Vor Nachname"]` */
  usage: string;
  /** one line for `--help` */
  summary: string;
  run: (args: string[], ctx: CliContext) => Promise<void>;
};

/** An error the operator can act on: printed as it is (no stack trace), the process exits with 1. */
export class CliError extends Error {}
