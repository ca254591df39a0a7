/**
 * A few hand-written specifications used by the model's tests, independent of the spec files
 * (figures from standard references; Queen Elizabeth as HMS Warspite after her 1934-37 reconstruction).
 */
import type { ShipSpec } from '../specs/schema';

const base: Pick<ShipSpec, 'namedShips' | 'sources' | 'radar' | 'secondaryGuns' | 'aaGuns' | 'aircraft'> = {
  namedShips: ['-'], sources: ['test fixture'], radar: [], secondaryGuns: [], aaGuns: [], aircraft: 0,
};

export const QUEEN_ELIZABETH_SPEC: ShipSpec = {
  ...base, class: 'Queen Elizabeth', nation: 'Royal Navy', type: 'battleship', priority: 'Battle',
  namedShips: ['Warspite'], yearInService: 1915, displacementTons: 31_315, speedKnots: 24, complement: 1_124,
  beltArmourMm: 330, deckArmourMm: 102,
  mainGuns: ['A', 'B', 'X', 'Y'].map((mount) => ({ mount, guns: 2, calibreInches: 15 })),
  secondaryGuns: [{ count: 8, calibreInches: 6 }],
  aaGuns: [{ count: 8, calibreMm: 102 }, { count: 32, calibreMm: 40 }, { count: 16, calibreMm: 12.7 }],
  torpedoTubes: null, depthCharges: false, aircraft: 2, radar: [{ year: 1941, kind: 'fire-control' }],
};

export const LEANDER_SPEC: ShipSpec = {
  ...base, class: 'Leander', nation: 'Royal Navy', type: 'light cruiser', priority: 'Skirmish',
  yearInService: 1933, displacementTons: 7_270, speedKnots: 32.5, complement: 570, beltArmourMm: 76, deckArmourMm: 51,
  mainGuns: ['A', 'B', 'X', 'Y'].map((mount) => ({ mount, guns: 2, calibreInches: 6 })),
  aaGuns: [{ count: 8, calibreMm: 102 }, { count: 12, calibreMm: 12.7 }],
  torpedoTubes: { count: 8, calibreInches: 21, launchers: [{ position: 'port', tubes: 4 }, { position: 'starboard', tubes: 4 }] }, depthCharges: false, aircraft: 1,
};

export const TRIBAL_SPEC: ShipSpec = {
  ...base, class: 'Tribal', nation: 'Royal Navy', type: 'destroyer', priority: 'Patrol',
  yearInService: 1938, displacementTons: 1_870, speedKnots: 36, complement: 190, beltArmourMm: 0, deckArmourMm: 0,
  mainGuns: ['A', 'B', 'X', 'Y'].map((mount) => ({ mount, guns: 2, calibreInches: 4.7 })),
  aaGuns: [{ count: 4, calibreMm: 40 }, { count: 8, calibreMm: 12.7 }],
  torpedoTubes: { count: 4, calibreInches: 21, launchers: [{ position: 'centreline', tubes: 4 }] }, depthCharges: true,
};

export const ZARA_SPEC: ShipSpec = {
  ...base, class: 'Zara', nation: 'Italian Navy', type: 'heavy cruiser', priority: 'Skirmish',
  yearInService: 1931, displacementTons: 11_680, speedKnots: 32, complement: 841, beltArmourMm: 150, deckArmourMm: 70,
  mainGuns: ['A', 'B', 'X', 'Y'].map((mount) => ({ mount, guns: 2, calibreInches: 8 })),
  secondaryGuns: [{ count: 16, calibreInches: 3.9 }], aaGuns: [{ count: 8, calibreMm: 37 }, { count: 8, calibreMm: 13.2 }],
  torpedoTubes: null, depthCharges: false, aircraft: 2,
};

export const BISMARCK_SPEC: ShipSpec = {
  ...base, class: 'Bismarck', nation: 'Kriegsmarine', type: 'battleship', priority: 'War',
  yearInService: 1940, displacementTons: 41_700, speedKnots: 30, complement: 2_065, beltArmourMm: 320, deckArmourMm: 120,
  mainGuns: ['A', 'B', 'X', 'Y'].map((mount) => ({ mount, guns: 2, calibreInches: 15 })),
  secondaryGuns: [{ count: 12, calibreInches: 5.9 }],
  aaGuns: [{ count: 16, calibreMm: 105 }, { count: 16, calibreMm: 37 }, { count: 12, calibreMm: 20 }],
  torpedoTubes: null, depthCharges: false, aircraft: 4, radar: [{ year: 1940, kind: 'surface' }],
};

export const TYPE_VII_SPEC: ShipSpec = {
  ...base, class: 'Type-VII', nation: 'Kriegsmarine', type: 'submersible', priority: 'Patrol',
  yearInService: 1936, displacementTons: 769, speedKnots: 17.7, submergedSpeedKnots: 7.6, complement: 44,
  beltArmourMm: 0, deckArmourMm: 0, mainGuns: [], aaGuns: [{ count: 1, calibreMm: 20 }],
  torpedoTubes: { count: 5, calibreInches: 21, launchers: [{ position: 'bow', tubes: 4 }, { position: 'stern', tubes: 1 }] }, depthCharges: false,
};

export const ILLUSTRIOUS_SPEC: ShipSpec = {
  ...base, class: 'Illustrious', nation: 'Royal Navy', type: 'aircraft carrier', priority: 'Skirmish',
  yearInService: 1940, displacementTons: 23_000, speedKnots: 30.5, complement: 1_229, beltArmourMm: 114, deckArmourMm: 76, flightDeckArmourMm: 76,
  mainGuns: [], secondaryGuns: [], aaGuns: [{ count: 16, calibreMm: 114 }, { count: 48, calibreMm: 40 }],
  torpedoTubes: null, depthCharges: false, airGroup: 36, radar: [{ year: 1940, kind: 'air' }],
};
