/**
 * A rematch in real browsers through the real server: one player concedes; both pages offer the rematch with the side
 * each would command; the first to click opens the new game in the other seat; the other page is told and joins in
 * the remaining seat; a spectator is offered nothing to ask for, replays the finished game from the server's record,
 * and, once a player asked, is offered to watch the rematch and follows it with the same link's key; the old game,
 * opened again, offers to open the rematch.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createOnlineGame, onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';

const run = browserOrSkip();
const seatOf = (p: Page): Promise<unknown> => p.evaluate('globalThis.__salvo.seat');
const gameOf = (p: Page): Promise<unknown> => p.evaluate('globalThis.__salvo.gameId');

describe.skipIf(!run)('a rematch of an online game', () => {
  const { server, context } = onlineHarness('salvo-web-rematch-');

  it('the first player to ask opens it with the sides swapped and the other joins it from the finished game', async () => {
    const a = await context();
    await withShots(a, 'rematch-a', async () => {
      const { invite, watch } = await createOnlineGame(a, server().url);
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      const w = await context();
      await w.goto(watch);
      await w.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      const follower = await context();
      await follower.goto(watch);
      await follower.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      expect([await seatOf(a), await seatOf(b)]).toEqual(['rn', 'rm']);
      const old = await gameOf(a);

      // whoever decides first concedes
      await expect.poll(async () => (await a.getByRole('heading', { name: /^Your decision/ }).count()) + (await b.getByRole('heading', { name: /^Your decision/ }).count())).toBe(1);
      const decider = (await a.getByRole('heading', { name: /^Your decision/ }).count()) ? a : b;
      decider.once('dialog', (d) => void d.accept());
      await decider.getByRole('button', { name: 'Concede' }).click();
      for (const p of [a, b]) await p.getByRole('button', { name: 'Rematch, sides swapped' }).waitFor();
      expect(await a.getByRole('region', { name: 'Rematch' }).innerText()).toContain('you would command Regia Marina');
      expect(await b.getByRole('region', { name: 'Rematch' }).innerText()).toContain('you would command Royal Navy');
      await w.getByText(/^(Winner|No winner)/).waitFor();
      expect(await w.getByRole('region', { name: 'Rematch' }).count()).toBe(0);
      await follower.getByText(/^(Winner|No winner)/).waitFor();
      expect(await follower.getByRole('region', { name: 'Rematch' }).count()).toBe(0);
      // the spectator replays the finished game from the server's record (published now that it is over)
      await w.getByRole('button', { name: 'Replay this game' }).click();
      await w.getByTestId('step').filter({ hasText: /^Step 0 of \d+/ }).waitFor();
      expect(await axeViolations(a)).toEqual([]);
      await shot(a, 'rematch-offered', false);

      await a.getByRole('button', { name: 'Rematch, sides swapped' }).click();
      await expect.poll(() => gameOf(a)).not.toBe(old);
      expect(await seatOf(a)).toBe('rm');
      const next = await gameOf(a);
      // the new game's spectator link is the maker's to share: the same key as the first game's
      const key = /#watch=[^.]+\.(.+)$/.exec(watch)?.[1] ?? 'none';
      expect((await a.getByLabel('Spectator link').inputValue()).endsWith(`#watch=${String(next)}.${key}`)).toBe(true);

      // the spectator still at the finished game is offered the rematch, and watches it as a spectator
      await follower.getByRole('button', { name: 'Watch the rematch' }).waitFor();
      await shot(follower, 'rematch-spectator', false);
      await follower.getByRole('button', { name: 'Watch the rematch' }).click();
      await expect.poll(() => gameOf(follower)).toBe(next);
      expect(await seatOf(follower)).toBe(null);
      await follower.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      expect(await follower.getByRole('heading', { name: /^Your decision/ }).count()).toBe(0);

      await b.getByRole('button', { name: 'Join the rematch' }).waitFor();
      expect(await b.getByRole('region', { name: 'Rematch' }).innerText()).toContain('A rematch is asked for');
      await b.getByRole('button', { name: 'Join the rematch' }).click();
      await expect.poll(() => gameOf(b)).toBe(next);
      expect(await seatOf(b)).toBe('rn');
      for (const p of [a, b]) await p.locator('.status', { hasText: /^Turn 1/ }).waitFor();
      // both seats are taken: neither page says the other player has not joined
      await expect.poll(() => a.locator('body').innerText()).not.toContain('has not joined');

      // the finished game, opened again from "Your online games", opens the rematch this browser took
      await b.getByRole('button', { name: 'Leave game' }).click();
      const row = b.locator('.my-games li', { hasText: 'you play Regia Marina: over' }).first();
      await row.getByRole('button', { name: /^Open game/ }).click();
      await b.getByRole('button', { name: 'Open the rematch' }).click();
      await expect.poll(() => gameOf(b)).toBe(next);
      expect(await seatOf(b)).toBe('rn');

      // A's list: the finished game and the rematch; once the rematch is conceded too, both are forgotten in one click
      await expect.poll(async () => (await a.getByRole('heading', { name: /^Your decision/ }).count()) + (await b.getByRole('heading', { name: /^Your decision/ }).count())).toBe(1);
      const concedes = (await a.getByRole('heading', { name: /^Your decision/ }).count()) ? a : b;
      concedes.once('dialog', (d) => void d.accept());
      await concedes.getByRole('button', { name: 'Concede' }).click();
      await a.locator('.result').waitFor();
      await a.getByRole('button', { name: 'Leave game' }).click();
      await a.getByRole('button', { name: 'Forget the 2 finished games' }).click();
      await expect.poll(() => a.locator('.my-games li').count()).toBe(0);
    });
  });
});
