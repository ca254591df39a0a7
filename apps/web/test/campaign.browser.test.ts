/**
 * The Campaigns screen reads a campaign file kept by `salvo campaign` (made here by the CLI's own code: a
 * Mediterranean campaign between two bot fleets, played by `--auto` into turn 3, battles fought by the
 * engine): the ledger is checked on opening (VAS-CAMPAIGN-REPLAY), and the page shows the turn and phase,
 * what the campaign waits for with the command that moves it on, who holds each Strategic Target on the map
 * and in the table, every ship's Damage, Command and XP as the ledger has them, the engagements and the
 * log. Each battle fought opens on the table in the Replay screen, at its end as the campaign recorded it, and
 * back to the campaign. A file edited by hand, and a file that is not a campaign, are refused with a sentence.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCampaign, availableTargets, campaignBotAction, campaignFile, campaignMap, campaignPending, newCampaign, replayCampaign, type CampaignAction, type CampaignFile } from '@salvo/campaign';
import { foughtBattles } from '../src/campaign/campaign-battles';
import { seedRng } from '@salvo/kernel';
import { vas } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { runNew, runNext, runStatus } from '../../cli/src/campaign/run';
import { ITALIAN_NAVY, ROYAL_NAVY } from '../../../packages/campaign/test/fleets';

const run = browserOrSkip();
const dir = mkdtempSync(join(tmpdir(), 'salvo-web-campaign-'));
const path = join(dir, 'med.json');

describe.skipIf(!run)('a campaign file in the page', () => {
  let h: Harness;
  let file: CampaignFile;
  beforeAll(async () => {
    writeFileSync(join(dir, 'rn.json'), JSON.stringify(ROYAL_NAVY));
    writeFileSync(join(dir, 'it.json'), JSON.stringify(ITALIAN_NAVY));
    expect(runNew(path, { map: 'mediterranean', fleet: [`rn=${join(dir, 'rn.json')}`, `it=${join(dir, 'it.json')}`], bot: ['rn=easy', 'it=easy'], seed: '5', battleTurns: '3' }).code).toBe(0);
    expect(runNext(path, { auto: true, until: '3' }).code).toBe(0);
    file = JSON.parse(readFileSync(path, 'utf8')) as CampaignFile;
    h = await launch();
  }, 300_000);
  afterAll(async () => { await h?.close(); rmSync(dir, { recursive: true, force: true }); });

  const openFile = async (name: string, body: string) => {
    await h.page.getByLabel('Open a campaign file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
  };

  it('VAS-CAMPAIGN-REPLAY: the ledger as the page shows it: turn, what comes next, holders on the map and in the table, ships, engagements, log', async () => {
    const { page } = h;
    await withShots(page, 'campaign', async () => {
      await page.goto(h.url);
      await page.getByRole('button', { name: 'Campaigns…' }).click();
      await openFile('med.json', readFileSync(path, 'utf8'));
      const s = file.state;
      expect(s.turn).toBe(3);
      await expect(page.locator('.campaign-now').innerText()).resolves.toMatch(new RegExp(`The Mediterranean, 1940-1943 \\(a Salvo design\\), med\\.json[\\s\\S]*Campaign turn 3, `));
      await expect(page.locator('.campaign-now').innerText()).resolves.toMatch(/Now: [\s\S]+ In the terminal: salvo campaign /);
      // Every Strategic Target: its holder in the table, and on the map the holder's badge number.
      const map = campaignMap('mediterranean');
      for (const t of map?.targets ?? []) {
        const holder = s.owners[t.id] ?? null;
        await expect(page.locator(`[data-target-row="${t.id}"] td`).first().innerText()).resolves.toBe(holder ? (s.players[holder]?.name ?? holder) : 'unoccupied');
        const badge = page.locator(`[data-target="${t.id}"] .campaign-holder`);
        await expect(badge.count()).resolves.toBe(holder ? 1 : 0);
        if (holder) await expect(badge.textContent()).resolves.toBe(String(s.playerOrder.indexOf(holder) + 1));
      }
      expect(Object.values(s.owners).some((x) => x !== null)).toBe(true);
      // How far each player is from victory: the available targets held, of those the player must hold.
      const victory = await page.locator('.campaign-victory').innerText();
      for (const id of s.playerOrder) {
        const want = availableTargets(s, id);
        expect(victory).toContain(`${s.players[id]?.name ?? id} holds ${want.filter((t) => s.owners[t] === id).length} of the ${want.length} it must hold`);
      }
      // Every ship's Damage and XP as the ledger has them.
      for (const id of s.playerOrder) {
        for (const x of s.players[id]?.ships ?? []) {
          const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: x.name, exact: true }) });
          const text = await row.innerText();
          expect(text).toContain(x.destroyed ? 'destroyed' : `${x.damage}/`);
          expect(text).toContain(String(x.xp));
        }
      }
      await expect(page.locator('.campaign-log li').count()).resolves.toBeGreaterThan(10);
      await expect(page.locator('.campaign-log').innerText()).resolves.toMatch(/\[VAS-CAMPAIGN-/);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'campaign-opened');
    });
  }, 300_000);

  it('VAS-CAMPAIGN-BATTLE-RECORD: each battle fought is watched on the table from the campaign, to the end the campaign recorded', async () => {
    const { page } = h;
    await withShots(page, 'campaign-battle', async () => {
      const battles = file.actions.filter((a) => a.type === 'battle');
      expect(battles.length).toBeGreaterThan(0);
      const items = page.locator('.campaign-battles li');
      await expect(items.count()).resolves.toBe(battles.length);
      const first = battles[0];
      if (first?.type !== 'battle') throw new Error('no battle');
      // named by its turn and the target fought for, never by the engagement's id
      const replayed = replayCampaign(file.setup, file.actions);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const label = foughtBattles(file, replayed.value.events)[0]?.label ?? '';
      expect(label).toMatch(/^Turn \d+, the battle for [A-Z]/);
      await page.getByRole('button', { name: `Watch on the table: ${label}` }).click();
      await page.getByRole('heading', { level: 1, name: `${label}: ` }).waitFor();
      await expect(page.getByTestId('step').innerText()).resolves.toBe(`Step 0 of ${first.record.actions.length}`);
      await page.getByRole('button', { name: 'Last step' }).click();
      await expect(page.getByTestId('step').innerText()).resolves.toBe(`Step ${first.record.actions.length} of ${first.record.actions.length}`);
      // The table's ship cards at the end are the battle as the engine plays its record: each sunk ship says so.
      const end = vas.createGame(first.record.setup);
      if (!end.ok) throw new Error(end.error.message);
      let state = end.value;
      for (const a of first.record.actions) { const r = vas.apply(state, a); if (!r.ok) throw new Error(r.error.message); state = r.value.state; }
      expect(state.phase).toBe('over');
      const cards = page.getByRole('region', { name: 'Ships' });
      for (const x of Object.values(state.ships)) {
        const card = cards.locator('div').filter({ has: page.getByRole('button', { name: x.name, exact: true }) }).last();
        await expect(card.innerText()).resolves.toMatch(x.destroyed ? /, sunk\b/ : /, (afloat|crippled|skeleton crew|withdrawn|abandoned)\b/);
      }
      await shot(page, 'campaign-battle-end');
      await page.getByRole('button', { name: 'Back to the campaign' }).click();
      await expect(page.locator('.campaign-now').innerText()).resolves.toMatch(/med\.json/);
    });
  }, 120_000);

  it('a ledger edited by hand and a file that is not a campaign are refused with a sentence, and the campaign shown stays', async () => {
    const { page } = h;
    const edited = structuredClone(file) as unknown as { state: { players: Record<string, { rr: number }> } };
    const first = Object.keys(edited.state.players)[0] as string;
    (edited.state.players[first] as { rr: number }).rr += 50;
    await openFile('edited.json', JSON.stringify(edited));
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/^edited\.json cannot be opened as a campaign: The campaign file's ledger is not what its actions make/);
    await openFile('notes.json', '{ "format": "salvo-game" }');
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/^notes\.json cannot be opened as a campaign: Not a Salvo campaign file/);
    await openFile('broken.json', '{ "format": ');
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/^broken\.json is not valid JSON/);
    await expect(page.locator('.campaign-now').innerText()).resolves.toMatch(/med\.json/);
  }, 120_000);

  it('VAS-CAMPAIGN-REPLAY: a file opened is played on in the page with its seats, its actions kept as they were, and saved for the terminal', async () => {
    const { page } = h;
    await withShots(page, 'campaign-play-on', async () => {
      await openFile('med.json', readFileSync(path, 'utf8'));
      await page.getByRole('button', { name: 'Play on in this page' }).click();
      // Both players of this file are bots (its `seats`): the page waits to be asked, a campaign turn at a time.
      const go = page.getByRole('button', { name: `Let the bots play campaign turn ${file.state.turn}` });
      await go.click();
      await page.getByRole('button', { name: `Let the bots play campaign turn ${file.state.turn + 1}` }).waitFor({ timeout: 300_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save the campaign file' }).click()]);
      const saved = join(dir, 'played-on.json');
      await download.saveAs(saved);
      const after = JSON.parse(readFileSync(saved, 'utf8')) as CampaignFile & { seats: unknown };
      expect(after.actions.slice(0, file.actions.length)).toEqual(file.actions);
      expect(after.actions.length).toBeGreaterThan(file.actions.length);
      expect(after.state.turn).toBe(file.state.turn + 1);
      expect(after.seats).toEqual((file as unknown as { seats: unknown }).seats);
      expect(runStatus(saved, {}).code).toBe(0);
      await page.getByRole('button', { name: 'Close the campaign' }).click();
    });
  }, 600_000);

  it('VAS-CAMPAIGN-RR-CRITICAL: a version 1 file\'s critical hits are named in the fleet, kept in port by its rule, and one is chosen by name and repaired', async () => {
    const { page } = h;
    await withShots(page, 'campaign-criticals', async () => {
      await page.goto(h.url);
      await page.getByRole('button', { name: 'Campaigns…' }).click();
      await openFile('v1.json', readFileSync(new URL('../../../packages/campaign/test/fixtures/v1-criticals-noted.json', import.meta.url), 'utf8'));
      const ajax = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'HMS Ajax', exact: true }) });
      await expect(ajax.innerText()).resolves.toMatch(/critical hits: Multiple Explosions \(no effect in battle\), Secondary Weapons Damaged, Turbine Damaged; in port until repaired with RR points/);
      const duilio = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Caio Duilio', exact: true }) });
      await expect(duilio.innerText()).resolves.toMatch(/Secondary Explosions \(Vital Systems; no effect in battle\)/);
      await page.getByRole('button', { name: 'Play on in this page' }).click();
      // Both players of this file are people at this screen: hand it over and say done with Ship Experience.
      const panel = page.locator('.campaign-decision');
      for (const who of ['Mediterranean Fleet', 'Regia Marina', 'Mediterranean Fleet']) {
        await page.getByRole('button', { name: `I am ${who}` }).click();
        if (who === 'Mediterranean Fleet' && await panel.getByRole('button', { name: 'Done with Repairs and Reinforcements' }).count()) break;
        await panel.getByRole('button', { name: 'Done with Ship Experience' }).click();
      }
      await panel.getByLabel('Spend on').selectOption('critical');
      await panel.getByLabel('Ship', { exact: true }).selectOption({ label: 'HMS Ajax (Damage 5, Crew 22)' });
      const hit = panel.getByLabel('Critical hit');
      // HMS Ajax is Crippled (Damage 5), but a version 1 campaign keeps campaign rules 2: no surcharge on a critical hit (VAS-CAMPAIGN-RR-REPAIR).
      await expect(hit.locator('option').allInnerTexts()).resolves.toEqual(['Multiple Explosions (no effect in battle) (1 RR)', 'Secondary Weapons Damaged (1 RR)', 'Turbine Damaged (1 RR)']);
      await hit.selectOption({ label: 'Turbine Damaged (1 RR)' });
      await panel.getByRole('button', { name: 'Spend', exact: true }).click();
      await page.locator('.campaign-lately').filter({ hasText: 'Turbine Damaged on HMS Ajax is repaired for 1 RR point.' }).waitFor();
      await expect(ajax.innerText()).resolves.toMatch(/critical hits: Multiple Explosions \(no effect in battle\), Secondary Weapons Damaged; in port/);
      // A ship with no hit left to repair: nothing to choose, and the button says so by being off.
      // The spend chosen stays for the next one: the same kind, the same ship, its hits left.
      await expect(panel.getByLabel('Spend on').inputValue()).resolves.toBe('critical');
      await expect(panel.getByLabel('Ship', { exact: true }).inputValue()).resolves.toBe('hms-ajax');
      await expect(hit.locator('option').allInnerTexts()).resolves.toEqual(['Multiple Explosions (no effect in battle) (1 RR)', 'Secondary Weapons Damaged (1 RR)']);
      await panel.getByLabel('Ship', { exact: true }).selectOption('hms-warspite');
      await expect(panel.innerText()).resolves.toMatch(/No critical hits to repair on this ship/);
      await expect(panel.getByRole('button', { name: 'Spend', exact: true }).isDisabled()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'campaign-criticals');
      await page.getByRole('button', { name: 'Close the campaign' }).click();
    });
  }, 300_000);

  it('VAS-CAMPAIGN-CIVILIAN-DAMAGE: a merchantman on the roster is shown with its Damage and Crew, and RR repairs and recruits may be spent on it', async () => {
    const { page } = h;
    // A campaign of a person (rn, with a merchantman) against the easy bot, played in code to the person's Repairs.
    const fleet = { nation: 'Royal Navy', name: 'Force H', ships: [{ class: 'Queen Elizabeth', name: 'HMS Warspite' }, { class: 'Tribal', name: 'HMS Nubian' }], civilians: [{ type: 'Tramp Freighter', name: 'SS Clan Ferguson' }] };
    const setup = { seed: 3, map: 'mediterranean', players: [{ id: 'rn', fleet }, { id: 'it', fleet: ITALIAN_NAVY }], options: { battleTurns: 2 } };
    const begun = newCampaign(setup);
    if (!begun.ok) throw new Error(begun.error.message);
    let s = begun.value;
    const actions: CampaignAction[] = [];
    const rng = seedRng('merchantman');
    for (let i = 0; i < 200; i++) {
      const p = campaignPending(s);
      const who = p.kind === 'over' || p.kind === 'battle' ? [] : 'player' in p ? [p.player] : p.players;
      if (p.kind === 'spend' && p.phase === 'repairs' && who.includes('rn')) break;
      const e = 'engagement' in p ? String(p.engagement) : '';
      const mine: Partial<Record<string, CampaignAction>> = {
        swap: { type: 'swap', player: 'rn', ships: null }, select: { type: 'select', player: 'rn', target: null }, challenge: { type: 'challenge', player: 'rn', accept: false },
        prepare: { type: 'prepare', player: 'rn', engagement: e, modifier: 0, night: false }, fleet: { type: 'fleet', player: 'rn', engagement: e, ships: [] }, spend: { type: 'done', player: 'rn' },
      };
      const a = who.includes('it') ? campaignBotAction(s, 'it', rng) : mine[p.kind];
      if (!a) throw new Error(`stuck at ${JSON.stringify(p)}`);
      const r = applyCampaign(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      actions.push(a);
    }
    const body = JSON.stringify({ ...campaignFile(setup, actions, s), seats: { it: 'easy' } });
    await withShots(page, 'campaign-merchantman', async () => {
      await page.goto(h.url);
      await page.getByRole('button', { name: 'Campaigns…' }).click();
      await openFile('merchantman.json', body);
      await expect(page.locator('.campaign-fleet').first().innerText()).resolves.toMatch(/Civilian ships: SS Clan Ferguson \(Tramp Freighter, Damage \d+\/\d+, Crew \d+\/\d+\)/);
      await page.getByRole('button', { name: 'Play on in this page' }).click();
      const panel = page.locator('.campaign-decision');
      await panel.getByLabel('Spend on').selectOption('repair');
      const ship = panel.getByLabel('Ship', { exact: true });
      await expect(ship.locator('option', { hasText: 'SS Clan Ferguson' }).innerText()).resolves.toMatch(/^SS Clan Ferguson \(merchantman, Tramp Freighter, Damage/);
      await ship.selectOption('ss-clan-ferguson');
      await panel.getByRole('button', { name: 'Spend', exact: true }).click();
      // Unhurt, so the campaign's own sentence refuses it: the spend went to the merchantman, not to a warship.
      await expect.poll(() => panel.getByRole('alert').innerText()).toMatch(/SS Clan Ferguson has all its Damage points/);
      // Not offered where the rules do not apply to merchantmen.
      await panel.getByLabel('Spend on').selectOption('full-repair');
      await expect(ship.locator('option', { hasText: 'SS Clan Ferguson' }).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Close the campaign' }).click();
    });
  }, 300_000);
});
