import { describe, expect, it } from 'vitest';
import { loadWasData } from '@salvo/data';
import { wasEngine } from '@salvo/was';
import { COUNTER_LEGEND, areaName, renderBoard } from '../src/was/render-board';

const data = loadWasData();
if (!data.ok) throw new Error('War at Sea data invalid');
const board = data.value.board;

describe('the War at Sea board as text (issue 7 item 11)', () => {
  const created = wasEngine.createGame({ seed: 5 });
  if (!created.ok) throw new Error(created.error.message);
  const lines = renderBoard(wasEngine.observe(created.value, 'axis'));

  it('WAS-5.2: every sea area is followed by the places it connects to, by their printed names', () => {
    for (const a of board.seaAreas) {
      const at = lines.findIndex((l) => l.trimStart().startsWith(a.name));
      expect(at, a.name).toBeGreaterThanOrEqual(0);
      const names = (lines[at + 1] ?? '').replace(/^\s*connects to: /, '').split(', ');
      expect(names).toEqual([...a.adjacentAreas.map(areaName), ...a.adjacentPorts.map((p) => `${areaName(p)} (port)`)]);
    }
  });

  it('the counter figures are explained under the board', () => {
    expect(lines.at(-1)).toBe(COUNTER_LEGEND);
    expect(COUNTER_LEGEND).toMatch(/Attack-Defense-Speed/);
  });
});
