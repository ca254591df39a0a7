/**
 * Calibration margins (docs/ship-model.md, "Calibration margins"): how far each constant of the ship
 * model can move, alone, before a class's roster changes, and before a figure the rules print (Warspite's
 * roster, Leander's Speed and Turning, the night-fighting Target numbers) stops being reproduced.
 * Margins are fractions of the constant's value, searched up to MAX_MOVE each way.
 */
import type { ShipRoster } from '../roster-types';
import type { ShipSpec } from '../specs/schema';
import { SHIP_CALIBRATION, type ShipCalibration } from './calibration';
import { deriveShipRoster } from './derive-ship';

export const MAX_MOVE = 0.5;
const STEP = 0.01;
const BISECT = 16;

export type CalibrationKey = keyof ShipCalibration;
export const CALIBRATION_KEYS = Object.keys(SHIP_CALIBRATION) as CalibrationKey[];

/** How far a constant can fall (`down`) or rise (`up`) before `same` fails; MAX_MOVE or more is reported as Infinity. */
export interface Margin {
  readonly down: number;
  readonly up: number;
}

const moved = (cal: ShipCalibration, key: CalibrationKey, f: number): ShipCalibration => ({ ...cal, [key]: cal[key] * f });

function edge(same: (cal: ShipCalibration) => boolean, cal: ShipCalibration, key: CalibrationKey, dir: 1 | -1): number {
  let inside = 0;
  for (let k = 1; k * STEP <= MAX_MOVE + 1e-12; k += 1) {
    const m = k * STEP;
    if (same(moved(cal, key, 1 + dir * m))) { inside = m; continue; }
    let lo = inside;
    let hi = m;
    for (let i = 0; i < BISECT; i += 1) {
      const mid = (lo + hi) / 2;
      if (same(moved(cal, key, 1 + dir * mid))) lo = mid; else hi = mid;
    }
    return hi;
  }
  return Infinity;
}

export function margin(same: (cal: ShipCalibration) => boolean, key: CalibrationKey, cal: ShipCalibration = SHIP_CALIBRATION): Margin {
  return { down: edge(same, cal, key, -1), up: edge(same, cal, key, 1) };
}

/** Key-order-independent text of a roster, for equality. */
const text = (r: ShipRoster): string => JSON.stringify(r, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
  ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v));

/** Does the class's roster stay exactly as the published constants make it? */
export function sameRoster(spec: ShipSpec, cal: ShipCalibration = SHIP_CALIBRATION): (c: ShipCalibration) => boolean {
  const base = JSON.stringify(deriveShipRoster(spec, cal));
  return (c) => JSON.stringify(deriveShipRoster(spec, c)) === base;
}

/** The figures the rules print, as checks on the model under a calibration. */
export function printedFigures(specs: readonly ShipSpec[], warspite: ShipRoster): (c: ShipCalibration) => boolean {
  const spec = (cls: string) => specs.find((s) => s.class === cls);
  const qe = spec('Queen Elizabeth');
  const leander = spec('Leander');
  const targets: [string, number][] = [['Bismarck', 4], ['Queen Elizabeth', 4], ['Zara', 5], ['Leander', 5], ['Tribal', 6]];
  const official = text({ ...warspite, origin: 'model' });
  return (c) => {
    if (!qe || !leander) return false;
    if (text(deriveShipRoster(qe, c)) !== official) return false;
    const l = deriveShipRoster(leander, c);
    if (l.speed !== 7 || l.turning < 2) return false;
    return targets.every(([cls, t]) => { const s = spec(cls); return s !== undefined && deriveShipRoster(s, c).target === t; });
  };
}

export interface SensitivityReport {
  readonly printed: Readonly<Record<CalibrationKey, Margin>>;
  readonly classes: readonly { readonly spec: ShipSpec; readonly margins: Readonly<Record<CalibrationKey, Margin>> }[];
}

export function sensitivity(specs: readonly ShipSpec[], warspite: ShipRoster, cal: ShipCalibration = SHIP_CALIBRATION): SensitivityReport {
  const printedSame = printedFigures(specs, warspite);
  const printed = Object.fromEntries(CALIBRATION_KEYS.map((k) => [k, margin(printedSame, k, cal)])) as Record<CalibrationKey, Margin>;
  const classes = specs.map((spec) => {
    const same = sameRoster(spec, cal);
    return { spec, margins: Object.fromEntries(CALIBRATION_KEYS.map((k) => [k, margin(same, k, cal)])) as Record<CalibrationKey, Margin> };
  });
  return { printed, classes };
}

/** The narrowest margin of any class on each side: the interval in which no roster changes. */
export function commonMargin(report: SensitivityReport, key: CalibrationKey): Margin {
  return {
    down: Math.min(...report.classes.map((c) => c.margins[key].down)),
    up: Math.min(...report.classes.map((c) => c.margins[key].up)),
  };
}
