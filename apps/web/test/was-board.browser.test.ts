/**
 * The War at Sea board as a player reads it: at 1280x800 every text on the map is at least 11 CSS px
 * and inside its box (a counter's text inside its counter, a place's text inside its place), and the
 * movement-orders table stays inside its panel; on a 390x844 phone the board scrolls inside its own
 * box and the page does not. Measured with getBoundingClientRect in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { settled, startGame } from './drive';

const run = browserOrSkip();

interface Problem { text: string; why: string }

/** Every text on the map smaller than `minPx` on screen, or sticking out of its counter or place. */
async function mapProblems(page: Page, minPx: number): Promise<{ problems: Problem[]; counters: number }> {
  return page.locator('svg.was-map').evaluate((svg, min) => {
    const s = svg as SVGSVGElement;
    const scale = s.getBoundingClientRect().width / s.viewBox.baseVal.width;
    const problems: { text: string; why: string }[] = [];
    const texts = [...s.querySelectorAll('text')];
    for (const t of texts) {
      const label = t.textContent ?? '';
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      if (px < min) problems.push({ text: label, why: `${px.toFixed(1)} px` });
      const owner = t.closest('g.counter') ?? t.closest('g.area, g.port');
      const box = owner?.querySelector(':scope > rect')?.getBoundingClientRect();
      if (!box) continue;
      const r = t.getBoundingClientRect();
      const out = Math.max(box.left - r.left, r.right - box.right, box.top - r.top, r.bottom - box.bottom);
      if (out > 0.5) problems.push({ text: label, why: `${out.toFixed(1)} px outside its ${owner?.classList.contains('counter') ? 'counter' : 'place'}` });
    }
    return { problems, counters: s.querySelectorAll('g.counter').length };
  }, minPx);
}

/** Every control of the orders form reaching past the right edge of the decision panel, in px. */
async function ordersOverflow(page: Page): Promise<string[]> {
  return page.locator('.decision').evaluate((panel) => {
    const right = panel.getBoundingClientRect().right;
    return [...panel.querySelectorAll('.orders, .orders select, .orders th, .orders td')]
      .map((e) => ({ e, over: e.getBoundingClientRect().right - right }))
      .filter((x) => x.over > 0.5)
      .map((x) => `${x.e.tagName.toLowerCase()} ${x.e.getAttribute('aria-label') ?? x.e.textContent?.slice(0, 30) ?? ''}: ${x.over.toFixed(1)} px`);
  });
}


describe.skipIf(!run)('War at Sea board readability', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  for (const seat of ['allies', 'axis'] as const) {
    it(`at 1280x800 (${seat}): map text at least 11 px and inside its box, orders inside their panel; axe clean`, async () => {
      const { page } = h;
      await withShots(page, `was-board-${seat}`, async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await startGame(page, h.url, { game: 'was', mode: 'bot', seed: '4', seat, bot: 'heuristic' });
        const orders = page.locator('.decision').getByRole('form', { name: /movement orders/ });
        for (let i = 0; i < 40 && !(await orders.count()); i++) {
          expect(await settled(page)).toBe('decision');
          if (await orders.count()) break;
          await page.locator('.decision .choices button').first().click();
        }
        await orders.waitFor();
        const { problems, counters } = await mapProblems(page, 11);
        expect(counters).toBeGreaterThan(10);
        expect(problems).toEqual([]);
        expect(await page.locator('.orders select').count()).toBeGreaterThan(0);
        expect(await ordersOverflow(page)).toEqual([]);
        // Every counter names its ship in full for a screen reader and as a tooltip.
        const named = await page.locator('.was-map g.counter').evaluateAll((gs) => gs.every((g) => (g.querySelector('title')?.textContent ?? '') === g.getAttribute('aria-label') && (g.getAttribute('aria-label') ?? '').length > 0));
        expect(named).toBe(true);
        // The page itself does not scroll sideways at 1280.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `was-board-1280-${seat}`, false);

        await page.setViewportSize({ width: 390, height: 844 });
        const phone = await mapProblems(page, 11);
        expect(phone.problems).toEqual([]);
        expect(await ordersOverflow(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const scroller = await page.locator('.was-map-scroll').evaluate((e) => ({ sw: e.scrollWidth, cw: e.clientWidth }));
        expect(scroller.sw).toBeGreaterThan(scroller.cw);
        await shot(page, `was-board-390-${seat}`, false);
        await page.setViewportSize({ width: 1400, height: 900 });
      });
    }, 180_000);
  }
});
