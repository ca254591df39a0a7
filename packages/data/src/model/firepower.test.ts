import { describe, expect, it } from 'vitest';
import { mainBatteryDamage } from './firepower';
import { committedShip, committedShipsOfType } from './test-rosters';

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

describe('torpedoes from the tubes that bear', () => {
  const torpedoAd = (cls: string) => committedShip(cls).weapons.find((w) => w.kind === 'torpedo')?.ad;

  it('MODEL-WEAPONS: centreline destroyers fire every tube, side-mount ships half, submersibles their bow tubes', () => {
    expect([torpedoAd('Fletcher'), torpedoAd('Clemson'), torpedoAd('J, K and N'), torpedoAd('Kagero'), torpedoAd('Fubuki')]).toEqual([10, 6, 10, 8, 9]);
    expect([torpedoAd('Takao'), torpedoAd('Admiral Hipper'), torpedoAd('Le Fantasque')]).toEqual([8, 6, 6]);
    expect([torpedoAd('Type-VII'), torpedoAd('Gato'), torpedoAd('T')]).toEqual([4, 6, 10]);
  });

  it('MODEL-WEAPONS: Nelson keeps the tubes Rodney fired at Bismarck; carriers have none', () => {
    expect(committedShip('Nelson').weapons.find((w) => w.kind === 'torpedo')).toMatchObject({ ad: 1, dd: 5 });
    expect(torpedoAd('Bearn')).toBeUndefined();
  });
});

describe('Armoured Deck on one basis', () => {
  const has = (cls: string) => committedShip(cls).traits.includes('Armoured Deck');

  it('MODEL-TRAITS: the fast battleships with a main armour deck of 140 mm or more have Armoured Deck, Iowa as well as South Dakota', () => {
    for (const cls of ['Iowa', 'South Dakota', 'North Carolina', 'King George V', 'Nelson', 'Yamato', 'Richelieu', 'Littorio']) expect(has(cls)).toBe(true);
    for (const cls of ['Bismarck', 'Scharnhorst', 'Queen Elizabeth', 'Hood', 'Dunkerque', 'Nagato']) expect(has(cls)).toBe(false);
  });

  it('MODEL-TRAITS: among carriers only Illustrious has an armoured flight deck, and Shokaku is not better armoured than Illustrious or Essex', () => {
    const carriers = committedShipsOfType('aircraft carrier');
    expect(carriers.filter((c) => c.traits.includes('Armoured Deck')).map((c) => c.class)).toEqual(['Illustrious']);
    const shokaku = committedShip('Shokaku').armour;
    expect(shokaku).toBeLessThanOrEqual(committedShip('Illustrious').armour);
    expect(shokaku).toBeLessThanOrEqual(committedShip('Essex').armour);
  });
});
