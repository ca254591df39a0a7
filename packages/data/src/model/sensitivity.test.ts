import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUEEN_ELIZABETH_OFFICIAL } from '../rosters/official';
import { loadSpecs } from '../specs/load';
import { CALIBRATION_KEYS, commonMargin, sensitivity, type CalibrationKey } from './sensitivity';
import { rankingMarkdown, replaceSection, sensitivityMarkdown } from './sensitivity-doc';
import { committedShip, committedShips } from './test-rosters';

const STEP_KEYS: readonly CalibrationKey[] = [
  'modernArmourFactor', 'armour5Mm', 'armour6Mm', 'apCalibre', 'superApCalibre', 'weakBelowCalibre', 'rapidFireMaxCalibre',
  'armouredDeckMm', 'armouredFlightDeckMm', 'bigShipTons', 'smallShipTons',
];

describe('calibration margins', () => {
  const specs = loadSpecs();
  if (!specs.ok) throw new Error('specs do not load');
  const report = sensitivity(specs.value.ships, QUEEN_ELIZABETH_OFFICIAL);

  it('MODEL-CALIBRATION: every constant can move at least 1% either way before a printed figure (Warspite, Leander, the Target examples) breaks', () => {
    const tight = CALIBRATION_KEYS.filter((k) => report.printed[k].down < 0.01 || report.printed[k].up < 0.01);
    expect(tight).toEqual([]);
  });

  it('MODEL-CALIBRATION: every step constant sits at least 3% from the nearest class on either side', () => {
    const tight = STEP_KEYS.filter((k) => { const m = commonMargin(report, k); return m.down < 0.03 || m.up < 0.03; });
    expect(tight).toEqual([]);
  });

  it('MODEL-CALIBRATION: the sensitivity and ranking tables in docs/ship-model.md are current (run scripts/generate-rosters.ts)', () => {
    const path = join(__dirname, '..', '..', '..', '..', 'docs', 'ship-model.md');
    const doc = readFileSync(path, 'utf8');
    let expected = replaceSection(doc, 'sensitivity', sensitivityMarkdown(report));
    expected = expected === undefined ? undefined : replaceSection(expected, 'ranking', rankingMarkdown(committedShip, committedShips()));
    expect(expected).toBe(doc);
  });
});
