/** Takes screenshots of each screen for a person to look at: `npx tsx apps/web/test/look.ts`. */
import { launch, shot } from './browser';

const h = await launch();
const { page } = h;
page.on('pageerror', (e) => console.log('pageerror:', e.message));
try {
  await page.goto(`${h.url}?botDelay=0`);
  await page.getByLabel(/War at Sea/).check();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForTimeout(1500);
  await shot(page, 'look-was-1');
  await page.getByRole('button', { name: 'Let the bot decide this' }).click();
  await page.waitForTimeout(1500);
  await shot(page, 'look-was-2');
} finally {
  await h.close();
}
