/**
 * A bad invite link opened in a fresh page (not a hash change on an open one), through the real
 * server: the page says in a sentence what went wrong and offers a way back to starting a game.
 */
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/src/index';
import { axeViolations, browserOrSkip, buildOnce, chromiumPath, shot, withShots } from './browser';

const run = browserOrSkip();
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

describe.skipIf(!run)('a bad invite link', () => {
  let srv: RunningServer;
  let ctx: BrowserContext;
  const dirs: string[] = [];
  beforeAll(async () => {
    const web = await buildOnce();
    const db = mkdtempSync(join(tmpdir(), 'salvo-web-invite-'));
    const profile = mkdtempSync(join(tmpdir(), 'salvo-chromium-'));
    dirs.push(db, profile);
    srv = await startServer({ db: join(db, 'online.sqlite'), port: 0, host: '127.0.0.1', webDist: web, logStream: new Writable({ write(_c, _e, cb) { cb(); } }) });
    ctx = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath() ?? '', headless: true, args: ARGS, viewport: { width: 1280, height: 800 } });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await srv?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  for (const [name, hash] of [['unknown game', '#join=nosuchgame.nosuchkey'], ['incomplete link', '#join=abc']] as const) {
    it(`${name}: a fresh page shows a clear sentence and a way back`, async () => {
      const page = await ctx.newPage();
      await withShots(page, `bad-invite-${name}`, async () => {
        await page.goto(`${srv.url}/${hash}`);
        const alert = page.getByRole('alert');
        await alert.waitFor();
        await shot(page, `bad-invite-${name}-1280`, false);
        // A clear sentence: what happened and what to do, not the server's wording.
        await expect(alert.getByRole('heading', { name: 'Could not open the game' }).count()).resolves.toBe(1);
        const text = await alert.innerText();
        expect(text).toMatch(/This invite link did not open a game\. .+\. Ask the other player to send the link again, or start a game of your own below\./);
        expect(text).not.toMatch(/expected form|\bat invite\b|status|\b[45]\d\d\b/);
        expect(await axeViolations(page)).toEqual([]);
        // Read first on a phone too: the sentence is on the first screen and the page does not scroll sideways.
        await page.setViewportSize({ width: 390, height: 844 });
        const box = await alert.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(844);
        expect((await page.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(390);
        await shot(page, `bad-invite-${name}-390`, false);
        // The way back: a new game, the message gone.
        await alert.getByRole('button', { name: 'Start a new game instead' }).click();
        await expect(page.getByRole('alert').count()).resolves.toBe(0);
        await expect(page.getByRole('button', { name: 'Start' }).isEnabled()).resolves.toBe(true);
        await page.setViewportSize({ width: 1280, height: 800 });
      });
      await page.close();
    });
  }
});
