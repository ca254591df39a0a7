/**
 * VAS-AA-ALLOCATE-HAND in a real browser: the new-game form's option "split your ships' AA dice yourself", a
 * carrier-strike battle played hot-seat until a Stuka and an Me-109 close on HMS Cossack, the AA panel with
 * Salvo's split, a split with too many dice refused in words, the dice moved and sent, and the log showing
 * the fire as declared. Screenshots in test-results/ for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distance, type Vec } from '@salvo/kernel';
import { movableFlights, moveLimits, vas, type VasAction, type VasState } from '@salvo/vas';
import { vasNewSetup } from '../src/session/new-game';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { snapshot } from './drive';
import { onlineHarness } from './online-harness';

const run = browserOrSkip();
const SEED = 'aa1';
type Snap = { state: VasState; actions: VasAction[]; pending: { kind: string; decision?: string } };

const toward = (from: Vec, to: Vec, reach: number): Vec => {
  const d = distance(from, to);
  const go = Math.min(reach - 0.01, d);
  return { x: from.x + ((to.x - from.x) * go) / d, y: from.y + ((to.y - from.y) * go) / d };
};

/**
 * The decisions of the carrier battle (seed aa1, the option on) up to the first AA split, each side's dice
 * rolled as the page rolls them: Cossack steams north, the Regia Marina's flights fly at her, nobody fires.
 */
function decisionsToTheSplit(): VasAction[] {
  const c = vas.createGame(vasNewSetup('carrier', SEED, true));
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  const out: VasAction[] = [];
  for (let i = 0; i < 300; i++) {
    const p = vas.pending(s);
    if (p.kind === 'chance') { s = vas.rollChance(s).state; continue; }
    if (p.kind !== 'decision') break;
    if (p.decision === 'aa-fire') return out;
    let a = vas.legalActions(s)[0] as VasAction;
    if (p.decision === 'take-first' || p.decision === 'air-first') a = { type: p.decision, fleet: p.player, first: p.player === 'rn' };
    const ship = s.moving ? s.ships[s.moving] : undefined;
    if (p.decision === 'move' && ship) a = { type: 'move', ship: ship.id, legs: [{ forward: ship.id === 'cossack' && s.turn === 1 ? moveLimits(ship).speed : moveLimits(ship).minimum }] };
    if (p.decision === 'fly') {
      const at = s.ships.cossack?.position ?? { x: 0, y: 0 };
      const group = s.air.stage?.kind === 'fighters' ? 'fighters' : 'others';
      const moves = p.player !== 'rm' ? [] : movableFlights(s, 'rm', group).map((f) => ({ flight: f.id, to: toward(f.position as Vec, { x: at.x + (f.id === 'me109' ? 2 : -2), y: at.y + 2 }, f.profile.speed) }));
      a = { type: 'fly', fleet: p.player, moves };
    }
    if (p.decision === 'attack') {
      const first = vas.legalActions(s).find((x) => x.type === 'attack');
      if (first?.type === 'attack') a = { type: 'attack', ship: first.ship, fire: [] };
    }
    const r = vas.apply(s, a);
    if (!r.ok) throw new Error(`${p.decision}: ${r.error.message}`);
    out.push(a);
    s = r.value.state;
  }
  throw new Error('the battle never came to an AA split');
}

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
      for (const a of decisionsToTheSplit()) {
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
