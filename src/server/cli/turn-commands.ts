import { retireOldTurns } from '../services/turn-retention';
import { readArgs } from './args';
import { CliError, type Command } from './command';

/**
 * What the server does at its start and daily (docs/privacy.md#how-long), at once: for an operator who lowered
 * TURN_RETENTION_DAYS, or whose servers are stopped. `--days` overrides the configuration for this run only.
 */
export const retireTurns: Command = {
  name: 'retire-turns',
  usage: '[--days <tage>]',
  summary: 'löscht die Durchgänge von Schülerinnen und Schülern, die älter als TURN_RETENTION_DAYS sind; nur ihre Zahlen je Geschichte bleiben',
  async run(args, ctx) {
    const { values } = readArgs(args, [], { days: { type: 'string' } });
    const text = values.days ?? String(ctx.config.turnRetentionDays);
    const days = Number(text);
    if (!/^\d{1,4}$/.test(text) || days < 1 || days > 3650) throw new CliError('--days: muss eine Zahl von Tagen zwischen 1 und 3650 sein.');
    const retired = await retireOldTurns(await ctx.db(), days);
    ctx.out(retired === 0 ? `Keine Durchgänge älter als ${days} Tage.` : `${retired} Durchgänge älter als ${days} Tage gelöscht; ihre Zahlen je Geschichte bleiben.`);
  },
};
