/** Screenshots for a person to look at (not a test): `npx tsx apps/web/test/look.ts`. */
import { launch, shot } from './browser';
import { settled } from './drive';

const h = await launch();
const { page } = h;
page.on('pageerror', (e) => console.log('pageerror:', e.message));
try {
  await page.goto(`${h.url}?botDelay=0`);
  await page.getByLabel(/Hot-seat/).check();
  await page.getByRole('button', { name: 'Start' }).click();
  for (let i = 0; i < 10; i++) {
    await settled(page);
    const d = page.locator('.decision');
    if (await d.getByRole('form', { name: /^Move / }).count()) break;
    if (await d.getByRole('button', { name: 'Move first', exact: true }).count()) await d.getByRole('button', { name: 'Move first', exact: true }).click();
    else await d.getByRole('button', { name: /^Nominate / }).first().click();
  }
  const form = page.getByRole('form', { name: /^Move / });
  await form.getByLabel('Straight ahead (inches)').fill('3');
  await form.getByLabel('Then turn').selectOption('45');
  await form.getByLabel('Then ahead (inches)').fill('2');
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await shot(page, 'look-move-zoom', false);
} finally {
  await h.close();
}
