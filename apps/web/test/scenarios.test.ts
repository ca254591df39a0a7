/** The start screen's Victory at Sea battles are setups the engine accepts, with what each promises. */
import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { SCENARIOS, scenarioSetup } from '../src/vas/scenarios';

describe('Victory at Sea battles on the start screen', () => {
  it('every battle is a valid setup; the carrier battle has flights and a hidden boat, the night battle the variant', () => {
    for (const { id } of SCENARIOS) {
      const r = vas.createGame(scenarioSetup(id, '3'));
      if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.error)}`);
      expect(r.value.fleetOrder).toEqual(['rn', 'rm']);
      if (id === 'carrier') {
        expect(r.value.air.flights.filter((f) => f.airborne).map((f) => f.id)).toEqual(['fulmar1', 'stuka1', 'me109']);
        expect(r.value.ships.scire?.hidden).toBe(true);
        // VAS-SUB-HIDDEN-INFO: the Royal Navy's view holds no square for the boat
        expect(vas.observe(r.value, 'rn').naval.hidden).toEqual({});
        expect(vas.observe(r.value, 'rm').naval.hidden.scire).toEqual({ col: 1, row: 0 });
      }
      if (id === 'night') expect(r.value.options.variants).toContain('night-fighting');
    }
  });
});
