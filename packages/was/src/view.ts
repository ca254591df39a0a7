/**
 * observe(): what one side (or a spectator) may see. Hidden: the PRNG, the other side's secret
 * orders until revealed (5.5, 10.2, 12.9), and under 19.3 the identity of British ships until the
 * combat phase (the Axis sees where they are, not which they are).
 */
import { defenseOf } from './ships';
import type { FaceDownShip, ShipState, Side, WasEvent, WasState, WasView } from './types';

const locKey = (x: ShipState): string => {
  const l = x.location;
  return l.kind === 'port' ? `p:${l.port}` : l.kind === 'sea' || l.kind === 'returning' ? `${l.kind}:${l.area}` : 'off';
};

/** A ship as shown: a copy with its effective Defense (19.1), which is what the rules use. */
const shown = (s: WasState, x: ShipState): ShipState => ({ ...structuredClone(x), defense: defenseOf(s, x) });

function faceDown(s: WasState, ships: readonly ShipState[]): (ShipState | FaceDownShip)[] {
  const hidden = (x: ShipState): boolean => x.nation === 'UK' && x.status === 'active';
  const open = ships.filter((x) => !hidden(x)).map((x) => shown(s, x));
  const uk = ships.filter(hidden).sort((p, q) => (locKey(p) < locKey(q) ? -1 : locKey(p) > locKey(q) ? 1 : 0));
  const backs = uk.map((x, i): FaceDownShip => ({ id: `face-down-${i + 1}`, faceDown: true, side: 'allies', location: structuredClone(x.location) }));
  return [...open, ...backs];
}

export function observe(s: WasState, viewer: Side | 'spectator'): WasView {
  const hideBritish = viewer !== 'allies' && s.options.faceDown && !s.revealed;
  const ownSecret = viewer === 'spectator' ? null : (s.secret[viewer] ?? null);
  const submitted = (['allies', 'axis'] as const).filter((x) => s.secret[x] !== undefined);
  const step = hideBritish && s.step.kind === 'speed-roll' && s.step.side === 'allies'
    ? { kind: 'speed-roll' as const, side: 'allies' as const, ships: [], fallbacks: [] }
    : structuredClone(s.step);
  return {
    viewer,
    options: { ...s.options },
    surrendered: s.surrendered ?? null,
    turn: s.turn,
    step,
    poc: s.poc,
    ships: hideBritish ? faceDown(s, s.ships) : s.ships.map((x) => shown(s, x)),
    uboats: structuredClone(s.uboats),
    control: structuredClone(s.control),
    lba: { allies: s.lba.allies, axis: s.lba.axis },
    submitted,
    ownSecret: ownSecret ? structuredClone(ownSecret) : null,
    combat: structuredClone(s.combat),
  };
}

/**
 * Events as one side may be told them. Under 19.3 the Axis is not told which British ship moved,
 * rolled for speed, was repaired or deployed before the combat phase reveals them.
 */
export function visibleEvents(after: WasState, events: readonly WasEvent[], viewer: Side | 'spectator'): WasEvent[] {
  if (viewer === 'allies' || !after.options.faceDown) return [...events];
  const british = new Set(after.ships.filter((x) => x.nation === 'UK').map((x) => x.id));
  const revealedAt = events.findIndex((e) => e.type === 'air-placed');
  return events.filter((e, i) => {
    if (revealedAt >= 0 && i >= revealedAt) return true;
    if (!after.revealed || revealedAt >= 0) {
      if ((e.type === 'moved' || e.type === 'speed-roll' || e.type === 'repaired') && british.has(e.ship)) return false;
      if (e.type === 'deployed') return false;
    }
    return true;
  });
}
