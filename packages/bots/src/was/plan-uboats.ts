/**
 * U-boat placement for the heuristic Axis (6.5, 8.2-8.5): each U-boat goes where it most raises the
 * chance that one survives the ASW dice (which denies the Allies control) plus the value of its shot,
 * convoys first. Areas without Allied ships gain nothing from U-boats.
 */
import type { AreaId, WasView } from '@salvo/was';
import { AREA_IDS, pocOf } from './board-info';
import { atLeast, atSeaIn, forceOf, power, type Force } from './power';

export function placeUboats(view: WasView, axisPlan: Readonly<Record<string, Force>>): Partial<Record<AreaId, number>> {
  const info = AREA_IDS.map((a) => {
    const allied = view.ships.filter((x) => x.side === 'allies' && atSeaIn(x, a));
    const heavy = allied.filter((x) => !('faceDown' in x) && (x.type === 'convoy' || x.type === 'CV')).length;
    const convoy = allied.some((x) => !('faceDown' in x) && x.type === 'convoy');
    const axisStrong = power(axisPlan[a] ?? { fire: 0, bodies: 0 }) > 0;
    return { a, ships: allied.length, dice: allied.length + 2 * heavy, convoy, axisStrong };
  });
  const out: Partial<Record<AreaId, number>> = {};
  for (let i = 0; i < view.uboats.inPlay; i++) {
    let best: { a: AreaId; gain: number } | null = null;
    for (const x of info) {
      if (x.ships === 0) continue;
      const k = out[x.a] ?? 0;
      const survive = (n: number): number => (n === 0 ? 0 : 1 - atLeast(x.dice, 1 / 3, n));
      const deny = (survive(k + 1) - survive(k)) * pocOf(x.a, 'allies') * (x.axisStrong ? 0.5 : 1);
      const shot = survive(k + 1) * (x.convoy ? 0.9 : 0.25);
      const gain = deny + shot;
      if (!best || gain > best.gain) best = { a: x.a, gain };
    }
    if (!best) break;
    out[best.a] = (out[best.a] ?? 0) + 1;
  }
  return out;
}

/** WBC 2000 (a): placement after the speed rolls, against the Axis ships now at sea in each area. */
export function placeUboatsNow(view: WasView): Partial<Record<AreaId, number>> {
  const ours: Record<string, Force> = {};
  for (const a of AREA_IDS) ours[a] = forceOf(view.ships.filter((x) => x.side === 'axis' && atSeaIn(x, a)));
  return placeUboats(view, ours);
}
