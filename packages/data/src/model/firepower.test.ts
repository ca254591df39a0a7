import { describe, expect, it } from 'vitest';
import { mainBatteryDamage } from './firepower';
import { committedShip } from './test-rosters';

describe('the Twin-Linked law', () => {
  it('MODEL-WEAPONS: King George V does not out-gun Iowa, and is within 25% of Bismarck at 15 and 25 inches', () => {
    const kgv = committedShip('King George V');
    const iowa = committedShip('Iowa');
    const bismarck = committedShip('Bismarck');
    for (const range of [15, 25]) {
      const k = mainBatteryDamage(kgv, bismarck, range);
      expect(k).toBeLessThan(mainBatteryDamage(iowa, bismarck, range));
      expect(k / mainBatteryDamage(bismarck, bismarck, range)).toBeLessThanOrEqual(1.25);
    }
  });

  it('MODEL-WEAPONS: heavy quadruple turrets roll one Attack Die per gun and are not Twin-Linked', () => {
    for (const cls of ['King George V', 'Dunkerque', 'Richelieu']) {
      for (const w of committedShip(cls).weapons.filter((x) => x.kind === 'main')) expect(w.traits).not.toContain('Twin-Linked');
    }
    expect(committedShip('King George V').weapons.filter((w) => w.kind === 'main').map((w) => w.ad)).toEqual([4, 2, 4]);
  });
});
