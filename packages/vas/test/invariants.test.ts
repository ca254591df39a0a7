/**
 * Engine invariants over seeded random playouts of the standard two-against-two battle
 * (`fourShipBattle()`, Warspite's printed roster among the ships). Per game and step:
 * - the chosen action (`sampleAction`) is accepted by the checked `apply`, which leaves its argument unchanged;
 * - listed legal actions are accepted by `apply` (all of them in the full-check games, one sampled every
 *   LEGAL_EVERY steps otherwise);
 * - deliberately wrong actions (dice when a decision is due, a decision when dice are due, dice of the
 *   wrong count, a move far beyond Speed, an action for a fleet whose turn it is not) are rejected with an
 *   ERR_ code and a sentence;
 * - serialize -> parse gives an equal state (every PARSE_EVERY steps, and at the end);
 * - every game ends within `descriptor.maxActions` actions.
 * Light checks run on GAMES games, full checks on FULL_GAMES of them (see the numbers measured in the report).
 */
import { describe, expect, it } from 'vitest';
import { nextU32, seedRng, type RngState, type RuleError } from '@salvo/kernel';
import { vas, type VasAction, type VasState } from '@salvo/vas';
import { fourShipBattle } from './fixtures';

const GAMES = Number(process.env.SALVO_PLAYOUTS ?? 10_000);
const FULL_GAMES = Math.min(GAMES, Number(process.env.SALVO_FULL_PLAYOUTS ?? 1_000));
const PARSE_EVERY = 25;
/** Sampled mode: one listed legal action is applied every LEGAL_EVERY decisions, wrong actions every WRONG_EVERY steps. */
const LEGAL_EVERY = 5;
const WRONG_EVERY = 7;

interface Failure {
  readonly seed: number;
  readonly step: number;
  readonly what: string;
}

function badRejection(r: { ok: true } | { ok: false; error: RuleError }): string | null {
  if (r.ok) return 'was accepted';
  if (!/^ERR_[A-Z0-9_]+$/.test(r.error.code)) return `has no ERR_ code (${r.error.code})`;
  if (r.error.message.trim().length < 8) return `has no sentence (${r.error.message})`;
  return null;
}

/** Wrong actions for this step; each must be rejected with a code. */
function wrongActions(state: VasState): { label: string; action: VasAction }[] {
  const p = vas.pending(state);
  const out: { label: string; action: VasAction }[] = [];
  if (p.kind === 'chance') {
    out.push({ label: 'a decision while dice are due', action: { type: 'attack', ship: state.shipOrder[0] ?? 'x', fire: [] } });
    out.push({ label: 'dice of the wrong count', action: vas.diceAction(Array.from({ length: p.request.dice + 1 }, () => 1)) });
    out.push({ label: 'a die face beyond its sides', action: vas.diceAction(Array.from({ length: p.request.dice }, () => p.request.sides + 1)) });
    return out;
  }
  if (p.kind !== 'decision') return out;
  out.push({ label: 'dice while a decision is due', action: vas.diceAction([3]) });
  const other = state.fleetOrder.find((f) => f !== p.player);
  if (other && p.decision !== 'concede') {
    const otherShip = state.shipOrder.find((id) => state.ships[id]?.fleet === other && !state.ships[id]?.destroyed);
    if (state.moving) {
      const s = state.ships[state.moving];
      if (s) out.push({ label: 'a move far beyond Speed', action: { type: 'move', ship: s.id, legs: [{ forward: s.roster.speed + 10 }] } });
    } else if (otherShip && state.phase === 'movement') {
      out.push({ label: "nominating the other fleet's ship", action: { type: 'nominate-move', ship: otherShip } });
    } else if (otherShip && state.phase === 'attack') {
      out.push({ label: "attacking with the other fleet's ship", action: { type: 'attack', ship: otherShip, fire: [] } });
    }
  }
  return out;
}

function playGame(seed: number, full: boolean, failures: Failure[]): number {
  const created = vas.createGame(fourShipBattle(seed));
  if (!created.ok) {
    failures.push({ seed, step: -1, what: `setup rejected: ${created.error.message}` });
    return 0;
  }
  let state = created.value;
  const rng: RngState = seedRng(seed ^ 0x5a17);
  const fail = (step: number, what: string): void => void failures.push({ seed, step, what });
  for (let step = 0; ; step++) {
    if (failures.length > 20) return step;
    const p = vas.pending(state);
    if (p.kind === 'over') return step;
    if (step >= vas.descriptor.maxActions) {
      fail(step, `did not end within maxActions ${vas.descriptor.maxActions}`);
      return step;
    }
    const checkWrong = full || step % WRONG_EVERY === 0;
    if (checkWrong) {
      for (const w of wrongActions(state)) {
        const bad = badRejection(vas.apply(state, w.action));
        if (bad) fail(step, `${w.label} ${bad}: ${JSON.stringify(w.action)}`);
      }
    }
    if (full || step % PARSE_EVERY === 0) {
      const text = vas.serialize(state);
      const parsed = vas.parse(text);
      if (!parsed.ok) fail(step, `parse(serialize(state)) failed: ${parsed.error.message}`);
      else if (vas.serialize(parsed.value) !== text || (full && JSON.stringify(parsed.value) !== JSON.stringify(state))) fail(step, 'parse(serialize(state)) differs from the state');
    }
    if (p.kind === 'chance') {
      state = vas.rollChance(state).state;
      continue;
    }
    const legal = full || step % LEGAL_EVERY === 0 ? vas.legalActions(state) : [];
    const toCheck = full ? legal : legal.length > 0 && step % LEGAL_EVERY === 0 ? [legal[nextU32(rng) % legal.length] as VasAction] : [];
    for (const a of toCheck) {
      const r = vas.apply(state, a);
      if (!r.ok) fail(step, `listed legal action rejected (${r.error.code}: ${r.error.message}): ${JSON.stringify(a)}`);
    }
    const chosen = vas.sampleAction(state, rng);
    const before = full ? vas.serialize(state) : '';
    const r = vas.apply(state, chosen);
    if (full && vas.serialize(state) !== before) fail(step, 'apply changed its argument');
    if (!r.ok) {
      fail(step, `sampled action rejected (${r.error.code}: ${r.error.message}): ${JSON.stringify(chosen)}`);
      return step;
    }
    state = r.value.state;
  }
}

function runPlayouts(from: number, count: number, full: boolean): { failures: Failure[]; steps: number } {
  const failures: Failure[] = [];
  let steps = 0;
  for (let seed = from; seed < from + count && failures.length <= 20; seed++) steps += playGame(seed, full, failures);
  return { failures, steps };
}

describe('Victory at Sea engine invariants over random playouts', () => {
  it(`${FULL_GAMES} playouts with full checks: every listed action accepted, wrong ones rejected with a code, apply pure, serialize/parse equal, bounded length`, () => {
    const { failures, steps } = runPlayouts(1, FULL_GAMES, true);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(steps).toBeGreaterThan(FULL_GAMES);
  });

  it(`${GAMES} playouts with sampled checks: chosen action accepted, a sampled listed action every ${LEGAL_EVERY} steps, wrong ones rejected every ${WRONG_EVERY}, serialize/parse every ${PARSE_EVERY} steps, bounded length`, () => {
    const { failures, steps } = runPlayouts(100_001, GAMES, false);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(steps).toBeGreaterThan(GAMES);
  });
});
