/**
 * `salvo play`: a Victory at Sea battle in the terminal, hot-seat, person against bot, or bot against
 * bot. Without a terminal on stdin and with no --p1/--p2 given, both sides are bots (CI, pipes).
 * Exit codes: 0 game over, 1 a bad scenario or the game stopped early, 2 usage error.
 */
import { randomInt } from 'node:crypto';
import { Command, InvalidArgumentError } from 'commander';
import { makeRecord, seedRng } from '@salvo/kernel';
import { vas, type VasSetup } from '@salvo/vas';
import { readJsonFile, writeJsonFile } from '../io/json-file';
import { recordText } from '../io/record-text';
import { stdioTerminal, type Terminal } from '../io/terminal';
import { defaultBattle } from '../vas/default-battle';
import { playVas, type Controller } from '../vas/play-loop';
import { exitQuietlyOnEpipe } from '../io/epipe';

interface PlayOptions {
  p1?: Controller;
  p2?: Controller;
  seed?: number;
  scenario?: string;
  table?: boolean;
  save?: string;
  verbose?: boolean;
}

const controller = (v: string): Controller => {
  if (v === 'human' || v === 'random') return v;
  throw new InvalidArgumentError('choose human or random.');
};

const integer = (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new InvalidArgumentError('the seed is a whole number.');
  return n;
};

function loadSetup(opts: PlayOptions, seed: number): VasSetup | string {
  if (!opts.scenario) return defaultBattle(seed);
  const read = readJsonFile(opts.scenario);
  if (!read.ok) return read.error.message;
  const raw = read.value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `${opts.scenario} must hold a setup object with "fleets".`;
  const given = raw as Record<string, unknown>;
  return { ...(given as unknown as VasSetup), seed: opts.seed ?? (given.seed as number | string | undefined) ?? seed };
}

async function offerSave(term: Terminal, interactive: boolean, path: string | undefined): Promise<string | undefined> {
  if (path || !interactive) return path;
  const answer = await term.ask('Save the game record? File name (empty: no): ');
  const name = answer?.trim();
  return name ? name : undefined;
}

export async function runPlay(opts: PlayOptions, term: Terminal, stdinIsTty: boolean): Promise<number> {
  let p1 = opts.p1;
  let p2 = opts.p2;
  if (!p1 && !p2 && !stdinIsTty) {
    term.print('No terminal on stdin: playing bot against bot (give --p1 human to play from piped input).');
    p1 = 'random';
    p2 = 'random';
  }
  const seed = opts.seed ?? randomInt(0, 2 ** 31);
  const setup = loadSetup(opts, seed);
  if (typeof setup === 'string') {
    term.print(setup);
    return 1;
  }
  const created = vas.createGame(setup);
  if (!created.ok) {
    term.print(created.error.message);
    for (const p of created.error.problems) term.print(`  ${p.path ?? ''}: ${p.message}`);
    return 1;
  }
  const state = created.value;
  const [f1, f2] = state.fleetOrder;
  const controllers: Record<string, Controller> = {};
  if (f1) controllers[f1] = p1 ?? 'human';
  if (f2) controllers[f2] = p2 ?? 'random';
  term.print(`Victory at Sea, seed ${String(setup.seed)}: ${state.fleetOrder.map((f) => `${state.fleets[f]?.name ?? f} (${controllers[f] ?? 'random'})`).join(' vs ')}`);
  const out = await playVas(vas, state, { controllers, table: opts.table ?? false, botRng: seedRng(`bots:${String(setup.seed)}`), verbose: opts.verbose ?? false }, term);
  if (out.stopped) term.print(`Stopped: ${out.stopped}`);
  const interactive = stdinIsTty && Object.values(controllers).includes('human');
  const path = await offerSave(term, interactive && !out.stopped, opts.save);
  if (path) {
    const meta = { p1: p1 ?? 'human', p2: p2 ?? 'random', seed: String(setup.seed), ...(opts.table ? { dice: 'table' } : {}) };
    const rec = makeRecord(vas.descriptor.id, vas.descriptor.version, setup, out.actions, meta);
    const written = writeJsonFile(path, rec, recordText(rec));
    term.print(written.ok ? `Saved the game record (${out.actions.length} actions) to ${path}.` : written.error.message);
    if (!written.ok) return 1;
  }
  return out.stopped ? 1 : 0;
}

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a Victory at Sea battle in the terminal (hot-seat, against the bot, or bot against bot)')
    .option('--p1 <who>', 'first fleet: human or random (default human; random when stdin is not a terminal)', controller)
    .option('--p2 <who>', 'second fleet: human or random (default random)', controller)
    .option('--seed <n>', 'seed of the dice and the bots (default: a random seed, printed)', integer)
    .option('--scenario <file.json>', 'a Victory at Sea setup file (default: Warspite and Valiant against Vittorio Veneto and Zara)')
    .option('--table', 'table mode: type the dice you rolled at the table for every chance step')
    .option('--save <file.json>', 'save the game record to this file at the end')
    .option('--verbose', 'show the table before every bot decision too')
    .action(async (opts: PlayOptions) => {
      exitQuietlyOnEpipe();
      const term = stdioTerminal();
      try {
        process.exitCode = await runPlay(opts, term, process.stdin.isTTY === true);
      } finally {
        term.close();
      }
    });
}
