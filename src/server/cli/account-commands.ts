import { createMailer } from '../mail/mailer';
import { deactivateAccount, grantAdmin, listAdmins } from '../services/operator-accounts';
import { readArgs, readEmail } from './args';
import { CliError, type Command } from './command';

export const createAdmin: Command = {
  name: 'create-admin',
  usage: '<e-mail> [--name "Vorname Nachname"]',
  summary: 'legt eine Administratorin/einen Administrator an (oder macht ein Konto dazu); Link zum Passwort per E-Mail',
  async run(args, ctx) {
    const { positionals, values } = readArgs(args, ['e-mail'], { name: { type: 'string' } });
    const email = readEmail(positionals[0]);
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    const [firstName = '', ...rest] = name.split(/\s+/).filter(Boolean);
    const db = await ctx.db();
    const { config } = ctx;
    const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
    const result = await grantAdmin({ db, mailer, publicUrl: config.publicUrl, smtp: !!config.smtpUrl }, { email, firstName, lastName: rest.join(' ') });
    switch (result.outcome) {
      case 'deactivated':
        throw new CliError(`${result.email} ist deaktiviert und wird nicht Administrator.`);
      case 'already-admin':
        ctx.out(`${result.email} ist schon Administrator und hat ein Passwort; nichts geändert.`);
        return;
      case 'promoted':
        ctx.out(`${result.email} ist jetzt Administrator und meldet sich mit dem bisherigen Passwort an.`);
        return;
      case 'created':
      case 'link-sent':
        ctx.out(result.outcome === 'created' ? `Administrator ${result.email} angelegt.` : `${result.email} ist Administrator, hat aber noch kein Passwort.`);
        if (result.mailed) {
          ctx.out(`Der Link zum Festlegen des Passworts (2 Stunden gültig, einmal nutzbar) ist per E-Mail an ${result.email} unterwegs.`);
        } else {
          ctx.out('Ohne SMTP_URL wird keine E-Mail verschickt. Geben Sie diesen Link (2 Stunden gültig, einmal nutzbar) sicher weiter:');
          ctx.out(`  ${result.url}`);
        }
        ctx.out('Abgelaufen? Den Befehl einfach noch einmal ausführen.');
    }
  },
};

export const listAdminsCommand: Command = {
  name: 'list-admins',
  usage: '',
  summary: 'zeigt alle Administratorinnen und Administratoren',
  async run(args, ctx) {
    readArgs(args, [], {});
    const admins = await listAdmins(await ctx.db());
    if (admins.length === 0) {
      ctx.out('Keine Administratoren. Den ersten legt `npm run admin -- create-admin <e-mail>` an.');
      return;
    }
    for (const a of admins) {
      const state = a.deactivated ? 'deaktiviert' : a.hasPassword ? 'aktiv' : 'noch ohne Passwort';
      ctx.out(`${a.email}\t${a.name || '–'}\t${state}\tseit ${a.createdAt.toISOString().slice(0, 10)}`);
    }
  },
};

export const deactivate: Command = {
  name: 'deactivate',
  usage: '<e-mail>',
  summary: 'deaktiviert ein Konto: keine Anmeldung mehr, alle Sitzungen und offenen Links enden',
  async run(args, ctx) {
    const { positionals } = readArgs(args, ['e-mail'], {});
    const email = readEmail(positionals[0]);
    const outcome = await deactivateAccount(await ctx.db(), email);
    if (outcome === 'unknown') throw new CliError(`Kein Konto mit der E-Mail-Adresse ${email}.`);
    ctx.out(
      outcome === 'already'
        ? `${email} war schon deaktiviert; Sitzungen und offene Links sind beendet.`
        : `${email} ist deaktiviert: Anmeldung nicht mehr möglich, alle Sitzungen beendet.`,
    );
  },
};
