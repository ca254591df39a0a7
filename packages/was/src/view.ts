/**
 * observe(): what one side (or a spectator) may see. Hidden: the PRNG, the other side's secret
 * orders until revealed (5.5, 10.2, 12.9), and under 19.3 the identity of British ships until the
 * combat phase (the Axis sees where they are, not which they are).
 */
import type { ChanceRequest, Pending } from '@salvo/kernel';
import { pending } from './pending';
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

/** 19.3: whether `viewer` sees British ships face down (the one test every text and view goes through). */
export function hidesBritish(s: WasState, viewer: Side | 'spectator'): boolean {
  return viewer !== 'allies' && s.options.faceDown && !s.revealed;
}

export function observe(s: WasState, viewer: Side | 'spectator'): WasView {
  const hideBritish = hidesBritish(s, viewer);
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

/** Events that name a British ship before the combat phase reveals it (19.3): these the Axis is not told. */
const NAMES_BRITISH = new Set<WasEvent['type']>(['moved', 'speed-roll', 'repaired', 'reinforcement']);

/**
 * Events as one side may be told them. Under 19.3 the Axis is not told which British ship arrived,
 * moved, rolled for speed, was repaired or deployed before the combat phase reveals them. The events of
 * one action are read in order: `air-placed` is the reveal, `turn-started` hides the British again.
 */
export function visibleEvents(after: WasState, events: readonly WasEvent[], viewer: Side | 'spectator'): WasEvent[] {
  if (viewer === 'allies' || !after.options.faceDown) return [...events];
  const british = new Set(after.ships.filter((x) => x.nation === 'UK').map((x) => x.id));
  // Hidden at the first event: the first marker says what came before it (the reveal follows hidden
  // orders; a new turn follows a revealed combat phase); with no marker the state after says it.
  const first = events.find((e) => e.type === 'air-placed' || e.type === 'turn-started');
  let hidden = first ? first.type === 'air-placed' : !after.revealed;
  return events.filter((e) => {
    if (e.type === 'air-placed') hidden = false;
    if (e.type === 'turn-started') hidden = true;
    if (!hidden) return true;
    if (e.type === 'deployed') return false;
    return !(NAMES_BRITISH.has(e.type) && 'ship' in e && british.has(e.ship));
  });
}

/** A dice request as `viewer` may read it: under 19.3 the Axis is not told which British ships roll for speed. */
export function requestFor(s: WasState, request: ChanceRequest, viewer: Side | 'spectator'): ChanceRequest {
  if (!hidesBritish(s, viewer)) return request;
  const st = s.step;
  if (st.kind === 'speed-roll' && st.side === 'allies') {
    return { ...request, label: `Speed rolls for ${st.ships.length} British two-area move(s), face down (19.3): below each ship's speed succeeds` };
  }
  return { ...request, label: scrubBritish(s, request.label) };
}

/** pending() as `viewer` may read it: the same step, its prompt and dice label filtered like `observe`. */
export function pendingFor(s: WasState, viewer: Side | 'spectator'): Pending<Side> {
  const p = pending(s);
  if (!hidesBritish(s, viewer)) return p;
  if (p.kind === 'chance') return { ...p, request: requestFor(s, p.request, viewer) };
  if (p.kind === 'decision' || p.kind === 'simultaneous') return { ...p, prompt: scrubBritish(s, p.prompt) };
  return p;
}

/** Any other sentence for a viewer who sees British ships face down: each British name becomes "a British ship". */
export function textFor(s: WasState, text: string, viewer: Side | 'spectator'): string {
  return hidesBritish(s, viewer) ? scrubBritish(s, text) : text;
}

function scrubBritish(s: WasState, text: string): string {
  let out = text;
  const names = s.ships.filter((x) => x.nation === 'UK').map((x) => x.name).sort((p, q) => q.length - p.length);
  for (const name of names) {
    if (!out.includes(name)) continue;
    out = out.split(name).join('a British ship');
  }
  return out;
}
