/**
 * A spectator's page says it watches (src/common/GameHeader.tsx): "online · watching" in the header, and while a
 * person's seat is still empty, that it has not been taken; the players' pages say neither.
 */
import { describe, expect, it } from 'vitest';
import { createOnlineGame, onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';

const run = browserOrSkip();

describe.skipIf(!run)('a spectator is told they are watching', () => {
  const { server, context } = onlineHarness('salvo-web-spectator-label-');

  it('the spectator\'s header says watching and which seat nobody has taken yet', async () => {
    const a = await context();
    await withShots(a, 'spectator-label-a', async () => {
      const { invite, watch } = await createOnlineGame(a, server().url);
      const w = await context();
      await withShots(w, 'spectator-label-w', async () => {
        await w.goto(watch);
        await w.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
        await w.locator('.game-header .status', { hasText: /· online · watching$/ }).waitFor();
        await w.locator('.game-header .spectating', { hasText: 'You are watching this game as a spectator. Regia Marina has not joined yet.' }).waitFor();
        expect(await axeViolations(w)).toEqual([]);
        await shot(w, 'spectator-label-empty-seat', false);
        // the player's own header says neither
        expect(await a.locator('.game-header .status').innerText()).not.toContain('watching');
        expect(await a.locator('.game-header .spectating').count()).toBe(0);
        // the seat taken: the spectator's header no longer says it is empty, and still says watching
        const b = await context();
        await b.goto(invite);
        await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
        await expect.poll(() => w.locator('.game-header .spectating').innerText()).toBe('You are watching this game as a spectator.');
        expect(await w.locator('.game-header .status').innerText()).toMatch(/· online · watching$/);
        expect(await b.locator('.game-header .status').innerText()).not.toContain('watching');
        await shot(w, 'spectator-label-both-joined', false);
      });
    });
  });
});
