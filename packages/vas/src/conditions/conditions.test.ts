import { describe, expect, it } from 'vitest';
import type { VasState } from '../types';
import { CRUISER, WARSPITE, allTurretsAt, duel, makeShip, makeState } from '../attack/test-support';
import { startAttack, attackChance } from '../attack/resolve';
import { validateNominations } from '../attack/validate';
import { markDetected, radarCanSee } from './radar';
import { markSpotted, refreshSpotting } from './spotting';

type Opts = Partial<VasState['options']>;
const withOptions = (s: VasState, o: Opts): VasState => ({ ...s, options: { ...s.options, ...o } });

/** The lowest die face Warspite's first turret needs at the target, or the refusal / spent events. */
function firstNeed(s: VasState, attacker = 'warspite', target = 'target'): { need?: number; code?: string; spent?: string[] } {
  const ship = s.ships[attacker];
  if (!ship) throw new Error('no attacker');
  const started = startAttack(s, attacker, allTurretsAt(ship.roster, target).slice(0, 1));
  if (!started.ok) return { code: started.error.code };
  const spent = started.value.filter((e) => e.type === 'weapon-not-visible').map((e) => e.rule);
  if (s.resolution === null) return { spent };
  return { need: Number(attackChance(s).context?.need) };
}

describe('Bad Weather and Night Battles (core)', () => {
  it('VAS-WEATHER-HIT: Bad Weather costs 1 on every Attack Die (Warspite at a beam-on cruiser 15" away: 4+ by day, 5+)', () => {
    expect(firstNeed(duel(15)).need).toBe(4);
    expect(firstNeed(withOptions(duel(15), { weather: 'bad' })).need).toBe(5);
  });

  it('VAS-NIGHT-HIT: at night a spotted ship 15" away is hit on 5+ instead of 4+', () => {
    const s = withOptions(duel(15), { night: true });
    markSpotted(s, 'a', 'target');
    expect(firstNeed(s).need).toBe(5);
  });

  it('VAS-NIGHT-SPOT: at night an unspotted ship cannot be nominated (ERR_NOT_SPOTTED), a spotted one can', () => {
    const s = withOptions(duel(15), { night: true });
    const fire = allTurretsAt(WARSPITE, 'target');
    const ship = s.ships.warspite;
    if (!ship) throw new Error('no ship');
    expect(validateNominations(s, ship, fire)?.code).toBe('ERR_NOT_SPOTTED');
    markSpotted(s, 'a', 'target');
    expect(validateNominations(s, ship, fire)).toBeNull();
  });

  it('VAS-NIGHT-RANGE: at night a spotted ship 25" away is out of reach: the weapon is spent', () => {
    const s = withOptions(duel(25), { night: true });
    markSpotted(s, 'a', 'target');
    expect(firstNeed(s).spent).toEqual(['VAS-NIGHT-RANGE']);
  });

  it('VAS-WEATHER-SPOT: in Bad Weather a ship at long range may be fired at only once Spotted; at 15" it needs no spotting', () => {
    expect(firstNeed(withOptions(duel(25), { weather: 'bad' })).spent).toEqual(['VAS-WEATHER-SPOT']);
    const s = withOptions(duel(25), { weather: 'bad' });
    markSpotted(s, 'a', 'target');
    expect(firstNeed(s).need).toBe(6); // 5+, beam +1, long -1, Bad Weather -1
    expect(firstNeed(withOptions(duel(15), { weather: 'bad' })).need).toBe(5);
  });

  it('VAS-WEATHER-RANGE: in Bad Weather a ship at extreme range may not be attacked, even Spotted', () => {
    const s = withOptions(duel(31), { weather: 'bad' });
    markSpotted(s, 'a', 'target');
    expect(firstNeed(s).spent).toEqual(['VAS-WEATHER-RANGE']);
  });

  it('VAS-WEATHER-SUBMARINE: in Bad Weather a surfaced submarine may not fire her deck gun (ERR_BAD_WEATHER_SUBMARINE); by day she may', () => {
    const boat = { ...CRUISER, class: 'Test Boat', type: 'submersible' as const, traits: ['Submersible'] };
    const s = makeState([makeShip('u', 'b', boat, { x: 0, y: 0 }, 0), makeShip('warspite', 'a', WARSPITE, { x: 0, y: 10 }, 0)]);
    const u = s.ships.u;
    if (!u) throw new Error('no boat');
    expect(validateNominations(s, u, [{ weapon: 0, target: 'warspite' }])).toBeNull();
    const bad = withOptions(s, { weather: 'bad' });
    expect(validateNominations(bad, u, [{ weapon: 0, target: 'warspite' }])?.code).toBe('ERR_BAD_WEATHER_SUBMARINE');
  });

  it('VAS-SPOT-LAPSE: a Spotted ship is lost once no ship of the side is within 20" at night; within, it stays', () => {
    const s = withOptions(duel(19), { night: true });
    markSpotted(s, 'a', 'target');
    expect(refreshSpotting(s)).toEqual([]);
    const t = s.ships.target;
    if (!t) throw new Error('no target');
    t.position = { x: 21, y: 0 };
    const events = refreshSpotting(s);
    expect(events.map((e) => [e.type, e.rule])).toEqual([['spot-lapsed', 'VAS-SPOT-LAPSE']]);
    expect(s.visibility.spotted.a).toEqual([]);
  });

  it('VAS-SPOT-LAPSE: in Bad Weather it lasts to 30" (long range) and lapses at extreme range', () => {
    const s = withOptions(duel(29), { weather: 'bad' });
    markSpotted(s, 'a', 'target');
    expect(refreshSpotting(s)).toEqual([]);
    const t = s.ships.target;
    if (t) t.position = { x: 31, y: 0 };
    expect(refreshSpotting(s)).toHaveLength(1);
  });

  it('VAS-SPOT-TURRET-FIRE: a ship that fires its turrets at night is Spotted by the enemy side', () => {
    const s = withOptions(duel(15), { night: true });
    markSpotted(s, 'a', 'target');
    expect(s.visibility.spotted.b ?? []).toEqual([]);
    firstNeed(s);
    expect(s.visibility.spotted.b).toEqual(['warspite']);
  });

  it('VAS-SPOT-SHARED: a ship spotted by the side may be attacked by another ship of the side within range', () => {
    const s = makeState([
      makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0),
      makeShip('scout', 'a', CRUISER, { x: 0, y: 10 }, 0),
      makeShip('target', 'b', CRUISER, { x: 15, y: 0 }, 0),
    ]);
    const night = withOptions(s, { night: true });
    markSpotted(night, 'a', 'target');
    expect(firstNeed(night, 'scout').need).toBeDefined();
  });
});

describe('Radar (Advanced Rules)', () => {
  const radar = (s: VasState, o: Opts = {}): VasState => withOptions(s, { radar: true, ...o });

  it('VAS-RADAR-ATTACK: at night a detected ship may be fired at beyond 20" without being spotted, by its detector only', () => {
    const s = radar(duel(25), { night: true });
    expect(firstNeed(s).code).toBe('ERR_NOT_SPOTTED');
    markDetected(s, 'warspite', 'target');
    expect(firstNeed(s).need).toBe(6); // 5+, beam +1, long -1, night -1
  });

  it('VAS-RADAR-ATTACK: in Bad Weather a detected ship at extreme range may be attacked', () => {
    const s = radar(duel(31), { weather: 'bad' });
    markDetected(s, 'warspite', 'target');
    expect(firstNeed(s).need).toBe(7); // 5 - (1 beam - 2 extreme - 1 weather): cannot hit, but may be fired at
  });

  it('VAS-RADAR-RANGE: by day in Good Weather a detected ship loses the long-range penalty, and extreme range is -1', () => {
    expect(firstNeed(radar(duel(25))).need).toBe(5);
    const d = radar(duel(25));
    markDetected(d, 'warspite', 'target');
    expect(firstNeed(d).need).toBe(4);
    const x = radar(duel(32));
    markDetected(x, 'warspite', 'target');
    expect(firstNeed(x).need).toBe(5); // 5 - (1 beam - 1 extreme)
  });

  it('VAS-ATTACK-SMOKE: with the radar rules in play smoke is ignored only against a ship this ship has detected', () => {
    const base = makeState([
      makeShip('warspite', 'a', { ...WARSPITE, traits: [...WARSPITE.traits, 'Radar'] }, { x: 0, y: 0 }, 0),
      makeShip('target', 'b', CRUISER, { x: 15, y: 0 }, 0),
    ]);
    const s = radar({ ...base, smoke: [{ ship: 'target', from: { x: 7, y: -2 }, to: { x: 7, y: 2 }, turn: 1 }] });
    const ship = s.ships.warspite;
    if (!ship) throw new Error('no ship');
    const fire = allTurretsAt(WARSPITE, 'target');
    expect(validateNominations(s, ship, fire)?.code).toBe('ERR_SMOKE');
    markDetected(s, 'warspite', 'target');
    expect(validateNominations(s, ship, fire)).toBeNull();
  });

  it('VAS-KM-RADAR: Kriegsmarine radar sees only ships in its forward arc; others all round', () => {
    const km = makeShip('km', 'b', CRUISER, { x: 0, y: 0 }, 0);
    const ahead = makeShip('ahead', 'a', WARSPITE, { x: 0, y: 20 }, 0);
    const abeam = makeShip('abeam', 'a', WARSPITE, { x: 20, y: 0 }, 0);
    expect([radarCanSee(km, ahead), radarCanSee(km, abeam)]).toEqual([true, false]);
    const rn = makeShip('rn', 'b', { ...CRUISER, nation: 'Royal Navy' }, { x: 0, y: 0 }, 0);
    expect(radarCanSee(rn, abeam)).toBe(true);
  });
});

describe('Kriegsmarine Improved Rangefinders', () => {
  it('VAS-KM-RANGEFINDERS: German main turrets get +1 beyond 20" (3+ instead of 4+ at Warspite 22" away), not within 20"', () => {
    const km = makeState([makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 22, y: 0 }, 0)]);
    expect(firstNeed(km, 'target', 'warspite').need).toBe(3);
    const rn = makeState([makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('target', 'b', { ...CRUISER, nation: 'Royal Navy' }, { x: 22, y: 0 }, 0)]);
    expect(firstNeed(rn, 'target', 'warspite').need).toBe(4);
    const close = makeState([makeShip('warspite', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('target', 'b', CRUISER, { x: 15, y: 0 }, 0)]);
    expect(firstNeed(close, 'target', 'warspite').need).toBe(3);
  });
});
