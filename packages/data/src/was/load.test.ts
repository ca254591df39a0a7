import { describe, expect, it } from 'vitest';
import { loadWasData, validateWasData } from './load';
import type { WasBoard } from './types';

describe('War at Sea data', () => {
  it('WAS-DATA: the bundled board and counters load with no unknown value', () => {
    const r = loadWasData();
    expect(r.ok ? [] : r.error).toEqual([]);
  });

  it('WAS-DATA: a board with a missing POC value or a one-way border is refused, with paths', () => {
    const r = loadWasData();
    if (!r.ok) throw new Error('bundled data invalid');
    const board = structuredClone(r.value.board) as { -readonly [K in keyof WasBoard]: WasBoard[K] };
    const areas = structuredClone(board.seaAreas) as unknown as { poc: { axis: number | null }; adjacentAreas: string[] }[];
    const first = areas[0];
    if (!first) throw new Error('no areas');
    first.poc.axis = null;
    first.adjacentAreas.push('mediterranean');
    const bad = validateWasData({ ...board, seaAreas: areas as unknown as WasBoard['seaAreas'] }, r.value.counters);
    expect(bad.ok).toBe(false);
    const paths = bad.ok ? [] : bad.error.map((e) => e.path);
    expect(paths).toContain('board.seaAreas[0].poc');
    expect(paths.some((p) => p?.startsWith('board.seaAreas[0].adjacentAreas'))).toBe(true);
  });

  it('WAS-DATA: the convoys are the three the play-by-email evidence names (1A, 2B, 3C); the reconstructed 4D is gone', () => {
    const r = loadWasData();
    if (!r.ok) throw new Error('War at Sea data invalid');
    expect(r.value.counters.filter((c) => c.type === 'convoy').map((c) => c.name)).toEqual(['Convoy 1A', 'Convoy 2B', 'Convoy 3C']);
  });

  it('WAS-3.1: every counter carries Attack, Defense and Speed, carriers an Airstrike factor', () => {
    const r = loadWasData();
    if (!r.ok) throw new Error('bundled data invalid');
    const c = r.value.counters;
    for (const x of c) {
      expect(Number.isInteger(x.attack) && Number.isInteger(x.defense) && Number.isInteger(x.speed)).toBe(true);
      if (x.type === 'CV') expect(x.airstrike).toBeGreaterThan(0);
    }
    const courageous = c.find((x) => x.id === 'gb-courageous');
    expect(courageous && [courageous.airstrike, courageous.attack, courageous.defense, courageous.speed]).toEqual([2, 0, 1, 6]);
  });

  it('WAS-4.1: the turn chart lists the reinforcements of each turn, as the counters say', () => {
    const r = loadWasData();
    if (!r.ok) throw new Error('bundled data invalid');
    const t2 = r.value.board.turnChart.find((e) => e.turn === 2);
    expect(t2?.allies).toEqual(['gb-king-george-v', 'gb-prince-of-wales', 'gb-formidable']);
    expect(t2?.axis).toEqual(['de-bismarck', 'de-prinz-eugen']);
    const chart = r.value.board.turnChart.map((e) => (e.turn === 2 ? { ...e, axis: ['de-bismarck'] } : e));
    const bad = validateWasData({ ...r.value.board, turnChart: chart }, r.value.counters);
    expect(bad.ok ? [] : bad.error.map((e) => e.path)).toEqual(['board.turnChart[1].axis']);
  });

  it('WAS-DATA: a counter with a missing factor is refused', () => {
    const r = loadWasData();
    if (!r.ok) throw new Error('bundled data invalid');
    const counters = structuredClone(r.value.counters).map((x, i) => (i === 0 ? { ...x, speed: null as unknown as number } : x));
    const bad = validateWasData(r.value.board, counters);
    expect(bad.ok ? [] : bad.error.map((e) => e.path)).toEqual(['counters[0].speed']);
  });
});
