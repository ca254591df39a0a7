/**
 * Online table mode with a bot in a seat, in a real browser against the real server: the person types the
 * dice of her own rolls, the server rolls the bot's, and the log marks each from the server's record (the
 * update's `rolls`): "typed at the table by you" or "rolled by the server", never the bot as a typist, also in
 * the catch-up after a dropped connection and in a catch-up holding several of her rolls typed elsewhere (where
 * guessing from whose turn it was marked all but the first as the server's). Axe on the game screen; a screenshot saved.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';
import { onlineHarness } from './online-harness';

const run = browserOrSkip();

describe.skipIf(!run)('online table mode with a bot seat', () => {
  const { server, context } = onlineHarness('salvo-online-bot-');

  it('the person\'s dice are "typed at the table by you", the bot\'s "rolled by the server", from the record, across a reconnect', async () => {
    const page = await context();
    await withShots(page, 'online-bot-table', async () => {
      const created = await fetch(`${server().url}/api/games`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ruleset: 'vas', table: true, seats: { rm: { bot: 'random' } } }),
      }).then((r) => r.json() as Promise<{ game: string; invites: Record<string, string> }>);
      await page.goto(`${server().url}/#join=${created.game}.${created.invites.rn ?? ''}`);
      await page.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      const form = page.getByRole('form', { name: 'Dice rolled at the table' });
      const token = (await page.evaluate(`JSON.parse(localStorage.getItem('salvo.myGames'))[0].token`)) as string;
      const call = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => (await fetch(`${server().url}${path}`, {
        method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}),
      })).json() as Promise<Record<string, unknown>>;
      /**
       * With the page's socket shut, the same seat types its next rolls at the table through the HTTP API, as
       * another tab of hers would; the page then reconnects and gets them in one catch-up frame, typed rolls one
       * after another (the inference from whose turn it was marked the second as the server's).
       */
      const typeWhileAway = async (): Promise<number> => {
        // The socket is shut with its handlers taken off, so its close schedules no reconnect of its own.
        await page.evaluate('(() => { const w = globalThis.__salvo.ws; if (w) { w.onclose = null; w.onmessage = null; w.close(); } })()');
        await page.waitForFunction('!globalThis.__salvo.ws || globalThis.__salvo.ws.readyState === 3');
        let n = 0;
        let last = 0;
        for (;;) {
          const g = await call('GET', `/api/games/${created.game}`);
          const turn = g.turn as { kind: string; seats: string[]; dice?: { count: number; label?: string } };
          // attack dice only: each is one line of the log that reports dice ("… fires at …: 4, 4: 0 hits.")
          if (turn.kind !== 'chance' || turn.seats[0] !== 'rn' || !/attack dice/.test(turn.dice?.label ?? '') || n >= 3) break;
          const r = await call('POST', `/api/games/${created.game}/act`, { v: g.v, action: { type: 'roll', values: Array.from({ length: turn.dice?.count ?? 1 }, () => 4) } });
          expect(r.v).toBeGreaterThan(g.v as number);
          last = r.v as number;
          n++;
        }
        await page.evaluate('globalThis.__salvo.connect()');
        // The catch-up has arrived (the page is at the version of the last roll typed away, or later).
        await page.waitForFunction(`globalThis.__salvo.v >= ${last} && globalThis.__salvo.ws.readyState === 1`);
        return n;
      };
      let typed = 0;
      let dropped = false;
      let away = 0;
      // Set when the roll on the form is not one typeWhileAway types (not this seat's attack dice): the next
      // pass types it on the page, so the game moves on (the server's seed, and so the game, varies per run).
      let typeHere = false;
      // Bounded by iterations, not time: on a loaded machine a page answers slowly, so the bound is generous.
      for (let i = 0; i < 1500 && (typed < 4 || !dropped || away < 2); i++) {
        if (await form.count() && typed >= 2 && away < 2 && !typeHere) {
          const diceLog = page.locator('.log li.dice');
          const seen = await diceLog.count();
          const n = await typeWhileAway();
          // The catch-up marks each of those rolls as hers (from the record), however many came in the frame.
          if (n > 0) await page.locator(`.log li.dice >> nth=${seen + n - 1}`).waitFor();
          const fresh = (await diceLog.allInnerTexts()).slice(seen, seen + n);
          expect(fresh.filter((t) => / fires at .*\(typed at the table by you\)/.test(t))).toHaveLength(n);
          if (n >= 2) away = n;
          if (n === 0) typeHere = true;
        } else if (await form.count()) {
          typeHere = false;
          const dice = form.getByLabel(/^Die \d+ of \d+$/);
          for (let k = 0; k < (await dice.count()); k++) await dice.nth(k).fill(String(1 + ((k + i) % 6)));
          await form.getByRole('button', { name: 'Enter dice' }).click();
          typed++;
          await page.waitForTimeout(100);
        } else if (await page.getByRole('heading', { name: /^Your decision/ }).count()) {
          // The decision may be gone by now (the page moved on between the look and the click): look again.
          const decided = await page.locator('.decision').getByRole('button', { name: 'Let the bot decide this' }).click({ timeout: 3000 }).then(() => true, () => false);
          if (!decided) continue;
          // Once, drop the connection right after a decision: what follows comes in the reconnect's catch-up.
          if (typed >= 2 && !dropped) {
            await page.evaluate('globalThis.__salvo.ws && globalThis.__salvo.ws.close()');
            dropped = true;
            // The session reconnects by itself (after 250 ms); wait for it before anything else touches the socket.
            await page.waitForFunction('globalThis.__salvo.ws.readyState === 1');
          }
          await page.waitForTimeout(50);
        } else await page.waitForTimeout(100);
      }
      expect(typed).toBeGreaterThanOrEqual(4);
      expect(dropped).toBe(true);
      expect(away).toBeGreaterThanOrEqual(2);
      await page.locator('.log li.dice', { hasText: '(rolled by the server)' }).first().waitFor();
      const texts = await page.locator('.log li').allInnerTexts();
      // Each event is logged once (one socket at a time): no line repeats the one before it.
      const dup = texts.findIndex((t, i) => i > 0 && t === texts[i - 1] && /\d: \d+ hits?\./.test(t));
      if (dup >= 0) console.log('DUP', JSON.stringify(texts.slice(Math.max(0, dup - 6), dup + 2)));
      expect(dup).toBe(-1);
      const marks = (await page.locator('.log li.dice').allInnerTexts()).map((t) => /\((typed at the table[^)]*|rolled by the [a-z]+)\)/.exec(t)?.[1] ?? t);
      // The bot never types, and every roll is marked with who rolled it.
      expect(marks.filter((m) => m !== 'typed at the table by you' && m !== 'rolled by the server')).toEqual([]);
      // The record agrees: the person's rolls are stored under her seat, the bot's under the server's dice.
      const rows = await server().store.db.selectFrom('actions').select(['actor', 'action']).where('game_id', '=', created.game).execute();
      const rollers = new Set(rows.filter((r) => (JSON.parse(r.action) as { type: string }).type === 'roll').map((r) => r.actor));
      expect([...rollers].sort()).toEqual(['dice', 'rn']);
      const mine = rows.filter((r) => r.actor === 'rn' && (JSON.parse(r.action) as { type: string }).type === 'roll').length;
      const count = (m: string): number => marks.filter((x) => x === m).length;
      console.log(`online bot table: ${typed} dice entries submitted on the page, ${away} in a row through the API while away; ${mine} stored under rn; log marks: ${count('typed at the table by you')} typed by you, ${count('rolled by the server')} rolled by the server`);
      expect(mine).toBeGreaterThanOrEqual(2);
      expect(count('typed at the table by you')).toBeGreaterThanOrEqual(2);
      expect(count('rolled by the server')).toBeGreaterThan(0);
      // Table mode is said in the header whoever rolls next (it used to show only while this seat rolled).
      await expect(page.locator('.game-header .status').innerText()).resolves.toMatch(/· online \(dice typed at the table\)$/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'online-bot-table', false);
    });
  }, 300_000);
});
