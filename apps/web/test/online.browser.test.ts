/**
 * Online play in a real browser through the real server (apps/server on a temporary SQLite file,
 * serving the built client): one browser context creates a Victory at Sea game, a second one opens
 * the invite link; both play through the UI until the second turn begins; a dropped connection is
 * said on the page and caught up after the reconnect.
 */
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';
import { playVasDecision, playWasDecision } from './drive';
import { serverRolledAny, typeOnlineRolls } from './table-online';

const run = browserOrSkip();

describe.skipIf(!run)('online play through the server', () => {
  const { server, context } = onlineHarness('salvo-web-online-');

  /**
   * Plays one decision on a page, or nothing when the decision changed under the driver: online, the
   * server's answer to the previous action can replace the controls between looking and clicking
   * (a control detached from the page). That is the page keeping up, not an error: the caller looks again.
   */
  const decide = async (p: Page, play: (p: Page) => Promise<void>): Promise<boolean> => {
    p.setDefaultTimeout(5_000);
    try {
      await play(p);
      return true;
    } catch (e) {
      if (e instanceof Error && e.name === 'TimeoutError') return false;
      throw e;
    } finally {
      p.setDefaultTimeout(30_000);
    }
  };

  /** One decision for whichever page shows "Your decision"; false when neither does. */
  const step = async (pages: Page[]): Promise<boolean> => {
    for (const p of pages) {
      if (await p.getByRole('heading', { name: /^Your decision/ }).count()) {
        await decide(p, playVasDecision);
        await p.waitForTimeout(50);
        return true;
      }
    }
    return false;
  };

  it('two browsers play Victory at Sea through the server: invite link (copied), turns, whose turn in the tab\'s title, reconnect', async () => {
    const a = await context();
    await withShots(a, 'online-a', async () => {
      await a.goto(`${server().url}/`);
      await a.getByLabel(/Online with an invite link/).check();
      await a.getByRole('button', { name: 'Start' }).click();
      const invite = await a.getByLabel('Invite link for the other player').inputValue();
      expect(invite).toMatch(/#join=[^.]+\..+/);
      // the Copy button puts the invite on the clipboard, and says so
      await a.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server().url });
      await a.getByRole('button', { name: 'Copy the invite' }).click();
      await expect.poll(() => a.locator('.share [role=status]').first().innerText()).toBe('Copied.');
      expect(await a.evaluate('navigator.clipboard.readText()')).toBe(invite);
      expect(await axeViolations(a)).toEqual([]);
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      // A spectator follows from the spectator link and is never asked to decide.
      const watch = await a.getByLabel('Spectator link').inputValue();
      const w = await context();
      await w.goto(watch);
      await w.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      let turn2 = false;
      for (let i = 0; i < 200 && !turn2; i++) {
        const acted = await step([a, b]);
        if (!acted) await a.waitForTimeout(100);
        turn2 = (await a.locator('.status').innerText()).startsWith('Turn 2');
      }
      expect(turn2).toBe(true);
      await b.locator('.status', { hasText: /^Turn 2/ }).waitFor();
      await w.locator('.status', { hasText: /^Turn 2/ }).waitFor();
      expect(await w.getByRole('heading', { name: /^Your decision/ }).count()).toBe(0);
      // Both pages logged the same story (each sees every Victory at Sea event).
      const logA = await a.locator('.log li').allInnerTexts();
      const logB = await b.locator('.log li').allInnerTexts();
      expect(logA.length).toBeGreaterThan(10);
      expect(logB.some((t) => t.includes('Turn 1: Attack Phase') || t.includes('Attack'))).toBe(true);
      // Without table mode the server rolls every die, and the log says so (never "typed").
      expect(logA.some((t) => /rolls \d+ for initiative.* \(rolled by the server\)/.test(t))).toBe(true);
      // The page that created the game saw it from its start: the first rolls are its story, not "earlier in this game".
      expect(logA.filter((t) => /^(Earlier in this game|While this page was away):/.test(t))).toEqual([]);
      expect(logA[0]).toMatch(/rolls \d+ for initiative/);
      expect(logA.concat(logB).some((t) => t.includes('typed at the table'))).toBe(false);
      // The tab's title says whose turn it is, on that player's page only (seen from another tab).
      await expect.poll(async () => {
        const mineA = (await a.getByRole('heading', { name: /^Your decision/ }).count()) > 0;
        const [x, y] = mineA ? [a, b] : [b, a];
        return [await x.title(), await y.title(), await w.title()];
      }, { timeout: 10_000 }).toEqual(['Your turn — Victory at Sea — Salvo', 'Victory at Sea — Salvo', 'Victory at Sea — Salvo']);
      await shot(a, 'online-a-turn2', false);
      // The connection drops for B: the page says so, reconnects and catches up.
      await b.context().setOffline(true);
      await b.evaluate('globalThis.__salvo.ws && globalThis.__salvo.ws.close()');
      await b.getByText('Connection lost: reconnecting…').waitFor();
      await b.context().setOffline(false);
      await b.getByText('Connection lost: reconnecting…').waitFor({ state: 'detached', timeout: 30_000 });
      for (let i = 0; i < 20; i++) if (!(await step([a, b]))) await a.waitForTimeout(100);
      // B follows A's version after the reconnection (waited for: A's last action may still be on its way to B).
      const va = (await a.evaluate('globalThis.__salvo.v')) as number;
      await b.waitForFunction(`globalThis.__salvo.v >= ${va}`, undefined, { timeout: 20_000 });
      const ta = (await a.evaluate('globalThis.__salvo.getSnapshot().state.turn')) as number;
      const tb = (await b.evaluate('globalThis.__salvo.getSnapshot().state.turn')) as number;
      expect(tb).toBe(ta);
      await shot(b, 'online-b', false);
    });
  });

  it('until the invite is claimed the page says the other player has not joined, not that they are deciding', async () => {
    const a = await context();
    await withShots(a, 'online-not-joined', async () => {
      // the server rolls the initiative: start games until the other side must decide first (half of them)
      let waiting = '';
      for (let i = 0; i < 10 && !waiting; i++) {
        await a.goto(`${server().url}/`);
        await a.getByLabel(/Online with an invite link/).check();
        await a.getByRole('button', { name: 'Start' }).click();
        const panel = a.locator('.waiting').or(a.getByRole('heading', { name: /^Your decision/ }));
        await panel.first().waitFor();
        if (await a.locator('.waiting').count()) waiting = await a.locator('.waiting').innerText();
      }
      expect(waiting).toBe('Regia Marina has not joined yet: send the other player the invite link above.');
      const w = await context();
      await w.goto(await a.getByLabel('Spectator link').inputValue());
      await w.locator('.waiting', { hasText: 'Waiting for Regia Marina to join the game.' }).waitFor();
      await shot(a, 'online-not-joined', false);
      // the start screen's list of this browser's games says it too
      const start = await a.context().newPage();
      await start.goto(`${server().url}/`);
      await start.locator('.my-games li', { hasText: /^Victory at Sea, you play Royal Navy: Regia Marina has not joined yet/ }).first().waitFor();
      await start.close();
      // the invite claimed in another browser: both pages say at once that Regia Marina is deciding
      const b = await context();
      await b.goto(await a.getByLabel('Invite link for the other player').inputValue());
      await b.getByRole('heading', { name: /^Your decision/ }).waitFor();
      await a.locator('.waiting', { hasText: 'Regia Marina (the other player) is deciding…' }).waitFor();
      // the invite has been used: the header offers it no more, and keeps the spectators' link
      await expect.poll(() => a.getByLabel('Invite link for the other player').count()).toBe(0);
      expect(await a.getByLabel('Spectator link').count()).toBe(1);
      // a spectator is told who decides, with no "other player": every seat is someone else's
      await w.locator('.waiting', { hasText: /^Regia Marina is deciding…$/ }).waitFor();
    });
  });

  it('two browsers play War at Sea through the server, secret orders included, into Turn 2', async () => {
    const a = await context();
    await withShots(a, 'online-was', async () => {
      await a.goto(`${server().url}/`);
      await a.getByLabel(/War at Sea/).check();
      await a.getByLabel(/Online with an invite link/).check();
      await a.getByRole('button', { name: 'Start' }).click();
      const invite = await a.getByLabel('Invite link for the other player').inputValue();
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'War at Sea' }).waitFor();
      const turn = (p: Page) => p.evaluate('globalThis.__salvo.getSnapshot().state.turn') as Promise<number>;
      for (let i = 0; i < 80 && (await turn(a)) < 2; i++) {
        let acted = false;
        for (const p of [a, b]) {
          if (await p.getByRole('heading', { name: /^Your decision/ }).count()) {
            const v0 = (await p.evaluate('globalThis.__salvo.v')) as number;
            if (await decide(p, (q) => playWasDecision(q, true))) expect(await p.locator('.decision [role=alert]').count()).toBe(0);
            // Wait for the server's answer before looking again: on a loaded machine the page still shows the
            // decision just sent, and sending it twice is the test's haste, not the game's.
            await p.waitForFunction(`globalThis.__salvo.v > ${v0} || document.querySelector('.decision [role=alert]') !== null`, undefined, { timeout: 20_000 }).catch(() => undefined);
            acted = true;
            break;
          }
        }
        if (!acted) await a.waitForTimeout(100);
      }
      expect(await turn(a)).toBeGreaterThanOrEqual(2);
      await b.locator('.status', { hasText: /^Turn 2/ }).waitFor();
      expect(await axeViolations(b)).toEqual([]);
    });
  });

  it('table mode online: the seat whose roll it is types the dice, the other is told; "Your online games" lists the game and whose turn it is, and reopens it with its log', async () => {
    const a = await context();
    await withShots(a, 'online-table', async () => {
      await a.goto(`${server().url}/`);
      await a.getByLabel(/Online with an invite link/).check();
      await a.getByLabel(/Table mode online/).check();
      await a.getByRole('button', { name: 'Start' }).click();
      const invite = await a.getByLabel('Invite link for the other player').inputValue();
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      const typists = await typeOnlineRolls(a, b, {
        until: (t) => new Set(t).size === 2, tries: 120, pause: { typed: 100, decided: 50 },
        decide: playVasDecision,
        beforeTyping: (_p, other) => other.getByText(/The other player rolls \d+d6 at the table/).first().waitFor(),
        afterTyping: async (p, other, first) => {
          if (!first) return;
          // The typist's log and live region say "by you"; the other's name the typist's fleet.
          await p.getByTestId('announcer').filter({ hasText: '(typed at the table by you)' }).waitFor();
          await other.getByTestId('announcer').filter({ hasText: /\(typed at the table by (Royal Navy|Regia Marina)\)/ }).waitFor();
          await p.locator('.log li.dice', { hasText: '(typed at the table by you)' }).first().waitFor();
        },
      });
      expect(new Set(typists).size).toBe(2);
      expect(await serverRolledAny(a, b)).toBe(false);
      await expect(a.locator('.last-dice').innerText()).resolves.toMatch(/\(typed at the table by (you|Royal Navy|Regia Marina)\)/);
      expect(await axeViolations(a)).toEqual([]);
      await shot(a, 'online-table-a', false);
      // The start screen lists this browser's game with whose turn it is, and reopens it.
      await a.goto(`${server().url}/`);
      const mine = a.getByRole('region', { name: 'Your online games' }).or(a.locator('section', { has: a.getByRole('heading', { name: 'Your online games' }) }));
      await mine.first().waitFor();
      const row = a.locator('.my-games li').first();
      // the row is drawn at once and its turn filled in when the server has answered: wait for the answer
      await row.locator('strong', { hasText: /./ }).waitFor();
      await expect(row.innerText()).resolves.toMatch(/Victory at Sea \(table mode\), you play Royal Navy: (your turn|waiting for (Royal Navy|Regia Marina)|waiting)/);
      expect(await axeViolations(a)).toEqual([]);
      await shot(a, 'online-my-games', false);
      await row.getByRole('button', { name: /^Open game / }).click();
      await a.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      await a.locator('.status', { hasText: /^Turn \d/ }).waitFor();
      // Reopened, the log tells what happened before, from the server's record, typed rolls marked as typed.
      await a.locator('.log li', { hasText: 'Earlier in this game:' }).waitFor();
      await a.locator('.log li.dice', { hasText: /\(typed at the table by (you|Royal Navy|Regia Marina)\)/ }).first().waitFor();
      expect(await a.locator('.log li', { hasText: /^Fetching/ }).count()).toBe(0);
      // Its record is the server's, published when the game is over: the page says so instead of saving a note.
      await a.getByRole('button', { name: 'Save record' }).click();
      await a.getByRole('alert').filter({ hasText: /publishes the record of an online game when the game is over/ }).waitFor();
      await shot(a, 'online-reopened', false);
    });
  });

  it('table mode online, War at Sea: each typed roll is marked as typed by its side on both pages, never as the server\'s', async () => {
    const a = await context();
    await withShots(a, 'online-was-table', async () => {
      await a.goto(`${server().url}/`);
      await a.getByLabel(/War at Sea/).check();
      await a.getByLabel(/Online with an invite link/).check();
      await a.getByLabel(/Table mode online/).check();
      await a.getByRole('button', { name: 'Start' }).click();
      const invite = await a.getByLabel('Invite link for the other player').inputValue();
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'War at Sea' }).waitFor();
      const typists = await typeOnlineRolls(a, b, {
        until: (t) => t.length === 2, tries: 200,
        decide: (q) => decide(q, (r) => playWasDecision(r, true)),
        // the typist's tab says the dice are theirs to type
        beforeTyping: async (p) => expect(await p.title()).toBe('Your dice — War at Sea — Salvo'),
        afterTyping: async (p, other) => {
          await p.getByTestId('announcer').filter({ hasText: '(typed at the table by you)' }).waitFor();
          await other.locator('.log li.dice', { hasText: /\(typed at the table by the (Allies|Axis)\)/ }).first().waitFor();
        },
      });
      expect(typists).toHaveLength(2);
      expect(await serverRolledAny(a, b)).toBe(false);
      await shot(a, 'online-was-table', false);
    });
  });
});
