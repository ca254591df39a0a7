/**
 * Creating an online game that cannot be made, in the page: when the Salvo server refuses (here its per-address
 * limit on new games) the page shows the server's own sentence, with no hint about how to start the server; when
 * the page is not served by Salvo at all (a plain static server, no API) it says online play needs `npm start`.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserOrSkip, buildOnce, serve, withShots } from './browser';
import { onlineHarness } from './online-harness';

const run = browserOrSkip();

async function startOnline(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Online with an invite link (through the Salvo server)').check();
  await page.getByRole('button', { name: 'Start' }).click();
}

describe.skipIf(!run)('an online game that cannot be created', () => {
  const h = onlineHarness('salvo-web-refused-', { rateLimits: { perMinute: 0, createsPerMinute: 1 } });
  let plain: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => { plain = await serve(await buildOnce()); });
  afterAll(async () => { await plain?.close(); });

  it('the server refuses a second game this minute: the page shows its sentence, not a hint to start a server', async () => {
    const page = await h.context();
    await withShots(page, 'online-refused-rate', async () => {
      await startOnline(page, `${h.server().url}/`);
      await page.getByRole('button', { name: 'Leave game' }).waitFor();
      await startOnline(page, `${h.server().url}/`);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/^Could not create the online game: Too many requests from this address: wait \d+ seconds? and try again\.$/);
    });
  });

  it('a page not served by Salvo says online play needs the server', async () => {
    const page = await h.context();
    await withShots(page, 'online-refused-static', async () => {
      await startOnline(page, plain?.url ?? '');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/^Could not create the online game: .+ \(online play needs the page to be served by the Salvo server: npm start\)\.$/);
    });
  });
});
