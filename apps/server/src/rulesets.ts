/**
 * The two rulesets as the server drives them: the engine, the seats of a game, what a viewer may be
 * told of a transition's events, and whose dice a table-mode chance step is. Everything a frame
 * carries about a game goes through `observe` and `eventsFor` here.
 */
import { type Engine, type Pending, type RngState } from '@salvo/kernel';
import * as vasPkg from '@salvo/vas';
import { vas, type VasSetup, type VasState } from '@salvo/vas';
import { pendingFor, visibleEvents, wasEngine, type Side, type WasEvent, type WasState } from '@salvo/was';

export const SPECTATOR = 'spectator';
/** Seat ids the server keeps for itself: a setup may not use them for a player. */
export const RESERVED_SEATS = new Set([SPECTATOR, 'dice', 'server']);

export type AnyAction = { readonly type: string } & Record<string, unknown>;
export type AnyEngine = Engine<unknown, unknown, AnyAction, unknown, string, unknown>;

export interface Ruleset {
  readonly id: 'vas' | 'war-at-sea';
  readonly engine: AnyEngine;
  /** The setup used when a client gives none (the seed is always the server's). */
  defaultSetup(): Record<string, unknown>;
  /** The player seats of a created game, in the engine's order. */
  seats(state: unknown): string[];
  /** The events of one transition that `viewer` may be told; `after` is the state it led to. */
  eventsFor(after: unknown, events: readonly unknown[], viewer: string): unknown[];
  /** What `pending` says, as that viewer may read it (prompts and dice labels filtered like `observe`). */
  pendingFor?(state: unknown, viewer: string): Pending<string>;
  /** Table mode: the seat that rolls the pending chance step, or null when no seat owns it. */
  diceOwner(state: unknown): string | null;
  /**
   * Fields of the views that never change in a game (`ships.*.roster`: `*` every element, the last
   * segment a field of an element with an `id`): sent once per connection, not in every frame (statics.ts).
   */
  readonly staticPaths: readonly string[];
}

/** The state's PRNG: both engines keep it as `state.rng` (the dice `rollChance` rolls come from it). */
export function rngOf(state: unknown): RngState {
  const r = (state as { rng?: unknown }).rng;
  if (!Array.isArray(r) || r.length !== 4 || !r.every((x) => typeof x === 'number')) throw new Error('state has no PRNG');
  return [r[0], r[1], r[2], r[3]] as RngState;
}

/**
 * The engine with `pending` remembered per state object. The server asks `pending` of one state a dozen
 * times per action (the seat check, the dice loop, who moves next, every viewer's frame); states are
 * never changed once made (each transition returns a new one), so the answer for a state object is
 * fixed. The answer is shared: callers copy before changing it (they never do).
 */
export function withPendingMemo(engine: AnyEngine): AnyEngine {
  const memo = new WeakMap<object, Pending<string>>();
  return {
    ...engine,
    pending(state) {
      if (typeof state !== 'object' || state === null) return engine.pending(state);
      let p = memo.get(state);
      if (p === undefined) memo.set(state, (p = engine.pending(state)));
      return p;
    },
  };
}

type VisibleFn = (after: unknown, events: readonly unknown[], viewer: string) => unknown[];
/** Victory at Sea core hides nothing but the PRNG; a later `visibleEvents` export (night fighting) is used when present. */
const vasVisible: VisibleFn | null = 'visibleEvents' in vasPkg && typeof (vasPkg as Record<string, unknown>).visibleEvents === 'function'
  ? ((vasPkg as Record<string, unknown>).visibleEvents as VisibleFn)
  : null;

const vasEngine = withPendingMemo(vas as unknown as AnyEngine);

const VAS: Ruleset = {
  id: 'vas',
  engine: vasEngine,
  defaultSetup: () => matapan() as unknown as Record<string, unknown>,
  seats: (state) => [...(state as VasState).fleetOrder],
  eventsFor: (after, events, viewer) => (vasVisible ? vasVisible(after, events, viewer) : [...events]),
  // rosters and aircraft profiles are shared by every state of a game and never mutated (clone-state.ts)
  staticPaths: ['ships.*.roster', 'air.flights.*.profile'],
  diceOwner(state) {
    const s = state as VasState;
    const p = vasEngine.pending(s);
    if (p.kind !== 'chance') return null;
    const ctx = p.request.context ?? {};
    if (typeof ctx.fleet === 'string' && s.fleets[ctx.fleet]) return ctx.fleet;
    if (typeof ctx.ship === 'string') return s.ships[ctx.ship]?.fleet ?? null;
    const r = s.resolution;
    if (r?.kind === 'attack') return s.ships[r.data.attacker]?.fleet ?? null;
    return null;
  },
};

const WAS: Ruleset = {
  id: 'war-at-sea',
  engine: withPendingMemo(wasEngine as unknown as AnyEngine),
  defaultSetup: () => ({ options: { faceDown: false, weakBismarcks: false, accumulateUboats: false } }),
  seats: () => ['allies', 'axis'],
  // a War at Sea ship is a flat record of changing fields: nothing static to send apart
  staticPaths: [],
  eventsFor: (after, events, viewer) => visibleEvents(after as WasState, events as WasEvent[], viewer as Side | 'spectator'),
  pendingFor: (state, viewer) => pendingFor(state as WasState, viewer === 'allies' || viewer === 'axis' ? viewer : 'spectator'),
  diceOwner(state) {
    const st = (state as WasState).step as { side?: unknown };
    return st.side === 'allies' || st.side === 'axis' ? st.side : null;
  },
};

export function rulesetOf(name: unknown): Ruleset | null {
  if (name === 'vas' || name === 'victory-at-sea') return VAS;
  if (name === 'war-at-sea' || name === 'was') return WAS;
  return null;
}

/** The built-in Victory at Sea battle (as `salvo play`): Warspite and Valiant against Vittorio Veneto and Zara. */
function matapan(): Omit<VasSetup, 'seed'> {
  const ship = (id: string, name: string, cls: string, x: number, y: number, heading: number) => ({ id, name, class: cls, position: { x, y }, heading });
  return {
    fleets: [
      { id: 'rn', name: 'Royal Navy', ships: [ship('warspite', 'HMS Warspite', 'Queen Elizabeth', 30, 6, 0), ship('valiant', 'HMS Valiant', 'Queen Elizabeth', 42, 6, 0)] },
      { id: 'rm', name: 'Regia Marina', ships: [ship('veneto', 'Vittorio Veneto', 'Littorio', 30, 42, 180), ship('zara', 'Zara', 'Zara', 42, 42, 180)] },
    ],
  };
}

/** Who must act now: the seats owing a decision, or the dice. */
export function toMove(rs: Ruleset, state: unknown, table: boolean, lastActor: string | null): { kind: Pending<string>['kind']; seats: string[] } {
  const p = rs.engine.pending(state);
  switch (p.kind) {
    case 'decision': return { kind: p.kind, seats: [p.player] };
    case 'simultaneous': return { kind: p.kind, seats: [...p.players] };
    case 'chance': {
      const owner = table ? tableRoller(rs, state, lastActor) : null;
      return { kind: p.kind, seats: owner ? [owner] : [] };
    }
    case 'over': return { kind: p.kind, seats: [] };
  }
}

/**
 * Salvo's own design for online table mode: the dice of a chance step are typed by the seat the
 * engine names (the fleet or side whose roll it is); when it names none, by the seat that acted last
 * (whose action called for the dice), and at the very start by the first seat.
 */
export function tableRoller(rs: Ruleset, state: unknown, lastActor: string | null): string | null {
  const seats = rs.seats(state);
  return rs.diceOwner(state) ?? (lastActor && seats.includes(lastActor) ? lastActor : seats[0] ?? null);
}
