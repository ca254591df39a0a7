/**
 * "Turn the table" in a real browser: the turned table draws the north edge at the bottom, and everything a
 * player does by pointer or key still means what it does on the screen: a ship dragged straight ahead ends
 * where she was dropped, arrows pan in screen directions, + and the wheel zoom around the right point.
 * Online, the seat whose fleet starts at the far edge sees the table turned by default (remembered per game),
 * the other seat and spectators do not. The deployment table turns too, and its names never overlap.
 * Screenshots of the turned battle, the move and the deployment go to tmp/s38/table-turn/ (and test-results/).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, withShots, WEB_ROOT, type Harness } from './browser';
import { playVasDecision, settled, snapshot, startGame, toFirstMove } from './drive';
import { createOnlineGame, onlineHarness } from './online-harness';
import { tableOverlaps } from './overlap';

const run = browserOrSkip();
const SHOTS = join(WEB_ROOT, '..', '..', 'tmp', 's38', 'table-turn');
const look = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

type Pt = { x: number; y: number };

/** A table point on the page, as a person at the turned (or not) table sees it: turned, the north-east corner is at the top left. */
const onScreen = async (page: Page, sel: string, p: Pt, turned: boolean, size = { width: 72, height: 48 }): Promise<Pt> => (await page.evaluate(`(() => {
  const svg = document.querySelector(${JSON.stringify(sel)});
  const q = ${turned} ? new DOMPoint(${size.width} - ${p.x}, ${p.y}) : new DOMPoint(${p.x}, ${size.height} - ${p.y});
  const r = q.matrixTransform(svg.getScreenCTM());
  return { x: r.x, y: r.y };
})()`)) as Pt;

const centre = async (page: Page, sel: string): Promise<Pt> => {
  const b = await page.locator(sel).first().boundingBox();
  if (!b) throw new Error(`${sel} is not drawn`);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

const near = (a: Pt, b: Pt, px: number): boolean => Math.hypot(a.x - b.x, a.y - b.y) <= px;

describe.skipIf(!run)('turning the Victory at Sea table', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('turned, the far fleet is drawn near; a ship dragged straight ahead ends where she was dropped; arrows, + and the wheel act on the screen', async () => {
    const { page } = h;
    await withShots(page, 'table-turn-drag', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '5', seat: 'rm' });
      await settled(page);
      const turn = page.getByRole('button', { name: 'Turn the table' });
      // Against a bot the table starts unturned; the toggle turns it.
      await expect(turn.getAttribute('aria-pressed')).resolves.toBe('false');
      await turn.click();
      await expect(turn.getAttribute('aria-pressed')).resolves.toBe('true');
      await page.getByText('North edge at the bottom (turned)').waitFor();
      // Vittorio Veneto (30, 42) is drawn where a person at the north edge sees her: near the bottom, on the right.
      const veneto = await centre(page, '[data-ship="veneto"] .footprint');
      expect(near(veneto, await onScreen(page, 'svg.vas-table', { x: 30, y: 42 }, true), 1.5)).toBe(true);
      const svgBox = await page.locator('svg.vas-table').boundingBox();
      if (!svgBox) throw new Error('no table');
      expect(veneto.y).toBeGreaterThan(svgBox.y + svgBox.height * 0.75);
      expect(veneto.x).toBeGreaterThan(svgBox.x + svgBox.width / 2);
      // Her name is laid out the right way up (no word on the table is rotated) and covers nothing.
      const rotatedWords = await page.evaluate(`[...document.querySelectorAll('svg.vas-table text')].filter((t) => /rotate/.test(t.closest('g[transform*=rotate]')?.getAttribute('transform') ?? '')).length`);
      expect(rotatedWords).toBe(0);
      expect(await tableOverlaps(page)).toEqual([]);
      await look(page, 'turned-default-battle');

      await toFirstMove(page);
      const snap = await snapshot<{ state: VasState }>(page);
      const mover = snap.state.moving ?? '';
      const ship = snap.state.ships[mover];
      if (!ship) throw new Error('nobody moves');
      expect(ship.heading).toBe(180);
      // Heading 180 (south) points up the screen when turned: drag the ship 6" straight up the screen.
      const from = await centre(page, `[data-ship="${mover}"] .footprint`);
      const to = await onScreen(page, 'svg.vas-table', { x: ship.position.x, y: ship.position.y - 6 }, true);
      expect(to.y).toBeLessThan(from.y - 20);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let k = 1; k <= 12; k++) await page.mouse.move(from.x + ((to.x - from.x) * k) / 12, from.y + ((to.y - from.y) * k) / 12);
      await page.waitForTimeout(100);
      const form = page.getByRole('form', { name: /^Move / });
      expect(Number(await form.getByLabel('Straight ahead (inches)').inputValue())).toBeCloseTo(6, 0);
      const ghost = await centre(page, '.preview [data-drag-handle] .ghost');
      await look(page, 'turned-mid-move');
      await page.mouse.up();
      expect(near(ghost, to, 6)).toBe(true);
      await form.getByRole('button', { name: 'Make this move' }).click();
      await expect.poll(async () => (await snapshot<{ state: VasState }>(page)).state.ships[mover]?.position.y).toBeCloseTo(ship.position.y - 6, 0);
      expect(near(await centre(page, `[data-ship="${mover}"] .footprint`), to, 6)).toBe(true);

      // Arrow keys pan in screen directions: ArrowRight brings what lies to the right into view (the ships move left).
      const table = page.locator('svg.vas-table');
      // + zooms around the selected ship (the one that just moved): she stays where she is on the screen.
      const moved = await centre(page, `[data-ship="${mover}"] .footprint`);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      expect(near(await centre(page, `[data-ship="${mover}"] .footprint`), moved, 2)).toBe(true);
      const before = await centre(page, '[data-ship="zara"] .footprint');
      await table.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      const after = await centre(page, '[data-ship="zara"] .footprint');
      expect(after.x).toBeLessThan(before.x - 10);
      expect(after.y).toBeLessThan(before.y - 10);
      // The wheel zooms around the point under the pointer: the ship there stays under it.
      await page.mouse.move(after.x, after.y);
      await page.mouse.wheel(0, -200);
      await page.waitForTimeout(100);
      const wheeled = await centre(page, '[data-ship="zara"] .footprint');
      expect(near(wheeled, after, 3)).toBe(true);
      // Dragging the sea pans with the pointer.
      const sea = { x: svgBox.x + 30, y: svgBox.y + svgBox.height - 30 };
      const z0 = await centre(page, '[data-ship="zara"] .footprint');
      await page.mouse.move(sea.x, sea.y);
      await page.mouse.down();
      for (let k = 1; k <= 5; k++) await page.mouse.move(sea.x + k * 10, sea.y - k * 6);
      await page.mouse.up();
      await page.waitForTimeout(50);
      const z1 = await centre(page, '[data-ship="zara"] .footprint');
      expect(near({ x: z1.x - 50, y: z1.y + 30 }, z0, 3)).toBe(true);
      expect((await axeViolations(page)).join('\n')).toBe('');
    });
  }, 240_000);

  it('turned, a flight dragged up and to the right on the screen flies south-west on the table, its ghost where it was dropped', async () => {
    const { page } = h;
    await withShots(page, 'table-turn-fly', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '4', scenario: 'carrier', seat: 'rn' });
      await settled(page);
      await page.getByRole('button', { name: 'Turn the table' }).click();
      const fly = page.locator('.decision').getByRole('form', { name: 'Fly aircraft' });
      for (let i = 0; i < 200 && !(await fly.count()); i++) {
        if ((await settled(page)) === 'over') throw new Error('the battle ended before a flight flew');
        if (!(await fly.count())) await playVasDecision(page);
      }
      const handle = page.locator('[data-drag-flight]').first();
      const id = (await handle.getAttribute('data-drag-flight')) ?? '';
      const from = await centre(page, `[data-drag-flight="${id}"] .flight-ring`);
      const to = { x: from.x + 30, y: from.y - 30 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let k = 1; k <= 10; k++) await page.mouse.move(from.x + k * 3, from.y - k * 3);
      await page.mouse.up();
      await expect(page.locator('#fly-check').innerText()).resolves.toBe('The engine accepts these moves.');
      expect(near(await centre(page, '.flight-ghost'), to, 3)).toBe(true);
      const before = (await snapshot<{ state: VasState }>(page)).state.air.flights.find((f) => f.id === id)?.position;
      await fly.getByRole('button', { name: 'Fly these moves' }).click();
      await page.locator('.log li', { hasText: `Flight ${id} ` }).first().waitFor();
      const after = (await snapshot<{ state: VasState }>(page)).state.air.flights.find((f) => f.id === id)?.position;
      if (!before || !after) throw new Error('the flight has no position');
      // Seen from the north edge, the screen's right is the table's west and its top the table's south.
      expect(after.x).toBeLessThan(before.x - 1);
      expect(after.y).toBeLessThan(before.y - 1);
    });
  }, 240_000);

  it('the deployment table turns: a ship dragged on the turned table lands where dropped; "Deploy for me" leaves no name over another; the battle opens turned', async () => {
    const { page } = h;
    await withShots(page, 'table-turn-deploy', async () => {
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      await page.getByRole('radio', { name: /^Victory at Sea$/ }).check();
      await page.getByLabel('Against the bot').check();
      await page.getByLabel('Bot strength').selectOption('random');
      await page.getByLabel('You play').selectOption('first');
      await page.getByLabel('Priority Level', { exact: true }).selectOption('Raid');
      await page.getByLabel('Seed').fill('8');
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await page.getByRole('heading', { name: /deploys$/ }).waitFor();
      const turn = page.getByRole('button', { name: 'Turn the table' });
      await expect(turn.getAttribute('aria-pressed')).resolves.toBe('false');
      await turn.click();
      await expect(turn.getAttribute('aria-pressed')).resolves.toBe('true');
      const active = page.locator('.deploy-zone.active').first();
      const num = async (k: string): Promise<number> => Number(await active.getAttribute(`data-${k}`));
      const zone = { x: await num('x'), y: await num('y'), w: await num('width'), h: await num('height') };
      const first = await page.locator('.deploy-ship.mine').first().getAttribute('data-deploy-ship');
      const inside = { x: zone.x + zone.w / 4, y: zone.y + zone.h / 2 };
      const from = await centre(page, `[data-deploy-ship="${first}"] circle.footprint`);
      const to = await onScreen(page, '.deploy-table', inside, true);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
      await expect(page.locator('.decision [role=alert]').count()).resolves.toBe(0);
      const placed = await page.locator('.deploy-ships li').first().innerText();
      const m = /at \(([\d.]+), ([\d.]+)\)/.exec(placed);
      expect(Math.abs(Number(m?.[1]) - inside.x)).toBeLessThan(0.3);
      expect(Math.abs(Number(m?.[2]) - inside.y)).toBeLessThan(0.3);
      expect(near(await centre(page, `[data-deploy-ship="${first}"] circle.footprint`), to, 3)).toBe(true);
      await page.getByRole('button', { name: 'Deploy for me' }).click();
      const clashes = await page.evaluate(`(() => {
        const words = [...document.querySelectorAll('.deploy-table text')].map((t) => ({ t: t.textContent, r: t.getBoundingClientRect() }));
        const hit = (p, q) => Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
        const out = [];
        for (let i = 0; i < words.length; i++) for (let j = i + 1; j < words.length; j++) if (hit(words[i].r, words[j].r)) out.push(words[i].t + ' / ' + words[j].t);
        return out;
      })()`);
      expect(clashes).toEqual([]);
      expect(await page.locator('.deploy-ship .ship-name').count()).toBeGreaterThan(1);
      await look(page, 'turned-deployment');
      // the battle opens turned, as the deployment table was
      await page.getByRole('button', { name: 'Done deploying' }).click();
      await page.getByRole('heading', { name: 'Every fleet is deployed' }).waitFor();
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('svg.vas-table').waitFor();
      await expect(page.getByRole('button', { name: 'Turn the table' }).getAttribute('aria-pressed')).resolves.toBe('true');
    });
  }, 240_000);
});

describe.skipIf(!run)('turning the table online', () => {
  const { server, context } = onlineHarness('salvo-web-turn-');

  it('the seat whose fleet starts at the far edge sees the table turned by default, remembered for the game; the other seat and a spectator do not', async () => {
    const a = await context();
    await withShots(a, 'table-turn-online', async () => {
      const { invite, watch } = await createOnlineGame(a, server().url);
      const b = await context();
      await b.goto(invite);
      await b.locator('svg.vas-table').waitFor();
      const w = await context();
      await w.goto(watch);
      await w.locator('svg.vas-table').waitFor();
      await a.locator('svg.vas-table').waitFor();
      const pressed = (p: Page) => p.getByRole('button', { name: 'Turn the table' }).getAttribute('aria-pressed');
      // The creator plays the Royal Navy (south edge), the guest the Regia Marina (north edge).
      const seatOf = async (p: Page) => (await p.evaluate('globalThis.__salvo.getSnapshot().state.viewer')) as string;
      expect(await seatOf(a)).toBe('rn');
      expect(await seatOf(b)).toBe('rm');
      expect(await pressed(a)).toBe('false');
      expect(await pressed(b)).toBe('true');
      expect(await pressed(w)).toBe('false');
      // The guest's own Vittorio Veneto is near the bottom of the guest's screen; the creator's Warspite near the bottom of the creator's.
      const low = async (p: Page, ship: string) => {
        const t = await p.locator('svg.vas-table').boundingBox();
        const s = await centre(p, `[data-ship="${ship}"] .footprint`);
        return t ? (s.y - t.y) / t.height : 0;
      };
      expect(await low(b, 'veneto')).toBeGreaterThan(0.75);
      expect(await low(a, 'warspite')).toBeGreaterThan(0.75);
      expect(await tableOverlaps(b)).toEqual([]);
      await look(b, 'online-guest-turned');
      // Remembered for this game: the guest turns it back, reloads, and it stays as chosen.
      await b.getByRole('button', { name: 'Turn the table' }).click();
      expect(await pressed(b)).toBe('false');
      await b.reload();
      await b.locator('svg.vas-table').waitFor();
      expect(await pressed(b)).toBe('false');
    });
  }, 240_000);
});
