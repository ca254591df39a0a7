/**
 * VAS-AA-ALLOCATE-HAND in a real browser: the new-game form's option "split your ships' AA dice yourself", a
 * carrier-strike battle played hot-seat until a Stuka and an Me-109 close on HMS Cossack, the AA panel with
 * Salvo's split and the die each flight needs, the deciding ship selected, a split with too many dice refused in words, the dice moved and sent, and the log showing
 * the fire as declared. Screenshots in test-results/ for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VasAction, VasState } from '@salvo/vas';
import { vasNewSetup } from '../src/session/new-game';
import { playToTheSplit } from './aa-hand-play';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { snapshot } from './drive';
import { onlineHarness } from './online-harness';

const run = browserOrSkip();
const SEED = 'aa1';
type Snap = { state: VasState; actions: VasAction[]; pending: { kind: string; decision?: string } };

describe.skipIf(!run)('AA dice split by hand', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-AA-ALLOCATE-HAND: the option on the new-game form, the AA panel at Salvo\'s split, a refusal in words, the dice moved and fired as declared', async () => {
    const { page } = h;
    await withShots(page, 'aa-hand', async () => {
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByLabel(/Victory at Sea/).check();
      await page.getByLabel(/Hot-seat/).check();
      await page.getByRole('combobox', { name: 'Battle' }).selectOption('carrier');
      await page.getByLabel(/Split your ships' AA dice/).check();
      await page.getByLabel('Seed').fill(SEED);
      await shot(page, 'aa-hand-new-game', false);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('heading', { name: /^Your decision/ }).waitFor();
      expect((await snapshot<Snap>(page)).state.options.aaByHand).toBe(true);
      // The moves up to the split, sent as the player's controls would send them.
      for (const a of playToTheSplit(SEED).actions) {
        const refused = await page.evaluate(`globalThis.__salvo.submit(${JSON.stringify(a)}, 'scripted')`);
        expect(refused).toBeNull();
        await page.waitForFunction('globalThis.__salvo.getSnapshot().pending.kind === "decision"');
      }
      const panel = page.getByRole('form', { name: 'Split the AA dice' });
      await panel.waitFor();
      await expect(page.locator('.decision .prompt').innerText()).resolves.toMatch(/split HMS Cossack's AA dice/);
      const me109 = panel.getByLabel(/^Dice of AA at F me109/);
      const stuka = panel.getByLabel(/^Dice of AA at DB stuka1/);
      await expect(me109.inputValue()).resolves.toBe('2');
      await expect(stuka.inputValue()).resolves.toBe('1');
      // what each die can do, and the deciding ship selected (her card), not the ship that moved last
      await expect(panel.innerText()).resolves.toMatch(/F me109 \(Messerschmitt Me-109\): hits on 6\+[\s\S]*DB stuka1 \(Junkers Ju-87\): hits on 5\+/);
      await expect(page.locator('.card.selected').innerText()).resolves.toMatch(/^HMS Cossack/);
      expect((await axeViolations(page)).join('\n')).toBe('');
      await shot(page, 'aa-hand-panel', false);
      await stuka.fill('3');
      await expect(panel.locator('.error').innerText()).resolves.toBe('HMS Cossack\'s AA has 3 AA dice; you gave 5.');
      await expect(panel.getByRole('button', { name: 'Fire the AA as split' }).isDisabled()).resolves.toBe(true);
      await shot(page, 'aa-hand-refused', false);
      await me109.fill('0');
      await expect(panel.locator('.error').count()).resolves.toBe(0);
      await panel.getByRole('button', { name: 'Fire the AA as split' }).click();
      await page.locator('.log li', { hasText: 'HMS Cossack splits her AA dice: 3 dice at flight stuka1' }).first().waitFor();
      await page.locator('.log li', { hasText: /HMS Cossack's AA fires at flight stuka1/ }).first().waitFor();
      const snap = await snapshot<Snap>(page);
      expect(snap.actions.filter((a) => a.type === 'aa-fire')).toEqual([{ type: 'aa-fire', ship: 'cossack', fire: [{ weapon: expect.any(Number) as number, flight: 'stuka1', dice: 3 }] }]);
      await expect(page.locator('.log li', { hasText: /AA fires at flight me109/ }).count()).resolves.toBe(0);
      await page.locator('.log li', { hasText: 'splits her AA dice' }).first().scrollIntoViewIfNeeded();
      await shot(page, 'aa-hand-fired', false);
    });
  }, 180_000);
});

describe.skipIf(!run)('AA dice split by hand in Bad Weather', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-AA-ALLOCATE-HAND: the Me-109 "cannot be hit (needs 7)", and the panel says Salvo\'s split puts dice on it', async () => {
    const { page } = h;
    await withShots(page, 'aa-hand-weather', async () => {
      const setup = vasNewSetup('carrier', SEED, true);
      const file = { ...setup, options: { ...setup.options, weather: 'bad' } };
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      const section = page.getByRole('region', { name: 'A battle from a file' });
      await section.getByLabel('Open a battle file').setInputFiles({ name: 'bad-weather.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
      await section.getByLabel(/Hot-seat/).check();
      await section.getByRole('button', { name: 'Fight this battle' }).click();
      await page.getByRole('heading', { name: /^Your decision/ }).waitFor();
      for (const a of playToTheSplit(SEED, { weather: 'bad' }).actions) {
        const refused = await page.evaluate(`globalThis.__salvo.submit(${JSON.stringify(a)}, 'scripted')`);
        expect(refused).toBeNull();
        await page.waitForFunction('globalThis.__salvo.getSnapshot().pending.kind === "decision"');
      }
      const panel = page.getByRole('form', { name: 'Split the AA dice' });
      await panel.waitFor();
      const text = await panel.innerText();
      expect(text).toMatch(/F me109 \(Messerschmitt Me-109\): cannot be hit \(needs 7\)/);
      expect(text).toMatch(/DB stuka1 \(Junkers Ju-87\): hits on 6\+/);
      expect(text).toMatch(/2 dice go at flights they cannot hit\./);
      await shot(page, 'aa-hand-weather-salvo', false);
      await panel.getByLabel(/^Dice of AA at F me109/).fill('0');
      await panel.getByLabel(/^Dice of AA at DB stuka1/).fill('3');
      await expect(panel.locator('.note').count()).resolves.toBe(0);
      expect((await axeViolations(page)).join('\n')).toBe('');
      await shot(page, 'aa-hand-weather-panel', false);
    });
  }, 180_000);
});

describe.skipIf(!run)('AA dice split by hand, online', () => {
  const { server, context } = onlineHarness('salvo-aa-hand-');

  it('VAS-AA-ALLOCATE-HAND: the option on the form goes through the server into the game both players join', async () => {
    const a = await context();
    await withShots(a, 'aa-hand-online', async () => {
      await a.goto(`${server().url}/`);
      await a.getByRole('combobox', { name: 'Battle' }).selectOption('carrier');
      await a.getByLabel(/Split your ships' AA dice/).check();
      await a.getByLabel(/Online with an invite link/).check();
      await a.getByRole('button', { name: 'Start' }).click();
      const invite = await a.getByLabel('Invite link for the other player').inputValue();
      await a.waitForFunction('globalThis.__salvo?.getSnapshot().state?.options !== undefined');
      expect((await snapshot<Snap>(a)).state.options.aaByHand).toBe(true);
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      await b.waitForFunction('globalThis.__salvo?.getSnapshot().state?.options !== undefined');
      expect((await snapshot<Snap>(b)).state.options.aaByHand).toBe(true);
    });
  }, 120_000);
});
