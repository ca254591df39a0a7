/**
 * Every warship class and aircraft type named in the fleet lists of the rules
 * (/work/shared/rules/victory-at-sea.txt, "The Royal Navy Fleet List" ... "The French Navy Fleet List").
 * `listed` is the spelling printed in the list where it differs from the class name used by the specs
 * (the list prints "Ciao Duilio" and "Emile Bertain").
 */
import type { SpecNation } from './schema';

type Priority = 'Patrol' | 'Skirmish' | 'Raid' | 'Battle' | 'War';

export interface FleetListClass {
  readonly nation: SpecNation;
  readonly class: string;
  readonly priority: Priority;
  readonly listed?: string;
}

export interface FleetListAircraft {
  readonly nation: SpecNation;
  readonly name: string;
  readonly priority: Priority;
  readonly flights: number;
}

const ships = (nation: SpecNation, priority: Priority, names: readonly string[]): FleetListClass[] =>
  names.map((c) => ({ nation, class: c, priority }));

export const FLEET_LIST_CLASSES: readonly FleetListClass[] = [
  ...ships('Royal Navy', 'Patrol', ['J, K and N', 'S', 'Tribal']),
  ...ships('Royal Navy', 'Skirmish', ['Leander', 'Perth', 'T', 'York', 'Illustrious']),
  ...ships('Royal Navy', 'Raid', ['Ark Royal', 'Edinburgh', 'Fiji', 'Gloucester', 'Norfolk', 'Southampton']),
  ...ships('Royal Navy', 'Battle', ['Queen Elizabeth', 'Renown']),
  ...ships('Royal Navy', 'War', ['Hood', 'King George V', 'Nelson']),
  ...ships('Kriegsmarine', 'Patrol', ['Type-VII', 'Type-IX', 'Zerstörer 1936']),
  ...ships('Kriegsmarine', 'Skirmish', ['K', 'Type-XXI']),
  ...ships('Kriegsmarine', 'Raid', ['Admiral Hipper', 'Deutschland', 'Graf Zeppelin']),
  ...ships('Kriegsmarine', 'Battle', ['Scharnhorst']),
  ...ships('Kriegsmarine', 'War', ['Bismarck']),
  ...ships('US Navy', 'Patrol', ['Clemson', 'Fletcher']),
  ...ships('US Navy', 'Skirmish', ['Atlanta', 'Gato', 'New Orleans', 'Pensacola', 'Portland']),
  ...ships('US Navy', 'Raid', ['Brooklyn', 'Yorktown']),
  ...ships('US Navy', 'Battle', ['New York', 'Essex']),
  ...ships('US Navy', 'War', ['Colorado', 'Iowa', 'North Carolina', 'South Dakota']),
  ...ships('Imperial Japanese Navy', 'Patrol', ['Fubuki', 'Kadai-7']),
  ...ships('Imperial Japanese Navy', 'Skirmish', ['Aoba', 'Furutaka', 'Hei-Gata', 'Kagero', 'Nagara', 'Sendai']),
  ...ships('Imperial Japanese Navy', 'Raid', ['Mogami', 'Shokaku', 'Takao']),
  ...ships('Imperial Japanese Navy', 'Battle', ['Kongo', 'Nagato']),
  ...ships('Imperial Japanese Navy', 'War', ['Yamato']),
  ...ships('Italian Navy', 'Patrol', ['Navigatori', 'Adua']),
  ...ships('Italian Navy', 'Skirmish', ['Trento', 'Zara']),
  { nation: 'Italian Navy', class: 'Caio Duilio', priority: 'Battle', listed: 'Ciao Duilio' },
  ...ships('Italian Navy', 'War', ['Littorio']),
  ...ships('French Navy', 'Patrol', ['Bourrasque', 'Le Fantasque']),
  ...ships('French Navy', 'Skirmish', ['Algerie', 'Bearn', 'Duguay Trouin', 'Duquesne']),
  { nation: 'French Navy', class: 'Emile Bertin', priority: 'Skirmish', listed: 'Emile Bertain' },
  ...ships('French Navy', 'Skirmish', ['Jeanne d\'Arc', 'La Galissonniere', 'Suffren']),
  ...ships('French Navy', 'Battle', ['Dunkerque']),
  ...ships('French Navy', 'War', ['Richelieu']),
];

/**
 * Warship classes beyond the fleet lists: the War at Sea counters (/work/shared/data/war-at-sea-1976/counters.json)
 * name ships of these classes, so they have specs and rosters too. No fleet list prices them, so their Priority
 * Level is this project's choice: the level whose fleet-list median the class's combat value is nearest
 * (packages/data/specs/README.md, Classes beyond the fleet lists; test VAS-PRIORITY-VALUE). They cannot be bought
 * in a Victory at Sea fleet (VAS-FLEET-LIST).
 */
export const CLASSES_BEYOND_FLEET_LISTS: readonly FleetListClass[] = [
  ...ships('Royal Navy', 'Patrol', ['Eagle']),
  ...ships('Royal Navy', 'Skirmish', ['Courageous', 'Kent']),
  ...ships('Royal Navy', 'Raid', ['London']),
  ...ships('Royal Navy', 'Battle', ['Revenge']),
  ...ships('US Navy', 'Skirmish', ['Northampton']),
  ...ships('Italian Navy', 'Battle', ['Conte di Cavour']),
];

const air = (nation: SpecNation, priority: Priority, list: readonly (readonly [string, number])[]): FleetListAircraft[] =>
  list.map(([name, flights]) => ({ nation, name, priority, flights }));

export const FLEET_LIST_AIRCRAFT: readonly FleetListAircraft[] = [
  ...air('Royal Navy', 'Patrol', [['Fairey Fulmar', 3], ['Fairey Swordfish', 4], ['Grumman Martlet', 3],
    ['Hawker Hurricane', 2], ['Supermarine Seafire', 2]]),
  ...air('Royal Navy', 'Skirmish', [['Bristol Beaufighter', 3]]),
  ...air('Kriegsmarine', 'Patrol', [['Junkers Ju-87', 3], ['Messerschmitt Me-109', 2]]),
  ...air('Kriegsmarine', 'Skirmish', [['Focke-Wulf Fw-190', 3]]),
  ...air('US Navy', 'Patrol', [['Bell P-39 Airacobra', 4], ['Curtiss P-40 Kitty Hawk', 3],
    ['North American P-51 Mustang', 3], ['Douglas SBD Dauntless', 3], ['Douglas TBD Devastator', 3],
    ['Grumman F4F Wildcat', 3], ['Vought F4U Corsair', 2]]),
  ...air('US Navy', 'Skirmish', [['Grumman F6F Hellcat', 3], ['Grumman TBF/TBM Avenger', 4],
    ['Curtiss SB2C Helldiver', 4]]),
  ...air('Imperial Japanese Navy', 'Patrol', [['Aichi D3A Val', 4], ['Mitsubishi A6M Zero', 2],
    ['Mitsubishi G4M Betty', 3], ['Nakajima B5N Kate', 3]]),
  ...air('Imperial Japanese Navy', 'Skirmish', [['Kawanishi N1K1-J', 3]]),
  ...air('French Navy', 'Patrol', [['Dewoitine D.520', 4], ['Loire-Nieuport LN.411', 4]]),
];

/** The civilian types Convoy Duty and Supply Ships need at least. */
export const REQUIRED_CIVILIAN_TYPES: readonly string[] = [
  'Tramp Freighter', 'Tanker', 'Fast Cargo Liner', 'Troopship',
];
