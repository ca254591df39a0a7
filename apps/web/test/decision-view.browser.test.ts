/**
 * After Fire the attack form (long, with its odds) is replaced by the next decision: the page stays at the same
 * offset, so the player was left looking at the log or the ship cards, the new decision above the window. The
 * player's next decision is now brought into view when its heading is above the window (src/common/decision-view.ts,
 * vas/VasGame.tsx, was/WasGame.tsx), on a phone and on a desktop, and after War at Sea's Deploy the fleet. Screenshots in test-results/ for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();
const headingTop = (p: Page): Promise<number> => p.evaluate(`document.getElementById('decision-h')?.getBoundingClientRect().top ?? NaN`) as Promise<number>;

describe.skipIf(!run)('the next decision in view after Fire', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  for (const size of [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1366, height: 800 }]) {
    it(`${size.name}: Fire with the form scrolled into view, and the next decision of the player's own is in view`, async () => {
      const { page } = h;
      await page.setViewportSize({ width: size.width, height: size.height });
      await withShots(page, `decision-view-${size.name}`, async () => {
        await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '11', bot: 'normal' });
        let checked = 0;
        for (let i = 0; i < 120 && checked < 2; i++) {
          if ((await settled(page)) === 'over') break;
          const d = page.locator('.decision');
          if (!(await d.getByRole('form', { name: 'Declare an attack' }).count())) {
            await playVasDecision(page);
            continue;
          }
          await d.getByRole('button', { name: /^All weapons at/ }).first().click();
          const fire = d.getByRole('button', { name: 'Fire', exact: true });
          // the player scrolls down to Fire, below the form's weapons
          await fire.evaluate((el) => (el as unknown as { scrollIntoView(o: { block: string }): void }).scrollIntoView({ block: 'end' }));
          expect(await headingTop(page)).toBeLessThan(0);
          const before = (await snapshot<{ actions: unknown[] }>(page)).actions.length;
          await fire.click();
          await page.waitForFunction(`globalThis.__salvo.getSnapshot().actions.length > ${before}`);
          if ((await settled(page)) !== 'decision') break;
          await expect.poll(() => headingTop(page), { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
          expect(await headingTop(page)).toBeLessThan(size.height / 2);
          await shot(page, `decision-view-${size.name}-after-fire-${checked}`, false);
          checked++;
        }
        expect(checked).toBeGreaterThan(0);
      });
    }, 300_000);
  }

  it('War at Sea, phone: after Deploy the fleet (the form scrolled to its button), the next decision is in view', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 390, height: 844 });
    await withShots(page, 'decision-view-was', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'bot', seed: '1', seat: 'allies', bot: 'heuristic' });
      const form = page.getByRole('form', { name: 'British ships at Malta' });
      await form.waitFor();
      const deploy = form.getByRole('button', { name: 'Deploy the fleet' });
      await deploy.evaluate((el) => (el as unknown as { scrollIntoView(o: { block: string }): void }).scrollIntoView({ block: 'end' }));
      expect(await headingTop(page)).toBeLessThan(0);
      await deploy.click();
      await page.waitForFunction(`globalThis.__salvo.getSnapshot().state.step.kind !== 'deploy'`);
      await expect.poll(() => headingTop(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
      expect(await headingTop(page)).toBeLessThan(844 / 2);
      await shot(page, 'decision-view-was-after-deploy', false);
    });
  }, 120_000);
});
