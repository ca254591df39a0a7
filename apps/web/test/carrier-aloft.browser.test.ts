/**
 * A carrier's flights in the air chosen at a scenario's deployment, in a real browser
 * (VAS-SCN-AIR-ALOFT-CHOICE): Carrier Clash against the bot, USS Yorktown's flights chosen per aircraft type
 * (a refused total shows the scenario's sentence), the battle started, and exactly those flights on the table;
 * a Blockade blockader, whose ships the rolled deployment places, gets the choice too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { openCarrierClash, snapshot } from './drive';

const run = browserOrSkip();

describe.skipIf(!run)('carrier flights in the air at a scenario\'s deployment', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 180_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-SCN-AIR-ALOFT-CHOICE: choosing 1 Wildcat and 2 Dauntless of USS Yorktown\'s 9 flights puts exactly those 3 on the table', async () => {
    const { page } = h;
    await withShots(page, 'carrier-aloft', async () => {
      await openCarrierClash(page, h.url);
      await page.getByRole('button', { name: 'Deploy for me' }).click();
      const control = page.locator('[data-carrier-aloft="uss-yorktown"]');
      await expect(control.locator('legend').innerText()).resolves.toBe('USS Yorktown: 9 of 9 flights in the air (0 to 9)');
      await shot(page, 'carrier-aloft-before');
      await control.getByLabel(/Grumman F4F Wildcat/).selectOption('1');
      await control.getByLabel(/Douglas SBD Dauntless/).selectOption('2');
      await control.getByLabel(/Douglas TBD Devastator/).selectOption('0');
      await expect(control.locator('legend').innerText()).resolves.toBe('USS Yorktown: 3 of 9 flights in the air (0 to 9)');
      // none at all is allowed ("may always start with at least one" is leave, not a duty)
      await control.getByLabel(/Grumman F4F Wildcat/).selectOption('0');
      await control.getByLabel(/Douglas SBD Dauntless/).selectOption('0');
      await expect(control.locator('legend').innerText()).resolves.toBe('USS Yorktown: 0 of 9 flights in the air (0 to 9)');
      await expect(page.locator('.carrier-aloft [role="alert"]').count()).resolves.toBe(0);
      await control.getByLabel(/Grumman F4F Wildcat/).selectOption('1');
      await control.getByLabel(/Douglas SBD Dauntless/).selectOption('2');
      await expect(control.locator('legend').innerText()).resolves.toBe('USS Yorktown: 3 of 9 flights in the air (0 to 9)');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'carrier-aloft-chosen');
      await control.screenshot({ path: `${import.meta.dirname}/../test-results/carrier-aloft-control.png` });
      await page.getByRole('button', { name: 'Done deploying' }).click();
      await page.getByRole('heading', { name: 'Every fleet is deployed' }).waitFor();
      // the choice is not shown once her deployment is done
      await expect(page.locator('.carrier-aloft').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('.game-header .status').filter({ hasText: /Turn 1 of 10/ }).waitFor();
      await expect(page.locator('[data-flight^="uss-yorktown-"]').count()).resolves.toBe(3);
      const snap = await snapshot<{ state: VasState }>(page);
      const mine = snap.state.air.flights.filter((f) => f.carrier === 'uss-yorktown');
      expect(mine.filter((f) => f.airborne).map((f) => f.profile.name)).toEqual(['Grumman F4F Wildcat', 'Douglas SBD Dauntless', 'Douglas SBD Dauntless']);
      expect(mine.filter((f) => !f.airborne)).toHaveLength(6);
      // the bot's carrier starts with the most: all its flights
      expect(snap.state.air.flights.filter((f) => f.carrier === 'shokaku').every((f) => f.airborne)).toBe(true);
      await shot(page, 'carrier-aloft-table');
    });
  }, 300_000);

  it('VAS-SCN-AIR-ALOFT-CHOICE: a Blockade blockader, placed by the rolled deployment, still chooses her carrier\'s flights: one Swordfish up', async () => {
    const { page } = h;
    await withShots(page, 'carrier-aloft-blockade', async () => {
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      await page.getByRole('radio', { name: /^Blockade/ }).check();
      await page.getByLabel('Against the bot').check();
      await page.getByLabel('Bot strength').selectOption('random');
      await page.getByLabel('You play').selectOption('attacker');
      await page.getByLabel('Priority Level', { exact: true }).selectOption('Skirmish');
      await page.getByLabel('Seed').fill('2');
      const fleet = { nation: 'Royal Navy', name: 'Force H', ships: [{ class: 'Illustrious', name: 'HMS Illustrious' }, { class: 'Leander', count: 2 }] };
      await page.getByLabel(/Open a fleet file for Blockader/).setInputFiles({ name: 'force-h.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(fleet)) });
      const runner = { nation: 'Royal Navy', name: 'Runners', ships: [{ class: 'Tribal', count: 2 }] };
      await page.getByLabel(/Open a fleet file for Blockade runner/).setInputFiles({ name: 'runners.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(runner)) });
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await page.getByText('The scenario places your ships. Choose how many flights your carriers start with in the air.').waitFor();
      const control = page.locator('[data-carrier-aloft="hms-illustrious"]');
      await expect(control.locator('legend').innerText()).resolves.toBe('HMS Illustrious: 2 of 4 flights in the air (0 to 2)');
      // a Swordfish up at the most: a Fulmar makes room
      await control.getByLabel(/Fairey Swordfish/).selectOption('1');
      await expect(control.getByLabel(/Fairey Fulmar/).inputValue()).resolves.toBe('1');
      await expect(control.locator('legend').innerText()).resolves.toBe('HMS Illustrious: 2 of 4 flights in the air (0 to 2)');
      await control.getByLabel(/Fairey Fulmar/).selectOption('0');
      await expect(control.locator('legend').innerText()).resolves.toBe('HMS Illustrious: 1 of 4 flights in the air (0 to 2)');
      await control.getByLabel(/Fairey Swordfish/).selectOption('0');
      await expect(control.locator('legend').innerText()).resolves.toBe('HMS Illustrious: 0 of 4 flights in the air (0 to 2)');
      await expect(page.locator('.carrier-aloft [role="alert"]').count()).resolves.toBe(0);
      await control.getByLabel(/Fairey Swordfish/).selectOption('1');
      await expect(control.locator('legend').innerText()).resolves.toBe('HMS Illustrious: 1 of 4 flights in the air (0 to 2)');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'carrier-aloft-blockade');
      await page.getByRole('button', { name: 'Done deploying' }).click();
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('.game-header .status').filter({ hasText: /Turn 1/ }).waitFor();
      const snap = await snapshot<{ state: VasState }>(page);
      const up = snap.state.air.flights.filter((f) => f.carrier === 'hms-illustrious' && f.airborne);
      expect(up.map((f) => f.profile.name)).toEqual(['Fairey Swordfish']);
      await expect(page.locator('[data-flight^="hms-illustrious-"]').count()).resolves.toBe(1);
    });
  }, 300_000);
});
