/**
 * An online scenario game created from the web Scenarios screen through the real server (apps/server on a
 * temporary SQLite file, serving the built client): the server rolls and deploys River Plate, the creator
 * gets the invite link, a second browser context joins by it, both see the scenario's brief and
 * "Turn 1 of 30", and the first decisions are played through the UI on whichever page holds them. In table
 * mode online the battle's dice are typed by the seat whose roll it is.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';
import { playVasDecision } from './drive';
import { serverRolledAny, typeOnlineRolls } from './table-online';

const run = browserOrSkip();

describe.skipIf(!run)('an online scenario game through the server', () => {
  const { server, context } = onlineHarness('salvo-web-scn-online-');

  /** Creates River Plate online from the Scenarios screen, playing the Royal Navy; returns the invite link. */
  const createRiverPlate = async (a: Page, table: boolean): Promise<string> => {
    await a.goto(`${server().url}/`);
    await a.getByRole('button', { name: 'Scenarios…' }).click();
    await a.getByRole('radio', { name: /River Plate/ }).check();
    await a.getByLabel(/Online with an invite link/).check();
    if (table) await a.getByLabel(/Table mode online/).check();
    await a.getByLabel('You play').selectOption('rn');
    await a.getByRole('button', { name: 'Create the online game' }).click();
    const invite = a.getByLabel('Invite link for the other player');
    await invite.waitFor();
    return invite.inputValue();
  };

  it('River Plate online: created from the Scenarios screen, joined by the invite, the same scenario on both pages', async () => {
    const a = await context();
    await withShots(a, 'scenario-online-create', async () => {
      const link = await createRiverPlate(a, false);
      expect(link).toContain('#join=');
      const b = await context();
      await b.goto(link);
      for (const p of [a, b]) {
        await p.locator('.game-header .status').filter({ hasText: /Turn 1 of 30/ }).waitFor();
        await expect(p.locator('.scenario-brief').innerText()).resolves.toMatch(/Battle of the River Plate/);
      }
      expect(await axeViolations(a)).toEqual([]);
      // a few decisions through the UI, on whichever page holds them
      let played = 0;
      for (let i = 0; i < 60 && played < 4; i++) {
        for (const p of [a, b]) {
          if (await p.getByRole('heading', { name: /^Your decision/ }).count()) {
            p.setDefaultTimeout(5_000);
            await playVasDecision(p).then(() => { played++; }, () => undefined);
            p.setDefaultTimeout(30_000);
          }
        }
        await a.waitForTimeout(100);
      }
      expect(played).toBeGreaterThan(0);
      await shot(a, 'scenario-online-rn');
      await shot(b, 'scenario-online-km');
    });
  }, 300_000);

  it('River Plate online in table mode: the server deploys, then the seat whose roll it is types its battle dice', async () => {
    const a = await context();
    await withShots(a, 'scenario-online-table', async () => {
      const link = await createRiverPlate(a, true);
      const b = await context();
      await b.goto(link);
      for (const p of [a, b]) await p.locator('.game-header .status').filter({ hasText: /Turn 1 of 30/ }).waitFor();
      const typists = await typeOnlineRolls(a, b, {
        until: (t) => t.length === 2, tries: 150,
        decide: (p) => { p.setDefaultTimeout(5_000); return playVasDecision(p).catch(() => undefined).finally(() => p.setDefaultTimeout(30_000)); },
        beforeTyping: (_p, other) => other.getByText(/The other player rolls \d+d6 at the table/).first().waitFor(),
        afterTyping: (p) => p.locator('.log li.dice', { hasText: '(typed at the table by you)' }).first().waitFor(),
      });
      expect(typists).toHaveLength(2);
      expect(await serverRolledAny(a, b)).toBe(false);
      await shot(a, 'scenario-online-table');
    });
  }, 300_000);
});
