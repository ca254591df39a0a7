/**
 * Table mode on the Scenarios screen in a real browser (VAS-SCN-PRE-BATTLE-DICE): At All Costs asks each
 * pre-battle roll (Bad Weather, Night, land-based aircraft, initiative for deployment) with its purpose and
 * faces; a face a d6 cannot show is refused with a sentence and nothing is recorded; each typed roll is
 * listed "(typed at the table)" with what it decided; a roll can be taken back; the briefing marks the rolls
 * as typed; the battle then starts in table mode. Axe on each new screen; screenshots saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';

const run = browserOrSkip();

async function typeDice(page: Page, values: readonly number[]): Promise<void> {
  const form = page.getByRole('form', { name: 'Dice rolled at the table' });
  for (const [i, v] of values.entries()) await form.getByLabel(`Die ${i + 1} of ${values.length}`).fill(String(v));
  await form.getByRole('button', { name: 'Enter dice' }).click();
}

/**
 * Records, on every DOM mutation, any table-dice form whose inputs do not match the roll it asks: a count other
 * than the "of N" in the labels, or a new roll shown with the last roll's typed faces still in its inputs.
 */
async function watchDiceForms(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const stale = (window.__staleDice = []);
    let lastPurpose = null;
    const check = () => {
      const section = document.querySelector('.next-roll');
      const form = section && section.querySelector('form[aria-label="Dice rolled at the table"]');
      if (!form) return;
      const inputs = [...form.querySelectorAll('input')];
      const of = inputs.map((i) => Number((i.getAttribute('aria-label') || '').split(' of ')[1]));
      if (of.some((n) => n !== inputs.length)) stale.push('count ' + inputs.length + ' for ' + of.join(','));
      const purpose = section.querySelector('.roll-purpose')?.textContent ?? '';
      if (purpose !== lastPurpose && lastPurpose !== null && inputs.some((i) => i.value !== '')) stale.push('faces kept into ' + purpose);
      lastPurpose = purpose;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  })()`);
}

describe.skipIf(!run)('table mode: the pre-battle rolls typed at the table', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-SCN-PRE-BATTLE-DICE: At All Costs asks every pre-battle die with its purpose, refuses a 7, marks each roll typed and says what it decided', async () => {
    const { page } = h;
    await withShots(page, 'scenario-table', async () => {
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      await page.getByRole('radio', { name: /At All Costs/ }).check();
      await page.getByRole('radio', { name: /Table mode/ }).check();
      await page.getByLabel('Priority Level', { exact: true }).selectOption('Raid');
      await page.getByLabel('Seed').fill('9');
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await page.getByRole('heading', { name: 'At All Costs: pre-battle rolls' }).waitFor();
      await watchDiceForms(page);
      const next = page.locator('.next-roll');
      await expect(next.locator('.roll-purpose').innerText()).resolves.toBe('Bad Weather? One die: 5 or more means yes.');
      await expect(page.evaluate('document.activeElement && document.activeElement.getAttribute("aria-label")')).resolves.toBe('Die 1 of 1');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-table-first-roll');
      // A face a d6 cannot show: the sentence, and nothing recorded.
      await typeDice(page, [7]);
      await expect(next.getByRole('alert').innerText()).resolves.toBe('A d6 shows 1 to 6, not 7.');
      await expect(page.locator('.typed-rolls li').count()).resolves.toBe(0);
      await shot(page, 'scenario-table-refused', false);
      await typeDice(page, [5]);
      await next.locator('.roll-purpose', { hasText: 'Night Battle? One die: 6 or more means yes.' }).waitFor();
      const firstRow = page.locator('.typed-rolls li').first();
      await expect(firstRow.innerText()).resolves.toBe('Bad Weather? One die: 5 or more means yes: 5 (typed at the table)\nDecided: Bad Weather: rolled 5 (5+ needed): yes.');
      await typeDice(page, [2]);
      await next.locator('.roll-purpose', { hasText: /^Land-based aircraft\? One die: 4 or more means yes\.$/ }).waitFor();
      await typeDice(page, [3]);
      // Mistyped: take it back and type it again.
      await next.locator('.roll-purpose', { hasText: /^Initiative for deployment/ }).waitFor();
      await expect(page.locator('.typed-rolls li').count()).resolves.toBe(3);
      await page.getByRole('button', { name: 'Take back the last roll' }).click();
      await next.locator('.roll-purpose', { hasText: /^Land-based aircraft/ }).waitFor();
      await expect(page.locator('.typed-rolls li').count()).resolves.toBe(2);
      await typeDice(page, [4]);
      await next.locator('.roll-purpose', { hasText: /^Initiative for deployment: two dice for each fleet/ }).waitFor();
      expect(await page.getByRole('form', { name: 'Dice rolled at the table' }).getByRole('textbox').count()).toBe(4);
      await typeDice(page, [1, 2, 6, 5]);
      await page.getByRole('heading', { name: 'Every pre-battle roll is made' }).waitFor();
      const rows = await page.locator('.typed-rolls li').allInnerTexts();
      expect(rows).toHaveLength(4);
      for (const r of rows) expect(r).toContain('(typed at the table)');
      expect(rows[1]).toMatch(/Night Battle: rolled 2 \(6\+ needed\): no\.$/);
      expect(rows[2]).toMatch(/Land-based aircraft: rolled 4 \(4\+ needed\): yes\.$/);
      expect(rows[3]).toMatch(/Initiative for deployment: .* 3, .* 11\. .* lost and sets up first\.$/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-table-rolled');
      // Never, in any DOM state the page went through, a roll shown with the last roll's dice or count.
      await expect(page.evaluate('window.__staleDice')).resolves.toEqual([]);
      await page.getByRole('button', { name: 'Go on to the briefing and deployment' }).click();
      await page.getByRole('heading', { name: /deploys$/ }).waitFor();
      const briefing = page.locator('.briefing');
      await expect(briefing.innerText()).resolves.toMatch(/Bad Weather, by day/);
      const typed = await briefing.locator('.rolls li', { hasText: '(typed at the table)' }).allInnerTexts();
      expect(typed).toHaveLength(4);
      expect(typed[0]).toBe('Bad Weather: rolled 5 (5+ needed): yes. (typed at the table)');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-table-briefing');
      // Both players deploy (hot-seat at the table), then the battle asks for its dice too.
      for (let i = 0; i < 2; i++) {
        await page.getByRole('button', { name: 'Deploy for me' }).click();
        await page.getByRole('button', { name: 'Done deploying' }).click();
      }
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.getByRole('form', { name: 'Dice rolled at the table' }).waitFor();
      await shot(page, 'scenario-table-battle', false);
    });
  }, 300_000);
});
