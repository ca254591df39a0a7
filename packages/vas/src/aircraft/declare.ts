/**
 * Air-launched torpedoes declared (VAS-AIR-TORPEDO, VAS-AIR-LIMIT): "aircraft intending to make a torpedo
 * attack must declare this after they have moved" and "the torpedo will only have a range of four inches".
 * Declared with the group's `fly` action, for flights of that group: measured from where the flight ends
 * its move to the target's centre. The torpedo is dropped when its fleet nominates its aircraft
 * (nominate.ts), if the flight has survived AA fire and is in no dogfight this turn (strike.ts).
 */
import { distance, ruleError, showValue, type RuleError, type Vec } from '@salvo/kernel';
import type { AirTorpedoDeclaration, FleetId, FlightMove, VasEvent, VasState } from '../types';
import { payload, sideOfFleet } from './contact';
import { flyingFleet, isFighter } from './movement';
import { attacksOn, FLIGHTS_PER_SHIP } from './nominate';
import { playsUnder } from '../rules-version';

export const AIR_TORPEDO_RANGE = 4;
const EPS = 1e-9;

const fail = (code: string, message: string, path: string): RuleError => ruleError(code, message, { path });
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where each flight will be once the (validated) moves are made. */
function endOf(state: VasState, moves: readonly FlightMove[], id: string): Vec | null {
  const m = moves.find((x) => x.flight === id);
  return m ? m.to : state.air.flights.find((f) => f.id === id)?.position ?? null;
}

export function validateTorpedoes(state: VasState, fleet: FleetId, moves: readonly FlightMove[], torpedoes: unknown): RuleError | null {
  if (torpedoes === undefined) return null;
  if (!Array.isArray(torpedoes) || torpedoes.length > 200) return fail('ERR_BAD_ACTION', `The field "torpedoes" must be a list of { flight, target }, not ${showValue(torpedoes)}.`, 'torpedoes');
  const group = flyingFleet(state)?.group;
  const seen = new Set<string>();
  const count: Record<string, number> = {};
  for (let i = 0; i < torpedoes.length; i++) {
    const t: unknown = torpedoes[i];
    const p = `torpedoes[${i}]`;
    if (!isObj(t) || typeof t.flight !== 'string' || typeof t.target !== 'string') return fail('ERR_BAD_ACTION', `Each torpedo is { flight: "<id>", target: "<ship id>" }, not ${showValue(t)}.`, p);
    const f = state.air.flights.find((x) => x.id === t.flight);
    if (!f) return fail('ERR_UNKNOWN_FLIGHT', `There is no flight "${showValue(t.flight)}".`, `${p}.flight`);
    if (f.fleet !== fleet) return fail('ERR_NOT_YOUR_FLIGHT', `Flight "${f.id}" is not of this fleet.`, `${p}.flight`);
    if (seen.has(f.id)) return fail('ERR_BAD_ACTION', `Flight "${f.id}" is named twice.`, `${p}.flight`);
    seen.add(f.id);
    if (!f.airborne || f.destroyed || f.position === null) return fail('ERR_FLIGHT_NOT_AIRBORNE', `Flight "${f.id}" is not in the air.`, `${p}.flight`);
    if (isFighter(f) !== (group === 'fighters')) return fail('ERR_FLIGHT_WRONG_GROUP', `Flight "${f.id}" does not move now: it declares its torpedo after its own move.`, `${p}.flight`);
    if (f.dogfight.length > 0) return fail('ERR_FLIGHT_DOGFIGHTING', `Flight "${f.id}" is locked in a dogfight: a flight that is dogfighting may not drop bombs or torpedoes.`, `${p}.flight`);
    if (payload(f, 'torpedo') < 0) {
      const why = f.profile.weapons.some((w) => w.kind === 'torpedo') ? 'its One-Shot torpedo has been dropped' : 'it carries no torpedo';
      return fail('ERR_NO_TORPEDO', `Flight "${f.id}" (${f.profile.name}) cannot make a torpedo attack: ${why}.`, `${p}.flight`);
    }
    const target = Object.hasOwn(state.ships, t.target) ? state.ships[t.target] : undefined;
    if (!target || target.destroyed || target.withdrawn || target.hidden || target.submerged || sideOfFleet(state, target.fleet) === sideOfFleet(state, fleet)) {
      return fail('ERR_BAD_TARGET', `"${showValue(t.target)}" is not an enemy ship on the surface.`, `${p}.target`);
    }
    const at = endOf(state, moves, f.id);
    const d = at ? distance(at, target.position) : Infinity;
    if (d > AIR_TORPEDO_RANGE + EPS) {
      // beyond reach, not how far (no measuring before the attack); version 2 games keep their words (rules-version.ts)
      const far = playsUnder(state, 3) ? 'is beyond that' : `is ${d.toFixed(1)}"`;
      return fail('ERR_AIR_TORPEDO_RANGE', `An air-launched torpedo reaches ${AIR_TORPEDO_RANGE}" only: ${target.name} ${far} from flight "${f.id}".`, `${p}.target`);
    }
    count[target.id] = (count[target.id] ?? attacksOn(state, target.id)) + 1;
    if ((count[target.id] ?? 0) > FLIGHTS_PER_SHIP) return fail('ERR_AIR_LIMIT', `Only ${FLIGHTS_PER_SHIP} flights may attack ${target.name} in a turn.`, `${p}.target`);
  }
  return null;
}

export function declareTorpedoes(draft: VasState, torpedoes: readonly AirTorpedoDeclaration[]): VasEvent[] {
  const events: VasEvent[] = [];
  for (const t of torpedoes) {
    const f = draft.air.flights.find((x) => x.id === t.flight);
    const weapon = f ? payload(f, 'torpedo') : -1;
    const target = draft.ships[t.target];
    if (!f || weapon < 0 || !target) continue;
    draft.air.attacks.push({ flight: f.id, target: target.id, weapon, kind: 'torpedo', done: false });
    events.push({ type: 'air-torpedo-declared', rule: 'VAS-AIR-TORPEDO', ship: target.id, text: `Flight ${f.id} (${f.profile.name}) declares a torpedo attack on ${target.name}.`, data: { flight: f.id, target: target.id } });
  }
  return events;
}

/** For bots: each flight of the group that may, at the nearest enemy ship within 4" of where it ends. */
export function torpedoChoices(state: VasState, fleet: FleetId, moves: readonly FlightMove[]): AirTorpedoDeclaration[] {
  const group = flyingFleet(state)?.group;
  const out: AirTorpedoDeclaration[] = [];
  const count: Record<string, number> = {};
  for (const f of state.air.flights) {
    if (f.fleet !== fleet || !f.airborne || f.destroyed || f.dogfight.length > 0 || isFighter(f) !== (group === 'fighters') || payload(f, 'torpedo') < 0) continue;
    const at = endOf(state, moves, f.id);
    if (!at) continue;
    let best: { id: string; d: number } | null = null;
    for (const id of state.shipOrder) {
      const s = state.ships[id];
      if (!s || s.destroyed || s.withdrawn || s.hidden || s.submerged || sideOfFleet(state, s.fleet) === sideOfFleet(state, fleet)) continue;
      const d = distance(at, s.position);
      if (d <= AIR_TORPEDO_RANGE && (count[s.id] ?? attacksOn(state, s.id)) < FLIGHTS_PER_SHIP && (!best || d < best.d)) best = { id: s.id, d };
    }
    if (!best) continue;
    count[best.id] = (count[best.id] ?? attacksOn(state, best.id)) + 1;
    out.push({ flight: f.id, target: best.id });
  }
  return out;
}
