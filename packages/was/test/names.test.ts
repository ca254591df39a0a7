/**
 * Every sentence a player reads (decision prompts, dice labels, RuleError messages) names sea areas,
 * ports and ships by their board names, never by id. Seeded games are walked to the end; at every
 * decision the sampled answer is mutated (each id replaced by other real ids, list entries doubled)
 * so that most validators speak, and every sentence is checked against the actual id lists.
 */
import { describe, expect, it } from 'vitest';
import type { RngState } from '@salvo/kernel';
import { nextU32 } from '@salvo/kernel';
import { BOARD, COUNTERS } from '../src/board';
import type { WasAction, WasOptions, WasState } from '../src/types';
import { E, newGame } from './helpers';

const AREA_IDS = BOARD.seaAreas.map((a) => a.id as string);
const PORT_IDS = BOARD.ports.map((p) => p.id as string);
const SHIP_IDS = COUNTERS.map((c) => c.id);
const ALL_IDS = [...AREA_IDS, ...PORT_IDS, ...SHIP_IDS];

const escape = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An id standing as a word of its own (case-sensitive: "Italy" is a name, "italy" an id). */
const PATTERNS = ALL_IDS.map((id) => ({ id, re: new RegExp(`(^|[^A-Za-z0-9-])${escape(id)}($|[^A-Za-z0-9-])`) }));
function idsIn(text: string): string[] {
  return PATTERNS.filter((p) => p.re.test(text)).map((p) => p.id);
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Variants of an action: each string leaf or map key (not the action's own fields) that is an id replaced by `pool`; each list with its first entry doubled. */
function variants(v: Json, pool: readonly string[], top = true): Json[] {
  if (typeof v === 'string') return ALL_IDS.includes(v) ? pool.filter((x) => x !== v) : [];
  if (Array.isArray(v)) {
    const out: Json[] = v.length ? [[...v, v[0] as Json]] : [];
    v.forEach((x, i) => variants(x, pool, false).forEach((y) => out.push(v.map((z, j) => (i === j ? y : z)))));
    return out;
  }
  if (v && typeof v === 'object') {
    const out: Json[] = [];
    for (const [k, x] of Object.entries(v)) {
      variants(x, pool, false).forEach((y) => out.push({ ...v, [k]: y }));
      if (!top && ALL_IDS.includes(k)) pool.filter((p) => p !== k).forEach((p) => {
        const { [k]: moved, ...rest } = v;
        out.push({ ...rest, [p]: moved ?? null });
      });
    }
    return out;
  }
  return [];
}

function pick(rng: RngState, xs: readonly string[], n: number): string[] {
  return Array.from({ length: n }, () => xs[nextU32(rng) % xs.length] ?? '');
}

interface Seen { sentences: number; codes: Set<string>; leaks: string[] }

function walk(seed: number, options: Partial<WasOptions>, seen: Seen): void {
  let s: WasState = newGame(options, seed);
  const rng: RngState = [seed, 7, 11, 13];
  const check = (where: string, text: string): void => {
    seen.sentences += 1;
    const ids = idsIn(text);
    if (ids.length) seen.leaks.push(`${where}: "${text}" names ${ids.join(', ')}`);
  };
  for (let i = 0; i < 3000; i++) {
    const p = E.pending(s);
    if (p.kind === 'over') return;
    if (p.kind === 'chance') {
      check(`dice at ${s.step.kind}`, p.request.label);
      s = E.rollChance(s).state;
      continue;
    }
    check(`prompt at ${s.step.kind}`, p.prompt);
    const a = E.sampleAction(s, rng);
    // Every area and port, and some ships of each side, in place of each id of the answer.
    const pool = [...AREA_IDS, ...PORT_IDS, ...pick(rng, SHIP_IDS, 8)];
    for (const bad of variants(a as unknown as Json, pool)) {
      const r = E.apply(s, bad as unknown as WasAction);
      if (r.ok) continue;
      seen.codes.add(r.error.code);
      check(`${r.error.code} at ${s.step.kind}`, r.error.message);
    }
    const r = E.apply(s, a);
    if (!r.ok) throw new Error(`sampled action refused: ${r.error.message}`);
    s = r.value.state;
  }
}

describe('names in the sentences a player reads', () => {
  it('the checker finds ids and passes names', () => {
    expect(idsIn('Designate your surface fire in the north-sea (11.2).')).toEqual(['north-sea']);
    expect(idsIn('Pick up to 3 enemy ships in italy.')).toEqual(['italy']);
    expect(idsIn('Nelson may not move to barents-sea; gb-hood too.')).toEqual(['barents-sea', 'gb-hood']);
    expect(idsIn('Mediterranean, mediterranean')).toEqual(['mediterranean']);
    expect(idsIn('Hood may not move through the North Atlantic to the Barents Sea; Italy, USA, Neutral Port (South America).')).toEqual([]);
  });

  it('a malformed map entry is named by the ship or place it is for', () => {
    const s = newGame();
    const r = E.apply(s, { type: 'move', orders: [], repairs: { 'gb-hood': 'two' } } as unknown as WasAction);
    expect(r.ok ? '' : r.error.message).toBe('repairs for Hood must be a whole number, not two.');
    expect(r.ok ? '' : r.error.path).toBe('repairs.gb-hood');
    const u = E.apply(s, { type: 'move', orders: [], uboats: { 'north-sea': null } } as unknown as WasAction);
    expect(u.ok ? '' : u.error.message).toBe('uboats for North Sea must be a whole number, not null.');
  });

  it('prompts, dice labels and refusals of seeded games (options on and off) name places and ships, never ids', { timeout: 120_000 }, () => {
    const seen: Seen = { sentences: 0, codes: new Set(), leaks: [] };
    walk(3, {}, seen);
    walk(8, { weakBismarcks: true, accumulateUboats: true, faceDown: true }, seen);
    walk(21, {}, seen);
    expect([...new Set(seen.leaks)].slice(0, 20)).toEqual([]);
    expect(seen.sentences).toBeGreaterThan(1000);
    // The walk made most validators speak.
    for (const code of ['ERR_ILLEGAL_MOVE', 'ERR_NOT_YOUR_SHIP', 'ERR_BAD_RETURN', 'ERR_LBA_NOT_ALLOWED', 'ERR_BAD_TARGET', 'ERR_DUPLICATE_ORDER']) {
      expect([...seen.codes]).toContain(code);
    }
  });
});
