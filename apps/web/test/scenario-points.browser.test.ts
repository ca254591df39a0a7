/**
 * The Scenarios screen's points value in a real browser (At All Costs, victory-at-sea.txt line 397): the field is
 * offered for At All Costs only; a bad value shows the sentence and is refused by "Prepare the battle"; an agreed
 * value goes on to the briefing, noting it. Axe on the form with the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, browserOrSkip, launch, withShots, type Harness } from './browser';

const run = browserOrSkip();
const LABEL = 'Fleet Allocation Points a fleet';

describe.runIf(run)('Scenarios screen: the agreed points value (VAS-SCN-FLEET-POINTS)', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('offered for At All Costs only; "six" is refused with the sentence; 6 plans the battle', async () => {
    const { page, url } = h;
    await withShots(page, 'scenario-points', async () => {
      await page.goto(`${url}?botDelay=0`);
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      await page.getByRole('radio', { name: /^Blockade/ }).check();
      expect(await page.getByLabel(LABEL).count()).toBe(0);
      await page.getByRole('radio', { name: /^At All Costs/ }).check();
      await page.getByLabel('Against the bot').check();
      const field = page.getByLabel(LABEL);
      await field.fill('six');
      const sentence = 'The points value of the battle is a whole number of Fleet Allocation Points from 1 to 99, not "six".';
      await expect.poll(() => page.getByText(sentence).count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: sentence }).count()).toBe(1);
      await field.fill('6');
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await expect.poll(() => page.getByText('The players agreed 6 Fleet Allocation Points a fleet.').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    });
  }, 120_000);
});
