/**
 * Play by mail at two browsers (two profiles, nothing shared but the files): Alice creates a War at Sea game by mail,
 * downloads the file (a real download), Bob opens it with his passphrase, and the two pass the file back and forth
 * through a round of secret orders (the land-based air, 5.5): Bob's page never holds Alice's sealed order before he
 * has given his. A reload in the middle keeps the game. Then Victory at Sea: the start screen's scripts hold no mail
 * code, a few steps each, the table drawn, a wrong passphrase and Bob's own file answered with the package's sentences,
 * a game left waits on the mail screen, and a concession whose file shows the other the end. Screenshots in tmp/h2
 * (the new-game form, the opened file's header, the "send the file" banner); axe on the mail screen and the banner.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { axeViolations, browserOrSkip, buildOnce, chromiumPath, serve, withShots } from './browser';
import { playVasDecision, playWasDecision } from './drive';
import { createMail, DOWNLOADS, downloadMail, mailScreen, mailSettled, openPicked, pickMail } from './mail-drive';

const run = browserOrSkip();
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SHOTS = resolve(import.meta.dirname, '../../../tmp/h2');

interface Snap { actions: unknown[]; pending: { kind: string; decision?: string; players?: string[] }; state: { turn?: number; secret?: Record<string, unknown> }; log: Array<{ text: string }> }
const snap = (page: Page): Promise<Snap> => page.evaluate('globalThis.__salvo.getSnapshot()') as Promise<Snap>;

/** One decision, then waits until the session's snapshot changed (the page answered it). */
async function decide(page: Page, play: (p: Page) => Promise<void>): Promise<void> {
  await page.evaluate('globalThis.__before = globalThis.__salvo.getSnapshot()');
  await play(page);
  await page.waitForFunction('globalThis.__salvo.getSnapshot() !== globalThis.__before', undefined, { timeout: 30_000 });
}

describe.skipIf(!run)('play by mail in the browser', () => {
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

  it('War at Sea by mail: two browsers pass the file through a round of secret orders, and a reload keeps the game', async () => {
    const alice = await person();
    const bob = await person();
    await withShots(alice, 'mail-was', async () => {
      // Alice plays the Axis: she holds the file when the land-based air is placed, and gives her order first (sealed)
      await createMail(alice, url, { game: 'was', seat: 'axis', name: 'Alice', friend: 'Bob', pass: 'alice sails at dawn', shot: (p) => p.screenshot({ path: join(SHOTS, 'mail-new-game.png'), fullPage: true }).then(() => undefined) });
      await expect(alice.locator('.game-header').innerText()).resolves.toMatch(/by mail/);
      let file = await playUntilSend(alice, 'alice-0');
      await alice.screenshot({ path: join(SHOTS, 'mail-send-banner-was.png'), fullPage: false });
      await expect(alice.locator('.decision .waiting').innerText()).resolves.toBe('Nothing more to do here until Bob answers: send them the file (above).');
      expect(await axeViolations(alice)).toEqual([]);
      expect(file.name).toMatch(/^war-at-sea-alice-bob-\d+\.salvo-mail\.json$/);
      // Bob joins: the header names both players and who has joined; his passphrase, twice, becomes his key
      await pickMail(bob, url, file.path, 'bob keeps watch', { twice: true });
      const header = bob.getByRole('region', { name: 'The file' });
      await expect(header.innerText()).resolves.toMatch(/War at Sea[\s\S]*Axis: Alice \(has joined\)[\s\S]*Allies: Bob \(has not joined yet\)/);
      await bob.screenshot({ path: join(SHOTS, 'mail-open-file.png'), fullPage: true });
      expect(await axeViolations(bob)).toEqual([]);
      expect(await openPicked(bob)).toBeNull();

      let aliceSealed = false;
      let bobGave = false;
      let reloaded = false;
      let revealed = '';
      for (let exchange = 1; exchange <= 30 && !revealed; exchange++) {
        // Bob's turn with the file
        file = await playUntilSend(bob, `bob-${exchange}`, async (s) => {
          if (s.pending.decision !== 'place-air' || bobGave) return;
          // Alice's order is sealed in the file: not in Bob's state, not in his page's words
          expect(aliceSealed).toBe(true);
          expect(s.state.secret?.axis).toBeUndefined();
          const text = await bob.locator('body').innerText();
          expect(text).not.toMatch(/Axis land-based air/);
          // what his log says instead: that her orders are given and sealed
          expect(text).toMatch(/Alice gave their secret orders: sealed in the file until you have given yours\./);
          bobGave = true;
        }, async () => {
          if (reloaded) return;
          // a reload in the middle of Bob's turn: the game is kept on his browser, continued with his passphrase
          reloaded = true;
          const before = (await snap(bob)).actions.length;
          await bob.reload();
          await mailScreen(bob, url);
          const kept = bob.getByRole('region', { name: 'Mail games on this browser' });
          await kept.getByRole('button', { name: 'Continue' }).click();
          await kept.getByLabel('Passphrase', { exact: true }).fill('bob keeps watch');
          await kept.getByRole('button', { name: 'Open the game' }).click();
          await bob.locator('.game-header').waitFor({ timeout: 30_000 });
          expect((await snap(bob)).actions.length).toBe(before);
        });
        // Alice opens Bob's answer: her seat is known on her browser, her passphrase asked once
        await pickMail(alice, url, file.path, 'alice sails at dawn');
        expect(await openPicked(alice)).toBeNull();
        const seen = (await snap(alice)).log.map((l) => l.text).find((t) => /Axis land-based air/.test(t));
        if (seen) revealed = seen;
        file = await playUntilSend(alice, `alice-${exchange}`, async (s) => {
          if (s.pending.decision === 'place-air' && !aliceSealed) aliceSealed = true;
        });
        if (!revealed) {
          await pickMail(bob, url, file.path, 'bob keeps watch');
          expect(await openPicked(bob)).toBeNull();
        }
      }
      expect(bobGave).toBe(true);
      expect(reloaded).toBe(true);
      // both orders revealed once both were given: the Axis line is in the log now
      expect(revealed).toMatch(/Axis land-based air: /);
    });
  }, 600_000);

  it('Victory at Sea by mail: a few steps each, the table drawn, a wrong passphrase and the sender\'s own file refused with a sentence, the end sent by whoever ended it', async () => {
    const alice = await person();
    const bob = await person();
    await withShots(alice, 'mail-vas', async () => {
      // the start screen's scripts hold no mail code: the screen and its cryptography come when it is opened
      const scripts: string[] = [];
      alice.on('response', (r) => { if (r.url().endsWith('.js')) scripts.push(r.url()); });
      await alice.goto(url);
      await alice.getByRole('button', { name: 'Play by mail…' }).waitFor();
      const first = await Promise.all(scripts.map((u) => fetch(u).then((r) => r.text())));
      expect(first.length).toBeGreaterThan(0);
      expect(first.some((t) => t.includes('salvo-mail-key|'))).toBe(false);
      await alice.getByRole('button', { name: 'Play by mail…' }).click();
      await alice.getByRole('heading', { name: 'New game by mail' }).waitFor();
      expect(scripts.some((u) => /\/MailScreen-[^/]+\.js$/.test(u))).toBe(true);
      expect(await axeViolations(alice)).toEqual([]);
      await createMail(alice, url, { game: 'vas', seat: 'rn', name: 'Alice', friend: 'Bob', pass: 'matapan by night', remember: true });
      let file = await playUntilSend(alice, 'vas-alice-0', undefined, undefined, playVasDecision);
      expect(file.name).toMatch(/^victory-at-sea-alice-bob-\d+\.salvo-mail\.json$/);
      await pickMail(bob, url, file.path, 'bob of the regia marina', { twice: true });
      expect(await openPicked(bob)).toBeNull();
      await expect(bob.locator('.vas-game svg').first().isVisible()).resolves.toBe(true);
      file = await playUntilSend(bob, 'vas-bob-1', undefined, undefined, playVasDecision);
      await bob.screenshot({ path: join(SHOTS, 'mail-send-banner-vas.png'), fullPage: false });
      // Alice types a wrong passphrase: the sentence, not the game
      await pickMail(alice, url, file.path, 'matapan by day');
      const refused = await openPicked(alice);
      expect(refused).toMatch(/passphrase/i);
      await pickMail(alice, url, file.path, 'matapan by night');
      expect(await openPicked(alice)).toBeNull();
      await expect(alice.locator('.vas-game svg').first().isVisible()).resolves.toBe(true);
      // a few decisions each way, through the table's own panels
      file = await playUntilSend(alice, 'vas-alice-2', undefined, undefined, playVasDecision);
      expect(file.decisions).toBeGreaterThan(0);
      const sent = (await snap(alice)).actions.length;
      await pickMail(bob, url, file.path, 'bob of the regia marina', { drop: true });
      expect(await openPicked(bob)).toBeNull();
      expect((await snap(bob)).actions.length).toBeGreaterThanOrEqual(sent);
      file = await playUntilSend(bob, 'vas-bob-3', undefined, undefined, playVasDecision);
      expect(file.decisions).toBeGreaterThan(0);
      // left, the game waits on the mail screen for Alice's answer
      await bob.getByRole('button', { name: 'Leave game' }).click();
      await expect(bob.getByRole('region', { name: 'Mail games on this browser' }).innerText()).resolves.toMatch(/Victory at Sea with Alice, you play Regia Marina: Waiting for Alice's answer/);
      // the file Bob just sent is not Alice's answer: his browser says so instead of opening it
      await pickMail(bob, url, file.path, 'bob of the regia marina');
      expect(await openPicked(bob)).toBe("This is the file you sent, not Alice's answer.");
      await pickMail(alice, url, file.path, 'matapan by night');
      expect(await openPicked(alice)).toBeNull();
      expect((await snap(alice)).actions.length).toBeGreaterThan(sent);
      // Alice concedes: the result, and the file that shows Bob the end; Bob's page has nothing to send back
      expect(await mailSettled(alice)).toBe('decision');
      alice.once('dialog', (d) => void d.accept());
      await alice.locator('.decision').getByRole('button', { name: 'Concede' }).click();
      await expect(alice.locator('.result').innerText()).resolves.toMatch(/^Winner: Regia Marina/);
      await expect(alice.locator('.mail-banner h2').innerText()).resolves.toBe('The game is over. Send the file to Bob so they see the end.');
      file = await downloadMail(alice, 'vas-alice-end').then((f) => ({ ...f, decisions: 0 }));
      await pickMail(bob, url, file.path, 'bob of the regia marina');
      expect(await openPicked(bob)).toBeNull();
      await expect(bob.locator('.result').innerText()).resolves.toMatch(/^Winner: Regia Marina/);
      await expect(bob.locator('.mail-banner h2').innerText()).resolves.toBe('The game is over: Alice sent you the end.');
      // Alice asked her browser to remember her passphrase: the kept game opens without asking it
      await alice.getByRole('button', { name: 'Leave game' }).click();
      const kept = alice.getByRole('region', { name: 'Mail games on this browser' });
      await expect(kept.innerText()).resolves.toMatch(/Victory at Sea with Bob, you play Royal Navy: Over/);
      await kept.getByRole('button', { name: 'Continue' }).click();
      await expect(alice.locator('.result').innerText()).resolves.toMatch(/^Winner: Regia Marina/);
    });
  }, 300_000);
});

/**
 * Plays this page's decisions until it says to send the file; `look` sees each decision's snapshot before it is
 * played, `midway` runs once after the first decision. Answers the downloaded file and how many decisions were played.
 */
async function playUntilSend(page: Page, tag: string, look?: (s: Snap) => Promise<void>, midway?: () => Promise<void>, play: (p: Page) => Promise<void> = (p) => playWasDecision(p)): Promise<{ path: string; name: string; decisions: number }> {
  let decisions = 0;
  for (; decisions < 300; decisions++) {
    const now = await mailSettled(page);
    if (now !== 'decision') break;
    await look?.(await snap(page));
    await decide(page, play);
    if (decisions === 0) await midway?.();
  }
  return { ...(await downloadMail(page, tag)), decisions };
}
