/**
 * Engine invariants over seeded random playouts: the standard two-against-two battle (`fourShipBattle()`,
 * Warspite's printed roster among the ships; one game in four of them with every ship carrying an earlier
 * battle's damage, critical hits and crippling losses), a hidden U-boat battle and a squadron battle, a third each
 * (`battleFor` in invariant-playouts.ts); the checks are listed in
 * invariant-playouts.ts. FULL_GAMES games get every check at every step, GAMES more get sampled checks.
 * The games are split across worker threads (SALVO_PLAYOUT_WORKERS, default: the cores, at most 4).
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { LEGAL_EVERY, PARSE_EVERY, WRONG_EVERY, runPlayoutsInWorkers } from './invariant-playouts';

const GAMES = Number(process.env.SALVO_PLAYOUTS ?? 10_000);
const FULL_GAMES = Math.min(GAMES, Number(process.env.SALVO_FULL_PLAYOUTS ?? 1_000));
const WORKERS = Number(process.env.SALVO_PLAYOUT_WORKERS ?? Math.min(4, availableParallelism()));
/** Measured on two idle cores (29 Nov, 15:40, CI's 10,000 + 10,000): 360 s for the full-check games (about 72 ms of
 * CPU each) and 38 s for the sampled-check ones. The timeout is generous for a busy machine. */
const TIMEOUT_MS = 900_000;

describe('Victory at Sea engine invariants over random playouts', () => {
  it(`${FULL_GAMES} playouts with full checks: every listed action accepted, wrong ones rejected with a code, apply pure, serialize/parse equal, bounded length`, async () => {
    const r = await runPlayoutsInWorkers(1, FULL_GAMES, true, WORKERS);
    expect(r.failures.slice(0, 5)).toEqual([]);
    expect(r.games).toBe(FULL_GAMES);
    expect(r.steps).toBeGreaterThan(FULL_GAMES * 10);
  }, TIMEOUT_MS);

  it(`${GAMES} playouts with sampled checks: chosen action accepted, a listed one every ${LEGAL_EVERY} steps, wrong ones rejected every ${WRONG_EVERY}, serialize/parse every ${PARSE_EVERY}, bounded length`, async () => {
    const r = await runPlayoutsInWorkers(100_001, GAMES, false, WORKERS);
    expect(r.failures.slice(0, 5)).toEqual([]);
    expect(r.games).toBe(GAMES);
    expect(r.steps).toBeGreaterThan(GAMES * 10);
  }, TIMEOUT_MS);
});
