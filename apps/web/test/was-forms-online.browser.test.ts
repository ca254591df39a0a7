/**
 * War at Sea decision forms online, through the real server: the page has only its seat's view, and the
 * form judges a composed action against a stand-in state built from it. The Allies compose a Malta
 * deployment the engine's list never offered; both seats then play on (the page's own bot button, so fleets
 * meet) to returns where a ship has a choice of ports, sent from the form to its last one; the server
 * accepts both. It also crosses the Axis choosing the next area, which online needs the rebuilt queue.
 */
import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WasState } from '@salvo/was';
import { browserOrSkip, withShots } from './browser';
import { createOnlineGame, onlineHarness } from './online-harness';

const run = browserOrSkip();

type Ship = WasState['ships'][number];
const ships = (p: Page) => p.evaluate('globalThis.__salvo.getSnapshot().state.ships') as Promise<Ship[]>;
const version = (p: Page) => p.evaluate('globalThis.__salvo.v') as Promise<number>;

describe.skipIf(!run)('War at Sea decision forms online', () => {
  const { server, context } = onlineHarness('salvo-web-was-forms-');

  it('online, the Malta deployment and the returns are composed in the forms and the server accepts them', async () => {
    const a = await context();
    await withShots(a, 'was-forms-online', async () => {
      const { invite } = await createOnlineGame(a, server().url, 'was');
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'War at Sea' }).waitFor();
      const pages = [a, b];
      // Turn 1 opens with the Allied deployment: whichever page holds the Allies shows the Malta form.
      const malta = async () => {
        for (;;) {
          for (const p of pages) if (await p.getByRole('form', { name: 'British ships at Malta' }).count()) return p;
          await a.waitForTimeout(100);
        }
      };
      const allies = await malta();
      const form = allies.getByRole('form', { name: 'British ships at Malta' });
      for (const name of ['Nelson', 'Rodney', 'Eagle']) await form.getByRole('checkbox', { name: new RegExp(`^${name}, `) }).check();
      await expect(form.getByRole('status').innerText()).resolves.toBe('Ready: start Nelson, Rodney, Eagle at Malta, the rest in England.');
      const v0 = await version(allies);
      await form.getByRole('button', { name: 'Deploy the fleet' }).click();
      await allies.waitForFunction(`globalThis.__salvo.v > ${v0}`);
      // the version is known on the server's answer; the view it brings is shown at the next animation frame
      const atMalta = async () => (await ships(allies)).filter((x) => x.location.kind === 'port' && x.location.port === 'malta').map((x) => x.name).sort();
      await expect.poll(atMalta, { timeout: 15_000 }).toEqual(['Eagle', 'Nelson', 'Rodney']);

      // On to the first returns.
      let returned = false;
      let chose = 0;
      for (const until = Date.now() + 200_000; !returned && Date.now() < until;) {
        let acted = false;
        for (const p of pages) {
          if (!(await p.getByRole('heading', { name: /^Your decision/ }).count())) continue;
          acted = true;
          const v = await version(p);
          if ((await p.evaluate('globalThis.__salvo.getSnapshot().state.step.kind')) === 'choose-area') {
            // Online the Axis is offered the areas still to resolve (rebuilt from its view).
            expect(await p.locator('.decision .choices button').count()).toBeGreaterThan(1);
            chose++;
          }
          const ret = p.getByRole('form', { name: 'Return to port' });
          if (await ret.count()) {
            const selects = ret.getByRole('combobox');
            let chose: { ship: string; to: string } | null = null;
            for (let k = 0; k < (await selects.count()); k++) {
              const values = await selects.nth(k).locator('option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
              const last = values[values.length - 1];
              if (!chose && values.length > 1 && last && last !== 'stay' && last !== 'oiler') {
                await selects.nth(k).selectOption(last);
                chose = { ship: ((await selects.nth(k).getAttribute('aria-label')) ?? '').replace('Port for ', ''), to: last };
              }
            }
            await expect(ret.getByRole('status').innerText()).resolves.toMatch(/^Ready: /);
            await ret.getByRole('button', { name: 'Send the ships home' }).click();
            await p.waitForFunction(`globalThis.__salvo.v > ${v}`);
            expect(await p.locator('.decision [role=alert]').count()).toBe(0);
            if (chose) {
              // The server's answer may come in more than one version: wait for the ship to be in port.
              const { ship, to } = chose;
              await p.waitForFunction(`globalThis.__salvo.getSnapshot().state.ships.some((x) => x.name === ${JSON.stringify(ship)} && x.location.kind === 'port' && x.location.port === ${JSON.stringify(to)})`, undefined, { timeout: 20_000 });
              returned = true;
            }
          } else {
            // The page's own bot plays the other decisions, so that fleets sail and meet.
            await p.locator('.decision').getByRole('button', { name: 'Let the bot decide this' }).click({ timeout: 5_000 }).catch(() => undefined);
            await p.waitForFunction(`globalThis.__salvo.v > ${v} || document.querySelector('.decision [role=alert]') !== null`, undefined, { timeout: 20_000 }).catch(() => undefined);
          }
          break;
        }
        if (!acted) await a.waitForTimeout(100);
      }
      expect(returned).toBe(true);
      expect(chose).toBeGreaterThan(0);
    });
  }, 300_000);
});
