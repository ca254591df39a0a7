/**
 * Campaign files of version 3 and later and the campaign rules a campaign keeps (rules-version.ts): a file of version
 * 1 or 2 keeps campaign rules 2 (the Crippled surcharge and the Skeleton Crew penalty as read before the rules audit,
 * and battles under the engine's rules 2); a new campaign plays the current campaign rules (4: the RR readings of 3,
 * and every attack credited, torpedo-credit.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VAS_RULES_VERSION } from '@salvo/vas';
import {
  autoplay, campaignBattle, campaignFile, campaignPending, checkCampaignFile, CAMPAIGN_VERSION, fightEngagement, newCampaign, replayCampaign,
  type BattleRecord, type CampaignAction, type CampaignFile, type CampaignState, type RrSpend,
} from '../src/index';
import { ITALIAN_NAVY, ROYAL_NAVY } from './fleets';
import { act, engagement, refused, ship, SETUP } from './helpers';

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const V2 = 'v2-crippled-skeleton';
const RN = 'royal-navy-med';

function loaded(name = V2): CampaignFile {
  const r = checkCampaignFile(fixture(name));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const spend = (s: CampaignState, player: string, shipId: string, what: RrSpend) => act(s, { type: 'rr', player, ship: shipId, spend: what });

/** From the ledger `s` in its Repairs phase: a Crippled ship repaired twice and a critical hit, then a Skeleton Crew recruited twice. */
function oldAndNew(s: CampaignState, player: string, crippled: string, skeleton: string) {
  const x = ship(s, player, crippled);
  x.damage = 1;
  x.criticals = [{ effect: 'fire', vital: false }];
  const y = ship(s, player, skeleton);
  y.crew = 2;
  y.command = 5;
  s.players[player]!.rr = 50;
  const texts: string[] = [];
  let t = s;
  for (const [id, what] of [[crippled, { kind: 'repair', points: 1 }], [crippled, { kind: 'critical', vital: false }], [crippled, { kind: 'repair', points: 1 }], [skeleton, { kind: 'recruit', points: 1 }], [skeleton, { kind: 'recruit', points: 1 }]] as const) {
    const r = spend(t, player, id, what);
    texts.push(r.events[0]?.text ?? '');
    t = r.state;
  }
  return { texts, rr: 50 - t.players[player]!.rr, command: ship(t, player, skeleton).command, ships: [ship(t, player, crippled), ship(t, player, skeleton)] };
}

describe('VAS-CAMPAIGN-REPLAY: campaign files of version 3 and later, and the rules an older file keeps', () => {
  it('VAS-CAMPAIGN-REPLAY: a version 2 file made before the rules audit loads, checks and is handed on as the current version under campaign rules 2', () => {
    const raw = fixture(V2);
    expect(raw.version).toBe(2);
    const f = loaded();
    expect([f.version, CAMPAIGN_VERSION]).toEqual([4, 4]);
    expect(f.setup.options).toEqual({ battleTurns: 4, rulesVersion: 2 });
    expect(f.state.options.rulesVersion).toBe(2);
    // the handed-on file is a version 4 file that loads as it is; its ledger is the old one with the option added
    expect(checkCampaignFile(JSON.parse(JSON.stringify(f))).ok).toBe(true);
    expect(JSON.stringify({ ...f.state, options: { battleTurns: 4, carried: 'all' } })).toBe(JSON.stringify(raw.state));
    // the same file stamped version 3 (its setup without the option) is not what its actions make
    expect(checkCampaignFile({ ...raw, version: 3 }).ok).toBe(false);
    expect(checkCampaignFile({ ...raw, version: 4 }).ok).toBe(false);
  });

  it('VAS-CAMPAIGN-RR-REPAIR, VAS-CAMPAIGN-RECRUIT: the version 2 file replays its repairs and recruits at the old prices', () => {
    const f = loaded();
    const r = replayCampaign(f.setup, f.actions);
    if (!r.ok) throw new Error(r.error.message);
    const about = (id: string) => r.value.events.filter((e) => e.data?.ship === id && (e.type === 'rr-repair' || e.type === 'rr-critical' || e.type === 'rr-recruit')).map((e) => e.text);
    // Hood 2, Crippled at 13: both repairs pay the surcharge, the critical hit between them does not
    expect(about('hood-2').slice(-3)).toEqual([
      'Hood 2 is repaired to 11 Damage for 6 RR points (5 for being Crippled).',
      'Secondary Weapons Damaged on Hood 2 is repaired for 1 RR point.',
      'Hood 2 is repaired to 16 Damage for 6 RR points (5 for being Crippled).',
    ]);
    // Hood 1, a Skeleton Crew at 3 (of 53, threshold 17): both recruits lower its Command
    expect(about('hood-1').filter((t) => t.includes('recruits')).slice(0, 2)).toEqual([
      expect.stringMatching(/: 13 Crew; from a Skeleton Crew, its Command falls to \d\.$/),
      expect.stringMatching(/: 23 Crew; from a Skeleton Crew, its Command falls to \d\.$/),
    ]);
    const ledger = JSON.stringify(r.value.state);
    expect(ledger).not.toMatch(/crippledSurchargePaid|skeletonPenaltyTaken/);
    // under the current rules the same actions do not make that ledger
    const now = replayCampaign({ ...f.setup, options: { ...f.setup.options, rulesVersion: 3 } }, f.actions);
    expect(now.ok && JSON.stringify({ ...now.value.state, options: r.value.state.options }) === ledger).toBe(false);
  });

  it('VAS-CAMPAIGN-RR-REPAIR, VAS-CAMPAIGN-RECRUIT: a campaign from a version 2 file continues under its old rules; a new campaign plays the new ones', () => {
    const old = oldAndNew(structuredClone(loaded().state), RN, 'hood-2', 'hood-1');
    expect(old.texts.slice(0, 3)).toEqual([
      'Hood 2 is repaired to 6 Damage for 6 RR points (5 for being Crippled).',
      'Fire on Hood 2 is repaired for 1 RR point.',
      'Hood 2 is repaired to 11 Damage for 6 RR points (5 for being Crippled).',
    ]);
    expect([old.rr, old.command]).toEqual([15, 3]);
    expect(old.ships.map((x) => [x.crippledSurchargePaid, x.skeletonPenaltyTaken])).toEqual([[undefined, undefined], [undefined, undefined]]);

    const r = newCampaign({ ...SETUP, dice: Array<number>(2 * (ROYAL_NAVY.ships.length + ITALIAN_NAVY.ships.length)).fill(4) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.options.rulesVersion).toBe(4);
    let s = r.value;
    for (const a of [{ type: 'swap', player: 'rn', ships: null }, { type: 'swap', player: 'it', ships: null, dice: [6, 6, 1, 1] }, { type: 'select', player: 'rn', target: null }, { type: 'select', player: 'it', target: null }, { type: 'done', player: 'rn' }, { type: 'done', player: 'it' }] as const) s = act(s, a as CampaignAction).state;
    expect(s.phase).toBe('repairs');
    const cur = oldAndNew(s, 'rn', 'hms-warspite', 'hms-warspite');
    expect(cur.texts.slice(0, 3)).toEqual([
      'HMS Warspite is repaired to 6 Damage for 6 RR points (5 for being Crippled).',
      'Fire on HMS Warspite is repaired for 1 RR point.',
      'HMS Warspite is repaired to 11 Damage for 1 RR points.',
    ]);
    expect(cur.command).toBe(4);
  });

  it('VAS-CAMPAIGN-BATTLE-RECORD: the battles of a campaign under campaign rules 2 are fought under the engine\'s rules 2, and its file saves as version 4', () => {
    const f = loaded();
    let s = f.state;
    const actions: CampaignAction[] = [...f.actions];
    for (const a of [{ type: 'done', player: RN }, { type: 'done', player: 'italian-navy' }] as const) { s = act(s, a).state; actions.push(a); }
    const bots = { [RN]: { strength: 'easy' as const }, 'italian-navy': { strength: 'easy' as const } };
    // to the first battle of campaign turn 5, fought by the bots
    let guard = 0;
    while (campaignPending(s).kind !== 'battle' && guard++ < 200) {
      const a = autoplay(s, Object.fromEntries(Object.entries(bots)), 'v3', s.turn + 1, 1);
      if (!a.ok) throw new Error(a.error.message);
      if (a.value.actions.length === 0) break;
      s = a.value.state;
      actions.push(...a.value.actions);
    }
    const p = campaignPending(s);
    if (p.kind !== 'battle') throw new Error(`no battle: ${p.kind}`);
    const e = s.engagements.find((x) => x.id === p.engagement)!;
    const built = campaignBattle(s, e);
    if (!built.ok) throw new Error(built.error.message);
    expect(built.value.setup.options?.rulesVersion).toBe(2);
    const rec = fightEngagement(s, e.id, { [e.attacker]: 'easy', [e.defender]: 'easy' });
    if (!rec.ok) throw new Error(rec.error.message);
    expect([rec.value.engineVersion, rec.value.setup.options?.rulesVersion]).toEqual([VAS_RULES_VERSION, 2]);
    // a record of that battle stored without its rules (as version 2 files stored them) is the same battle
    const { rulesVersion: _rules, ...options } = rec.value.setup.options ?? {};
    const bare: BattleRecord = { setup: { ...rec.value.setup, options }, actions: rec.value.actions };
    const withBare = act(s, { type: 'battle', engagement: e.id, record: bare }).state;
    const battle: CampaignAction = { type: 'battle', engagement: e.id, record: rec.value };
    s = act(s, battle).state;
    expect(JSON.stringify(withBare)).toBe(JSON.stringify(s));
    actions.push(battle);
    const saved = JSON.parse(JSON.stringify(campaignFile(f.setup, actions, s))) as Record<string, unknown>;
    expect(saved.version).toBe(4);
    expect(checkCampaignFile(saved).ok).toBe(true);
  });

  it('VAS-CAMPAIGN-BATTLE-RECORD: a new campaign\'s battles are fought under the current rules; a record fought under other rules is refused', () => {
    const e = engagement();
    let s = e.state;
    expect(s.options.rulesVersion).toBe(4);
    for (const p of [e.attacker, e.defender]) s = act(s, { type: 'prepare', player: p, engagement: e.id, modifier: -3, night: false }).state;
    for (const p of [e.attacker, e.defender]) s = act(s, { type: 'fleet', player: p, engagement: e.id, ships: s.players[p]!.ships.filter((y) => y.roster.priority === 'Patrol').slice(0, 1).map((y) => y.id) }).state;
    const built = campaignBattle(s, s.engagements[0]!);
    if (!built.ok) throw new Error(built.error.message);
    expect(built.value.setup.options?.rulesVersion).toBeUndefined();
    const rec = fightEngagement(s, e.id, { [e.attacker]: 'easy', [e.defender]: 'easy' });
    if (!rec.ok) throw new Error(rec.error.message);
    expect(rec.value.engineVersion).toBe(VAS_RULES_VERSION);
    const older = { ...rec.value, engineVersion: 2 };
    expect(refused(s, { type: 'battle', engagement: e.id, record: older }).message).toMatch(/not the battle for [A-Z].* under this campaign's rules.*VAS-CAMPAIGN-BATTLE-RECORD/);
    expect(refused(s, { type: 'battle', engagement: e.id, record: { ...rec.value, setup: { ...rec.value.setup, options: { ...rec.value.setup.options, rulesVersion: 2 } } } }).message).toMatch(/not the battle for /);
    expect(refused(s, { type: 'battle', engagement: e.id, record: { ...rec.value, engineVersion: VAS_RULES_VERSION + 1 } }).message).toMatch(/engineVersion must be the Victory at Sea engine version it was fought under/);
    expect(act(s, { type: 'battle', engagement: e.id, record: rec.value }).state.engagements[0]?.result).not.toBeNull();
  });

  it('VAS-CAMPAIGN-REPLAY: a new campaign is written as version 4; the rules version is 2, 3 or 4; an unknown file version names those read', () => {
    const s = newCampaign(SETUP);
    if (!s.ok) throw new Error(s.error.message);
    expect(campaignFile(SETUP, [], s.value).version).toBe(4);
    expect(newCampaign({ ...SETUP, options: { rulesVersion: 2 } })).toMatchObject({ ok: true, value: { options: { rulesVersion: 2 } } });
    const bad = newCampaign({ ...SETUP, options: { rulesVersion: 1 as never } });
    expect(bad.ok ? [] : bad.error.problems.map((p) => [p.path, p.message])).toEqual([['options.rulesVersion', 'rulesVersion is 2, 3 or 4: the campaign rules the campaign plays by (absent: 4, the current rules).']]);
    expect(checkCampaignFile({ ...fixture(V2), version: 5 })).toMatchObject({ ok: false, error: { path: 'version', message: 'This campaign file is of version 5: Salvo reads campaign files of versions 1, 2, 3, 4 (an older one keeps the rules its campaign began with) and writes version 4.' } });
  });

  it('VAS-CAMPAIGN-REPLAY: a version 1 file keeps both its rules, handed on as version 4', () => {
    const f = loaded('v1-criticals-repaired');
    expect([f.version, f.setup.options?.carried, f.setup.options?.rulesVersion, f.state.options.rulesVersion]).toEqual([4, 'points', 2, 2]);
    expect(checkCampaignFile(JSON.parse(JSON.stringify(f))).ok).toBe(true);
  });
});
