/**
 * Two fingers on the Victory at Sea table in a real browser (touch events through Chromium's DevTools protocol):
 * spreading them zooms in around the point between them, and the page's hint speaks of fingers, not a wheel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserOrSkip, launch, withShots, type Harness } from './browser';
import { settled, startGame } from './drive';

const run = browserOrSkip();

describe.skipIf(!run)('pinching the table on a touch screen', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('two fingers spread apart zoom the table in around the point between them; the hint says pinch', async () => {
    const { page } = h;
    await withShots(page, 'pinch', async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
      await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: false });
      await startGame(page, h.url, { game: 'vas', mode: 'bot' });
      await settled(page);
      const svg = page.locator('svg.vas-table');
      const box = await svg.boundingBox();
      if (!box) throw new Error('no table');
      const viewBox = async () => (await svg.getAttribute('viewBox'))?.split(' ').map(Number) ?? [];
      const [, , w0] = await viewBox();
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      // the table point under the fingers' midpoint before the pinch
      const under = async () => (await page.evaluate(`(() => {
        const s = document.querySelector('svg.vas-table');
        const p = new DOMPoint(${cx}, ${cy}).matrixTransform(s.getScreenCTM().inverse());
        return [p.x, p.y];
      })()`)) as [number, number];
      const before = await under();
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) => cdp.send('Input.dispatchTouchEvent', {
        type, touchPoints: type === 'touchEnd' ? [] : [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }],
      });
      await touch('touchStart', 40);
      for (const s of [60, 80, 100, 120]) await touch('touchMove', s);
      await touch('touchEnd', 0);
      await page.waitForTimeout(100);
      const [, , w1] = await viewBox();
      expect(w1).toBeCloseTo((w0 as number) / 3, 1);
      const after = await under();
      expect(Math.hypot(after[0] - before[0], after[1] - before[1])).toBeLessThan(0.5);
      await expect(page.locator('.table-tools .hint').innerText()).resolves.toMatch(/pinch with two to zoom/);
    });
  }, 180_000);
});
