import { describe, expect, it } from 'vitest';
import { vas } from '../index';
import type { VasAction, VasState } from '../types';
import { play } from '../../test/fixtures';
import { flight, rollAA, tamper, toAttack } from './test-setup';

const chance = (s: VasState) => {
  const p = vas.pending(s);
  if (p.kind !== 'chance') throw new Error(`expected dice, got ${JSON.stringify(p)}`);
  return p.request;
};
const code = (s: VasState, a: VasAction): string | null => {
  const r = vas.apply(s, a);
  return r.ok ? null : r.error.code;
};
const roll = (s: VasState, values: number[]) => play(s, [{ type: 'roll', values }]);
/** VAS-ENGINE-SERIALIZE: a state in the middle of aircraft business parses back to itself. */
const roundTrips = (s: VasState): boolean => {
  const back = vas.parse(vas.serialize(s));
  return back.ok && vas.serialize(back.value) === vas.serialize(s);
};
const ON_ARK = { x: 11.5, y: 24.5 };
/** rn holds Ark Royal's fire: km is to nominate. */
const arkHolds = (s: VasState): VasState => play(s, [{ type: 'attack', ship: 'ark', fire: [] }]).state;

describe('AA fire', () => {
  it('VAS-AA-FIRE, VAS-AA-BONUS, VAS-AA-DODGE: AA fires first in the Attack Phase, +1 at a dive-bomber on a ship; hits not dodged take its Damage', () => {
    const s = toAttack({ to: { stuka1: ON_ARK } });
    expect(s.phase).toBe('attack');
    const req = chance(s);
    expect([req.purpose, req.dice]).toEqual(['aa', 7]);
    expect(req.label).toMatch(/Ark Royal's AA at flight stuka1 .*4\+ to hit/);
    const hit = roll(s, [1, 1, 1, 6, 6, 4, 3]);
    expect(hit.events.find((e) => e.type === 'aa-roll')).toMatchObject({ rule: 'VAS-AA-FIRE', data: { hits: 3, mod: 1 } });
    const dodge = chance(hit.state);
    expect([dodge.purpose, dodge.dice]).toEqual(['dodge', 3]);
    expect(roundTrips(s) && roundTrips(hit.state)).toBe(true);
    const after = roll(hit.state, [5, 2, 2]);
    expect(after.events.find((e) => e.type === 'flight-destroyed')?.rule).toBe('VAS-AA-DODGE');
    expect(flight(after.state, 'stuka1')).toMatchObject({ destroyed: true, damage: 0, position: null });
    // Every hit dodged: nothing lost.
    const saved = roll(hit.state, [5, 6, 5]);
    expect(flight(saved.state, 'stuka1')).toMatchObject({ destroyed: false, damage: 1 });
  });

  it('VAS-AA-ALLOCATE: AA dice are dealt round the flights in range, the one attacking this ship first', () => {
    const s = toAttack({ to: { stuka1: { x: 14, y: 26 }, stuka2: ON_ARK } });
    const first = chance(s);
    expect(first.label).toMatch(/4d6 AA dice: .* at flight stuka2/);
    const second = chance(roll(s, [1, 1, 1, 1]).state);
    expect(second.label).toMatch(/3d6 AA dice: .* at flight stuka1 .*5\+ to hit/);
  });

  it('VAS-AA-FIRE, VAS-CRIT-WEAPONS: AA fires its current Attack Dice: an AA Weapons Damaged critical takes one, Crippling halves them', () => {
    const s = toAttack({}, undefined, (x) => x.air.stage?.kind === 'others' && vas.pending(x).kind === 'decision' && x.air.stage.next === 1);
    const aa = s.ships.ark!.roster.weapons.findIndex((w) => w.kind === 'aa');
    const damaged = tamper(s, (x) => { x.ships.ark!.weapons[aa]!.adLost = 2; });
    const fly = { type: 'fly', fleet: 'km', moves: [{ flight: 'stuka1', to: ON_ARK }] } as const;
    expect(chance(play(damaged, [fly]).state).dice).toBe(5);
    const crippled = tamper(s, (x) => { x.ships.ark!.crippled = true; });
    expect(chance(play(crippled, [fly]).state).dice).toBe(3);
  });

  it('VAS-AA-FIRE: AA never fires into a dogfight', () => {
    const s = toAttack({ to: { fulmar: { x: 13, y: 27 }, me109: { x: 13.5, y: 27 } } });
    expect(flight(s, 'me109').dogfight).toEqual(['fulmar']);
    const p = vas.pending(s);
    expect(p.kind === 'decision' && p.decision).toBe('attack');
  });
});

describe('dogfights', () => {
  const locked = (): VasState => toAttack({ to: { fulmar: { x: 13, y: 27 }, me109: { x: 13.5, y: 27 } } });

  it('VAS-DOGFIGHT-LOCK, VAS-DOGFIGHT-ROLL: flights in contact lock; the higher die plus Dogfight takes a point of Damage from the other', () => {
    const s = locked();
    expect(flight(s, 'fulmar').dogfight).toEqual(['me109']);
    const r = play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]);
    const req = chance(r.state);
    expect([req.purpose, req.dice]).toEqual(['dogfight', 2]);
    const won = roll(r.state, [6, 1]);
    expect(won.events.find((e) => e.type === 'dogfight')).toMatchObject({ rule: 'VAS-DOGFIGHT-ROLL', data: { totals: [8, 4], loser: 'me109' } });
    expect(flight(won.state, 'me109').destroyed).toBe(true);
    expect(flight(won.state, 'fulmar').dogfight).toEqual([]);
  });

  it('VAS-DOGFIGHT-ROLL: a draw leaves both locked; they fight once a turn, whichever fleet nominates its aircraft first', () => {
    const s = play(locked(), [{ type: 'air-attack', fleet: 'rn', bombs: [] }]).state;
    const draw = roll(s, [4, 3]).state; // 4 + 2 against 3 + 3
    expect(flight(draw, 'fulmar')).toMatchObject({ destroyed: false, dogfight: ['me109'] });
    expect(flight(draw, 'me109')).toMatchObject({ destroyed: false, dogfight: ['fulmar'] });
    expect(draw.air.combat?.fought).toEqual(['fulmar|me109']);
    // km's aircraft have nothing left to do this turn: an air-attack is refused.
    expect(code(draw, { type: 'air-attack', fleet: 'km', bombs: [] })).toBe('ERR_NO_AIR_ATTACK');
  });

  it('VAS-DOGFIGHT-AUTO-LOSS: a flight with no Dogfight score (observation aircraft) is destroyed without a roll', () => {
    const s = tamper(locked(), (x) => {
      const f = x.air.flights.find((y) => y.id === 'me109')!;
      (f as { profile: unknown }).profile = { ...f.profile, dogfight: null };
    });
    const r = play(s, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]);
    expect(r.events.find((e) => e.type === 'dogfight')?.rule).toBe('VAS-DOGFIGHT-AUTO-LOSS');
    expect(flight(r.state, 'me109').destroyed).toBe(true);
    expect(vas.pending(r.state).kind).toBe('decision');
  });
});

describe('bombs', () => {
  const bombing = (to: Record<string, { x: number; y: number }> = { stuka1: ON_ARK }): VasState => arkHolds(rollAA(toAttack({ to }), 1));

  it('VAS-AIR-BOMB, VAS-AIR-NOMINATE, VAS-AIR-ONE-SHOT: a flight in contact drops its bombs with the fleet\'s aircraft nomination; damage as normal; the payload is spent', () => {
    const s = bombing();
    const p = vas.pending(s);
    expect(p.kind === 'decision' && [p.decision, p.player]).toEqual(['attack', 'km']);
    expect(vas.legalActions(s)).toContainEqual({ type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka1', target: 'ark' }] });
    const r = play(s, [{ type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka1', target: 'ark' }] }]);
    expect(r.events.find((e) => e.type === 'bombs-dropped')).toMatchObject({ rule: 'VAS-AIR-BOMB', data: { mod: 0, ddMod: 0 } });
    expect(flight(r.state, 'stuka1').spent).toEqual([0]);
    const attack = chance(r.state);
    expect([attack.purpose, attack.dice]).toEqual(['attack', 1]);
    expect(roundTrips(r.state)).toBe(true);
    expect(attack.label).toMatch(/Ju-87.*Bombs at HMS Ark Royal|Bombs at .*Ark Royal/);
    const hit = roll(r.state, [6]);
    expect(chance(hit.state)).toMatchObject({ purpose: 'damage', dice: 3 });
    const done = roll(hit.state, [4, 5, 1]);
    expect(done.state.ships.ark!.damage).toBe(26);
    expect(r.state.air.combat?.nominated).toEqual(['km']);
    // The nomination is made once a turn.
    expect(code(done.state, { type: 'air-attack', fleet: 'km', bombs: [] })).not.toBeNull();
  });

  it('VAS-AIR-ONE-SHOT, VAS-AIR-FIGHTER-BOMBS: spent bombs, and a Fighter\'s bombs, are refused', () => {
    const spent = tamper(bombing({ stuka1: ON_ARK, stuka2: ON_ARK }), (x) => { x.air.flights.find((f) => f.id === 'stuka1')!.spent = [0]; });
    const r1 = vas.apply(spent, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka1', target: 'ark' }] });
    expect(r1.ok ? '' : [r1.error.code, r1.error.message]).toEqual(['ERR_NO_BOMBS', expect.stringMatching(/One-Shot bombs have been dropped/)]);
    const fighter = bombing({ stuka1: ON_ARK, me109: { x: 12, y: 25.5 } });
    const r = vas.apply(fighter, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'me109', target: 'ark' }] });
    expect(r.ok ? '' : [r.error.code, r.error.message]).toEqual(['ERR_NO_BOMBS', expect.stringMatching(/Fighter's bomb load/)]);
  });

  it('VAS-AIR-LIMIT: only three flights may attack one ship a turn; a fourth is refused and the state is unchanged', () => {
    const s = bombing({ stuka1: ON_ARK, stuka2: ON_ARK, stuka3: ON_ARK, stuka4: ON_ARK });
    const four = ['stuka1', 'stuka2', 'stuka3', 'stuka4'].map((f) => ({ flight: f, target: 'ark' }));
    const before = vas.serialize(s);
    const r = vas.apply(s, { type: 'air-attack', fleet: 'km', bombs: four });
    expect(r.ok ? '' : [r.error.code, r.error.path]).toEqual(['ERR_AIR_LIMIT', 'bombs[3].target']);
    expect(r.ok ? '' : r.error.message).toMatch(/Only 3 flights may attack HMS Ark Royal/);
    expect(vas.serialize(s)).toBe(before);
    expect(code(s, { type: 'air-attack', fleet: 'km', bombs: four.slice(0, 3) })).toBeNull();
  });

  it('VAS-DOGFIGHT-LOCK: a flight locked in a dogfight may not drop bombs; a flight not in contact, or a friendly target, is refused', () => {
    const s = arkHolds(rollAA(toAttack({ first: 'km', to: { fulmar: { x: 11.5, y: 25 }, stuka1: ON_ARK, stuka2: { x: 16, y: 24 } } }), 1));
    expect(flight(s, 'stuka1').dogfight).toEqual(['fulmar']);
    const r = vas.apply(s, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka1', target: 'ark' }] });
    expect(r.ok ? '' : r.error.code).toBe('ERR_FLIGHT_DOGFIGHTING');
    expect(r.ok ? '' : r.error.message).toMatch(/dogfighting may not drop bombs/);
    expect(code(s, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka2', target: 'ark' }] })).toBe('ERR_NOT_IN_CONTACT');
    expect(code(s, { type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka2', target: 'bismarck' }] })).toBe('ERR_BAD_TARGET');
  });

  it('VAS-AIR-BOMB-MODIFIERS, VAS-AIR-ARMOURED-DECK: a bomber -1 (a dive-bomber not), Bad Weather -1 more; an Armoured Deck -1 to Damage Dice', () => {
    const s = rollAA(toAttack({ to: { sword: { x: 58.5, y: 24.5 } } }), 1);
    const need = (x: VasState): number => Number(chance(play(x, [{ type: 'air-attack', fleet: 'rn', bombs: [{ flight: 'sword', target: 'bismarck' }] }]).state).context?.need);
    expect(need(s)).toBe(5); // Bismarck's Target 4, Swordfish a (torpedo) bomber -1
    expect(need(tamper(s, (x) => { (x.options as { weather: string }).weather = 'bad'; }))).toBe(6);
    const decked = tamper(bombing(), (x) => { const ark = x.ships.ark!; (ark as { roster: unknown }).roster = { ...ark.roster, traits: [...ark.roster.traits, 'Armoured Deck'] }; });
    const r = play(decked, [{ type: 'air-attack', fleet: 'km', bombs: [{ flight: 'stuka1', target: 'ark' }] }]);
    expect(r.events.find((e) => e.type === 'bombs-dropped')?.data).toMatchObject({ mod: 0, ddMod: -1 });
    expect(chance(roll(r.state, [6]).state).context?.need).toBe(5);
  });
});

describe('air-launched torpedoes', () => {
  const NEAR = { x: 56.5, y: 26 };

  it('VAS-AIR-TORPEDO: declared after moving within 4"; AA +1 against it; the spread is placed with the aircraft nomination and strikes in the End Phase', () => {
    const s = toAttack({ to: { sword: NEAR }, torpedoes: [{ flight: 'sword', target: 'bismarck' }] });
    expect(s.air.attacks).toEqual([{ flight: 'sword', target: 'bismarck', weapon: 0, kind: 'torpedo', done: false }]);
    expect(chance(s).label).toMatch(/Bismarck's AA at flight sword .*4\+ to hit/);
    let x = rollAA(s, 1);
    const r = play(x, [{ type: 'air-attack', fleet: 'rn', bombs: [] }]);
    expect(r.events.find((e) => e.type === 'torpedo-spread')?.rule).toBe('VAS-AIR-TORPEDO');
    expect(r.state.naval.torpedoes).toMatchObject([{ attacker: 'sword', target: 'bismarck', dice: 1, air: true }]);
    expect(flight(r.state, 'sword').spent).toEqual([0]);
    x = play(r.state, [{ type: 'attack', ship: 'bismarck', fire: [] }, { type: 'attack', ship: 'ark', fire: [] }]).state;
    expect(x.phase).toBe('end');
    const strike = chance(x);
    expect(strike.label).toMatch(/Flight sword \(Fairey Swordfish\)'s Torpedo at .*Bismarck/);
    const back = vas.parse(vas.serialize(x));
    expect(back.ok && vas.serialize(back.value)).toBe(vas.serialize(x));
  });

  it('VAS-AIR-TORPEDO: an air-launched torpedo beyond 4" is refused with a code and the state unchanged; within 4" of where it ends its move it is declared', () => {
    const s = toAttack({}, undefined, (x) => {
      const p = vas.pending(x);
      return p.kind === 'decision' && p.decision === 'fly' && p.player === 'rn' && x.air.stage?.kind === 'others';
    });
    const before = vas.serialize(s);
    const torpedoes = [{ flight: 'sword', target: 'bismarck' }];
    const r = vas.apply(s, { type: 'fly', fleet: 'rn', moves: [], torpedoes });
    expect(r.ok ? '' : [r.error.code, r.error.path]).toEqual(['ERR_AIR_TORPEDO_RANGE', 'torpedoes[0].target']);
    expect(r.ok ? '' : r.error.message).toMatch(/reaches 4" only: Bismarck is beyond that from flight "sword"\.$/);
    expect(vas.serialize(s)).toBe(before);
    const ok = vas.apply(s, { type: 'fly', fleet: 'rn', moves: [{ flight: 'sword', to: NEAR }], torpedoes });
    expect(ok.ok && ok.value.events.find((e) => e.type === 'air-torpedo-declared')?.rule).toBe('VAS-AIR-TORPEDO');
    expect(code(s, { type: 'fly', fleet: 'rn', moves: [{ flight: 'sword', to: NEAR }], torpedoes: [{ flight: 'sword', target: 'ark' }] })).toBe('ERR_BAD_TARGET');
  });
});
