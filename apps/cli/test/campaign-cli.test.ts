/**
 * `salvo campaign` from the terminal: a campaign is started, driven and refused; every refusal is a
 * sentence naming the rule, exit 1, and the campaign file is left byte for byte as it was.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { registerCampaign } from '../src/commands/campaign';
import { runBattle, runNew, runNext, runSpend, runStatus } from '../src/campaign/run';
import { loadCampaign } from '../src/campaign/file-io';
import { EXAMPLE_FLEETS, fightEngagement } from '@salvo/campaign';
import { VAS_RULES_VERSION } from '@salvo/vas';
import { ITALIAN_NAVY, ROYAL_NAVY } from '../../../packages/campaign/test/fleets';
import { fight } from '../../../packages/campaign/test/battle-driver';

const dir = mkdtempSync(join(tmpdir(), 'salvo-campaign-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const rn = join(dir, 'rn.json');
const it2 = join(dir, 'it.json');
writeFileSync(rn, JSON.stringify(ROYAL_NAVY));
writeFileSync(it2, JSON.stringify(ITALIAN_NAVY));

/** A refusal: exit 1, a sentence naming the rule, the file unchanged. */
function refusedRun(path: string, run: () => { code: number; err: string[] }, rule: RegExp): void {
  const before = readFileSync(path, 'utf8');
  const r = run();
  expect(r.code).toBe(1);
  expect(r.err.join('\n')).toMatch(rule);
  expect(readFileSync(path, 'utf8')).toBe(before);
}

describe('salvo campaign', () => {
  it('VAS-CAMPAIGN-START-FLEET: --fleet <player>=example:<id> starts from an example fleet; an unknown example is named with the ones there are', () => {
    const f = join(dir, 'examples.json');
    const r = runNew(f, { map: 'pacific', fleet: ['us=example:us-navy', 'ijn=example:japanese-navy'], seed: '2' });
    expect(r.code).toBe(0);
    const l = loadCampaign(f);
    if (!l.ok) throw new Error(l.error.message);
    expect(l.value.file.state.players.us?.ships.map((x) => x.name)).toEqual(EXAMPLE_FLEETS.find((x) => x.id === 'us-navy')?.fleet.ships.map((x) => x.name));
    expect(l.value.file.state.players.ijn?.nation).toBe('Imperial Japanese Navy');
    const bad = runNew(join(dir, 'bad-example.json'), { fleet: ['us=example:us-navvy', 'ijn=example:japanese-navy'] });
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toMatch(/no example fleet "us-navvy"; the example fleets are example:royal-navy-med .*example:us-navy/);
    expect(existsSync(join(dir, 'bad-example.json'))).toBe(false);
  });

  it('VAS-CAMPAIGN-CRITICALS-SAIL: --carry points begins a campaign under the house rule (Damage and Crew only); anything else is a usage error', () => {
    const f = join(dir, 'carry.json');
    expect(runNew(f, { fleet: ['rn=example:royal-navy-med', 'it=example:italian-navy'], carry: 'points', battleTurns: '2' }).code).toBe(0);
    const l = loadCampaign(f);
    if (!l.ok) throw new Error(l.error.message);
    expect(l.value.file.state.options).toEqual({ battleTurns: 2, carried: 'points', rulesVersion: 4 });
    const bad = runNew(join(dir, 'carry-bad.json'), { fleet: ['rn=example:royal-navy-med', 'it=example:italian-navy'], carry: 'some' });
    expect([bad.code, bad.err.join('\n')]).toEqual([2, '--carry is all (Damage, Crew, critical hits and crippling losses) or points (Damage and Crew only), not "some".']);
    expect(existsSync(join(dir, 'carry-bad.json'))).toBe(false);
  });

  it('VAS-CAMPAIGN-CIVILIAN-DAMAGE: status lists each merchantman with its id, Damage and Crew, as spend --ship takes it', () => {
    const f = join(dir, 'merchant.json');
    const fleet = join(dir, 'force-h.json');
    writeFileSync(fleet, JSON.stringify({ nation: 'Royal Navy', name: 'Force H', ships: [{ class: 'Queen Elizabeth', name: 'HMS Warspite' }], civilians: [{ type: 'Tramp Freighter', name: 'SS Clan Ferguson' }] }));
    expect(runNew(f, { fleet: [`rn=${fleet}`, 'it=example:italian-navy'] }).code).toBe(0);
    expect(runStatus(f, {}).out.join('\n')).toMatch(/^ {2}ss-clan-ferguson: SS Clan Ferguson \(merchantman; Tramp Freighter, Damage (\d+)\/\1, Crew (\d+)\/\2\)$/m);
  });

  it('VAS-CAMPAIGN-TURN-ORDER: new, next, battle, spend drive a campaign; commands out of order are refused and change nothing', () => {
    const f = join(dir, 'c.json');
    const made = runNew(f, { fleet: [`rn=${rn}`, `it=${it2}`], bot: ['it=random'], seed: '3', battleTurns: '3' });
    expect(made.code).toBe(0);
    // the step waits on a person and a bot: the status says which is the bot and how to let it play
    expect(made.out.at(-1)).toMatch(/to swap two ships' Command or not: .*\. Regia Marina is a bot \(random\): salvo campaign next <file> --auto plays its part\.$/);
    expect(runStatus(f, {}).out.at(-1)).toMatch(/Regia Marina is a bot \(random\)/);
    expect(runNew(f, { fleet: [`rn=${rn}`, `it=${it2}`] }).code).toBe(2);
    refusedRun(f, () => runNext(f, { target: 'malta' }), /Now: .*swap/);
    refusedRun(f, () => runBattle(f, {}), /No battle is ready.*VAS-CAMPAIGN-TURN-ORDER/);
    refusedRun(f, () => runSpend(f, { player: 'rn', ship: 'hms-warspite', xp: 'command' }), /Ship Experience phase.*VAS-CAMPAIGN-TURN-ORDER/);
    expect(runNext(f, { player: 'rn', pass: true }).code).toBe(0);
    expect(runNext(f, { player: 'it' }).code).toBe(0);
    const s = loadCampaign(f);
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.file.state.turn).toBe(1);
    const first = s.value.file.state.initiative[0];
    // Drive to a battle: the human (rn) takes part in an engagement either way.
    if (first === 'rn') {
      expect(runNext(f, { target: 'malta' }).code).toBe(0);
      const after = loadCampaign(f);
      if (!after.ok) throw new Error('load');
      if (after.value.file.state.selection.challenge) expect(runNext(f, { player: 'it' }).code).toBe(0);
    } else {
      expect(runNext(f, { player: 'it' }).code).toBe(0);
    }
    expect(runStatus(f, {}).out.join('\n')).toMatch(/campaign turn 1/);
  });

  it('VAS-CAMPAIGN-XP-SPEND: spending XP Dice a ship lacks is refused from the terminal with the rule and the file unchanged', () => {
    const f = join(dir, 'xp.json');
    runNew(f, { fleet: [`rn=${rn}`, `it=${it2}`], seed: '4' });
    runNext(f, { player: 'rn', pass: true });
    runNext(f, { player: 'it', pass: true });
    for (let i = 0; i < 2; i++) {
      const l = loadCampaign(f);
      if (!l.ok) throw new Error('load');
      const p = l.value.file.state.initiative[l.value.file.state.selection.index] ?? '';
      expect(runNext(f, { player: p, pass: true }).code).toBe(0);
    }
    refusedRun(f, () => runSpend(f, { player: 'rn', ship: 'hms-warspite', xp: 'refit' }), /has 0 XP Dice; this needs 2.*VAS-CAMPAIGN-XP-SPEND/);
    refusedRun(f, () => runSpend(f, { player: 'rn', ship: 'zara', xp: 'command' }), /own XP Dice/);
    expect(runSpend(f, { player: 'rn', ship: 'hms-warspite', xp: 'nonsense' }).code).toBe(2);
    expect(runNext(f, { player: 'rn', done: true }).code).toBe(0);
    expect(runNext(f, { player: 'it', done: true }).code).toBe(0);
    refusedRun(f, () => runSpend(f, { player: 'rn', rr: 'reinforce', class: 'Zara' }), /not a class of the Royal Navy.*VAS-CAMPAIGN-REINFORCE/);
    expect(runSpend(f, { player: 'rn', rr: 'reinforce', class: 'Tribal', name: 'HMS Cossack' }).code).toBe(0);
  });

  it('VAS-CAMPAIGN-ONE-ENGAGEMENT: a ship named for a second engagement in one turn is refused from the terminal, the file unchanged', () => {
    const f = join(dir, 'two.json');
    runNew(f, { fleet: [`rn=${rn}`, `it=${it2}`], seed: '9' });
    runNext(f, { player: 'rn', pass: true });
    runNext(f, { player: 'it', pass: true });
    const l = loadCampaign(f);
    if (!l.ok) throw new Error('load');
    const [a = '', b = ''] = l.value.file.state.initiative;
    runNext(f, { player: a, target: 'malta' });
    runNext(f, { player: b, challenge: true });
    runNext(f, { player: b, target: 'crete' });
    runNext(f, { player: a, challenge: true });
    // Engagements are generated and fought one after another: t1-1 first.
    for (const p of [a, b]) expect(runNext(f, { player: p, modifier: '3' }).code).toBe(0);
    const ship = a === 'rn' ? 'hms-jervis' : 'lanzerotto-malocello';
    expect(runNext(f, { player: a, ships: ship }).code).toBe(0);
    expect(runNext(f, { player: b, ships: 'none' }).code).toBe(0);
    for (const p of [a, b]) expect(runNext(f, { player: p, modifier: '3' }).code).toBe(0);
    refusedRun(f, () => runNext(f, { player: a, ships: ship }), /another engagement this campaign turn.*VAS-CAMPAIGN-ONE-ENGAGEMENT/);
  });

  it('VAS-CAMPAIGN-REPLAY: a campaign file edited by hand is refused when loaded, and a broken file is one sentence', () => {
    const f = join(dir, 'edit.json');
    runNew(f, { fleet: [`rn=${rn}`, `it=${it2}`], seed: '5' });
    const j = JSON.parse(readFileSync(f, 'utf8')) as { state: { players: { rn: { rr: number } } } };
    j.state.players.rn.rr = 999;
    writeFileSync(f, JSON.stringify(j));
    const r = runStatus(f, {});
    expect(r.code).toBe(1);
    expect(r.err.join('')).toMatch(/not what its actions make/);
    writeFileSync(f, '{ broken');
    expect(runStatus(f, {}).code).toBe(1);
    expect(runStatus(join(dir, 'none.json'), {}).err.join('')).toMatch(/salvo campaign new/);
  });

  it('VAS-CAMPAIGN-START-FLEET: --help shows an example, and a fleet over its points is refused with the rule', () => {
    const program = new Command();
    registerCampaign(program);
    const c = program.commands.find((x) => x.name() === 'campaign');
    expect(c?.commands.map((x) => x.name())).toEqual(['new', 'status', 'next', 'battle', 'spend']);
    let help = '';
    c?.configureOutput({ writeOut: (t) => { help += t; } });
    c?.outputHelp();
    expect(help).toMatch(/Example:[\s\S]*salvo campaign new/);
    const big = join(dir, 'big.json');
    writeFileSync(big, JSON.stringify({ ...ROYAL_NAVY, ships: [...ROYAL_NAVY.ships, { class: 'Nelson', count: 4 }] }));
    const r = runNew(join(dir, 'big-c.json'), { fleet: [`rn=${big}`, `it=${it2}`] });
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/VAS-CAMPAIGN-START-FLEET/);
  });

  it('VAS-CAMPAIGN-BATTLE-RECORD: a battle the bots fight plays the person\'s fleet at the strength of the bot it meets; the setup file is named by its target', () => {
    const f = join(dir, 'bots-fight.json');
    // Regia Marina is the normal bot (its decisions given here by hand); the Royal Navy a person
    runNew(f, { fleet: [`rn=${rn}`, `it=${it2}`], bot: ['it=normal'], seed: '12', battleTurns: '2' });
    runNext(f, { player: 'rn', pass: true });
    runNext(f, { player: 'it', pass: true });
    const l = loadCampaign(f);
    if (!l.ok) throw new Error('load');
    const [a = '', b = ''] = l.value.file.state.initiative;
    runNext(f, { player: a, target: 'malta' });
    runNext(f, { player: b, challenge: true });
    runNext(f, { player: b, pass: true });
    for (const p of [a, b]) runNext(f, { player: p, modifier: '-3' });
    expect(runNext(f, { player: 'rn', ships: 'hms-jervis,hms-janus' }).code).toBe(0);
    expect(runNext(f, { player: 'it', ships: 'lanzerotto-malocello,antonio-da-noli' }).code).toBe(0);
    const out = runBattle(f, { setupOut: join(dir, 'bots-setup.json') }).out[0] ?? '';
    expect(out).toMatch(/^The battle for Malta is in /);
    const ready = loadCampaign(f);
    if (!ready.ok) throw new Error('load');
    const e = ready.value.file.state.engagements[0];
    if (!e) throw new Error('no engagement');
    // both fleets by the normal bot: the Royal Navy's at the strength of the bot it meets (it was easy)
    const expected = fightEngagement(ready.value.file.state, e.id, { rn: 'normal', it: 'normal' });
    if (!expected.ok) throw new Error(expected.error.message);
    expect(runBattle(f, {}).code).toBe(0);
    const after = loadCampaign(f);
    if (!after.ok) throw new Error('load');
    const fought = after.value.file.actions.find((x) => x.type === 'battle');
    expect(fought?.type === 'battle' && fought.record).toEqual(expected.value);
  });

  it('VAS-CAMPAIGN-BATTLE-RECORD: a person plays the battle from --setup-out and hands in its record; a record of another battle is refused', () => {
    const f = join(dir, 'rec.json');
    runNew(f, { fleet: [`rn=${rn}`, `it=${it2}`], seed: '12', battleTurns: '3' });
    runNext(f, { player: 'rn', pass: true });
    runNext(f, { player: 'it', pass: true });
    const l = loadCampaign(f);
    if (!l.ok) throw new Error('load');
    const [a = '', b = ''] = l.value.file.state.initiative;
    runNext(f, { player: a, target: 'malta' });
    runNext(f, { player: b, challenge: true });
    runNext(f, { player: b, pass: true });
    for (const p of [a, b]) runNext(f, { player: p, modifier: '-3' });
    expect(runNext(f, { player: 'rn', ships: 'hms-jervis,hms-janus' }).code).toBe(0);
    expect(runNext(f, { player: 'it', ships: 'lanzerotto-malocello,antonio-da-noli' }).code).toBe(0);
    const setupPath = join(dir, 'setup.json');
    expect(runBattle(f, { setupOut: setupPath }).code).toBe(0);
    const setup = JSON.parse(readFileSync(setupPath, 'utf8')) as Parameters<typeof fight>[0];
    const record = fight(setup, 5);
    const recPath = join(dir, 'battle.json');
    writeFileSync(recPath, JSON.stringify({ ...record, setup: { ...setup, seed: 999 } }));
    refusedRun(f, () => runBattle(f, { record: recPath }), /not the battle for Malta under.*VAS-CAMPAIGN-BATTLE-RECORD/);
    writeFileSync(recPath, JSON.stringify({ format: 'salvo-record', version: 1, game: 'vas', engineVersion: VAS_RULES_VERSION, ...record }));
    const r = runBattle(f, { record: recPath });
    expect(r.code).toBe(0);
    const after = loadCampaign(f);
    if (!after.ok) throw new Error('load');
    expect(after.value.file.state.engagements[0]?.result).not.toBeNull();
  });

  it('VAS-CAMPAIGN-TABLE-DICE: a table campaign from the terminal: every step that rolls lists its dice and takes them with --roll; Salvo rolls nothing', () => {
    const f = join(dir, 'table.json');
    const base = { fleet: [`rn=${rn}`, `it=${it2}`], bot: ['it=easy'], table: true };
    const first = runNew(f, base);
    expect(first.code).toBe(1);
    expect(first.err.join('\n')).toMatch(/This step rolls \d+ dice at the table \(VAS-CAMPAIGN-TABLE-DICE\):\n {2}2d6 {2}the Command of HMS Warspite\n/);
    expect(existsSync(f)).toBe(false);
    expect(runNew(f, { ...base, roll: '3,4,x' }).code).toBe(2);
    const n = Number(/rolls (\d+) dice/.exec(first.err.join('\n'))?.[1]);
    const made = runNew(f, { ...base, roll: Array.from({ length: n }, () => '6').join(',') });
    expect(made.code).toBe(0);
    expect(made.out[0]).toMatch(/from the dice you rolled.*Table mode/);
    const l = loadCampaign(f);
    if (!l.ok) throw new Error(l.error.message);
    expect(new Set(l.value.file.state.playerOrder.flatMap((id) => l.value.file.state.players[id]?.ships.map((x) => x.command) ?? []))).toEqual(new Set([6]));
    expect(runNext(f, { player: 'rn', pass: true }).code).toBe(0);
    // the bot's swap starts turn 1: --auto stops at its initiative dice, and the file keeps what was done
    const auto = runNext(f, { auto: true });
    expect(auto.code).toBe(0);
    expect(auto.out.join('\n')).toMatch(/Next, Regia Marina \(a bot\) acts, and:\nThis step rolls 4 dice at the table[^\n]*\n {2}2d6 {2}Mediterranean Fleet's initiative\n {2}2d6 {2}Regia Marina's initiative/);
    refusedRun(f, () => runNext(f, { player: 'it', roll: '1,1' }), /2 dice were typed but this step rolls more: the next die is for Regia Marina's initiative/);
    // a tie typed: the re-roll is listed, with the --roll that carries on from the dice typed
    refusedRun(f, () => runNext(f, { player: 'it', roll: '3,3,3,3' }), /rolls more: the next die is for Mediterranean Fleet's initiative, rolled again after a tie.*\nYour dice call for 4 more dice:\n {2}2d6 {2}Mediterranean Fleet's initiative, rolled again after a tie\n {2}2d6 {2}Regia Marina's initiative, rolled again after a tie\nRoll them and run the command again with --roll 3,3,3,3 followed by those 4 dice in this order\./);
    const rolled = runNext(f, { player: 'it', roll: '1,1,6,6' });
    expect(rolled.code).toBe(0);
    expect(rolled.out.join('\n')).toMatch(/Mediterranean Fleet rolls 1\+1.*\n.*Regia Marina rolls 6\+6/);
    const after = loadCampaign(f);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value.file.state.initiative).toEqual(['it', 'rn']);
    expect(after.value.file.actions.at(-1)).toMatchObject({ type: 'swap', player: 'it', dice: [1, 1, 6, 6] });
    refusedRun(f, () => runNext(f, { player: 'it', pass: true, roll: '4' }), /1 die was typed but this step rolls none/);
    expect(runNext(f, { player: 'it', pass: true }).code).toBe(0);
    expect(runNext(f, { player: 'rn', target: 'malta' }).code).toBe(0);
    expect(runNext(f, { player: 'it', challenge: true }).code).toBe(0);
    expect(runNext(f, { player: 'it', modifier: '0' }).code).toBe(0);
    const gen = runNext(f, { player: 'rn', modifier: '0', roll: '2,4,4,4' });
    expect(gen.out.join('\n')).toMatch(/Scenario roll 2: Blockade.*\n.*Priority Level roll 4\+4.*Raid.*\n.*Weather roll 4: good weather/);
    expect(runNext(f, { player: 'it', ships: 'lanzerotto-malocello' }).code).toBe(0);
    expect(runNext(f, { player: 'rn', ships: 'hms-jervis' }).code).toBe(0);
    // the battle is fought at the table, unless bots are asked for by name
    refusedRun(f, () => runBattle(f, {}), /In table mode the battle is fought at the table.*--setup-out.*--table.*--bots/);
    expect(runBattle(f, { setupOut: join(dir, 'table-setup.json') }).out[0]).toMatch(/salvo play --scenario .* --table --save/);
  });

  it('VAS-CAMPAIGN-RR-CRITICAL: a version 1 campaign file plays on: status names each critical hit, --effect repairs the one named, and the file is saved as version 4 with its rules kept', () => {
    const f = join(dir, 'v1.json');
    writeFileSync(f, readFileSync(new URL('../../../packages/campaign/test/fixtures/v1-criticals-noted.json', import.meta.url)));
    const status = runStatus(f, {});
    expect(status.code).toBe(0);
    expect(status.out.join('\n')).toMatch(/HMS Ajax \(.*critical hits: Multiple Explosions \[multiple-explosions\] \(no effect in battle\), Secondary Weapons Damaged \[secondary-damaged\], Turbine Damaged \[turbine-damaged\]/);
    for (const player of ['ro', 'it']) expect(runNext(f, { player, done: true }).code).toBe(0);
    refusedRun(f, () => runSpend(f, { player: 'ro', ship: 'hms-ajax', rr: 'vital', effect: 'turbine-damaged' }), /Turbine Damaged is not a Vital Systems hit \(1 RR point\).*VAS-CAMPAIGN-RR-CRITICAL/);
    const spent = runSpend(f, { player: 'ro', ship: 'hms-ajax', rr: 'critical', effect: 'turbine-damaged' });
    // HMS Ajax is Crippled (Damage 5, threshold 5), but a version 1 campaign keeps campaign rules 2: no surcharge on a critical hit (VAS-CAMPAIGN-RR-REPAIR).
    expect(spent.out.join('\n')).toMatch(/Turbine Damaged on HMS Ajax is repaired for 1 RR point\./);
    const saved = JSON.parse(readFileSync(f, 'utf8')) as { version: number; setup: { options?: { carried?: string; rulesVersion?: number } } };
    expect([saved.version, saved.setup.options?.carried, saved.setup.options?.rulesVersion]).toEqual([4, 'points', 2]);
    const l = loadCampaign(f);
    if (!l.ok) throw new Error(l.error.message);
    expect(l.value.file.state.players.ro?.ships.find((x) => x.id === 'hms-ajax')?.criticals.map((c) => c.effect)).toEqual(['multiple-explosions', 'secondary-damaged']);
  });
});
