/**
 * `salvo was play` and `salvo was replay`: War at Sea in the terminal (hot-seat, against a bot, or bot
 * against bot) and game records replayed. Without a terminal on stdin and no side given, both sides
 * are heuristic bots and the game runs unattended. Exit codes: 0 done, 1 a bad record or the game
 * stopped early, 2 usage error.
 */
import { randomInt } from 'node:crypto';
import { Command, InvalidArgumentError } from 'commander';
import { makeRecord, seedRng } from '@salvo/kernel';
import { wasEngine, type WasSetup } from '@salvo/was';
import { writeJsonFile } from '../io/json-file';
import { recordText } from '../io/record-text';
import { stdioTerminal, type Terminal } from '../io/terminal';
import { playWas, type Controller } from '../was/play-loop';
import { runWasReplay } from '../was/replay-record';

export interface WasPlayOptions {
  axis?: Controller;
  allies?: Controller;
  seed?: number;
  save?: string;
  table?: boolean;
  faceDown?: boolean;
  weakBismarcks?: boolean;
  accumulateUboats?: boolean;
}

const controller = (v: string): Controller => {
  if (v === 'human' || v === 'random' || v === 'heuristic') return v;
  throw new InvalidArgumentError('choose human, random or heuristic.');
};

const integer = (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new InvalidArgumentError('the seed is a whole number.');
  return n;
};

export async function runWasPlay(opts: WasPlayOptions, term: Terminal, stdinIsTty: boolean): Promise<number> {
  let allies = opts.allies;
  let axis = opts.axis;
  if (!allies && !axis && !stdinIsTty) {
    term.print('No terminal on stdin: heuristic bot against heuristic bot (give --allies human to play from piped input).');
    allies = 'heuristic';
    axis = 'heuristic';
  }
  const controllers = { allies: allies ?? 'human', axis: axis ?? 'heuristic' } as const;
  const seed = opts.seed ?? randomInt(0, 2 ** 31);
  const options = { faceDown: !!opts.faceDown, weakBismarcks: !!opts.weakBismarcks, accumulateUboats: !!opts.accumulateUboats };
  const setup: WasSetup = { seed, options };
  const created = wasEngine.createGame(setup);
  if (!created.ok) {
    term.print(created.error.message);
    return 1;
  }
  term.print(`War at Sea, seed ${seed}: Allies (${controllers.allies}) against Axis (${controllers.axis})${opts.table ? ', table mode' : ''}.`);
  const out = await playWas(created.value, {
    controllers, table: !!opts.table, botRng: seedRng(`was-bots:${seed}`), clearScreen: stdinIsTty,
  }, term);
  if (out.stopped) term.print(`Stopped: ${out.stopped}`);
  if (opts.save) {
    const meta = { allies: controllers.allies, axis: controllers.axis, seed: String(seed), ...(opts.table ? { dice: 'table' } : {}) };
    const rec = makeRecord(wasEngine.descriptor.id, wasEngine.descriptor.version, setup, out.actions, meta);
    const written = writeJsonFile(opts.save, rec, recordText(rec));
    term.print(written.ok ? `Saved the game record (${out.actions.length} actions) to ${opts.save}.` : written.error.message);
    if (!written.ok) return 1;
  }
  return out.stopped ? 1 : 0;
}

export function registerWas(program: Command): void {
  const was = program.command('was').description('War at Sea (Avalon Hill 1976): play in the terminal, replay a game record');
  was
    .command('play')
    .description('play War at Sea to the end of Turn 8: hot-seat, against a bot, or bot against bot')
    .option('--allies <who>', 'the Allied side: human, random or heuristic (default human; heuristic when stdin is not a terminal)', controller)
    .option('--axis <who>', 'the Axis side: human, random or heuristic (default heuristic)', controller)
    .option('--seed <n>', 'seed of the dice and the bots (default: a random seed, printed)', integer)
    .option('--save <file.json>', 'save the game record to this file at the end')
    .option('--table', 'table mode: type the dice you rolled at the table for every chance step')
    .option('--face-down', 'optional rule 19.3: British ships placed face down')
    .option('--weak-bismarcks', 'optional rule 19.1: Bismarck and Tirpitz defend with 7')
    .option('--accumulate-uboats', 'optional rule 19.2: U-boat replacements accumulate')
    .action(async (opts: WasPlayOptions) => {
      const term = stdioTerminal();
      try {
        process.exitCode = await runWasPlay(opts, term, process.stdin.isTTY === true);
      } finally {
        term.close();
      }
    });
  was
    .command('replay')
    .description('replay a War at Sea game record: the log, the final board and the result')
    .argument('<record.json>', 'a game record saved by "salvo was play --save"')
    .option('--json', 'print a JSON summary (actions, turn, POC, winner) instead of the log')
    .action((file: string, opts: { json?: boolean }) => {
      const term = stdioTerminal();
      try {
        process.exitCode = runWasReplay(file, !!opts.json, term);
      } finally {
        term.close();
      }
    });
}
