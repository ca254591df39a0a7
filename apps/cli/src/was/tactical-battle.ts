/**
 * A War at Sea surface battle fought out on the Victory at Sea table at the terminal (WAS-SALVO-TACTICAL,
 * `salvo was play --tactical`). The battle's table is printed, then:
 * - `table` plays it here (the people of the War at Sea game command their side, a bot the other;
 *   table mode types the dice), its record kept beside the game's (`<save>.turn<N>-<area>.json`);
 * - `setup <file.json>` writes the table to play elsewhere (`salvo play --scenario <file>`, with `--table` for
 *   miniatures and real dice), and `result <record.json>` reads that battle's finished record;
 * - `dice` (or its number) fights it by the War at Sea dice; `bot` lets the heuristic bot choose (the dice).
 * With no person in the game the bots fight it on the table. Returns the action, or null at end of input.
 */
import { existsSync } from 'node:fs';
import { seedRng } from '@salvo/kernel';
import { vas, type VasAction, type VasSetup, type VasState } from '@salvo/vas';
import { fleetLines, tacticalResult, tacticalSetup, type TacticalBattle } from '@salvo/was-tactical';
import { wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { writeJsonFile } from '../io/json-file';
import { keepRecord, loadRecord, recordSaver } from '../io/record-file';
import type { Terminal } from '../io/terminal';
import { playVas, type Controller as VasController } from '../vas/play-loop';
import type { Controller } from './play-loop';

export interface TacticalContext {
  readonly controllers: Readonly<Record<Side, Controller>>;
  readonly table: boolean;
  /** The War at Sea record's path, if kept: the battle's own record goes beside it. */
  readonly savePath?: string;
}

const FIGHT_BY_DICE: WasAction = { type: 'fight-by-dice' };

export const TACTICAL_HELP = [
  '  table                 fight it here on the Victory at Sea table (you command your side)',
  '  dice                  fight it by the War at Sea dice (11.x, 12.x)',
  '  setup <file.json>     write the table to a file, to fight elsewhere (salvo play --scenario <file.json> --save battle.json)',
  '  result <record.json>  the finished record of that battle: its ships, sunk, damaged or withdrawn, come back here',
];

export async function tacticalDecision(state: WasState, ctx: TacticalContext, term: Terminal): Promise<WasAction | null> {
  const made = tacticalSetup(state);
  if (!made.ok) {
    term.print(`${made.error.message} It is fought by the dice.`);
    return FIGHT_BY_DICE;
  }
  const battle = made.value;
  describeTable(battle, term);
  const humans = (['allies', 'axis'] as const).filter((x) => ctx.controllers[x] === 'human');
  if (humans.length === 0) return fightHere(state, battle, ctx, term);
  for (;;) {
    term.print('  1. fight it here on the table   2. fight it by the War at Sea dice   (or: setup <file.json>, result <record.json>, help)');
    const line = await term.ask(`${humans.map(title).join(' and ')}: how is this battle fought? `);
    if (line === null) return null;
    const [word = '', ...rest] = line.trim().split(/\s+/);
    const arg = rest.join(' ');
    const w = word.toLowerCase();
    if (w === '1' || w === 'table') return fightHere(state, battle, ctx, term);
    if (w === '2' || w === 'dice' || w === 'bot') return FIGHT_BY_DICE;
    if (w === 'setup' && arg) writeSetup(battle.setup, arg, term);
    else if (w === 'result' && arg) {
      const action = resultFromFile(state, arg, term);
      if (action) return action;
    } else TACTICAL_HELP.forEach((l) => term.print(l));
  }
}

function describeTable(battle: TacticalBattle, term: Terminal): void {
  term.print('A surface battle: it may be fought out on the Victory at Sea table (option --tactical).');
  for (const l of fleetLines(battle)) term.print(`  ${l.fleet}: ${l.ships}`);
  battle.notes.forEach((n) => term.print(`  ${n}`));
}

/** The battle played out at this terminal; null when input ended before its end (its record stays on disk). */
async function fightHere(state: WasState, battle: TacticalBattle, ctx: TacticalContext, term: Terminal): Promise<WasAction | null> {
  const created = vas.createGame(battle.setup);
  if (!created.ok) {
    term.print(`The table cannot be set up (${created.error.message}); the battle is fought by the dice.`);
    return FIGHT_BY_DICE;
  }
  const controllers: Record<string, VasController> = { allies: vasController(ctx.controllers.allies), axis: vasController(ctx.controllers.axis) };
  const path = ctx.savePath ? battlePath(ctx.savePath, state) : null;
  const resumed = path ? keptBattle(path, battle.setup, term) : null;
  const saver = path ? recordSaver<VasSetup, VasAction>(path, vas.descriptor.id, vas.descriptor.version, battle.setup, { p1: controllers['allies'] ?? 'normal', p2: controllers['axis'] ?? 'normal', seed: String(battle.setup.seed), ...(ctx.table ? { dice: 'table' } : {}) }) : null;
  const prior = resumed?.actions ?? [];
  const kept = keepRecord(saver, prior, (l) => term.print(l));
  if (path) term.print(`The battle's record is kept in ${path}.`);
  const out = await playVas(vas, resumed?.state ?? created.value, {
    controllers, table: ctx.table, botRng: seedRng(`bots:${String(battle.setup.seed)}`), prior, ...(kept.ok ? { onAction: kept.value.onAction } : {}),
  }, term);
  if (out.stopped) {
    term.print(`The battle stopped: ${out.stopped}${path ? ` It is kept in ${path}: \`table\` at this battle plays it on from there.` : ''}`);
    return null;
  }
  return resultOf(state, out.state, term);
}

/** The battle kept beside the war's record from an earlier session, if it is this battle's: played on, not restarted. */
function keptBattle(path: string, setup: VasSetup, term: Terminal): { state: VasState; actions: VasAction[] } | null {
  if (!existsSync(path)) return null;
  const loaded = loadRecord(vas, path);
  if (!loaded.ok) {
    term.print(`${loaded.error} The battle starts afresh and ${path} is rewritten.`);
    return null;
  }
  if (JSON.stringify(loaded.value.record.setup) !== JSON.stringify(setup)) {
    term.print(`${path} holds another battle; it is rewritten with this one.`);
    return null;
  }
  const actions = [...loaded.value.record.actions] as VasAction[];
  term.print(`Playing on the battle kept in ${path}: ${actions.length} actions replayed.`);
  return { state: loaded.value.state, actions };
}

/** A bot side of the War at Sea game commands its ships on the table as Victory at Sea's `normal` bot. */
const vasController = (c: Controller): VasController => (c === 'human' ? 'human' : c === 'random' ? 'random' : 'normal');

function writeSetup(setup: VasSetup, path: string, term: Terminal): void {
  const w = writeJsonFile(path, setup);
  term.print(w.ok
    ? `Wrote the table to ${path}. Fight it with \`npm run salvo -- play --scenario ${path} --save battle.json\` (add --table to type your own dice at a real table), then type: result battle.json`
    : w.error.message);
}

function resultFromFile(state: WasState, path: string, term: Terminal): WasAction | null {
  const loaded = loadRecord(vas, path);
  if (!loaded.ok) {
    term.print(loaded.error);
    return null;
  }
  return resultOf(state, loaded.value.state, term);
}

function resultOf(state: WasState, end: VasState, term: Terminal): WasAction | null {
  const r = tacticalResult(state, end);
  if (!r.ok) {
    term.print(r.error.message);
    return null;
  }
  const check = wasEngine.apply(state, r.value);
  if (!check.ok) {
    term.print(check.error.message);
    return null;
  }
  return r.value;
}

/** `w.json` -> `w.turn3-north-atlantic.json`. */
export function battlePath(savePath: string, state: WasState): string {
  const area = state.step.kind === 'tactical-battle' ? state.step.area : 'battle';
  const base = savePath.replace(/\.json$/i, '');
  return `${base}.turn${state.turn}-${area}.json`;
}

const title = (side: Side): string => (side === 'allies' ? 'Allies' : 'Axis');
