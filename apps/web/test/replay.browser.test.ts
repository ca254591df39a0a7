/**
 * Replay in a real browser: bad records give a clear message and leave the app usable; a good one
 * steps forwards and backwards with the board as it was; a what-if game branches from a step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, WEB_ROOT, type Harness } from './browser';
import { snapshot } from './drive';
import { runSim } from '../../cli/src/commands/sim';
import type { SimReport } from '@salvo/sim/battles';

const run = browserOrSkip();
const TESTDATA = join(WEB_ROOT, '..', '..', 'testdata');

describe.skipIf(!run)('Replay in the browser', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  const openText = async (text: string) => {
    const { page } = h;
    await page.getByLabel('Record file').setInputFiles({ name: 'record.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  };

  it('refuses bad records with a clear sentence and stays usable', async () => {
    const { page } = h;
    await withShots(page, 'replay-bad', async () => {
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Open a record…' }).click();
      await openText('this is not json');
      await page.getByRole('alert').filter({ hasText: 'not a Salvo game record' }).waitFor();
      await openText(JSON.stringify({ hello: 'world' }));
      await page.getByRole('alert').filter({ hasText: 'Not a Salvo game record' }).waitFor();
      const good = JSON.parse(readFileSync(join(TESTDATA, 'vas-bot-battle.json'), 'utf8')) as Record<string, unknown>;
      await openText(JSON.stringify({ ...good, game: 'chess' }));
      await page.getByRole('alert').filter({ hasText: '"chess", which Salvo does not play' }).waitFor();
      await openText(readFileSync(join(TESTDATA, 'vas-bad-record.json'), 'utf8'));
      await page.getByRole('alert').filter({ hasText: /changed or damaged: action 5 of \d+ is refused/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'replay-bad-record');
      // Still usable: a good record opens after the bad ones.
      await openText(JSON.stringify(good));
      await expect(page.getByTestId('step').innerText()).resolves.toMatch(/^Step 0 of \d+$/);
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('steps forwards and backwards with the table as it was, and branches into a what-if game', async () => {
    const { page } = h;
    await withShots(page, 'replay-step', async () => {
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Open a record…' }).click();
      await openText(readFileSync(join(TESTDATA, 'vas-bot-battle.json'), 'utf8'));
      const step = page.getByTestId('step');
      const atStep = (i: number) => step.filter({ hasText: new RegExp(`^Step ${i} of`) }).waitFor();
      await expect(step.innerText()).resolves.toMatch(/^Step 0 of/);
      const where = () => page.locator('[data-ship="warspite"]').getAttribute('transform');
      const at0 = await where();
      let moved = 0;
      for (let i = 1; i <= 40 && !moved; i++) {
        await page.getByRole('button', { name: 'Step forward' }).click();
        await atStep(i);
        if ((await where()) !== at0) moved = i;
      }
      expect(moved).toBeGreaterThan(0);
      await expect(step.innerText()).resolves.toBe(`Step ${moved} of ${(await step.innerText()).split(' of ')[1]}`);
      expect(await page.locator('.step-lines li').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Step back' }).click();
      await atStep(moved - 1);
      expect(await where()).toBe(at0);
      await page.getByRole('button', { name: 'Step forward' }).click();
      await atStep(moved);
      const atMoved = await where();
      expect(atMoved).not.toBe(at0);
      // Keyboard: Left goes back to the parent step, Right forward again.
      await page.getByRole('button', { name: 'Step forward' }).focus();
      await page.keyboard.press('ArrowLeft');
      await atStep(moved - 1);
      expect(await where()).toBe(at0);
      await page.keyboard.press('ArrowRight');
      await atStep(moved);
      expect(await where()).toBe(atMoved);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'replay-stepping');
      // What-if: play on from this step.
      await page.getByRole('button', { name: 'Play on from here (what-if)' }).click();
      await page.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      const snap = await snapshot<{ actions: unknown[]; state: VasState }>(page);
      expect(snap.actions.length).toBe(moved);
      expect(await page.locator('[data-ship="warspite"]').getAttribute('transform')).toBe(atMoved);
      await expect(page.locator('.log').innerText()).resolves.toContain(`continued from step ${moved}`);
      await shot(page, 'replay-what-if');
    });
  });

  it('VAS-VICTORY-LAST-SIDE: "What were the odds from here?" fights the recorded battle on from a step, with the figures salvo sim --from gives', async () => {
    const { page } = h;
    await withShots(page, 'replay-odds', async () => {
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Open a record…' }).click();
      const file = join(TESTDATA, 'vas-bot-battle.json');
      await openText(readFileSync(file, 'utf8'));
      await page.getByLabel('Step', { exact: true }).fill('12');
      await page.getByTestId('step').filter({ hasText: /^Step 12 of/ }).waitFor();
      const odds = page.getByRole('region', { name: 'What were the odds from here?' });
      await odds.getByLabel('Battles').selectOption('50');
      await odds.getByLabel('Both sides played by').selectOption('easy');
      await odds.getByRole('button', { name: 'Simulate' }).click();
      const status = odds.getByRole('status');
      await status.waitFor({ timeout: 120_000 });
      const text = await status.innerText();
      expect(text).toContain('salvo sim --from record.json --step 12 -n 50 --bots easy,easy --seed 1');
      const cli = await runSim({ from: file, step: '12', n: '50', bots: 'easy,easy', seed: '1', workers: '0', json: true }, false);
      expect(cli.code).toBe(0);
      const report = JSON.parse(cli.out.join('\n')) as SimReport;
      const pct = (p: number): string => `${(100 * p).toFixed(1)}%`;
      for (const side of report.sides) expect(text).toContain(`${side.name}\teasy\t${pct(side.wins.p)} [${pct(side.wins.ci95[0])}–${pct(side.wins.ci95[1])}]`);
      for (const ship of report.ships) expect(text).toContain(`${ship.name}\t${pct(ship.sunk.p)} [`);
      // another step is another position: the figures go
      await page.getByRole('button', { name: 'Step forward' }).click();
      await expect(odds.getByRole('status').count()).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'replay-odds');
    });
  }, 300_000);
});
