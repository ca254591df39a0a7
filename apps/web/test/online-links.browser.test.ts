/**
 * The invite and spectator links survive a reload (src/session/my-games.ts keeps them with the game, online.ts gives
 * them to the reopened session): the maker creates an online game, reloads, finds it near the top of the start
 * screen, reopens it, and the invite shown then seats the friend; the rematch's spectator link is kept too. The new
 * game form has no Seed field for an online game (the server draws the seed).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createOnlineGame, onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';

const run = browserOrSkip();
const seatOf = (p: Page): Promise<unknown> => p.evaluate('globalThis.__salvo.seat');
const gameOf = (p: Page): Promise<unknown> => p.evaluate('globalThis.__salvo.gameId');
/** Whether the element `a` comes before the element `b` in the page (CSS selectors). */
const before = (p: Page, a: string, b: string): Promise<unknown> =>
  p.evaluate(`(() => { const x = document.querySelector(${JSON.stringify(a)}); const y = document.querySelector(${JSON.stringify(b)});
    return x !== null && y !== null && (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0; })()`);

describe.skipIf(!run)('online links kept across a reload', () => {
  const { server, context } = onlineHarness('salvo-web-online-links-');

  it('created, reloaded, reopened from "Your online games": the invite is shown again and seats the friend', async () => {
    const a = await context();
    await withShots(a, 'online-links-a', async () => {
      // the new game form: no Seed for an online game, a note instead
      await a.goto(`${server().url}/`);
      expect(await a.getByLabel('Seed').count()).toBe(1);
      await a.getByLabel(/Online with an invite link/).check();
      expect(await a.getByLabel('Seed').count()).toBe(0);
      await a.getByText(/The server picks the dice seed of an online game/).waitFor();
      await shot(a, 'online-links-form', false);

      const { invite, watch } = await createOnlineGame(a, server().url);
      expect(invite).toMatch(/#join=[^.]+\..+/);
      const game = await gameOf(a);
      // a reload opens the game again (its address, #game=<id>); the start screen lists it above the New game form
      await a.reload();
      await expect.poll(() => gameOf(a)).toBe(game);
      expect(await a.getByLabel('Invite link for the other player').inputValue()).toBe(invite);
      await a.goto(`${server().url}/`);
      // (the server rolled the initiative: the first move may be the maker's, and the row says so as well)
      const row = a.locator('.my-games li', { hasText: /^Victory at Sea, you play Royal Navy: (your turn; )?Regia Marina has not joined yet/ }).first();
      await row.waitFor();
      expect(await before(a, '#my-games-h', 'form h2')).toBe(true);
      expect(await row.innerText()).toContain('open the game to copy the invite link again');
      expect(await axeViolations(a)).toEqual([]);
      await shot(a, 'online-links-start', false);

      await row.getByRole('button', { name: /^Open game/ }).click();
      await a.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      expect(await gameOf(a)).toBe(game);
      expect(await a.getByLabel('Invite link for the other player').inputValue()).toBe(invite);
      expect(await a.getByLabel('Spectator link').inputValue()).toBe(watch);
      await a.locator('.status', { hasText: /^Turn 1/ }).waitFor();
      await shot(a, 'online-links-reopened', false);

      // the invite shown again seats the friend
      const reopened = await a.getByLabel('Invite link for the other player').inputValue();
      const b = await context();
      await b.goto(reopened);
      await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      await expect.poll(() => seatOf(b)).toBe('rm');
      await expect.poll(() => b.locator('body').innerText()).not.toContain('has not joined');
      // the seat taken: the maker's page offers the invite no more, and keeps the spectators' link
      await expect.poll(() => a.getByLabel('Invite link for the other player').count()).toBe(0);
      expect(await a.getByLabel('Spectator link').inputValue()).toBe(watch);

      // back at the start screen: the game says whose turn it is, and (reopened) still has its spectator link
      await a.getByRole('button', { name: 'Leave game' }).click();
      const again = a.locator('.my-games li').first();
      await again.locator('strong', { hasText: /./ }).waitFor();
      expect(await again.innerText()).toMatch(/^Victory at Sea, you play Royal Navy: (your turn|waiting for Regia Marina)/);
      expect(await again.innerText()).not.toContain('invite');
      await again.getByRole('button', { name: /^Open game/ }).click();
      await a.locator('.status', { hasText: /^Turn 1/ }).waitFor();
      expect(await a.getByLabel('Spectator link').inputValue()).toBe(watch);
      await expect.poll(() => a.getByLabel('Invite link for the other player').count()).toBe(0);
    });
  });

  it('the rematch this browser makes keeps its spectator link (the old one\'s key) for a reload', async () => {
    const a = await context();
    await withShots(a, 'online-links-rematch', async () => {
      const { invite, watch } = await createOnlineGame(a, server().url);
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      await expect.poll(async () => (await a.getByRole('heading', { name: /^Your decision/ }).count()) + (await b.getByRole('heading', { name: /^Your decision/ }).count())).toBe(1);
      const decider = (await a.getByRole('heading', { name: /^Your decision/ }).count()) ? a : b;
      decider.once('dialog', (d) => void d.accept());
      await decider.getByRole('button', { name: 'Concede' }).click();
      await a.getByRole('button', { name: 'Rematch, sides swapped' }).click();
      await expect.poll(() => seatOf(a)).toBe('rm');
      const next = String(await gameOf(a));
      const key = /#watch=[^.]+\.(.+)$/.exec(watch)?.[1] ?? 'none';
      const rematchWatch = await a.getByLabel('Spectator link').inputValue();
      expect(rematchWatch.endsWith(`#watch=${next}.${key}`)).toBe(true);
      // kept with the rematch in this browser's list
      const kept = (await a.evaluate('JSON.parse(localStorage.getItem("salvo.myGames"))')) as { game: string; watch?: string }[];
      expect(kept.find((g) => g.game === next)?.watch).toBe(rematchWatch);
      // and shown again after a reload, and on the start screen
      await a.reload();
      await expect.poll(() => gameOf(a)).toBe(next);
      expect(await a.getByLabel('Spectator link').inputValue()).toBe(rematchWatch);
      await a.goto(`${server().url}/`);
      const row = a.locator('.my-games li', { hasText: /^Victory at Sea, you play Regia Marina: / }).filter({ hasNotText: /: over/ }).first();
      await row.locator('strong', { hasText: /./ }).waitFor();
      await row.getByRole('button', { name: /^Open game/ }).click();
      await expect.poll(() => gameOf(a)).toBe(next);
      expect(await a.getByLabel('Spectator link').inputValue()).toBe(rematchWatch);
      await shot(a, 'online-links-rematch-reopened', false);
    });
  });
});
