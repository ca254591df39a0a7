/**
 * `salvo was play` and `salvo was replay`: War at Sea in the terminal (hot-seat, against a bot, or bot
 * against bot) and game records replayed. Without a terminal on stdin and no side given, both sides
 * are heuristic bots and the game runs unattended. Exit codes: 0 done, 1 a bad record or the game
 * stopped early, 2 usage error.
 */
import { randomInt } from 'node:crypto';
import { Command, InvalidArgumentError } from 'commander';
import { seedRng } from '@salvo/kernel';
import { wasEngine, type Side, type WasAction, type WasEvent, type WasSetup, type WasState, type WasView } from '@salvo/was';
import { onInterrupt } from '../io/interrupt';
import { keepRecord, recordSaver, resumeGame } from '../io/record-file';
import { stdioTerminal, type Terminal } from '../io/terminal';
import { playWas, type Controller } from '../was/play-loop';
import { runWasReplay } from '../was/replay-record';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { printable } from '../io/safe-text';

export interface WasPlayOptions {
  axis?: Controller;
  allies?: Controller;
  seed?: number;
  save?: string;
  resume?: string;
  table?: boolean;
  faceDown?: boolean;
  weakBismarcks?: boolean;
  accumulateUboats?: boolean;
  tactical?: boolean;
}

const controller = (v: string): Controller => {
  if (v === 'human' || v === 'random' || v === 'heuristic' || v === 'search') return v;
  throw new InvalidArgumentError('choose human, random, heuristic or search.');
};

const integer = (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new InvalidArgumentError('the seed is a whole number.');
  return n;
};

/** The game to play: a new one from the options, or the one in a record to resume (with its actions). */
function startGame(opts: WasPlayOptions, term: Terminal): { setup: WasSetup; state: WasState; prior: WasAction[]; meta?: Readonly<Record<string, string>> } | null {
  if (opts.resume) {
    if (opts.seed !== undefined || opts.faceDown || opts.weakBismarcks || opts.accumulateUboats || opts.tactical) {
      term.print('--resume plays on the game, options and dice of the record; --seed and the optional rules given are not used.');
    }
    return resumeGame<WasSetup, WasState, WasAction, WasEvent, Side, WasView>(wasEngine, opts.resume, (line) => term.print(line));
  }
  const options = { faceDown: !!opts.faceDown, weakBismarcks: !!opts.weakBismarcks, accumulateUboats: !!opts.accumulateUboats, ...(opts.tactical ? { tacticalBattles: true } : {}) };
  const setup: WasSetup = { seed: opts.seed ?? randomInt(0, 2 ** 31), options };
  const created = wasEngine.createGame(setup);
  if (!created.ok) {
    term.print(created.error.message);
    return null;
  }
  return { setup, state: created.value, prior: [] };
}

export async function runWasPlay(opts: WasPlayOptions, term: Terminal, stdinIsTty: boolean): Promise<number> {
  const game = startGame(opts, term);
  if (!game) return 1;
  // A resumed game keeps who played each side unless the options say otherwise.
  const was = (v: string | undefined): Controller | undefined => (v === 'human' || v === 'random' || v === 'heuristic' || v === 'search' ? v : undefined);
  let allies = opts.allies ?? was(game.meta?.allies);
  let axis = opts.axis ?? was(game.meta?.axis);
  if (!allies && !axis && !stdinIsTty) {
    term.print('No terminal on stdin: heuristic bot against heuristic bot (give --allies human to play from piped input).');
    allies = 'heuristic';
    axis = 'heuristic';
  }
  const controllers = { allies: allies ?? 'human', axis: axis ?? 'heuristic' } as const;
  const { setup, state, prior } = game;
  const seed = String(setup.seed);
  // A resumed table-mode game stays in table mode.
  const table = opts.table ?? game.meta?.dice === 'table';
  const meta: Record<string, string> = {
    allies: controllers.allies, axis: controllers.axis, seed, ...(table ? { dice: 'table' } : {}),
    ...(game.meta?.takeBacks !== undefined ? { takeBacks: game.meta.takeBacks } : {}),
  };
  // The record on disk is rewritten after every action, so Ctrl-C, end of input or a crash loses nothing.
  const saver = opts.save ?? opts.resume ? recordSaver<WasSetup, WasAction>(opts.save ?? opts.resume ?? '', wasEngine.descriptor.id, wasEngine.descriptor.version, setup, meta) : null;
  const kept = keepRecord(saver, prior, (line) => term.print(line));
  if (!kept.ok) {
    term.print(kept.error.message);
    return 1;
  }
  const { onAction } = kept.value;
  term.print(`War at Sea, seed ${seed}: Allies (${controllers.allies}) against Axis (${controllers.axis})${table ? ', table mode' : ''}${state.options.tacticalBattles ? ', surface battles on the tactical table' : ''}.`);
  if (controllers.allies === 'human' || controllers.axis === 'human') term.print('Type help at any prompt for the orders you can type.');
  const out = await playWas(state, {
    controllers, table, botRng: seedRng(`was-bots:${seed}`), clearScreen: stdinIsTty, prior, onAction, ...(saver ? { savePath: saver.path } : {}),
    // the record says how often a step was taken back (the saver reads `meta` at every write)
    onTakeBack: () => { meta.takeBacks = String(Number(meta.takeBacks ?? 0) + 1); },
  }, term);
  if (out.stopped) term.print(`Stopped: ${out.stopped}`);
  if (saver) {
    const warning = kept.value.warning();
    if (warning) {
      term.print(warning);
      return 1;
    }
    term.print(out.stopped
      ? `The game so far (${out.actions.length} actions) is saved in ${saver.path}; play on with: ${WAS_RESUME_COMMAND} --resume ${saver.path}`
      : `Saved the game record (${out.actions.length} actions) to ${saver.path}.`);
  } else if (out.stopped && out.actions.length > 0) term.print('Nothing was saved: give --save <file.json> to keep a game you may stop.');
  return out.stopped ? 1 : 0;
}

/** The command a user pastes to play on, without a global install (issue 7 item 13): from the repository. */
const WAS_RESUME_COMMAND = 'npm run salvo -- was play';

const WAS_PLAY_HELP = `
At each prompt, type an option number, "bot" (the heuristic bot decides this one), "auto" (it plays your side
from now on), "random", "board" or "help" (the forms for that step), or an order:
  malta nelson, rodney                  4.3: those start at Malta, the rest in England ("malta none")
  hood > na  |  hood > barents via na   movement, one order per line, then "done" ("show", "drop hood", "clear")
  repair warspite 2  |  uboat na 2      repair in port; Axis U-boats to a sea area
  air med  |  air home                  land-based air (secret)
  targets hood, renown  |  none         airstrike, port strike or U-boat targets
  fire graf zeppelin | none             11.6: Axis carriers that will fire in surface combat
  hood, renown > bismarck; kent > lutzow   surface fire: shooters > target, groups split by ; (none: hold)
  stay | disengage | disengage hood / kent   after a round of surface combat
  hood, kent > 1 | none                 pursue withdrawing group 1
  hood > england; kent > stay           returns to port ("default": every ship to its first port)
  surrender                             give up the game (asks first); the other side wins (Clarification 1)
  undo                                  take back your last step (not once dice were rolled or orders shown since)
  table | dice | setup f.json | result r.json   --tactical: a surface battle on the Victory at Sea table, by the dice,
                                        or fought elsewhere and its finished record read back
Areas: na, sa, ns, baltic, med, barents or their names; ships by any unique start of their name.
In hot-seat (--allies human --axis human) each secret order is asked for after a hand-over prompt.
Table mode (--table): each dice prompt says what the roll is for and how many dice; type them, e.g. 3 5.

Examples:
  salvo was play                                  you (Allies) against the heuristic bot
  salvo was play --allies human --axis human      hot-seat
  salvo was play --allies random --axis heuristic --seed 4 --save w.json   bot against bot, saved
  salvo was play --resume w.json                  play on from where w.json stopped
  salvo was play --tactical --save w.json         surface battles fought out on the Victory at Sea table`;

export function registerWas(program: Command): void {
  const was = program.command('was').description('War at Sea (Avalon Hill 1976): play in the terminal, replay a game record');
  was
    .command('play')
    .description('play War at Sea to the end of Turn 8: hot-seat, against a bot, or bot against bot')
    .option('--allies <who>', 'the Allied side: human, random, heuristic or search (default human; heuristic when stdin is not a terminal)', controller)
    .option('--axis <who>', 'the Axis side: human, random, heuristic or search (default heuristic)', controller)
    .option('--seed <n>', 'seed of the dice and the bots (default: a random seed, printed)', integer)
    .option('--save <file.json>', 'keep the game record in this file, rewritten after every action (Ctrl-C loses nothing)')
    .option('--resume <record.json>', 'play on from a saved record (its options, dice, players and table mode unless given again); it keeps being saved there unless --save names another file')
    .option('--table', 'table mode: type the dice you rolled at the table for every chance step')
    .option('--face-down', 'optional rule 19.3: British ships placed face down')
    .option('--weak-bismarcks', 'optional rule 19.1: Bismarck and Tirpitz defend with 7')
    .option('--accumulate-uboats', 'optional rule 19.2: U-boat replacements accumulate')
    .option('--tactical', 'fight surface battles out on the Victory at Sea table (or by the dice, battle by battle; docs/war-at-sea-tactical.md)')
    .addHelpText('after', WAS_PLAY_HELP)
    .action(async (opts: WasPlayOptions) => {
      exitQuietlyOnEpipe();
      onInterrupt(opts.save ?? opts.resume, WAS_RESUME_COMMAND);
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
      // --json is printed whole (a line cut at the terminal's cap would not be JSON); sentences to stderr, never escapes.
      const out: Terminal = opts.json ? { ...term, print: (line) => void process.stdout.write(printable(line) + '\n') } : term;
      try {
        process.exitCode = runWasReplay(file, !!opts.json, out, (line) => void process.stderr.write(printable(line) + '\n'));
      } finally {
        term.close();
      }
    });
}
