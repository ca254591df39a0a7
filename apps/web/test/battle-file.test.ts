/** The battle file's checks (scenario/battle-file.ts): what is refused and why, sides grouped by `side`, who commands each fleet. */
import { describe, expect, it } from 'vitest';
import { defaultBattle } from '@salvo/scenarios';
import { battleSeats, openBattleFile, tooLargeBattle } from '../src/scenario/battle-file';

describe('battle files', () => {
  it('VAS-SETUP-VALID a placed table opens with its sides and ships; fleets of one side are one side', () => {
    const base = defaultBattle(3);
    const [rn, rm] = base.fleets;
    const split = { seed: 3, fleets: [{ id: 'a', name: 'Force A', side: 'uk', ships: rn?.ships.slice(0, 1) }, { id: 'b', name: 'Force B', side: 'uk', ships: rn?.ships.slice(1) }, rm] };
    const opened = openBattleFile(JSON.stringify(split));
    expect(opened).toMatchObject({ ok: true, sides: [
      { id: 'uk', name: 'Force A and Force B', fleets: ['a', 'b'], ships: ['HMS Warspite', 'HMS Valiant'] },
      { id: 'rm', name: 'Regia Marina', fleets: ['rm'], ships: ['Vittorio Veneto', 'Zara'] },
    ] });
    if (!opened.ok) return;
    expect(battleSeats(opened.sides, 'uk', 'easy')).toEqual({ a: 'human', b: 'human', rm: 'easy' });
    expect(battleSeats(opened.sides, 'rm', 'hard')).toEqual({ a: 'hard', b: 'hard', rm: 'human' });
    expect(battleSeats(opened.sides, null, 'easy')).toEqual({ a: 'human', b: 'human', rm: 'human' });
  });

  it('refuses other files by what they are, and a broken table with the engine\'s own problems', () => {
    const problems = (text: string): string => {
      const r = openBattleFile(text);
      return r.ok ? 'opened' : r.problems.join(' | ');
    };
    expect(problems('[1,')).toContain('not JSON');
    expect(problems('[]')).toContain('a JSON object');
    expect(problems('{"format":"salvo-record"}')).toContain('game record');
    expect(problems('{"format":"salvo-campaign"}')).toContain('campaign file');
    expect(problems('{"id":"x","sides":[]}')).toContain('scenario file');
    expect(problems('{"seed":1}')).toContain('lists its "fleets"');
    const base = defaultBattle(1);
    const unknown = { ...base, fleets: base.fleets.map((f) => ({ ...f, ships: f.ships.map((s) => ({ ...s, class: 'Queen Mab' })) })) };
    expect(problems(JSON.stringify(unknown))).toMatch(/Queen Mab/);
    expect(tooLargeBattle(17 * 1024 * 1024)).toMatchObject({ ok: false, problems: ['A battle file is at most 16 MB; this one is 17.0 MB.'] });
    expect(tooLargeBattle(1000)).toBeNull();
  });
});
