/**
 * A campaign played in the page, as a person plays it: begun from the form (the Mediterranean, the example
 * fleets, you against the `easy` bot), every decision of the person given through the panels (the Command
 * swap, a target, a challenge, the secret modifier, the ships that sail, spending, done), the bot's steps
 * played on their own, the battle with the person in it fought on the table and recorded. The page must agree
 * with the ledger at every point: the file it saves is one `salvo campaign` loads, and is exactly what the
 * page's steps make; a reload in the middle of the battle loses none of it; the kept campaign resumes where
 * it stood.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { campaignPending, checkCampaignFile, checkStartingFleet, EXAMPLE_FLEETS, fightEngagement, replayCampaign, type CampaignFile } from '@salvo/campaign';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot } from './drive';
import { runStatus } from '../../cli/src/campaign/run';

const run = browserOrSkip();
const dir = mkdtempSync(join(tmpdir(), 'salvo-web-campaign-play-'));

/** The campaign file the page saves, read back. */
async function savedFile(page: Page): Promise<CampaignFile & { seats?: Record<string, string> }> {
  // Saved once the bots rest (a bot's step landing under the click moves the button), as a player saves.
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 120_000 }).toBe(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save the campaign file' }).click()]);
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return JSON.parse(readFileSync(path, 'utf8')) as CampaignFile & { seats?: Record<string, string> };
}

const seen = new Set<string>();
/** The first test spends once in each spending phase (the others say done at once). */
let spendFirst = false;
const spent = new Set<string>();

/** The start page, then the Campaigns screen's form for a new campaign (bots without delay). */
async function newCampaignForm(page: Page, url: string): Promise<void> {
  await page.goto(`${url}?botDelay=0`);
  await page.getByRole('button', { name: 'Campaigns…' }).click();
  await page.getByRole('button', { name: 'Begin a new campaign…' }).click();
}

/** One step of the person's through the panel the page shows; 'battle' when a battle waits on the table. */
async function decide(page: Page): Promise<'step' | 'battle' | 'over'> {
  const panel = page.locator('.campaign-decision');
  const fight = page.getByRole('button', { name: /^(Fight the battle|Go on with the battle) on the table$/ });
  const over = page.getByText(/^Now: The campaign is over/);
  await panel.or(fight).or(over).first().waitFor({ timeout: 120_000 });
  if (await over.count()) return 'over';
  if (await fight.count()) return 'battle';
  const button = (name: string | RegExp) => panel.getByRole('button', { name });
  const kind = (await panel.locator('p').first().innerText()).slice(0, 12);
  if (!seen.has(kind)) { seen.add(kind); await shot(page, `campaign-panel-${seen.size}`); }
  if (await button('No swap').count()) { await button('No swap').click(); return 'step'; }
  if (await button('Nominate').count()) { await button('Nominate').click(); return 'step'; }
  if (await button(/^Challenge for /).count()) { await button(/^Challenge for /).click(); return 'step'; }
  if (await button('Hand it in').count()) { await button('Hand it in').click(); return 'step'; }
  if (await panel.getByRole('group', { name: 'Ships that sail' }).count()) {
    // The largest choice the engine accepts, ship by ship: a box whose ship does not fit is cleared again.
    const boxes = panel.getByRole('checkbox');
    const send = panel.getByRole('button', { name: /^(These ships sail|Send no ship)$/ });
    // Every ship afloat is offered or said to be in port, with why (the person's fleet is the first in the Fleets section).
    const afloat = await page.locator('.campaign-fleet').first().locator('tbody tr:not(.destroyed)').count();
    const port = panel.getByText(/^In port: /);
    const inPort = (await port.count()) > 0 ? await port.innerText() : '';
    const kept = inPort === '' ? 0 : inPort.split('; ').length;
    expect((await boxes.count()) + kept).toBe(afloat);
    if (kept > 0) expect(inPort).toMatch(/\(VAS-CAMPAIGN-[A-Z-]+\)\.$/);
    for (let i = 0; i < await boxes.count(); i++) {
      await boxes.nth(i).check();
      if (await send.isDisabled()) await boxes.nth(i).uncheck();
    }
    await send.click();
    return 'step';
  }
  if (spendFirst) {
    // Spend once in each phase before saying done: Increase Command with a ship's XP Die, a Patrol ship with RR points.
    const xp = await button('Done with Ship Experience').count();
    const ship = panel.getByLabel('Ship', { exact: true });
    if (xp && !spent.has('xp') && await ship.count()) {
      await panel.getByLabel('Spend on').selectOption('command');
      await button('Spend').click();
      spent.add('xp');
      await page.locator('.campaign-lately').filter({ hasText: 'VAS-CAMPAIGN-XP-COMMAND' }).waitFor();
      return 'step';
    }
    if (!xp && !spent.has('rr')) {
      await panel.getByLabel('Spend on').selectOption('reinforce');
      await panel.getByLabel('Class').selectOption('Tribal');
      await button('Spend').click();
      spent.add('rr');
      await page.locator('.campaign-lately').filter({ hasText: 'VAS-CAMPAIGN-REINFORCE' }).waitFor();
      return 'step';
    }
  }
  await button(/^Done with /).click();
  return 'step';
}

describe.skipIf(!run)('a campaign played in the page', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 300_000);
  afterAll(async () => { await h?.close(); rmSync(dir, { recursive: true, force: true }); });

  it('VAS-CAMPAIGN-TURN-ORDER: begun in the page against the bot and played through a campaign turn with a battle on the table; the saved file is the ledger the steps make', async () => {
    const { page } = h;
    await withShots(page, 'campaign-play', async () => {
      await newCampaignForm(page, h.url);
      await expect(page.getByLabel('Fleet', { exact: true }).first().inputValue()).resolves.toBe('royal-navy-med');
      await expect(page.getByLabel('Played by').nth(1).inputValue()).resolves.toBe('easy');
      await page.getByLabel('Each battle at most').fill('2');
      await page.getByLabel('Seed').fill('8');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'campaign-new');
      await page.getByRole('button', { name: 'Begin the campaign' }).click();

      // The Command swap is the person's, with the fleet's own ships.
      const swap = page.locator('.campaign-decision');
      await expect(swap.getByRole('heading').innerText()).resolves.toBe('Mediterranean Fleet decides');
      await expect(swap.getByLabel('Ship').locator('option').count()).resolves.toBe(8);
      await swap.getByLabel('swaps with').selectOption({ index: 2 });
      await swap.getByRole('button', { name: 'Swap their Command' }).click();
      // The next decision takes the focus the clicked button lost (keyboard and screen-reader users).
      await expect.poll(() => swap.getByRole('button', { name: 'Swap their Command' }).count()).toBe(0);
      await page.locator('.campaign-decision').waitFor();
      await expect(page.evaluate('document.activeElement?.textContent ?? ""')).resolves.toBe('Mediterranean Fleet decides');
      // "Just now" is what happened since the person acted: their swap stays beside the next decision, whether the
      // bot swapped before it or just after it (its step is added, not put in place of the person's).
      await expect.poll(() => page.locator('.campaign-lately').innerText()).toMatch(/Mediterranean Fleet swaps crews[^]*Initiative order/);

      let reloaded = false;
      let battles = 0;
      spendFirst = true;
      // Play until campaign turn 2 begins: targets, engagements (a battle on the table), experience, repairs.
      for (let step = 0; step < 80; step++) {
        const text = await page.locator('.campaign-now').innerText();
        if (/Campaign turn 2,/.test(text)) break;
        const next = await decide(page);
        if (next === 'over') break;
        if (next !== 'battle') continue;
        await page.getByRole('button', { name: /on the table$/ }).click();
        for (let d = 0; d < 400; d++) {
          const at = await settled(page);
          if (at === 'over') break;
          await playVasDecision(page);
          if (!reloaded && (await snapshot<{ actions: unknown[] }>(page)).actions.length > 20) {
            // A reload in the middle of the battle: the campaign resumes from the browser, the battle where it was.
            const before = (await snapshot<{ actions: unknown[] }>(page)).actions.length;
            await page.reload();
            await page.getByRole('button', { name: 'Campaigns…' }).click();
            await page.getByRole('button', { name: /^Resume: Mediterranean/ }).click();
            await page.getByRole('button', { name: 'Go on with the battle on the table' }).click();
            await settled(page);
            expect((await snapshot<{ actions: unknown[] }>(page)).actions.length).toBeGreaterThanOrEqual(before);
            reloaded = true;
          }
        }
        await shot(page, 'campaign-battle-over');
        await page.getByRole('button', { name: 'Record the result in the campaign' }).click();
        battles += 1;
      }
      spendFirst = false;
      expect(reloaded).toBe(true);
      expect(battles).toBeGreaterThanOrEqual(1);
      await expect(page.locator('.campaign-now').innerText()).resolves.toMatch(/Campaign turn 2,/);
      await shot(page, 'campaign-turn-2');
      // A battle watched again on the table, then back: the campaign stands where it stood, not where it began.
      await page.getByRole('button', { name: /^Watch on the table: Turn \d+, the battle for [A-Z]/ }).first().click();
      await page.getByRole('button', { name: 'Back to the campaign' }).click();
      await expect(page.locator('.campaign-now').innerText()).resolves.toMatch(/Campaign turn 2,/);

      const file = await savedFile(page);
      // One judge: the file is checked as every load checks it, and the terminal carries it on.
      const checked = checkCampaignFile(file);
      expect(checked.ok ? '' : checked.error.message).toBe('');
      expect(file.seats).toEqual({ p2: 'easy' });
      expect(file.actions.filter((a) => a.type === 'battle')).toHaveLength(battles);
      // The spends made through the panel are the ledger's: a Command attempt, and a Tribal bought with RR points.
      if (spent.has('xp')) expect(file.actions.some((a) => a.type === 'xp' && a.player === 'p1' && a.spend.kind === 'command')).toBe(true);
      expect(spent.has('rr')).toBe(true);
      expect(file.actions.some((a) => a.type === 'rr' && a.player === 'p1' && a.spend.kind === 'reinforce' && a.spend.class === 'Tribal')).toBe(true);
      expect(file.state.players.p1?.ships.filter((x) => x.class === 'Tribal')).toHaveLength(3);
      const swapped = file.actions.find((a) => a.type === 'swap' && a.player === 'p1');
      expect(swapped?.type === 'swap' ? swapped.ships?.length : 0).toBe(2);
      writeFileSync(join(dir, 'from-page.json'), JSON.stringify(file));
      const status = runStatus(join(dir, 'from-page.json'), { json: true });
      expect(status.code).toBe(0);
      expect(JSON.parse(status.out.join('\n')).pending).toEqual(campaignPending(file.state));
      // The page shows the ledger: every ship's Damage and XP.
      for (const id of file.state.playerOrder) {
        for (const x of file.state.players[id]?.ships ?? []) {
          const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: x.name, exact: true }) });
          const cells = await row.innerText();
          expect(cells).toContain(x.destroyed ? 'destroyed' : `${x.damage}/`);
        }
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }, 900_000);

  it('VAS-CAMPAIGN-TURN-ORDER: a campaign of bots alone goes on a campaign turn at a time, on request; closed and resumed, it stands where it was', async () => {
    const { page } = h;
    await withShots(page, 'campaign-bots', async () => {
      await newCampaignForm(page, h.url);
      await page.getByLabel('Map').selectOption('pacific');
      await expect(page.getByLabel('Fleet', { exact: true }).nth(1).inputValue()).resolves.toBe('japanese-navy');
      await page.getByLabel('Played by').first().selectOption('random');
      await page.getByLabel('Played by').nth(1).selectOption('random');
      await page.getByLabel('Each battle at most').fill('2');
      await page.getByRole('button', { name: 'Begin the campaign' }).click();
      const now = page.locator('.campaign-now');
      await expect(now.innerText()).resolves.toMatch(/Campaign turn 0,/);
      await page.getByRole('button', { name: 'Let the bots begin the campaign' }).click();
      await page.getByRole('button', { name: 'Let the bots play campaign turn 1' }).waitFor({ timeout: 120_000 });
      await page.getByRole('button', { name: 'Let the bots play campaign turn 1' }).click();
      await page.getByRole('button', { name: 'Let the bots play campaign turn 2' }).waitFor({ timeout: 300_000 });
      await expect(now.innerText()).resolves.toMatch(/Campaign turn 2,/);
      const file = await savedFile(page);
      expect(file.state.turn).toBe(2);
      expect(checkCampaignFile(file).ok).toBe(true);
      const battles = file.actions.filter((a) => a.type === 'battle').length;
      await expect(page.locator('.campaign-battles li').count()).resolves.toBe(battles);
      await page.getByRole('button', { name: 'Close the campaign' }).click();
      await page.getByRole('button', { name: /^Resume: Pacific/ }).click();
      await expect(now.innerText()).resolves.toMatch(/Campaign turn 2,/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'campaign-bots');
    });
  }, 600_000);

  it('VAS-CAMPAIGN-START-FLEET: a starting fleet built in the page is priced and checked as the campaign checks it, and is the fleet the campaign begins with', async () => {
    const { page } = h;
    await withShots(page, 'campaign-fleet-builder', async () => {
      await newCampaignForm(page, h.url);
      await page.getByRole('button', { name: 'Build a fleet for player 1…' }).click();
      const builder = page.getByRole('region', { name: 'Build a fleet for player 1' });
      const cost = builder.getByRole('status');
      const example = EXAMPLE_FLEETS.find((f) => f.id === 'royal-navy-med')?.fleet;
      // It starts from the example fleet, priced by the campaign's own check at Battle, 10 points.
      await expect(cost.innerText()).resolves.toBe(`Cost: ${checkStartingFleet(example).cost} of 10 Fleet Allocation Points; civilian ships 0 of 25 points.`);
      for (let i = 0; i < 5; i++) await builder.getByRole('button', { name: 'Add King George V' }).click();
      await expect.poll(() => builder.locator('.error').innerText()).toMatch(/^Not yet a legal fleet for a campaign's start/);
      await expect(builder.getByRole('button', { name: 'Use this fleet' }).isDisabled()).resolves.toBe(true);
      await builder.getByRole('button', { name: /^Remove King George V/ }).click();
      await builder.getByRole('button', { name: 'Add King George V' }).click();
      await builder.getByLabel('Name of the King George V').fill('HMS Duke of York');
      await expect.poll(() => builder.locator('.error').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await builder.getByRole('button', { name: 'Use this fleet' }).click();
      await expect(page.getByLabel('Fleet', { exact: true }).first().locator('option:checked').innerText()).resolves.toMatch(/built here \(opened\)$/);
      await page.getByRole('button', { name: 'Begin the campaign' }).click();
      await page.locator('.campaign-decision').or(page.locator('.waiting')).first().waitFor();
      await expect(page.getByRole('rowheader', { name: 'HMS Duke of York', exact: true }).count()).resolves.toBe(1);
      const file = await savedFile(page);
      const ships = file.state.players.p1?.ships.map((x) => x.name) ?? [];
      expect(ships).toEqual([...(example?.ships.map((x) => x.name) ?? []), 'HMS Duke of York']);
    });
  }, 300_000);

  it('VAS-CAMPAIGN-BATTLE-RECORD: the person may let the bot decide, and let the bots fight a battle; the result is recorded as the terminal records it', async () => {
    const { page } = h;
    await withShots(page, 'campaign-let-bots', async () => {
      await newCampaignForm(page, h.url);
      await page.getByLabel('Each battle at most').fill('3');
      await page.getByLabel('Seed').fill('21');
      await page.getByRole('button', { name: 'Begin the campaign' }).click();
      const now = page.locator('.campaign-now');
      let fought = 0;
      for (let step = 0; step < 80 && !/Campaign turn 2,/.test(await now.innerText()); step++) {
        const suggest = page.getByRole('button', { name: 'Let the bot decide this' });
        const bots = page.getByRole('button', { name: 'Let the bots fight it' });
        await suggest.or(bots).first().waitFor({ timeout: 120_000 });
        const before = await page.locator('.campaign-log li').count();
        if (await bots.count() && fought === 0) {
          // The note says which bot plays each fleet: the person's at the strength of the bot it meets.
          await expect(page.locator('#campaign-bot-note').innerText()).resolves.toMatch(/^Both fleets are played by the easy bot \(Regia Marina's strength\), so neither side is played better/);
          await shot(page, 'campaign-bots-note');
          // A battle begun on the table, then left: letting the bots fight it asks first, in the page.
          await page.getByRole('button', { name: 'Fight the battle on the table' }).click();
          await settled(page);
          await playVasDecision(page);
          await expect.poll(async () => (await snapshot<{ actions: unknown[] }>(page)).actions.length).toBeGreaterThan(0);
          await page.getByRole('button', { name: 'Leave game' }).click();
          await bots.click();
          const ask = page.getByRole('group', { name: /^Forget the battle begun on the table and let the bots fight it from the start\?/ });
          await ask.waitFor();
          await shot(page, 'campaign-bots-forget');
          await ask.getByRole('button', { name: 'Keep the battle' }).click();
          await page.getByRole('button', { name: 'Go on with the battle on the table' }).waitFor();
          await bots.click();
          await page.getByRole('button', { name: 'Forget it: let the bots fight' }).click();
          fought += 1;
        } else if (await bots.count()) { await bots.click(); fought += 1; } else await suggest.click();
        await expect.poll(() => page.locator('.campaign-log li').count(), { timeout: 120_000 }).toBeGreaterThan(before);
      }
      expect(fought).toBeGreaterThanOrEqual(1);
      // The person's decision is shown: the bots wait for it, and the page is still.
      await page.locator('.campaign-decision').waitFor({ timeout: 120_000 });
      const file = await savedFile(page);
      const battles = file.actions.filter((a) => a.type === 'battle');
      expect(battles.length).toBeGreaterThanOrEqual(fought);
      expect(checkCampaignFile(file).ok).toBe(true);
      // Each battle is the one `salvo campaign battle` fights from the same ledger (the person's fleet by `easy`, the
      // strength of the bot it meets), a battle begun on the table and forgotten included.
      for (const [i, a] of file.actions.entries()) {
        if (a.type !== 'battle') continue;
        const before = replayCampaign(file.setup, file.actions.slice(0, i));
        if (!before.ok) throw new Error(before.error.message);
        const again = fightEngagement(before.value.state, a.engagement, { p1: 'easy', p2: 'easy' });
        expect(again.ok && again.value).toEqual(a.record);
      }
      await expect(page.locator('.campaign-battles li').count()).resolves.toBe(battles.length);
    });
  }, 600_000);

  it('VAS-CAMPAIGN-TABLE-DICE: a table campaign in the page: every die of the campaign and of its battle typed, each listed with what it decides', async () => {
    const { page } = h;
    await withShots(page, 'campaign-table', async () => {
      await newCampaignForm(page, h.url);
      await page.getByLabel('Each battle at most').fill('1');
      await page.getByLabel(/Table mode: we roll every die/).check();
      await page.getByRole('button', { name: 'Begin the campaign' }).click();
      const form = page.getByRole('form', { name: 'Dice rolled at the table' });
      const ships = (EXAMPLE_FLEETS[0]?.fleet.ships.length ?? 0) + (EXAMPLE_FLEETS[1]?.fleet.ships.length ?? 0);
      await expect(form.locator('input').count()).resolves.toBe(2 * ships);
      await expect(form.getByLabel('Die 1 of ' + String(2 * ships) + ': the Command of HMS Warspite').count()).resolves.toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'campaign-table-dice');
      let typed = 0;
      const typeDice = async () => {
        const inputs = form.locator('input');
        const n = await inputs.count();
        // As a player does: the dice already typed stay, the new ones are typed.
        // Each die the next face of 1, 6, 5, 4, 3, 2: never a 3 twice running, which would re-roll a Carrier Clash forever.
        for (let i = 0; i < n; i++) if ((await inputs.nth(i).inputValue()) === '') await inputs.nth(i).fill(String(((typed++ * 5) % 6) + 1));
        await form.getByRole('button', { name: 'Enter dice' }).click();
      };
      await typeDice();
      const panel = page.locator('.campaign-decision');
      const fight = page.getByRole('button', { name: /^(Fight the battle|Go on with the battle) on the table$/ });
      let battles = 0;
      let tieTried = false;
      for (let step = 0; step < 150; step++) {
        if (/Campaign turn 2,/.test(await page.locator('.campaign-now').innerText().catch(() => ''))) break;
        await form.or(panel).or(fight).first().waitFor({ timeout: 60_000 });
        if (await form.count() && !tieTried && /initiative/.test(await form.innerText())) {
          // A tie is rolled again: the form grows, keeping the dice typed; a die changed to break the tie shrinks it back.
          tieTried = true;
          const inputs = form.locator('input');
          const n = await inputs.count();
          // 2d6 a fleet, and no box for a re-roll before a tie is typed.
          expect(n).toBe(4);
          for (let i = 0; i < n; i++) await inputs.nth(i).fill('3');
          await form.getByRole('button', { name: 'Enter dice' }).click();
          await expect.poll(() => inputs.count()).toBe(2 * n);
          // Said as the rules' next step, not as a mistake: no alert, a status naming the dice called for.
          await expect(form.getByRole('status').innerText()).resolves.toMatch(/^Your dice call for 4 more: 2d6 for .*'s initiative, rolled again after a tie; 2d6 for .*rolled again after a tie\. The dice typed stand/);
          await expect(form.getByRole('alert').count()).resolves.toBe(0);
          await expect(inputs.nth(0).inputValue()).resolves.toBe('3');
          // A die changed to break the tie: the dice rolled again are moot, the blank ones are not sent, and the step is taken.
          await inputs.nth(0).fill('6');
          await expect.poll(async () => (await inputs.evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value))).join(',')).toBe(['6', ...Array.from({ length: n - 1 }, () => '3'), ...Array.from({ length: n }, () => '')].join(','));
          await form.getByRole('button', { name: 'Enter dice' }).click();
          // The roll is in the log, and in "Just now" beside the next decision even when a bot's step follows at once.
          await page.locator('.campaign-log li').filter({ hasText: /rolls 6\+3/ }).waitFor();
          await expect(page.locator('.campaign-lately').innerText()).resolves.toMatch(/rolls 6\+3[^]*Initiative order/);
          continue;
        }
        if (await form.count()) { await typeDice(); continue; }
        if (await fight.count()) {
          await fight.click();
          for (let d = 0; d < 400; d++) {
            const at = await settled(page);
            if (at === 'over') break;
            if (at === 'dice') await typeDice();
            else await playVasDecision(page);
          }
          await page.getByRole('button', { name: 'Record the result in the campaign' }).click();
          battles += 1;
          continue;
        }
        await decide(page);
      }
      await expect(page.locator('.campaign-now').innerText()).resolves.toMatch(/Campaign turn 2,/);
      expect(battles).toBeGreaterThanOrEqual(1);
      expect(tieTried).toBe(true);
      const file = await savedFile(page);
      expect(file.state.table).toBe(true);
      expect(checkCampaignFile(file).ok).toBe(true);
      expect(file.setup.dice).toHaveLength(2 * ships);
      expect(file.actions.filter((a) => a.dice !== undefined).length).toBeGreaterThan(2);
      await shot(page, 'campaign-table-turn-2');
    });
  }, 900_000);

  it('two people at one screen: the screen is handed over between them, and the next one\'s decision is shown only once asked for', async () => {
    const { page } = h;
    await withShots(page, 'campaign-hot-seat', async () => {
      await newCampaignForm(page, h.url);
      await page.getByLabel('Played by').nth(1).selectOption('person');
      await page.getByLabel(/House rule: only Damage and Crew carry/).check();
      await page.getByRole('button', { name: 'Begin the campaign' }).click();
      const panel = page.locator('.campaign-decision');
      await page.getByRole('heading', { name: 'Hand the screen to Mediterranean Fleet' }).waitFor();
      await expect(panel.count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'I am Mediterranean Fleet' }).click();
      await panel.getByRole('button', { name: 'No swap' }).click();
      await page.getByRole('heading', { name: 'Hand the screen to Regia Marina' }).waitFor();
      await expect(panel.count()).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'I am Regia Marina' }).click();
      await expect(panel.getByRole('heading').innerText()).resolves.toBe('Regia Marina decides');
      // The house rule ticked is the campaign's own, as --carry points gives it in the terminal.
      expect((await savedFile(page)).setup.options?.carried).toBe('points');
    });
  }, 300_000);

  it('the same campaign in two tabs: a step in one stops the other, which goes on from there rather than undo it', async () => {
    const { page } = h;
    await withShots(page, 'campaign-two-tabs', async () => {
      await newCampaignForm(page, h.url);
      await page.getByLabel('Played by').nth(1).selectOption('person');
      await page.getByRole('button', { name: 'Begin the campaign' }).click();
      await page.getByRole('heading', { name: 'Hand the screen to Mediterranean Fleet' }).waitFor();
      const other = await h.context.newPage();
      try {
        await other.goto(`${h.url}?botDelay=0`);
        await other.getByRole('button', { name: 'Campaigns…' }).click();
        await other.getByRole('button', { name: /^Resume: Mediterranean/ }).first().click();
        await other.getByRole('heading', { name: 'Hand the screen to Mediterranean Fleet' }).waitFor();
        // A step in the first tab...
        await page.getByRole('button', { name: 'I am Mediterranean Fleet' }).click();
        await page.locator('.campaign-decision').getByRole('button', { name: 'No swap' }).click();
        await page.getByRole('heading', { name: 'Hand the screen to Regia Marina' }).waitFor();
        const kept = await savedFile(page);
        // ...is seen in the second, which takes no step of its own until it goes on from there.
        const alert = other.locator('.campaign-elsewhere');
        await expect.poll(() => alert.innerText()).toMatch(/moved on in another tab or window of this browser: a step here would undo what was done there\. There it stands at campaign turn 0, 1 steps in \(here: 0\)/);
        await other.getByRole('button', { name: 'I am Mediterranean Fleet' }).click();
        await other.locator('.campaign-decision').getByRole('button', { name: 'No swap' }).click();
        await expect.poll(() => other.locator('.campaign-decision [role=alert]').innerText()).toMatch(/moved on in another tab/);
        expect((await savedFile(page)).actions).toEqual(kept.actions);
        expect(await axeViolations(other)).toEqual([]);
        await other.getByRole('button', { name: 'Go on from there' }).click();
        await other.getByRole('heading', { name: 'Hand the screen to Regia Marina' }).waitFor();
        await expect(alert.count()).resolves.toBe(0);
        expect((await savedFile(other)).actions).toEqual(kept.actions);
      } finally {
        await other.close();
      }
    });
  }, 300_000);

  it('the same campaign in two tabs, both at its battle: the battle played in one stops the other, whose moves are not kept', async () => {
    const { page } = h;
    await withShots(page, 'campaign-two-tabs-battle', async () => {
      await newCampaignForm(page, h.url);
      await page.getByRole('button', { name: 'Begin the campaign' }).click();
      let at: 'step' | 'battle' | 'over' = 'step';
      for (let i = 0; i < 80 && at === 'step'; i++) at = await decide(page);
      expect(at).toBe('battle');
      const other = await h.context.newPage();
      try {
        await other.goto(`${h.url}?botDelay=0`);
        await other.getByRole('button', { name: 'Campaigns…' }).click();
        await other.getByRole('button', { name: /^Resume: Mediterranean/ }).first().click();
        await other.getByRole('button', { name: 'Fight the battle on the table' }).waitFor();
        // The first tab fights: the second, at the campaign, is stopped, and goes on from the battle as kept.
        await page.getByRole('button', { name: 'Fight the battle on the table' }).click();
        if (await settled(page) !== 'over') await playVasDecision(page);
        const alert = other.locator('.campaign-elsewhere');
        await expect.poll(() => alert.innerText(), { timeout: 30_000 }).toMatch(/There its battle on the table stands at [1-9]\d* moves \(here: 0\)/);
        await other.getByRole('button', { name: 'Go on from there' }).click();
        await other.getByRole('button', { name: 'Go on with the battle on the table' }).click();
        await settled(other);
        // Both at the battle now: a move in the first stops the second's battle, whose moves would not be kept.
        const movesKept = async (): Promise<number> => Number(await page.evaluate('(() => { const k = Object.keys(localStorage).find((x) => x.startsWith("salvo.campaign.") && (JSON.parse(localStorage.getItem(x)).battle?.actions.length ?? 0) > 0); return k ? JSON.parse(localStorage.getItem(k)).battle.actions.length : 0; })()'));
        const before = await movesKept();
        for (let n = 0; n < 3 && await movesKept() === before; n++) if (await settled(page) !== 'over') await playVasDecision(page);
        await expect.poll(() => alert.count(), { timeout: 30_000 }).toBe(1);
        await expect(other.locator('[data-ship]').count()).resolves.toBe(0);
        const mine = await movesKept();
        expect(mine).toBeGreaterThan(before);
        await other.getByRole('button', { name: 'Go on from there' }).click();
        await other.getByRole('button', { name: 'Go on with the battle on the table' }).waitFor();
        expect(await movesKept()).toBe(mine);
      } finally {
        await other.close();
      }
    });
  }, 300_000);
});
