import { describe, expect, it } from 'vitest';
import { replay, seedRng, makeRecord } from '@salvo/kernel';
import { vas, type VasAction, type VasState } from '@salvo/vas';
import { scriptedTerminal } from '../src/io/terminal';
import { defaultBattle } from '@salvo/scenarios';
import { playVas } from '../src/vas/play-loop';

function start(seed: number): VasState {
  const r = vas.createGame(defaultBattle(seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the terminal play loop', () => {
  it('table mode records the dice the person types, refuses impossible dice, then asks the initiative winner', async () => {
    const term = scriptedTerminal(['6 7', '6 6', 'roll 1 1']);
    const out = await playVas(vas, start(1), { controllers: { rn: 'human', rm: 'human' }, table: true, botRng: seedRng(1) }, term);
    expect(out.actions).toEqual([
      { type: 'roll', values: [6, 6] },
      { type: 'roll', values: [1, 1] },
    ]);
    expect(term.out).toContain('A d6 shows 1 to 6, not 7.');
    // Royal Navy rolled 12 against 2: its decision (move first or not) is the one asked next.
    expect(term.out.some((l) => l.startsWith('Royal Navy: '))).toBe(true);
    expect(out.stopped).toBe('Input ended before the game did.');
  });

  it('undo takes back a mistyped die and a decision (kernel take-back.ts); the record on disk follows; nothing before the first step', async () => {
    const term = scriptedTerminal(['undo', '6 6', '2 2', 'undo', '1 1', '1', 'undo', '2']);
    const saved: number[] = [];
    let tookBack = 0;
    const out = await playVas(vas, start(3), { controllers: { rn: 'human', rm: 'random' }, table: true, botRng: seedRng(3), onAction: (a) => saved.push(a.length), onTakeBack: () => { tookBack += 1; } }, term);
    expect(out.actions.slice(0, 3)).toEqual([
      { type: 'roll', values: [6, 6] },
      { type: 'roll', values: [1, 1] },
      { type: 'take-first', fleet: 'rn', first: false },
    ]);
    expect(term.out).toContain('Nothing to take back: no step has been made at this screen yet.');
    expect(term.out).toContain('Taken back: Roll 2d6 for the initiative of Regia Marina: 2 2 (typed at the table)');
    expect(term.out).toContain('Taken back: Royal Navy: Royal Navy moves first');
    // the record kept on disk is rewritten shorter at each take back
    expect(saved.slice(0, 6)).toEqual([1, 2, 1, 2, 3, 2]);
    expect(tookBack).toBe(2);
  });

  it('undo is refused once the computer has rolled dice since the person\'s last step, and the game goes on', async () => {
    const script = Array.from({ length: 40 }, (_, i) => (i % 3 === 2 ? 'undo' : '1'));
    const term = scriptedTerminal(script);
    await playVas(vas, start(3), { controllers: { rn: 'human', rm: 'random' }, table: false, botRng: seedRng(3) }, term);
    const refused = term.out.filter((l) => l === 'Nothing to take back: the dice have been rolled since the last step made at this screen.');
    const taken = term.out.filter((l) => l.startsWith('Taken back: Royal Navy: '));
    expect(refused.length).toBeGreaterThan(0);
    expect(taken.length).toBeGreaterThan(0);
    // a refusal asks the same question again: the line after it is the table drawn again, the game where it was
    const i = term.out.indexOf(refused[0] ?? '');
    expect(term.out.slice(i + 1).some((l) => l.startsWith('Royal Navy: '))).toBe(true);
  });

  it('an illegal typed action prints the rule sentence and the person is asked again', async () => {
    const term = scriptedTerminal(['6 6', '1 1', 'first', 'nominate veneto', 'nominate warspite', 'move 99', 'move 4']);
    const s = start(3);
    const out = await playVas(vas, s, { controllers: { rn: 'human', rm: 'random' }, table: true, botRng: seedRng(3) }, term);
    expect(out.actions.slice(0, 5)).toEqual([
      { type: 'roll', values: [6, 6] },
      { type: 'roll', values: [1, 1] },
      { type: 'take-first', fleet: 'rn', first: true },
      { type: 'nominate-move', ship: 'warspite' },
      { type: 'move', ship: 'warspite', legs: [{ forward: 4 }] },
    ]);
    // The sentences shown are the engine's own RuleErrors for those actions in those states.
    const after = (n: number): VasState => {
      const r = replay(vas, makeRecord('vas', vas.descriptor.version, defaultBattle(3), out.actions.slice(0, n)));
      if (!r.ok) throw new Error(r.error.error.message);
      return r.value.state;
    };
    const why = (st: VasState, a: VasAction): string => {
      const r = vas.apply(st, a);
      return r.ok ? 'accepted' : r.error.message;
    };
    const notYours = why(after(3), { type: 'nominate-move', ship: 'veneto' });
    const tooFar = why(after(4), { type: 'move', ship: 'warspite', legs: [{ forward: 99 }] });
    expect(term.out).toContain(notYours);
    expect(term.out).toContain(tooFar);
    expect(tooFar).not.toBe('accepted');
  });

  it('auto hands the person\'s fleet to the bot, which then plays the game to its end without more input', async () => {
    const term = scriptedTerminal(['auto']);
    const out = await playVas(vas, start(5), { controllers: { rn: 'human', rm: 'random' }, table: false, botRng: seedRng(5) }, term);
    expect(out.stopped).toBeUndefined();
    expect(vas.pending(out.state).kind).toBe('over');
    expect(term.out).toContain('Royal Navy is played by the bot from now on.');
  });

  it('bot against bot plays to the end, and its actions replay to the same final state', async () => {
    const term = scriptedTerminal([]);
    const setup = defaultBattle(11);
    const out = await playVas(vas, start(11), { controllers: { rn: 'random', rm: 'random' }, table: false, botRng: seedRng(11) }, term);
    expect(out.stopped).toBeUndefined();
    expect(vas.pending(out.state).kind).toBe('over');
    const r = replay(vas, makeRecord('vas', vas.descriptor.version, setup, out.actions));
    expect(r.ok).toBe(true);
    if (r.ok) expect(vas.serialize({ ...r.value.state, rng: out.state.rng })).toBe(vas.serialize(out.state));
  });

  it('help at a prompt lists the action syntax with examples, then asks again', async () => {
    const term = scriptedTerminal(['help']);
    const out = await playVas(vas, start(3), { controllers: { rn: 'human', rm: 'human' }, table: false, botRng: seedRng(3) }, term);
    expect(out.stopped).toBe('Input ended before the game did.');
    const i = term.out.indexOf('> ');
    expect(term.out.slice(i + 1, i + 2)).toEqual(['Type the number of an option, or an action (ships by id, name or the start of the name: war, vit):']);
    for (const example of ['nominate warspite [flank-speed]', 'move 3 turn 45 forward 2', 'attack warspite a@veneto 4@zarax2', 'dc warspite 1 | dc warspite none']) {
      expect(term.out.some((l) => l.startsWith(`  ${example}`))).toBe(true);
    }
    expect(term.out.at(-1)).toBe('> ');
  });

  it('table mode asks for the dice even when bots play both fleets (a referee at a real table)', async () => {
    const term = scriptedTerminal(['6 6', '1 1']);
    const out = await playVas(vas, start(4), { controllers: { rn: 'random', rm: 'random' }, table: true, botRng: seedRng(4) }, term);
    expect(out.actions.slice(0, 2)).toEqual([{ type: 'roll', values: [6, 6] }, { type: 'roll', values: [1, 1] }]);
    expect(term.out[0]).toBe('Roll 2d6 for the initiative of Royal Navy. Type 2 dice (d6, 1 to 6): ');
    expect(out.stopped).toBe('Input ended before the game did.');
  });
});
