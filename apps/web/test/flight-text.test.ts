/** Flights in words, dogfight tethers and hidden squares as the table draws them (flight-text.ts, overlay-data.ts). */
import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { fleetStyle } from '../src/vas/fleet-style';
import { dogfightPairs, flightLabel, flightName, flightTitle } from '../src/vas/flight-text';
import { hiddenBoats } from '../src/vas/overlay-data';
import { scenarioSetup } from '../src/vas/scenarios';

function carrierView(seat: string) {
  const r = vas.createGame(scenarioSetup('carrier', '2'));
  if (!r.ok) throw new Error(r.error.message);
  const s = structuredClone(r.value);
  const fulmar = s.air.flights.find((f) => f.id === 'fulmar1');
  const me = s.air.flights.find((f) => f.id === 'me109');
  if (!fulmar || !me) throw new Error('flights missing');
  fulmar.dogfight = ['me109'];
  me.dogfight = ['fulmar1'];
  return vas.observe(s, seat);
}

describe('flights and hidden squares on the table', () => {
  it('VAS-AIR-FLIGHT VAS-AIR-MOVE: a flight says its type, side and Damage, and whom it is locked with; each locked pair is tethered once', () => {
    const v = carrierView('rn');
    const aloft = v.air.flights.filter((f) => f.airborne && !f.destroyed);
    const fulmar = aloft.find((f) => f.id === 'fulmar1');
    if (!fulmar) throw new Error('fulmar1 is not aloft');
    expect(flightLabel(v, fulmar)).toBe('Flight fulmar1, Fairey Fulmar (Fighter), Royal Navy, heading 0 degrees, Damage 1 of 1, locked in a dogfight with Messerschmitt Me-109');
    expect(dogfightPairs(aloft).map(([a, b]) => `${a.id}-${b.id}`)).toEqual(['fulmar1-me109']);
    expect(aloft.map((f) => f.id)).not.toContain('sword1');
    // side by colour AND shape
    expect([fleetStyle(v, 'rn').badge, fleetStyle(v, 'rm').badge]).toEqual(['circle', 'square']);
  });

  it('VAS-AIR-OBSERVATION-CARRIED a ship\'s own observation aircraft is named by its ship, not by the engine\'s id; other flights by their id', () => {
    const v = carrierView('rn');
    const obs = v.air.flights.find((f) => f.id === 'warspite/obs1');
    const fulmar = v.air.flights.find((f) => f.id === 'fulmar1');
    if (!obs || !fulmar) throw new Error('flights missing');
    expect(flightTitle(v, obs)).toBe("HMS Warspite's floatplane 1");
    expect(flightName(obs)).toBe('Observation floatplane 1');
    // on the table, by her ship: both sides' observation aircraft are obs1, obs2
    expect(flightName(obs, v)).toBe("HMS Warspite's floatplane 1");
    // Damage is said where a flight can take more than one point, in words
    expect(flightName({ ...fulmar, dogfight: [], profile: { ...fulmar.profile, damage: 2 }, damage: 2 }, v)).toBe('F fulmar1 · 2 Damage');
    expect(flightName(fulmar, v)).toBe('F fulmar1 · dogfight');
    expect(flightTitle(v, fulmar)).toBe('Flight fulmar1');
    expect(flightName(fulmar)).toBe('F fulmar1 · dogfight');
  });

  it('VAS-SUB-HIDDEN-INFO: a hidden boat\'s square is drawn only from its own side\'s view', () => {
    expect(hiddenBoats(carrierView('rn'))).toEqual([]);
    expect(hiddenBoats(carrierView('rm')).map((b) => [b.ship.id, b.sq])).toEqual([['scire', { col: 1, row: 0 }]]);
    expect(hiddenBoats(carrierView('spectator'))).toEqual([]);
  });
});
