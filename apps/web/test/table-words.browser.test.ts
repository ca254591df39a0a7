/**
 * The words on the Victory at Sea table in a real browser, measured on the screen (getBoundingClientRect of each
 * <text>): the three overlaps a user review found on 7 December are gone.
 * 1. A planned move: no arc label or ship name on the move preview's ghost (the fore arc's label was on it).
 * 2. A phone (390 x 844), the table turned: no word under another with any ship selected, the hidden boat's
 *    square included (its words were drawn at a fixed place, under HMS Valiant's name).
 * 3. Carrier Clash's flights stacked at their carriers: one label per stack names how many flights are there
 *    (and, where there is room, each of them): every flight in the air is named, on a desktop, zoomed in, and
 *    on a turned phone; before, 8 of the 16 flights had a label on a desktop and 2 on a phone.
 * Screenshots go to tmp/h5/ (and test-results/ on a failure).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VasState } from '@salvo/vas';
import { browserOrSkip, launch, withShots, WEB_ROOT, type Harness } from './browser';
import { openCarrierClash, settled, snapshot, startGame, toFirstMove } from './drive';
import { wordOverlaps, wordsShown } from './overlap';

const run = browserOrSkip();
const SHOTS = join(WEB_ROOT, '..', '..', 'tmp', 'h5');
const look = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

/** The flights named on the table: by their own label, or counted in a stack's label (with the ids it lists). */
async function flightsNamed(page: Page): Promise<{ single: string[]; stacks: Array<{ ids: string[]; text: string; lines: number }> }> {
  return page.evaluate(`(() => {
    const svg = document.querySelector('svg.vas-table');
    const single = [...svg.querySelectorAll('[data-flight] text.flight-name')].map((t) => t.closest('[data-flight]').getAttribute('data-flight'));
    const stacks = [...svg.querySelectorAll('[data-stack]')].map((g) => ({ ids: g.getAttribute('data-stack').split(' '), text: g.querySelector('text').textContent, lines: g.querySelectorAll('tspan').length }));
    return { single, stacks };
  })()`) as Promise<{ single: string[]; stacks: Array<{ ids: string[]; text: string; lines: number }> }>;
}

/** Every flight in the air is named once: alone, or in a stack's label that counts it. */
async function expectEveryFlightNamed(page: Page, aloft: readonly string[]): Promise<void> {
  const { single, stacks } = await flightsNamed(page);
  expect([...single, ...stacks.flatMap((s) => s.ids)].sort()).toEqual([...aloft].sort());
  for (const s of stacks) expect(s.text.startsWith(`${s.ids.length} flights`)).toBe(true);
}

describe.skipIf(!run)('the words on the table never cover each other', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 180_000);
  afterAll(async () => { await h?.close(); });

  it('a planned move: no arc label or name lies on the move preview\'s ghost, at the whole table and zoomed in', async () => {
    const { page } = h;
    await withShots(page, 'words-move-ghost', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '5', seat: 'rm' });
      await toFirstMove(page);
      await page.getByRole('form', { name: /^Move / }).getByRole('button', { name: 'Full ahead' }).click();
      await expect(page.locator('.preview .ghost').count()).resolves.toBe(1);
      await expect.poll(() => wordOverlaps(page)).toEqual([]);
      // Every arc of Vittorio Veneto is still labelled: the fore arc's label moved off the ghost, not away.
      expect((await wordsShown(page)).arcs).toBe(4);
      await look(page, 'case1-move-ghost');
      for (let k = 0; k < 2; k++) {
        await page.getByRole('button', { name: 'Zoom in' }).click();
        await expect.poll(() => wordOverlaps(page)).toEqual([]);
      }
      await look(page, 'case1-move-ghost-zoomed');
    });
  }, 180_000);

  it('a phone, the table turned: with each ship selected, no word lies under another, the hidden boat\'s square included', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 390, height: 844 });
    await withShots(page, 'words-phone-turned', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '7', seat: 'rm', scenario: 'carrier' });
      await settled(page);
      await page.getByRole('button', { name: 'Turn the table' }).click();
      await expect(page.locator('svg.vas-table text.sub-square-label').count()).resolves.toBe(1);
      const ids = (await page.evaluate(`[...document.querySelectorAll('svg.vas-table [data-ship]')].map((g) => g.getAttribute('data-ship'))`)) as string[];
      expect(ids.length).toBeGreaterThan(4);
      // (A crowded ship's arc labels may find no room at this size: the legend under the table names them.)
      let arcs = 0;
      for (const id of ids) {
        await page.locator(`[data-ship="${id}"] .ship`).dispatchEvent('click');
        await expect.poll(() => page.locator(`[data-ship="${id}"] .ship`).getAttribute('aria-pressed')).toBe('true');
        expect(await wordOverlaps(page), `${id} selected`).toEqual([]);
        arcs += (await wordsShown(page)).arcs;
        if (id === 'veneto') await look(page, 'case2-phone-turned-veneto');
      }
      expect(arcs).toBeGreaterThan(0);
    }).finally(() => page.setViewportSize({ width: 1400, height: 900 }));
  }, 180_000);

  it('Carrier Clash: the flights stacked at each carrier are all named, on a desktop, zoomed in on a stack, and on a turned phone', async () => {
    const { page } = h;
    await withShots(page, 'words-flight-stacks', async () => {
      await openCarrierClash(page, h.url);
      await page.getByRole('button', { name: 'Deploy for me' }).click();
      await page.getByRole('button', { name: 'Done deploying' }).click();
      await page.getByRole('heading', { name: 'Every fleet is deployed' }).waitFor();
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('.game-header .status').filter({ hasText: /Turn 1 of 10/ }).waitFor();
      const snap = await snapshot<{ state: VasState }>(page);
      const aloft = snap.state.air.flights.filter((f) => f.airborne && !f.destroyed).map((f) => f.id);
      expect(aloft.length).toBe(16);
      await expectEveryFlightNamed(page, aloft);
      expect(await wordOverlaps(page)).toEqual([]);
      await look(page, 'case3-stacks-desktop');

      // Zoomed in on USS Yorktown's stack (the wheel zooms around the pointer): the label lists every flight in it.
      const ring = await page.locator('[data-flight="uss-yorktown-f1"] .flight-ring').boundingBox();
      if (!ring) throw new Error('no flight ring');
      await page.mouse.move(ring.x + ring.width / 2, ring.y + ring.height / 2);
      for (let k = 0; k < 6; k++) await page.mouse.wheel(0, -100);
      await expect.poll(async () => (await flightsNamed(page)).stacks.find((s) => s.ids.includes('uss-yorktown-f9'))?.lines ?? 0).toBe(10);
      const yorktown = (await flightsNamed(page)).stacks.find((s) => s.ids.includes('uss-yorktown-f9'));
      for (let k = 1; k <= 9; k++) expect(yorktown?.text).toContain(`uss-yorktown-f${k}`);
      expect(await wordOverlaps(page)).toEqual([]);
      await look(page, 'case3-stacks-zoomed');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Whole table' }).click();
      await page.getByRole('button', { name: 'Turn the table' }).click();
      await expect.poll(async () => (await flightsNamed(page)).stacks.length).toBe(2);
      await expectEveryFlightNamed(page, aloft);
      expect(await wordOverlaps(page)).toEqual([]);
      await look(page, 'case3-stacks-phone-turned');
    }).finally(() => page.setViewportSize({ width: 1400, height: 900 }));
  }, 240_000);
});
