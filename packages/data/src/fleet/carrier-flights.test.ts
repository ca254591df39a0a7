import { describe, expect, it } from 'vitest';
import { defaultCatalog, findShipClass } from '../catalog';
import { carrierCapacity, carrierEligible, defaultCarrierFlights } from './carrier-flights';
import { validateFleet } from './validate';

const ship = (name: string) => {
  const r = findShipClass(name);
  if (!r) throw new Error(`${name} missing from the catalog`);
  return r;
};

describe('carrier air groups', () => {
  it('VAS-FLEET-CARRIER-FLIGHTS: the default air group fills the carrier exactly, from carrier aircraft of its own nation', () => {
    for (const name of ['Essex', 'Yorktown', 'Shokaku', 'Illustrious', 'Ark Royal', 'Graf Zeppelin', 'Bearn']) {
      const carrier = ship(name);
      const flights = defaultCarrierFlights(carrier, defaultCatalog());
      expect(flights.reduce((n, f) => n + f.count, 0)).toBe(carrierCapacity(carrier));
      const eligible = carrierEligible(carrier, defaultCatalog()).map((a) => a.name);
      expect(flights.every((f) => eligible.includes(f.aircraft))).toBe(true);
    }
  });

  it('VAS-FLEET-CARRIER-FLIGHTS: with a scenario year, only aircraft already in service embark', () => {
    const flights = defaultCarrierFlights(ship('Essex'), defaultCatalog(), 1942);
    const names = flights.map((f) => f.aircraft);
    expect(names).not.toContain('Grumman F6F Hellcat');
    expect(names).not.toContain('Curtiss SB2C Helldiver');
  });

  it('VAS-FLEET-CARRIER-FLIGHTS: a carrier bought without a flights list embarks its default air group, free', () => {
    const r = validateFleet({ nation: 'US Navy', ships: [{ class: 'Essex' }] }, { level: 'Battle', points: 1 });
    expect(r.problems).toEqual([]);
    expect(r.cost).toBe(1);
    expect(r.fleet?.ships[0]?.flights.reduce((n, f) => n + f.count, 0)).toBe(carrierCapacity(ship('Essex')));
  });

  it('VAS-FLEET-CARRIER-FLIGHTS: a nation without carrier aircraft in its list flies its single-engine types from its carrier', () => {
    const r = validateFleet({ nation: 'Kriegsmarine', ships: [{ class: 'Graf Zeppelin', flights: [{ aircraft: 'Junkers Ju-87', count: 2 }] }] }, { level: 'Raid' });
    expect(r.problems).toEqual([]);
  });
});
