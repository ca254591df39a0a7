/**
 * Fixtures shared by the rules-audit tests (audit-*.test.ts) and the rules-version tests: a plain cruiser whose
 * range bands, not its weapons' reach, decide, a turn finished by holding fire, and small readers of a state.
 */
import type { ShipRoster } from '@salvo/data';
import { vas, type FlightState, type VasAction, type VasState } from '../src';
import { play } from './fixtures';

/** A cruiser whose main gun reaches 40" (so range bands, not weapon range, decide), Target 5+, no traits. */
export const GUNSHIP: ShipRoster = {
  class: 'Audit Cruiser', nation: 'Royal Navy', type: 'heavy cruiser', priority: 'Raid',
  speed: 6, turning: 2, target: 5, armour: 4, damage: [14, 5], crew: [22, 7],
  traits: [], inService: 1939, origin: 'user:test',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 40, ad: 2, dd: 2, traits: [] },
    { name: 'Secondary Armament', kind: 'secondary', range: 10, ad: 3, dd: 1, traits: [] },
    { name: 'Torpedoes', kind: 'torpedo', range: 10, ad: 3, dd: 3, traits: [] },
  ],
};

/** Holds fire with every remaining nomination, answers chance steps with `die`, stops at the next turn's initiative. */
export function finishTurn(s0: VasState, die = 1): VasState {
  let s = s0;
  const turn = s.turn;
  for (let guard = 0; guard < 200; guard++) {
    const p = vas.pending(s);
    if (s.turn !== turn || p.kind === 'over') break;
    if (p.kind === 'chance') {
      s = play(s, [vas.diceAction(Array.from({ length: p.request.dice }, () => die))]).state;
      continue;
    }
    const hold = vas.legalActions(s).find((a) => (a.type === 'attack' && a.fire.length === 0 && a.starshell === undefined && a.spotlight === undefined) || a.type === 'damage-control');
    if (!hold) throw new Error(`finishTurn: no routine action at ${JSON.stringify(p)}`);
    s = play(s, [hold]).state;
  }
  return s;
}

/** The pending decision and whose it is, or null when none is pending. */
export const decision = (s: VasState): [string, string] | null => {
  const p = vas.pending(s);
  return p.kind === 'decision' ? [p.decision, p.player] : null;
};

/** The refusal code of `a` in `s`, or null when it is accepted. */
export const code = (s: VasState, a: VasAction): string | null => {
  const r = vas.apply(s, a);
  return r.ok ? null : r.error.code;
};

/** Answers the pending chance step with `values`. */
export const roll = (s: VasState, values: number[]) => play(s, [{ type: 'roll', values }]);

/** The flight `id`; fails the test when there is none. */
export const flight = (s: VasState, id: string): FlightState => {
  const f = s.air.flights.find((x) => x.id === id);
  if (!f) throw new Error(`no flight ${id}`);
  return f;
};
