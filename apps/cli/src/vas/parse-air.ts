/**
 * The aircraft words of the terminal (VAS-AIR-*), parsed into actions; the engine still validates them.
 *
 *   move 5 launch sword1 warspite/obs1 recover fulmar1   a carrier's (or Aircraft X ship's) move with launches
 *                                      and recoveries: the words after `launch` / `recover` are flight ids
 *   fly sword1 30 20 fulmar1 28 22     the pending fleet's flights of this group fly to (x, y); `fly none` holds them
 *   first | pass                       when aircraft movement is being chosen: fly first, or make the enemy do so
 */
import { vas, type FlightMove, type VasAction, type VasState } from '@salvo/vas';

export type AirParsed = { readonly ok: true; readonly action: VasAction } | { readonly ok: false; readonly message: string };

const fail = (message: string): AirParsed => ({ ok: false, message });

/** A flight by id, or by a unique start of its id. */
export function resolveFlight(state: VasState, word: string): string | null {
  const w = word.toLowerCase();
  const ids = state.air.flights.filter((f) => !f.destroyed).map((f) => f.id);
  const exact = ids.find((id) => id.toLowerCase() === w);
  if (exact) return exact;
  const pre = ids.filter((id) => id.toLowerCase().startsWith(w));
  return pre.length === 1 ? (pre[0] ?? null) : null;
}

/** Splits a move's words into its legs' words and the flights after `launch` / `recover`. */
export function splitLaunchWords(state: VasState, words: readonly string[]): { legs: string[]; launch?: string[]; recover?: string[] } | string {
  const legs: string[] = [];
  const out: { launch: string[]; recover: string[] } = { launch: [], recover: [] };
  let into: 'launch' | 'recover' | null = null;
  for (const w of words) {
    const lw = w.toLowerCase();
    if (lw === 'launch' || lw === 'recover') { into = lw; continue; }
    if (into === null) { legs.push(w); continue; }
    const id = resolveFlight(state, w);
    if (!id) return `No single flight matches "${w}".`;
    out[into].push(id);
  }
  return { legs, ...(out.launch.length ? { launch: out.launch } : {}), ...(out.recover.length ? { recover: out.recover } : {}) };
}

/** `first` / `pass` while the aircraft movement order is being chosen; null when that is not the decision. */
export function parseAirFirst(state: VasState, verb: string): AirParsed | null {
  const p = vas.pending(state);
  if (p.kind !== 'decision' || p.decision !== 'air-first') return null;
  return { ok: true, action: { type: 'air-first', fleet: p.player, first: verb === 'first' } };
}

export function parseFly(state: VasState, rest: readonly string[], pendingFleet: string | null): AirParsed {
  if (!pendingFleet) return fail('No fleet is flying its aircraft now.');
  if (rest[0]?.toLowerCase() === 'none' || rest.length === 0) return { ok: true, action: { type: 'fly', fleet: pendingFleet, moves: [] } };
  const moves: FlightMove[] = [];
  for (let i = 0; i < rest.length; i += 3) {
    const flight = resolveFlight(state, rest[i] ?? '');
    const x = Number(rest[i + 1]);
    const y = Number(rest[i + 2]);
    if (!flight) return fail(`No single flight matches "${rest[i] ?? ''}".`);
    if (rest[i + 2] === undefined || !Number.isFinite(x) || !Number.isFinite(y)) return fail(`Write fly ${flight} <x> <y> (inches), one triple per flight, or fly none.`);
    moves.push({ flight, to: { x, y } });
  }
  return { ok: true, action: { type: 'fly', fleet: pendingFleet, moves } };
}
