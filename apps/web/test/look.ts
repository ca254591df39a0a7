/** Takes screenshots of each screen for a person to look at: `npx tsx apps/web/test/look.ts`. */
import { launch, shot } from './browser';

const h = await launch();
const { page } = h;
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
try {
  await page.goto(`${h.url}?botDelay=0`);
  await shot(page, 'look-start');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForTimeout(1500);
  await shot(page, 'look-vas-1');
} finally {
  await h.close();
}
