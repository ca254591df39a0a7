/**
 * War at Sea decision forms in a real browser. Table mode: the Malta deployment composed with checkboxes
 * (a set the engine's list never offered). Against the bot: the Axis spreads its U-boats. Hot-seat: a game
 * played on (each other decision answered in the page with the heuristic bot's plan) to every step that has
 * a form, each looked at and checked with axe, with a port strike (first refused for too many targets),
 * surface fire in volleys of the player's order and the returns composed in the forms and submitted.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { heuristicPlan } from '@salvo/bots';
import { wasEngine, type Side, type Step, type WasAction, type WasState } from '@salvo/was';
import { axeViolations, browserOrSkip, launch, RESULTS, withShots, type Harness } from './browser';
import { settled, snapshot, startGame } from './drive';

const run = browserOrSkip();

interface Snap { state: WasState; pending: { kind: string; player?: string; players?: string[] } }

/** The decision panel alone, saved for looking at. */
const look = (page: Page, name: string) => page.locator('.decision').screenshot({ path: join(RESULTS, `was-form-${name}.png`) });

/** Answers the pending decision in the page with the heuristic bot's plan for the side that owes it. */
async function botAnswers(page: Page, snap: Snap): Promise<void> {
  const side = (snap.pending.player ?? snap.pending.players?.[0]) as Side;
  const a = heuristicPlan(snap.state, side) ?? wasEngine.legalActions(snap.state)[0];
  await page.evaluate(async (act) => { await (globalThis as unknown as { __salvo: { submit(a: unknown, t: string): Promise<unknown> } }).__salvo.submit(act, 'test'); }, a as WasAction);
}

/** Past the hand-over screen, if any, to the decision of the side that owes it. */
async function showDecision(page: Page): Promise<void> {
  if ((await settled(page)) === 'handover') await page.getByRole('button', { name: /^I am the / }).click();
  await page.getByRole('heading', { name: /^Your decision/ }).waitFor();
}

const FORMS: Partial<Record<Step['kind'], string>> = {
  'port-strike': 'Airstrike targets', 'air-targets': 'Airstrike targets', 'uboat-targets': 'U-boat targets',
  'surface-fire': 'Surface fire', 'disengage': 'Disengage', 'pursue': 'Pursuit', 'return': 'Return to port',
};

describe.skipIf(!run)('War at Sea decision forms in the browser', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('table mode: the Allies compose a Malta deployment the sampled list never offered, and the game deploys it', async () => {
    const { page } = h;
    await withShots(page, 'was-form-malta', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'table', seed: '1' });
      await showDecision(page);
      const form = page.getByRole('form', { name: 'British ships at Malta' });
      await form.waitFor();
      const pick = ['Hood', 'Warspite', 'Ark Royal'];
      for (const name of pick) await form.getByRole('checkbox', { name: new RegExp(`^${name}, `) }).check();
      await expect(form.getByRole('status').innerText()).resolves.toBe('Ready: start Hood, Warspite, Ark Royal at Malta, the rest in England.');
      const before = await snapshot<Snap>(page);
      const old = wasEngine.legalActions(before.state).map((a) => JSON.stringify(a));
      expect(old).not.toContain(JSON.stringify({ type: 'deploy', malta: ['gb-hood', 'gb-warspite', 'gb-ark-royal'] }));
      // The engine's own suggestions stay as quick choices, the always-legal default first.
      await expect(page.locator('.decision .choices button').first().innerText()).resolves.toBe('start every British ship in England');
      expect(await axeViolations(page)).toEqual([]);
      await look(page, 'malta');
      await form.getByRole('button', { name: 'Deploy the fleet' }).click();
      await page.waitForFunction(() => (globalThis as unknown as { __salvo: { getSnapshot(): { state: { step: { kind: string } } } } }).__salvo.getSnapshot().state.step.kind !== 'deploy');
      const after = await snapshot<Snap>(page);
      const atMalta = after.state.ships.filter((x) => x.location.kind === 'port' && x.location.port === 'malta').map((x) => x.name);
      expect(atMalta.sort()).toEqual([...pick].sort());
    });
  }, 120_000);

  it('against the bot, the Axis spreads its U-boats in the form, one per Allied ship, and they attack', async () => {
    const { page } = h;
    await withShots(page, 'was-form-uboats', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'bot', seed: '1', seat: 'axis', bot: 'heuristic' });
      for (let i = 0; i < 200; i++) {
        if ((await settled(page)) === 'over') throw new Error('the game ended before any U-boat attack');
        const snap = await snapshot<Snap>(page);
        if (snap.state.step.kind !== 'uboat-targets') {
          await botAnswers(page, snap);
          continue;
        }
        const form = page.getByRole('form', { name: 'U-boat targets' });
        const counts = form.getByRole('spinbutton');
        const uboats = snap.state.step.uboats;
        const n = Math.min(uboats, await counts.count());
        const names: string[] = [];
        for (let k = 0; k < n; k++) {
          await counts.nth(k).fill('1');
          names.push(((await counts.nth(k).getAttribute('aria-label')) ?? '').replace('U-boats at ', ''));
        }
        const status = await form.getByRole('status').innerText();
        expect(status).toMatch(/^Ready: U-boats attack /);
        expect(status.replace(/^Ready: U-boats attack /, '').split(', ')).toHaveLength(n);
        await look(page, 'uboat-targets-composed');
        const logged = (await snapshot<{ log: unknown[] }>(page)).log.length;
        await form.getByRole('button', { name: 'Attack' }).click();
        await page.waitForFunction((k) => (globalThis as unknown as { __salvo: { getSnapshot(): { log: unknown[] } } }).__salvo.getSnapshot().log.length > k, logged);
        // One volley at each ship named, in the log.
        for (const name of names) await page.locator('.log li', { hasText: `U-boats attack ${name}: ` }).first().waitFor({ timeout: 10_000 });
        return;
      }
      throw new Error('no U-boat attack in 200 decisions');
    });
  }, 300_000);

  it('plays on to each form; a port strike, surface fire and the returns are composed in the form and accepted', async () => {
    const { page } = h;
    await withShots(page, 'was-form-steps', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'hot-seat', seed: '1' });
      const seen = new Set<string>();
      let fired = false;
      let returned = false;
      let struck = false;
      const withdrew = new Set<string>();
      for (let i = 0; i < 400 && !(fired && returned && struck && withdrew.size === 2 && seen.size === 6); i++) {
        const s = await settled(page);
        if (s === 'over') break;
        const snap = await snapshot<Snap>(page);
        if (snap.pending.kind === 'chance') continue;
        const kind = snap.state.step.kind;
        const label = FORMS[kind];
        const wanted = label !== undefined && (!seen.has(label) || (kind === 'surface-fire' && !fired) || (kind === 'return' && !returned) || (kind === 'port-strike' && !struck) || ((kind === 'disengage' || kind === 'pursue') && !withdrew.has(kind)));
        if (!wanted) {
          await botAnswers(page, snap);
          continue;
        }
        await showDecision(page);
        const form = page.getByRole('form', { name: label });
        await form.waitFor();
        if (!seen.has(label)) {
          seen.add(label);
          expect(await axeViolations(page)).toEqual([]);
          await look(page, kind);
        }
        if (kind === 'port-strike' && !struck) {
          // More ships than strikes: the engine's refusal in words, and no way to send it.
          const boxes = form.getByRole('checkbox');
          const n = await boxes.count();
          for (let k = 0; k < n; k++) await boxes.nth(k).check();
          const max = Number(/tick up to (\d+)/.exec(await form.locator('legend').innerText())?.[1]);
          expect(n).toBeGreaterThan(max);
          await expect(form.getByRole('status').innerText()).resolves.toBe(`Not allowed yet: You have ${max} airstrikes here.`);
          await expect(form.getByRole('button', { name: 'Launch the airstrikes' }).isDisabled()).resolves.toBe(true);
          await look(page, 'port-strike-refused');
          for (let k = max; k < n; k++) await boxes.nth(k).uncheck();
          await expect(form.getByRole('status').innerText()).resolves.toMatch(/^Ready: airstrikes on .+, .+/);
          const logged = (await snapshot<{ log: unknown[] }>(page)).log.length;
          await form.getByRole('button', { name: 'Launch the airstrikes' }).click();
          await page.waitForFunction((k) => (globalThis as unknown as { __salvo: { getSnapshot(): { log: unknown[] } } }).__salvo.getSnapshot().log.length > k, logged);
          struck = true;
          continue;
        }
        if (kind === 'surface-fire' && !fired) {
          // A suggestion fills the form in and fires nothing: the orders are read, then Open fire.
          const suggested = page.getByRole('list', { name: 'Suggested orders' }).getByRole('button');
          const pick = suggested.nth((await suggested.count()) > 1 ? 1 : 0);
          const picked = await pick.innerText();
          const before = (await snapshot<{ log: unknown[] }>(page)).log.length;
          await pick.click();
          await expect.poll(() => form.getByRole('status').innerText()).toBe(`Ready: ${picked.replace(/ \((one volley|\d+ volleys)[^)]*\)$/, '')}.`);
          expect((await snapshot<{ log: unknown[] }>(page)).log.length).toBe(before);
          // Every ship fires at the last target in its list, each in a volley of its own, the last listed first.
          const targets = form.getByRole('combobox', { name: /^Target of / });
          const volleys = form.getByRole('combobox', { name: /^Volley of / });
          const n = await targets.count();
          for (let k = 0; k < n; k++) {
            const values = await targets.nth(k).locator('option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
            await targets.nth(k).selectOption(values[values.length - 1] ?? '');
            await volleys.nth(k).selectOption(String(n - k));
          }
          const status = await form.getByRole('status').innerText();
          if (status.startsWith('Not allowed yet: ')) {
            // A screened carrier (11.6): the engine's sentence is shown and the button stays off.
            expect(status).toMatch(/may be fired upon only if it fires or every other enemy ship is fired upon \(11\.6\)\.$/);
            await expect(form.getByRole('button', { name: 'Open fire' }).isDisabled()).resolves.toBe(true);
            await look(page, 'surface-fire-refused');
            await botAnswers(page, snap);
            continue;
          }
          expect(status).toMatch(/^Ready: .+ fire at /);
          const shooters = await form.locator('tbody th').allInnerTexts();
          const order = status.replace(/^Ready: /, '').split('; ').map((g) => g.split(' fire at ')[0]);
          if (n > 1) expect(order).toEqual(shooters.map((t) => t.split(',')[0]).reverse());
          await look(page, 'surface-fire-composed');
          const rounds = snap.state.combat[(snap.state.step as { area: 'north-sea' }).area]?.round;
          const logged = (await snapshot<{ log: unknown[] }>(page)).log.length;
          await form.getByRole('button', { name: 'Open fire' }).click();
          // The volleys are rolled and written in the log.
          await page.waitForFunction((n) => (globalThis as unknown as { __salvo: { getSnapshot(): { log: unknown[] } } }).__salvo.getSnapshot().log.length > n, logged);
          expect(rounds).toBeGreaterThan(0);
          fired = true;
          continue;
        }
        if ((kind === 'disengage' || kind === 'pursue') && !withdrew.has(kind)) {
          // The bot's own plan, written through the form's controls: the game goes on as the bot would play it.
          const side = (snap.pending.player ?? snap.pending.players?.[0]) as Side;
          const plan = heuristicPlan(snap.state, side);
          const named = (id: string) => snap.state.ships.find((x) => x.id === id)?.name ?? id;
          if (kind === 'disengage') {
            // First a look at a split: the last ship in a group of its own.
            await form.getByRole('radio', { name: /^Disengage every ship/ }).check();
            const groups = form.getByRole('combobox', { name: /^Group of / });
            if ((await groups.count()) > 1) {
              await groups.last().selectOption('2');
              await expect(form.getByRole('status').innerText()).resolves.toMatch(/^Ready: disengage in 2 group\(s\): \[.+\] \[.+\]\.$/);
              await look(page, 'disengage-split');
              await groups.last().selectOption('1');
            }
            if (!(plan?.type === 'disengage' && plan.groups)) await form.getByRole('radio', { name: 'Stay and fight' }).check();
          }
          if (kind === 'pursue') {
            // First a look at the first ship sent after the first group: a ship slower than the group is not offered
            // it (12.3), said beside the group; else the engine's verdict for the pick in words.
            const chase = form.getByRole('combobox', { name: /^Group chased by / });
            const first = chase.first().locator('option[value="0"]');
            if (await first.isDisabled()) {
              await expect(first.innerText()).resolves.toMatch(/^group 1 \(too slow: \d+ against \d+\)$/);
            } else {
              await chase.first().selectOption('0');
              const verdict = await form.getByRole('status').innerText();
              if (verdict.startsWith('Not allowed yet: ')) {
                expect(verdict).toMatch(/^Not allowed yet: This group makes speed \d+; the withdrawing group makes \d+ \(12\.3\)\.$/);
                await expect(form.getByRole('button', { name: 'Give the pursuit orders' }).isDisabled()).resolves.toBe(true);
              }
              await look(page, 'pursue-check');
              await chase.first().selectOption('');
            }
          }
          if (plan?.type === 'disengage' && plan.groups) {
            await form.getByRole('radio', { name: /^Disengage every ship/ }).check();
            for (const [g, ids] of plan.groups.entries()) for (const id of ids) await form.getByRole('combobox', { name: `Group of ${named(id)}` }).selectOption(String(g + 1));
          }
          if (plan?.type === 'pursue') {
            // Each of the plan's pursuing groups as a number of its own (12.8): the form writes the plan exactly.
            for (const [n, g] of plan.groups.entries()) {
              for (const id of g.ships) {
                await form.getByRole('combobox', { name: `Group chased by ${named(id)}` }).selectOption(String(g.target));
                await form.getByRole('combobox', { name: `Pursuing group of ${named(id)}` }).selectOption(String(n + 1));
              }
            }
            await expect(form.getByRole('status').innerText()).resolves.toBe(`Ready: ${plan.groups.length ? plan.groups.map((g) => `${g.ships.map(named).join(', ')} pursue group ${g.target + 1}`).join('; ') : 'no pursuit'}.`);
          }
          const status = await form.getByRole('status').innerText();
          expect(status).toMatch(/^Ready: (stay and fight|disengage in \d group\(s\)|no pursuit|.+ pursue group \d)/);
          await look(page, `${kind}-composed`);
          withdrew.add(kind);
          const logged = (await snapshot<{ log: unknown[] }>(page)).log.length;
          await form.getByRole('button', { name: kind === 'pursue' ? 'Give the pursuit orders' : 'Hand in this order' }).click();
          await page.waitForFunction((k) => {
            const x = (globalThis as unknown as { __salvo: { getSnapshot(): { log: unknown[]; state: { secret: object } } } }).__salvo.getSnapshot();
            return x.log.length > k || Object.keys(x.state.secret).length > 0;
          }, logged);
          continue;
        }
        if (kind === 'return' && !returned) {
          // A ship with a choice goes to its last port, not the first the engine would pick.
          const selects = form.getByRole('combobox');
          let chose: { ship: string; to: string } | null = null;
          for (let k = 0; k < (await selects.count()) && !chose; k++) {
            const values = await selects.nth(k).locator('option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
            const last = values[values.length - 1];
            if (values.length > 1 && last && last !== 'stay' && last !== 'oiler') {
              await selects.nth(k).selectOption(last);
              chose = { ship: ((await selects.nth(k).getAttribute('aria-label')) ?? '').replace('Port for ', ''), to: last };
            }
          }
          if (!chose) {
            await botAnswers(page, snap);
            continue;
          }
          await expect(form.getByRole('status').innerText()).resolves.toMatch(/^Ready: /);
          await look(page, 'return-composed');
          await form.getByRole('button', { name: 'Send the ships home' }).click();
          await page.waitForFunction(({ ship, to }) => {
            const s = (globalThis as unknown as { __salvo: { getSnapshot(): { state: WasState } } }).__salvo.getSnapshot();
            const x = s.state.ships.find((q) => q.name === ship);
            return x?.location.kind === 'port' && x.location.port === to;
          }, chose, { timeout: 10_000 });
          returned = true;
          continue;
        }
        await botAnswers(page, snap);
      }
      expect([...seen].sort()).toEqual(['Airstrike targets', 'Disengage', 'Pursuit', 'Return to port', 'Surface fire', 'U-boat targets']);
      expect(fired).toBe(true);
      expect(returned).toBe(true);
      expect(struck).toBe(true);
      expect([...withdrew].sort()).toEqual(['disengage', 'pursue']);
    });
  }, 600_000);
});
