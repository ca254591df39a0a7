/** Disengagement decisions resolved (12.1-12.9, C4): next round, both gone, or pursuit. */
import { areaCombat, areaDone } from './combat-areas';
import { beginEngagement, canPursue } from './combat-rounds';
import { present, startRound } from './surface';
import type { AreaId, Side, WasEvent, WasState } from './types';
import { otherSide } from './types';

/** Ships of the withdrawing side that nobody pursues any more escape to port (12.6, C4). */
export function escapeUnpursued(s: WasState, a: AreaId, withdrawing: Side): void {
  const c = areaCombat(s, a);
  const chased = new Set(c.engagements.flatMap((e) => (withdrawing === 'allies' ? e.allies : e.axis)));
  for (const x of present(s, a, c.withdrawing.flat())) {
    if (!chased.has(x.id)) x.location = { kind: 'returning', area: a };
  }
}

/** 12.1-12.3, 12.9: both stay (next round), both go (nobody controls), or one goes and the other may pursue. */
export function resolveDisengage(s: WasState, a: AreaId, ev: WasEvent[]): void {
  const c = areaCombat(s, a);
  const orders = { allies: s.secret.allies, axis: s.secret.axis };
  s.secret = {};
  const groups = (side: Side): string[][] | null => {
    const o = orders[side];
    return o && o.type === 'disengage' && o.groups ? o.groups.map((g) => [...g]) : null;
  };
  const al = groups('allies');
  const ax = groups('axis');
  if (!al && !ax) {
    startRound(s, a, c, ev);
    beginEngagement(s, a, 0, ev);
    return;
  }
  for (const [side, g] of [['allies', al], ['axis', ax]] as const) {
    if (!g) continue;
    c.disengaged[side] = true;
    ev.push({ type: 'disengaged', side, area: a, groups: g });
  }
  if (al && ax) {
    c.engagements = [];
    areaDone(s, a, ev);
    return;
  }
  const going: Side = al ? 'allies' : 'axis';
  c.withdrawing = (al ?? ax) ?? [];
  if (canPursue(s, a, c, otherSide(going))) {
    s.step = { kind: 'pursue', area: a, side: otherSide(going) };
    return;
  }
  c.engagements = [];
  areaDone(s, a, ev);
}

