/**
 * WAS-SALVO-TACTICAL (Salvo's own option; docs/rules-decisions.md): a surface battle (11.1) fought out on the
 * Victory at Sea table. With `options.tacticalBattles` on, each surface battle first waits at a
 * `tactical-battle` step, answered by the Allied player (who designates first, 5.63) with `fight-by-dice`
 * (the battle goes on by 11.x-12.x) or `tactical-result` (the battle's end, recorded here). The result replaces
 * every round of that battle, its disengagements and pursuits: each ship present ends afloat in the area,
 * sunk, or withdrawn to port; `holds` names the side whose afloat ships keep the area, and the other side counts
 * as disengaged (12.4: it cannot claim the area), or null when neither holds it (12.9).
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import { defenseOf, mustShip, shipsInArea } from './ships';
import { placeIn, shipName } from './names';
import { areaCombat, areaDone } from './combat-areas';
import { beginEngagement } from './combat-rounds';
import { startRound } from './surface';
import type { AreaId, ShipState, Side, Step, TacticalShipResult, WasAction, WasEvent, WasState } from './types';

type TacticalStep = Extract<Step, { kind: 'tactical-battle' }>;

/** The surface ships of both sides in the area when the battle starts: what a result must account for. */
export function tacticalShips(s: WasState, a: AreaId): ShipState[] {
  return [...shipsInArea(s, a, 'allies'), ...shipsInArea(s, a, 'axis')];
}

/** 11.1 with the option on: the battle waits for the players' choice instead of starting its first round. */
export function startSurfaceBattle(s: WasState, a: AreaId, events: WasEvent[]): void {
  const c = areaCombat(s, a);
  c.engagements = [{ allies: shipsInArea(s, a, 'allies').map((x) => x.id), axis: shipsInArea(s, a, 'axis').map((x) => x.id), pursuitOf: null }];
  if (s.options.tacticalBattles) {
    s.step = { kind: 'tactical-battle', area: a };
    return;
  }
  fightByDice(s, a, events);
}

function fightByDice(s: WasState, a: AreaId, events: WasEvent[]): void {
  startRound(s, a, areaCombat(s, a), events);
  beginEngagement(s, a, 0, events);
}

export function onFightByDice(s: WasState, st: TacticalStep, events: WasEvent[]): RuleError | null {
  if (st.onTable) return ruleError('ERR_ON_TABLE', `The battle in ${placeIn(st.area)} is already being fought on the table: only its result ends it now.`);
  fightByDice(s, st.area, events);
  return null;
}

/**
 * WAS-SALVO-TACTICAL-ONLINE: the players take the battle to the table. The step stays, marked `onTable`, until
 * the battle's result comes back; from then on the dice are no longer a way out of a battle going badly.
 */
export function onFightOnTable(s: WasState, st: TacticalStep, events: WasEvent[]): RuleError | null {
  if (st.onTable) return ruleError('ERR_ON_TABLE', `The battle in ${placeIn(st.area)} is already on the table.`);
  s.step = { kind: 'tactical-battle', area: st.area, onTable: true };
  events.push({ type: 'to-table', area: st.area });
  return null;
}

export function onTacticalResult(s: WasState, st: TacticalStep, a: Extract<WasAction, { type: 'tactical-result' }>, check: boolean, events: WasEvent[]): RuleError | null {
  if (check) {
    const e = tacticalResultError(s, st.area, a.ships, a.holds);
    if (e) return e;
  }
  const c = areaCombat(s, st.area);
  events.push({ type: 'tactical-result', area: st.area, ships: a.ships.map((r) => ({ ...r })), holds: a.holds });
  for (const r of a.ships) {
    const ship = mustShip(s, r.ship);
    if (r.fate === 'sunk') {
      ship.damage = Math.max(ship.damage, defenseOf(s, ship) + 1);
      ship.status = 'sunk';
      events.push({ type: 'sunk', ship: ship.id });
      continue;
    }
    ship.damage = r.damage;
    if (r.fate === 'withdrew' && ship.location.kind === 'sea') ship.location = { kind: 'returning', area: ship.location.area };
  }
  for (const side of ['allies', 'axis'] as const) if (a.holds !== side) c.disengaged[side] = true;
  areaDone(s, st.area, events);
  return null;
}

/** Why a result cannot be the end of this battle, or null: every ship present once, damage in range, a holder afloat. */
export function tacticalResultError(s: WasState, a: AreaId, results: readonly TacticalShipResult[], holds: Side | null): RuleError | null {
  const present = tacticalShips(s, a);
  const ids = new Set(present.map((x) => x.id));
  const seen = new Set<string>();
  for (const r of results) {
    if (!ids.has(r.ship)) return bad(`${shipLabel(s, r.ship)} did not fight in this battle; the ships there are ${present.map((x) => x.name).join(', ')}.`);
    if (seen.has(r.ship)) return bad(`${shipName(s, r.ship)} is listed twice.`);
    seen.add(r.ship);
    if (!['afloat', 'sunk', 'withdrew'].includes(r.fate)) return bad(`${shipName(s, r.ship)}'s fate must be afloat, sunk or withdrew.`);
    const ship = mustShip(s, r.ship);
    if (r.fate === 'sunk') continue;
    const most = defenseOf(s, ship);
    if (r.damage < ship.damage) return bad(`${ship.name} had ${ship.damage} damage point(s) before the battle; a battle repairs none (13.1).`);
    if (r.damage > most) return bad(`${ship.name} with ${r.damage} damage point(s) would be sunk (7.4: more than her Defense of ${most}); say she was sunk.`);
  }
  const missing = present.filter((x) => !seen.has(x.id));
  if (missing.length) return bad(`The result must say how each ship ended; missing: ${missing.map((x) => x.name).join(', ')}.`);
  if (holds !== null) {
    const afloat = results.filter((r) => r.fate === 'afloat' && mustShip(s, r.ship).side === holds);
    if (!afloat.length) return bad(`${holds === 'allies' ? 'The Allies' : 'The Axis'} cannot hold ${placeIn(a)} with no ship of theirs afloat there.`);
  }
  return null;
}

const bad = (message: string): RuleError => ruleError('ERR_TACTICAL_RESULT', `${message} (WAS-SALVO-TACTICAL)`);
const shipLabel = (s: WasState, id: string): string => (s.ships.some((x) => x.id === id) ? shipName(s, id) : `"${id}"`);
