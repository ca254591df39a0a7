/**
 * Driving play by mail like two people at two browsers: create a game, download the file (a real download), open a
 * file from the friend with the passphrase, play decisions until the page says to send the file.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';

export const DOWNLOADS = mkdtempSync(join(tmpdir(), 'salvo-mail-files-'));

/** The start screen, then "Play by mail…". */
export async function mailScreen(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Play by mail…' }).click();
  await page.getByRole('heading', { name: 'Play by mail', level: 1 }).waitFor();
}

export interface NewMail {
  game: 'vas' | 'was'; seat: string; name: string; friend: string; pass: string; remember?: boolean; shot?: (page: Page) => Promise<void>;
  /** Victory at Sea: a scenario by its name in the list, and the Priority Level of a generic one. */
  scenario?: { name: string; level?: string };
}

/** Fills "New game by mail" and creates the game; waits for its table. */
export async function createMail(page: Page, url: string, g: NewMail): Promise<void> {
  await mailScreen(page, url);
  const form = page.getByRole('form', { name: 'New game by mail' });
  await form.getByRole('radio', { name: g.game === 'was' ? /War at Sea/ : g.scenario ? /Victory at Sea: a scenario/ : /Victory at Sea \(the default battle/ }).check();
  if (g.scenario) {
    await form.getByLabel('Scenario', { exact: true }).selectOption({ label: g.scenario.name });
    if (g.scenario.level) await form.getByLabel('Priority Level').selectOption(g.scenario.level);
  }
  await form.getByLabel('You play').selectOption(g.seat);
  await form.getByLabel('Your name').fill(g.name);
  await form.getByLabel("Your friend's name").fill(g.friend);
  await form.getByLabel('Passphrase', { exact: true }).fill(g.pass);
  await form.getByLabel('Passphrase again').fill(g.pass);
  if (g.remember) await form.getByRole('checkbox', { name: /Remember on this browser/ }).check();
  await g.shot?.(page);
  await form.getByRole('button', { name: 'Create the game' }).click();
  await page.locator('.game-header').waitFor({ timeout: 30_000 });
}

/** Downloads the file from the "send the file" banner (a real browser download) and answers its path and name. */
export async function downloadMail(page: Page, tag: string): Promise<{ path: string; name: string }> {
  const banner = page.locator('.mail-banner');
  await banner.waitFor({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), banner.getByRole('button', { name: 'Download the file' }).click()]);
  const path = join(DOWNLOADS, `${tag}-${download.suggestedFilename()}`);
  await download.saveAs(path);
  return { path, name: download.suggestedFilename() };
}

/** Picks `file` in "Open a file from your friend" (the header shows), optionally the seat, types the passphrase. */
export async function pickMail(page: Page, url: string, file: string, pass: string, opts: { seat?: RegExp; twice?: boolean; drop?: boolean } = {}): Promise<void> {
  await mailScreen(page, url);
  const form = page.getByRole('form', { name: 'Open a file from your friend' });
  if (opts.drop) {
    // dropped on the zone as a file dragged from the desktop is: a drop event carrying it
    const js = JSON.stringify;
    await page.evaluate(`(() => {
      const dt = new DataTransfer();
      dt.items.add(new File([${js(readFileSync(file, 'utf8'))}], ${js(basename(file))}, { type: 'application/json' }));
      document.querySelector('.drop-zone').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    })()`);
  } else {
    await form.getByLabel(/The file/).setInputFiles(file);
  }
  await form.getByRole('region', { name: 'The file' }).waitFor();
  if (opts.seat) await form.getByRole('radio', { name: opts.seat }).check();
  await form.getByLabel('Passphrase', { exact: true }).fill(pass);
  if (opts.twice) await form.getByLabel('Passphrase again').fill(pass);
}

/** Opens the picked file; waits for the table or the form's refusal, and answers the refusal (null when opened). */
export async function openPicked(page: Page): Promise<string | null> {
  const form = page.getByRole('form', { name: 'Open a file from your friend' });
  await form.getByRole('button', { name: 'Open the game' }).click();
  const refused = form.getByRole('alert');
  await page.locator('.game-header').or(refused).first().waitFor({ timeout: 60_000 });
  return (await refused.count()) ? refused.innerText() : null;
}

/** What the page waits for: this player's decision, or the banner saying to send the file (or the game's end). */
export async function mailSettled(page: Page): Promise<'decision' | 'send' | 'over'> {
  const decision = page.getByRole('heading', { name: /^Your decision/ });
  const banner = page.locator('.mail-banner');
  await decision.or(banner).first().waitFor({ timeout: 60_000 });
  if (await banner.count()) return (await page.locator('.result').count()) ? 'over' : 'send';
  return 'decision';
}
