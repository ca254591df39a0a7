/**
 * The scenario deployment screen on a phone (390 x 844, touch) and in a wide window, in a real browser:
 * on the phone the page does not scroll sideways, the table takes the screen's width with the panels under
 * it, its words are enlarged to be read and stay inside the table, none over another, and a finger drags a ship from the strip into the player's zone (touch events through Chromium's
 * DevTools protocol, as pinch.browser.test.ts sends them). At 1400 x 900 the screen opens at its top, not
 * where the scenario list was scrolled to, and every zone label is drawn inside the table, none over another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildOnce, browserOrSkip, chromiumPath, launch, serve, shot, withShots, type Harness } from './browser';
import { openCarrierClash } from './drive';

const run = browserOrSkip();

interface Rect { left: number; top: number; right: number; bottom: number; width: number }

/** The zone labels' boxes on the screen, each not inside the table's sea, and each pair of the table's words that overlap. */
async function wordsAmiss(page: Page): Promise<{ outside: string[]; clashes: string[] }> {
  return page.evaluate(`(() => {
    const sea = document.querySelector('.deploy-sea').getBoundingClientRect();
    const labels = [...document.querySelectorAll('.deploy-zone .zone-label')].map((t) => ({ t: t.textContent, r: t.getBoundingClientRect() }));
    const outside = labels.filter(({ r }) => r.left < sea.left || r.right > sea.right || r.top < sea.top || r.bottom > sea.bottom).map((l) => l.t);
    const words = [...document.querySelectorAll('.deploy-table text')].map((t) => ({ t: t.textContent, r: t.getBoundingClientRect() }));
    const hit = (p, q) => Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
    const clashes = [];
    for (let i = 0; i < words.length; i++) for (let j = i + 1; j < words.length; j++) if (hit(words[i].r, words[j].r)) clashes.push(words[i].t + ' / ' + words[j].t);
    return { outside, clashes };
  })()`) as Promise<{ outside: string[]; clashes: string[] }>;
}

const rectOf = (page: Page, selector: string): Promise<Rect> => page.evaluate(`(() => {
  const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width };
})()`) as Promise<Rect>;

describe.skipIf(!run)('the deployment screen on a phone', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await serve(await buildOnce());
    browser = await chromium.launch({ executablePath: chromiumPath() ?? '', args: ['--no-sandbox', '--disable-gpu'] });
  }, 180_000);
  afterAll(async () => { await browser?.close(); await server?.close(); });

  it('at 390 px no sideways scrolling, a table the screen\'s width above the panels, words that can be read, and a finger drags a ship from the strip into her zone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await withShots(page, 'deploy-phone', async () => {
      await openCarrierClash(page, server.url);
      await expect(page.evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(390);
      const table = await rectOf(page, 'svg.deploy-table');
      expect(table.width).toBeGreaterThan(300);
      const panel = await rectOf(page, '.scenario-deploy .decision');
      expect(panel.top).toBeGreaterThanOrEqual(table.bottom);
      await expect(wordsAmiss(page)).resolves.toEqual({ outside: [], clashes: [] });
      // words enlarged to be read on the phone: a ship's name at least 8 px tall
      const name = await rectOf(page, '[data-deploy-ship="uss-yorktown"] .ship-name');
      expect(name.bottom - name.top).toBeGreaterThanOrEqual(8);
      await shot(page, 'deploy-phone-open', false);
      const zone = page.locator('.deploy-zone.active');
      const num = async (k: string): Promise<number> => Number(await zone.getAttribute(`data-${k}`));
      const aim = { x: (await num('x')) + (await num('width')) / 2, y: (await num('y')) + (await num('height')) / 2 };
      const target = await rectOf(page, '.deploy-zone.active rect');
      const to = { x: (target.left + target.right) / 2, y: (target.top + target.bottom) / 2 };
      const yorktown = await rectOf(page, '[data-deploy-ship="uss-yorktown"] circle.footprint');
      const from = { x: (yorktown.left + yorktown.right) / 2, y: (yorktown.top + yorktown.bottom) / 2 };
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p: { x: number; y: number }) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y, id: 1 }] });
      await touch('touchStart', from);
      for (let k = 1; k <= 8; k++) await touch('touchMove', { x: from.x + ((to.x - from.x) * k) / 8, y: from.y + ((to.y - from.y) * k) / 8 });
      await touch('touchEnd', to);
      await expect(page.locator('.decision [role=alert]').count()).resolves.toBe(0);
      const row = await page.locator('.deploy-ships li', { hasText: 'USS Yorktown' }).innerText();
      const m = /at \(([\d.]+), ([\d.]+)\)/.exec(row);
      expect(m, row).not.toBeNull();
      expect(Math.abs(Number(m?.[1]) - aim.x)).toBeLessThan(0.5);
      expect(Math.abs(Number(m?.[2]) - aim.y)).toBeLessThan(0.5);
      await expect(page.evaluate('window.scrollX')).resolves.toBe(0);
      await expect(wordsAmiss(page)).resolves.toEqual({ outside: [], clashes: [] });
      await shot(page, 'deploy-phone-placed', false);
    });
    await context.close();
  }, 180_000);
});

describe.skipIf(!run)('the deployment screen in a wide window', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 180_000);
  afterAll(async () => { await h?.close(); });

  it('opens at its top with the table in view, and every zone label is inside the table and clear of the others', async () => {
    const { page } = h;
    await withShots(page, 'deploy-wide', async () => {
      await openCarrierClash(page, h.url);
      await expect(page.evaluate('window.scrollY')).resolves.toBe(0);
      const sea = await rectOf(page, '.deploy-sea');
      expect(sea.top).toBeGreaterThanOrEqual(0);
      expect(sea.top).toBeLessThan(900);
      const labels = (await page.evaluate(`[...document.querySelectorAll('.deploy-zone .zone-label')].map((t) => {
        const r = t.getBoundingClientRect();
        return { t: t.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      })`)) as Array<Rect & { t: string }>;
      expect(labels.map((l) => l.t)).toEqual([
        'Player 1 (West carrier group):', 'West deployment zone (12" from the west short edge)',
        'Player 2 (East carrier group):', 'East deployment zone (12" from the east short edge)',
      ]);
      for (const l of labels) {
        expect(l.left, l.t).toBeGreaterThanOrEqual(sea.left);
        expect(l.right, l.t).toBeLessThanOrEqual(sea.right);
        expect(l.top, l.t).toBeGreaterThanOrEqual(sea.top);
        expect(l.bottom, l.t).toBeLessThanOrEqual(sea.bottom);
      }
      const hit = (p: Rect, q: Rect): boolean => Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
      const clashes = labels.flatMap((a, i) => labels.slice(i + 1).filter((b) => hit(a, b)).map((b) => `${a.t} / ${b.t}`));
      expect(clashes).toEqual([]);
      await shot(page, 'deploy-wide-open', false);
    });
  }, 180_000);
});
