/**
 * A squadron acts as one nomination (VAS-SQUADRON-NOMINATION): once one of its ships has moved (or been
 * nominated to attack), the same fleet nominates the squadron's other ships, each with its own Special
 * Action and its own targets, before the nomination passes on. Ships that are Crippled, destroyed,
 * abandoned or gone drop out (VAS-SQUADRON-DROP); ships that end the squadron's move more than 4" from
 * every other member have split off (VAS-SQUADRON-FORMATION); the player may split a squadron at any
 * time (VAS-SQUADRON-SPLIT). A squadron of fewer than two ships is dissolved.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { ShipState, VasEvent, VasState } from '../types';
import { inFormation } from './setup';
import { squadronOf } from './command';

type Phase = 'movement' | 'attack';

const stillActs = (s: ShipState | undefined, phase: Phase): s is ShipState =>
  s !== undefined && !s.destroyed && !s.withdrawn && !s.abandoned && !s.hidden && (phase === 'movement' ? !s.movedThisTurn : !s.attackedThisTurn);

/** The ships the fleet must nominate next, when a squadron's nomination is under way in this phase. */
export function squadronRemaining(state: VasState): readonly string[] | null {
  const t = state.naval.squadronTurn;
  return t !== null && t.phase === state.phase ? t.remaining : null;
}

export function squadronNominationProblem(state: VasState, ship: ShipState): RuleError | null {
  const rest = squadronRemaining(state);
  if (rest === null || rest.includes(ship.id)) return null;
  const names = rest.map((id) => state.ships[id]?.name ?? id).join(', ');
  return ruleError('ERR_SQUADRON_TOGETHER', `The squadron ${state.naval.squadronTurn?.squadron ?? ''} acts as one: nominate ${names} first.`, { path: 'ship' });
}

function dissolveSmall(draft: VasState, events: VasEvent[]): void {
  for (const q of draft.naval.squadrons.filter((x) => x.ships.length < 2)) {
    events.push({ type: 'squadron-dissolved', rule: 'VAS-SQUADRON-DROP', text: `Squadron ${q.id} is no more: ${q.ships.length === 1 ? 'its last ship sails alone' : 'no ship is left in it'}.`, data: { squadron: q.id } });
  }
  draft.naval.squadrons = draft.naval.squadrons.filter((x) => x.ships.length >= 2);
  const t = draft.naval.squadronTurn;
  if (t !== null && !draft.naval.squadrons.some((q) => q.id === t.squadron)) draft.naval.squadronTurn = null;
}

/**
 * After a ship of a squadron has moved or been nominated to attack: true when the fleet's nomination is
 * complete and passes on, false while squadron ships are still to be nominated.
 */
export function squadronActed(draft: VasState, ship: ShipState, phase: Phase, events: VasEvent[]): boolean {
  const q = squadronOf(draft, ship.id);
  const t = draft.naval.squadronTurn;
  if (!q) return true;
  const rest = (t !== null && t.squadron === q.id ? t.remaining : q.ships).filter((id) => id !== ship.id && stillActs(draft.ships[id], phase));
  if (rest.length > 0) {
    draft.naval.squadronTurn = { squadron: q.id, phase, remaining: rest };
    return false;
  }
  draft.naval.squadronTurn = null;
  if (phase === 'movement') {
    const members = q.ships.map((id) => draft.ships[id]).filter((s): s is ShipState => s !== undefined);
    const kept = inFormation(members);
    for (const s of members.filter((m) => !kept.includes(m))) {
      events.push({ type: 'squadron-left', ship: s.id, rule: 'VAS-SQUADRON-FORMATION', text: `${s.name} is more than 4" from the rest of squadron ${q.id} and sails on alone.`, data: { squadron: q.id } });
    }
    q.ships = q.ships.filter((id) => kept.some((s) => s.id === id));
    dissolveSmall(draft, events);
  }
  return true;
}

/** VAS-SQUADRON-DROP: Crippled, destroyed, abandoned or departed ships leave their squadron. */
export function pruneSquadrons(draft: VasState): VasEvent[] {
  if (draft.naval.squadrons.length === 0) return [];
  const events: VasEvent[] = [];
  for (const q of draft.naval.squadrons) {
    const out = q.ships.filter((id) => {
      const s = draft.ships[id];
      return !s || s.crippled || s.destroyed || s.abandoned || s.withdrawn;
    });
    if (out.length === 0) continue;
    for (const id of out) {
      const s = draft.ships[id];
      if (s) events.push({ type: 'squadron-left', ship: id, rule: 'VAS-SQUADRON-DROP', text: `${s.name} drops out of squadron ${q.id}.`, data: { squadron: q.id } });
    }
    q.ships = q.ships.filter((id) => !out.includes(id));
    const t = draft.naval.squadronTurn;
    if (t !== null && t.squadron === q.id) t.remaining = t.remaining.filter((id) => !out.includes(id));
  }
  dissolveSmall(draft, events);
  const t = draft.naval.squadronTurn;
  if (t !== null && t.remaining.length === 0) draft.naval.squadronTurn = null;
  return events;
}

export function splitProblem(state: VasState, fleet: string, squadron: unknown): RuleError | null {
  const q = state.naval.squadrons.find((x) => x.id === squadron);
  if (!q || q.fleet !== fleet) {
    const mine = state.naval.squadrons.filter((x) => x.fleet === fleet).map((x) => `"${x.id}"`).join(', ');
    return ruleError('ERR_UNKNOWN_SQUADRON', `This fleet has no squadron ${typeof squadron === 'string' ? `"${squadron}"` : 'by that name'}${mine ? `; its squadrons are ${mine}` : ''}.`, { path: 'squadron' });
  }
  return null;
}

/** VAS-SQUADRON-SPLIT: returns whether the fleet's nomination ended with it (a squadron turn was under way). */
export function applySplit(draft: VasState, squadron: string): { events: VasEvent[]; endedTurn: boolean } {
  const q = draft.naval.squadrons.find((x) => x.id === squadron);
  if (!q) return { events: [], endedTurn: false };
  draft.naval.squadrons = draft.naval.squadrons.filter((x) => x.id !== squadron);
  const t = draft.naval.squadronTurn;
  const endedTurn = t !== null && t.squadron === squadron;
  if (endedTurn) draft.naval.squadronTurn = null;
  return { events: [{ type: 'squadron-split', rule: 'VAS-SQUADRON-SPLIT', text: `Squadron ${squadron} splits up: its ships act alone from now on.`, data: { squadron } }], endedTurn };
}
