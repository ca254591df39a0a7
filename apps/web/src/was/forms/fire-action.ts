/**
 * Surface fire (11.2, 11.3, 11.6, 14.8; docs/rules-decisions.md WAS-11.2): each ship that may fire picks one
 * target or holds fire, and a volley number. Groups fire in order; a group whose target is already sunk loses
 * its fire, and a convoy may be hit only once its escorts are damaged (14.8), so the order is the player's.
 * Within one number, volleys at escorts come before volleys at convoys.
 */
import type { AreaId, FireGroup, ShipState, Side, WasAction, WasState, WasView } from '@salvo/was';
import { accepted } from './engine-check';
import { atSea, openShips } from './seen-ships';

export interface FireParts {
  readonly area: AreaId;
  readonly side: Side;
  /** Own ships the engine lets fire this round (round-start strength above 0; Axis carriers only if declared). */
  readonly shooters: readonly ShipState[];
  /** Enemy ships in this engagement, convoys last. */
  readonly targets: readonly ShipState[];
}

export function fireParts(view: WasView, state: WasState): FireParts | null {
  const st = view.step;
  if (st.kind !== 'surface-fire') return null;
  const e = view.combat[st.area]?.engagements[st.engagement];
  if (!e) return null;
  // Axis ships hit by the Allied fire of this round still fire back (11.3): the engine, not the location, decides.
  const ids = st.side === 'allies' ? e.allies : e.axis;
  const mine = ids.flatMap((id) => openShips(view).filter((x) => x.id === id));
  const enemy = atSea(view, st.area, st.side === 'allies' ? e.axis : e.allies);
  const targets = [...enemy.filter((x) => x.type !== 'convoy'), ...enemy.filter((x) => x.type === 'convoy')];
  // A ship may fire when the engine takes it firing alone at some target (some target is always open, 11.6).
  const shooters = mine.filter((x) => targets.some((t) => accepted(state, { type: 'fire', groups: [{ shooters: [x.id], target: t.id }] })));
  return { area: st.area, side: st.side, shooters, targets };
}

/**
 * The picks and volley numbers that compose `a` exactly (fireAction(parts, ...firePicks(a)) equals `a` for any
 * fire action of these shooters at these targets): group i is volley i + 1. A suggestion fills the form so.
 */
export function firePicks(a: WasAction): { picks: Record<string, string>; volleyOf: Record<string, number> } {
  const picks: Record<string, string> = {};
  const volleyOf: Record<string, number> = {};
  if (a.type === 'fire') a.groups.forEach((g, i) => { for (const id of g.shooters) { picks[id] = g.target; volleyOf[id] = i + 1; } });
  return { picks, volleyOf };
}

/**
 * The fire action: `picks` maps a shooter to its target (absent or '' holds fire), `volleyOf` to its
 * volley number (absent: 1). Ships with the same target and number roll together as one group; groups
 * fire by number, and within a number in the order of `targets`. Any list of groups can be written so.
 */
export function fireAction(parts: Pick<FireParts, 'shooters' | 'targets'>, picks: Readonly<Record<string, string>>, volleyOf: Readonly<Record<string, number>>): WasAction {
  const firing = parts.shooters.map((x) => x.id).filter((id) => picks[id]);
  const numbers = [...new Set(firing.map((id) => volleyOf[id] ?? 1))].sort((a, b) => a - b);
  const groups: FireGroup[] = [];
  for (const n of numbers) {
    for (const t of parts.targets) {
      const ids = firing.filter((id) => picks[id] === t.id && (volleyOf[id] ?? 1) === n);
      if (ids.length) groups.push({ shooters: ids, target: t.id });
    }
  }
  // A pick of a ship not among the targets is kept, last, for the engine to refuse.
  for (const id of firing) {
    const t = picks[id];
    if (t && !parts.targets.some((x) => x.id === t)) groups.push({ shooters: [id], target: t });
  }
  return { type: 'fire', groups };
}
