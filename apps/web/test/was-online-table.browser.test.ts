/**
 * WAS-SALVO-TACTICAL-ONLINE in a real browser against the real server: a war online with surface battles on the
 * table. At the first surface battle the Allied player's page offers the table (hosted by the server) or the
 * dice; taken to the table, the war's page says the battle is being fought and opens it with the same seat;
 * the battle page names the war's turn and area; at its end "Back to the war" returns to the war, whose log
 * reads the battle's result (the events after the version the page last showed). No error in the page. The seats' decisions are sent through the HTTP API (as another tab of the same
 * players would), so the page is followed as it is told. Axe on both panels; screenshots saved.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { heuristicWasBot, randomAction } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import type { Side, WasState } from '@salvo/was';
import { tableBattleId } from '@salvo/was-tactical';
import { playUntil } from '../../server/test/play-until';
import type { LiveGame } from '../../server/src/live';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';
import { onlineHarness } from './online-harness';

const run = browserOrSkip();

describe.skipIf(!run)('a War at Sea battle on the server\'s table, in the page', () => {
  const { server, context } = onlineHarness('salvo-was-table-');

  it('WAS-SALVO-TACTICAL-ONLINE: the Allied page takes the battle to the table, both follow it there and back to the war', async () => {
    const page = await context();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await withShots(page, 'was-online-table', async () => {
      let war: LiveGame | undefined;
      let game = '';
      const tokens: Record<string, string> = {};
      for (let attempt = 0; attempt < 6 && !war; attempt++) {
        const created = await fetch(`${server().url}/api/games`, {
          method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ruleset: 'war-at-sea', setup: { options: { tacticalBattles: true } } }),
        }).then((r) => r.json() as Promise<{ game: string; invites: Record<string, string> }>);
        game = created.game;
        await page.goto(`${server().url}/#join=${game}.${created.invites.allies ?? ''}`);
        await page.getByRole('heading', { name: 'War at Sea' }).waitFor();
        tokens.allies = (await page.evaluate(`JSON.parse(localStorage.getItem('salvo.myGames'))[0].token`)) as string;
        tokens.axis = (await fetch(`${server().url}/api/games/${game}/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ invite: created.invites.axis }) }).then((r) => r.json() as Promise<{ token: string }>)).token;
        const rng = seedRng(`war:${attempt}`);
        const g = await playUntil(server(), game, tokens, (s, seat) => heuristicWasBot(rng).decide(s as WasState, seat as Side), (x) => (x.state as WasState).step.kind === 'tactical-battle' || x.rs.engine.pending(x.state).kind === 'over');
        if ((g.state as WasState).step.kind === 'tactical-battle') war = g;
      }
      if (!war) throw new Error('no surface battle in six wars');
      const st = (war.state as WasState).step as { area: string };
      const turn = (war.state as WasState).turn;

      // the page follows the war as the server tells it (the seats acted through the API, faster than a page renders)
      await page.waitForFunction(`globalThis.__salvo.v >= ${war.version}`, null, { timeout: 120_000 });
      // the Allied player's choice: the table, hosted by the server, or the dice; nothing fought elsewhere online
      const decision = page.getByRole('region', { name: /Your decision/ });
      await decision.getByRole('button', { name: 'Fight it on the table' }).waitFor();
      await expect.poll(() => decision.innerText()).toMatch(/the server hosts the battle/);
      expect(await decision.getByText(/Fought elsewhere/).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'was-online-table-choice');
      await decision.getByRole('button', { name: 'Fight it on the table' }).click();

      // the war waits for its battle; the page opens it with the same seat
      const open = page.getByRole('button', { name: 'Open the battle' });
      await open.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'was-online-table-waiting');
      await open.click();
      await page.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      await expect.poll(() => page.locator('header').first().innerText()).toMatch(new RegExp(`a battle of the war: turn ${turn}`));

      // both seats fight it (through the API); the page follows to the end and offers the way back
      const id = tableBattleId(game, turn, st.area);
      const dice = seedRng('battle');
      await playUntil(server(), id, tokens, (s) => randomAction(vas, s as VasState, dice), (b) => b.rs.engine.pending(b.state).kind === 'over');
      const back = page.getByRole('button', { name: 'Back to the war' });
      await back.waitFor({ timeout: 30_000 });
      await shot(page, 'was-online-table-over');
      await back.click();
      await page.getByRole('heading', { name: 'War at Sea' }).waitFor();
      // the war went on with the battle's result (recorded by the server), and its log says what came of the battle
      await expect.poll(() => page.locator('.log').first().innerText(), { timeout: 20_000 }).toMatch(new RegExp(`The battle in the .*, fought on the tactical table: `));
      await expect.poll(() => page.getByRole('region', { name: /Your decision|Now/ }).innerText(), { timeout: 20_000 }).not.toMatch(/being fought on the Victory at Sea table/);
      expect(await page.getByRole('button', { name: 'Open the battle' }).count()).toBe(0);
      const after = server().service.cached(game)?.state as WasState;
      expect(after.step).not.toMatchObject({ kind: 'tactical-battle', area: st.area });
      await shot(page, 'was-online-table-back');
      expect(errors).toEqual([]);
    });
  }, 240_000);
});
