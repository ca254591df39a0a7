/**
 * Scenarios in a real browser (issue 12 item 5, issue 10): River Plate against the bot from its designed
 * positions, played to its end through the UI; the generic Victory at Sea scenario with a ship dragged into
 * the deployment zone (and one dragged outside it, refused with the scenario's sentence), "Deploy for me",
 * the battle played to its end and the Victory Points shown. Axe on each new screen; screenshots saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot } from './drive';
import { batchTasks, makeReport, merge, runBatch } from '@salvo/sim/battles';
import { scenarioList } from '../src/scenario/catalog';
import { BUILTIN_SCENARIOS } from '@salvo/scenarios';
import { simulationStart } from '../src/scenario/sim-start';

const run = browserOrSkip();

async function openScenario(page: Page, url: string, o: { id: RegExp; side: string; strength?: string; level?: string; seed: string }): Promise<void> {
  await page.goto(`${url}?botDelay=0`);
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await page.getByRole('radio', { name: o.id }).check();
  await page.getByLabel('Against the bot').check();
  await page.getByLabel('Bot strength').selectOption(o.strength ?? 'random');
  await page.getByLabel('You play').selectOption(o.side);
  if (o.level) await page.getByLabel('Priority Level', { exact: true }).selectOption(o.level);
  await page.getByLabel('Seed').fill(o.seed);
}

/** Drags a ship of the deploying player to table inches (x right from the west edge, y up from the south edge). */
async function dragShip(page: Page, ship: string, to: { x: number; y: number }, plan = { height: 48 }): Promise<void> {
  const el = page.locator(`[data-deploy-ship="${ship}"]`);
  await el.scrollIntoViewIfNeeded();
  const box = await el.locator('circle.footprint').boundingBox();
  if (!box) throw new Error(`ship ${ship} is not drawn`);
  // table inches to the page's pixels through the drawing's own transform (y runs down in SVG)
  const target = (await page.evaluate(`(() => {
    const svg = document.querySelector('.deploy-table');
    const p = new DOMPoint(${to.x}, ${plan.height} - ${to.y}).matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y };
  })()`)) as { x: number; y: number };
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move((box.x + target.x) / 2, (box.y + target.y) / 2, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 4 });
  await page.mouse.up();
}

async function playToEnd(page: Page, max: number): Promise<number> {
  let decisions = 0;
  for (;;) {
    const s = await settled(page);
    if (s === 'over') return decisions;
    await playVasDecision(page);
    decisions++;
    expect(decisions).toBeLessThan(max);
  }
}

describe.skipIf(!run)('Victory at Sea scenarios in the browser', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('River Plate against the bot: the briefing, the designed positions, "Turn N of 30", played to its end', async () => {
    const { page } = h;
    await withShots(page, 'scenario-river-plate', async () => {
      await openScenario(page, h.url, { id: /River Plate/, side: 'km', seed: '21' });
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-list');
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await page.getByRole('heading', { name: 'Every fleet is deployed' }).waitFor();
      const briefing = await page.locator('.briefing').innerText();
      expect(briefing).toContain('Game length');
      expect(briefing).toMatch(/Graf Spee leaves by the west short edge/);
      expect(await page.locator('[data-deploy-ship]').count()).toBeGreaterThanOrEqual(4);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-river-plate-briefing');
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('.game-header .status').filter({ hasText: /Turn 1 of 30/ }).waitFor();
      await expect(page.locator('.scenario-brief').innerText()).resolves.toMatch(/River Plate/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-river-plate-play');
      const decisions = await playToEnd(page, 1500);
      const snap = await snapshot<{ pending: { kind: string }; state: VasState }>(page);
      expect(snap.pending.kind).toBe('over');
      expect(snap.state.scenario?.id).toBe('river-plate');
      await expect(page.locator('.result').innerText()).resolves.toMatch(/Winner|No winner/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-river-plate-over');
      console.log(`River Plate: ${decisions} decisions through the UI, ended turn ${snap.state.turn}`);
    });
  }, 900_000);

  it('VAS-SCN-FORMAT: a designer\'s own scenario file is opened, checked, played from its briefing and named in the battle, kept in the browser until forgotten; a broken file or a built-in\'s id is refused with sentences', async () => {
    const { page } = h;
    await withShots(page, 'scenario-file', async () => {
      await page.goto(`${h.url}?botDelay=0`);
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      const files = page.getByRole('group', { name: 'Your scenario files' });
      const open = (name: string, body: string) => files.getByLabel('Open a scenario file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
      const refusal = files.getByRole('alert');
      // not JSON; the format broken in one place; a built-in's id: each refused, nothing listed
      await open('notes.json', '{ "id": ');
      await expect.poll(() => refusal.innerText()).toMatch(/^notes\.json cannot be opened as a scenario:\s+notes\.json is not valid JSON/);
      const draft = { ...(BUILTIN_SCENARIOS['river-plate'] as Record<string, unknown>), id: 'plate-draft', name: 'River Plate, my draft' };
      await open('broken.json', JSON.stringify({ ...draft, sides: 'two' }));
      await expect.poll(() => refusal.innerText()).toMatch(/^broken\.json cannot be opened as a scenario:\s+sides: /);
      await open('copy.json', JSON.stringify(BUILTIN_SCENARIOS['river-plate']));
      await expect.poll(() => refusal.innerText()).toContain('copy.json uses the id "river-plate" of the built-in scenario Battle of the River Plate: give your scenario an "id" of its own');
      await expect(files.getByRole('radio').count()).resolves.toBe(0);
      // the draft: listed, chosen, online offered with the file sent to the server (scenario-online.browser.test.ts)
      await open('plate-draft.json', JSON.stringify(draft));
      await files.getByRole('radio', { name: 'River Plate, my draft', checked: true }).waitFor();
      await expect(refusal.count()).resolves.toBe(0);
      await expect(page.getByRole('radio', { name: /Online with an invite link/ }).isDisabled()).resolves.toBe(false);
      await expect(page.getByText(/your file is sent to the server, which checks it again/).count()).resolves.toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-file-opened');
      await page.getByLabel('Against the bot').check();
      await page.getByLabel('Bot strength').selectOption('random');
      await page.getByLabel('You play').selectOption('km');
      await page.getByLabel('Seed').fill('3');
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await page.getByRole('heading', { name: 'Every fleet is deployed' }).waitFor();
      await expect(page.locator('.briefing').innerText()).resolves.toMatch(/River Plate, my draft/);
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('.game-header .status').filter({ hasText: /Turn 1 of 30/ }).waitFor();
      // the battle knows its scenario by id: the brief finds the draft's length and victory conditions
      await expect(page.locator('.scenario-brief').innerText()).resolves.toMatch(/River Plate, my draft[\s\S]*Length: until [\s\S]*Victory:/);
      const snap = await snapshot<{ state: VasState }>(page);
      expect(snap.state.scenario?.id).toBe('plate-draft');
      await shot(page, 'scenario-file-battle');
      // The draft is kept in the browser: after a reload the battle resumes with its brief, and the file is listed.
      await page.goto(page.url().split('#')[0] ?? '');
      const kept = page.getByRole('region', { name: /^Your unfinished games?$/ }).getByRole('listitem').filter({ hasText: 'Victory at Sea, River Plate, my draft: ' }).filter({ hasText: 'against the bot (random), turn 1,' });
      await kept.getByRole('button', { name: 'Resume the game' }).click();
      await expect(page.locator('.scenario-brief').innerText()).resolves.toMatch(/River Plate, my draft[\s\S]*Length: until [\s\S]*Victory:/);
      await page.getByRole('button', { name: 'Leave game' }).click();
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      await files.getByRole('radio', { name: 'River Plate, my draft' }).waitFor();
      // Forgotten, it is gone from the list, for good.
      await files.getByRole('button', { name: 'Forget River Plate, my draft' }).click();
      await expect.poll(() => files.getByRole('radio').count()).toBe(0);
      await page.reload();
      await page.getByRole('button', { name: 'Scenarios…' }).click();
      await page.getByRole('button', { name: 'Prepare the battle' }).waitFor();
      await expect(files.getByRole('radio').count()).resolves.toBe(0);
    });
  }, 300_000);

  it('VAS-FLEET-ALLOCATION: a fleet built in the page from the example, priced and checked as it is built, is the fleet deployed', async () => {
    const { page } = h;
    await withShots(page, 'scenario-fleet-builder', async () => {
      await openScenario(page, h.url, { id: /^Victory at Sea$/, side: 'first', level: 'Raid', seed: '9' });
      await page.getByRole('button', { name: 'Build a fleet for First fleet…' }).click();
      const builder = page.getByRole('region', { name: 'Build a fleet for First fleet' });
      const cost = builder.getByRole('status');
      const use = builder.getByRole('button', { name: 'Use this fleet' });
      // It starts from the example fleet (Force K): Fiji 1 point, Leander 1 of 2 per point, three Tribals 1 of 3 per point.
      await expect(cost.innerText()).resolves.toBe('Cost: 3 of 5 Fleet Allocation Points.');
      await expect(builder.getByRole('listitem').filter({ hasText: 'Queen Elizabeth' }).count()).resolves.toBe(1);
      await expect(builder.getByText('(2 points each)').count()).resolves.toBe(1);
      await builder.getByRole('button', { name: 'Add Queen Elizabeth' }).click();
      await expect.poll(() => cost.innerText()).toBe('Cost: 5 of 5 Fleet Allocation Points.');
      await builder.getByRole('button', { name: 'Add Renown' }).click();
      await expect.poll(() => cost.innerText()).toBe('Cost: 7 of 5 Fleet Allocation Points.');
      await expect(builder.locator('.error').innerText()).resolves.toMatch(/^Not yet a legal fleet for Victory at Sea:/);
      await expect(use.isDisabled()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-fleet-builder-over');
      await builder.getByRole('button', { name: 'Remove Renown' }).click();
      await builder.getByLabel('Name of the Queen Elizabeth').fill('HMS Warspite');
      await builder.getByLabel('Command of the Queen Elizabeth').selectOption('5');
      await expect.poll(() => builder.locator('.error').count()).toBe(0);
      // Changing the nation asks first; declined, nothing changes.
      page.once('dialog', (d) => void d.dismiss());
      await builder.getByLabel('Nation').selectOption('Kriegsmarine');
      await expect.poll(() => builder.getByLabel('Nation').inputValue()).toBe('Royal Navy');
      await expect(builder.getByLabel('Name of the Queen Elizabeth').inputValue()).resolves.toBe('HMS Warspite');
      await use.click();
      await expect(page.locator('.fleet-files').innerText()).resolves.toMatch(/First fleet: your fleet \(Force K, Royal Navy\)/);
      // Accepted on the other side's builder, the nation changes and the warships bought go.
      await page.getByRole('button', { name: 'Build a fleet for Second fleet…' }).click();
      const second = page.getByRole('region', { name: 'Build a fleet for Second fleet' });
      await expect(second.getByRole('status').innerText()).resolves.not.toBe('Cost: 0 of 5 Fleet Allocation Points.');
      page.once('dialog', (d) => void d.accept());
      await second.getByLabel('Nation').selectOption('Italian Navy');
      await expect.poll(() => second.getByRole('status').innerText()).toBe('Cost: 0 of 5 Fleet Allocation Points.');
      await expect(second.getByText('Nothing bought yet: add ships from the list.').count()).resolves.toBe(1);
      await second.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.locator('.fleet-files').innerText()).resolves.toMatch(/Second fleet: the scenario's example fleet/);
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await page.getByRole('heading', { name: /deploys$/ }).waitFor();
      await expect(page.locator('.deploy-ships').first().innerText()).resolves.toMatch(/HMS Warspite/);
      await page.getByRole('button', { name: 'Deploy for me' }).click();
      await page.getByRole('button', { name: 'Done deploying' }).click();
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('.game-header .status').filter({ hasText: /Turn 1 of 10/ }).waitFor();
      const snap = await snapshot<{ state: VasState }>(page);
      const warspite = Object.values(snap.state.ships).find((x) => x.name === 'HMS Warspite');
      expect(warspite?.command).toBe(5);
      expect(Object.values(snap.state.ships).filter((x) => x.fleet === warspite?.fleet).map((x) => x.name).sort()).toEqual(['HMS Fiji', 'HMS Neptune', 'HMS Warspite', 'Tribal 1', 'Tribal 2', 'Tribal 3']);
    });
  }, 300_000);

  it('Victory at Sea (generic): a ship dragged outside the zone is refused, one inside placed, the rest deployed for me; VP at the end', async () => {
    const { page } = h;
    await withShots(page, 'scenario-generic', async () => {
      await openScenario(page, h.url, { id: /^Victory at Sea$/, side: 'first', level: 'Raid', seed: '8' });
      await expect(page.locator('.fleet-files').innerText()).resolves.toMatch(/example fleet/);
      await page.getByRole('button', { name: 'Prepare the battle' }).click();
      await page.getByRole('heading', { name: /deploys$/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-deploy-start');
      const ships = await page.locator('.deploy-ship.mine').evaluateAll((els) => els.map((e) => (e as unknown as { dataset: { deployShip: string } }).dataset.deployShip));
      expect(ships.length).toBeGreaterThan(1);
      const first = ships[0] as string;
      // The first player's zone is the 12" along one long edge: the middle of the table is outside it.
      const zone = await page.locator('.deploy-zone.active').first().getAttribute('data-zone');
      expect(zone).toBeTruthy();
      await dragShip(page, first, { x: 36, y: 24 });
      const alert = page.locator('.decision [role=alert]');
      await expect(alert.innerText()).resolves.toMatch(/must be placed inside the zone/);
      await shot(page, 'scenario-deploy-refused');
      const active = page.locator('.deploy-zone.active').first();
      const num = async (k: string): Promise<number> => Number(await active.getAttribute(`data-${k}`));
      const zoneBox = { x: await num('x'), y: await num('y'), w: await num('width'), h: await num('height') };
      const inside = { x: zoneBox.x + zoneBox.w / 4, y: zoneBox.y + zoneBox.h / 2 };
      await dragShip(page, first, inside);
      await expect(alert.count()).resolves.toBe(0);
      const placed = await page.locator('.deploy-ships li').first().innerText();
      const m = /at \(([\d.]+), ([\d.]+)\)/.exec(placed);
      expect(m).not.toBeNull();
      const at = { x: Number(m?.[1]), y: Number(m?.[2]) };
      expect(Math.abs(at.x - inside.x)).toBeLessThan(0.3);
      expect(Math.abs(at.y - inside.y)).toBeLessThan(0.3);
      await page.getByRole('button', { name: 'Deploy for me' }).click();
      await shot(page, 'scenario-deploy-done');
      await page.getByRole('button', { name: 'Done deploying' }).click();
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('.game-header .status').filter({ hasText: /Turn 1 of 10/ }).waitFor();
      const snap0 = await snapshot<{ state: VasState }>(page);
      const mine = snap0.state.ships[first];
      expect(mine?.position).toEqual(at);
      await playToEnd(page, 2500);
      const vp = page.locator('.vp-table');
      await vp.waitFor();
      const text = await vp.innerText();
      expect(text).toMatch(/Victory Points/);
      expect(text).toMatch(/victory|draw/);
      const snap = await snapshot<{ state: VasState }>(page);
      expect(snap.state.scenario?.points).not.toBeNull();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'scenario-generic-over');
    });
  }, 900_000);

  it('VAS-VP-RESULT: "What are the odds?" fights the chosen scenario many times off the page\'s thread and shows the engine\'s own figures', async () => {
    const { page } = h;
    await withShots(page, 'scenario-odds', async () => {
      await openScenario(page, h.url, { id: /Denmark Strait/, side: 'rn', seed: '4' });
      const odds = page.getByRole('region', { name: 'What are the odds?' });
      await odds.getByLabel('Battles').selectOption('50');
      await odds.getByLabel('Both sides played by').selectOption('easy');
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(w.url()));
      await odds.getByRole('button', { name: 'Simulate' }).click();
      const status = odds.getByRole('status');
      await status.waitFor({ timeout: 120_000 });
      // the same start, batches and report computed here, through the same modules
      const scenario = scenarioList().find((s) => s.id === 'denmark-strait');
      if (!scenario) throw new Error('denmark-strait');
      const s = simulationStart({ scenario, seed: '4', level: scenario.level ?? 'War', side: 'rn', fleets: {} });
      if (!s.ok) throw new Error(s.problems.join('; '));
      const tasks = batchTasks({ start: s.start, bots: ['easy', 'easy'], n: 50, seed: '4', batchSize: 10 });
      const report = makeReport(s.start, merge(new Map(tasks.map((t) => [t.batch, runBatch(t)])), tasks.length), ['easy', 'easy'], '4', 10);
      const text = await status.innerText();
      expect(workers.some((u) => /sim-worker/.test(u))).toBe(true);
      expect(text).toContain('50 battles, seed 4');
      const pct = (p: number): string => `${(100 * p).toFixed(1)}%`;
      for (const side of report.sides) expect(text).toContain(`${side.name}\teasy\t${pct(side.wins.p)} [${pct(side.wins.ci95[0])}–${pct(side.wins.ci95[1])}]`);
      const hood = report.ships.find((x) => x.name === 'HMS Hood');
      expect(hood).toBeDefined();
      expect(text).toContain(`HMS Hood\t${pct(hood!.sunk.p)}`);
      await odds.scrollIntoViewIfNeeded();
      await shot(page, 'scenario-odds-result', false);
      // new choices clear the figures: they belonged to the old ones, and no DOM state shows them beside the new seed
      await page.evaluate(`(() => {
        const seen = (window.__oldFigures = []);
        const seed = [...document.querySelectorAll('input')].find((i) => i.labels && [...i.labels].some((l) => l.textContent.trim() === 'Seed'));
        new MutationObserver(() => {
          if (seed && seed.value === '5' && document.querySelector('.battle-odds [role=status]')) seen.push('figures of seed 4 shown with seed 5');
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      })()`);
      await page.getByLabel('Seed').fill('5');
      await expect(odds.getByRole('status').count()).resolves.toBe(0);
      await expect(page.evaluate('window.__oldFigures')).resolves.toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await odds.getByRole('button', { name: 'Simulate' }).click();
      await expect(odds.getByRole('progressbar', { name: 'Battles fought' }).or(odds.getByRole('status')).first().waitFor()).resolves.toBeUndefined();
      await shot(page, 'scenario-odds');
    });
  }, 300_000);
});
