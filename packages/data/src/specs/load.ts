/**
 * The spec catalogue: every spec file, validated together. `loadSpecs` lists every problem of
 * every file (ERR_SPEC_*), so one run shows all that is wrong.
 */
import { err, ok, type Result } from '@salvo/kernel';
import aircraftJson from '../../specs/aircraft.json';
import civilianJson from '../../specs/civilian.json';
import frenchNavy from '../../specs/ships/french-navy.json';
import ijn from '../../specs/ships/ijn.json';
import italianNavy from '../../specs/ships/italian-navy.json';
import kriegsmarine from '../../specs/ships/kriegsmarine.json';
import royalNavy from '../../specs/ships/royal-navy.json';
import usNavy from '../../specs/ships/us-navy.json';
import type { AircraftSpec, CivilianSpec, ShipSpec, SpecNation } from './schema';
import {
  validateAircraftFile, validateCivilianFile, validateShipFile, type SpecProblem,
} from './validate';

export interface SpecCatalog {
  readonly ships: readonly ShipSpec[];
  readonly aircraft: readonly AircraftSpec[];
  readonly civilian: readonly CivilianSpec[];
}

/** The raw files, keyed by their path under packages/data/specs/. */
export const SHIP_SPEC_FILES: readonly { file: string; nation: SpecNation; data: unknown }[] = [
  { file: 'ships/royal-navy.json', nation: 'Royal Navy', data: royalNavy },
  { file: 'ships/kriegsmarine.json', nation: 'Kriegsmarine', data: kriegsmarine },
  { file: 'ships/us-navy.json', nation: 'US Navy', data: usNavy },
  { file: 'ships/ijn.json', nation: 'Imperial Japanese Navy', data: ijn },
  { file: 'ships/italian-navy.json', nation: 'Italian Navy', data: italianNavy },
  { file: 'ships/french-navy.json', nation: 'French Navy', data: frenchNavy },
];

/** Validates arbitrary parsed files (e.g. a user's edited copy) with the same rules. */
export function buildSpecCatalog(files: {
  ships: readonly { file: string; nation: SpecNation; data: unknown }[];
  aircraft: unknown;
  civilian: unknown;
}): Result<SpecCatalog, SpecProblem[]> {
  const problems: SpecProblem[] = [];
  const ships: ShipSpec[] = [];
  for (const f of files.ships) {
    const r = validateShipFile(f.file, f.nation, f.data);
    if (r.ok) ships.push(...r.value);
    else problems.push(...r.error);
  }
  const air = validateAircraftFile('aircraft.json', files.aircraft);
  const civ = validateCivilianFile('civilian.json', files.civilian);
  if (!air.ok) problems.push(...air.error);
  if (!civ.ok) problems.push(...civ.error);
  if (problems.length > 0 || !air.ok || !civ.ok) return err(problems);
  return ok({ ships, aircraft: air.value, civilian: civ.value });
}

/** The project's own spec files. */
export function loadSpecs(): Result<SpecCatalog, SpecProblem[]> {
  return buildSpecCatalog({ ships: SHIP_SPEC_FILES, aircraft: aircraftJson, civilian: civilianJson });
}
