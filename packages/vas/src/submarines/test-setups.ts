/** Setups for the submarine tests and playouts: a hidden U-boat pack against escorts with a Sub-Hunter. */
import type { VasSetup } from '../types';

export const ALLIES = 'allies';
export const AXIS = 'axis';

/**
 * US Fletcher (Sub-Hunter) and a British Tribal escorting a civilian-free patrol at the south-west;
 * two Type-VII U-boats, one hidden in square `hidden` (default B1: x 24-48, y 0-24), one on the table
 * at (50, 30) surfaced, and a German destroyer.
 */
export function submarineBattle(seed: number | string = 1, hidden: { col: number; row: number } = { col: 1, row: 0 }): VasSetup {
  return {
    seed,
    fleets: [
      {
        id: ALLIES, name: 'Allied escorts', ships: [
          { id: 'fletcher', name: 'USS Fletcher', class: 'Fletcher', position: { x: 10, y: 10 }, heading: 90 },
          { id: 'tribal', name: 'HMS Cossack', class: 'Tribal', position: { x: 10, y: 20 }, heading: 90 },
        ],
      },
      {
        id: AXIS, name: 'U-boat pack', ships: [
          { id: 'u1', name: 'U-47', class: 'Type-VII', hiddenSquare: hidden, heading: 0 },
          { id: 'u2', name: 'U-99', class: 'Type-VII', position: { x: 50, y: 30 }, heading: 270 },
          { id: 'z1', name: 'Z1', class: 'Zerstörer 1936', position: { x: 62, y: 40 }, heading: 270 },
        ],
      },
    ],
  };
}
