/**
 * What the engine has beyond the core battle, on the table in a real browser: flights (drawn, flown
 * by dragging, launched from Ark Royal), a hidden submarine's square shown only to its own seat, an
 * Agile destroyer's second turn, secondary batteries split between targets, and at night the spotting
 * marks and the starshell and spotlight choices. Screenshots in test-results/ for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, RESULTS, shot, withShots, type Harness } from './browser';
import { tableOverlaps, wordsShown } from './overlap';
import { playVasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();
type Snap = { state: VasState; actions: Array<{ type: string }> };

describe.skipIf(!run)('Victory at Sea: aircraft, submarines, Agile turns, split fire and night on the table', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-SUB-HIDDEN-INFO: the hidden boat\'s square is drawn for its own seat only', async () => {
    const { page } = h;
    await withShots(page, 'vas-sub-square', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '4', scenario: 'carrier', seat: 'rm' });
      await settled(page);
      await expect(page.locator('.sub-square').count()).resolves.toBe(1);
      await expect(page.getByRole('img', { name: /Your hidden submersible Scirè: somewhere in square B1/ }).count()).resolves.toBe(1);
      expect((await axeViolations(page)).join('\n')).toBe('');
      await shot(page, 'vas-sub-square-own', false);
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '4', scenario: 'carrier', seat: 'rn' });
      await settled(page);
      expect(await page.locator('.sub-square').count()).toBe(0);
      const html = await page.content();
      expect(html).not.toContain('hidden in B1');
      expect(html).not.toContain('square B1');
      if ((await snapshot<Snap>(page)).state.ships.scire?.hidden) expect(await page.locator('[data-ship="scire"]').count()).toBe(0);
    });
  });

  it('VAS-AIR-MOVE VAS-AIR-LAUNCH VAS-MOVE-AGILE VAS-ATTACK-SPLIT: flights drawn and dragged, Ark Royal launches, Cossack turns twice, secondaries split', async () => {
    const { page } = h;
    await withShots(page, 'vas-air', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '4', scenario: 'carrier', seat: 'rn' });
      await settled(page);
      const flights = page.locator('.flight');
      expect(await flights.count()).toBe(3);
      await expect(page.getByRole('img', { name: /^Flight fulmar1, Fairey Fulmar \(Fighter\), Royal Navy, heading \d+ degrees, Damage \d+ of \d+$/ }).count()).resolves.toBe(1);
      let flew = false;
      let launched = false;
      let agile = false;
      let split = false;
      for (let i = 0; i < 400 && !(flew && launched && agile && split); i++) {
        const s = await settled(page);
        if (s === 'over') break;
        const d = page.locator('.decision');
        const fly = d.getByRole('form', { name: 'Fly aircraft' });
        const ark = d.getByRole('form', { name: 'Move HMS Ark Royal' });
        const cossack = d.getByRole('form', { name: 'Move HMS Cossack' });
        const attack = d.getByRole('form', { name: 'Declare an attack' });
        if (await fly.count()) {
          expect((await axeViolations(page)).join('\n')).toBe('');
          const handle = page.locator('[data-drag-flight]').first();
          const id = await handle.getAttribute('data-drag-flight');
          const box = await handle.locator('.flight-ring').boundingBox();
          if (!box || !id) throw new Error('no flight to drag');
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          for (let k = 1; k <= 20; k++) await page.mouse.move(box.x + box.width / 2 + k * 3, box.y + box.height / 2 - k * 3);
          await page.mouse.up();
          expect(Number(await fly.getByLabel('Distance (inches)').first().inputValue())).toBeGreaterThan(0);
          await expect(page.locator('#fly-check').innerText()).resolves.toBe('The engine accepts these moves.');
          expect(await page.locator('.flight-path').count()).toBe(1);
          await shot(page, 'vas-fly-drag', false);
          const before = (await snapshot<Snap>(page)).state.air.flights.find((f) => f.id === id)?.position;
          await fly.getByRole('button', { name: 'Fly these moves' }).click();
          await page.locator('.log li', { hasText: `Flight ${id} ` }).first().waitFor();
          const after = (await snapshot<Snap>(page)).state.air.flights.find((f) => f.id === id)?.position;
          expect(after).not.toEqual(before);
          flew = true;
          continue;
        }
        if (!launched && (await ark.count())) {
          await ark.getByRole('button', { name: 'Full ahead' }).click();
          await ark.getByLabel(/Launch TB sword1/).check();
          await expect(page.locator('#move-check').innerText()).resolves.toMatch(/^Ends at/);
          await shot(page, 'vas-launch', false);
          await ark.getByRole('button', { name: 'Make this move' }).click();
          await page.locator('.log li', { hasText: 'launches flight sword1' }).waitFor();
          expect((await snapshot<Snap>(page)).state.air.flights.find((f) => f.id === 'sword1')?.airborne).toBe(true);
          launched = true;
          continue;
        }
        if (!agile && (await cossack.count())) {
          const start = (await snapshot<Snap>(page)).state.ships.cossack?.heading ?? 0;
          // Shift-drag from the ship to a point well to starboard of her move's end: only the end turn changes.
          const box = await page.locator('[data-ship="cossack"] .footprint').boundingBox();
          if (!box) throw new Error('Cossack is not drawn');
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.keyboard.down('Shift');
          await page.mouse.down();
          for (let k = 1; k <= 12; k++) await page.mouse.move(box.x + box.width / 2 + k * 12, box.y + box.height / 2 - k * 4);
          await page.mouse.up();
          await page.keyboard.up('Shift');
          expect(start).toBe(0); // her first move, in Turn 1: heading up the table
          await expect(cossack.getByLabel(/Agile: turn again/).inputValue()).resolves.toBe('90');
          await expect(cossack.getByLabel('Then turn').inputValue()).resolves.toBe('0');
          await cossack.getByLabel('Straight ahead (inches)').fill('4');
          await cossack.getByLabel('Then turn').selectOption('45');
          await cossack.getByLabel('Then ahead (inches)').fill('3');
          await cossack.getByLabel(/Agile: turn again/).selectOption('45');
          await expect(page.locator('#move-check').innerText()).resolves.toMatch(/second turn comes only after her full Speed/);
          await cossack.getByLabel('Then ahead (inches)').fill('4');
          await expect(page.locator('#move-check').innerText()).resolves.toMatch(/^Ends at/);
          await shot(page, 'vas-agile', false);
          await cossack.getByRole('button', { name: 'Make this move' }).click();
          await page.waitForFunction('globalThis.__salvo.getSnapshot().state.ships.cossack.movedThisTurn === true');
          expect(((await snapshot<Snap>(page)).state.ships.cossack?.heading ?? 0) % 360).toBeCloseTo((start + 90) % 360, 6);
          agile = true;
          continue;
        }
        if (!split && (await attack.count())) {
          const inputs = attack.getByLabel(/^Dice of Secondary Armament at /);
          if ((await inputs.count()) >= 2) {
            await inputs.nth(0).fill('1');
            await inputs.nth(1).fill('1');
            const check = page.locator('#attack-check');
            await expect(check.innerText()).resolves.not.toBe('');
            await shot(page, 'vas-split', false);
            await attack.getByRole('button', { name: 'Fire', exact: true }).click();
            await page.waitForTimeout(20);
            const refused = await check.getAttribute('role');
            if (refused === 'alert') {
              await expect(check.innerText()).resolves.toMatch(/^Not sent: /);
              await attack.getByRole('button', { name: 'Hold fire' }).click();
            }
            split = true;
            continue;
          }
        }
        await playVasDecision(page);
      }
      expect({ flew, launched, agile, split }).toEqual({ flew: true, launched: true, agile: true, split: true });
    });
  });

  it('VAS-NF-STARSHELL VAS-NF-SPOTLIGHT VAS-SPOT-CHECK: at night the table marks who is spotted and the attack form offers starshell and spotlight', async () => {
    const { page } = h;
    await withShots(page, 'vas-night', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '7', scenario: 'night', seat: 'rn' });
      await settled(page);
      // Every ship's button says whether the enemy has spotted her; the name on the table carries the mark the legend explains.
      expect(await page.getByRole('button', { name: /, (not )?spotted by the enemy/ }).count()).toBe(6);
      expect(await page.locator('text.ship-name', { hasText: /^[◉○] / }).count()).toBe(6);
      await page.getByText('spotted by the enemy ·').first().waitFor();
      for (let i = 0; i < 200; i++) {
        const s = await settled(page);
        if (s === 'over') throw new Error('the battle ended before an attack was declared');
        if (await page.getByRole('form', { name: 'Declare an attack' }).count()) break;
        await playVasDecision(page);
      }
      const form = page.getByRole('form', { name: 'Declare an attack' });
      await form.getByLabel('Starshell at (night-fighting)').selectOption({ index: 1 });
      await form.getByLabel('Spotlight on (night-fighting)').selectOption({ index: 1 });
      await expect(page.locator('#attack-check').innerText()).resolves.not.toBe('');
      expect((await axeViolations(page)).join('\n')).toBe('');
      await shot(page, 'vas-night-attack', false);
      // The crowded night scene: no word on the table covers another word or a ship, at any zoom or width.
      const table = page.locator('svg.vas-table');
      const zooms: Array<[string, () => Promise<void>]> = [
        ['whole', async () => page.getByRole('button', { name: 'Whole table' }).click()],
        ['in1', async () => page.getByRole('button', { name: 'Zoom in' }).click()],
        ['in2', async () => page.getByRole('button', { name: 'Zoom in' }).click()],
        ['in4', async () => { for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Zoom in' }).click(); }],
        ['in8', async () => { for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click(); }],
        ['out', async () => { await page.getByRole('button', { name: 'Whole table' }).click(); await page.getByRole('button', { name: 'Zoom out' }).click(); }],
      ];
      for (const width of [1280, 390]) {
        await page.setViewportSize(width === 390 ? { width: 390, height: 844 } : { width: 1280, height: 800 });
        for (const [name, go] of zooms) {
          await go();
          await page.waitForTimeout(50);
          const overlaps = await tableOverlaps(page);
          if (overlaps.length) await shot(page, `FAILED-night-overlap-${width}-${name}`, false);
          expect(overlaps, `${width}px, zoom ${name}`).toEqual([]);
        }
        await page.getByRole('button', { name: 'Whole table' }).click();
        const shown = await wordsShown(page);
        // At the whole-table view the words are not simply hidden: on a desktop every name and every arc label is drawn.
        if (width === 1280) expect(shown).toEqual({ names: 6, arcs: 4 });
        await table.screenshot({ path: `${RESULTS}/vas-night-table-${width}.png` });
      }
      await page.setViewportSize({ width: 1400, height: 900 });
    });
  });
});
