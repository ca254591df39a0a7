/**
 * War at Sea engine invariants over seeded random playouts of whole games (the checks every ruleset
 * must pass, docs/architecture.md): every listed action is accepted, every sampled action is accepted,
 * wrong actions are rejected with an ERR_ code and a sentence, `apply` never changes its argument,
 * serialize -> parse gives an equal state, chance steps are fair dice, games end within
 * `descriptor.maxActions`, and a secret simultaneous choice never shows in the other side's view
 * before it is revealed. GAMES games (SALVO_WAS_PLAYOUTS, default 40) cycle
 * through the play-balance options so that the face-down placement of 19.3 is exercised too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { faceProbabilities, seedRng, type RngState } from '@salvo/kernel';
import { wasEngine as E, otherSide, type Side, type WasAction, type WasState } from '@salvo/was';

const GAMES = Number(process.env.SALVO_WAS_PLAYOUTS ?? 40);
/** Serialize/parse and purity are checked every this many steps (and at every decision). */
const PARSE_EVERY = 7;

interface Tally {
  games: number;
  steps: number;
  listed: number;
  rejected: number;
  leakChecks: number;
  faceDownChecks: number;
  /** Failures by the rule that broke, so that each check fails under its own rule id (not all under WAS-5.9). */
  failures: Record<Rule, string[]>;
}

type Rule = 'WAS-5.9' | 'WAS-ENGINE-PURE' | 'WAS-ENGINE-PARSE' | 'WAS-5.5' | 'WAS-19.3';
const fail = (t: Tally, rule: Rule, message: string): void => void t.failures[rule].push(message);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const optionsFor = (g: number): { weakBismarcks: boolean; accumulateUboats: boolean; faceDown: boolean } => ({
  weakBismarcks: g % 2 === 1,
  accumulateUboats: g % 3 === 1,
  faceDown: g % 2 === 0,
});

/** Actions that can never answer the pending step. */
function wrongActions(s: WasState): unknown[] {
  const p = E.pending(s);
  const bogus: unknown[] = [{ type: 'no-such-action' }, { notype: true }];
  if (p.kind === 'chance') {
    bogus.push({ type: 'move', orders: [] });
    bogus.push({ type: 'roll', values: Array.from({ length: p.request.dice + 1 }, () => 1) });
    if (p.request.dice > 0) bogus.push({ type: 'roll', values: Array.from({ length: p.request.dice }, () => p.request.sides + 1) });
  } else {
    bogus.push({ type: 'roll', values: [1] });
  }
  return bogus;
}

/** A side's candidate answers in a simultaneous step: what the engine lists for it, and passing. */
function choicesOf(s: WasState, side: Side): WasAction[] {
  const listed = E.legalActions(s).filter((a) => 'side' in a && a.side === side);
  const kind = s.step.kind;
  const pass: WasAction[] =
    kind === 'place-air' ? [{ type: 'place-air', side, target: null }]
      : kind === 'air-targets' ? [{ type: 'air-targets', side, targets: [] }]
        : kind === 'disengage' ? [{ type: 'disengage', side, groups: null }] : [];
  return [...pass, ...listed];
}

/** The first-owing side's secret choice must not change what the other side sees. */
function checkNoLeak(s: WasState, t: Tally): void {
  const p = E.pending(s);
  if (p.kind !== 'simultaneous' || p.players.length < 2) return;
  const [secretSide] = p.players;
  if (!secretSide) return;
  const other = otherSide(secretSide);
  const outcomes = choicesOf(s, secretSide)
    .map((a) => E.apply(s, a))
    .flatMap((r) => (r.ok ? [r.value.state] : []));
  const base = outcomes[0];
  if (!base) return;
  for (const next of outcomes.slice(1)) {
    t.leakChecks += 1;
    if (!same(E.observe(next, other), E.observe(base, other))) fail(t, 'WAS-5.5', `${secretSide}'s secret ${s.step.kind} changed the ${other} view`);
  }
}

/** 19.3: before the combat phase the Axis sees where British ships are, not which: swapping two is invisible. */
function checkFaceDown(s: WasState, t: Tally): void {
  if (!s.options.faceDown || s.revealed || s.step.kind !== 'move' || s.step.side !== 'axis') return;
  const uk = s.ships.filter((x) => x.nation === 'UK' && x.status === 'active');
  const a = uk[0];
  const b = uk.find((x) => JSON.stringify(x.location) !== JSON.stringify(a?.location));
  if (!a || !b) return;
  const swapped = structuredClone(s);
  const sa = swapped.ships.find((x) => x.id === a.id);
  const sb = swapped.ships.find((x) => x.id === b.id);
  if (!sa || !sb) return;
  [sa.location, sb.location] = [sb.location, sa.location];
  t.faceDownChecks += 1;
  if (!same(E.observe(swapped, 'axis'), E.observe(s, 'axis'))) fail(t, 'WAS-19.3', `swapping ${a.id} and ${b.id} changed the Axis view`);
}

function checkStep(s: WasState, stepNo: number, t: Tally): void {
  const p = E.pending(s);
  const before = E.serialize(s);
  if (p.kind === 'decision' || p.kind === 'simultaneous' || stepNo % PARSE_EVERY === 0) {
    const parsed = E.parse(before);
    if (!parsed.ok) fail(t, 'WAS-ENGINE-PARSE', `a reached ${s.step.kind} state was refused: ${parsed.error.message}`);
    else if (!same(parsed.value, s)) fail(t, 'WAS-ENGINE-PARSE', `serialize -> parse changed a ${s.step.kind} state`);
  }
  for (const bad of wrongActions(s)) {
    const r = E.apply(s, bad as WasAction);
    if (r.ok) fail(t, 'WAS-ENGINE-PURE', `wrong action accepted at ${s.step.kind}: ${JSON.stringify(bad)}`);
    else if (!/^ERR_[A-Z0-9_]+$/.test(r.error.code) || r.error.message.length <= 10) fail(t, 'WAS-ENGINE-PURE', `refusal without code or sentence: ${r.error.code}`);
    else t.rejected += 1;
  }
  if (p.kind === 'chance') {
    const total = faceProbabilities(p.request.sides).reduce((x, y) => x + y, 0);
    if (Math.abs(total - 1) > 1e-12 || p.request.dice < 0) fail(t, 'WAS-5.9', `unfair dice at ${s.step.kind}`);
  } else if (p.kind === 'decision' || p.kind === 'simultaneous') {
    const listed = E.legalActions(s);
    if (listed.length === 0) fail(t, 'WAS-5.9', `no legal action listed at ${s.step.kind}`);
    for (const a of listed) {
      const r = E.apply(s, a);
      if (!r.ok) fail(t, 'WAS-5.9', `listed action refused at ${s.step.kind}: ${r.error.code} ${JSON.stringify(a)}`);
      t.listed += 1;
    }
    checkNoLeak(s, t);
    checkFaceDown(s, t);
  }
  if (E.serialize(s) !== before) fail(t, 'WAS-ENGINE-PURE', `apply or a listing changed its argument at ${s.step.kind}`);
}

function playOne(g: number, t: Tally): void {
  const created = E.createGame({ seed: `invariants-${g}`, options: optionsFor(g) });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.value;
  const rng: RngState = seedRng(`invariant-bot-${g}`);
  for (let n = 0; ; n++) {
    const p = E.pending(s);
    if (p.kind === 'over') break;
    if (n >= E.descriptor.maxActions) {
      fail(t, 'WAS-5.9', `game ${g} passed ${E.descriptor.maxActions} actions`);
      return;
    }
    checkStep(s, n, t);
    if (p.kind === 'chance') s = E.rollChance(s).state;
    else {
      const a = E.sampleAction(s, rng);
      const r = E.apply(s, a);
      if (!r.ok) {
        fail(t, 'WAS-5.9', `sampled action refused at ${s.step.kind}: ${r.error.code} ${r.error.message}`);
        return;
      }
      s = r.value.state;
    }
    t.steps += 1;
  }
  if (s.turn !== 8) fail(t, 'WAS-5.9', `game ${g} ended on Turn ${s.turn}`);
  t.games += 1;
}

describe('War at Sea engine invariants over seeded random playouts', () => {
  const t: Tally = {
    games: 0, steps: 0, listed: 0, rejected: 0, leakChecks: 0, faceDownChecks: 0,
    failures: { 'WAS-5.9': [], 'WAS-ENGINE-PURE': [], 'WAS-ENGINE-PARSE': [], 'WAS-5.5': [], 'WAS-19.3': [] },
  };
  beforeAll(() => {
    for (let g = 0; g < GAMES; g++) {
      try {
        playOne(g, t);
      } catch (e) {
        fail(t, 'WAS-5.9', `game ${g} threw: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }, 300_000);

  it(`WAS-5.9: ${GAMES} seeded random games each reach the end of Turn 8 within maxActions, every sampled and listed action accepted`, () => {
    expect(t.failures['WAS-5.9'].slice(0, 5)).toEqual([]);
    expect(t.games).toBe(GAMES);
    expect(t.steps).toBeGreaterThan(GAMES * 100);
    expect(t.listed).toBeGreaterThan(GAMES * 50);
  });

  it('WAS-ENGINE-PURE: wrong actions are rejected with an ERR_ code and a sentence; apply never changes its argument', () => {
    expect(t.failures['WAS-ENGINE-PURE'].slice(0, 5)).toEqual([]);
    expect(t.rejected).toBeGreaterThan(t.steps);
  });

  it('WAS-ENGINE-PARSE: every state reached parses back, and serialize -> parse is equal', () => {
    expect(t.failures['WAS-ENGINE-PARSE'].slice(0, 5)).toEqual([]);
    expect(t.steps).toBeGreaterThan(0);
  });

  it('WAS-5.5: a secret simultaneous choice (airstrike marker, air targets, 12.9 disengage) is invisible to the other side until revealed', () => {
    expect(t.failures['WAS-5.5'].slice(0, 5)).toEqual([]);
    expect(t.leakChecks).toBeGreaterThan(GAMES);
  });

  it('WAS-19.3: face-down British ships: swapping two of them at different places does not change the Axis view', () => {
    expect(t.failures['WAS-19.3'].slice(0, 5)).toEqual([]);
    expect(t.faceDownChecks).toBeGreaterThan(0);
  });
});
