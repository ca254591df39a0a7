/**
 * The invariant playouts' carrier battle (VAS-AIR-*): the four-ship battle with Ark Royal and her
 * flights (one aloft, the rest aboard) for the Royal Navy and land-based Stukas and Me-109s for the
 * Kriegsmarine. One playout seed in AIR_EVERY plays it.
 */
import type { VasSetup } from '@salvo/vas';
import { fourShipBattle } from './fixtures';

export const AIR_EVERY = 5;

export function carrierBattle(seed: number | string): VasSetup {
  const base = fourShipBattle(seed);
  const [rn, km] = base.fleets;
  if (!rn || !km) return base;
  return {
    ...base,
    fleets: [
      {
        ...rn,
        ships: [...rn.ships, { id: 'ark', name: 'HMS Ark Royal', class: 'Ark Royal', position: { x: 6, y: 36 }, heading: 90 }],
        flights: [
          { id: 'sword1', aircraft: 'Fairey Swordfish', carrier: 'ark' },
          { id: 'sword2', aircraft: 'Fairey Swordfish', carrier: 'ark' },
          { id: 'fulmar1', aircraft: 'Fairey Fulmar', carrier: 'ark', airborne: true, position: { x: 20, y: 30 } },
          { id: 'fulmar2', aircraft: 'Fairey Fulmar', carrier: 'ark' },
        ],
      },
      {
        ...km,
        flights: [
          { id: 'stuka1', aircraft: 'Junkers Ju-87', position: { x: 66, y: 10 } },
          { id: 'me109', aircraft: 'Messerschmitt Me-109', position: { x: 66, y: 40 } },
        ],
      },
    ],
  };
}

/**
 * The setup for a night-fighting-variant battle (VAS-NF-NO-AIRCRAFT): land-based flights left at home,
 * carrier flights aboard. Other setups are returned as they are.
 */
export function groundedAtNight(setup: VasSetup, options: { readonly night?: boolean; readonly variants?: readonly string[] }): VasSetup {
  if (!options.night || !options.variants?.includes('night-fighting')) return setup;
  return {
    ...setup,
    fleets: setup.fleets.map((f) => (f.flights === undefined ? f : {
      ...f, flights: f.flights.filter((x) => x.carrier !== undefined).map(({ airborne: _a, position: _p, ...x }) => x),
    })),
  };
}
