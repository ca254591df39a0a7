/**
 * Hostile input against both engines through the public contract: legal actions and setups
 * met along seeded games, each with one field replaced by a hostile value (objects whose
 * `toString` is not a function, `__proto__` keys, NaN, huge numbers, unknown ids, wrong types).
 * Every answer must be a Result with an ERR_ code: never a throw, never a mutated state.
 */
import { describe, expect, it } from 'vitest';
import { nextU32, rollDie, seedRng, type Engine, type RngState } from '@salvo/kernel';
import { vas } from '@salvo/vas';
import { wasEngine } from '@salvo/was';
import { randomAction } from '../src/index';

const HOSTILE: readonly unknown[] = [
  JSON.parse('{"toString":""}'), JSON.parse('{"valueOf":{},"toString":{}}'), JSON.parse('{"__proto__":{"polluted":1}}'),
  null, undefined, NaN, Infinity, -Infinity, -1, 0, 0.5, 1e12, '', 'x'.repeat(5000), 'constructor', '__proto__',
  'hasOwnProperty', true, [], [[]], [null], {}, [JSON.parse('{"toString":""}')], Object.create(null) as unknown,
];

/** A copy of `value` with one randomly chosen node (possibly the root's field) replaced. */
function mutate(value: unknown, rng: RngState): unknown {
  const copy: unknown = structuredClone(value);
  const hostile = HOSTILE[rollDie(rng, HOSTILE.length) - 1];
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach((v, i) => { slots.push({ parent: node, key: i }); walk(v); });
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) { slots.push({ parent: node as Record<string, unknown>, key: k }); walk(v); }
      slots.push({ parent: node as Record<string, unknown>, key: ['toString', 'extra', '__proto__'][nextU32(rng) % 3]! });
    }
  };
  walk(copy);
  if (slots.length === 0) return hostile;
  const slot = slots[nextU32(rng) % slots.length]!;
  if (slot.key === '__proto__') Object.defineProperty(slot.parent, '__proto__', { value: hostile, enumerable: true });
  else (slot.parent as Record<string | number, unknown>)[slot.key] = hostile;
  return copy;
}

type AnyEngine = Engine<unknown, unknown, { readonly type: string }, unknown, string, unknown>;

function attack(engine: AnyEngine, setup: unknown, seed: string, steps: number, perStep: number): number {
  const rng = seedRng(seed);
  const created = engine.createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  let tried = 0;
  for (let step = 0; step < steps && engine.pending(state).kind !== 'over'; step++) {
    const legal = randomAction(engine, state, rng);
    const before = engine.serialize(state);
    for (let k = 0; k < perStep; k++) {
      const junk = mutate(legal, rng) as { readonly type: string };
      let r: ReturnType<AnyEngine['apply']>;
      try { r = engine.apply(state, junk); } catch (e) {
        throw new Error(`apply threw on ${JSON.stringify(junk)?.slice(0, 300)} at step ${step}: ${String(e)}\n${(e as Error).stack?.split('\n').slice(1, 4).join('\n') ?? ''}`);
      }
      if (!r.ok) expect(r.error.code, r.error.message).toMatch(/^ERR_/);
      expect(engine.serialize(state)).toBe(before);
      tried++;
    }
    for (let k = 0; k < 2; k++) {
      const bad = mutate(JSON.parse(before), rng);
      expect(() => engine.parse(JSON.stringify(bad) ?? 'null')).not.toThrow();
    }
    const next = engine.apply(state, legal);
    if (!next.ok) throw new Error(`the bot's own action was refused: ${next.error.message}`);
    state = next.value.state;
  }
  for (let k = 0; k < 200; k++) {
    const junk = mutate(setup, rng);
    const r = engine.createGame(junk);
    if (!r.ok) expect(r.error.code).toBe('ERR_SETUP');
  }
  return tried;
}

const vasSetup = {
  seed: 3,
  fleets: [
    { id: 'red', side: 'red', ships: [
      { id: 'warspite', class: 'Queen Elizabeth', position: { x: 20, y: 10 }, heading: 0 },
      { id: 'ajax', class: 'Leander', position: { x: 30, y: 10 }, heading: 0 }] },
    { id: 'blue', side: 'blue', ships: [
      { id: 'hipper', class: 'Admiral Hipper', position: { x: 30, y: 34 }, heading: 180 },
      { id: 'z1', class: 'Zerstörer 1936', position: { x: 24, y: 34 }, heading: 180 }] },
  ],
  options: { maxTurns: 6 },
};

describe('hostile input never throws and never mutates', () => {
  it('Victory at Sea: every kind of action, each field replaced by hostile values, along seeded battles', () => {
    let tried = 0;
    for (const seed of ['h1', 'h2', 'h3']) tried += attack(vas as unknown as AnyEngine, vasSetup, seed, 400, 6);
    expect(tried).toBeGreaterThan(1000);
  });
  it('War at Sea: every kind of action, each field replaced by hostile values, along seeded games', () => {
    let tried = 0;
    for (const seed of [1, 2]) tried += attack(wasEngine as unknown as AnyEngine, { seed, options: {} }, `w${seed}`, 600, 4);
    expect(tried).toBeGreaterThan(1000);
  });
});
