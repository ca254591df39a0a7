/**
 * A Victory at Sea game created from a scenario (POST /api/games with `scenario`): a built-in one by id, or
 * a designer's own file in Salvo's scenario format, checked as `salvo play --scenario file.json` checks it
 * (an id of a built-in is refused, since a battle and its record name their scenario by id). The server,
 * not the client, makes the pre-battle rolls (attacker unless chosen, Bad Weather, Night, land-based
 * aircraft, who sets up first) from a seed only it knows, checks each fleet file against its side with the
 * scenario's restrictions (the same as `salvo fleet validate --scenario`), and deploys every ship: fixed
 * positions from the file, every other by the scenario's automatic placement (autoPlaceSide; Blockade's
 * rolled deployment). The result is an ordinary setup; its `scenario` part carries the victory conditions.
 * `scenarioPlan` stops before placement: a game deployed by hand (deployment.ts) places from that plan.
 *
 * `fleets`: fleet files by side id for sides that buy their fleets; a side without one plays the
 * scenario's example fleet. `attacker`: the player (0 or 1) who attacks; rolled when absent. `points`: the
 * points value the players agreed (At All Costs; refused, with planBattle's sentence, for a scenario that sets its own).
 */
import { autoPlaceSide, BUILTIN_SCENARIOS, parseScenario, planBattle, planToSetup, type BattlePlan, type Scenario, type ScenarioSide } from '@salvo/scenarios';
import type { PriorityLevel } from '@salvo/data';

export interface ScenarioRequest {
  readonly id?: string | undefined;
  readonly file?: Readonly<Record<string, unknown>> | undefined;
  readonly level?: PriorityLevel | undefined;
  readonly fleets?: Readonly<Record<string, unknown>> | undefined;
  readonly attacker?: 0 | 1 | undefined;
  readonly points?: number | undefined;
}

export type ScenarioSetup = { ok: true; setup: Record<string, unknown> } | { ok: false; message: string; problems?: unknown };

function sidesFor(s: Scenario, attacker: number): ScenarioSide[] {
  const att = s.sides.find((x) => x.role === 'attacker');
  const def = s.sides.find((x) => x.role === 'defender');
  if (s.sides.length === 2 && att && def) return attacker === 0 ? [att, def] : [def, att];
  return [...s.sides];
}

function scenarioOf(req: ScenarioRequest): { ok: true; scenario: Scenario } | { ok: false; message: string; problems?: unknown } {
  if ((req.file === undefined) === (req.id === undefined)) return { ok: false, message: 'Give the scenario by its id or as a scenario file, one of the two.' };
  if (req.file !== undefined) {
    const parsed = parseScenario(req.file);
    if (!parsed.ok) return { ok: false, message: `The scenario file has ${parsed.problems.length === 1 ? 'a problem' : `${parsed.problems.length} problems`}: ${parsed.problems.map((p) => `${p.path || '(file)'}: ${p.message}`).join('; ')}.`, problems: parsed.problems };
    if (Object.hasOwn(BUILTIN_SCENARIOS, parsed.value.id)) {
      return { ok: false, message: `The scenario file uses the id "${parsed.value.id}" of a built-in scenario: give it an "id" of its own, since a battle and its record name their scenario by id.` };
    }
    return { ok: true, scenario: parsed.value };
  }
  const id = req.id ?? '';
  if (!Object.hasOwn(BUILTIN_SCENARIOS, id)) {
    return { ok: false, message: `"${id}" is not a scenario; the scenarios are ${Object.keys(BUILTIN_SCENARIOS).join(', ')}.` };
  }
  const parsed = parseScenario(BUILTIN_SCENARIOS[id]);
  if (!parsed.ok) return { ok: false, message: `The scenario "${id}" does not load.`, problems: parsed.problems };
  return { ok: true, scenario: parsed.value };
}

/** The battle plan of a scenario request (pre-battle rolls from `seed`), before any ship is placed by hand or automatically. */
export function scenarioPlan(req: ScenarioRequest, seed: string): { ok: true; plan: BattlePlan } | { ok: false; message: string; problems?: unknown } {
  const found = scenarioOf(req);
  if (!found.ok) return found;
  const s = found.scenario;
  const own = req.fleets ?? {};
  for (const side of Object.keys(own)) {
    const found = s.sides.find((x) => x.id === side);
    if (!found) return { ok: false, message: `${s.name} has no side "${side}"; its sides are ${s.sides.map((x) => x.id).join(', ')}.` };
    if (found.fleet.kind !== 'allocation') return { ok: false, message: `In ${s.name} the ${found.name} fleet is fixed by the scenario: no fleet file is chosen for it.` };
  }
  let attacker: number | undefined = req.attacker;
  const roles = s.sides.some((x) => x.role === 'attacker');
  const given = Object.keys(own).length > 0;
  if (given && roles && attacker === undefined) {
    // Which file is whose depends on the attacker roll: roll first with the example fleets, then plan with it fixed.
    const probe = planBattle(s, { seed, ...(req.level ? { level: req.level } : {}) });
    attacker = probe.ok ? Math.max(0, probe.value.players.findIndex((p) => p.side.role === 'attacker')) : 0;
  }
  const fleets = given ? sidesFor(s, attacker ?? 0).filter((x) => x.fleet.kind === 'allocation').map((x) => (Object.hasOwn(own, x.id) ? own[x.id] : s.example?.fleets[x.id])) : undefined;
  const r = planBattle(s, { seed, ...(req.level ? { level: req.level } : {}), ...(fleets ? { fleets } : {}), ...(attacker !== undefined ? { attacker } : {}), ...(req.points !== undefined ? { points: req.points } : {}) });
  if (!r.ok) return { ok: false, message: `${s.name} cannot be set up: ${r.problems.map((p) => p.message).join(' ')}`, problems: r.problems };
  return { ok: true, plan: r.value };
}

/** The setup of a scenario request with every ship placed automatically (scenarioToSetup's placement). */
export function scenarioSetup(req: ScenarioRequest, seed: string): ScenarioSetup {
  const planned = scenarioPlan(req, seed);
  if (!planned.ok) return planned;
  const plan = planned.plan;
  for (const i of plan.deployOrder) {
    const why = autoPlaceSide(plan, i);
    if (why) return { ok: false, message: `${plan.scenario.name} cannot be set up: ${why}`, problems: [{ path: 'sides', message: why }] };
  }
  return { ok: true, setup: planToSetup(plan) as unknown as Record<string, unknown> };
}
