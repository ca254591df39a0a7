/**
 * A ship that comes into a battle with damage from an earlier one (a campaign's): its card shows Speed,
 * Turning and Target as they are now beside the printed ones, each critical hit carried "from an earlier
 * battle", and the turret and trait lost to crippling as lost (VAS-SETUP-CARRIED, VAS-SETUP-CRITICALS,
 * VAS-SETUP-CRIPPLE-LOSSES). The battle is opened as a record, as the Replay screen opens any.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';

const run = browserOrSkip();

const SETUP = {
  seed: 3,
  fleets: [
    {
      id: 'rn', name: 'Royal Navy', ships: [{
        id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 20, y: 24 }, heading: 90,
        damage: 10, crippleLosses: { weapons: [0], traits: [] },
        criticals: [{ effect: 'props-damaged' }, { effect: 'turret-destroyed', weapon: 1 }, { effect: 'bridge-hit' }],
      }],
    },
    { id: 'it', name: 'Regia Marina', ships: [{ id: 'zara', name: 'Zara', class: 'Zara', position: { x: 44, y: 24 }, heading: 270 }] },
  ],
};

describe.skipIf(!run)('a ship carrying an earlier battle\'s damage', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-SETUP-CRITICALS: the card shows what the ship can do now, each hit carried from an earlier battle, and the turrets lost', async () => {
    const { page } = h;
    const game = vas.createGame(SETUP);
    if (!game.ok) throw new Error(game.error.message);
    const w = game.value.ships.warspite!;
    const printed = w.roster.speed;
    await withShots(page, 'carried-damage', async () => {
      await page.goto(h.url);
      await page.getByRole('button', { name: 'Open a record…' }).click();
      const record = { format: 'salvo-record', version: 1, game: 'vas', engineVersion: 1, setup: SETUP, actions: [] };
      await page.getByLabel('Record file').setInputFiles({ name: 'carried.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
      const card = page.locator('article.card').filter({ has: page.getByRole('heading', { name: /HMS Warspite/ }) });
      // Crippled: half of the printed Speed, less 2 for the Props; the Bridge Hit and the rest as the engine has them.
      await expect.poll(() => card.locator('.stats').innerText()).toMatch(new RegExp(`^Speed ${printed / 2 - 2}" \\(of ${printed}"\\), Turning ${w.roster.turning === 1 ? '1' : `1 \\(of ${w.roster.turning}\\)`}, Target 4\\+, Armour 5\\+`));
      await expect(card.getByRole('list', { name: 'Critical hits' }).innerText()).resolves.toBe([
        '#1 Props Damaged (engines, from an earlier battle)',
        '#2 Turret Destroyed (weapons, from an earlier battle) — cannot be repaired',
        '#3 Bridge Hit (vital, from an earlier battle) — cannot be repaired',
      ].join('\n'));
      await card.locator('summary').click();
      const weapons = card.getByRole('list', { name: 'HMS Warspite weapons' }).locator('li');
      await expect(weapons.nth(0).innerText()).resolves.toMatch(/— destroyed$/);
      await expect(weapons.nth(1).innerText()).resolves.toMatch(/— destroyed$/);
      await expect(weapons.nth(2).innerText()).resolves.not.toMatch(/destroyed/);
      // the enemy's card is as printed
      await expect(page.locator('article.card').filter({ has: page.getByRole('heading', { name: /Zara/ }) }).locator('.stats').innerText()).resolves.toMatch(/^Speed 7", Turning 2, Target 5\+/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'carried-damage');
    });
  }, 120_000);
});
