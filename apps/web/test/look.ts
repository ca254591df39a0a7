/** Screenshots for a person to look at (not a test): `npx tsx apps/web/test/look.ts`; files in test-results/. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, shot, WEB_ROOT } from './browser';
import { settled } from './drive';

const h = await launch();
const { page } = h;
page.on('pageerror', (e) => console.log('pageerror:', e.message));
try {
  // Victory at Sea, hot-seat: a ship lays smoke; the move preview zoomed in.
  await page.goto(`${h.url}?botDelay=0`);
  await page.getByLabel(/Hot-seat/).check();
  await page.getByRole('button', { name: 'Start' }).click();
  for (let i = 0; i < 10; i++) {
    await settled(page);
    const d = page.locator('.decision');
    if (await d.getByRole('form', { name: /^Move / }).count()) break;
    if (await d.getByRole('button', { name: 'Move first', exact: true }).count()) await d.getByRole('button', { name: 'Move first', exact: true }).click();
    else {
      await d.getByLabel('Special Action (optional)').selectOption('create-smoke');
      await d.getByRole('button', { name: /^Nominate / }).first().click();
    }
  }
  await page.getByRole('button', { name: 'Full ahead' }).click();
  await page.getByRole('button', { name: 'Make this move' }).click();
  await settled(page);
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await shot(page, 'look-smoke', false);
  // War at Sea replay.
  await page.goto(`${h.url}?botDelay=0`);
  await page.getByRole('button', { name: 'Open a record…' }).click();
  await page.getByLabel('Record file').setInputFiles({ name: 'was.json', mimeType: 'application/json', buffer: readFileSync(join(WEB_ROOT, '..', '..', 'testdata', 'was-bot-game.json')) });
  for (let i = 0; i < 60; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await shot(page, 'look-was-replay', false);
} finally {
  await h.close();
}
