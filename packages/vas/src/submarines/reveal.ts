/**
 * Revealing hidden submersibles (VAS-SUB-REVEAL): at the start of each Movement Phase, every fleet with
 * hidden boats (in initiative order) places any of them anywhere inside its recorded square, surfaced or
 * submerged, or keeps them hidden. Boats found by Long-Ranged Detection must all be placed at once, in
 * their squares. Placements obey the no-stacking rule. Until revealed a boat takes no action.
 */
import { ruleError, showValue, type RuleError } from '@salvo/kernel';
import type { FleetId, RevealPlacement, ShipState, VasAction, VasEvent, VasState } from '../types';
import { footprintRadius, footprintsOverlap } from '../movement/footprint';
import { onTable } from '../turn/ships';
import { inSquare, squareCentre } from './squares';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The fleet that must place boats found by Long-Ranged Detection, if any. */
export function forcedRevealFleet(state: VasState): FleetId | undefined {
  const id = state.naval.mustReveal[0];
  return id === undefined ? undefined : state.ships[id]?.fleet;
}

/** The fleet whose start-of-Movement reveal decision is awaited, if any. */
export function revealFleet(state: VasState): FleetId | undefined {
  if (state.phase !== 'movement' || state.activation !== null) return undefined;
  const order = [...state.initiativeOrder, ...state.fleetOrder.filter((f) => !state.initiativeOrder.includes(f))];
  return order.find((f) => !state.naval.revealDone.includes(f) && !state.conceded.includes(f)
    && state.shipOrder.some((id) => { const s = state.ships[id]; return s !== undefined && s.fleet === f && s.hidden && !s.destroyed && Object.hasOwn(state.naval.hidden, id); }));
}

function overlapping(state: VasState, ship: ShipState, at: { x: number; y: number }, placed: readonly RevealPlacement[]): string | null {
  const r = footprintRadius(ship.roster.type);
  for (const id of state.shipOrder) {
    const o = state.ships[id];
    if (!o || o.id === ship.id || !onTable(o)) continue;
    if (footprintsOverlap(at, r, o.position, footprintRadius(o.roster.type))) return o.name;
  }
  for (const p of placed) {
    const o = state.ships[p.ship];
    if (o && footprintsOverlap(at, r, p.position, footprintRadius(o.roster.type))) return o.name;
  }
  return null;
}

export function validateReveal(state: VasState, fleet: FleetId, raw: unknown): RuleError | null {
  if (!Array.isArray(raw)) return ruleError('ERR_BAD_ACTION', 'A reveal needs the field "ships": a list of { "ship", "position": { "x", "y" }, "heading", "submerged" }, or [] to keep them hidden.', { path: 'ships' });
  const forced = state.naval.mustReveal.filter((id) => state.ships[id]?.fleet === fleet);
  const placed: RevealPlacement[] = [];
  for (let i = 0; i < raw.length; i++) {
    const p: unknown = raw[i];
    const path = `ships[${i}]`;
    if (!isObj(p) || typeof p.ship !== 'string' || !isObj(p.position) || !num(p.position.x) || !num(p.position.y) || !num(p.heading) || typeof p.submerged !== 'boolean') {
      return ruleError('ERR_BAD_ACTION', `Each placement is { "ship": id, "position": { "x", "y" }, "heading": degrees, "submerged": true or false }, not ${showValue(p)}.`, { path });
    }
    const ship = Object.hasOwn(state.ships, p.ship) ? state.ships[p.ship] : undefined;
    if (!ship || ship.fleet !== fleet) return ruleError('ERR_NOT_YOUR_SHIP', `${showValue(p.ship)} is not a ship of this fleet.`, { path: `${path}.ship` });
    const square = state.naval.hidden[ship.id];
    if (!ship.hidden || square === undefined) return ruleError('ERR_NOT_HIDDEN', `${ship.name} is not hidden.`, { path: `${path}.ship` });
    if (placed.some((x) => x.ship === ship.id)) return ruleError('ERR_BAD_ACTION', `${ship.name} is placed twice.`, { path: `${path}.ship` });
    if (forced.length > 0 && !forced.includes(ship.id)) return ruleError('ERR_MUST_REVEAL', `Only the submersibles found by Long-Ranged Detection are placed now, not ${ship.name}.`, { path: `${path}.ship` });
    const at = { x: p.position.x, y: p.position.y };
    if (!inSquare(state.options.table, square, at)) {
      return ruleError('ERR_REVEAL_OUTSIDE_SQUARE', `${ship.name} must be placed inside the square she was recorded in.`, { path: `${path}.position` });
    }
    if (p.submerged && ship.crippled) return ruleError('ERR_CRIPPLED_SUBMERSIBLE', `${ship.name} is Crippled and may not be submerged.`, { path: `${path}.submerged` });
    const under = overlapping(state, ship, at, placed);
    if (under) return ruleError('ERR_SHIPS_OVERLAP', `${ship.name} would be placed on top of ${under}.`, { path: `${path}.position` });
    placed.push({ ship: ship.id, position: at, heading: p.heading, submerged: p.submerged });
  }
  const missing = forced.find((id) => !placed.some((x) => x.ship === id));
  if (missing !== undefined) {
    return ruleError('ERR_MUST_REVEAL', `${state.ships[missing]?.name ?? missing} was found by Long-Ranged Detection and must be placed in her square now.`, { path: 'ships' });
  }
  return null;
}

export function applyReveal(draft: VasState, fleet: FleetId, ships: readonly RevealPlacement[]): VasEvent[] {
  const forced = draft.naval.mustReveal.some((id) => draft.ships[id]?.fleet === fleet);
  if (forced) draft.naval.mustReveal = draft.naval.mustReveal.filter((id) => draft.ships[id]?.fleet !== fleet);
  else draft.naval.revealDone.push(fleet);
  const events: VasEvent[] = [];
  for (const p of ships) {
    const ship = draft.ships[p.ship];
    if (!ship) continue;
    ship.hidden = false;
    ship.position = { x: p.position.x, y: p.position.y };
    ship.heading = ((p.heading % 360) + 360) % 360;
    ship.submerged = p.submerged;
    delete draft.naval.hidden[ship.id];
    events.push({
      type: 'sub-revealed', ship: ship.id, rule: 'VAS-SUB-REVEAL',
      text: `${ship.name} is revealed at (${Math.round(p.position.x * 10) / 10}, ${Math.round(p.position.y * 10) / 10})${p.submerged ? ', submerged' : ', on the surface'}.`,
      data: { position: ship.position, heading: ship.heading, submerged: p.submerged },
    });
  }
  if (ships.length === 0 && !forced) events.push({ type: 'subs-stay-hidden', rule: 'VAS-SUB-REVEAL', text: `${draft.fleets[fleet]?.name ?? fleet} reveals no submersible.` });
  return events;
}

/** Representative reveals for bots: none (unless forced), and each boat alone at its square's centre, surfaced or submerged. */
export function revealChoices(state: VasState, fleet: FleetId): VasAction[] {
  const forced = state.naval.mustReveal.filter((id) => state.ships[id]?.fleet === fleet);
  const at = (id: string, submerged: boolean, placed: readonly RevealPlacement[] = []): RevealPlacement | null => {
    const sq = state.naval.hidden[id];
    const s = state.ships[id];
    if (!sq || !s) return null;
    const c = squareCentre(state.options.table, sq);
    for (const dx of [0, 3, -3, 6, -6, 9, -9]) {
      for (const dy of [0, 3, -3, 6, -6]) {
        const p = { x: c.x + dx, y: c.y + dy };
        if (inSquare(state.options.table, sq, p) && overlapping(state, s, p, placed) === null) return { ship: id, position: p, heading: 0, submerged: submerged && !s.crippled };
      }
    }
    return null;
  };
  const out: VasAction[] = [];
  const candidates: VasAction[] = [];
  if (forced.length > 0) {
    for (const sub of [false, true]) {
      const list: RevealPlacement[] = [];
      for (const id of forced) {
        const p = at(id, sub, list);
        if (p) list.push(p);
      }
      if (list.length === forced.length) candidates.push({ type: 'reveal', fleet, ships: list });
    }
  } else {
    candidates.push({ type: 'reveal', fleet, ships: [] });
    for (const id of state.shipOrder) {
      const s = state.ships[id];
      // A reinforcement not yet arrived is hidden too, but has no square (VAS-SCN-REINFORCEMENT).
      if (!s || s.fleet !== fleet || !s.hidden || !Object.hasOwn(state.naval.hidden, id)) continue;
      for (const sub of [false, true]) {
        const p = at(id, sub);
        if (p) candidates.push({ type: 'reveal', fleet, ships: [p] });
      }
    }
  }
  for (const c of candidates) if (c.type === 'reveal' && validateReveal(state, fleet, c.ships) === null) out.push(c);
  return out;
}
