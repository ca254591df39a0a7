/**
 * Setup of submersibles (VAS-SUB-HIDDEN, VAS-SUB-SETUP): `hiddenSquare` deploys a submersible secretly in
 * a 24" square instead of at `position` (which may then be left out); `submerged` starts a boat on the
 * table beneath the waves. Both only for submersibles, each problem with a code and a path.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { ShipRoster } from '@salvo/data';
import type { SquareRef, VasState } from '../types';
import { isSubmersibleRoster } from '../torpedoes/reach';
import { squareColumns, squareRows, validSquare } from './squares';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface SubmarineSetup {
  readonly hidden: SquareRef | null;
  readonly submerged: boolean;
}

export function readSubmarineSetup(
  s: Record<string, unknown>, roster: ShipRoster | undefined, path: string, table: VasState['options']['table'], problems: RuleError[],
): SubmarineSetup {
  const bad = (code: string, message: string, field: string): void => void problems.push(ruleError(code, message, { path: `${path}.${field}` }));
  const sub = roster !== undefined && isSubmersibleRoster({ roster });
  let hidden: SquareRef | null = null;
  if (s.hiddenSquare !== undefined) {
    const h = s.hiddenSquare;
    const cols = squareColumns(table);
    const rows = squareRows(table);
    if (!isObj(h) || typeof h.col !== 'number' || typeof h.row !== 'number' || !validSquare(table, { col: h.col, row: h.row })) {
      bad('ERR_BAD_SQUARE', `hiddenSquare must be { "col": 0 to ${cols - 1}, "row": 0 to ${rows - 1} }: the ${table.width}x${table.height} table has ${cols}x${rows} squares of 24".`, 'hiddenSquare');
    } else if (roster !== undefined && !sub) {
      bad('ERR_NOT_SUBMERSIBLE', 'Only submersibles may be deployed hidden in a square.', 'hiddenSquare');
    } else {
      hidden = { col: h.col, row: h.row };
    }
  }
  const submerged = s.submerged ?? false;
  if (typeof submerged !== 'boolean') bad('ERR_SETUP_SHAPE', 'submerged must be true or false.', 'submerged');
  else if (submerged && roster !== undefined && !sub) bad('ERR_NOT_SUBMERSIBLE', 'Only submersibles may start submerged.', 'submerged');
  return { hidden, submerged: submerged === true && sub };
}
