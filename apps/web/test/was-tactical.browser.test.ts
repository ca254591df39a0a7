/**
 * War at Sea surface battles on the Victory at Sea table in a real browser (WAS-SALVO-TACTICAL): the choice shown
 * to the person whichever side the bot plays, the battle fought in the page and kept across a reload, its result
 * taken back into the war; a battle fought elsewhere, its table saved as a file and its finished record opened.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRecord } from '@salvo/kernel';
import { vas, type VasSetup } from '@salvo/vas';
import type { WasState } from '@salvo/was';
import { foughtWithActions } from '../../../packages/was-tactical/test/helpers';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { snapshot, startGame } from './drive';

const run = browserOrSkip();

describe.skipIf(!run)('War at Sea battles on the tactical table in the browser', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  /** The person (here the Axis) lets the bot make each of their decisions until a surface battle waits for them. */
  const toBattle = async () => {
    const { page } = h;
    const panel = page.locator('.tactical-battle');
    for (let i = 0; i < 300 && !(await panel.count()); i++) {
      const bot = page.getByRole('button', { name: 'Let the bot decide this' });
      await bot.or(panel).first().waitFor({ timeout: 60_000 });
      if (await panel.count()) break;
      if (!(await page.locator('[aria-busy="true"]').count())) await bot.click().catch(() => undefined);
    }
    await panel.waitFor();
  };

  it('WAS-SALVO-TACTICAL: the battle is fought on the table, kept across a reload, and its result goes back to the war', async () => {
    const { page } = h;
    page.on('dialog', (d) => void d.accept());
    await withShots(page, 'was-tactical', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'bot', seed: '7', seat: 'axis', bot: 'heuristic', tactical: true });
      await toBattle();
      const snap = await snapshot<{ state: WasState }>(page);
      expect(snap.state.options.tacticalBattles).toBe(true);
      expect(snap.state.step.kind).toBe('tactical-battle');
      // The Allies are the bot's: the choice is still the person's.
      await expect(page.getByRole('heading', { name: 'Your decision (Axis)' }).count()).resolves.toBe(1);
      const fleets = await page.getByRole('list', { name: 'The table' }).innerText();
      expect(fleets).toMatch(/^Allies: .+\nAxis: .+$/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'was-tactical-choice');

      await page.getByRole('button', { name: 'Fight it on the table' }).click();
      await page.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      await page.getByRole('heading', { name: /^Your decision/ }).waitFor();
      await shot(page, 'was-tactical-table');
      const played = async () => (await snapshot<{ actions: unknown[] }>(page)).actions.length;
      await expect.poll(played).toBeGreaterThan(0);
      const before = await played();

      // A reload loses nothing: the war resumes at the battle, and the battle where it was.
      await page.reload();
      const resume = page.getByRole('button', { name: /^Resume the battle on the table \(\d+ actions played\)$/ });
      await resume.waitFor();
      expect(Number(/\((\d+) actions/.exec(await resume.innerText())?.[1])).toBeGreaterThanOrEqual(before);
      await resume.click();
      await page.getByRole('button', { name: 'Concede' }).click();
      await page.getByRole('button', { name: 'Return to the war with this result' }).click();
      await page.getByRole('heading', { name: 'War at Sea' }).waitFor();
      await expect.poll(async () => page.locator('.log li', { hasText: 'fought on the tactical table' }).count()).toBe(1);
      const after = await snapshot<{ state: WasState; actions: { type: string }[] }>(page);
      expect(after.actions.filter((a) => a.type === 'tactical-result')).toHaveLength(1);
    });
  });

  it('WAS-SALVO-TACTICAL-SETUP WAS-SALVO-TACTICAL-RESULT: a battle fought elsewhere: the table saved as a file, a wrong file refused, the finished record taken', async () => {
    const { page } = h;
    await withShots(page, 'was-tactical-elsewhere', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'bot', seed: '7', seat: 'axis', bot: 'heuristic', tactical: true });
      await toBattle();
      await page.getByText('Fought elsewhere (miniatures, another screen, salvo play)').click();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Save the table as a file' }).click();
      const file = await (await download).path();
      const setup = JSON.parse(readFileSync(file, 'utf8')) as VasSetup;
      expect(vas.createGame(setup).ok).toBe(true);
      const record = (actions: unknown[]) => Buffer.from(JSON.stringify(makeRecord('vas', vas.descriptor.version, setup, actions, {})));
      const input = page.getByLabel('Finished battle record');
      await input.setInputFiles({ name: 'early.json', mimeType: 'application/json', buffer: record([]) });
      await page.getByRole('alert').filter({ hasText: 'The battle on the table is not over (turn 1 of 12)' }).waitFor();
      // The battle fought to its end by two bots, as a record file.
      const { actions } = foughtWithActions(setup, 'easy', 2);
      await input.setInputFiles({ name: 'battle.json', mimeType: 'application/json', buffer: record(actions) });
      await expect.poll(async () => page.locator('.log li', { hasText: 'fought on the tactical table' }).count()).toBe(1);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
    });
  });
});

