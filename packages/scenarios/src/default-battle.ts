/**
 * The built-in battle of `salvo play` (and of every host that starts a battle with no scenario): a Matapan-like action (March 1941), Warspite and Valiant
 * (Queen Elizabeth class, the roster printed in the rules) against Vittorio Veneto (Littorio class)
 * and the heavy cruiser Zara, all with the rosters @salvo/data knows. The fleets start 36" apart,
 * just beyond the battleships' 33" main-gun range, and close during the first turn.
 */
import type { VasSetup, VasShipSetup } from '@salvo/vas';

const ship = (id: string, name: string, cls: string, x: number, y: number, heading: number): VasShipSetup => ({
  id, name, class: cls, position: { x, y }, heading,
});

export function defaultBattle(seed: number | string): VasSetup {
  return {
    seed,
    fleets: [
      {
        id: 'rn', name: 'Royal Navy', ships: [
          ship('warspite', 'HMS Warspite', 'Queen Elizabeth', 30, 6, 0),
          ship('valiant', 'HMS Valiant', 'Queen Elizabeth', 42, 6, 0),
        ],
      },
      {
        id: 'rm', name: 'Regia Marina', ships: [
          ship('veneto', 'Vittorio Veneto', 'Littorio', 30, 42, 180),
          ship('zara', 'Zara', 'Zara', 42, 42, 180),
        ],
      },
    ],
  };
}
