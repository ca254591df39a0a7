/**
 * `salvo play --scenario <id|scenario.json> [--level L] [--fleet a.json --fleet b.json] [--attacker 1|2] [--points N]`:
 * a scenario (packages/scenarios) made into a battle. `openScenario` tells a scenario file from an old
 * hand-written setup (docs/game-record.md), which the caller plays as before. `planScenario` settles the
 * pre-battle rolls and checks the fleet files; `deployScenario` asks a person to place each of her ships in
 * her zones (empty answer: placed for her) and how many flights each of her carriers starts with in the air
 * (carrier-aloft.ts; empty answer: the most), and lets a bot place its own (its carriers: the most);
 * `scenarioIntro` is what every player reads first: length, victory conditions, conditions rolled.
 */
import {
  autoPlaceSide, BUILTIN_SCENARIOS, nextPreBattleRoll, parseScenario, placeShip, planBattle, planToSetup, zoneText,
  type BattlePlan, type Scenario, type ScenarioProblem,
} from '@salvo/scenarios';
import type { Catalog, PriorityLevel } from '@salvo/data';
import type { VasSetup } from '@salvo/vas';
import { readJsonFile } from '../io/json-file';
import { askTableDice } from '../io/table-dice';
import { askCarriersAloft } from './carrier-aloft';
import type { Terminal } from '../io/terminal';
import type { Controller } from './play-loop';

export type Opened = { kind: 'scenario'; scenario: Scenario } | { kind: 'setup'; raw: Record<string, unknown> } | { kind: 'error'; lines: string[] };

/** Said under a class the scenario names that no roster gives: how a class of one's own is given. */
export const OWN_CLASS_HINT = 'A class of your own: give its roster file with --rosters <file> (salvo ships --help says how to write one; salvo ships lists the classes Salvo knows).';

const problemLines = (source: string, problems: readonly ScenarioProblem[], rostersGiven: boolean): string[] => {
  const unknown = problems.some((p) => p.message.startsWith('No ship class called '));
  return [`${source} is not a valid scenario:`, ...problems.map((p) => `  ${p.path || '(file)'}: ${p.message}`), ...(unknown && !rostersGiven ? [OWN_CLASS_HINT] : [])];
};

/**
 * A built-in id, a scenario file (`"format": "salvo-scenario"`), or an old setup file with "fleets". `catalog`:
 * the classes a scenario's fixed fleets may name (--rosters on top of Salvo's own; absent: Salvo's own).
 */
export function openScenario(idOrPath: string, catalog?: Catalog): Opened {
  const given = catalog !== undefined;
  if (Object.hasOwn(BUILTIN_SCENARIOS, idOrPath)) {
    const r = parseScenario(BUILTIN_SCENARIOS[idOrPath], catalog);
    return r.ok ? { kind: 'scenario', scenario: r.value } : { kind: 'error', lines: problemLines(idOrPath, r.problems, given) };
  }
  const read = readJsonFile(idOrPath, 'scenario file');
  if (!read.ok) {
    const looksLikeId = /^[a-z0-9-]+$/.test(idOrPath);
    return { kind: 'error', lines: [looksLikeId ? `"${idOrPath}" is not a scenario: salvo scenarios lists them (${Object.keys(BUILTIN_SCENARIOS).join(', ')}).` : read.error.message] };
  }
  const raw = read.value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { kind: 'error', lines: [`${idOrPath} must hold a scenario ("format": "salvo-scenario") or a setup object with "fleets".`] };
  const obj = raw as Record<string, unknown>;
  if (obj.format === 'salvo-scenario') {
    const r = parseScenario(obj, catalog);
    return r.ok ? { kind: 'scenario', scenario: r.value } : { kind: 'error', lines: problemLines(idOrPath, r.problems, given) };
  }
  return { kind: 'setup', raw: obj };
}

export interface ScenarioOptions {
  readonly level?: PriorityLevel; readonly fleets?: readonly string[]; readonly attacker?: number; readonly seed: number | string;
  /** The points value the players agreed (planBattle refuses it for a scenario that sets its own). */
  readonly points?: number;
  /** The classes the fleets may name (--rosters); absent: Salvo's own. */
  readonly catalog?: Catalog;
}

/**
 * The plan, or the sentences saying why not (fleet files unreadable or not legal for their side). In table
 * mode (`table` given) the pre-battle dice are the players' (VAS-SCN-PRE-BATTLE-DICE): each roll is asked
 * with what it is for and which faces, once the fleets are known to be legal.
 */
export async function planScenario(scenario: Scenario, opts: ScenarioOptions, table?: Terminal): Promise<BattlePlan | string[]> {
  const files: unknown[] = [];
  for (const f of opts.fleets ?? []) {
    const read = readJsonFile(f, 'fleet file');
    if (!read.ok) return [read.error.message];
    files.push(read.value);
  }
  const input = {
    seed: opts.seed, ...(opts.level ? { level: opts.level } : {}), ...(files.length > 0 ? { fleets: files } : {}),
    ...(opts.attacker !== undefined ? { attacker: opts.attacker } : {}), ...(opts.points !== undefined ? { points: opts.points } : {}),
    ...(opts.catalog !== undefined ? { catalog: opts.catalog } : {}),
  };
  let plan = planBattle(scenario, input);
  if (plan.ok && table) {
    const dice: number[][] = [];
    if (nextPreBattleRoll(scenario, { ...input, dice })) table.print(`${scenario.name}: the pre-battle rolls are yours. Roll at the table and type what the dice show.`);
    for (let need = nextPreBattleRoll(scenario, { ...input, dice }); need; need = nextPreBattleRoll(scenario, { ...input, dice })) {
      const values = await askTableDice(need, table);
      if (values === null) return ['Input ended before the pre-battle rolls were made.'];
      dice.push(values);
    }
    plan = planBattle(scenario, { ...input, dice });
  }
  if (plan.ok) return plan.value;
  const named = (path: string): string => path.replace(/^fleets\[(\d+)\]/, (_, i: string) => opts.fleets?.[Number(i)] ?? `fleet ${Number(i) + 1}`);
  return [`${scenario.name} cannot be set up:`, ...plan.problems.map((p) => `  ${named(p.path)}: ${p.message}`)];
}

export function scenarioIntro(plan: BattlePlan): string[] {
  const s = plan.scenario;
  const length = 'turns' in s.length ? `${s.length.turns} turns` : `until ${s.length.until} (at most ${s.length.maxTurns} turns)`;
  return [
    `${s.name} (${s.kind} scenario), Priority Level ${plan.level}: ${s.summary}`,
    `Game length: ${length}.`,
    `Victory: ${s.victory.text}`,
    ...plan.notes,
    `Conditions: ${plan.weather === 'bad' ? 'Bad Weather' : 'good weather'}, ${plan.night ? 'at night' : 'by day'}.`,
    ...plan.players.map((p, i) => `Player ${i + 1}: ${p.fleetName} as ${p.side.name}${p.side.role !== 'none' ? ` (${p.side.role})` : ''}, ${p.ships.length} ship${p.ships.length === 1 ? '' : 's'}.`),
  ];
}

const PLACE_HELP = 'Type x y [heading] in inches and degrees (x across from the west edge, y up from the south edge, 0 = north), or press Enter to have the ship placed for you.';

/** Asks a person for each ship's place, recording each on the plan; false at end of input. */
export async function placeByHand(plan: BattlePlan, player: number, term: Terminal): Promise<boolean> {
  const p = plan.players[player];
  if (!p) return true;
  if (p.side.deployment.kind === 'blockade-roll' || p.side.deployment.kind === 'fixed') return true;
  if (p.side.deployment.kind === 'long-edge-entry') {
    term.print(`${p.fleetName} does not start on the table: at the start of every Movement Phase you choose which of your ships come on, and where along the entry edges (VAS-SCN-CONVOY-ENTRY).`);
    return true;
  }
  term.print(`${p.fleetName} deploys in: ${p.side.deployment.zones.map(zoneText).join('; ')}.`);
  term.print(PLACE_HELP);
  for (const [i, ship] of p.ships.entries()) {
    if (ship.placement) continue;
    for (;;) {
      const answer = await term.ask(`Place ${ship.name} (${ship.class}): `);
      if (answer === null) return false;
      const words = answer.trim().split(/[\s,]+/).filter(Boolean);
      if (words.length === 0) break;
      const nums = words.map(Number);
      const [x, y, h] = nums;
      if (nums.length > 3 || x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y) || (h !== undefined && !Number.isFinite(h))) {
        term.print(PLACE_HELP);
        continue;
      }
      if (h !== undefined && !(h >= 0 && h < 360)) {
        term.print(`A heading is 0 to 359 degrees, clockwise from north (90 = east, 180 = south, 270 = west); ${h} is not.`);
        continue;
      }
      const zone = p.side.deployment.zones.find((z) => x >= z.x && x <= z.x + z.width && y >= z.y && y <= z.y + z.height);
      const why = placeShip(plan, player, i, { position: { x, y }, heading: h ?? zone?.heading ?? 0 });
      if (why === null) break;
      term.print(why);
    }
  }
  return true;
}

/** Every player deploys in the scenario's order; the setup, or null when input ended. */
export async function deployScenario(plan: BattlePlan, controllers: readonly Controller[], term: Terminal): Promise<VasSetup | null> {
  for (const i of plan.deployOrder) {
    if (controllers[i] === 'human' && !(await placeByHand(plan, i, term))) return null;
    if (controllers[i] === 'human' && !(await askCarriersAloft(plan, i, term))) return null;
    const why = autoPlaceSide(plan, i);
    if (why) {
      term.print(why);
      return null;
    }
  }
  for (const n of plan.notes.filter((l) => l.startsWith('Blockade deployment'))) term.print(n);
  return planToSetup(plan);
}
