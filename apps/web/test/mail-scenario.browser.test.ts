/**
 * A Victory at Sea scenario by mail at two browsers (SALVO-MAIL-SCENARIO, docs/mail.md "Scenarios"): Alice creates
 * Carrier Clash, Bob's page rolls the pre-battle dice when he first opens the file, each side deploys on the deployment
 * screen in the order the initiative roll gave, the carriers' flights aloft are sealed until both are given, and the
 * battle's table follows. A scenario whose battle hides ships is refused on the form. Screenshots in tmp/h2.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { browserOrSkip, buildOnce, chromiumPath, serve, withShots } from './browser';
import { createMail, DOWNLOADS, downloadMail, mailScreen, openPicked, pickMail } from './mail-drive';

const run = browserOrSkip();
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SHOTS = resolve(import.meta.dirname, '../../../tmp/h2');

/** What the page asks of its player now: to place ships, to choose flights aloft, to send the file, or the battle. */
async function asked(page: Page): Promise<'place' | 'aloft' | 'send' | 'battle'> {
  const place = page.getByRole('button', { name: 'Done deploying' });
  const aloft = page.getByRole('heading', { name: /Your carriers' flights in the air/ });
  const banner = page.locator('.mail-banner');
  const battle = page.locator('.vas-game');
  await place.or(aloft).or(banner).or(battle).first().waitFor({ timeout: 60_000 });
  if (await battle.count()) return 'battle';
  if (await place.count()) return 'place';
  if (await aloft.count()) return 'aloft';
  return 'send';
}

describe.skipIf(!run)('a scenario by mail in the browser', () => {
  let url = '';
  let close: (() => Promise<void>) | null = null;
  const contexts: BrowserContext[] = [];
  const dirs: string[] = [];
  const person = async (): Promise<Page> => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-chromium-'));
    dirs.push(dir);
    const c = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath() ?? '', headless: true, args: ARGS, viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    contexts.push(c);
    return c.pages()[0] ?? (await c.newPage());
  };
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const server = await serve(await buildOnce());
    url = server.url;
    close = server.close;
  }, 180_000);
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await close?.();
    for (const d of [...dirs, DOWNLOADS]) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it('SALVO-MAIL-SCENARIO: Carrier Clash by mail: Bob rolls the pre-battle dice on opening, each side deploys in turn, the flights aloft go sealed, then the battle', async () => {
    const alice = await person();
    const bob = await person();
    await withShots(alice, 'mail-scenario', async () => {
      // a scenario whose battle hides ships is refused as soon as it is chosen
      await mailScreen(alice, url);
      const form = alice.getByRole('form', { name: 'New game by mail' });
      await form.getByRole('radio', { name: /Victory at Sea: a scenario/ }).check();
      await form.getByLabel('Scenario', { exact: true }).selectOption({ label: 'Convoy Duty (generic)' });
      await expect(form.getByRole('alert').innerText()).resolves.toMatch(/enters from the edge later, unseen by the other side/);
      await expect(form.getByRole('button', { name: 'Create the game' }).isDisabled()).resolves.toBe(true);

      await createMail(alice, url, { game: 'vas', seat: 'west', name: 'Alice', friend: 'Bob', pass: 'yorktown at dawn', scenario: { name: 'Carrier Clash (generic)', level: 'Battle' } });
      await expect(alice.locator('.mail-banner').innerText()).resolves.toMatch(/Send the file to Bob: Bob rolls the next dice \(Bad Weather/);
      await alice.screenshot({ path: join(SHOTS, 'mail-scenario-created.png'), fullPage: true });
      let file = await downloadMail(alice, 'cc-alice-0');
      await pickMail(bob, url, file.path, 'bob of the kido butai', { twice: true });
      expect(await openPicked(bob)).toBeNull();
      await expect(bob.locator('.log').first().innerText()).resolves.toMatch(/Initiative for deployment: Task Force 17 \d+, Carrier Division 5 \d+/);

      const pages: Record<string, Page> = { Alice: alice, Bob: bob };
      const passes: Record<string, string> = { Alice: 'yorktown at dawn', Bob: 'bob of the kido butai' };
      let holder = 'Bob';
      const seen: string[] = [];
      for (let hop = 0; hop < 8; hop++) {
        const page = pages[holder] as Page;
        for (let step = 0; step < 4; step++) {
          const now = await asked(page);
          seen.push(`${holder}:${now}`);
          if (now === 'place') {
            if (seen.filter((x) => x.endsWith(':place')).length === 1) await page.screenshot({ path: join(SHOTS, 'mail-scenario-deploy.png'), fullPage: true });
            await page.getByRole('button', { name: 'Deploy for me' }).click();
            await page.getByRole('button', { name: 'Done deploying' }).click();
            await page.getByRole('button', { name: 'Done deploying' }).waitFor({ state: 'detached', timeout: 30_000 });
          } else if (now === 'aloft') {
            await page.getByRole('button', { name: 'Done', exact: true }).click();
            await page.getByRole('button', { name: 'Done', exact: true }).waitFor({ state: 'detached', timeout: 30_000 });
          } else break;
        }
        if (seen.at(-1)?.endsWith(':battle')) break;
        file = await downloadMail(page, `cc-${holder}-${hop + 1}`);
        // a sealed choice is never in plain in a file sent before the other side has given theirs
        const text = readFileSync(file.path, 'utf8');
        if (text.includes('"kind":"sealed"') && !text.includes('"kind":"reveal"')) expect(text).not.toMatch(/"seat":"(west|east)","action":\{[^}]*"type":"scenario-aloft"[^]*"kind":"sealed"/);
        holder = holder === 'Alice' ? 'Bob' : 'Alice';
        await pickMail(pages[holder] as Page, url, file.path, passes[holder] as string);
        expect(await openPicked(pages[holder] as Page)).toBeNull();
      }
      expect(seen.filter((x) => x.endsWith(':place'))).toHaveLength(2);
      expect(seen.filter((x) => x.endsWith(':aloft'))).toHaveLength(2);
      expect(seen.at(-1)).toMatch(/:battle$/);
      const last = pages[holder] as Page;
      await expect(last.locator('.vas-game svg').first().isVisible()).resolves.toBe(true);
      await expect(last.locator('body').innerText()).resolves.toContain('Every side has deployed: Carrier Clash begins.');
      await last.screenshot({ path: join(SHOTS, 'mail-scenario-battle.png'), fullPage: false });
    });
  }, 400_000);
});
