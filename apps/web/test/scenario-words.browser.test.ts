/**
 * The scenario screens' words and "Deploy for me" in a real browser: the sides name their navies; a ship placed by
 * hand stays where she was dropped and the rest are placed clear of her (VAS-SCN-DEPLOY-ZONES); the ready screen says
 * who placed each fleet; River Plate (fixed positions) shows no set-up order and no zones. Screenshots in
 * test-results/ for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserOrSkip, launch, shot, withShots, type Harness } from './browser';

const run = browserOrSkip();

async function openScenario(page: Page, url: string, id: RegExp): Promise<void> {
  await page.goto(`${url}?botDelay=0`);
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await page.getByRole('radio', { name: id }).check();
  await page.getByLabel('Against the bot').check();
  await page.getByLabel('Bot strength').selectOption('random');
  await page.getByLabel('Seed').fill('8');
}

/** Drags a ship of the deploying player to table inches (y up from the south edge of a 48" table). */
async function dragShip(page: Page, ship: string, to: { x: number; y: number }): Promise<void> {
  const el = page.locator(`[data-deploy-ship="${ship}"]`);
  await el.scrollIntoViewIfNeeded();
  const box = await el.locator('circle.footprint').boundingBox();
  if (!box) throw new Error(`ship ${ship} is not drawn`);
  const target = (await page.evaluate(`(() => {
    const svg = document.querySelector('.deploy-table');
    const p = new DOMPoint(${to.x}, 48 - ${to.y}).matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y };
  })()`)) as { x: number; y: number };
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move((box.x + target.x) / 2, (box.y + target.y) / 2, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 4 });
  await page.mouse.up();
}

describe.skipIf(!run)('scenario screens: words and Deploy for me', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-SCN-DEPLOY-ZONES: sides named with their navies; Deploy for me keeps the hand-placed Fiji and keeps clear of her; the ready screen says who placed what', async () => {
    const { page } = h;
    await withShots(page, 'scenario-words', async () => {
      await openScenario(page, h.url, /^Victory at Sea$/);
      const sides = await page.getByLabel('You play').locator('option').allTextContents();
      expect(sides).toEqual(['First fleet (Royal Navy)', 'Second fleet (Kriegsmarine)']);
      await page.getByLabel('You play').selectOption('first');
      await page.getByLabel('Priority Level', { exact: true }).selectOption('Raid');
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await page.getByRole('heading', { name: /deploys$/ }).waitFor();
      const ids = await page.locator('.deploy-ship.mine').evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { deployShip: string } }).dataset.deployShip));
      const rows = page.locator('.deploy-ships li');
      const fijiRow = (await rows.allInnerTexts()).findIndex((t) => t.startsWith('HMS Fiji'));
      expect(fijiRow).toBeGreaterThanOrEqual(0);
      await dragShip(page, ids[fijiRow] as string, { x: 30.5, y: 5.6 });
      await page.getByRole('button', { name: 'Deploy for me' }).click();
      const at = (await rows.allInnerTexts()).map((t) => {
        const m = /^(.*?) \(.*at \(([\d.]+), ([\d.]+)\)/.exec(t);
        return { name: m?.[1] ?? t, x: Number(m?.[2]), y: Number(m?.[3]) };
      });
      const fiji = at.find((s) => s.name === 'HMS Fiji');
      expect(fiji && Math.abs(fiji.x - 30.5) < 0.3 && Math.abs(fiji.y - 5.6) < 0.3).toBe(true);
      for (const s of at) if (s !== fiji && fiji) expect(Math.hypot(s.x - fiji.x, s.y - fiji.y), s.name).toBeGreaterThan(2.9);
      await shot(page, 'scenario-words-deployed', false);
      await page.getByRole('button', { name: 'Done deploying' }).click();
      const ready = page.locator('.decision');
      await expect(ready.innerText()).resolves.toMatch(/Player 1 placed Force K\. The bot placed .+\./);
      await expect(ready.innerText()).resolves.not.toMatch(/scenario have placed/);
      await shot(page, 'scenario-words-ready', false);
    });
  }, 180_000);

  it('River Plate: nothing to deploy, so no set-up order and no zones to read about', async () => {
    const { page } = h;
    await withShots(page, 'scenario-words-rp', async () => {
      await openScenario(page, h.url, /River Plate/);
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await page.getByRole('button', { name: 'Start the battle' }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/Set-up order/);
      expect(text).not.toMatch(/Zones are hatched/);
      expect(text).toMatch(/starts at the positions the scenario gives it/);
      await shot(page, 'scenario-words-river-plate', false);
    });
  }, 120_000);
});
