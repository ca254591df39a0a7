/**
 * The generated "Calibration margins" and "ranking test" sections of docs/ship-model.md
 * (scripts/generate-rosters.ts writes them between their markers; a test keeps them current).
 */
import type { ShipRoster } from '../roster-types';
import { SHIP_CALIBRATION } from './calibration';
import { RANKING_CLAIMS } from './ranking-claims';
import { CALIBRATION_KEYS, MAX_MOVE, commonMargin, type CalibrationKey, type Margin, type SensitivityReport } from './sensitivity';

/** Short column names of the per-class table. */
export const KEY_ABBREVIATION: Readonly<Record<CalibrationKey, string>> = {
  knotsPerInch: 'kn', bigShipTons: 'big', smallShipTons: 'small', agileMaxTons: 'agT', agileMinKnots: 'agK',
  modernArmourFactor: 'mod', armour5Mm: 'A5', armour6Mm: 'A6', damageScale: 'dmg', crewScale: 'crew',
  thresholdDivisor: 'thr', rangeBase: 'rB', rangePerInchCalibre: 'rC', calibrePerDd: 'DD', apCalibre: 'AP',
  superApCalibre: 'SAP', weakBelowCalibre: 'weak', rapidFireMaxCalibre: 'TL', aaRootDivisor: 'AA',
  armouredDeckMm: 'deck', armouredFlightDeckMm: 'fdeck', aircraftPerFlight: 'fl', silentMinSubmergedKnots: 'sil',
};

const pct = (x: number): string => (x === Infinity ? `>${MAX_MOVE * 100}%` : `${(x * 100).toFixed(1)}%`);

/** The nearer edge of a margin, signed: "−0.7" (falls 0.7%) or "+3.2"; "·" when beyond MAX_MOVE both ways. */
export function marginCell(m: Margin): string {
  if (m.down === Infinity && m.up === Infinity) return '·';
  return m.down <= m.up ? `−${(m.down * 100).toFixed(1)}` : `+${(m.up * 100).toFixed(1)}`;
}

export function sensitivityMarkdown(report: SensitivityReport): string {
  const lines = [
    '| Constant | Column | Value | Printed figures hold: down / up | No class changes: down / up | First class to change (down; up) |',
    '|---|---|---:|---:|---:|---|',
  ];
  for (const k of CALIBRATION_KEYS) {
    const p = report.printed[k];
    const c = commonMargin(report, k);
    const who = (side: 'down' | 'up') => (c[side] === Infinity ? '-' : report.classes.filter((x) => x.margins[k][side] === c[side]).map((x) => x.spec.class).slice(0, 3).join(', '));
    lines.push(`| \`${k}\` | ${KEY_ABBREVIATION[k]} | ${SHIP_CALIBRATION[k]} | ${pct(p.down)} / ${pct(p.up)} | ${pct(c.down)} / ${pct(c.up)} | ${who('down')}; ${who('up')} |`);
  }
  lines.push('', `Each class against each constant: how far (percent of the constant) it can move, alone, before that class's roster changes; the nearer side is shown, − falling and + rising, and · means more than ${MAX_MOVE * 100}% both ways.`, '');
  lines.push(`| Class | ${CALIBRATION_KEYS.map((k) => KEY_ABBREVIATION[k]).join(' | ')} |`);
  lines.push(`|---|${CALIBRATION_KEYS.map(() => '---:').join('|')}|`);
  for (const c of report.classes) lines.push(`| ${c.spec.class} | ${CALIBRATION_KEYS.map((k) => marginCell(c.margins[k])).join(' | ')} |`);
  return lines.join('\n');
}

export function rankingMarkdown(ship: (cls: string) => ShipRoster, all: readonly ShipRoster[]): string {
  const lines = ['| Claim | Tolerance | Measured | Holds | Source |', '|---|---|---|---|---|'];
  for (const c of RANKING_CLAIMS) {
    const r = c.check(ship, all);
    lines.push(`| ${c.claim} | ${c.tolerance} | ${r.measured} | ${r.ok ? 'yes' : '**no**'} | ${c.source} |`);
  }
  return lines.join('\n');
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`; undefined when the markers are missing. */
export function replaceSection(doc: string, name: string, body: string): string | undefined {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) return undefined;
  return `${doc.slice(0, i + start.length)}\n${body}\n${doc.slice(j)}`;
}
