/** Test helpers: build positions directly on a state, drive the public engine, force dice. */
import { expect } from 'vitest';
import { wasEngine as E } from '../src/engine';
import type { AreaId, Location, PortId, WasAction, WasEvent, WasOptions, WasState } from '../src/types';

export { E };

export function newGame(options: Partial<WasOptions> = {}, seed = 1): WasState {
  const r = E.createGame({ seed, options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function ship(s: WasState, id: string): WasState['ships'][number] {
  const x = s.ships.find((q) => q.id === id);
  if (!x) throw new Error(`no ship ${id}`);
  return x;
}

/** Puts ships in play at a location (test setup only). */
export function put(s: WasState, ids: readonly string[], loc: Location): void {
  for (const id of ids) {
    const x = ship(s, id);
    x.status = 'active';
    x.location = structuredClone(loc);
  }
}
export const sea = (area: AreaId): Location => ({ kind: 'sea', area });
export const inPort = (port: PortId): Location => ({ kind: 'port', port });

/** Applies a legal action; fails the test if it is refused. */
export function act(s: WasState, a: WasAction, log?: WasEvent[]): WasState {
  const r = E.apply(s, a);
  if (!r.ok) throw new Error(`refused ${a.type}: ${r.error.code} ${r.error.message}`);
  log?.push(...r.value.events);
  return r.value.state;
}

/** Answers the pending chance step with exactly these dice. */
export function roll(s: WasState, values: readonly number[], log?: WasEvent[]): WasState {
  const p = E.pending(s);
  expect(p.kind, `expected dice, pending is ${JSON.stringify(p)}`).toBe('chance');
  if (p.kind === 'chance') expect(p.request.dice, `dice for ${p.request.label}`).toBe(values.length);
  const t = act(s, { type: 'roll', values }, log);
  // 11.5: the German +1 is taken, as before it became a choice (tests of the choice answer it themselves).
  return t.step.kind === 'add-one' ? act(t, { type: 'add-one', add: true }, log) : t;
}

/** Answers the pending chance step with these dice and leaves any 11.5 choice pending. */
export function rollOnly(s: WasState, values: readonly number[], log?: WasEvent[]): WasState {
  return act(s, { type: 'roll', values }, log);
}

export function refused(s: WasState, a: WasAction): string {
  const r = E.apply(s, a);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error.code;
}

/** Everything off the board except the ships a test places. */
export function emptyBoard(s: WasState, turn: number): WasState {
  s.turn = turn;
  for (const x of s.ships) {
    x.status = 'waiting';
    x.location = { kind: 'offboard' };
  }
  s.uboats = { inPlay: 0, reserve: 0, areas: {} };
  return s;
}

/** Jumps to the land-based air step (5.5) with the board as set; both markers then placed. */
export function toCombat(s: WasState, alliesLba: string | null, axisLba: string | null, log?: WasEvent[]): WasState {
  s.step = { kind: 'place-air' };
  s.secret = {};
  let t = act(s, { type: 'place-air', side: 'allies', target: alliesLba as never }, log);
  t = act(t, { type: 'place-air', side: 'axis', target: axisLba as never }, log);
  return t;
}

export function pendingOf(s: WasState): ReturnType<typeof E.pending> {
  return E.pending(s);
}
