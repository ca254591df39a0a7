/**
 * `salvo play`: a Victory at Sea battle in the terminal, hot-seat, person against bot, or bot against
 * bot. Without a terminal on stdin and with no --p1/--p2 given, both sides are bots (CI, pipes).
 * Exit codes: 0 game over, 1 a bad scenario or the game stopped early, 2 usage error.
 */
import { randomInt } from 'node:crypto';
import { Command, InvalidArgumentError } from 'commander';
import { seedRng } from '@salvo/kernel';
import { vas, type FleetId, type VasAction, type VasEvent, type VasSetup, type VasState, type VasView } from '@salvo/vas';
import { readJsonFile } from '../io/json-file';
import { keepRecord, recordSaver, resumeGame } from '../io/record-file';
import { stdioTerminal, type Terminal } from '../io/terminal';
import { defaultBattle, parseAgreedPoints } from '@salvo/scenarios';
import { isVasStrength, VAS_STRENGTHS } from '@salvo/bots';
import { playVas, type Controller } from '../vas/play-loop';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { onInterrupt } from '../io/interrupt';
import { deployScenario, openScenario, planScenario, scenarioIntro } from '../vas/scenario-battle';
import { catalogWithRosters, parseLevel } from '../data/catalog-option';
import { ROSTERS_OPTION } from '../data/file-help';
import { withUserRosters } from '../data/setup-rosters';
import type { PriorityLevel } from '@salvo/data';

interface PlayOptions {
  p1?: Controller;
  p2?: Controller;
  seed?: number;
  scenario?: string;
  table?: boolean;
  save?: string;
  resume?: string;
  verbose?: boolean;
  preMeasure?: boolean;
  /** A roster file whose figures replace Salvo's for the classes it names (DATA-ROSTER-OVERRIDE). */
  rosters?: string;
  /** Before each prompt the turn and the ships only; `table` shows the board. */
  compact?: boolean;
  night?: boolean;
  /** `true` when given without parts. */
  nightVariant?: string[] | true;
  weather?: 'good' | 'bad';
  /** VAS-AA-ALLOCATE-HAND: each player splits their ships' AA dice among the flights (the engine option `aaByHand`). */
  aaByHand?: boolean;
  /** Scenario battles (scenario-battle.ts): the Priority Level, the players' fleet files, who attacks (1 or 2), the agreed points value. */
  level?: PriorityLevel;
  fleet?: string[];
  attacker?: number;
  points?: number;
}

const weatherOption = (v: string): 'good' | 'bad' => {
  if (v === 'good' || v === 'bad') return v;
  throw new InvalidArgumentError('choose good or bad.');
};

const NIGHT_PARTS: Readonly<Record<string, string>> = {
  scatter: 'night-fighting:starshell-scatter', 'friendly-fire': 'night-fighting:friendly-fire', national: 'night-fighting:national',
};

/** `--night-variant [parts]`: optional parts as a comma list (scatter, friendly-fire, national, or all). */
const nightParts = (v: string | boolean): string[] => {
  if (v === true || v === '') return [];
  const parts = String(v).split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.includes('all')) return Object.values(NIGHT_PARTS);
  return parts.map((p) => {
    const name = NIGHT_PARTS[p];
    if (!name) throw new InvalidArgumentError(`the optional parts are ${Object.keys(NIGHT_PARTS).join(', ')} or all; not "${p}".`);
    return name;
  });
};

/** The conditions given on the command line, over those of the setup. */
function withConditions(setup: VasSetup, opts: PlayOptions): VasSetup {
  if (opts.night === undefined && opts.nightVariant === undefined && opts.weather === undefined && opts.aaByHand === undefined) return setup;
  const given = setup.options ?? {};
  const night = opts.night === true || opts.nightVariant !== undefined || given.night === true;
  const aaByHand = opts.aaByHand === true ? { aaByHand: true } : {};
  const parts = opts.nightVariant === true ? [] : opts.nightVariant;
  const variants = parts === undefined ? given.variants : ['night-fighting', ...parts];
  return {
    ...setup,
    options: {
      ...given,
      // --aa-by-hand alone leaves the conditions as the setup gives them
      ...(opts.night === undefined && opts.nightVariant === undefined && opts.weather === undefined ? {} : { night }),
      ...aaByHand,
      ...(opts.weather === undefined ? {} : { weather: opts.weather }),
      ...(variants === undefined ? {} : { variants }),
    },
  };
}

export const levelOption = (v: string): PriorityLevel => {
  const l = parseLevel(v);
  if (!l) throw new InvalidArgumentError('choose Patrol, Skirmish, Raid, Battle or War.');
  return l;
};
const attackerOption = (v: string): number => {
  if (v === '1' || v === '2') return Number(v);
  throw new InvalidArgumentError('choose 1 (the first --fleet) or 2.');
};
/** `--points <n>`: the points value the players agreed (At All Costs); a bad value is a usage error (exit 2). */
export const pointsOption = (v: string): number => {
  const r = parseAgreedPoints(v);
  if (!r.ok) throw new InvalidArgumentError(r.message);
  return r.value;
};
export const collect = (v: string, prev: string[]): string[] => [...prev, v];

const isController = (v: string): v is Controller => v === 'human' || isVasStrength(v);
const controller = (v: string): Controller => {
  if (isController(v)) return v;
  throw new InvalidArgumentError(`choose human or a bot: ${VAS_STRENGTHS.join(', ')}.`);
};

const integer = (v: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new InvalidArgumentError('the seed is a whole number.');
  return n;
};

/** The setup to play, or the sentence saying why there is none; `say` is told when --seed replaces a setup file's own seed. */
function loadSetup(opts: PlayOptions, seed: number, say: (line: string) => void, fromScenario?: VasSetup): VasSetup | string {
  if (fromScenario) return withConditions(fromScenario, opts);
  if (!opts.scenario) return withConditions(defaultBattle(seed), opts);
  const read = readJsonFile(opts.scenario, 'scenario file');
  if (!read.ok) return read.error.message;
  const raw = read.value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `${opts.scenario} must hold a setup object with "fleets".`;
  const given = raw as Record<string, unknown>;
  const own = given.seed as number | string | undefined;
  if (opts.seed !== undefined && own !== undefined && String(own) !== String(opts.seed)) {
    say(`${opts.scenario} gives its own seed (${String(own)}); --seed ${opts.seed} replaces it, so the dice are not those of the battle the file describes (a campaign's battle, say, must be fought with its own seed: leave --seed out).`);
  }
  return withConditions({ ...(given as unknown as VasSetup), seed: opts.seed ?? (given.seed as number | string | undefined) ?? seed }, opts);
}

async function offerSave(term: Terminal, interactive: boolean): Promise<string | undefined> {
  if (!interactive) return undefined;
  const answer = await term.ask('Save the game record? File name (empty: no): ');
  const name = answer?.trim();
  return name ? name : undefined;
}

/** Asks who plays a fleet (a terminal with no --p1/--p2); undefined at end of input. */
async function askController(term: Terminal, fleet: string, byDefault: Controller): Promise<Controller | undefined> {
  for (;;) {
    // the bot strengths (easy, normal, hard) are accepted too; --help and the README name them
    const answer = await term.ask(`Who plays ${fleet}: human or random (the bot)? [${byDefault}] `);
    if (answer === null) return undefined;
    const a = answer.trim().toLowerCase();
    if (a === '') return byDefault;
    if (isController(a)) return a;
    if (a === 'bot') return 'random';
    term.print(`"${answer.trim()}" is neither human nor random.`);
  }
}

/** The battle to play: a new one from the options, or the one in a record to resume (with its actions). */
function startGame(opts: PlayOptions, term: Terminal, fromScenario?: VasSetup): { setup: VasSetup; state: VasState; prior: VasAction[]; meta?: Readonly<Record<string, string>> } | null {
  if (opts.resume) {
    if (opts.scenario || opts.seed !== undefined || opts.night || opts.nightVariant || opts.weather || opts.rosters || opts.aaByHand) {
      term.print('--resume plays on the battle and dice of the record; --scenario, --seed, --rosters and the conditions are not used.');
    }
    return resumeGame<VasSetup, VasState, VasAction, VasEvent, FleetId, VasView>(vas, opts.resume, (line) => term.print(line));
  }
  const loaded = loadSetup(opts, opts.seed ?? randomInt(0, 2 ** 31), (line) => term.print(line), fromScenario);
  if (typeof loaded === 'string') {
    term.print(loaded);
    return null;
  }
  let setup = loaded;
  if (opts.rosters !== undefined) {
    const catalog = catalogWithRosters(opts.rosters);
    if (!catalog.ok) {
      catalog.error.forEach((l) => term.print(l));
      return null;
    }
    const mine = withUserRosters(setup, catalog.value);
    setup = mine.setup;
    term.print(mine.replaced.length > 0
      ? `${opts.rosters}: your figures for ${mine.replaced.join(', ')} (the record keeps them).`
      : `${opts.rosters} names no class of this battle with other figures: Salvo's own are played.`);
  }
  const created = vas.createGame(setup);
  if (!created.ok) {
    term.print(created.error.message);
    for (const p of created.error.problems) term.print(`  ${p.path ?? ''}: ${p.message}`);
    return null;
  }
  return { setup, state: created.value, prior: [] };
}

/**
 * A scenario (not an old setup file): rolls, fleets, who plays each side, deployment. Returns the setup
 * and the players, null when --scenario names an old setup (played as before), or 'failed'.
 */
async function prepareScenario(opts: PlayOptions, term: Terminal, stdinIsTty: boolean): Promise<{ setup: VasSetup; notes: readonly string[]; p1?: Controller; p2?: Controller } | null | 'failed'> {
  if (!opts.scenario || opts.resume) {
    if (!opts.scenario && (opts.level || opts.fleet?.length || opts.attacker !== undefined || opts.points !== undefined)) term.print('--level, --fleet, --attacker and --points go with --scenario <id>; playing the default battle.');
    return null;
  }
  // --rosters: a scenario's fixed fleets (and the fleet files) may name the modder's classes; the setup carries them inline
  const catalog = opts.rosters === undefined ? undefined : catalogWithRosters(opts.rosters);
  if (catalog && !catalog.ok) {
    catalog.error.forEach((l) => term.print(l));
    return 'failed';
  }
  const opened = openScenario(opts.scenario, catalog?.value);
  if (opened.kind === 'error') {
    opened.lines.forEach((l) => term.print(l));
    return 'failed';
  }
  if (opened.kind === 'setup') return null;
  const seed = opts.seed ?? randomInt(0, 2 ** 31);
  const plan = await planScenario(opened.scenario, { seed, ...(opts.level ? { level: opts.level } : {}), ...(opts.fleet?.length ? { fleets: opts.fleet } : {}), ...(opts.attacker !== undefined ? { attacker: opts.attacker - 1 } : {}), ...(opts.points !== undefined ? { points: opts.points } : {}), ...(catalog ? { catalog: catalog.value } : {}) }, opts.table ? term : undefined);
  if (Array.isArray(plan)) {
    plan.forEach((l) => term.print(l));
    return 'failed';
  }
  scenarioIntro(plan).forEach((l) => term.print(l));
  let p1 = opts.p1;
  let p2 = opts.p2;
  if (!p1 && !p2 && stdinIsTty) {
    p1 = await askController(term, plan.players[0]?.fleetName ?? 'the first fleet', 'human');
    p2 = p1 && (await askController(term, plan.players[1]?.fleetName ?? 'the second fleet', 'random'));
    if (!p1 || !p2) {
      term.print('Input ended before the game began.');
      return 'failed';
    }
  }
  const setup = await deployScenario(plan, [p1 ?? (stdinIsTty ? 'human' : 'random'), p2 ?? 'random'], term);
  if (!setup) {
    term.print('Input ended before the fleets were deployed.');
    return 'failed';
  }
  return { setup, notes: plan.notes, ...(p1 ? { p1 } : {}), ...(p2 ? { p2 } : {}) };
}

export async function runPlay(opts: PlayOptions, term: Terminal, stdinIsTty: boolean): Promise<number> {
  const prepared = await prepareScenario(opts, term, stdinIsTty);
  if (prepared === 'failed') return 1;
  const game = prepared ? startGame({ ...opts, ...(prepared.p1 ? { p1: prepared.p1 } : {}), ...(prepared.p2 ? { p2: prepared.p2 } : {}) }, term, prepared.setup) : startGame(opts, term);
  if (!game) return 1;
  if (prepared) {
    opts = { ...opts, ...(prepared.p1 ? { p1: prepared.p1 } : {}), ...(prepared.p2 ? { p2: prepared.p2 } : {}) };
  }
  // A resumed game keeps who played each fleet unless the options say otherwise.
  const was = (v: string | undefined): Controller | undefined => (v !== undefined && isController(v) ? v : undefined);
  let p1 = opts.p1 ?? was(game.meta?.p1);
  let p2 = opts.p2 ?? was(game.meta?.p2);
  const { setup, state, prior } = game;
  const [f1, f2] = state.fleetOrder;
  if (!p1 && !p2 && !stdinIsTty) {
    term.print('No terminal on stdin: playing bot against bot (give --p1 human to play from piped input).');
    p1 = 'random';
    p2 = 'random';
  } else if (!p1 && !p2) {
    p1 = await askController(term, state.fleets[f1 ?? '']?.name ?? 'the first fleet', 'human');
    p2 = p1 && (await askController(term, state.fleets[f2 ?? '']?.name ?? 'the second fleet', 'random'));
    if (!p1 || !p2) {
      term.print('Input ended before the game began.');
      return 1;
    }
  }
  const controllers: Record<string, Controller> = {};
  if (f1) controllers[f1] = p1 ?? 'human';
  if (f2) controllers[f2] = p2 ?? 'random';
  // A resumed table-mode game stays in table mode.
  const table = opts.table ?? game.meta?.dice === 'table';
  const meta: Record<string, string> = {
    p1: p1 ?? 'human', p2: p2 ?? 'random', seed: String(setup.seed), ...(table ? { dice: 'table' } : {}),
    ...(game.meta?.takeBacks !== undefined ? { takeBacks: game.meta.takeBacks } : {}),
    ...(state.scenario ? { scenario: state.scenario.id, level: state.scenario.level } : {}),
    // The pre-battle rolls (attacker, weather, night, land-based aircraft, deployment), typed or rolled:
    // the setup holds only what they decided, so the record keeps them as the players read them.
    ...(prepared ? { preBattle: prepared.notes.join('\n') } : game.meta?.preBattle !== undefined ? { preBattle: game.meta.preBattle } : {}),
  };
  // The record on disk is rewritten after every action, so Ctrl-C, end of input or a crash loses nothing.
  const savePath = opts.save ?? opts.resume;
  const saver = savePath ? recordSaver<VasSetup, VasAction>(savePath, vas.descriptor.id, vas.descriptor.version, setup, meta) : null;
  const kept = keepRecord(saver, prior, (line) => term.print(line));
  if (!kept.ok) {
    term.print(kept.error.message);
    return 1;
  }
  const { onAction } = kept.value;
  term.print(`Victory at Sea, seed ${String(setup.seed)}: ${state.fleetOrder.map((f) => `${state.fleets[f]?.name ?? f} (${controllers[f] ?? 'random'})`).join(' vs ')}${table ? ', table mode' : ''}`);
  if (state.scenario) {
    term.print(`${state.scenario.name}: at most ${state.options.maxTurns} turns (now turn ${state.turn}); ${state.scenario.victory === 'points' ? 'Victory Points decide the winner (equal points: a draw)' : 'the last side with ships on the table wins'}.`);
  } else {
    term.print(`The battle lasts at most ${state.options.maxTurns} turns (now turn ${state.turn}); then the side with the most ships in play wins, then the most Damage left.`);
  }
  if (Object.values(controllers).includes('human')) term.print('Type help at any prompt for the actions you can type.');
  const out = await playVas(vas, state, {
    controllers, table, botRng: seedRng(`bots:${String(setup.seed)}`), verbose: opts.verbose ?? false, preMeasure: opts.preMeasure ?? false, compact: opts.compact ?? false, prior, onAction,
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
      ? `The game so far (${out.actions.length} actions) is saved in ${saver.path}; play on with: ${RESUME_COMMAND} --resume ${saver.path}`
      : `Saved the game record (${out.actions.length} actions) to ${saver.path}.`);
    return out.stopped ? 1 : 0;
  }
  const interactive = stdinIsTty && Object.values(controllers).includes('human');
  const path = await offerSave(term, interactive && !out.stopped);
  if (path) {
    const written = recordSaver<VasSetup, VasAction>(path, vas.descriptor.id, vas.descriptor.version, setup, meta).save(out.actions);
    term.print(written.ok ? `Saved the game record (${out.actions.length} actions) to ${path}.` : written.error.message);
    if (!written.ok) return 1;
  } else if (out.stopped && out.actions.length > 0) term.print('Nothing was saved: give --save <file.json> to keep a game you may stop.');
  return out.stopped ? 1 : 0;
}

/** The command a user pastes to play on, without a global install (item 13): from the repository. */
const RESUME_COMMAND = 'npm run salvo -- play';

const PLAY_HELP = `
At the > prompt, type the number of an option, or an action (help lists them again):
  first | pass                       move first, or make the opponent move first
  nominate warspite [flank-speed]    nominate a ship to move, with a Special Action if any
  move 3 turn 45 forward 2           move the nominated ship: inches ahead, degrees to turn (+ starboard, - port)
  attack warspite a@veneto b@veneto  fire weapons (by name or number) at targets; "attack warspite" holds fire
  attack warspite 4@zarax2           ... weapon 4 at Zara with 2 Attack Dice
  attack warspite starshell@zara     night-fighting variant: a starshell (or spotlight@zara) with the nomination
  dc warspite 1 | dc warspite none   Damage Control on critical 1, or none
  concede | random (the bot picks this one) | auto (the bot plays your fleet) | table (show it again)
  undo                               take back your last step and the bot's answers (not once dice were rolled since)
Table mode (--table): each dice prompt says what the roll is for and how many dice; type them, e.g. 3 5 (undo takes
back a mistyped roll).

Examples:
  salvo play                                    you (Royal Navy) against the random bot
  salvo play --p1 human --p2 human --save g.json  hot-seat, the record kept in g.json
  salvo play --p1 random --p2 random --seed 3   bot against bot
  salvo play --p2 hard                          you against the strongest bot (random, easy, normal, hard)
  salvo play --table                            real dice at a real table
  salvo play --night --weather bad              at night in Bad Weather (spotting and radar shown on the table)
  salvo play --night-variant national,scatter   the night-fighting variant with two of its optional parts
  salvo play --aa-by-hand                       you split your ships' AA dice among enemy flights (Enter: Salvo's split)
  salvo play --resume g.json                    play on from where g.json stopped
  salvo play --scenario convoy-duty             a scenario with its example fleets (salvo scenarios lists them)
  salvo play --scenario blockade --level Raid --fleet mine.json --fleet theirs.json --attacker 1
  salvo play --scenario at-all-costs --level Raid --points 8 --fleet mine.json --fleet theirs.json
Without a global install, type "npm run salvo -- play ..." in the repository instead of "salvo play ...".`;

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a Victory at Sea battle in the terminal (hot-seat, against the bot, or bot against bot)')
    .option('--p1 <who>', `first fleet: human or a bot, ${VAS_STRENGTHS.join(', ')} (default human; random when stdin is not a terminal)`, controller)
    .option('--p2 <who>', `second fleet: human or a bot, ${VAS_STRENGTHS.join(', ')} (default random)`, controller)
    .option('--seed <n>', 'seed of the dice and the bots (default: a random seed, printed)', integer)
    .option('--scenario <id|file.json>', 'a scenario (salvo scenarios lists them) or a scenario or setup file (default: Warspite and Valiant against Vittorio Veneto and Zara)')
    .option('--level <level>', 'with --scenario: the Priority Level (Patrol, Skirmish, Raid, Battle, War) of a generic scenario', levelOption)
    .option('--fleet <fleet.json>', 'with --scenario: a player\'s fleet file (give it twice: player 1, then player 2); default: the scenario\'s example fleets', collect, [])
    .option('--attacker <1|2>', 'with --scenario: which player attacks (default: one die each, ties re-rolled)', attackerOption)
    .option('--points <n>', 'with --scenario at-all-costs: the Fleet Allocation Points a fleet the players agreed, 1 to 99 (default 5); other scenarios set their own', pointsOption)
    .option('--table', 'table mode: type the dice you rolled at the table for every chance step')
    .option('--save <file.json>', 'keep the game record in this file, rewritten after every action (Ctrl-C loses nothing)')
    .option('--resume <record.json>', 'play on from a saved record (its battle, dice, players and table mode unless given again); it keeps being saved there unless --save names another file')
    .option('--night', 'a battle at night (Night Battles rules: -1 to hit, only Spotted ships within 20" may be attacked)')
    .option('--night-variant [parts]', 'at night with the night-fighting variant instead of the core Night Battles rules; optional parts as a comma list: scatter, friendly-fire, national, or all', nightParts)
    .option('--weather <good|bad>', 'the weather (Bad Weather: -1 to hit and to Command checks, no extreme range, long range only once Spotted)', weatherOption)
    .option('--aa-by-hand', 'you split each of your ships\' AA dice among the enemy flights she may fire at, before they are rolled (default: Salvo splits them, threats to the ship first)')
    .option('--verbose', 'show the table before every bot decision too')
    .option('--rosters <file>', `${ROSTERS_OPTION} (see salvo ships --help): the battle is played with your figures, kept in the record`)
    .option('--compact', 'before each of your prompts show the turn and the ships only, not the board, flights and Special Actions list (type table for the board)')
    .option('--pre-measure', 'house rule: the attack prompt shows exact ranges (the rules forbid pre-measuring, so by default it shows an estimate to the nearest 5")')
    .addHelpText('after', PLAY_HELP)
    .action(async (opts: PlayOptions) => {
      exitQuietlyOnEpipe();
      onInterrupt(opts.save ?? opts.resume, RESUME_COMMAND);
      const term = stdioTerminal();
      try {
        process.exitCode = await runPlay(opts, term, process.stdin.isTTY === true);
      } finally {
        term.close();
      }
    });
}
