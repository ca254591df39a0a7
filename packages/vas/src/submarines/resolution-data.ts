/** The plain data of a submarine roll in progress (`resolution.kind === 'submarine'`), owned by submarines/. */
import type { ShipId, SquareRef, VasState } from '../types';

export type SubData =
  | { readonly step: 'detect'; readonly boat: ShipId; readonly side: string; readonly hunters: ShipId[]; readonly needs: number[] }
  | { readonly step: 'hunt'; readonly ship: ShipId; readonly square: SquareRef }
  | { readonly step: 'crash-dive'; readonly ship: ShipId; readonly needed: number };

export function subData(state: VasState): SubData | null {
  const r = state.resolution;
  if (r === null || r.kind !== 'submarine') return null;
  const d = r.data as unknown as SubData;
  return d.step === 'detect' || d.step === 'hunt' || d.step === 'crash-dive' ? d : null;
}
