/**
 * Creating an online game that cannot be made, in the page: when the Salvo server refuses (here its per-address
 * limit on new games) the page shows the server's own sentence, with no hint about how to start the server; when
 * the page is not served by Salvo at all (a plain static server, no API) it says online play needs `npm start`.
 */
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/src/index';
import { browserOrSkip, buildOnce, chromiumPath, serve, withShots } from './browser';

const run = browserOrSkip();
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function startOnline(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Online with an invite link (through the Salvo server)').check();
  await page.getByRole('button', { name: 'Start' }).click();
}

describe.skipIf(!run)('an online game that cannot be created', () => {
  let srv: RunningServer;
  let plain: { url: string; close: () => Promise<void> };
  let ctx: BrowserContext;
  const dirs: string[] = [];
  beforeAll(async () => {
    const web = await buildOnce();
    const db = mkdtempSync(join(tmpdir(), 'salvo-web-refused-'));
    const profile = mkdtempSync(join(tmpdir(), 'salvo-chromium-'));
    dirs.push(db, profile);
    srv = await startServer({
      db: join(db, 'online.sqlite'), port: 0, host: '127.0.0.1', webDist: web, rateLimits: { perMinute: 0, createsPerMinute: 1 },
      logStream: new Writable({ write(_c, _e, cb) { cb(); } }),
    });
    plain = await serve(web);
    ctx = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath() ?? '', headless: true, args: ARGS, viewport: { width: 1280, height: 800 } });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await srv?.close();
    await plain?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('the server refuses a second game this minute: the page shows its sentence, not a hint to start a server', async () => {
    const page = await ctx.newPage();
    await withShots(page, 'online-refused-rate', async () => {
      await startOnline(page, `${srv.url}/`);
      await page.getByRole('button', { name: 'Leave game' }).waitFor();
      await startOnline(page, `${srv.url}/`);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/^Could not create the online game: Too many requests from this address: wait \d+ seconds? and try again\.$/);
    });
    await page.close();
  });

  it('a page not served by Salvo says online play needs the server', async () => {
    const page = await ctx.newPage();
    await withShots(page, 'online-refused-static', async () => {
      await startOnline(page, plain.url);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/^Could not create the online game: .+ \(online play needs the page to be served by the Salvo server: npm start\)\.$/);
    });
    await page.close();
  });
});
