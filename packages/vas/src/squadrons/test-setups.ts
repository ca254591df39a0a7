/** Setups for the squadron tests and playouts. */
import type { VasSetup } from '../types';

/**
 * Three J-class destroyers in squadron "d1" (3" apart, heading east) with the cruiser Leander against two
 * Zerstörer in squadron "z" and a Type-VII on the table; `seed` as given.
 */
export function squadronBattle(seed: number | string = 1): VasSetup {
  return {
    seed,
    fleets: [
      {
        id: 'rn', name: 'Royal Navy', squadrons: [{ id: 'd1', ships: ['jervis', 'janus', 'javelin'] }], ships: [
          { id: 'jervis', name: 'HMS Jervis', class: 'J, K and N', position: { x: 10, y: 20 }, heading: 90, command: 5 },
          { id: 'janus', name: 'HMS Janus', class: 'J, K and N', position: { x: 10, y: 23 }, heading: 90, command: 3 },
          { id: 'javelin', name: 'HMS Javelin', class: 'J, K and N', position: { x: 10, y: 26 }, heading: 90 },
          { id: 'leander', name: 'HMS Leander', class: 'Leander', position: { x: 6, y: 34 }, heading: 90 },
        ],
      },
      {
        id: 'km', name: 'Kriegsmarine', squadrons: [{ id: 'z', ships: ['z1', 'z2'] }], ships: [
          { id: 'z1', name: 'Z1', class: 'Zerstörer 1936', position: { x: 40, y: 22 }, heading: 270 },
          { id: 'z2', name: 'Z2', class: 'Zerstörer 1936', position: { x: 40, y: 25 }, heading: 270 },
          { id: 'u9', name: 'U-9', class: 'Type-VII', position: { x: 36, y: 12 }, heading: 270 },
        ],
      },
    ],
  };
}
