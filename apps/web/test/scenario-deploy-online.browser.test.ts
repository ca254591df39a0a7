/**
 * An online scenario deployed by hand, through the real server and two browser contexts: Carrier Clash created
 * from the Scenarios screen (deployment by hand, the page's default), joined by the invite; the seat that lost the
 * deployment initiative deploys first while the other waits with the zones shown (the two may write to each other) ("... deploys first; you deploy
 * next"; a spectator is told who deploys); the second sees the first's ships on its table (and its list of online games says "your turn to deploy"),
 * chooses its carrier's flights aloft and deploys; the battle then starts on both pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';

const run = browserOrSkip();

describe.skipIf(!run)('an online scenario deployed by hand', () => {
  const { server, context } = onlineHarness('salvo-web-scn-deploy-');

  const deploying = async (pages: readonly Page[]): Promise<[Page, Page]> => {
    for (let i = 0; i < 100; i++) {
      for (const [k, p] of pages.entries()) {
        if (await p.getByRole('heading', { name: /^You deploy/ }).count()) return [p, pages[1 - k] as Page];
      }
      await (pages[0] as Page).waitForTimeout(100);
    }
    throw new Error('no page deploys');
  };

  it('VAS-SCN-DEPLOY-ORDER, VAS-SCN-DEPLOY-HIDDEN: Carrier Clash online, each player deploys in turn and the battle starts', async () => {
    const a = await context();
    await withShots(a, 'scenario-deploy-online', async () => {
      await a.goto(`${server().url}/`);
      await a.getByRole('button', { name: 'Scenarios…' }).click();
      await a.getByRole('radio', { name: /Carrier Clash/ }).check();
      await a.getByLabel(/Online with an invite link/).check();
      await expect(a.getByLabel(/Let the server place every ship/).isChecked()).resolves.toBe(false);
      await a.getByLabel('You play').selectOption('west');
      await a.getByRole('button', { name: 'Create the online game' }).click();
      const invite = a.getByLabel('Invite link for the other player');
      await invite.waitFor();
      const b = await context();
      await b.goto(await invite.inputValue());
      await b.getByRole('heading', { name: /Carrier Clash: deployment/ }).waitFor();
      const [first, second] = await deploying([a, b]);
      // the other seat waits, with the zones on its table and nobody's ship
      await expect(second.locator('.deploy-wait').innerText()).resolves.toMatch(/deploys first; you deploy next/);
      expect(await second.locator('.deploy-zone').count()).toBeGreaterThan(1);
      await shot(second, 'scenario-deploy-online-waiting');
      // a spectator waits too, told who deploys; no ship is on its table yet
      const watch = await a.getByLabel('Spectator link (anyone with it may watch)').inputValue();
      const c = await context();
      await c.goto(watch);
      await expect(c.locator('.deploy-wait').innerText()).resolves.toMatch(/^.+ deploys first\.$/);
      expect(await c.locator('[data-deploy-ship]').count()).toBe(0);
      expect(await axeViolations(second)).toEqual([]);
      // the players may write to each other while they deploy
      await second.getByLabel('Write to the other player').fill('Your move, admiral.');
      await second.getByLabel('Write to the other player').press('Enter');
      await first.locator('.chat-list', { hasText: 'Your move, admiral.' }).waitFor();
      await first.getByRole('button', { name: 'Deploy for me' }).click();
      await shot(first, 'scenario-deploy-online-first');
      await first.getByRole('button', { name: 'Done deploying' }).click();
      // the second seat deploys, the first's ships on its table; its carrier starts with one flight aloft
      await second.getByRole('heading', { name: /^You deploy/ }).waitFor();
      // the first's five ships are on the second's table and the spectator's; the second's own wait in the strip
      await c.locator('[data-deploy-ship]').nth(4).waitFor();
      expect(await c.locator('[data-deploy-ship]').count()).toBe(5);
      await expect(first.locator('.deploy-wait').innerText()).resolves.toMatch(/You have deployed/);
      // the start page's list of online games says whose turn it is to deploy (not "over")
      const list = await second.context().newPage();
      await list.goto(`${server().url}/`);
      await list.locator('.my-games li', { hasText: 'your turn to deploy' }).waitFor();
      await list.close();
      await second.getByRole('button', { name: 'Deploy for me' }).click();
      const aloft = second.locator('[data-carrier-aloft] select').first();
      await aloft.selectOption('1');
      await shot(second, 'scenario-deploy-online-second');
      await second.getByRole('button', { name: 'Done deploying' }).click();
      for (const p of [a, b, c]) await p.locator('.game-header .status').filter({ hasText: /Turn 1 of/ }).waitFor();
      await shot(a, 'scenario-deploy-online-battle-west');
      await shot(b, 'scenario-deploy-online-battle-east');
    });
  }, 300_000);
});
