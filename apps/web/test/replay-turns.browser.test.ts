/**
 * The replay's sense of time in a real browser: the turn and phase beside "Step N of M" (the live game header's
 * words), "Go to turn" going to a turn's first step, and the running log of every step so far beside the table
 * (below it on a phone), the shown step's lines marked and scrolled into view.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, browserOrSkip, launch, shot, withShots, WEB_ROOT, type Harness } from './browser';

const run = browserOrSkip();
const TESTDATA = join(WEB_ROOT, '..', '..', 'testdata');

describe.skipIf(!run)('Replay: turns, phases and the running log', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  const open = async (file: string) => {
    const { page } = h;
    await page.goto(`${h.url}?botDelay=0`);
    await page.getByRole('button', { name: 'Open a record…' }).click();
    await page.getByLabel('Record file').setInputFiles({ name: 'record.json', mimeType: 'application/json', buffer: readFileSync(join(TESTDATA, file)) });
    await page.getByTestId('step').filter({ hasText: /^Step 0 of/ }).waitFor();
  };

  it('Victory at Sea: turn and phase at each step, going to turn 3, the log of every step so far', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 1400, height: 900 });
    await withShots(page, 'replay-turns-vas', async () => {
      await open('vas-bot-battle.json');
      const step = page.getByTestId('step');
      const turn = page.getByTestId('turn');
      const log = page.getByRole('log', { name: 'What happened up to this step' });
      await expect(step.innerText()).resolves.toBe('Step 0 of 428');
      await expect(turn.innerText()).resolves.toBe('Turn 1 of 12, Initiative Phase');
      await expect(log.innerText()).resolves.toContain('Nothing has happened yet.');
      await shot(page, 'replay-turns-1400-step0', false);
      // stepping: the phase follows, the log grows
      for (let i = 1; i <= 5; i++) {
        await page.getByRole('button', { name: 'Step forward' }).click();
        await step.filter({ hasText: new RegExp(`^Step ${i} of`) }).waitFor();
      }
      await expect(turn.innerText()).resolves.toBe('Turn 1 of 12, Movement Phase');
      await expect(log.locator('li').count()).resolves.toBe(5);
      await expect(log.innerText()).resolves.toContain('Royal Navy rolls 11 for initiative.');
      const now = log.locator('li.now');
      await expect(now.count()).resolves.toBe(1);
      await expect(now.getAttribute('value')).resolves.toBe('5');
      await expect(now.innerText()).resolves.toContain('Zara moves');
      // Go to turn 3: its first step, the Initiative Phase
      const goTo = page.getByLabel('Go to turn');
      await expect(goTo.inputValue()).resolves.toBe('0');
      await expect(goTo.locator('option').count()).resolves.toBe(12);
      await goTo.selectOption({ label: 'Turn 3 (step 56)' });
      await step.filter({ hasText: /^Step 56 of 428$/ }).waitFor();
      await expect(turn.innerText()).resolves.toBe('Turn 3 of 12, Initiative Phase');
      // the first of turn 3: one step back is turn 2
      await page.getByRole('button', { name: 'Step back' }).click();
      await step.filter({ hasText: /^Step 55 of/ }).waitFor();
      await expect(turn.innerText()).resolves.toMatch(/^Turn 2 of 12, /);
      await expect(goTo.inputValue()).resolves.toBe('23');
      await page.getByRole('button', { name: 'Step forward' }).click();
      await step.filter({ hasText: /^Step 56 of/ }).waitFor();
      // the running log holds the earlier steps (turn 1's initiative), the newest last and scrolled into view
      await expect(log.innerText()).resolves.toContain('Royal Navy rolls 11 for initiative.');
      await expect(log.innerText()).resolves.toContain('Royal Navy wins the initiative.');
      expect(Number(await log.locator('li').last().getAttribute('value'))).toBeLessThanOrEqual(56);
      const scrolled = await log.evaluate((e) => {
        const b = e as unknown as { scrollTop: number; clientHeight: number; scrollHeight: number };
        return b.scrollTop + b.clientHeight >= b.scrollHeight - 2;
      });
      expect(scrolled).toBe(true);
      // 1400 × 900: the log is beside the table, both starting within the screen
      const tableBox = await page.locator('.vas-table').boundingBox();
      const logBox = await log.boundingBox();
      expect(tableBox && logBox).toBeTruthy();
      expect(logBox!.x).toBeGreaterThan(tableBox!.x + tableBox!.width - 1);
      expect(logBox!.y).toBeLessThan(900);
      expect(tableBox!.y + tableBox!.height).toBeLessThan(900);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'replay-turns-1400-turn3', false);
      // keys on the turn list choose a turn, not a step
      await goTo.focus();
      await page.keyboard.press('ArrowRight');
      await expect(step.innerText()).resolves.toMatch(/^Step (56|93) of/);
    });
  });

  it('War at Sea: the turn and its step as the game header says them', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 1400, height: 900 });
    await withShots(page, 'replay-turns-was', async () => {
      await open('was-bot-game.json');
      const step = page.getByTestId('step');
      const turn = page.getByTestId('turn');
      await expect(turn.innerText()).resolves.toBe('Turn 1 of 8 · deployment');
      await page.getByRole('button', { name: 'Step forward' }).click();
      await step.filter({ hasText: /^Step 1 of/ }).waitFor();
      await expect(turn.innerText()).resolves.toBe('Turn 1 of 8 · Allied movement');
      await page.getByLabel('Go to turn').selectOption({ label: 'Turn 3 (step 65)' });
      await step.filter({ hasText: /^Step 65 of 301$/ }).waitFor();
      await expect(turn.innerText()).resolves.toMatch(/^Turn 3 of 8 · /);
      const log = page.getByRole('log', { name: 'What happened up to this step' });
      await expect(log.innerText()).resolves.toContain('start Nelson, Rodney');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'replay-turns-was-1400', false);
    });
  });

  it('on a phone the log comes below the table', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 390, height: 844 });
    await withShots(page, 'replay-turns-phone', async () => {
      await open('vas-bot-battle.json');
      await page.getByLabel('Go to turn').selectOption({ label: 'Turn 2 (step 23)' });
      await page.getByTestId('step').filter({ hasText: /^Step 23 of/ }).waitFor();
      const tableBox = await page.locator('.vas-table').boundingBox();
      const logBox = await page.getByRole('log', { name: 'What happened up to this step' }).boundingBox();
      expect(logBox!.y).toBeGreaterThan(tableBox!.y + tableBox!.height - 1);
      const wide = (await page.evaluate('document.documentElement.scrollWidth')) as number;
      expect(wide).toBeLessThanOrEqual(390);
      await shot(page, 'replay-turns-390');
      await shot(page, 'replay-turns-390-top', false);
    });
    await page.setViewportSize({ width: 1400, height: 900 });
  });
});
