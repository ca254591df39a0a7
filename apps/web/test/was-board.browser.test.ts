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

/** Every text on the map smaller than `minPx` on screen, or sticking out of its counter or place (run in the page). */
async function mapProblems(page: Page, minPx: number): Promise<{ problems: Problem[]; counters: number }> {
  return (await page.evaluate(`(() => {
    const s = document.querySelector('svg.was-map');
    const scale = s.getBoundingClientRect().width / s.viewBox.baseVal.width;
    const problems = [];
    for (const t of s.querySelectorAll('text')) {
      const label = t.textContent || '';
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      if (px < ${minPx}) problems.push({ text: label, why: px.toFixed(1) + ' px' });
      const owner = t.closest('g.counter') || t.closest('g.area, g.port');
      const rect = owner && owner.querySelector(':scope > rect');
      if (!rect) continue;
      const box = rect.getBoundingClientRect();
      const r = t.getBoundingClientRect();
      const out = Math.max(box.left - r.left, r.right - box.right, box.top - r.top, r.bottom - box.bottom);
      if (out > 0.5) problems.push({ text: label, why: out.toFixed(1) + ' px outside its ' + (owner.classList.contains('counter') ? 'counter' : 'place') });
    }
    return { problems, counters: s.querySelectorAll('g.counter').length };
  })()`)) as { problems: Problem[]; counters: number };
}

/** Every part of the orders table reaching past the right edge of the decision panel, in px (run in the page). */
async function ordersOverflow(page: Page): Promise<string[]> {
  return (await page.evaluate(`(() => {
    const panel = document.querySelector('.decision');
    const right = panel.getBoundingClientRect().right;
    return [...panel.querySelectorAll('.orders, .orders select, .orders th, .orders td')]
      .map((e) => ({ e, over: e.getBoundingClientRect().right - right }))
      .filter((x) => x.over > 0.5)
      .map((x) => x.e.tagName.toLowerCase() + ' ' + (x.e.getAttribute('aria-label') || (x.e.textContent || '').slice(0, 30)) + ': ' + x.over.toFixed(1) + ' px');
  })()`)) as string[];
}

/** Every counter names its ship in full, the same words for a screen reader (aria-label) and as a tooltip (<title>). */
const countersNamed = (page: Page): Promise<boolean> => page.evaluate(`[...document.querySelectorAll('.was-map g.counter')]
  .every((g) => (g.getAttribute('aria-label') || '').length > 0 && g.querySelector('title') && g.querySelector('title').textContent === g.getAttribute('aria-label'))`) as Promise<boolean>;
const pageWidth = (page: Page): Promise<number> => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

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
        expect(await countersNamed(page)).toBe(true);
        // The page itself does not scroll sideways at 1280.
        expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
        expect(await axeViolations(page)).toEqual([]);
        await shot(page, `was-board-1280-${seat}`, false);

        await page.setViewportSize({ width: 390, height: 844 });
        const phone = await mapProblems(page, 11);
        expect(phone.problems).toEqual([]);
        expect(await ordersOverflow(page)).toEqual([]);
        expect(await pageWidth(page)).toBeLessThanOrEqual(390);
        const scroller = (await page.evaluate(`(() => { const e = document.querySelector('.was-map-scroll'); return { sw: e.scrollWidth, cw: e.clientWidth }; })()`)) as { sw: number; cw: number };
        expect(scroller.sw).toBeGreaterThan(scroller.cw);
        await shot(page, `was-board-390-${seat}`, false);
        await page.setViewportSize({ width: 1400, height: 900 });
      });
    }, 180_000);
  }
});
