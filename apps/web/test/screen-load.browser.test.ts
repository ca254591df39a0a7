/**
 * Screens loaded on first use (src/common/lazy-screen.ts, LazyScreen.tsx, ChunkErrorBoundary.tsx): the first
 * script carries the start screen only; a screen's code is fetched when it is opened, with "Loading…" (busy) while
 * it arrives, and a chunk that cannot be fetched (the network dropped, or a new deploy removed the old hashed file)
 * is said in a sentence with "Reload the page", never a blank page. The engines, bots and rosters are not in the
 * first script either: Start, Resume and the online client fetch them (session/new-game, autosave, online), and a
 * fetch that fails there is said the same way. The Campaigns screen brings no Victory at Sea table (a campaign's battle
 * fetches it). Service workers are blocked here so that page.route sees every
 * request (offline.browser.test.ts covers the worker).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { axeViolations, browserOrSkip, buildOnce, chromiumPath, serve, shot, withShots } from './browser';
import { playVasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

describe.skipIf(!run)('screens loaded when they are opened', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let built = '';
  beforeAll(async () => {
    built = await buildOnce();
    server = await serve(built);
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

  /** The bytes of the built scripts named. */
  const bytes = (names: readonly string[]): number => names.reduce((n, s) => n + statSync(join(built, 'assets', s)).size, 0);
  /**
   * The build's scripts, workers aside, whose text holds `marker`. Chunks are found by what they hold: a chunk shared
   * by several imports is named after whichever of its modules the bundler picks, and that changes as modules are added.
   */
  const holding = (marker: string): string[] => readdirSync(join(built, 'assets'))
    .filter((f) => f.endsWith('.js') && !f.includes('-worker-') && readFileSync(join(built, 'assets', f), 'utf8').includes(marker));
  /**
   * The engines' chunks: the scripts holding the War at Sea engine (its refusal code ERR_TOO_SLOW) or the Victory at Sea
   * engine (its rule id VAS-ATTACK-HIT). The bundler may put them in one chunk or split them as imports change.
   */
  const enginesChunk = (): string[] => [...new Set([...holding('ERR_TOO_SLOW'), ...holding('VAS-ATTACK-HIT')])];
  /**
   * The start screen's scripts hold no engine: none is an engines' chunk, together they are smaller than those
   * chunks (React's size depends on the build's mode: the test build's development React makes them about half), and
   * none holds the rosters.
   */
  const light = (scripts: readonly string[]) => {
    const engines = enginesChunk();
    expect(engines.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => ENGINE_CHUNK.test(s) || engines.includes(s))).toEqual([]);
    expect(bytes(scripts), scripts.join(' ')).toBeLessThan(bytes(engines));
    for (const s of scripts) expect(readFileSync(join(built, 'assets', s), 'utf8'), s).not.toContain('Fairey Swordfish');
  };
  /** The chunks named after the modules Start, Resume and a link import (session/new-game, online, autosave); the engines themselves may sit in a chunk of another name (enginesChunk). */
  const ENGINE_CHUNK = /^(new-game|online|autosave)-/;
  /** How many actions each kept game has, most recently saved first (session/saved-list.ts). */
  const savedCounts = async (page: Page): Promise<number[]> =>
    (await page.evaluate(`(() => (JSON.parse(localStorage.getItem('salvo.localGames') ?? '[]')).map((id) => JSON.parse(localStorage.getItem('salvo.localGame.' + id)).actions.length))()`)) as number[];

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
      // The Victory at Sea table comes with a campaign's battle, not with the screen (campaign/CampaignBattle.tsx).
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((s) => s.startsWith('VasGame-'))).toEqual([]);
    });
    await page.context().close();
  }, 120_000);

  it('a local War at Sea game never fetches the online client (a battle\'s way back to its war is its own small module)', async () => {
    // The online client is the one chunk holding its refusal of a spectator link (session/online.ts).
    const online = holding('Unknown game or wrong spectator key.');
    expect(online).toHaveLength(1);
    const { page, scripts } = await freshPage();
    await withShots(page, 'screen-load-local-was', async () => {
      await startGame(page, server.url, { game: 'was', mode: 'hot-seat' });
      expect(await settled(page)).not.toBe('over');
      await page.waitForLoadState('networkidle');
      expect(scripts.some((s) => s.startsWith('WasGame-'))).toBe(true);
      expect(scripts.filter((s) => online.includes(s))).toEqual([]);
    });
    await page.context().close();
  }, 120_000);

  it('a fresh start screen fetches only its small first script; Start fetches the engines (Start disabled meanwhile) and the battle plays', async () => {
    const { page, scripts } = await freshPage();
    await withShots(page, 'screen-load-start', async () => {
      await page.goto(`${server.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Start' }).waitFor();
      await page.waitForLoadState('networkidle');
      light(scripts);
      let release = (): void => undefined;
      const held = new Promise<void>((r) => { release = r; });
      await page.route('**/assets/new-game-*.js', async (route) => { await held; await route.continue(); });
      await page.getByLabel('Bot', { exact: true }).selectOption('random');
      await page.getByRole('button', { name: 'Start' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
      release();
      expect(await settled(page)).toBe('decision');
      await page.getByRole('heading', { name: /^Your decision/ }).waitFor();
      expect(scripts.some((s) => s.startsWith('new-game-'))).toBe(true);
      expect(bytes(scripts.filter((s) => ENGINE_CHUNK.test(s) || enginesChunk().includes(s)))).toBeGreaterThan(500_000);
      // it plays on, and is saved after its actions (the autosave fetched with the game)
      await playVasDecision(page);
      await settled(page);
      await expect.poll(async () => (await savedCounts(page))[0] ?? 0).toBeGreaterThan(0);
    });
    await page.context().close();
  }, 180_000);

  it('Start whose engines cannot be fetched says so, and Reload the page then starts the game', async () => {
    const { page } = await freshPage();
    await withShots(page, 'screen-load-start-failed', async () => {
      await page.route('**/assets/new-game-*.js', (route) => route.abort('internetdisconnected'));
      await startGame(page, server.url, { game: 'was', mode: 'hot-seat' });
      await failedScreen(page).waitFor();
      await expect(failedScreen(page).textContent()).resolves.toMatch(/network may have dropped, or Salvo was updated/);
      await shot(page, 'screen-load-start-failed');
      await page.unroute('**/assets/new-game-*.js');
      await page.getByRole('button', { name: 'Reload the page' }).click();
      await startGame(page, server.url, { game: 'was', mode: 'hot-seat' });
      expect(await settled(page)).not.toBe('over');
      expect(await failedScreen(page).count()).toBe(0);
    });
    await page.context().close();
  }, 180_000);

  it('a saved game is listed without the engines, and Resume fetches them and plays on from where it was (a failed fetch said, then reloaded)', async () => {
    const { page, scripts } = await freshPage();
    interface Snap { actions: unknown[]; state: unknown }
    await withShots(page, 'screen-load-resume', async () => {
      await startGame(page, server.url, { game: 'vas', mode: 'bot', seed: '5' });
      for (let i = 0; i < 3; i++) {
        await settled(page);
        await playVasDecision(page);
      }
      await settled(page);
      const before = await snapshot<Snap>(page);
      await expect.poll(async () => (await savedCounts(page))[0]).toBe(before.actions.length);
      scripts.length = 0;
      await page.goto(`${server.url}?botDelay=0`);
      const offer = page.getByRole('region', { name: 'Your unfinished game' });
      await expect(offer.innerText()).resolves.toContain(`You play Royal Navy against the bot (random), turn 1, ${before.actions.length} actions, last played today at `);
      await page.waitForLoadState('networkidle');
      light(scripts);
      // the network drops as Resume is pressed: said, not a button that does nothing
      await page.route('**/assets/new-game-*.js', (route) => route.abort('internetdisconnected'));
      await offer.getByRole('button', { name: 'Resume the game' }).click();
      await failedScreen(page).waitFor();
      await page.unroute('**/assets/new-game-*.js');
      await page.getByRole('button', { name: 'Reload the page' }).click();
      await offer.getByRole('button', { name: 'Resume the game' }).click();
      await settled(page);
      const after = await snapshot<Snap>(page);
      expect(after.actions).toEqual(before.actions);
      expect(after.state).toEqual(before.state);
      await playVasDecision(page);
      await settled(page);
      await expect.poll(async () => (await savedCounts(page))[0] ?? 0).toBeGreaterThan(before.actions.length);
      expect(await savedCounts(page)).toHaveLength(1);
    });
    await page.context().close();
  }, 180_000);

  it('an invite link whose online client cannot be fetched says so, not that the link is wrong', async () => {
    const { page, scripts } = await freshPage();
    await withShots(page, 'screen-load-invite', async () => {
      await page.route('**/assets/online-*.js', (route) => route.abort('internetdisconnected'));
      await page.goto(`${server.url}#join=g1.secret`);
      await failedScreen(page).waitFor();
      expect(await page.getByRole('heading', { name: 'Could not open the game' }).count()).toBe(0);
      expect(scripts.some((s) => s.startsWith('online-'))).toBe(true);
    });
    await page.context().close();
  }, 120_000);
});
