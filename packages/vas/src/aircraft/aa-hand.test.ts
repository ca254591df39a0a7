/**
 * VAS-AA-ALLOCATE-HAND: with the option `aaByHand` a ship's side splits her AA dice itself, before any of
 * them are rolled; without it (or taking the split listed first) the game plays exactly as Salvo's split.
 */
import { describe, expect, it } from 'vitest';
import { aaCaveats, vas } from '../index';
import type { AaDiceShare, VasAction, VasEvent, VasSetup, VasState } from '../types';
import { play, start } from '../../test/fixtures';
import { AIR_SETUP, toAttack } from './test-setup';

const ON_ARK = { x: 11.5, y: 24.5 };
const NEAR_ARK = { x: 14, y: 26 };
const BY_HAND: VasSetup = { ...AIR_SETUP, options: { aaByHand: true } };
const AA = 1; // Ark Royal's AA weapon (7 dice, 5")

const aaIndex = (s: VasState): number => s.ships.ark?.roster.weapons.findIndex((w) => w.kind === 'aa') ?? -1;
const split = (fire: AaDiceShare[]): VasAction => ({ type: 'aa-fire', ship: 'ark', fire });
const refusal = (s: VasState, a: VasAction): { code: string; message: string } | null => {
  const r = vas.apply(s, a);
  return r.ok ? null : { code: r.error.code, message: r.error.message };
};
const twoStukas = (setup: VasSetup): VasState => toAttack({ to: { stuka1: NEAR_ARK, stuka2: ON_ARK } }, start(setup));

describe('AA dice split by hand (option aaByHand)', () => {
  it('VAS-AA-ALLOCATE-HAND: the ship\'s side is asked before her AA dice, Salvo\'s split listed first; off, the dice come at once', () => {
    const off = vas.pending(twoStukas(AIR_SETUP));
    expect(off).toMatchObject({ kind: 'chance', request: { purpose: 'aa', dice: 4 } });
    const s = twoStukas(BY_HAND);
    const p = vas.pending(s);
    expect(p).toMatchObject({ kind: 'decision', player: 'rn', decision: 'aa-fire' });
    expect(p.kind === 'decision' && p.prompt).toMatch(/split HMS Ark Royal's AA dice .*4 dice at flight stuka2 \(.*\), 3 dice at flight stuka1/);
    const w = aaIndex(s);
    expect(w).toBe(AA);
    const legal = vas.legalActions(s);
    expect(legal[0]).toEqual(split([{ weapon: w, flight: 'stuka2', dice: 4 }, { weapon: w, flight: 'stuka1', dice: 3 }]));
    expect(legal).toContainEqual(split([{ weapon: w, flight: 'stuka1', dice: 7 }]));
    expect(legal).toContainEqual(split([{ weapon: w, flight: 'stuka2', dice: 7 }]));
    for (const a of legal) expect(refusal(s, a)).toBeNull();
    expect(vas.sampleAction(s, [1, 2, 3, 4])).toEqual(legal[0]);
    // The prompt is read off what the other side sees too: flights and ships on the table, nothing hidden.
    const seen = vas.pending(vas.observe(s, 'km') as unknown as VasState);
    expect(seen).toEqual(p);
    // Only rn may send it; the state mid-decision round-trips.
    expect(vas.actorOf(s, legal[0])).toBe('rn');
    const back = vas.parse(vas.serialize(s));
    expect(back.ok && vas.serialize(back.value)).toBe(vas.serialize(s));
  });

  it('VAS-AA-ALLOCATE-HAND: the declared split is what is rolled: every die at stuka1, the hits land on stuka1', () => {
    const s = twoStukas(BY_HAND);
    const declared = play(s, [split([{ weapon: AA, flight: 'stuka1', dice: 6 }, { weapon: AA, flight: 'stuka2', dice: 1 }])]);
    expect(declared.events[0]).toMatchObject({ type: 'aa-declared', rule: 'VAS-AA-ALLOCATE-HAND', text: expect.stringMatching(/6 dice at flight stuka1 .*1 die at flight stuka2/) });
    const p = vas.pending(declared.state);
    expect(p).toMatchObject({ kind: 'chance', request: { purpose: 'aa', dice: 6, context: { flight: 'stuka1' } } });
    const hit = play(declared.state, [{ type: 'roll', values: [6, 6, 6, 1, 1, 1] }]);
    expect(hit.events.find((e) => e.type === 'aa-roll')).toMatchObject({ data: { flight: 'stuka1', hits: 3 } });
    expect(vas.pending(hit.state)).toMatchObject({ kind: 'chance', request: { purpose: 'dodge', dice: 3, context: { flight: 'stuka1' } } });
    const all = play(s, [split([{ weapon: AA, flight: 'stuka1', dice: 7 }, { weapon: AA, flight: 'stuka2', dice: 0 }])]).state;
    const seven = play(all, [{ type: 'roll', values: [6, 6, 6, 6, 6, 6, 6] }]);
    expect(seven.events.filter((e) => e.type === 'aa-roll').map((e) => e.data?.flight)).toEqual(['stuka1']);
    expect(vas.pending(seven.state)).toMatchObject({ kind: 'chance', request: { purpose: 'dodge', dice: 7, context: { flight: 'stuka1' } } });
  });

  it('VAS-AA-ALLOCATE-HAND: a split is refused with its code and a sentence: too many dice, dice left, out of range, dogfight, own flight, not AA', () => {
    const s = toAttack({ to: { stuka1: NEAR_ARK, stuka2: ON_ARK, stuka3: { x: 11, y: 31 }, fulmar: { x: 13, y: 27 }, me109: { x: 13.5, y: 27 } } }, start(BY_HAND));
    expect(vas.pending(s)).toMatchObject({ kind: 'decision', decision: 'aa-fire' });
    const too = refusal(s, split([{ weapon: AA, flight: 'stuka1', dice: 5 }, { weapon: AA, flight: 'stuka2', dice: 3 }]));
    expect(too).toEqual({ code: 'ERR_AA_TOO_MANY_DICE', message: 'HMS Ark Royal\'s AA has 7 AA dice; you gave 8.' });
    expect(refusal(s, split([{ weapon: AA, flight: 'stuka1', dice: 5 }]))).toMatchObject({ code: 'ERR_AA_DICE_LEFT', message: expect.stringMatching(/has 7 AA dice; you gave 5: every AA die/) });
    expect(refusal(s, split([{ weapon: AA, flight: 'stuka3', dice: 7 }]))).toMatchObject({ code: 'ERR_AA_OUT_OF_RANGE', message: expect.stringMatching(/flight stuka3 \(.*\) is not a target for AA: it is beyond its 5" range/) });
    expect(refusal(s, split([{ weapon: AA, flight: 'me109', dice: 7 }]))).toMatchObject({ code: 'ERR_AA_DOGFIGHT', message: expect.stringMatching(/in a dogfight: AA may never fire into a dogfight/) });
    expect(refusal(s, split([{ weapon: AA, flight: 'sword', dice: 7 }]))?.code).toBe('ERR_AA_FRIENDLY_FLIGHT');
    expect(refusal(s, split([{ weapon: 0, flight: 'stuka1', dice: 7 }]))?.code).toBe('ERR_AA_NOT_AA_WEAPON');
    expect(refusal(s, split([{ weapon: AA, flight: 'stuka1', dice: 2.5 }, { weapon: AA, flight: 'stuka2', dice: 4.5 }]))?.code).toBe('ERR_AA_BAD_DICE');
    expect(refusal(s, split([{ weapon: AA, flight: 'stuka1', dice: 3 }, { weapon: AA, flight: 'stuka1', dice: 4 }]))?.code).toBe('ERR_AA_TWICE');
    expect(refusal(s, { type: 'aa-fire', ship: 'bismarck', fire: [] })?.code).toBe('ERR_NOT_YOUR_TURN');
    expect(refusal(s, { type: 'aa-fire', ship: 'ark', fire: 'all' } as unknown as VasAction)?.code).toBe('ERR_BAD_ACTION');
  });

  it('VAS-AA-ALLOCATE-HAND: one flight in range asks nothing: the AA dice come at once', () => {
    const s = toAttack({ to: { stuka1: ON_ARK } }, start(BY_HAND));
    expect(vas.pending(s)).toMatchObject({ kind: 'chance', request: { purpose: 'aa', dice: 7, context: { flight: 'stuka1' } } });
  });

  it('VAS-AA-ALLOCATE-HAND, VAS-CRIT-FIRE-CONTROL: the split is declared before Fire Control\'s roll and fires as declared once cleared', () => {
    const fc: VasSetup = { ...BY_HAND, fleets: BY_HAND.fleets.map((f) => (f.id === 'rn' ? { ...f, ships: f.ships.map((x) => ({ ...x, criticals: [{ effect: 'fire-control' }] })) } : f)) };
    const s = twoStukas(fc);
    expect(vas.pending(s)).toMatchObject({ kind: 'decision', decision: 'aa-fire' });
    // the player splitting is told first that each weapon needs its 4+ (the roll that then comes)
    expect(aaCaveats(s, 'ark')).toEqual({ fireControl: true, evasive: false });
    expect(aaCaveats(twoStukas(BY_HAND), 'ark')).toEqual({ fireControl: false, evasive: false });
    const declared = play(s, [split([{ weapon: AA, flight: 'stuka1', dice: 7 }])]).state;
    expect(vas.pending(declared)).toMatchObject({ kind: 'chance', request: { purpose: 'fire-control', dice: 1 } });
    const back = vas.parse(vas.serialize(declared));
    expect(back.ok && vas.serialize(back.value)).toBe(vas.serialize(declared));
    const cleared = play(declared, [{ type: 'roll', values: [5] }]).state;
    expect(vas.pending(cleared)).toMatchObject({ kind: 'chance', request: { purpose: 'aa', dice: 7, context: { flight: 'stuka1' } } });
  });

  it('VAS-AA-ALLOCATE-HAND: a game with the option that always takes Salvo\'s split plays event for event as the game without it', () => {
    const off = twoStukas(AIR_SETUP);
    const on = twoStukas(BY_HAND);
    const offEvents: VasEvent[] = [];
    const onEvents: VasEvent[] = [];
    let a = off;
    let b = on;
    let asked = 0;
    for (let i = 0; i < 400 && vas.pending(a).kind !== 'over'; i++) {
      const pb = vas.pending(b);
      if (pb.kind === 'decision' && pb.decision === 'aa-fire') {
        asked++;
        const t = vas.apply(b, vas.legalActions(b)[0] as VasAction);
        if (!t.ok) throw new Error(t.error.message);
        b = t.value.state;
        onEvents.push(...t.value.events.filter((e) => e.type !== 'aa-declared'));
        continue;
      }
      const pa = vas.pending(a);
      if (pa.kind === 'chance') {
        const ta = vas.rollChance(a);
        const tb = vas.rollChance(b);
        [a, b] = [ta.state, tb.state];
        offEvents.push(...ta.events);
        onEvents.push(...tb.events);
        continue;
      }
      const action = vas.legalActions(a)[0] as VasAction;
      const ta = vas.apply(a, action);
      const tb = vas.apply(b, action);
      if (!ta.ok || !tb.ok) throw new Error('refused');
      [a, b] = [ta.value.state, tb.value.state];
      offEvents.push(...ta.value.events);
      onEvents.push(...tb.value.events);
    }
    expect(asked).toBeGreaterThan(0);
    expect(offEvents.some((e) => e.type === 'aa-roll')).toBe(true);
    expect(onEvents).toEqual(offEvents);
  });
});
