import { describe, expect, it } from 'vitest';
import { vas } from '../index';
import type { VasFlightSetup, VasSetup, VasState } from '../types';

const carrierFleet = (flights: readonly VasFlightSetup[], extra: Record<string, unknown> = {}): VasSetup => ({
  seed: 7,
  fleets: [
    {
      id: 'rn', ships: [
        { id: 'ark', class: 'Ark Royal', position: { x: 10, y: 24 }, heading: 90 },
        { id: 'warspite', class: 'Queen Elizabeth', position: { x: 10, y: 10 }, heading: 90 },
      ],
      flights, ...extra,
    },
    { id: 'km', ships: [{ id: 'bismarck', class: 'Bismarck', position: { x: 60, y: 24 }, heading: 270 }], flights: [{ id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 50, y: 30 } }] },
  ],
});

const problems = (setup: unknown): { code: string; path?: string }[] => {
  const r = vas.createGame(setup);
  return r.ok ? [] : r.error.problems.map((p) => ({ code: p.code, ...(p.path === undefined ? {} : { path: p.path }) }));
};

function start(setup: VasSetup): VasState {
  const r = vas.createGame(setup);
  if (!r.ok) throw new Error(JSON.stringify(r.error.problems));
  return r.value;
}

describe('aircraft at setup', () => {
  it('VAS-AIR-SETUP: land-based flights start in the air; a carrier\'s first flight starts aloft at its bow, the rest aboard', () => {
    const s = start(carrierFleet([
      { id: 'sword1', aircraft: 'Fairey Swordfish', carrier: 'ark' },
      { id: 'sword2', aircraft: 'Fairey Swordfish', carrier: 'ark' },
      { id: 'fulmar', aircraft: 'Fairey Fulmar', carrier: 'ark', airborne: true, position: { x: 20, y: 20 }, heading: 45 },
    ]));
    const by = Object.fromEntries(s.air.flights.map((f) => [f.id, f]));
    expect(by.stuka).toMatchObject({ fleet: 'km', carrier: null, airborne: true, position: { x: 50, y: 30 }, damage: 1 });
    expect(by.stuka?.profile.type).toBe('Dive Bomber');
    expect(by.sword1?.airborne).toBe(true);
    const bow = by.sword1?.position;
    expect(bow?.x).toBeGreaterThan(10);
    expect(bow?.y).toBeCloseTo(24);
    expect(by.sword2).toMatchObject({ airborne: false, position: null, carrier: 'ark' });
    expect(by.fulmar).toMatchObject({ airborne: true, position: { x: 20, y: 20 }, heading: 45 });
    expect(problems(carrierFleet([{ id: 'x', aircraft: 'Fairey Swordfish', carrier: 'ark', airborne: false }]))).toEqual([]);
  });

  it('VAS-AIR-SETUP: a land-based flight aboard, or one in the air without a position, is refused with a code and path', () => {
    expect(problems(carrierFleet([{ id: 'h', aircraft: 'Hawker Hurricane', airborne: false }])))
      .toContainEqual({ code: 'ERR_LAND_FLIGHT_ABOARD', path: 'fleets[0].flights[0].airborne' });
    expect(problems(carrierFleet([{ id: 'h', aircraft: 'Hawker Hurricane' }])))
      .toContainEqual({ code: 'ERR_BAD_POSITION', path: 'fleets[0].flights[0].position' });
    expect(problems(carrierFleet([{ id: 'h', aircraft: 'Hawker Hurricane', position: { x: 99, y: 1 } }])))
      .toContainEqual({ code: 'ERR_OFF_TABLE', path: 'fleets[0].flights[0].position' });
    expect(problems(carrierFleet([{ id: 'h', aircraft: 'Sopwith Camel', position: { x: 9, y: 1 } }])))
      .toContainEqual({ code: 'ERR_UNKNOWN_AIRCRAFT', path: 'fleets[0].flights[0].aircraft' });
    expect(problems(carrierFleet([{ id: 'warspite', aircraft: 'Hawker Hurricane', position: { x: 9, y: 1 } }])))
      .toContainEqual({ code: 'ERR_DUPLICATE_ID', path: 'fleets[0].flights[0].id' });
    expect(problems(carrierFleet([], { flights: 'many' }))).toContainEqual({ code: 'ERR_SETUP_SHAPE', path: 'fleets[0].flights' });
  });

  it('VAS-AIR-CARRIER-CAPACITY: only a Carrier of the same fleet carries flights, at most its Carrier N, of carrier aircraft', () => {
    expect(problems(carrierFleet([{ id: 'f', aircraft: 'Fairey Fulmar', carrier: 'warspite' }])))
      .toContainEqual({ code: 'ERR_NOT_A_CARRIER', path: 'fleets[0].flights[0].carrier' });
    expect(problems(carrierFleet([{ id: 'f', aircraft: 'Fairey Fulmar', carrier: 'bismarck' }])))
      .toContainEqual({ code: 'ERR_NOT_A_CARRIER', path: 'fleets[0].flights[0].carrier' });
    const seven = Array.from({ length: 7 }, (_, i): VasFlightSetup => ({ id: `f${i}`, aircraft: 'Fairey Swordfish', carrier: 'ark' }));
    expect(problems(carrierFleet(seven))).toEqual([{ code: 'ERR_CARRIER_FULL', path: 'fleets[0].flights[6].carrier' }]);
    expect(problems(carrierFleet(seven.slice(0, 6)))).toEqual([]);
    expect(problems(carrierFleet([{ id: 'h', aircraft: 'Hawker Hurricane', carrier: 'ark' }])))
      .toContainEqual({ code: 'ERR_NOT_CARRIER_CAPABLE', path: 'fleets[0].flights[0].aircraft' });
  });

  it('VAS-AIR-FLIGHT: every side sees every flight in the air, and a state round-trips through serialize/parse', () => {
    const s = start(carrierFleet([{ id: 'sword1', aircraft: 'Fairey Swordfish', carrier: 'ark' }]));
    for (const viewer of ['rn', 'km']) {
      expect(vas.observe(s, viewer).air.flights.filter((f) => f.profile.type !== 'Observation').map((f) => [f.id, f.position !== null])).toEqual([['sword1', true], ['stuka', true]]);
    }
    const back = vas.parse(vas.serialize(s));
    expect(back.ok && back.value).toEqual(s);
  });

  it('VAS-AIR-FLIGHT: parse refuses a tampered flight (a flight aboard on the table, more Damage than its profile, a foreign carrier)', () => {
    const s = start(carrierFleet([{ id: 'sword1', aircraft: 'Fairey Swordfish', carrier: 'ark' }]));
    const tamper = (f: (x: VasState) => void): boolean => {
      const copy = JSON.parse(vas.serialize(s)) as VasState;
      f(copy);
      return vas.parse(JSON.stringify(copy)).ok;
    };
    expect(tamper(() => undefined)).toBe(true);
    expect(tamper((x) => { x.air.flights[0]!.airborne = false; })).toBe(false);
    expect(tamper((x) => { x.air.flights[0]!.damage = 5; })).toBe(false);
    expect(tamper((x) => { (x.air.flights[1] as { carrier: string | null }).carrier = 'ark'; })).toBe(false);
    expect(tamper((x) => { x.air.flights[1]!.dogfight = ['ghost']; })).toBe(false);
    expect(tamper((x) => { (x.air as { flights: unknown }).flights = 'none'; })).toBe(false);
  });
});
