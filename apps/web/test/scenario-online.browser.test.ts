/**
 * An online scenario game created from the web Scenarios screen through the real server (apps/server on a
 * temporary SQLite file, serving the built client): the server rolls and deploys River Plate, the creator
 * gets the invite link, a second browser context joins by it, both see the scenario's brief and
 * "Turn 1 of 30", and the first decisions are played through the UI on whichever page holds them. In table
 * mode online the battle's dice are typed by the seat whose roll it is. A designer's own scenario file is
 * played online too: the server is sent the file, and the guest, whose page has never seen it, is told the
 * battle's length and victory from the state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';
import { playVasDecision } from './drive';
import { serverRolledAny, typeOnlineRolls } from './table-online';
import { BUILTIN_SCENARIOS } from '@salvo/scenarios';

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

  it('VAS-SCN-FORMAT: a designer\'s scenario file online: sent to the server, joined by the invite, the guest told its length and victory', async () => {
    const a = await context();
    await withShots(a, 'scenario-online-file', async () => {
      await a.goto(`${server().url}/`);
      await a.getByRole('button', { name: 'Scenarios…' }).click();
      const draft = { ...(BUILTIN_SCENARIOS['river-plate'] as Record<string, unknown>), id: 'plate-online-draft', name: 'River Plate, online draft', length: { until: 'either fleet has withdrawn or been destroyed', maxTurns: 12 } };
      await a.getByLabel('Open a scenario file').setInputFiles({ name: 'draft.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(draft)) });
      await a.getByRole('radio', { name: 'River Plate, online draft', checked: true }).waitFor();
      await a.getByLabel(/Online with an invite link/).check();
      await expect(a.getByText(/your file is sent to the server, which checks it again/).count()).resolves.toBe(1);
      await a.getByLabel('You play').selectOption('rn');
      await a.getByRole('button', { name: 'Create the online game' }).click();
      const invite = a.getByLabel('Invite link for the other player');
      await invite.waitFor();
      const b = await context();
      await b.goto(await invite.inputValue());
      for (const p of [a, b]) await p.locator('.game-header .status').filter({ hasText: /Turn 1 of 12/ }).waitFor();
      // The creator's page has the file: its own texts. The guest's has not: the state's account of them.
      await expect(a.locator('.scenario-brief').innerText()).resolves.toMatch(/River Plate, online draft[\s\S]*Length: until either fleet has withdrawn or been destroyed \(at most 12 turns\)\. Victory: Destroy the other fleet/);
      await expect(b.locator('.scenario-brief').innerText()).resolves.toMatch(/River Plate, online draft[\s\S]*Length: at most 12 turns, or until only one side has ships in the battle\. Victory: the last side with ships in the battle wins/);
      expect(await axeViolations(b)).toEqual([]);
      await shot(b, 'scenario-online-file-guest');
    });
  }, 300_000);
});
