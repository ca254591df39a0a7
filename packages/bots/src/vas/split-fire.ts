/**
 * Fire split weapon by weapon (VAS-ATTACK-NOMINATE: "Nominate targets for each weapon that will be
 * fired"; Princess's FireControl, bot-anchors.md). The engine's candidate sets (its attack/bots.ts) fire
 * every weapon at one enemy, or each weapon at the nearest enemy it reaches; a player splits: torpedoes
 * at the cruiser worth sinking, Weak guns at the destroyer they can hurt rather than the battleship they
 * cannot. Offered here, each only when the engine accepts it (`validateNominations`):
 *   - weapons placed one by one, strongest first, each where it adds most to the set's worth, then
 *     moved while a move adds more (`greedy`);
 *   - for each enemy, every weapon that can hurt it at it, the others at their own best targets.
 * Worth is `value` of a set (rankAttacks passes the plain exact-odds score); the sets offered are
 * then ranked by the bot's own score beside the engine's, so a split is played only when it scores higher.
 */
import { validateNominations, type FireNomination, type ShipState, type VasState } from '@salvo/vas';
import { sides } from './view';

/** A nomination set's identity (weapon>target, in order). */
export const nominationKey = (set: readonly FireNomination[]): string => set.map((n) => `${n.weapon}>${n.target}`).join(',');

/**
 * Weapons taken strongest first, each added where it raises the set's worth most given the weapons
 * already placed: once a target is as good as sunk, the next weapon goes elsewhere (no overkill).
 */
function greedy(worth: ReadonlyMap<number, ReadonlyMap<string, number>>, value: (fire: readonly FireNomination[]) => number): FireNomination[] {
  const order = [...worth.entries()].sort((a, b) => Math.max(...b[1].values()) - Math.max(...a[1].values()));
  const set: FireNomination[] = [];
  let now = 0;
  for (const [weapon, row] of order) {
    let pick: { n: FireNomination; v: number } | undefined;
    for (const target of row.keys()) {
      const n = { weapon, target };
      const v = value([...set, n]);
      if (v > now && (!pick || v > pick.v)) pick = { n, v };
    }
    if (pick) { set.push(pick.n); now = pick.v; }
  }
  // then each weapon moved to another target while that raises the worth (a torpedo placed first on a
  // ship the guns placed after it sink anyway goes to the next target)
  for (let pass = 0; pass < 3; pass++) {
    let moved = false;
    set.forEach((n, k) => {
      for (const target of worth.get(n.weapon)?.keys() ?? []) {
        if (target === n.target) continue;
        const trial = set.map((m, j) => (j === k ? { weapon: m.weapon, target } : m));
        const v = value(trial);
        if (v > now) { set[k] = { weapon: n.weapon, target }; now = v; moved = true; return; }
      }
    });
    if (!moved) break;
  }
  return set.sort((a, b) => a.weapon - b.weapon);
}

export function splitFireSets(state: VasState, ship: ShipState, value: (fire: readonly FireNomination[]) => number): FireNomination[][] {
  const { enemies } = sides(state, ship.fleet);
  // worth[i] = [target id, worth] for each enemy weapon i can hurt
  const worth = new Map<number, Map<string, number>>();
  ship.roster.weapons.forEach((w, i) => {
    if (w.dd === null || ship.weapons[i]?.destroyed) return;
    for (const e of enemies) {
      const n: FireNomination = { weapon: i, target: e.id };
      if (validateNominations(state, ship, [n]) !== null) continue;
      const v = value([n]);
      if (v <= 0) continue;
      const row = worth.get(i) ?? new Map<string, number>();
      row.set(e.id, v);
      worth.set(i, row);
    }
  });
  const best = (row: Map<string, number>): string | undefined => [...row.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sets: FireNomination[][] = [greedy(worth, value)];
  for (const e of enemies) {
    const focused = [...worth.entries()].flatMap(([weapon, row]) => {
      const t = row.has(e.id) ? e.id : best(row);
      return t === undefined ? [] : [{ weapon, target: t }];
    });
    if (focused.some((n) => n.target === e.id)) sets.push(focused);
  }
  const seen = new Set<string>();
  return sets.filter((s) => {
    const k = nominationKey(s);
    if (s.length === 0 || seen.has(k) || validateNominations(state, ship, s) !== null) return false;
    seen.add(k);
    return true;
  });
}
