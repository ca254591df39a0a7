/**
 * War at Sea in a real browser: a whole game against the heuristic bot through the UI, another by the
 * keyboard alone, and a hot-seat turn proving the hand-over screen hides the other side's orders (not in the DOM).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WasState } from '@salvo/was';
import { sequenceRule } from '../src/was/sequence';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { playWasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();

describe.skipIf(!run)('War at Sea in the browser', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('plays a whole game against the heuristic bot through the UI, to the end of the game', async () => {
    const { page } = h;
    await withShots(page, 'was-whole-game', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'bot', seed: '4', seat: 'axis', bot: 'heuristic' });
      let n = 0;
      let sawCombatDie = false;
      const marked = new Set<string>();
      for (;;) {
        const s = await settled(page);
        if (s === 'over') break;
        if (n === 0) await page.getByText('How to play: the sequence of a turn').click();
        if (n % 3 === 0) {
          // "How to play" marks the step of rule 5 the engine is in.
          const rule = sequenceRule((await snapshot<{ state: WasState }>(page)).state.step);
          const now = page.locator('.how-to-play li[aria-current="step"]');
          await expect(now.innerText()).resolves.toMatch(new RegExp(`^[A-Z][^(]* \\(now\\)\\. [\\s\\S]*\\[${rule}\\]$`));
          marked.add(rule ?? '');
        }
        if (n === 3) expect(await axeViolations(page)).toEqual([]);
        await playWasDecision(page, n % 2 === 0);
        if (!sawCombatDie && (await page.locator('.log li', { hasText: / (hit|miss|disabled)\b/ }).count())) sawCombatDie = true;
        n++;
        expect(n).toBeLessThan(1500);
      }
      const snap = await snapshot<{ pending: { kind: string }; state: WasState }>(page);
      expect(snap.pending.kind).toBe('over');
      await expect(page.locator('.result').innerText()).resolves.toMatch(/win|No winner/);
      await expect(page.locator('.poc figcaption').innerText()).resolves.toMatch(/POC: (Axis lead by \d+|Allies lead by \d+|level) \(cap 10\)/);
      expect(sawCombatDie).toBe(true);
      expect(marked.size).toBeGreaterThanOrEqual(3);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'was-game-over');
    });
  });

  it('table mode: War at Sea dice are typed, and the log and the live region say so; against the bot they are the computer\'s', async () => {
    const { page } = h;
    await withShots(page, 'was-table-dice', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'table', seed: '5' });
      let typed = 0;
      for (let i = 0; i < 200 && typed < 2; i++) {
        const s = await settled(page);
        if (s === 'over') break;
        if (s === 'handover') {
          await page.getByRole('button', { name: /^I am the / }).click();
          continue;
        }
        if (s === 'dice') {
          const form = page.getByRole('form', { name: 'Dice rolled at the table' });
          const dice = form.getByLabel(/^Die \d+ of \d+$/);
          for (let k = 0; k < (await dice.count()); k++) await dice.nth(k).fill(String(1 + ((k + i) % 6)));
          await form.getByRole('button', { name: 'Enter dice' }).click();
          typed++;
          await page.getByTestId('announcer').filter({ hasText: '(typed at the table)' }).waitFor();
          continue;
        }
        await playWasDecision(page, true);
      }
      expect(typed).toBe(2);
      expect(await page.locator('.log li.dice', { hasText: '(typed at the table)' }).count()).toBe(2);
      expect(await page.locator('.log li', { hasText: 'rolled by the computer' }).count()).toBe(0);
      await expect(page.locator('.last-dice').innerText()).resolves.toContain('(typed at the table)');
      await shot(page, 'was-table-dice', false);
      // Against the bot, the same log says the computer rolled.
      await startGame(page, h.url, { game: 'was', mode: 'bot', seed: '5', seat: 'axis', bot: 'heuristic' });
      for (let i = 0; i < 200 && (await page.locator('.log li.dice').count()) === 0; i++) {
        if ((await settled(page)) === 'over') break;
        await playWasDecision(page, true);
      }
      await expect(page.locator('.log li.dice').first().innerText()).resolves.toContain('(rolled by the computer)');
    });
  });

  it('hot-seat: the hand-over screen hides the other side\'s secret order, which is gone from the page', async () => {
    const { page } = h;
    await withShots(page, 'was-hot-seat', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'hot-seat', seed: '8' });
      // Play open decisions until the first secret one (land-based air, 5.5) for the Allies.
      for (let i = 0; i < 40; i++) {
        const s = await settled(page);
        if (s === 'handover') {
          expect(await axeViolations(page)).toEqual([]);
          await shot(page, 'was-handover');
          await page.getByRole('button', { name: /^I am the / }).click();
          continue;
        }
        const snap = await snapshot<{ state: WasState }>(page);
        if (snap.state.step.kind === 'place-air') break;
        await playWasDecision(page);
      }
      let snap = await snapshot<{ state: WasState; pending: { kind: string; players?: string[] } }>(page);
      expect(snap.state.step.kind).toBe('place-air');
      const first = (snap.pending.players ?? [])[0] as 'allies' | 'axis';
      const other = first === 'allies' ? 'axis' : 'allies';
      // The first side writes its order: air on a named place.
      const options = page.locator('.decision .choices button');
      const labels = await options.allInnerTexts();
      const pick = labels.findIndex((t) => /^land-based air on /.test(t));
      expect(pick).toBeGreaterThanOrEqual(0);
      const secret = labels[pick] ?? '';
      const place = secret.replace('land-based air on ', '');
      await options.nth(pick).click();
      // Now the hand-over screen: nothing of the first side's order is in the page.
      await page.getByRole('heading', { name: new RegExp(`^Hand the screen to the ${other === 'allies' ? 'Allies' : 'Axis'} player`) }).waitFor();
      const html = await page.content();
      expect(html).not.toContain(secret);
      expect(await page.locator('.was-map').count()).toBe(0);
      expect(await page.locator('.decision').count()).toBe(0);
      await page.getByRole('button', { name: /^I am the / }).click();
      // The second side sees its own decision, and still not the first side's order.
      await page.getByRole('heading', { name: /^Your decision/ }).waitFor();
      snap = await snapshot(page);
      expect(snap.state.step.kind).toBe('place-air');
      // (Its own option list may hold the same words; what must be absent is any report of the first side's choice.)
      const text = await page.locator('body').innerText();
      expect(await page.getByText(/has written its order|secret order: /).count()).toBe(0);
      expect(text).not.toMatch(new RegExp(`(Allies|Axis) land-based air: ${place}`));
      await shot(page, 'was-second-side');
    });
  });

  it('keyboard only: a whole War at Sea game against the bot with Tab and Enter, to the end of Turn 8', async () => {
    const { page } = h;
    await withShots(page, 'was-keyboard', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'bot', seed: '12', seat: 'allies', bot: 'heuristic' });
      const focused = () => page.evaluate('(document.activeElement && (document.activeElement.getAttribute("aria-label") || document.activeElement.textContent || "")).trim()') as Promise<string>;
      const press = async (text: string) => {
        for (let i = 0; i < 200; i++) {
          await page.keyboard.press('Tab');
          if ((await focused()) === text) {
            await page.keyboard.press('Enter');
            return;
          }
        }
        throw new Error(`Tab never reached "${text}"`);
      };
      const turn = () => snapshot<{ state: WasState }>(page).then((x) => x.state.turn);
      let over = false;
      for (let i = 0; i < 600 && !over; i++) {
        if ((await settled(page)) === 'over') {
          over = true;
          break;
        }
        const d = page.locator('.decision');
        if (await d.getByRole('form', { name: /movement orders/ }).count()) await press('Give these orders');
        else {
          const first = d.locator('.choices button').first();
          await press(await first.innerText());
        }
        await page.waitForTimeout(50);
      }
      expect(over).toBe(true);
      expect(await turn()).toBeGreaterThanOrEqual(8);
    });
  }, 600_000);
});
