import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { emailField } from '../../shared/schemas/account';
import { CliError } from './command';

type Options = Record<string, { type: 'string' | 'boolean' }>;

/**
 * A command's arguments: exactly `positionals` plain arguments (named for the message) and the given options.
 * Anything else is the operator's typo and ends the command before it touches the database.
 */
export function readArgs<O extends Options>(args: string[], positionals: string[], options: O) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new CliError(`Ungültige Argumente: ${(err as Error).message}`);
  }
  if (parsed.positionals.length !== positionals.length) {
    throw new CliError(`Erwartet: ${positionals.map((p) => `<${p}>`).join(' ')} (siehe --help)`);
  }
  return { positionals: parsed.positionals, values: parsed.values };
}

/** The same check as the site's forms (shared/schemas/account.ts). */
export function readEmail(text: string): string {
  const result = v.safeParse(emailField, text);
  if (!result.success) throw new CliError(`„${text}“ ist keine gültige E-Mail-Adresse.`);
  return result.output;
}
