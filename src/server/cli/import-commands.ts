import { importLicences } from '../import/licences';
import { ImportError } from '../import/problems';
import { importStory } from '../import/story';
import { CliError, type Command } from './command';

/** An operator's mistake in a folder or file is a plain message; anything else stays an error with its stack. */
async function plainErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ImportError) throw new CliError(`Import abgebrochen, nichts wurde geändert:\n${err.message}`);
    throw err;
  }
}

const oneArgument = (args: string[], what: string) => {
  if (args.length !== 1) throw new CliError(`Bitte genau ${what} angeben.`);
  return args[0];
};

export const importStoryCommand: Command = {
  name: 'import-story',
  usage: '<ordner>',
  summary: 'importiert oder aktualisiert eine Boardstory aus einem Ordner mit manifest.json (docs/story-import.md)',
  run: async (args, ctx) => {
    const folder = oneArgument(args, 'einen Ordner');
    const db = await ctx.db();
    const result = await plainErrors(() => importStory(db, folder, ctx.config.mediaDir));
    ctx.out(
      `Boardstory „${result.title}“ (${result.slug}, id ${result.id}) ${result.created ? 'angelegt' : 'aktualisiert'};` +
        ` ${result.filesWritten} neue Dateien in ${ctx.config.mediaDir}.`,
    );
  },
};

export const importLicencesCommand: Command = {
  name: 'import-licences',
  usage: '<datei.json>',
  summary: 'übernimmt den Lizenzkatalog (Preise, Laufzeiten, Plätze) aus einer JSON-Datei (docs/story-import.md#licences)',
  run: async (args, ctx) => {
    const file = oneArgument(args, 'eine JSON-Datei');
    const db = await ctx.db();
    const result = await plainErrors(() => importLicences(db, file));
    const list = (names: string[]) => (names.length ? names.join(', ') : '–');
    ctx.out(`Lizenzen angelegt: ${list(result.created)}`);
    ctx.out(`Lizenzen aktualisiert: ${list(result.updated)}`);
    ctx.out(`Lizenzen unverändert: ${list(result.unchanged)}`);
    ctx.out(`Lizenzen gelöscht: ${list(result.deleted)}`);
    if (result.retired.length) ctx.out(`Nicht mehr angeboten, da Bestellungen sie nennen: ${list(result.retired)}`);
  },
};

/** Both import commands, for cli/admin.ts to list. */
export const importCommands = [importStoryCommand, importLicencesCommand];
