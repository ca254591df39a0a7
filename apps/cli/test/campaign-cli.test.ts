/**
 * `salvo campaign` from the terminal: a campaign is started, driven and refused; every refusal is a
 * sentence naming the rule, exit 1, and the campaign file is left byte for byte as it was.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { registerCampaign } from '../src/commands/campaign';
import { runBattle, runNew, runNext, runSpend, runStatus } from '../src/campaign/run';
import { loadCampaign } from '../src/campaign/file-io';
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
  it('VAS-CAMPAIGN-TURN-ORDER: new, next, battle, spend drive a campaign; commands out of order are refused and change nothing', () => {
    const f = join(dir, 'c.json');
    expect(runNew(f, { fleet: [`rn=${rn}`, `it=${it2}`], bot: ['it=random'], seed: '3', battleTurns: '3' }).code).toBe(0);
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
    refusedRun(f, () => runBattle(f, { record: recPath }), /not the battle of t1-1.*VAS-CAMPAIGN-BATTLE-RECORD/);
    writeFileSync(recPath, JSON.stringify({ format: 'salvo-record', version: 1, game: 'vas', engineVersion: 1, ...record }));
    const r = runBattle(f, { record: recPath });
    expect(r.code).toBe(0);
    const after = loadCampaign(f);
    if (!after.ok) throw new Error('load');
    expect(after.value.file.state.engagements[0]?.result).not.toBeNull();
  });
});
