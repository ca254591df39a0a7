/**
 * Test support for the exact odds: the engine's own chance tree, walked exhaustively through
 * `vas.apply` with every possible roll (states that are equal but for the PRNG are merged after
 * each step, so the tree stays small), and the engine's attack outcome as the odds name it.
 * Order-free dice (attack, re-roll, damage, confirmation) are enumerated as multisets with their
 * multinomial weight; every other request (critical location, effect, extras, turret, crippling)
 * face sequence by face sequence. Branches lighter than `PRUNE` are dropped and their mass reported.
 */
import type { FireNomination, VasEvent, VasState } from '../types';
import { vas } from '../game';

const PRUNE = 1e-9;
const ORDER_FREE = new Set(['attack', 'attack-reroll', 'damage', 'critical-confirm']);

export interface Outcome {
  readonly hits: number;
  readonly damage: number;
  readonly crew: number;
  readonly critical: boolean;
  readonly crippled: boolean;
  readonly skeleton: boolean;
  readonly abandoned: boolean;
  readonly destroyed: boolean;
}

/** Every value list a request may receive, with its probability. */
function rolls(dice: number, sides: number, orderFree: boolean): { values: number[]; p: number }[] {
  const out: { values: number[]; p: number }[] = [];
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  const walk = (prefix: number[], min: number): void => {
    if (prefix.length === dice) {
      let w = 1;
      if (orderFree) {
        const counts = new Map<number, number>();
        for (const v of prefix) counts.set(v, (counts.get(v) ?? 0) + 1);
        w = fact(dice);
        for (const c of counts.values()) w /= fact(c);
      }
      out.push({ values: [...prefix], p: w / sides ** dice });
      return;
    }
    for (let v = orderFree ? min : 1; v <= sides; v++) walk([...prefix, v], v);
  };
  walk([], 1);
  return out;
}

const hitsIn = (events: readonly VasEvent[]): number =>
  events.reduce((a, e) => a + (e.type === 'attack-roll' || e.type === 'attack-reroll' ? Number(e.data?.hits ?? 0) : 0), 0);
const keyOf = (s: VasState, hits: number): string => `${hits}|${JSON.stringify({ ...s, rng: null })}`;

export function outcomeOf(before: VasState, after: VasState, target: string, hits: number): Outcome {
  const b = before.ships[target];
  const a = after.ships[target];
  if (!a || !b) throw new Error(`no ship ${target}`);
  return {
    hits,
    damage: b.damage - a.damage,
    crew: b.crew - a.crew,
    critical: a.criticals.length > b.criticals.length,
    crippled: a.crippled || a.destroyed,
    skeleton: a.skeleton,
    abandoned: a.abandoned,
    destroyed: a.destroyed,
  };
}

/** The exact distribution of the attack's outcome at `target`, through `vas.apply`. */
export function enumerateAttack(start: VasState, ship: string, fire: FireNomination[], target: string): { outcomes: { o: Outcome; p: number }[]; pruned: number } {
  const first = vas.apply(start, { type: 'attack', ship, fire });
  if (!first.ok) throw new Error(first.error.message);
  let frontier = new Map([[keyOf(first.value.state, 0), { s: first.value.state, p: 1, hits: hitsIn(first.value.events) }]]);
  const outcomes: { o: Outcome; p: number }[] = [];
  let pruned = 0;
  while (frontier.size > 0) {
    const next: typeof frontier = new Map();
    for (const { s, p, hits } of frontier.values()) {
      const pend = vas.pending(s);
      if (s.resolution?.kind !== 'attack' || pend.kind !== 'chance') {
        outcomes.push({ o: outcomeOf(start, s, target, hits), p });
        continue;
      }
      const req = pend.request;
      for (const r of rolls(req.dice, req.sides, ORDER_FREE.has(req.purpose))) {
        const q = p * r.p;
        if (q < PRUNE) { pruned += q; continue; }
        const t = vas.apply(s, { type: 'roll', values: r.values });
        if (!t.ok) throw new Error(t.error.message);
        const h = hits + hitsIn(t.value.events);
        const k = keyOf(t.value.state, h);
        const known = next.get(k);
        if (known) known.p += q;
        else next.set(k, { s: t.value.state, p: q, hits: h });
      }
    }
    frontier = next;
  }
  return { outcomes, pruned };
}
