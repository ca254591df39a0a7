/**
 * The built-in battle of `salvo play`: a Calabria-like action (July 1940), Warspite and Malaya
 * (Queen Elizabeth class, the roster printed in the rules) against Giulio Cesare and Conte di Cavour.
 * The Italian class comes from @salvo/data when it knows it; until then an estimate, marked as ours.
 */
import { findShipClass, type ShipRoster } from '@salvo/data';
import type { VasSetup, VasShipSetup } from '@salvo/vas';

/** Salvo's own estimate for the rebuilt Conte di Cavour class (28 kn, 10 x 320 mm, 250 mm belt). */
const CAVOUR_ESTIMATE: ShipRoster = {
  class: 'Conte di Cavour', nation: 'Italian Navy', type: 'battleship', priority: 'Battle',
  speed: 6, turning: 1, target: 4, armour: 5, damage: [28, 9], crew: [40, 13],
  traits: ['Aircraft 1'], inService: 1915, origin: 'user:salvo-cli estimate',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 30, ad: 2, dd: 2, traits: ['AP'] },
    { name: 'B Turret', kind: 'main', mount: 'B', range: 30, ad: 2, dd: 2, traits: ['AP'] },
    { name: 'X Turret', kind: 'main', mount: 'X', range: 30, ad: 2, dd: 2, traits: ['AP'] },
    { name: 'Y Turret', kind: 'main', mount: 'Y', range: 30, ad: 2, dd: 2, traits: ['AP'] },
    { name: 'Secondary Armament', kind: 'secondary', range: 12, ad: 3, dd: 1, traits: ['Weak'] },
    { name: 'AA', kind: 'aa', range: 5, ad: 6, dd: null, traits: [] },
  ],
};

function ship(id: string, name: string, cls: string, fallback: ShipRoster | null, x: number, y: number, heading: number): VasShipSetup {
  const known = findShipClass(cls);
  const base = { id, name, position: { x, y }, heading };
  return known || !fallback ? { ...base, class: cls } : { ...base, roster: fallback };
}

export function defaultBattle(seed: number | string): VasSetup {
  return {
    seed,
    fleets: [
      {
        id: 'rn', name: 'Royal Navy', ships: [
          ship('warspite', 'HMS Warspite', 'Queen Elizabeth', null, 30, 6, 0),
          ship('malaya', 'HMS Malaya', 'Queen Elizabeth', null, 42, 6, 0),
        ],
      },
      {
        id: 'rm', name: 'Regia Marina', ships: [
          ship('cesare', 'Giulio Cesare', 'Conte di Cavour', CAVOUR_ESTIMATE, 30, 42, 180),
          ship('cavour', 'Conte di Cavour', 'Conte di Cavour', CAVOUR_ESTIMATE, 42, 42, 180),
        ],
      },
    ],
  };
}
