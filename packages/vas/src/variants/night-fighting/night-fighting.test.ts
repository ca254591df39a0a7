import { describe, expect, it } from 'vitest';
import { findShipClass } from '@salvo/data';
import type { ShipState, VasState, VisibilityCheckData } from '../../types';
import { CRUISER, WARSPITE, makeShip, makeState } from '../../attack/test-support';
import { validateNominations } from '../../attack/validate';
import { candidateAttacks } from '../../attack/bots';
import { bandOf, bracketsOf, STANDARD } from './brackets';
import { spotOdds } from './modifiers';
import { aimRolls, applySpotRolls } from './spotting';
import { applyStarshellDie, declareIllumination, illuminationProblem, maintainSpotlights } from './illumination';
import { emptyNight, pushTo } from './spots';

const DESTROYER = { ...CRUISER, class: 'Test Destroyer', type: 'destroyer' as const, target: 6 };

/** Night-fighting battle state: `a` ships against `b` ships, every option part in play. */
function night(ships: ShipState[], parts: string[] = []): VasState {
  const s = makeState(ships);
  return { ...s, options: { ...s.options, night: true, variants: ['night-fighting', ...parts] }, visibility: { ...s.visibility, night: emptyNight() } };
}
const ship = (s: VasState, id: string): ShipState => {
  const x = s.ships[id];
  if (!x) throw new Error(id);
  return x;
};

describe('night-fighting variant rules', () => {
  it('VAS-NF-BRACKETS: short to 5", medium to 15", long to 20", nothing beyond; a limit belongs to the nearer bracket', () => {
    expect([5, 5.1, 15, 15.1, 20, 20.1].map((r) => bandOf(STANDARD, r))).toEqual(['short', 'medium', 'medium', 'long', 'long', 'beyond']);
    const s = night([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('t', 'b', CRUISER, { x: 21, y: 0 }, 180)]);
    expect(spotOdds(s, emptyNight(), ship(s, 'w'), ship(s, 't'))).toBeNull();
  });

  it('VAS-NF-SPOT-ROLL: as to hit with the beam (cruiser 5+, beam on 4+); a destroyer gets one roll, a larger ship two', () => {
    const s = night([
      makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('d', 'a', DESTROYER, { x: 0, y: 3 }, 0),
      makeShip('t', 'b', CRUISER, { x: 10, y: 0 }, 0), makeShip('u', 'b', CRUISER, { x: -10, y: 0 }, 90),
    ]);
    expect(aimRolls(s, ship(s, 'w')).map((r) => [r.target, r.needed])).toEqual([['t', 4], ['u', 5]]);
    expect(aimRolls(s, ship(s, 'd'))).toHaveLength(1);
  });

  it('VAS-NF-MODIFIERS: only the best positive and worst negative count (on fire +2 and short +1 give +2; long -1 and lit -2 give -2)', () => {
    const s = night([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('t', 'b', CRUISER, { x: 4, y: 0 }, 90)]);
    ship(s, 't').fires = 1;
    expect(spotOdds(s, emptyNight(), ship(s, 'w'), ship(s, 't'))).toEqual({ needed: 3, positive: 2, negative: 0 });
    const far = night([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('t', 'b', CRUISER, { x: 18, y: 0 }, 90)]);
    const nf = emptyNight();
    nf.last.lit.push('w');
    nf.last.fired.push('w');
    expect(spotOdds(far, nf, ship(far, 'w'), ship(far, 't'))).toEqual({ needed: 7, positive: 0, negative: -2 });
    const glare = emptyNight();
    glare.spotlights.push({ by: 't', target: 'w', since: 1 });
    expect(spotOdds({ ...far, turn: 2 }, glare, ship(far, 'w'), ship(far, 't'))?.needed).toBe(7);
  });

  it('VAS-NF-STARSHELL: 10" range, 5+ at a spotted ship, 6+ on spec after a roll failed by one, never without', () => {
    const s = night([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('t', 'b', CRUISER, { x: 8, y: 0 }, 90)]);
    const nf = s.visibility.night ?? emptyNight();
    expect(illuminationProblem(s, ship(s, 'w'), 't', undefined)?.code).toBe('ERR_NOT_SPOTTED');
    const data: VisibilityCheckData = { steps: [], spotsQueued: true };
    applySpotRolls(s, data, { t: 'nf-spot', ship: 'w', rolls: [{ target: 't', needed: 5, radar: false, friendlyNear: null }] }, [4], []);
    expect(illuminationProblem(s, ship(s, 'w'), 't', undefined)).toBeNull();
    declareIllumination(s, 'w', 't', undefined);
    expect(nf.starshellsDue).toEqual([{ by: 'w', target: 't', needed: 6 }]);
    expect(applyStarshellDie(s, data, { t: 'nf-starshell', ship: 'w', target: 't', needed: 6 }, 6).map((e) => e.type)).toEqual(['starshell-lit']);
    expect(nf.now.lit).toEqual(['t']);
    expect(nf.now.starshell).toEqual(['w']);
  });

  it('VAS-NF-STARSHELL-SCATTER: on spec, a 1 with another ship within 5" of the target lights one picked by a die', () => {
    const s = night([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('t', 'b', CRUISER, { x: 8, y: 0 }, 90), makeShip('f', 'a', CRUISER, { x: 8, y: 3 }, 90)], ['night-fighting:starshell-scatter']);
    const d: VisibilityCheckData = { steps: [], spotsQueued: true };
    applyStarshellDie(s, d, { t: 'nf-starshell', ship: 'w', target: 't', needed: 6 }, 1);
    expect(d.steps).toEqual([{ t: 'nf-scatter', ship: 'w', among: ['t', 'f'] }]);
    applyStarshellDie(s, d, { t: 'nf-scatter', ship: 'w', among: ['t', 'f'] }, 2);
    expect(s.visibility.night?.now.lit).toEqual(['f']);
  });

  it('VAS-NF-SPOTLIGHT: lights a spotted ship within 8" (6" for a destroyer); goes out when the holder does not spot it again', () => {
    const s = night([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('d', 'a', DESTROYER, { x: 0, y: -1 }, 0), makeShip('t', 'b', CRUISER, { x: 7, y: 0 }, 90)]);
    const nf = s.visibility.night ?? emptyNight();
    pushTo(nf.spots, 'w', 't');
    pushTo(nf.spots, 'd', 't');
    expect(declareIllumination(s, 'd', undefined, 't').map((e) => e.type)).toEqual(['spotlight-failed']);
    expect(declareIllumination(s, 'w', undefined, 't').map((e) => e.type)).toEqual(['spotlight']);
    expect(illuminationProblem(s, ship(s, 'w'), undefined, 't')?.code).toBe('ERR_ALREADY_LIT');
    const next = { ...s, turn: 2 };
    nf.spots = {};
    expect(maintainSpotlights(next).map((e) => e.type)).toEqual(['spotlight-out']);
    expect(nf.spotlights).toEqual([]);
  });

  it('VAS-NF-SMOKE: smoke blocks the line only to a ship that is lit', () => {
    const s = night([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('t', 'b', CRUISER, { x: 10, y: 0 }, 90)]);
    s.smoke.push({ ship: 't', from: { x: 5, y: -2 }, to: { x: 5, y: 2 }, turn: 1 });
    const nf = s.visibility.night ?? emptyNight();
    pushTo(nf.spots, 'w', 't');
    const fire = [{ weapon: 0, target: 't' }];
    expect(validateNominations(s, ship(s, 'w'), fire)).toBeNull();
    nf.now.lit.push('t');
    expect(validateNominations(s, ship(s, 'w'), fire)?.code).toBe('ERR_SMOKE');
  });

  it('VAS-NF-FRIENDLY-FIRE: a spot roll of 1 near a friendly ship calls for a second die; the optional part only', () => {
    const ships = (): ShipState[] => [makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('f', 'a', CRUISER, { x: 10, y: 3 }, 0), makeShip('t', 'b', CRUISER, { x: 10, y: 0 }, 90)];
    const on = night(ships(), ['night-fighting:friendly-fire']);
    expect(aimRolls(on, ship(on, 'w'))[0]?.friendlyNear).toBe('f');
    const off = night(ships());
    expect(aimRolls(off, ship(off, 'w'))[0]?.friendlyNear).toBeNull();
    const d: VisibilityCheckData = { steps: [], spotsQueued: true };
    applySpotRolls(on, d, { t: 'nf-spot', ship: 'w', rolls: aimRolls(on, ship(on, 'w')).slice(0, 1) }, [1], []);
    expect(d.steps).toEqual([{ t: 'nf-friendly', ship: 'w', friend: 'f' }]);
  });

  it('VAS-NF-FRIENDLY-FIRE: a ship that mistook a friend fires every weapon that bears on her, and nothing else', () => {
    const s = night([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('f', 'a', CRUISER, { x: 10, y: 3 }, 0), makeShip('t', 'b', CRUISER, { x: 10, y: 0 }, 90)], ['night-fighting:friendly-fire']);
    const nf = s.visibility.night ?? emptyNight();
    pushTo(nf.spots, 'w', 't');
    nf.misidentified.w = 'f';
    const forced = [0, 1, 2, 3, 4].map((weapon) => ({ weapon, target: 'f' }));
    expect(candidateAttacks(s, 'w')).toEqual([forced]);
    expect(validateNominations(s, ship(s, 'w'), forced)).toBeNull();
    expect(validateNominations(s, ship(s, 'w'), [{ weapon: 0, target: 't' }])?.code).toBe('ERR_FRIENDLY_FIRE');
    expect(validateNominations(s, ship(s, 'w'), forced.slice(1))?.code).toBe('ERR_FRIENDLY_FIRE');
  });

  it('VAS-NF-FRIENDLY-FIRE: a boat that may not attack, or may not use her guns, is not forced to fire them at the friend', () => {
    const uboat = findShipClass('Type-VII');
    if (!uboat) throw new Error('Type-VII');
    const mistaken = (submerged: boolean, depthChanged: boolean, weather: 'good' | 'bad' = 'good'): VasState => {
      const s = night([makeShip('u', 'a', uboat, { x: 0, y: 0 }, 0), makeShip('f', 'a', CRUISER, { x: 3, y: 1 }, 0), makeShip('t', 'b', CRUISER, { x: 6, y: 0 }, 90)], ['night-fighting:friendly-fire']);
      const nf = s.visibility.night ?? emptyNight();
      nf.misidentified.u = 'f';
      ship(s, 'u').submerged = submerged;
      if (depthChanged) s.naval.depthChanged = ['u'];
      return { ...s, options: { ...s.options, weather } };
    };
    // On the surface in good weather her deck gun bears on the friend: she must fire it.
    const surfaced = mistaken(false, false);
    expect(candidateAttacks(surfaced, 'u')[0]?.length).toBeGreaterThan(0);
    // Having surfaced or dived this turn she may not attack at all: every candidate set is accepted.
    for (const s of [mistaken(false, true), mistaken(true, false), mistaken(false, false, 'bad')]) {
      for (const set of candidateAttacks(s, 'u')) expect(validateNominations(s, ship(s, 'u'), set)).toBeNull();
    }
    expect(candidateAttacks(mistaken(true, false), 'u')).toEqual([[]]);
  });

  it('VAS-NF-NATIONAL: the brackets by navy, the US Navy weak up to 1942', () => {
    const s = night([makeShip('w', 'a', WARSPITE, { x: 0, y: 0 }, 0), makeShip('t', 'b', { ...CRUISER, nation: 'US Navy' }, { x: 10, y: 0 }, 90)], ['night-fighting:national']);
    expect(bracketsOf(s, ship(s, 'w')).max).toBe(22);
    expect(bracketsOf(s, ship(s, 't')).max).toBe(18);
    expect(bracketsOf({ ...s, options: { ...s.options, year: 1943 } }, ship(s, 't')).max).toBe(20);
  });
});
