import { describe, expect, it } from 'vitest';
import { COMMITTED_ROSTER_FILES } from '../rosters/committed';
import { loadSpecs } from '../specs/load';
import { QUEEN_ELIZABETH_OFFICIAL } from '../rosters/official';
import { generateRosterFiles } from './generate';

describe('generated rosters', () => {
  it('DATA-ROSTER-DRIFT: the committed roster files are exactly what the model makes of the specs (run scripts/generate-rosters.ts)', () => {
    const specs = loadSpecs();
    expect(specs.ok).toBe(true);
    if (!specs.ok) return;
    const generated = JSON.parse(JSON.stringify(generateRosterFiles(specs.value))) as unknown;
    expect(COMMITTED_ROSTER_FILES).toEqual(generated);
  });

  it('VAS-ROSTER-EXAMPLE: the model, fed the Queen Elizabeth spec file, reproduces the printed roster', () => {
    const specs = loadSpecs();
    if (!specs.ok) throw new Error('specs do not load');
    const rn = generateRosterFiles(specs.value)['royal-navy.json'];
    const qe = rn?.ships.find((s) => s.class === 'Queen Elizabeth');
    expect(qe).toEqual({ ...QUEEN_ELIZABETH_OFFICIAL, origin: 'model' });
  });
});
