/**
 * `salvo mail new|play|show`: play by mail (docs/mail.md). Two people pass one file; Salvo checks the rules, the
 * seals, the dice and the sealed orders every time it is opened. Exit codes: 0, 1 (a rule or input problem, one
 * sentence), 2 (usage).
 */
import type { Command } from 'commander';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { stdioTerminal } from '../io/terminal';
import { runMailNew, type MailNewOptions } from '../mail/new';
import { runMailPlay, type MailPlayOptions } from '../mail/play';
import { runMailShow, type MailShowOptions } from '../mail/show';
import { collect, levelOption, pointsOption } from './play';

const MAIL_HELP = `
A game by mail is one file the two players send each other (e-mail, chat, a shared folder). Each opens it with
their own passphrase: the same passphrase opens the game on any machine, and nobody else can act or roll for them.
Scripts give the passphrase in SALVO_MAIL_PASSPHRASE or --passphrase-file, never on piped input.

Examples:
  salvo mail new g.json --game war-at-sea --as allies --name Alice --opponent Bob
  salvo mail new rp.json --game vas --scenario river-plate --as royal-navy   a scenario: pre-battle rolls, then deployment
  salvo mail play g.json                        your turn: see what Bob did, decide, then send g.json back
  salvo mail play g.json --as axis              Bob's first time (his passphrase, typed twice, is his key from then on)
  salvo mail show g.json --verify-all           whose move, and every seal and die checked (no passphrase)`;

const count = (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 1000) throw new Error('--last takes a whole number from 0 to 1000.');
  return n;
};

export function registerMail(program: Command): void {
  const mail = program.command('mail').description('play Victory at Sea or War at Sea by mail: one file passed between two players').addHelpText('after', MAIL_HELP);
  mail
    .command('new <file>')
    .description('start a game by mail in <file> (never replaces a file without --force)')
    .requiredOption('--game <game>', 'vas (Victory at Sea) or war-at-sea')
    .requiredOption('--as <seat>', 'your seat: a fleet id of the battle (rn, rm in the default battle), or allies / axis')
    .option('--setup <setup.json>', 'Victory at Sea: a setup file (default: Warspite and Valiant against Vittorio Veneto and Zara)')
    .option('--scenario <id|scenario.json>', 'Victory at Sea: a scenario (salvo scenarios lists them), played from its pre-battle rolls and deployment')
    .option('--level <level>', 'with --scenario: the Priority Level (Patrol, Skirmish, Raid, Battle, War) of a generic scenario', levelOption)
    .option('--fleet <fleet.json>', 'with --scenario: a side\'s fleet file (twice: the attacker\'s or first side\'s, then the other\'s); default: the example fleets', collect, [])
    .option('--points <n>', 'with --scenario at-all-costs: the Fleet Allocation Points a fleet the players agreed', pointsOption)
    .option('--name <name>', 'your name as the file shows it (default: your fleet\'s or side\'s name)')
    .option('--opponent <name>', 'your opponent\'s name')
    .option('--weak-bismarcks', 'War at Sea, optional rule 19.1: Bismarck and Tirpitz defend with 7')
    .option('--accumulate-uboats', 'War at Sea, optional rule 19.2: U-boat replacements accumulate')
    .option('--face-down', 'War at Sea 19.3: refused by mail (a file both players hold cannot hide the British ships); play it with salvo serve')
    .option('--force', 'replace <file> if it exists')
    .option('--passphrase-file <file>', 'read your passphrase from the first line of this file (scripts), instead of typing it')
    .action(async (file: string, opts: MailNewOptions) => {
      exitQuietlyOnEpipe();
      const term = stdioTerminal();
      try {
        process.exitCode = await runMailNew(file, opts, term);
      } finally {
        term.close();
      }
    });
  mail
    .command('play <file>')
    .description('your turn: open <file> with your passphrase, see what happened since your last turn, decide, and send it back')
    .option('--as <seat>', 'your seat (default: the seat whose move it is)')
    .option('--passphrase-file <file>', 'read your passphrase from the first line of this file (scripts), instead of typing it')
    .action(async (file: string, opts: MailPlayOptions) => {
      exitQuietlyOnEpipe();
      const term = stdioTerminal();
      try {
        process.exitCode = await runMailPlay(file, opts, term);
      } finally {
        term.close();
      }
    });
  mail
    .command('show <file>')
    .description('whose move it is, the seats, and the seals, rules and dice of <file> verified with the public keys in it (no passphrase)')
    .option('--verify-all', 'check every dice proof by its roller\'s key (default: those the last sender added)')
    .option('--last <n>', 'how many of the last entries to tell (default 8)', count)
    .option('--json', 'one JSON object instead of text')
    .action((file: string, opts: MailShowOptions) => {
      exitQuietlyOnEpipe();
      const term = stdioTerminal();
      try {
        process.exitCode = runMailShow(file, opts, term);
      } finally {
        term.close();
      }
    });
}
