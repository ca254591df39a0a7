/**
 * The replay's sense of time (src/replay/turns.ts): the turns of a record with the first step of each, which turn
 * a step is in, the running log (every step's lines up to the one shown), and the turn and phase in the header's words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecord, type Loaded } from '../src/replay/load';
import { actionLines, recordTime, runningLog, stepStatus, turnIndexAt, turnsOfRecord } from '../src/replay/turns';

const TESTDATA = join(import.meta.dirname, '..', '..', '..', 'testdata');
const load = (f: string): Loaded => {
  const l = loadRecord(readFileSync(join(TESTDATA, f), 'utf8'));
  if (typeof l === 'string') throw new Error(l);
  return l;
};

describe('turnsOfRecord and turnIndexAt', () => {
  it('lists each turn once with its first step', () => {
    expect(turnsOfRecord([1, 1, 1, 2, 2, 3, 3, 3])).toEqual([{ turn: 1, step: 0 }, { turn: 2, step: 3 }, { turn: 3, step: 5 }]);
    expect(turnsOfRecord([])).toEqual([]);
    expect(turnsOfRecord([4])).toEqual([{ turn: 4, step: 0 }]);
  });
  it('finds the turn a step is in', () => {
    const t = turnsOfRecord([1, 1, 1, 2, 2, 3, 3, 3]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 99].map((i) => turnIndexAt(t, i))).toEqual([0, 0, 0, 1, 1, 2, 2, 2, 2]);
    expect(turnIndexAt([], 3)).toBe(0);
  });
});

describe('runningLog', () => {
  it('keeps the steps with lines, numbered by step, and how many are shown at each step', () => {
    const log = runningLog([['a'], [], ['b', 'c'], ['d']]);
    expect(log.steps).toEqual([{ step: 1, lines: ['a'] }, { step: 3, lines: ['b', 'c'] }, { step: 4, lines: ['d'] }]);
    expect(log.upTo).toEqual([0, 1, 1, 2, 3]);
  });
});

describe('a Victory at Sea record', () => {
  const l = load('vas-bot-battle.json');
  const t = recordTime(l);
  it('has its turns, each starting at the Initiative Phase', () => {
    expect(t.turns.map((x) => x.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(t.turns[0]?.step).toBe(0);
    const third = t.turns[2]!;
    expect(stepStatus('vas', l.states[third.step])).toBe('Turn 3 of 12, Initiative Phase');
    expect(stepStatus('vas', l.states[third.step - 1])).toMatch(/^Turn 2 of 12, /);
  });
  it('says the turn and phase in the game header\'s words', () => {
    expect(stepStatus('vas', l.states[0])).toBe('Turn 1 of 12, Initiative Phase');
    expect(stepStatus('vas', l.states[5])).toBe('Turn 1 of 12, Movement Phase');
  });
  it('logs every action\'s events, the running log ending with the step shown', () => {
    expect(t.log.upTo).toHaveLength(l.states.length);
    expect(t.log.upTo.at(-1)).toBe(t.log.steps.length);
    expect(actionLines(l, 0)).toEqual(['Royal Navy rolls 11 for initiative.']);
    expect(t.log.steps[0]).toEqual({ step: 1, lines: ['Royal Navy rolls 11 for initiative.'] });
    const shown = t.log.steps.slice(0, t.log.upTo[20]);
    expect(shown.at(-1)?.step).toBe(20);
    expect(shown.map((s) => s.lines).flat()).toContain('Royal Navy wins the initiative.');
  });
});

describe('a War at Sea record', () => {
  const l = load('was-bot-game.json');
  const t = recordTime(l);
  it('has its turns and says the turn and step as the game header does', () => {
    expect(t.turns.map((x) => x.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stepStatus('was', l.states[0])).toBe('Turn 1 of 8 · deployment');
    expect(stepStatus('was', l.states[1])).toBe('Turn 1 of 8 · Allied movement');
    expect(stepStatus('was', l.states[20])).toBe('Turn 1 of 8 · damage in the North Sea');
  });
  it('logs the action, then its events, dice as dice', () => {
    expect(actionLines(l, 19)).toEqual(['dice 6', 'U-boats attack Sussex: 6 hit: 1 hit(s)']);
  });
});
