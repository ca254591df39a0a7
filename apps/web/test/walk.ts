/**
 * Every screen of the web client as a newcomer meets it, for a person to look at (not a test):
 * `npx tsx apps/web/test/walk.ts [screen ...]` writes test-results/walk/<screen>-<width>.png at
 * 1280x800 and at a 390x844 phone, and prints axe-core's serious and critical findings per screen.
 * The online screens run against the real server on a temporary SQLite file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../../server/src/index';
import { axeViolations, buildOnce, chromiumPath, RESULTS, WEB_ROOT } from './browser';
import { playVasDecision, playWasDecision, settled, startGame } from './drive';

const OUT = join(RESULTS, 'walk');
mkdirSync(OUT, { recursive: true });
const only = new Set(process.argv.slice(2));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const testdata = (f: string) => readFileSync(join(WEB_ROOT, '..', '..', 'testdata', f));

const db = mkdtempSync(join(tmpdir(), 'salvo-walk-'));
const srv = await startServer({ db: join(db, 'walk.sqlite'), port: 0, host: '127.0.0.1', webDist: await buildOnce(), logStream: new Writable({ write(_c, _e, cb) { cb(); } }) });
const url = `${srv.url}/`;
const profiles: string[] = [];
const open = async (): Promise<Page> => {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-chromium-'));
  profiles.push(dir);
  const c = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath() ?? '', headless: true, args: ARGS, viewport: { width: 1280, height: 800 } });
  const p = c.pages()[0] ?? (await c.newPage());
  p.on('pageerror', (e) => console.log('pageerror:', e.message));
  return p;
};

async function look(page: Page, name: string): Promise<void> {
  const axe = await axeViolations(page);
  console.log(`${name}: axe ${axe.length ? axe.join(' | ') : 'clean'}`);
  await page.screenshot({ path: join(OUT, `${name}-1280.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(100);
  await page.screenshot({ path: join(OUT, `${name}-390.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

const until = async (page: Page, done: () => Promise<boolean>, play: (p: Page) => Promise<void>, n = 150): Promise<void> => {
  for (let i = 0; i < n && !(await done()); i++) {
    const s = await settled(page);
    if (s === 'over') return;
    if (s === 'handover') await page.getByRole('button', { name: /^I am the / }).click();
    else await play(page);
  }
};

const screens: Record<string, (page: Page) => Promise<void>> = {
  start: async (page) => { await page.goto(url); await look(page, 'start'); },
  'vas-hot-seat': async (page) => { await startGame(page, url, { game: 'vas', mode: 'hot-seat', seed: '11' }); await settled(page); await look(page, 'vas-hot-seat'); },
  'vas-bot-move': async (page) => {
    await startGame(page, url, { game: 'vas', mode: 'bot', seed: '11' });
    await until(page, async () => (await page.getByRole('form', { name: /^Move / }).count()) > 0, playVasDecision);
    await look(page, 'vas-bot-move');
    await until(page, async () => (await page.getByRole('form', { name: 'Declare an attack' }).count()) > 0, playVasDecision);
    await look(page, 'vas-bot-attack');
  },
  'vas-table': async (page) => { await startGame(page, url, { game: 'vas', mode: 'table', seed: '3' }); await settled(page); await look(page, 'vas-table'); },
  'vas-night': async (page) => {
    await startGame(page, url, { game: 'vas', mode: 'bot', seed: '7', scenario: 'night', seat: 'rn' });
    await until(page, async () => (await page.getByRole('form', { name: 'Declare an attack' }).count()) > 0, playVasDecision, 200);
    await look(page, 'vas-night');
  },
  'vas-carrier': async (page) => { await startGame(page, url, { game: 'vas', mode: 'bot', seed: '4', scenario: 'carrier', seat: 'rn' }); await settled(page); await look(page, 'vas-carrier'); },
  'vas-over': async (page) => {
    await startGame(page, url, { game: 'vas', mode: 'bot', seed: '11' });
    await until(page, async () => (await page.locator('.result').count()) > 0, async (p) => { await p.locator('.decision').getByRole('button', { name: 'Let the bot decide this' }).click(); }, 2000);
    await look(page, 'vas-over');
  },
  'was-bot': async (page) => { await startGame(page, url, { game: 'was', mode: 'bot', seed: '4', seat: 'axis', bot: 'heuristic' }); await settled(page); await look(page, 'was-bot'); },
  'was-handover': async (page) => {
    await startGame(page, url, { game: 'was', mode: 'hot-seat', seed: '8' });
    for (let i = 0; i < 40 && (await settled(page)) !== 'handover'; i++) await playWasDecision(page);
    await look(page, 'was-handover');
  },
  'was-combat': async (page) => {
    await startGame(page, url, { game: 'was', mode: 'bot', seed: '4', seat: 'axis', bot: 'heuristic' });
    await until(page, async () => (await page.locator('.combat').count()) > 0, (p) => playWasDecision(p, true), 600);
    await look(page, 'was-combat');
  },
  replay: async (page) => {
    await page.goto(url);
    await page.getByRole('button', { name: 'Open a record…' }).click();
    await look(page, 'replay-open');
    await page.getByLabel('Record file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: testdata('vas-bad-record.json') });
    await look(page, 'replay-bad-record');
    await page.getByLabel('Record file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
    await look(page, 'replay-not-json');
    await page.getByLabel('Record file').setInputFiles({ name: 'vas.json', mimeType: 'application/json', buffer: testdata('vas-bot-battle.json') });
    for (let i = 0; i < 25; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    await look(page, 'replay-vas');
    await page.getByRole('button', { name: 'Play on from here (what-if)' }).click();
    await settled(page);
    await look(page, 'replay-branch');
    await page.goto(url);
    await page.getByRole('button', { name: 'Open a record…' }).click();
    await page.getByLabel('Record file').setInputFiles({ name: 'was.json', mimeType: 'application/json', buffer: testdata('was-bot-game.json') });
    for (let i = 0; i < 60; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    await look(page, 'replay-was');
  },
  online: async (a) => {
    await a.goto(url);
    await a.getByLabel(/Online with an invite link/).check();
    await a.getByRole('button', { name: 'Start' }).click();
    const invite = await a.getByLabel('Invite link for the other player').inputValue();
    const watch = await a.getByLabel('Spectator link').inputValue();
    await a.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
    await look(a, 'online-created');
    const b = await open();
    await b.goto(invite);
    await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
    await b.waitForTimeout(500);
    await look(b, 'online-joined');
    // a short conversation, as the two players see it
    await a.getByLabel('Write to the other player').fill('Good luck, admiral.');
    await a.getByLabel('Write to the other player').press('Enter');
    await b.getByLabel('Write to the other player').fill('And to you.');
    await b.getByLabel('Write to the other player').press('Enter');
    await b.locator('.chat-text', { hasText: 'And to you.' }).waitFor();
    await look(b, 'online-messages');
    const w = await open();
    await w.goto(watch);
    await w.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
    await w.waitForTimeout(500);
    await look(w, 'online-spectator');
    await b.context().setOffline(true);
    await b.evaluate('globalThis.__salvo.ws && globalThis.__salvo.ws.close()');
    await b.getByText('Connection lost: reconnecting…').waitFor();
    await look(b, 'online-lost-connection');
    await b.context().setOffline(false);
    await a.goto(url);
    await a.getByRole('heading', { name: 'Your online games' }).waitFor();
    await a.waitForTimeout(500);
    await a.getByRole('heading', { name: 'Your online games' }).scrollIntoViewIfNeeded();
    await look(a, 'online-my-games');
    // A fresh page, as a person opening the link does: a goto on the open page would change only its hash.
    const fresh = await b.context().newPage();
    await fresh.goto(`${url}#join=nosuchgame.badinvite`);
    await fresh.getByRole('alert').waitFor();
    await look(fresh, 'online-bad-invite');
  },
};

const page = await open();
try {
  for (const [name, run] of Object.entries(screens)) {
    if (only.size && !only.has(name)) continue;
    try {
      await run(page);
    } catch (e) {
      console.log(`${name}: FAILED ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
      await page.screenshot({ path: join(OUT, `FAILED-${name}.png`) }).catch(() => undefined);
    }
  }
} finally {
  await srv.close();
  for (const d of [db, ...profiles]) rmSync(d, { recursive: true, force: true });
  process.exit(0);
}
