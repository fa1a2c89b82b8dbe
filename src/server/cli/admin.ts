import { createAdmin, deactivate, listAdminsCommand } from './account-commands';
import { backup, restore } from './backup-commands';
import type { Command } from './command';
import { demoData } from './demo-data-command';
import { importLicencesCommand, importStoryCommand } from './import-commands';
import { runCli } from './run-cli';
import { retireTurns } from './turn-commands';

/** Every operator command, in the order `--help` lists them; a new one is imported and added here. */
const commands: Command[] = [createAdmin, listAdminsCommand, deactivate, demoData, importStoryCommand, importLicencesCommand, backup, restore, retireTurns];

process.exit(await runCli(commands, process.argv.slice(2), { env: process.env, out: console.log, err: console.error }));
