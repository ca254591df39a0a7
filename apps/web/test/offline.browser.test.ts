/**
 * Offline play (sw-template.js, written by the build as sw.js; src/offline.ts): after one visit, the client
 * keeps working with the server gone and the network cut. The service worker stores the page and every file
 * of the build on install (the build writes the list into it, workers included); with the server stopped and the browser offline, a
 * reload still opens Salvo, and a battle against `hard` (whose bot thinks on a Web Worker, a separate file) is
 * played with no error. Online features say they need the server instead of breaking. Every screen but the start
 * screen is a chunk of its own, fetched when first opened (src/common/lazy-screen.ts): the worker keeps them all,
 * so screens never opened online (Scenarios, Campaigns, Replay, the War at Sea board) open offline too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext } from 'playwright-core';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { browserOrSkip, buildOnce, chromiumPath, serve, withShots, shot } from './browser';
import { errorShown, playVasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();
/** The chunks of the screens loaded when opened (App.tsx). */
const SCREEN_CHUNKS = [/assets\/ScenarioScreen-/, /assets\/CampaignScreen-/, /assets\/ReplayScreen-/, /assets\/VasGame-/, /assets\/WasGame-/];

describe.skipIf(!run)('the client without a network', () => {
  let context: BrowserContext;
  let server: { url: string; close: () => Promise<void> };
  let dir: string;
  const profile = mkdtempSync(join(tmpdir(), 'salvo-chromium-offline-'));
  beforeAll(async () => {
    dir = await buildOnce();
    server = await serve(dir);
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath() ?? undefined,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      viewport: { width: 1400, height: 900 },
    });
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await Promise.race([server?.close(), new Promise((r) => setTimeout(r, 2000))]);
    rmSync(profile, { recursive: true, force: true });
  });

  it('after one visit, with the server stopped and the network cut, Salvo opens and a battle against hard is played', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await withShots(page, 'offline', async () => {
      await page.goto(`${server.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Start' }).waitFor();
      // The service worker is installed with every file of the build, and controls the page.
      await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
      const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
      const listed = JSON.parse(/const FILES = (\[.*\]);/.exec(sw)?.[1] ?? '[]') as string[];
      const cache = /const CACHE = '(salvo-app-[0-9a-f]{12})';/.exec(sw)?.[1];
      expect(listed.some((f) => /bot-worker/.test(f))).toBe(true);
      // The first visit fetched the start screen's script, not the screens' chunks; the worker lists those too.
      const fetched = (await page.evaluate(`performance.getEntriesByType('resource').map((e) => e.name)`)) as string[];
      for (const screen of SCREEN_CHUNKS) {
        expect(listed.filter((f) => screen.test(f)), String(screen)).toHaveLength(1);
        expect(fetched.filter((u) => screen.test(u)), String(screen)).toEqual([]);
      }
      expect(await page.evaluate('caches.keys()')).toEqual([cache]);
      const kept = (await page.evaluate(`caches.open('${cache}').then((c) => c.keys()).then((ks) => ks.map((r) => new URL(r.url).pathname))`)) as string[];
      for (const f of listed) expect(kept, f).toContain(`/${f}`);
      // The server goes away and the network with it.
      await Promise.race([server.close(), new Promise((r) => setTimeout(r, 2000))]);
      await context.setOffline(true);
      await expect(page.evaluate(`fetch('/sw.js?probe=1').then(() => 'reached', () => 'unreachable')`)).resolves.toBe('unreachable');
      await page.reload();
      await page.getByRole('button', { name: 'Start' }).waitFor();
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(w.url()));
      await startGame(page, server.url, { game: 'vas', mode: 'bot', bot: 'hard', seed: '3' });
      let mine = 0;
      for (; mine < 6; mine++) {
        if ((await settled(page)) === 'over') break;
        await playVasDecision(page);
      }
      await settled(page);
      expect(await errorShown(page)).toBe(false);
      const snap = await snapshot<{ actions: { type: string }[] }>(page);
      expect(snap.actions.filter((a) => a.type !== 'roll').length).toBeGreaterThan(mine);
      expect(workers.filter((u) => /bot-worker/.test(u)).length).toBe(1);
      await shot(page, 'offline-battle');
    });
  }, 240_000);

  it('offline, screens never opened online open from the kept chunks: Scenarios, Campaigns, Replay and a War at Sea game', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await withShots(page, 'offline-screens', async () => {
      await context.setOffline(true);
      const opened: string[] = [];
      page.on('requestfinished', (r) => { if (/\/assets\/\w+-[\w-]+\.js$/.test(r.url())) opened.push(new URL(r.url()).pathname); });
      for (const [button, heading] of [['Scenarios…', 'Scenarios'], ['Campaigns…', 'Campaigns'], ['Open a record…', 'Replay']] as const) {
        await page.goto(`${server.url}?botDelay=0`);
        await page.getByRole('button', { name: button }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        expect(await page.getByRole('heading', { name: 'This screen could not be loaded' }).count()).toBe(0);
      }
      await shot(page, 'offline-replay-screen');
      await startGame(page, server.url, { game: 'was', mode: 'hot-seat' });
      await settled(page);
      expect(await errorShown(page)).toBe(false);
      await shot(page, 'offline-was-game');
      for (const screen of [/ScenarioScreen-/, /CampaignScreen-/, /ReplayScreen-/, /WasGame-/]) expect(opened.some((u) => screen.test(u)), String(screen)).toBe(true);
    });
  }, 120_000);
});
