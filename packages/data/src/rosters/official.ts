/**
 * Rosters printed in the rules, which take precedence over the model's figures.
 * The only one known is HMS Warspite's (Queen Elizabeth class), the rules' roster example.
 */
import type { AircraftRoster, ShipRoster } from '../roster-types';

export const QUEEN_ELIZABETH_OFFICIAL: ShipRoster = {
  class: 'Queen Elizabeth', nation: 'Royal Navy', type: 'battleship', priority: 'Battle',
  speed: 5, turning: 1, target: 4, armour: 5, damage: [34, 11], crew: [47, 15],
  traits: ['Aircraft 2', 'Torpedo Belt'], inService: 1915, origin: 'official',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 33, ad: 2, dd: 3, traits: ['AP'] },
    { name: 'B Turret', kind: 'main', mount: 'B', range: 33, ad: 2, dd: 3, traits: ['AP'] },
    { name: 'X Turret', kind: 'main', mount: 'X', range: 33, ad: 2, dd: 3, traits: ['AP'] },
    { name: 'Y Turret', kind: 'main', mount: 'Y', range: 33, ad: 2, dd: 3, traits: ['AP'] },
    { name: 'Secondary Armament', kind: 'secondary', range: 14, ad: 4, dd: 1, traits: ['Weak'] },
    { name: 'AA', kind: 'aa', range: 5, ad: 8, dd: null, traits: [] },
  ],
};

export const OFFICIAL_SHIP_ROSTERS: readonly ShipRoster[] = [QUEEN_ELIZABETH_OFFICIAL];

/**
 * The one observation-aircraft profile the rules print (Advanced Rules, Observation Aircraft), used by
 * every ship with Aircraft N: a single plane, no weapons, destroyed automatically in a dogfight,
 * never recovered. In service in all periods.
 */
export const OBSERVATION_AIRCRAFT: Omit<AircraftRoster, 'nation' | 'priority' | 'flights' | 'inService' | 'carrierCapable'> = {
  name: 'Observation aircraft', type: 'Observation', speed: 7, target: 5, dodge: 4, dogfight: null, damage: 1,
  weapons: [], origin: 'official',
};
