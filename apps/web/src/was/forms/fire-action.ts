/**
 * Surface fire (11.2, 11.3, 11.6, 14.8): each ship that may fire picks one target or holds fire. Ships at
 * the same target roll together as one volley, unless each is to roll alone. Volleys at escorts resolve
 * before volleys at convoys, since a convoy may be hit only once its escorts are damaged (14.8).
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
 * The fire action: `picks` maps a shooter to its target (absent or '' holds fire). Groups follow the
 * order of `targets`; with `alone` each shooter is a group of its own, else one group per target.
 */
export function fireAction(parts: Pick<FireParts, 'shooters' | 'targets'>, picks: Readonly<Record<string, string>>, alone: boolean): WasAction {
  const groups: FireGroup[] = [];
  for (const t of parts.targets) {
    const ids = parts.shooters.map((x) => x.id).filter((id) => picks[id] === t.id);
    if (!ids.length) continue;
    if (alone) for (const id of ids) groups.push({ shooters: [id], target: t.id });
    else groups.push({ shooters: ids, target: t.id });
  }
  return { type: 'fire', groups };
}
