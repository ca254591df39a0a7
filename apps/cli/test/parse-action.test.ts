import { describe, expect, it } from 'vitest';
import { vas, type VasState } from '@salvo/vas';
import { defaultBattle } from '@salvo/scenarios';
import { describeAction } from '@salvo/vas';
import { parseLegs, parseTypedAction, resolveShip } from '../src/vas/parse-action';

function state(): VasState {
  const r = vas.createGame(defaultBattle(1));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('typed actions at the terminal', () => {
  it('reads a move as legs: a bare number goes ahead, turn N turns (+ starboard), port N turns to port', () => {
    expect(parseLegs(['3.5', 'turn', '90', 'forward', '3.5'])).toEqual([{ forward: 3.5 }, { turn: 90 }, { forward: 3.5 }]);
    expect(parseLegs(['port', '45', 'f', '2'])).toEqual([{ turn: -45 }, { forward: 2 }]);
    expect(parseLegs(['turn'])).toBe('"turn" must be followed by a number.');
    expect(parseLegs(['turn', 'NaN'])).toBe('"turn" must be followed by a number.');
    // A word that is neither a distance nor a leg keyword is named as such, even when it looks numeric.
    expect(parseLegs(['1e400'])).toBe('"1e400" is not a move leg; use a number, forward N, turn N, port N or starboard N.');
    expect(parseLegs(['left', '45'])).toBe('"left" is not a move leg; use a number, forward N, turn N, port N or starboard N.');
  });

  it('finds ships by id, full name or a unique prefix of the name without HMS', () => {
    const s = state();
    expect(resolveShip(s, 'warspite')).toBe('warspite');
    expect(resolveShip(s, 'HMS Valiant')).toBe('valiant');
    expect(resolveShip(s, 'vit')).toBe('veneto');
    expect(resolveShip(s, 'za')).toBe('zara');
    expect(resolveShip(s, 'v')).toBeNull(); // Valiant and Vittorio Veneto
    expect(resolveShip(s, 'zz')).toBeNull();
  });

  it('parses every action form into the engine action shape', () => {
    const s = state();
    const p = (t: string, fleet: string | null = 'rn') => parseTypedAction(s, t, fleet);
    expect(p('roll 3 5')).toEqual({ ok: true, action: { type: 'roll', values: [3, 5] } });
    expect(p('first')).toEqual({ ok: true, action: { type: 'take-first', fleet: 'rn', first: true } });
    expect(p('pass', 'rm')).toEqual({ ok: true, action: { type: 'take-first', fleet: 'rm', first: false } });
    expect(p('nominate warspite flank')).toEqual({ ok: true, action: { type: 'nominate-move', ship: 'warspite', special: 'flank-speed' } });
    expect(p('move warspite 3 turn 45 2')).toEqual({ ok: true, action: { type: 'move', ship: 'warspite', legs: [{ forward: 3 }, { turn: 45 }, { forward: 2 }] } });
    expect(p('attack warspite A@veneto secondary@zarax2')).toEqual({
      ok: true,
      action: { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'veneto' }, { weapon: 4, target: 'zara', dice: 2 }] },
    });
    expect(p('attack warspite aa@veneto')).toEqual({ ok: true, action: { type: 'attack', ship: 'warspite', fire: [{ weapon: 5, target: 'veneto' }] } });
    expect(p('attack valiant')).toEqual({ ok: true, action: { type: 'attack', ship: 'valiant', fire: [] } });
    expect(p('attack valiant starshell@zara spotlight@veneto')).toEqual({ ok: true, action: { type: 'attack', ship: 'valiant', fire: [], starshell: 'zara', spotlight: 'veneto' } });
    expect(describeAction(s, { type: 'attack', ship: 'valiant', fire: [], starshell: 'zara' })).toBe('HMS Valiant holds her fire, a starshell over Zara');
    expect(p('dc warspite none')).toEqual({ ok: true, action: { type: 'damage-control', ship: 'warspite', critical: null } });
    expect(p('concede')).toEqual({ ok: true, action: { type: 'concede', fleet: 'rn' } });
    expect(p('{"type":"concede","fleet":"rm"}')).toEqual({ ok: true, action: { type: 'concede', fleet: 'rm' } });
  });

  it('says what could not be read instead of guessing', () => {
    const s = state();
    const msg = (t: string): string => {
      const r = parseTypedAction(s, t, null);
      return r.ok ? 'parsed' : r.message;
    };
    expect(msg('move 3')).toBe('No ship is waiting to move; nominate one first.');
    expect(msg('first')).toBe('No fleet is choosing who moves first now.');
    expect(msg('nominate warspite dance')).toMatch(/^"dance" is not a Special Action/);
    expect(msg('swim away')).toMatch(/^"swim" is not an action/);
    expect(msg('fly away')).toBe('No fleet is flying its aircraft now.'); // fly is an aircraft verb (parse-air.ts)
    expect(msg('{oops')).toMatch(/^That is not valid JSON/);
    expect(msg('attack warspite t@veneto')).toMatch(/^No single weapon "t" on HMS Warspite/);
  });

  it('describes actions in one readable line', () => {
    const s = state();
    expect(describeAction(s, { type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: -45 }] })).toBe('move HMS Warspite: forward 2.5", turn -45°');
    expect(describeAction(s, { type: 'attack', ship: 'veneto', fire: [] })).toBe('Vittorio Veneto holds her fire');
    expect(describeAction(s, { type: 'take-first', fleet: 'rm', first: false })).toBe('Regia Marina makes the opponent move first');
  });
});

describe('aircraft attacks at the terminal', () => {
  it('VAS-AIR-NOMINATE: "air" nominates the pending fleet\'s aircraft, each flight@ship a bomb run', () => {
    const s = state();
    const target = s.shipOrder[0] ?? '';
    expect(parseTypedAction(s, `air stuka1@${target}`, 'km')).toEqual({ ok: true, action: { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka1', target }] } });
    expect(parseTypedAction(s, 'air', 'km')).toEqual({ ok: true, action: { type: 'air-attack', fleet: 'km', bombs: [] } });
    const bad = parseTypedAction(s, 'air stuka1', 'km');
    expect(bad.ok ? '' : bad.message).toMatch(/is not a bomb run/);
    expect(describeAction(s, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka1', target }] })).toMatch(/stuka1 bombs/);
  });

  it('VAS-TACTICAL-JUDGEMENT, VAS-NEW-CAPTAIN: judge <dice> | judge keep for a held roll; nominate <ship> <special> <special> for a New Captain', () => {
    const s = state();
    expect(parseTypedAction(s, 'judge 0', 'rn').ok).toBe(false);
    const held = { ...s, judgement: { values: [3, 1, 5], asked: ['warspite'], rerolled: [], rerolling: null } };
    expect(parseTypedAction(held, 'judge 1 2', 'rn')).toEqual({ ok: true, action: { type: 'tactical-judgement', ship: 'warspite', dice: [1, 2] } });
    expect(parseTypedAction(held, 'judge keep', 'rn')).toEqual({ ok: true, action: { type: 'tactical-judgement', ship: 'warspite', dice: [] } });
    expect(parseTypedAction(s, 'nominate warspite flank come', 'rn')).toEqual({ ok: true, action: { type: 'nominate-move', ship: 'warspite', special: 'flank-speed', second: 'come-about' } });
    expect(describeAction(s, { type: 'tactical-judgement', ship: 'warspite', dice: [] })).toMatch(/keeps the dice/);
  });
});
