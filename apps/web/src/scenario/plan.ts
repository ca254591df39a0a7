/**
 * From the scenario screen's choices to a battle plan (packages/scenarios `planBattle`), in the browser.
 *
 * Contract:
 * - `side`: the side id Player 1 takes, or 'roll' (scenarios with an attacker: one die each,
 *   VAS-SCN-ATTACKER-ROLL; Player 1 then takes whichever side the roll gives). With a side chosen in a
 *   scenario with roles, no roll is made (the book: players choose, or roll).
 * - `fleets`: fleet files (parsed JSON) by side id for the sides that buy their fleets; a side without one
 *   plays the scenario's example fleet. Each file is checked by planBattle with the same restrictions as
 *   `salvo fleet validate --scenario` (checkSideFleet); problems come back as sentences naming the side.
 * - `points`: the points value the players agreed, as typed (At All Costs: `agreesPoints`); blank or absent: the
 *   scenario's own. A value that is not 1 to MAX_AGREED_POINTS comes back as the package's sentence.
 * - The result names the player index of Player 1 (`first`), so a bot takes the other one.
 * Nothing here reads files or the clock: same choices and seed, same plan.
 */
import { agreesPoints, checkSideFleet, fleetAloft, parseAgreedPoints, planBattle, type BattlePlan, type Scenario, type ScenarioSide } from '@salvo/scenarios';
import type { PriorityLevel } from '@salvo/data';

export interface ScenarioChoice {
  readonly scenario: Scenario;
  readonly seed: string;
  /** Generic scenarios: the Priority Level (default: the example's). */
  readonly level?: PriorityLevel;
  readonly side: string;
  readonly fleets?: Readonly<Record<string, unknown>>;
  /** The points value the players agreed, as typed in the form (blank: the scenario's own). */
  readonly points?: string;
}

/**
 * The agreed points value of a choice: `value` undefined when none applies (blank, or a scenario that sets its
 * own points: the form offers no field there), or the sentence why the typed text is not one.
 */
export function choicePoints(c: Pick<ScenarioChoice, 'scenario' | 'points'>): { ok: true; value?: number } | { ok: false; message: string } {
  const typed = c.points?.trim() ?? '';
  if (typed === '' || !agreesPoints(c.scenario)) return { ok: true };
  return parseAgreedPoints(typed);
}

export type Planned = { readonly ok: true; readonly plan: BattlePlan; readonly first: number } | { readonly ok: false; readonly problems: string[] };

export const hasRoles = (s: Scenario): boolean => s.sides.some((x) => x.role === 'attacker') && s.sides.some((x) => x.role === 'defender');

/** The level a generic scenario is played at when the players give none. */
export function defaultLevel(s: Scenario): PriorityLevel {
  return s.level ?? s.example?.level ?? 'Raid';
}

/** Sides in player order for a given attacker (as planBattle assigns them). */
export function sidesFor(s: Scenario, attacker: number): ScenarioSide[] {
  const att = s.sides.find((x) => x.role === 'attacker');
  const def = s.sides.find((x) => x.role === 'defender');
  if (s.sides.length === 2 && att && def) return attacker === 0 ? [att, def] : [def, att];
  return [...s.sides];
}

/** The fleet file of each buying side in player order: the player's own, else the example's. */
export function fleetsInOrder(s: Scenario, sides: readonly ScenarioSide[], own: Readonly<Record<string, unknown>>): unknown[] {
  return sides.filter((x) => x.fleet.kind === 'allocation').map((x) => (Object.hasOwn(own, x.id) ? own[x.id] : s.example?.fleets[x.id]));
}

export function planChoice(c: ScenarioChoice): Planned {
  const s = c.scenario;
  const points = choicePoints(c);
  if (!points.ok) return { ok: false, problems: [points.message] };
  const level = s.level ?? c.level ?? defaultLevel(s);
  const own = c.fleets ?? {};
  const ownGiven = Object.keys(own).length > 0;
  const roles = hasRoles(s);
  let attacker: number | undefined;
  let rollNotes: string[] = [];
  if (roles && c.side !== 'roll') attacker = s.sides.find((x) => x.id === c.side)?.role === 'attacker' ? 0 : 1;
  if (roles && c.side === 'roll' && ownGiven) {
    // The roll decides the player order, which decides whose file is which: roll first (the same seeded
    // dice planBattle would throw), then plan with the attacker fixed and the files in that order.
    // (the example fleets in the probe: the roll comes before any fleet is looked at)
    const probe = planBattle(s, { seed: c.seed, level });
    const found = probe.ok ? probe.value.players.findIndex((p) => p.side.role === 'attacker') : 0;
    attacker = found < 0 ? 0 : found;
    rollNotes = probe.ok ? probe.value.notes.filter((n) => n.startsWith('Attacker roll')) : [];
  }
  const sides = sidesFor(s, attacker ?? 0);
  // Without a file of their own the players get the scenario's example fleets (planBattle's default).
  const plan = planBattle(s, {
    seed: c.seed, level,
    ...(ownGiven ? { fleets: fleetsInOrder(s, sides, own) } : {}),
    ...(attacker !== undefined ? { attacker } : {}),
    ...(points.value !== undefined ? { points: points.value } : {}),
  });
  if (!plan.ok) {
    return { ok: false, problems: plan.problems.map((p) => p.message) };
  }
  plan.value.notes.unshift(...rollNotes);
  const first = c.side === 'roll' ? 0 : Math.max(0, plan.value.players.findIndex((p) => p.side.id === c.side));
  return { ok: true, plan: plan.value, first };
}

/**
 * A fleet file a player opened for `side`, checked as `salvo fleet validate --scenario` does (against `points`, the
 * agreed value, where the scenario lets the players agree one): sentences, empty when legal.
 */
export function fleetFileProblems(s: Scenario, sideId: string, level: PriorityLevel, raw: unknown, points?: number): string[] {
  const side = s.sides.find((x) => x.id === sideId);
  if (!side) return [`${s.name} has no side "${sideId}".`];
  return checkSideFleet(s, side, level, raw, points !== undefined ? { points } : {}).problems.map((p) => `${p.path ? `${p.path}: ` : ''}${p.message}`);
}

/** The sides a player may open a fleet file for (those that buy their fleets). */
export function buyingSides(s: Scenario): ScenarioSide[] {
  return s.sides.filter((x) => x.fleet.kind === 'allocation');
}

/**
 * Players who deploy by hand, in deployment order: those placing ships in zones, and those choosing how many
 * flights a carrier starts with in the air (VAS-SCN-AIR-ALOFT-CHOICE, any deployment). Fixed and rolled
 * deployments are placed for them, and a side entering from the long edges (VAS-SCN-CONVOY-ENTRY) waits off the
 * table and brings its ships on during the battle (the engine's `enter` decision), so it places nothing here.
 */
export function handDeployers(plan: BattlePlan, isHuman: (player: number) => boolean): number[] {
  return plan.deployOrder.filter((i) => {
    const p = plan.players[i];
    if (!p || !isHuman(i)) return false;
    const places = p.side.deployment.kind === 'zone' && p.ships.some((sh) => !sh.placement);
    return places || fleetAloft(plan, i).carriers.some((c) => c.min < c.max);
  });
}

/** A hand deployer who places nothing herself (fixed, rolled or edge-entry deployment): only her carriers' flights. */
export const placesByHand = (plan: BattlePlan, player: number): boolean => plan.players[player]?.side.deployment.kind === 'zone';

/** Whether anyone sets up in turn (zones or rolled positions): only then do the set-up order and the zones mean anything. */
export const anyoneDeploys = (plan: BattlePlan): boolean => plan.players.some((p) => p.side.deployment.kind === 'zone' || p.side.deployment.kind === 'blockade-roll');

/** The navy a side plays, for naming it beside the side ("First fleet (Royal Navy)"): fixed fleets', else the fleet file's or the example's. */
export function sideNavy(s: Scenario, side: ScenarioSide, own: Readonly<Record<string, unknown>>): string | undefined {
  if (side.fleet.kind === 'fixed') return side.fleet.nation;
  const f = Object.hasOwn(own, side.id) ? own[side.id] : s.example?.fleets[side.id];
  return typeof f === 'object' && f !== null && 'nation' in f && typeof f.nation === 'string' ? f.nation : undefined;
}

/**
 * What the ready screen says of how each fleet came to be where it is: placed by its player, by the bot, by the
 * scenario's positions, by its deployment rolls, or coming on from the edges later. One sentence a fleet.
 */
export function readyText(plan: BattlePlan, isHuman: (player: number) => boolean): string {
  return plan.players.map((p, i) => {
    switch (p.side.deployment.kind) {
      case 'fixed': return `${p.fleetName} starts at the positions the scenario gives it.`;
      case 'blockade-roll': return `${p.fleetName} was placed by its deployment rolls.`;
      case 'long-edge-entry': return `${p.fleetName} comes on from the long edges during the battle.`;
      case 'zone': return isHuman(i) ? `Player ${i + 1} placed ${p.fleetName}.` : `The bot placed ${p.fleetName}.`;
    }
  }).join(' ');
}
