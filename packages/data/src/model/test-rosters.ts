/** The committed rosters by class, for tests that judge the model by its output. */
import { COMMITTED_ROSTER_FILES } from '../rosters/committed';
import { parseRosterFile } from '../rosters/parse';
import type { ShipRoster } from '../roster-types';

export function committedShips(): ShipRoster[] {
  const out: ShipRoster[] = [];
  for (const [file, data] of Object.entries(COMMITTED_ROSTER_FILES)) {
    const r = parseRosterFile(file, data);
    if (r.ok) out.push(...r.value.ships);
  }
  return out;
}

export function committedShip(cls: string): ShipRoster {
  const s = committedShips().find((r) => r.class === cls);
  if (!s) throw new Error(`no committed roster for ${cls}`);
  return s;
}

export function committedShipsOfType(type: string): ShipRoster[] {
  return committedShips().filter((r) => r.type === type);
}
