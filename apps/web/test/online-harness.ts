/**
 * The real server (apps/server on a temporary SQLite file, serving the built client) and browser contexts
 * for online browser tests. Call inside a `describe`: it registers its own beforeAll/afterAll, which start the
 * server once and close every context, the server and the temporary folders.
 */
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../../server/src/index';
import { buildOnce, chromiumPath } from './browser';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface OnlineHarness {
  /** The running server (valid once beforeAll has run). */
  readonly server: () => RunningServer;
  /** A fresh browser profile's page, 1400 x 900, closed after the tests. */
  readonly context: () => Promise<Page>;
}

/** `options`: server options beyond the defaults (for example its rate limits). */
export function onlineHarness(dbPrefix: string, options: Partial<ServerOptions> = {}): OnlineHarness {
  let srv: RunningServer | undefined;
  const dirs: string[] = [];
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const web = await buildOnce();
    const db = mkdtempSync(join(tmpdir(), dbPrefix));
    dirs.push(db);
    srv = await startServer({ db: join(db, 'online.sqlite'), port: 0, host: '127.0.0.1', webDist: web, logStream: new Writable({ write(_c, _e, cb) { cb(); } }), ...options });
  }, 120_000);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await srv?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 60_000); // closing browsers and the server takes longer than vitest's 10 s on a loaded machine
  return {
    server: () => {
      if (!srv) throw new Error('the server is not started yet');
      return srv;
    },
    context: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'salvo-chromium-'));
      dirs.push(dir);
      const c = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath() ?? '', headless: true, args: ARGS, viewport: { width: 1400, height: 900 } });
      contexts.push(c);
      return c.pages()[0] ?? (await c.newPage());
    },
  };
}

/** Creates a game online (Victory at Sea unless `was`) from the start screen of `page`; the invite and spectator links it shows. */
export async function createOnlineGame(page: Page, url: string, game: 'vas' | 'was' = 'vas'): Promise<{ invite: string; watch: string }> {
  await page.goto(`${url}/`);
  if (game === 'was') await page.getByLabel(/War at Sea/).check();
  await page.getByLabel(/Online with an invite link/).check();
  await page.getByRole('button', { name: 'Start' }).click();
  return { invite: await page.getByLabel('Invite link for the other player').inputValue(), watch: await page.getByLabel('Spectator link').inputValue() };
}
