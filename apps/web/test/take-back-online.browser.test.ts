/**
 * Take back online in two real browsers through the real server (the server's take-back.ts): Royal Navy's page asks
 * with the header's Take back button ("Asked Regia Marina to let you take back: …"); Regia Marina's page shows the
 * request with Allow and Refuse. Refused, both logs say so and nothing changes; allowed, both tables show the step
 * gone (each page's view is again the one it held before the step) and both logs say who took back what.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createOnlineGame, onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';
import { playVasDecision, snapshot } from './drive';

const run = browserOrSkip();

interface Snap { readonly state: unknown; readonly log: readonly { text: string }[]; readonly takeBackAsked?: { text: string } | null }
const json = (x: unknown): string => JSON.stringify(x);
const yourDecision = (p: Page) => p.getByRole('heading', { name: /^Your decision/ });
const takeBackButton = (p: Page) => p.locator('.game-header').getByRole('button', { name: 'Take back' });

/** One decision on a page, or nothing when the controls changed under the driver (the server's answer arrived). */
async function decide(p: Page): Promise<void> {
  p.setDefaultTimeout(5_000);
  try {
    await playVasDecision(p);
  } catch (e) {
    if (!(e instanceof Error && e.name === 'TimeoutError')) throw e;
  } finally {
    p.setDefaultTimeout(30_000);
  }
}

describe.skipIf(!run)('take back online, with the other player\'s consent', () => {
  const { server, context } = onlineHarness('salvo-web-take-back-');

  it('Royal Navy asks, Regia Marina refuses, Royal Navy asks again, Regia Marina allows: both tables show the step gone', async () => {
    const a = await context();
    await withShots(a, 'take-back-online-a', async () => {
      const { invite } = await createOnlineGame(a, server().url);
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      let refused = false;
      for (let i = 0; i < 120; i++) {
        await expect.poll(async () => (await yourDecision(a).count()) + (await yourDecision(b).count()), { timeout: 30_000 }).toBeGreaterThan(0);
        if (!(await yourDecision(a).count())) {
          await decide(b);
          await b.waitForTimeout(50);
          continue;
        }
        const beforeA = json((await snapshot<Snap>(a)).state);
        const beforeB = json((await snapshot<Snap>(b)).state);
        await decide(a);
        // the server's answer (and any dice after it) shown on both pages
        await expect.poll(async () => json((await snapshot<Snap>(a)).state)).not.toBe(beforeA);
        await a.waitForTimeout(300);
        await takeBackButton(a).click();
        const asked = a.locator('.take-back-asked');
        const problem = a.locator('.game-header [role=alert]');
        await asked.or(problem).first().waitFor();
        if (await problem.count()) {
          // the dice were rolled since, or the step was not a Royal Navy step: play on
          expect(await problem.innerText()).toMatch(/^(Nothing to take back|The last step was)/);
          continue;
        }
        const request = b.locator('.take-back-asked');
        await request.waitFor();
        expect(await asked.innerText()).toMatch(/^Asked Regia Marina to let you take back: Royal Navy: /);
        expect(await request.locator('p').innerText()).toMatch(/^Royal Navy asks to take back: Royal Navy: /);
        expect(await asked.getByRole('button').count()).toBe(0);
        if (!refused) {
          await shot(b, 'take-back-online-asked', false);
          expect(await axeViolations(b)).toEqual([]);
          await request.getByRole('button', { name: 'Refuse' }).click();
          for (const p of [a, b]) await p.locator('.log li', { hasText: /^Regia Marina refused to let Royal Navy take back: Royal Navy: / }).waitFor();
          await expect.poll(() => asked.count()).toBe(0);
          expect(await request.count()).toBe(0);
          refused = true;
          await takeBackButton(a).click();
          await request.waitFor();
        }
        await request.getByRole('button', { name: 'Allow' }).click();
        for (const p of [a, b]) await p.locator('.log li', { hasText: /^Royal Navy took back: Royal Navy: .*, with Regia Marina's consent$/ }).waitFor();
        await expect.poll(async () => json((await snapshot<Snap>(a)).state)).toBe(beforeA);
        await expect.poll(async () => json((await snapshot<Snap>(b)).state)).toBe(beforeB);
        await yourDecision(a).waitFor();
        expect(await b.locator('.take-back-asked').count()).toBe(0);
        await shot(a, 'take-back-online-done', false);
        return;
      }
      throw new Error('Royal Navy never made a step it could take back');
    });
  }, 300_000);
});
