/**
 * Screens loaded on first use (src/common/lazy-screen.ts, LazyScreen.tsx, ChunkErrorBoundary.tsx): the first
 * script carries the start screen only; a screen's code is fetched when it is opened, with "Loading…" (busy) while
 * it arrives, and a chunk that cannot be fetched (the network dropped, or a new deploy removed the old hashed file)
 * is said in a sentence with "Reload the page", never a blank page. Service workers are blocked here so that
 * page.route sees every request (offline.browser.test.ts covers the worker).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { axeViolations, browserOrSkip, buildOnce, chromiumPath, serve, shot, withShots } from './browser';
import { startGame } from './drive';

const run = browserOrSkip();
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

describe.skipIf(!run)('screens loaded when they are opened', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await serve(await buildOnce());
    browser = await chromium.launch({ executablePath: chromiumPath() ?? '', headless: true, args: ARGS });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A fresh page without a service worker, and the script files it fetched. */
  async function freshPage(): Promise<{ page: Page; scripts: string[] }> {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname.replace(/^.*\//, '')); });
    return { page, scripts };
  }

  const failedScreen = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This screen could not be loaded' }) });

  it('the start screen fetches no screen chunk; a dropped network while opening Scenarios says so, and Reload the page opens it', async () => {
    const { page, scripts } = await freshPage();
    await withShots(page, 'screen-load-dropped', async () => {
      await page.goto(server.url);
      await page.getByRole('button', { name: 'Start' }).waitFor();
      expect(scripts.filter((s) => /^(ScenarioScreen|CampaignScreen|ReplayScreen|VasGame|WasGame)-/.test(s))).toEqual([]);
      await page.route('**/assets/ScenarioScreen-*.js', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      await failedScreen(page).waitFor();
      await expect(failedScreen(page).textContent()).resolves.toMatch(/network may have dropped, or Salvo was updated/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'screen-load-failed');
      // The network is back: the reload fetches the screen again.
      await page.unroute('**/assets/ScenarioScreen-*.js');
      await page.getByRole('button', { name: 'Reload the page' }).click();
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      await page.getByRole('heading', { name: 'Scenarios', level: 1 }).waitFor();
      expect(await failedScreen(page).count()).toBe(0);
    });
    await page.context().close();
  }, 120_000);

  it('a game whose chunk a new deploy removed (404) says so instead of a blank page', async () => {
    const { page } = await freshPage();
    await withShots(page, 'screen-load-404', async () => {
      await page.route('**/assets/VasGame-*.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
      await startGame(page, server.url, { game: 'vas', mode: 'hot-seat' });
      await failedScreen(page).waitFor();
      await expect(page.getByRole('button', { name: 'Reload the page' }).isVisible()).resolves.toBe(true);
    });
    await page.context().close();
  }, 120_000);

  it('while a screen\'s code arrives, "Loading…" is shown, busy; then the screen', async () => {
    const { page, scripts } = await freshPage();
    await withShots(page, 'screen-load-loading', async () => {
      await page.goto(server.url);
      await page.getByRole('button', { name: 'Start' }).waitFor();
      let release = (): void => undefined;
      const held = new Promise<void>((r) => { release = r; });
      await page.route('**/assets/CampaignScreen-*.js', async (route) => { await held; await route.continue(); });
      await page.getByRole('button', { name: 'Campaigns…' }).click();
      const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
      await loading.waitFor();
      await expect(page.locator('main[aria-busy="true"]').count()).resolves.toBe(1);
      await shot(page, 'screen-loading');
      release();
      await page.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
      expect(await loading.count()).toBe(0);
      expect(scripts.some((s) => s.startsWith('CampaignScreen-'))).toBe(true);
    });
    await page.context().close();
  }, 120_000);
});
