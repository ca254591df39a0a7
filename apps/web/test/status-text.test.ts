/**
 * The game header's status line speaks a player's words (src/common/status-text.ts): the rules' phase names,
 * War at Sea's steps described, the way of play; never an engine code such as `over` or `surface-fire`.
 */
import { describe, expect, it } from 'vitest';
import type { Step } from '@salvo/was';
import { modeText, vasStatus, wasStepText } from '../src/common/status-text';
import { sequenceRule } from '../src/was/sequence';

const ALL_STEPS: Step[] = [
  { kind: 'deploy' },
  { kind: 'minor-roll', purpose: 'russian-sailing', ships: [] },
  { kind: 'minor-roll', purpose: 'us-release', ships: [] },
  { kind: 'minor-roll', purpose: 'italian-takeover', ships: [] },
  { kind: 'move', side: 'allies' },
  { kind: 'speed-roll', side: 'axis', ships: [], fallbacks: [] },
  { kind: 'place-uboats' },
  { kind: 'place-air' },
  { kind: 'choose-area' },
  { kind: 'port-strike', side: 'axis', port: 'scapa-flow' as never },
  { kind: 'asw-roll', area: 'north-sea' as never, dice: 1 },
  { kind: 'uboat-targets', area: 'north-sea' as never, uboats: 1 },
  { kind: 'air-targets', area: 'north-sea' as never, sides: ['allies'] },
  { kind: 'carrier-intent', area: 'north-sea' as never, engagement: 1 },
  { kind: 'surface-fire', area: 'north-sea' as never, engagement: 1, side: 'axis' },
  { kind: 'to-hit', area: null },
  { kind: 'add-one', area: null, values: [] },
  { kind: 'damage', area: null, hits: 1, disable: false },
  { kind: 'disengage', area: 'north-sea' as never },
  { kind: 'pursue', area: 'north-sea' as never, side: 'allies' },
  { kind: 'continue-pursuit', area: 'north-sea' as never, side: 'allies' },
  { kind: 'return', side: 'axis' },
  { kind: 'oiler-roll', ships: [] },
  { kind: 'over' },
];

describe('the status line in a player\'s words', () => {
  it('Victory at Sea: the rules\' phase names, and a finished battle said so', () => {
    const options = { maxTurns: 30 } as Parameters<typeof vasStatus>[0]['options'];
    expect(vasStatus({ turn: 3, phase: 'attack', options })).toBe('Turn 3 of 30, Attack Phase');
    expect(vasStatus({ turn: 1, phase: 'initiative', options })).toBe('Turn 1 of 30, Initiative Phase');
    expect(vasStatus({ turn: 6, phase: 'over', options })).toBe('Turn 6 of 30, the battle is over');
  });

  it('War at Sea: every step of the sequence of play is described, none by its code, the side named where it acts', () => {
    const texts = ALL_STEPS.map(wasStepText);
    const codes = ALL_STEPS.map((x) => x.kind).filter((k) => k.includes('-'));
    for (const t of texts) for (const code of codes) expect(t).not.toContain(code);
    expect(new Set(texts).size).toBe(texts.length);
    expect(wasStepText({ kind: 'surface-fire', area: 'north-sea' as never, engagement: 1, side: 'axis' })).toBe('Axis surface fire');
    expect(wasStepText({ kind: 'move', side: 'allies' })).toBe('Allied movement');
  });

  it('the way of play: "against the bot", not "bot"', () => {
    expect(modeText('bot')).toBe('against the bot');
    expect(modeText('table')).toBe('table mode');
    expect(modeText('online')).toBe('online');
  });

  it('WAS-5.2: "How to play" marks the step of the sequence of play each engine step belongs to (rule 5)', () => {
    expect(sequenceRule({ kind: 'move', side: 'allies' })).toBe('WAS-5.2');
    expect(sequenceRule({ kind: 'move', side: 'axis' })).toBe('WAS-5.3');
    expect(sequenceRule({ kind: 'speed-roll', side: 'axis', ships: [], fallbacks: [] })).toBe('WAS-5.3');
    expect(sequenceRule({ kind: 'place-air' })).toBe('WAS-5.5');
    expect(sequenceRule({ kind: 'surface-fire', area: 'north-sea' as never, engagement: 1, side: 'axis' })).toBe('WAS-5.6');
    expect(sequenceRule({ kind: 'return', side: 'axis' })).toBe('WAS-5.7');
    expect(sequenceRule({ kind: 'over' })).toBeNull();
    for (const st of ALL_STEPS) if (st.kind !== 'over') expect(sequenceRule(st), st.kind).toMatch(/^WAS-5\.\d$/);
  });
});
