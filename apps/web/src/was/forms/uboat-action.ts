/** U-boat targets (8.5): one Allied ship per surviving U-boat; several U-boats may attack the same ship. */
import type { AreaId, ShipState, WasAction, WasView } from '@salvo/was';
import { atSea } from './seen-ships';

export interface UboatParts {
  readonly area: AreaId;
  /** U-boats that survived the ASW roll and fire now. */
  readonly uboats: number;
  readonly targets: readonly ShipState[];
}

export function uboatParts(view: WasView): UboatParts | null {
  const st = view.step;
  if (st.kind !== 'uboat-targets') return null;
  return { area: st.area, uboats: st.uboats, targets: atSea(view, st.area).filter((x) => x.side === 'allies') };
}

/** The uboat-targets action: each ship named once per U-boat sent at it, ships in the order listed. */
export function uboatAction(targets: readonly ShipState[], counts: Readonly<Record<string, number>>): WasAction {
  return { type: 'uboat-targets', targets: targets.flatMap((x) => Array<string>(Math.max(0, Math.floor(counts[x.id] ?? 0))).fill(x.id)) };
}
