/**
 * The open game is kept in the page's address (src/session/game-address.ts, src/address-bar.ts, App.tsx), so a reload
 * reopens it: a player's page shows `#game=<id>` and reopens the game at the same position; the invitee's page
 * replaces the invite link by it; a spectator's keeps its `#watch=` link and goes on watching, and the start screen
 * lists the games it watches. Back and Forward go between the start screen and the game. No address ever holds a
 * seat's token or an invite.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createOnlineGame, onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';
import { playVasDecision } from './drive';

const run = browserOrSkip();
const gameOf = (p: Page): Promise<unknown> => p.evaluate('globalThis.__salvo?.gameId');
const versionOf = (p: Page): Promise<number> => p.evaluate('globalThis.__salvo?.version ?? -1') as Promise<number>;
const stateOf = (p: Page): Promise<unknown> => p.evaluate('globalThis.__salvo.getSnapshot().state');
const hashOf = (p: Page): string => new URL(p.url()).hash;
/** The secrets this page's browser keeps (seat tokens), which no address may show. */
const tokensOf = async (p: Page): Promise<string[]> =>
  ((await p.evaluate('JSON.parse(localStorage.getItem("salvo.myGames") ?? "[]")')) as { token: string }[]).map((g) => g.token);

describe.skipIf(!run)('the open game in the address: reload, Back, spectators', () => {
  const { server, context } = onlineHarness('salvo-web-reload-address-');

  it('a player\'s reload reopens the game at the same position; the address names the game, never a token or the invite', async () => {
    const a = await context();
    await withShots(a, 'reload-address-a', async () => {
      const { invite } = await createOnlineGame(a, server().url);
      const game = String(await gameOf(a));
      await expect.poll(() => hashOf(a)).toBe(`#game=${game}`);
      const b = await context();
      await withShots(b, 'reload-address-b', async () => {
        await b.goto(invite);
        await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
        // the invite's entry became the game's: the invite is gone from the address
        await expect.poll(() => hashOf(b)).toBe(`#game=${game}`);
        expect(b.url()).not.toContain('#join=');
        const secret = invite.split('.').at(-1) ?? 'none';
        // a few decisions, whoever's they are
        for (let i = 0; i < 12; i++) {
          const mine = [a, b];
          let acted = false;
          for (const p of mine) {
            if (await p.getByRole('heading', { name: /^Your decision/ }).count()) {
              const v0 = await versionOf(p);
              await playVasDecision(p).catch(() => undefined);
              await p.waitForFunction(`globalThis.__salvo.version > ${v0}`, undefined, { timeout: 20_000 }).catch(() => undefined);
              acted = true;
              break;
            }
          }
          if (!acted) await a.waitForTimeout(100);
        }
        for (const p of [a, b]) {
          await expect.poll(() => versionOf(p)).toBe(await versionOf(a === p ? b : a));
        }
        const v = await versionOf(a);
        expect(v).toBeGreaterThan(3);
        const before = { a: await stateOf(a), b: await stateOf(b), log: await a.locator('.log li').count() };

        await a.reload();
        await a.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
        expect(hashOf(a)).toBe(`#game=${game}`);
        expect(await gameOf(a)).toBe(game);
        await expect.poll(() => versionOf(a)).toBe(v);
        expect(await stateOf(a)).toEqual(before.a);
        await expect.poll(() => a.locator('.log li').count()).toBeGreaterThanOrEqual(before.log);
        await shot(a, 'reload-address-player-reloaded', false);
        await b.reload();
        await expect.poll(() => versionOf(b)).toBe(v);
        expect(await stateOf(b)).toEqual(before.b);

        // a second tab (a bookmark) of the address opens the same game
        const tab = await a.context().newPage();
        await tab.goto(a.url());
        await expect.poll(() => gameOf(tab)).toBe(game);
        await expect.poll(() => versionOf(tab)).toBe(v);
        await tab.close();

        // Leave: the start screen, at the plain address; Forward opens the game again, Back leaves it
        await a.getByRole('button', { name: 'Leave game' }).click();
        await a.getByRole('button', { name: 'Start' }).waitFor();
        await expect.poll(() => hashOf(a)).toBe('');
        await a.goForward();
        await expect.poll(() => gameOf(a)).toBe(game);
        await a.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
        await a.goBack();
        await a.getByRole('button', { name: 'Start' }).waitFor();
        await expect.poll(() => hashOf(a)).toBe('');
        // reopened from "Your online games": the address is the game's again
        await a.locator('.my-games li').first().getByRole('button', { name: /^Open game/ }).click();
        await expect.poll(() => hashOf(a)).toBe(`#game=${game}`);
        await a.goBack();
        await a.getByRole('button', { name: 'Start' }).waitFor();

        // no address held a token or the invite
        for (const p of [a, b]) {
          for (const t of await tokensOf(p)) expect(p.url()).not.toContain(t);
          expect(p.url()).not.toContain(secret);
        }
        expect((await tokensOf(a)).length + (await tokensOf(b)).length).toBe(2);
      });
    });
  }, 300_000);

  it('a spectator\'s reload goes on watching; the start screen lists the games it watches and opens them again', async () => {
    const a = await context();
    await withShots(a, 'reload-address-watch-a', async () => {
      const { invite, watch } = await createOnlineGame(a, server().url);
      const game = String(await gameOf(a));
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      const w = await context();
      await withShots(w, 'reload-address-watch-w', async () => {
        await w.goto(watch);
        await w.locator('.game-header .status', { hasText: /· online · watching$/ }).waitFor();
        expect(w.url()).toBe(watch);
        await w.reload();
        await w.locator('.game-header .status', { hasText: /· online · watching$/ }).waitFor();
        expect(await gameOf(w)).toBe(game);
        expect(w.url()).toBe(watch);
        await shot(w, 'reload-address-spectator-reloaded', false);

        // left, the game is listed under "Games you are watching", by its fleets
        await w.getByRole('button', { name: 'Leave game' }).click();
        const list = w.getByRole('region', { name: 'Games you are watching' });
        const row = list.getByRole('listitem').first();
        await row.waitFor();
        expect(await row.innerText()).toMatch(/^Victory at Sea: .+ against .+, last watched today at /);
        expect(await w.locator('#my-games-h').count()).toBe(0);
        expect(await axeViolations(w)).toEqual([]);
        await shot(w, 'reload-address-watching-list', false);
        // after a reload of the start screen too, and it opens the game again
        await w.reload();
        await row.getByRole('button', { name: `Watch game ${game}` }).click();
        await w.locator('.game-header .status', { hasText: /· online · watching$/ }).waitFor();
        expect(w.url()).toBe(watch);
        // forgotten, it is listed no more
        await w.getByRole('button', { name: 'Leave game' }).click();
        await list.getByRole('button', { name: `Forget watched game ${game}` }).click();
        await expect.poll(() => list.count()).toBe(0);
        // the players are not listed as watching their own game
        await a.goto(`${server().url}/`);
        await a.locator('.my-games li').first().waitFor();
        expect(await a.getByRole('region', { name: 'Games you are watching' }).count()).toBe(0);
      });
    });
  }, 300_000);

  it('an address naming a game this browser keeps no seat in says so on the start screen', async () => {
    const p = await context();
    await p.goto(`${server().url}/#game=nosuchgame`);
    await p.getByRole('alert').filter({ hasText: 'This browser keeps no seat in game nosuchgame' }).waitFor();
    await expect.poll(() => hashOf(p)).toBe('');
    await p.getByRole('button', { name: 'Start', exact: true }).waitFor();
    await shot(p, 'reload-address-no-seat', false);
  }, 120_000);
});
