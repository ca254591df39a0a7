/**
 * A local game survives the browser being closed (session/autosave.ts): a Victory at Sea battle against the
 * bot is played into turn 2, the browser is shut down and started again on the same profile, and the start
 * screen offers the game with what it was; resumed, it is the same position, log and record, and plays on,
 * saved after each action. A finished game is forgotten; a discarded one is not offered again. In table mode
 * the typed dice survive a reload, still marked as typed. Two tabs playing two games keep both, and each is
 * offered and resumed at its own position. Axe on the offer; screenshots saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, chromiumPath, launch, shot, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();

interface Snap { actions: unknown[]; state: VasState; log: Array<{ text: string }>; pending: { kind: string } }

/**
 * How many actions each kept game has, most recently saved first (the storage layout of src/session/saved-list.ts:
 * each game under `salvo.localGame.<id>`; the list `salvo.localGames` may miss one another tab wrote at the same time).
 */
const savedCounts = async (page: Page): Promise<number[]> =>
  (await page.evaluate(`(() => Object.keys(localStorage).filter((k) => k.startsWith('salvo.localGame.')).map((k) => JSON.parse(localStorage.getItem(k))).sort((a, b) => b.savedAt.localeCompare(a.savedAt)).map((g) => g.actions.length))()`)) as number[];
/** The most recently saved game's action count, or null when no game is kept. */
const savedActions = async (page: Page): Promise<number | null> => (await savedCounts(page))[0] ?? null;
const OFFER = /^Your unfinished games?$/;

async function reopenBrowser(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath() ?? undefined,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    viewport: { width: 1400, height: 900 },
  });
}

describe.skipIf(!run)('a local game kept in the browser', () => {
  let h: Harness;
  let again: BrowserContext | null = null;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await again?.close(); await h?.close(); });

  it('a battle against the bot survives closing the browser: offered on the start screen, resumed at the same position, forgotten when it ends', async () => {
    await withShots(h.page, 'autosave-before', async () => {
      await startGame(h.page, h.url, { game: 'vas', mode: 'bot', seed: '5', bot: 'random' });
      for (let i = 0; i < 300 && (await snapshot<Snap>(h.page)).state.turn < 2; i++) {
        if ((await settled(h.page)) === 'over') throw new Error('the battle ended in turn 1');
        await playVasDecision(h.page);
      }
      await settled(h.page);
    });
    const before = await snapshot<Snap>(h.page);
    expect(before.state.turn).toBe(2);
    expect(await savedActions(h.page)).toBe(before.actions.length);
    // The browser is shut down and started again on the same profile.
    await h.context.close();
    again = await reopenBrowser(h.profile);
    const page = again.pages()[0] ?? (await again.newPage());
    await withShots(page, 'autosave-after', async () => {
      await page.goto(`${h.url}?botDelay=0`);
      const offer = page.getByRole('region', { name: OFFER });
      await expect(offer.innerText()).resolves.toContain(`You play Royal Navy against the bot (random), turn 2, ${before.actions.length} actions, last played today at `);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'autosave-offer');
      await offer.getByRole('button', { name: 'Resume the game' }).click();
      await settled(page);
      const after = await snapshot<Snap>(page);
      expect(after.actions).toEqual(before.actions);
      expect(after.state).toEqual(before.state);
      expect(after.log.map((l) => l.text)).toEqual(before.log.map((l) => l.text));
      await shot(page, 'autosave-resumed', false);
      // It plays on and is saved after each action; at its end the save is forgotten.
      let decisions = 0;
      while ((await settled(page)) !== 'over') {
        await playVasDecision(page);
        if (decisions++ === 0) await expect.poll(() => savedActions(page)).toBeGreaterThan(before.actions.length);
        expect(decisions).toBeLessThan(1500);
      }
      await expect.poll(() => savedActions(page)).toBeNull();
      // The finished battle: the header says so in words, and a sunk ship, selected, has no fire arcs drawn.
      await expect(page.locator('.game-header .status').innerText()).resolves.toMatch(/, the battle is over · against the bot$/);
      const end = await snapshot<Snap>(page);
      const sunk = Object.values(end.state.ships).find((x) => x.destroyed);
      expect(sunk).toBeDefined();
      await page.getByRole('region', { name: 'Ships' }).getByRole('button', { name: sunk?.name, exact: true }).click();
      await expect(page.getByRole('region', { name: 'Ships' }).getByRole('button', { name: sunk?.name, exact: true, pressed: true }).count()).resolves.toBe(1);
      await expect(page.locator('svg .arcs').count()).resolves.toBe(0);
      await expect(page.getByText(/^Fire arcs of/).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Leave game' }).click();
      await page.getByRole('button', { name: 'Start' }).waitFor();
      await expect(page.getByRole('region', { name: OFFER }).count()).resolves.toBe(0);
      // A game left unfinished is offered; discarded, it is not offered again.
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '6', bot: 'random' });
      await settled(page);
      await playVasDecision(page);
      await expect.poll(() => savedActions(page)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Leave game' }).click();
      await page.getByRole('region', { name: OFFER }).getByRole('button', { name: 'Discard it' }).click();
      await expect(page.getByRole('region', { name: OFFER }).count()).resolves.toBe(0);
      await page.reload();
      await page.getByRole('button', { name: 'Start' }).waitFor();
      await expect(page.getByRole('region', { name: OFFER }).count()).resolves.toBe(0);
      expect(await savedActions(page)).toBeNull();
    });
  }, 600_000);

  it('table mode: the dice typed at the table survive a reload, marked as typed, and the game asks what it asked before', async () => {
    const page = again?.pages()[0] ?? h.page;
    await withShots(page, 'autosave-table', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'table', seed: '3' });
      const form = page.getByRole('form', { name: 'Dice rolled at the table' });
      await form.waitFor();
      await page.getByLabel('Die 1 of 2').fill('6');
      await page.getByLabel('Die 2 of 2').fill('5');
      await form.getByRole('button', { name: 'Enter dice' }).click();
      await page.locator('.log li', { hasText: '6 5 (typed at the table)' }).waitFor();
      const asked = await settled(page);
      const prompt = await page.locator('.decision .prompt').innerText();
      const before = await snapshot<Snap>(page);
      await expect.poll(() => savedActions(page)).toBe(before.actions.length);
      // the page's address names the game's save (#local=<id>): a reload opens the game again where it was
      expect(new URL(page.url()).hash).toMatch(/^#local=./);
      await page.reload();
      expect(await settled(page)).toBe(asked);
      await expect(page.locator('.decision .prompt').innerText()).resolves.toBe(prompt);
      const after = await snapshot<Snap>(page);
      expect(after.actions).toEqual(before.actions);
      expect(after.actions[0]).toEqual({ type: 'roll', values: [6, 5] });
      await page.locator('.log li', { hasText: '6 5 (typed at the table)' }).waitFor();
      expect(await page.locator('.log li', { hasText: 'rolled by the computer' }).count()).toBe(0);
      // left, it is offered on the start screen, and said as a table game
      await page.getByRole('button', { name: 'Leave game' }).click();
      await expect(page.getByRole('region', { name: OFFER }).innerText()).resolves.toContain('Table mode: both sides on this screen, dice typed in, turn 1');
    });
  }, 300_000);

  it('two tabs playing two games keep both: the start screen offers each, and each resumes its own position', async () => {
    const context = again ?? h.context;
    const first = context.pages()[0] ?? h.page;
    // Whatever the earlier tests left is discarded first.
    await first.goto(`${h.url}?botDelay=0`);
    await first.evaluate(`localStorage.clear()`);
    const second = await context.newPage();
    try {
      await startGame(first, h.url, { game: 'vas', mode: 'bot', seed: '21', bot: 'random' });
      await startGame(second, h.url, { game: 'vas', mode: 'hot-seat', seed: '22' });
      await settled(first);
      await playVasDecision(first);
      await settled(first);
      await settled(second);
      const vasGame = await snapshot<Snap>(first);
      const other = await snapshot<Snap>(second);
      // the other tab's save reaches this tab's copy of the storage a moment later
      await expect.poll(async () => (await savedCounts(first)).sort(), { timeout: 15_000 }).toEqual([vasGame.actions.length, other.actions.length].sort());
      await second.close();
      // the start screen (a reload would open the game of this tab's address again)
      await first.goto(`${h.url}?botDelay=0`);
      const offer = first.getByRole('region', { name: 'Your unfinished games' });
      const items = offer.getByRole('listitem');
      await expect.poll(() => items.count()).toBe(2);
      await expect(offer.innerText()).resolves.toContain('Hot-seat: both sides on this screen, turn 1');
      await expect(offer.innerText()).resolves.toContain('You play Royal Navy against the bot (random), turn 1');
      expect(await axeViolations(first)).toEqual([]);
      await shot(first, 'autosave-two-games');
      await items.filter({ hasText: 'against the bot' }).getByRole('button', { name: 'Resume the game' }).click();
      await settled(first);
      const resumed = await snapshot<Snap>(first);
      expect(resumed.actions).toEqual(vasGame.actions);
      expect(resumed.state).toEqual(vasGame.state);
      // The resumed game saves on under its own id: still two games kept, the hot-seat one untouched.
      await playVasDecision(first);
      await expect.poll(() => savedActions(first)).toBeGreaterThan(vasGame.actions.length);
      expect((await savedCounts(first)).sort()).toEqual([(await savedActions(first)) ?? 0, other.actions.length].sort());
    } finally {
      if (!second.isClosed()) await second.close();
    }
  }, 300_000);
});
