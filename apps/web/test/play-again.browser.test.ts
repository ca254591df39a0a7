/**
 * "Play again" in a real browser: a game against the bot is conceded; the end offers to play again, and with the sides
 * swapped; the new game has a new seed and the person on the other side, and the finished one is not offered for
 * resuming; "Replay this game" opens its record on the Replay screen. Online games offer no "Play again" (their end
 * offers the rematch: rematch.browser.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { settled, startGame } from './drive';

const run = browserOrSkip();

/** A Victory at Sea game against the random bot, the person Royal Navy, conceded at the person's first decision. */
async function concededAgainstBot(page: Page, url: string, seed: string): Promise<void> {
  await startGame(page, url, { game: 'vas', mode: 'bot', seed, seat: 'rn' });
  expect(await settled(page)).toBe('decision');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Concede' }).click();
  await page.locator('.result').waitFor();
}

describe.skipIf(!run)('playing again', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('the end opens the game\'s record on the Replay screen, at its first step', async () => {
    const page = h.page;
    await withShots(page, 'replay-this', async () => {
      await concededAgainstBot(page, h.url, '12');
      const actions = (await page.evaluate('globalThis.__salvo.getSnapshot().actions.length')) as number;
      await page.getByRole('button', { name: 'Replay this game' }).click();
      await page.getByTestId('step').filter({ hasText: `Step 0 of ${actions}` }).waitFor();
      await page.getByRole('button', { name: 'Step forward' }).click();
      await page.getByTestId('step').filter({ hasText: `Step 1 of ${actions}` }).waitFor();
      await page.getByRole('button', { name: 'Back to the start' }).click();
    });
  });

  it('against the bot: conceded, then played again with the sides swapped and a new seed', async () => {
    const page = h.page;
    await withShots(page, 'play-again', async () => {
      await concededAgainstBot(page, h.url, '11');
      await shot(page, 'play-again-offered', false);
      await page.getByRole('button', { name: 'Play again, sides swapped' }).click();
      await page.locator('.result').waitFor({ state: 'detached' });
      const origin = (await page.evaluate('globalThis.__salvo.origin')) as { humanSeat: string; seed: string; bot: string };
      expect(origin.humanSeat).toBe('rm');
      expect(origin.bot).toBe('random');
      expect(origin.seed).not.toBe('11');
      await page.locator('.status', { hasText: /^Turn 1/ }).waitFor();
      // the conceded game is over: the start screen offers only the new one to resume
      await page.getByRole('button', { name: 'Leave game' }).click();
      await expect.poll(() => page.getByRole('button', { name: /^Resume/ }).count()).toBe(1);
    });
  });
});
