/** Test positions for the War at Sea bots: a fresh game edited in place (test setup only). */
import { wasEngine, type AreaId, type AreaCombat, type Engagement, type Location, type WasState } from '@salvo/was';

export function freshGame(seed: number | string = 1): WasState {
  const r = wasEngine.createGame({ seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Puts ships in play at a location. */
export function place(s: WasState, ids: readonly string[], loc: Location): void {
  for (const id of ids) {
    const x = s.ships.find((q) => q.id === id);
    if (!x) throw new Error(`no ship ${id}`);
    x.status = 'active';
    x.location = structuredClone(loc);
  }
}

export const sea = (area: AreaId): Location => ({ kind: 'sea', area });
export const port = (p: Extract<Location, { kind: 'port' }>['port']): Location => ({ kind: 'port', port: p });

/** A battle in `area` between the listed ships, at the start of round 1 (attack as printed). */
export function battle(s: WasState, area: AreaId, allies: string[], axis: string[], extra: Partial<AreaCombat> = {}): void {
  place(s, allies, sea(area));
  place(s, axis, sea(area));
  const roundStart: AreaCombat['roundStart'] = {};
  for (const id of [...allies, ...axis]) {
    const x = s.ships.find((q) => q.id === id);
    if (x) roundStart[id] = { attack: x.attack, undamaged: x.damage === 0 };
  }
  const e: Engagement = { allies, axis, pursuitOf: null };
  s.combat[area] = {
    disengaged: { allies: false, axis: false }, withdrawing: [], shotsThisRound: 0, engagements: [e], round: 1,
    roundStart, carriersFiring: [], firedThisRound: [], targetedThisRound: { allies: [], axis: [] }, ...extra,
  };
}
