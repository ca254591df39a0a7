/**
 * From a scenario to a battle. `planBattle` settles what comes before deployment, all from a PRNG seeded
 * `scenario:<seed>` (same seed, same battle): the Priority Level, attacker and defender (chosen or rolled,
 * VAS-SCN-ATTACKER-ROLL), Bad Weather, Night and land-based aircraft rolls (VAS-SCN-CONDITIONS-ROLL), each
 * player's fleet checked against its side (restrictions.ts), the deployment order (VAS-SCN-DEPLOY-ORDER).
 * Ships then get positions: fixed ones from the file, a person's through `placeShip` (checked), every other
 * by `autoPlaceSide` (a bot's placement; rolled for Blockade). `planToSetup` makes the `VasSetup`.
 * `scenarioToSetup` does all of it with automatic placement.
 */
import { seedRng, type ChanceRequest, type RngState } from '@salvo/kernel';
import { defaultCatalog, findShipClass, type Catalog, type FleetShip } from '@salvo/data';
import { blockadePoints, blockadePointsOf, footprintRadius, nudge, type ScenarioRule, type VasFleetSetup, type VasFlightSetup, type VasScenarioScoring, type VasScoredSquadron, type VasSetup, type TableEdge } from '@salvo/vas';
import { EDGES, HEADING_RANGE_TEXT, type FixedShip, type Scenario, type ScenarioSide } from './schema';
import type { ScenarioProblem } from './parse';
import { agreedPointsProblem, checkSideFleet } from './restrictions';
import { MissingDice, WrongDice, rollAttacker, rollBlockade, rollDeployInitiative, rollFor, seededDice, typedDice, type PreBattleDice } from './pre-battle';
import { autoPlace, checkPlacement, type PlacedShip, type Placement } from './deploy';
import { aloftEntries } from './aloft';
import type { BattleInput, PlannedShip, PlannedPlayer, BattlePlan, PlanResult } from './plan-types';

export type { BattleInput, PlannedShip, PlannedPlayer, BattlePlan, PlanResult } from './plan-types';

/**
 * VAS-SCN-PRE-BATTLE-DICE: the next pre-battle roll a table must make, given the dice typed so far; null
 * when they are enough (or the plan fails for another reason: planBattle says why).
 */
export function nextPreBattleRoll(scenario: Scenario, input: BattleInput): ChanceRequest | null {
  const r = planBattle(scenario, { ...input, dice: input.dice ?? [] });
  return !r.ok && r.need ? r.need : null;
}

const slug = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'ship';

function uniqueId(base: string, taken: Set<string>): string {
  let id = slug(base);
  for (let n = 2; taken.has(id); n++) id = `${slug(base)}-${n}`;
  taken.add(id);
  return id;
}

function fromFleetShip(s: FleetShip, civilian: boolean, taken: Set<string>): PlannedShip {
  return { id: uniqueId(s.name, taken), name: s.name, class: s.class, roster: s.roster, command: s.command, civilian, flights: s.flights };
}

function fromFixed(s: FixedShip, taken: Set<string>, catalog: Catalog): PlannedShip | undefined {
  const roster = findShipClass(s.class, catalog);
  if (!roster) return undefined;
  return {
    id: s.id !== undefined && !taken.has(s.id) ? (taken.add(s.id), s.id) : uniqueId(s.name, taken), name: s.name, class: roster.class, roster,
    command: s.command ?? 4, civilian: s.civilian === true || roster.type === 'civilian', flights: s.flights ?? [],
    ...(s.radar !== undefined ? { radar: s.radar } : {}), ...(s.submerged !== undefined ? { submerged: s.submerged } : {}),
    ...(s.position ? { placement: { position: s.position, heading: s.heading ?? 0 } } : {}), ...(s.zone !== undefined ? { zone: s.zone } : {}),
  };
}

/** Which side each player takes: by role when the scenario has an attacker, else in order. */
function assignSides(scenario: Scenario, attacker: number): ScenarioSide[] {
  const sides = scenario.sides;
  const att = sides.find((s) => s.role === 'attacker');
  const def = sides.find((s) => s.role === 'defender');
  if (sides.length === 2 && att && def) return attacker === 0 ? [att, def] : [def, att];
  return [...sides];
}

export function planBattle(scenario: Scenario, input: BattleInput): PlanResult {
  const rng = seedRng(`scenario:${String(input.seed)}`);
  const source = input.dice ? typedDice(input.dice) : seededDice(rng);
  try {
    return planWith(scenario, input, source, rng);
  } catch (e) {
    if (e instanceof MissingDice) return { ok: false, need: e.request, problems: [{ path: `dice[${e.index}]`, message: `Roll needed: ${e.request.label}.` }] };
    if (e instanceof WrongDice) return { ok: false, problems: [{ path: `dice[${e.index}]`, message: e.message }] };
    throw e;
  }
}

function planWith(scenario: Scenario, input: BattleInput, dice: PreBattleDice, rng: RngState): PlanResult {
  const problems: ScenarioProblem[] = [];
  const notes: string[] = [];
  const useExample = input.fleets === undefined && scenario.example !== undefined;
  const level = scenario.level ?? input.level ?? (useExample ? scenario.example?.level : undefined);
  if (!level) return { ok: false, problems: [{ path: 'level', message: `${scenario.name} is played at a Priority Level of the players' choice: give one (Patrol, Skirmish, Raid, Battle, War).` }] };
  if (scenario.level && input.level && input.level !== scenario.level) notes.push(`${scenario.name} is fought at Priority Level ${scenario.level}.`);
  const agreed = input.points === undefined ? null : agreedPointsProblem(scenario, input.points);
  if (agreed) return { ok: false, problems: [{ path: 'points', message: agreed }] };
  if (input.points !== undefined) notes.push(`The players agreed ${input.points} Fleet Allocation Point${input.points === 1 ? '' : 's'} a fleet.`);
  const hasRoles = scenario.sides.some((s) => s.role === 'attacker');
  let attacker = input.attacker ?? 0;
  const buying = scenario.sides.filter((s) => s.fleet.kind === 'allocation').length;
  const fleets = input.fleets ?? [];
  if (useExample) notes.push(`No fleets given: the scenario's example fleets at Priority Level ${level}.`);
  if (buying > 0 && !useExample && fleets.length !== buying) {
    return { ok: false, problems: [{ path: 'fleets', message: `${scenario.name} needs ${buying} fleet file${buying === 1 ? '' : 's'} (one per player, --fleet); ${fleets.length} given.` }] };
  }
  if (hasRoles && input.attacker === undefined) {
    const r = rollAttacker(dice, ['Player 1', 'Player 2']);
    attacker = r.attacker;
    notes.push(...r.notes);
  }
  const sides = assignSides(scenario, attacker);
  if (hasRoles) notes.push(`Player ${attacker + 1} is the attacker (${scenario.sides.find((s) => s.role === 'attacker')?.name ?? 'attacker'}).`);
  const c = scenario.conditions;
  let weather: 'good' | 'bad' = 'good';
  if (typeof c.weather === 'string') weather = c.weather;
  else { const r = rollFor(dice, c.weather.roll.atLeast, 'Bad Weather', 'scenario-weather'); weather = r.on ? 'bad' : 'good'; notes.push(r.note); }
  let night = false;
  if (typeof c.night === 'boolean') night = c.night;
  else { const r = rollFor(dice, c.night.roll.atLeast, 'Night Battle', 'scenario-night'); night = r.on; notes.push(r.note); }
  const landRolls = new Map<string, boolean>();
  const taken = new Set<string>();
  const players: PlannedPlayer[] = [];
  let fileIndex = 0;
  sides.forEach((side, pi) => {
    const fleetId = side.id;
    if (side.fleet.kind === 'fixed') {
      const ships = side.fleet.ships.flatMap((s) => fromFixed(s, taken, input.catalog ?? defaultCatalog()) ?? []);
      players.push({ side, fleetId, fleetName: side.name, ships, squadrons: [], landAircraft: true, ...(side.fleet.landFlights ? { landFlights: side.fleet.landFlights } : {}) });
      return;
    }
    const land = side.fleet.landAircraft;
    let landOk = land !== 'forbidden';
    if (typeof land === 'object' && 'roll' in land) {
      const key = JSON.stringify(land);
      if (!landRolls.has(key)) { const r = rollFor(dice, land.roll.atLeast, 'Land-based aircraft', 'scenario-land-aircraft'); landRolls.set(key, r.on); notes.push(r.note); }
      landOk = landRolls.get(key) === true;
    }
    const raw = useExample ? scenario.example?.fleets[side.id] : fleets[fileIndex];
    fileIndex++;
    const report = checkSideFleet(scenario, side, level, raw, { landAircraftRolled: true, ...(input.points !== undefined ? { points: input.points } : {}) }, input.catalog ?? defaultCatalog());
    for (const p of report.problems) problems.push({ path: `fleets[${fileIndex - 1}]${p.path ? `.${p.path}` : ''}`, message: `Player ${pi + 1} (${side.name}): ${p.message}` });
    const f = report.fleet;
    if (!f) return;
    if (!landOk && f.squadrons.length > 0) notes.push(`${side.name}: the land-based aircraft roll failed, so ${f.squadrons.length} squadron${f.squadrons.length === 1 ? '' : 's'} stay at their airfields.`);
    players.push({
      side, fleetId, fleetName: f.name ?? `${f.nation} (${side.name})`,
      ships: [...f.ships.map((s) => fromFleetShip(s, false, taken)), ...f.civilians.map((s) => fromFleetShip(s, true, taken))],
      squadrons: landOk ? f.squadrons : [], landAircraft: landOk,
    });
  });
  if (problems.length > 0) return { ok: false, problems };
  const order = players.map((_, i) => i);
  const deployOrder = deployOrderOf(scenario, players, dice, notes, order);
  // VAS-SCN-BLOCKADE-DEPLOY: the blockaders' dice, before anyone deploys (a table rolls them first too).
  for (const p of players) if (p.side.deployment.kind === 'blockade-roll') p.blockadeRolls = rollBlockade(dice, p.ships.filter((sh) => !sh.placement).map((sh) => sh.name));
  return { ok: true, value: { scenario, seed: input.seed, level, players, deployOrder, weather, night, notes, rng } };
}

/** VAS-SCN-DEPLOY-ORDER: listed, defender or attacker first, or the loser of a 2d6 initiative roll first. */
function deployOrderOf(scenario: Scenario, players: readonly PlannedPlayer[], dice: PreBattleDice, notes: string[], order: number[]): number[] {
  const role = (r: string): number => players.findIndex((p) => p.side.role === r);
  switch (scenario.deployOrder) {
    case 'listed': return order;
    case 'defender-first': { const d = role('defender'); return d < 0 ? order : [d, ...order.filter((i) => i !== d)]; }
    case 'attacker-first': { const a = role('attacker'); return a < 0 ? order : [a, ...order.filter((i) => i !== a)]; }
    case 'initiative-loser-first': {
      for (;;) {
        const rolls = rollDeployInitiative(dice, players.map((p) => p.fleetName));
        const [a, b] = [rolls[0] ?? 0, rolls[1] ?? 0];
        notes.push(`Initiative for deployment: ${players.map((p, i) => `${p.fleetName} ${rolls[i] ?? 0}`).join(', ')}${a === b ? ' (a tie: roll again)' : ''}.`);
        if (a === b) continue;
        const loser = a < b ? 0 : 1;
        notes.push(`${players[loser]?.fleetName ?? ''} lost and sets up first.`);
        return [loser, ...order.filter((i) => i !== loser)];
      }
    }
  }
}

/** Every ship already on the table (fixed or placed). */
export function placedShips(plan: BattlePlan): PlacedShip[] {
  return plan.players.flatMap((p) => p.ships.flatMap((s) => (s.placement ? [{ name: s.name, roster: s.roster, placement: s.placement }] : [])));
}

/** A person's placement of one ship: null when accepted (and recorded), else the sentence why not. */
export function placeShip(plan: BattlePlan, player: number, ship: number, placement: Placement): string | null {
  const p = plan.players[player];
  const s = p?.ships[ship];
  if (!p || !s) return 'No such ship.';
  const { width, height } = plan.scenario.table;
  const at = placement.position;
  if (!(at.x >= 0 && at.x <= width && at.y >= 0 && at.y <= height)) return `${s.name} must be on the ${width}x${height} table.`;
  // The engine would reduce 400 to 40 without a word: a heading out of range is refused here, as in a scenario file.
  if (!(placement.heading >= 0 && placement.heading < 360)) return `${s.name}'s heading must be ${HEADING_RANGE_TEXT}, not ${placement.heading}.`;
  const why = checkPlacement(p.side.deployment.zones, s.roster, s.name, at, placedShips(plan));
  if (why) return why;
  s.placement = placement;
  return null;
}

/** A bot's placement of every unplaced ship of a player (Blockade: the rolled deployment). Notes the rolls. */
export function autoPlaceSide(plan: BattlePlan, player: number): string | null {
  const p = plan.players[player];
  if (!p) return 'No such player.';
  const todo = p.ships.filter((s) => !s.placement);
  if (todo.length === 0) return null;
  const table = plan.scenario.table;
  if (p.side.deployment.kind === 'blockade-roll') {
    const points = p.blockadeRolls && p.blockadeRolls.length === todo.length ? blockadePointsOf(p.blockadeRolls, table) : blockadePoints(plan.rng, todo.length, table);
    const heading = p.side.deployment.zones[0]?.heading ?? 90;
    const taken = placedShips(plan).map((o) => ({ ...o.placement.position, r: footprintRadius(o.roster.type) }));
    todo.forEach((s, i) => {
      const pt = points[i] as { x: number; y: number; roll: number };
      const r = footprintRadius(s.roster.type);
      const at = nudge(pt, taken, r, table);
      taken.push({ ...at, r });
      s.placement = { position: { x: at.x, y: at.y }, heading };
      plan.notes.push(`Blockade deployment: ${s.name} rolls ${pt.roll}, ${pt.roll * 12}" from the west edge, ${pt.y}" from the south edge (VAS-SCN-BLOCKADE-DEPLOY).`);
    });
    return null;
  }
  // the side's own ships already on the table (placed by hand, or fixed) are kept clear of (deploy.ts)
  const own = p.ships.flatMap((s) => (s.placement ? [{ name: s.name, roster: s.roster, placement: s.placement }] : []));
  const placed = autoPlace(p.side.deployment.zones, todo.map((s) => ({ name: s.name, roster: s.roster })), table, placedShips(plan), own);
  if (!placed) return `The ${p.side.name} ships do not fit in their deployment zone${p.side.deployment.zones.length === 1 ? '' : 's'}.`;
  todo.forEach((s, i) => { s.placement = placed[i]; });
  return null;
}

/**
 * Where a carrier's flight in the air starts: the engine's default (touching the bow) unless that is off
 * the table (a carrier deployed at an edge facing it): then the nearest point on the table.
 */
function aloftAt(plan: BattlePlan, s: PlannedShip): { position?: { x: number; y: number } } {
  const at = s.placement?.position;
  if (!at) return {};
  const r = footprintRadius(s.roster.type) + 0.5;
  const rad = ((s.placement?.heading ?? 0) * Math.PI) / 180;
  const bow = { x: at.x + r * Math.sin(rad), y: at.y + r * Math.cos(rad) };
  const { width, height } = plan.scenario.table;
  if (bow.x >= 0 && bow.x <= width && bow.y >= 0 && bow.y <= height) return {};
  return { position: { x: Math.min(width, Math.max(0, bow.x)), y: Math.min(height, Math.max(0, bow.y)) } };
}

function flightsOf(plan: BattlePlan, p: PlannedPlayer): VasFlightSetup[] {
  let budget = p.side.maxCountersAloft ?? Infinity;
  const out: VasFlightSetup[] = [];
  const zone = p.side.deployment.zones[0];
  p.squadrons.forEach((q, qi) => {
    for (let k = 0; k < q.flights; k++) {
      if (budget <= 0) break;
      budget--;
      const at = zone ? { x: zone.x + zone.width / 2 + k, y: zone.y + zone.height / 2 } : { x: plan.scenario.table.width / 2, y: 1 };
      out.push({ id: `${p.fleetId}-sq${qi + 1}-${k + 1}`, aircraft: q.aircraft, position: at });
    }
  });
  (p.landFlights ?? []).forEach((f, i) => {
    const at = f.position ?? (zone ? { x: zone.x + zone.width / 2 + i, y: zone.y + zone.height / 2 } : { x: plan.scenario.table.width / 2, y: 1 });
    out.push({ id: `${p.fleetId}-air${i + 1}`, aircraft: f.aircraft, position: at, ...(f.heading !== undefined ? { heading: f.heading } : {}) });
  });
  // VAS-SCN-AIR-ALOFT, VAS-SCN-AIR-ALOFT-CHOICE: each carrier's flights aloft per entry (aloft.ts), the first of each entry.
  const aloftBy = aloftEntries(plan, p);
  for (const s of p.ships) {
    const entries = aloftBy.get(s.id);
    if (!entries) continue;
    let n = 0;
    s.flights.forEach((f, i) => {
      for (let k = 0; k < f.count; k++) {
        const airborne = k < (entries[i] ?? 0);
        out.push({ id: `${s.id}-f${++n}`, aircraft: f.aircraft, carrier: s.id, airborne, ...(airborne ? aloftAt(plan, s) : {}) });
      }
    });
  }
  return out;
}

/** VAS-VP-SQUADRON: the player's land-based squadrons with the ids their flights have in the battle. */
function scoredSquadrons(p: PlannedPlayer, flights: readonly VasFlightSetup[]): VasScoredSquadron[] {
  return p.squadrons.flatMap((q, qi) => {
    const ids = flights.filter((f) => f.id.startsWith(`${p.fleetId}-sq${qi + 1}-`)).map((f) => f.id);
    return ids.length > 0 ? [{ name: q.aircraft, priority: q.priority, flights: ids }] : [];
  });
}

function scoringOf(p: PlannedPlayer, flights: readonly VasFlightSetup[]): VasScenarioScoring {
  const sc = p.side.scoring;
  const squadrons = scoredSquadrons(p, flights);
  return {
    ...(p.side.role !== 'none' ? { role: p.side.role } : {}),
    scoresDamage: sc.scoresDamage, exitEdges: sc.exitEdges, civilianDestroyedBonus: sc.civilianDestroyedBonus,
    civilianExitBonus: sc.civilianExitBonus, civilianExitEdges: sc.civilianExitEdges, civilianSurvivalBonus: sc.civilianSurvivalBonus,
    civilianWithdrawalDestroyed: sc.civilianWithdrawalDestroyed,
    ...(squadrons.length > 0 ? { squadrons } : {}),
  };
}

/** The setup of a plan whose ships are all placed (unplaced ones are placed automatically first). */
export function planToSetup(plan: BattlePlan): VasSetup {
  plan.players.forEach((_, i) => autoPlaceSide(plan, i));
  const s = plan.scenario;
  const fleetOf = (sideId: string): string | undefined => plan.players.find((p) => p.side.id === sideId)?.fleetId;
  const flightsBy = plan.players.map((p) => flightsOf(plan, p));
  const fleets: VasFleetSetup[] = plan.players.map((p, pi) => {
    const allowed = new Set([...p.side.withdrawalEdges, ...p.side.scoring.exitEdges, ...p.side.scoring.civilianExitEdges]);
    const forbidden = EDGES.filter((e) => !allowed.has(e));
    const flights = flightsBy[pi] ?? [];
    return {
      id: p.fleetId, name: p.fleetName,
      ships: p.ships.map((sh) => ({
        id: sh.id, name: sh.name, command: sh.command, heading: sh.placement?.heading ?? 0, position: sh.placement?.position ?? { x: 0, y: 0 },
        ...(findShipClass(sh.class) === sh.roster ? { class: sh.class } : { roster: sh.roster }),
        ...(sh.civilian ? { civilian: true } : {}), ...(sh.radar !== undefined ? { radar: sh.radar } : {}), ...(sh.submerged ? { submerged: true } : {}),
      })),
      ...(forbidden.length > 0 ? { forbiddenEdges: forbidden } : {}),
      ...(flights.length > 0 ? { flights } : {}),
    };
  });
  const maxTurns = 'turns' in s.length ? s.length.turns : s.length.maxTurns;
  // VAS-SCN-CONVOY-ENTRY: a side entering from the table edges waits off the table; it brings its ships on in the battle.
  const entering: ScenarioRule[] = plan.players.flatMap((p) => (p.side.deployment.kind === 'long-edge-entry' && p.ships.length > 0
    ? [{ rule: 'edge-entry' as const, ships: p.ships.map((sh) => sh.id), edges: entryEdgesOf(p.side, s.table) }] : []));
  const scenarioRules = [...(s.shipRules ?? []).map((r) => JSON.parse(JSON.stringify(r)) as ScenarioRule), ...entering];
  const ids = (xs: readonly string[] | undefined): string[] => (xs ?? []).flatMap((x) => fleetOf(x) ?? []);
  return {
    seed: plan.seed,
    fleets,
    options: {
      weather: plan.weather, night: plan.night, table: { ...s.table }, maxTurns,
      ...(s.conditions.radar !== undefined ? { radar: s.conditions.radar } : {}),
      ...(s.conditions.variants ? { variants: s.conditions.variants } : {}),
      ...(s.conditions.year !== undefined ? { year: s.conditions.year } : {}),
    },
    ...(scenarioRules.length > 0 ? { scenarioRules } : {}),
    scenario: {
      id: s.id, name: s.name, level: plan.level, rules: [...s.rules],
      victory: s.victory.kind === 'points' ? 'points' : 'last-side',
      ...(s.victory.end === 'civilians-gone' ? { end: 'civilians-gone' as const } : {}),
      ...(s.victory.end === 'sides-gone' ? { end: 'fleets-gone' as const, endFleets: ids(s.victory.endSides) } : {}),
      scoring: Object.fromEntries(plan.players.map((p, pi) => [p.fleetId, scoringOf(p, flightsBy[pi] ?? [])])),
      ...(s.initiative?.freeTurn ? { freeTurn: ids(s.initiative.freeTurn) } : {}),
      ...(s.initiative?.firstTurnOrder ? { firstInitiative: ids(s.initiative.firstTurnOrder) } : {}),
      ...(Object.keys(s.ruleParams).length > 0 ? { params: s.ruleParams } : {}),
    },
  };
}

/** The table edges a side entering from the edges uses: the edge each of its zones lies along. */
export function entryEdgesOf(side: ScenarioSide, table: { width: number; height: number }): TableEdge[] {
  const edges = side.deployment.zones.map((z): TableEdge => (z.width >= z.height
    ? (z.y + z.height / 2 < table.height / 2 ? 'south' : 'north')
    : (z.x + z.width / 2 < table.width / 2 ? 'west' : 'east')));
  return [...new Set(edges)];
}

/** planBattle, every ship placed automatically, planToSetup. */
export function scenarioToSetup(scenario: Scenario, input: BattleInput): { ok: true; value: { setup: VasSetup; plan: BattlePlan } } | { ok: false; problems: ScenarioProblem[] } {
  const plan = planBattle(scenario, input);
  if (!plan.ok) return plan;
  for (const i of plan.value.deployOrder) {
    const why = autoPlaceSide(plan.value, i);
    if (why) return { ok: false, problems: [{ path: `sides`, message: why }] };
  }
  return { ok: true, value: { setup: planToSetup(plan.value), plan: plan.value } };
}
