/**
 * "Take back" in the page (src/session/take-back.ts): against the bot a move is taken back with the bot's answer,
 * by the button and by Ctrl+Z, and the page asks for the same move again; once the computer has rolled dice the
 * button says why there is nothing to take back; at a real table a mistyped die is taken back and typed again.
 * Online, the other player is asked instead: take-back-online.browser.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserOrSkip, launch, shot, WEB_ROOT, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();

interface Snap { readonly actions: readonly unknown[]; readonly log: readonly { text: string }[]; readonly takeBack?: { ok: boolean } }

const takeBackButton = (page: Page) => page.locator('.game-header').getByRole('button', { name: 'Take back' });

/** Plays decisions until the page asks the person to move a ship. */
async function untilMoveForm(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await settled(page);
    if (await page.locator('.decision').getByRole('form', { name: /^Move / }).count()) return;
    await playVasDecision(page);
  }
  throw new Error('no move form');
}

describe.skipIf(!run)('taking back a step in the page', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('against the bot: a move and the bot\'s answer are taken back by the button and by Ctrl+Z; after the dice, the page says why not', async () => {
    const { page } = h;
    await withShots(page, 'take-back-bot', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '11' });
      // a bot's answer may roll dice (a Special Action's check): such a move is played on, and the next one tried
      const hows: Array<'button' | 'keys'> = ['button', 'keys'];
      for (let i = 0; i < 60 && hows.length; i++) {
        await untilMoveForm(page);
        const form = page.locator('.decision').getByRole('form', { name: /^Move / });
        const asked = await form.getAttribute('aria-label');
        const before = await snapshot<Snap>(page);
        await page.locator('.decision').getByRole('button', { name: 'Full ahead' }).click();
        await page.locator('.decision').getByRole('button', { name: 'Make this move' }).click();
        await expect.poll(async () => (await snapshot<Snap>(page)).actions.length).toBeGreaterThan(before.actions.length);
        if ((await settled(page)) === 'over') break;
        if (!(await snapshot<Snap>(page)).takeBack?.ok) continue;
        await expect(takeBackButton(page).getAttribute('title')).resolves.toMatch(/^Take back: Royal Navy: /);
        if (hows.shift() === 'button') await takeBackButton(page).click();
        else {
          await page.locator('.game-header h1').click();
          await page.keyboard.press('Control+z');
        }
        await expect.poll(async () => (await snapshot<Snap>(page)).actions.length).toBe(before.actions.length);
        await page.locator('.log li').last().filter({ hasText: /^Taken back: / }).waitFor();
        await expect(form.getAttribute('aria-label')).resolves.toBe(asked);
      }
      expect(hows).toEqual([]);
      // the live region tells a screen reader what was taken back
      await expect.poll(() => page.getByTestId('announcer').innerText()).toMatch(/Taken back: /);

      // play on until the computer has rolled dice since the person's last step: the button then says why not
      for (let i = 0; i < 200; i++) {
        const s = await snapshot<{ takeBack?: { ok: boolean; why?: string } }>(page);
        if (s.takeBack && !s.takeBack.ok && /dice have been rolled/.test(s.takeBack.why ?? '')) break;
        if ((await settled(page)) === 'over') break;
        await playVasDecision(page);
      }
      await expect(takeBackButton(page).getAttribute('aria-disabled')).resolves.toBe('true');
      const n = (await snapshot<Snap>(page)).actions.length;
      // aria-disabled, not disabled: it stays focusable and, pressed, says why (Playwright waits for enabled buttons)
      await takeBackButton(page).click({ force: true });
      await expect(page.locator('.game-header [role=alert]').innerText()).resolves.toMatch(/^Nothing to take back: the dice have been rolled since/);
      expect((await snapshot<Snap>(page)).actions.length).toBe(n);
      // said once, by the button: the decision panel does not repeat it as a refused action
      expect(await page.locator('.decision [role=alert]').count()).toBe(0);
      await shot(page, 'take-back-refused', false);
    });
  }, 300_000);

  it('table mode: a mistyped die is taken back and typed again', async () => {
    const { page } = h;
    await withShots(page, 'take-back-table', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'table', seed: '3' });
      const form = page.getByRole('form', { name: 'Dice rolled at the table' });
      await form.waitFor();
      await page.getByLabel('Die 1 of 2').fill('1');
      await page.getByLabel('Die 2 of 2').fill('1');
      await form.getByRole('button', { name: 'Enter dice' }).click();
      await page.locator('.log li', { hasText: '1 1 (typed at the table)' }).waitFor();
      await takeBackButton(page).click();
      await page.locator('.log li').last().filter({ hasText: /^Taken back: Roll 2d6 .*: 1 1 \(typed at the table\)$/ }).waitFor();
      expect((await snapshot<Snap>(page)).actions).toEqual([]);
      await page.getByLabel('Die 1 of 2').fill('6');
      await page.getByLabel('Die 2 of 2').fill('5');
      await form.getByRole('button', { name: 'Enter dice' }).click();
      await expect.poll(async () => (await snapshot<Snap>(page)).actions[0]).toEqual({ type: 'roll', values: [6, 5] });
    });
  }, 120_000);

  it('the replay says how often a step was taken back while the recorded game was played', async () => {
    const { page } = h;
    await withShots(page, 'take-back-replay', async () => {
      const rec = JSON.parse(readFileSync(join(WEB_ROOT, '..', '..', 'testdata', 'vas-bot-battle.json'), 'utf8')) as { meta?: Record<string, string> };
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Open a record…' }).click();
      await page.getByLabel('Record file').setInputFiles({ name: 'r.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...rec, meta: { ...rec.meta, takeBacks: '3' } })) });
      await page.getByText('While this game was played, a step was taken back 3 times').waitFor();
      await page.getByLabel('Record file').setInputFiles({ name: 'r.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(rec)) });
      await expect.poll(() => page.getByText(/a step was taken back/).count()).toBe(0);
    });
  }, 120_000);
});
