/**
 * Fixes of the campaign audit (tmp/audit/campaign.md, discrepancies 1-3): the Crippled surcharge is paid once
 * for each crippling, before any repair, critical hits included (victory-at-sea.txt line 691); recruiting for a
 * Skeleton Crew lowers Crew Quality once for each reduction to a Skeleton Crew (line 696).
 */
import { describe, expect, it } from 'vitest';
import { findShipClass } from '@salvo/data';
import { campaignBattle, campaignBotAction, newCampaign, surchargeOwed, type CampaignAction, type CampaignState, type RrSpend } from '../src/index';
import { settleBattle } from '../src/resolve';
import { applyRefit } from '../src/refit';
import { seedRng } from '@salvo/kernel';
import { ITALIAN_NAVY, ROYAL_NAVY } from './fleets';
import { act, engagement, refused, ship, SETUP } from './helpers';

const go = (s: CampaignState, a: CampaignAction): CampaignState => act(s, a).state;
const rr = (s: CampaignState, shipId: string, spend: RrSpend): CampaignState =>
  go(s, { type: 'rr', player: 'rn', ship: shipId, spend });

/** The Repairs and Reinforcements phase of turn 1, every ship Command 4, each player with `points` RR points. */
function repairs(points: number): CampaignState {
  const r = newCampaign({ ...SETUP, dice: Array<number>(2 * (ROYAL_NAVY.ships.length + ITALIAN_NAVY.ships.length)).fill(4) });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value;
  s = go(s, { type: 'swap', player: 'rn', ships: null });
  s = go(s, { type: 'swap', player: 'it', ships: null, dice: [6, 6, 1, 1] });
  s = go(s, { type: 'select', player: 'rn', target: null });
  s = go(s, { type: 'select', player: 'it', target: null });
  s = go(s, { type: 'done', player: 'rn' });
  s = go(s, { type: 'done', player: 'it' });
  expect(s.phase).toBe('repairs');
  for (const p of Object.values(s.players)) p.rr = points;
  return s;
}

describe('Repairs: the Crippled surcharge, once for each crippling (copied from the audit)', () => {
  it('VAS-CAMPAIGN-RR-REPAIR: the five extra RR points for a Crippled ship are paid once, not again for every repair while it is still Crippled', () => {
    let s = repairs(50);
    const x = ship(s, 'rn', 'hms-warspite'); // Damage 34, Crippled at 11
    x.damage = 1;
    s = rr(s, x.id, { kind: 'repair', points: 1 });
    expect([ship(s, 'rn', x.id).damage, s.players.rn?.rr]).toEqual([6, 50 - 5 - 1]);
    s = rr(s, x.id, { kind: 'repair', points: 1 });
    expect(ship(s, 'rn', x.id).damage).toBe(11);
    expect(s.players.rn?.rr).toBe(50 - 5 - 1 - 1);
  });

  it('VAS-CAMPAIGN-RR-REPAIR: a Crippled ship pays the five extra RR points before any repairs, its critical hits included', () => {
    const s = repairs(10);
    const x = ship(s, 'rn', 'hms-warspite');
    x.damage = 5;
    x.criticals = [{ effect: 'props-damaged', vital: false }];
    const t = act(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'critical', vital: false } });
    expect(t.state.players.rn?.rr).toBe(10 - 5 - 1);
    expect(t.events[0]?.text).toBe('Props Damaged on HMS Warspite is repaired for 6 RR points (5 for being Crippled).');
  });
});

describe('Repairs: the surcharge, what the fix must and must not change', () => {
  it('VAS-CAMPAIGN-RR-REPAIR: repairs split into several spends cost what one spend costs, and the ledger notes the surcharge only while the ship is Crippled', () => {
    // from Crippled: 1 + 1 + 2 points against 4 at once
    const from = (s: CampaignState) => { ship(s, 'rn', 'hms-warspite').damage = 1; return s; };
    const whole = rr(from(repairs(50)), 'hms-warspite', { kind: 'repair', points: 4 });
    let split = from(repairs(50));
    split = rr(split, 'hms-warspite', { kind: 'repair', points: 1 });
    expect(ship(split, 'rn', 'hms-warspite').crippledSurchargePaid).toBe(true);
    split = rr(split, 'hms-warspite', { kind: 'repair', points: 1 });
    split = rr(split, 'hms-warspite', { kind: 'repair', points: 2 });
    expect([ship(split, 'rn', 'hms-warspite').damage, split.players.rn?.rr]).toEqual([21, 50 - 5 - 4]);
    expect([ship(whole, 'rn', 'hms-warspite').damage, whole.players.rn?.rr]).toEqual([21, 50 - 5 - 4]);
    // lifted above its threshold, nothing is noted: a later crippling owes the surcharge anew
    for (const s of [split, whole]) expect(ship(s, 'rn', 'hms-warspite').crippledSurchargePaid).toBeUndefined();
  });

  it('VAS-CAMPAIGN-RR-REPAIR: one surcharge covers the Damage and the critical hits of the same crippling, whichever is repaired first', () => {
    const crippled = () => {
      const s = repairs(20);
      const x = ship(s, 'rn', 'hms-warspite');
      x.damage = 5;
      x.criticals = [{ effect: 'rudder', vital: true }, { effect: 'props-damaged', vital: false }];
      return s;
    };
    let a = rr(crippled(), 'hms-warspite', { kind: 'critical', vital: true });
    expect(a.players.rn?.rr).toBe(20 - 5 - 2);
    a = rr(a, 'hms-warspite', { kind: 'repair', points: 1 });
    a = rr(a, 'hms-warspite', { kind: 'critical', vital: false });
    expect(a.players.rn?.rr).toBe(20 - 5 - 2 - 1 - 1);
    let b = rr(crippled(), 'hms-warspite', { kind: 'repair', points: 1 });
    expect(b.players.rn?.rr).toBe(20 - 5 - 1);
    b = rr(b, 'hms-warspite', { kind: 'critical', vital: true });
    b = rr(b, 'hms-warspite', { kind: 'critical', vital: false });
    expect(b.players.rn?.rr).toBe(a.players.rn?.rr);
  });

  it('VAS-CAMPAIGN-RR-CRITICAL: a ship one point above its Crippled threshold repairs a critical hit for one or two RR points, no more', () => {
    const s = repairs(10);
    const x = ship(s, 'rn', 'hms-warspite');
    x.damage = x.roster.damage[1] + 1;
    x.criticals = [{ effect: 'rudder', vital: true }];
    expect(surchargeOwed(s, x, 'critical')).toBe(0);
    const t = act(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'critical', vital: true } });
    expect(t.state.players.rn?.rr).toBe(8);
    expect(t.events[0]?.text).toBe('Rudder on HMS Warspite is repaired for 2 RR points.');
    expect(ship(t.state, 'rn', x.id).crippledSurchargePaid).toBeUndefined();
    // at the threshold it is Crippled: the surcharge comes first, and with too few points nothing is paid
    x.damage = x.roster.damage[1];
    expect(surchargeOwed(s, x, 'critical')).toBe(5);
    s.players.rn!.rr = 6;
    expect(refused(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'critical', vital: true } }).message).toMatch(/costs 7 RR points/);
  });

  it('VAS-CAMPAIGN-RR-REPAIR: a ship Crippled again in a later battle owes the surcharge again; one still Crippled from before does not', () => {
    const e = engagement();
    let s = e.state;
    for (const p of [e.attacker, e.defender]) s = go(s, { type: 'prepare', player: p, engagement: e.id, modifier: -3, night: false });
    const mine = s.players[e.attacker]!.ships.filter((y) => y.roster.priority === 'Patrol').slice(0, 2);
    const [again, still] = mine.map((y) => y.id) as [string, string];
    s = go(s, { type: 'fleet', player: e.attacker, engagement: e.id, ships: [again, still] });
    s = go(s, { type: 'fleet', player: e.defender, engagement: e.id, ships: s.players[e.defender]!.ships.filter((y) => y.roster.priority === 'Patrol').slice(0, 1).map((y) => y.id) });
    const b = campaignBattle(s, s.engagements[0]!);
    if (!b.ok) throw new Error(b.error.message);
    const [a, c] = [ship(s, e.attacker, again), ship(s, e.attacker, still)];
    // before the battle: `again` had been repaired above its threshold (nothing noted), `still` paid and stayed Crippled
    a.damage = a.roster.damage[1] + 1;
    c.damage = 1;
    c.crippledSurchargePaid = true;
    const after = (damage: number) => ({ damage, crew: 1, destroyed: false, criticals: [], crippleLosses: null, skeletonReduced: false, judgementSpent: 0 });
    settleBattle(s, s.engagements[0]!, { winners: [], ships: { [again]: after(1), [still]: after(1) }, credits: [], flightsLost: [] }, b.value.players);
    expect([surchargeOwed(s, a, 'damage'), surchargeOwed(s, c, 'damage')]).toEqual([5, 0]);
  });

  it('VAS-CAMPAIGN-RR-REPAIR: a Reinforced Superstructure or complete repairs that lift the ship above its threshold end the crippling the surcharge was paid for', () => {
    let s = repairs(50);
    const x = ship(s, 'rn', 'hms-warspite'); // +3 Damage from the superstructure
    x.damage = 1;
    s = rr(s, x.id, { kind: 'repair', points: 1 });
    const y = ship(s, 'rn', x.id);
    y.damage = 10;
    applyRefit(y, 'reinforced-superstructure');
    expect([y.damage, y.crippledSurchargePaid]).toEqual([13, undefined]);
    y.damage = 5; // Crippled again in a later battle
    expect(surchargeOwed(s, y, 'damage')).toBe(5);
    y.crippledSurchargePaid = true;
    y.crew = 2;
    y.skeletonPenaltyTaken = true;
    s = rr(s, x.id, { kind: 'full-repair' });
    expect(ship(s, 'rn', x.id)).not.toHaveProperty('crippledSurchargePaid');
    expect(ship(s, 'rn', x.id)).not.toHaveProperty('skeletonPenaltyTaken');
  });

  it('VAS-CAMPAIGN-CIVILIAN-DAMAGE: a Crippled merchantman pays the surcharge once too, before a repair of Damage or of a critical hit', () => {
    const s = repairs(30);
    const full = findShipClass('Tramp Freighter')!; // Damage 17, Crippled at 5
    s.players.rn!.civilians = [{ id: 'ss-a', name: 'SS A', type: 'Tramp Freighter', cost: 1, destroyed: false, damage: 1, criticals: [{ effect: 'rudder', vital: true }, { effect: 'props-damaged', vital: false }] }];
    let t = rr(s, 'ss-a', { kind: 'critical', vital: true });
    expect([t.players.rn?.rr, t.players.rn?.civilians?.[0]?.crippledSurchargePaid]).toEqual([30 - 5 - 2, true]);
    t = rr(t, 'ss-a', { kind: 'repair', points: 1 });
    expect([t.players.rn?.civilians?.[0]?.damage, t.players.rn?.rr]).toEqual([6, 30 - 5 - 2 - 1]);
    expect(6).toBeGreaterThan(full.damage[1]);
    expect(t.players.rn?.civilians?.[0]).not.toHaveProperty('crippledSurchargePaid');
    t = rr(t, 'ss-a', { kind: 'critical', vital: false });
    expect(t.players.rn?.rr).toBe(30 - 5 - 2 - 1 - 1);
    // a Damage repair first, on a fresh crippling
    const u = act(s, { type: 'rr', player: 'rn', ship: 'ss-a', spend: { kind: 'repair', points: 1 } });
    expect(u.events[0]?.text).toBe('SS A is repaired: 6 Damage for 6 RR points (5 for being Crippled).');
  });

  it('VAS-CAMPAIGN-RR-REPAIR: a ledger saved before the surcharge was noted reads as unpaid', () => {
    const s = repairs(10);
    const x = ship(s, 'rn', 'hms-warspite');
    x.damage = 5;
    const old = JSON.parse(JSON.stringify(s)) as CampaignState;
    expect(ship(old, 'rn', x.id)).not.toHaveProperty('crippledSurchargePaid');
    expect(rr(old, x.id, { kind: 'repair', points: 1 }).players.rn?.rr).toBe(4);
  });

  it('VAS-CAMPAIGN-RR-REPAIR: the bot pays the surcharge once, then repairs with all it has left', () => {
    const s = repairs(8);
    for (const y of s.players.rn!.ships) { y.damage = y.roster.damage[0]; y.crew = y.roster.crew[0]; y.criticals = []; }
    const x = ship(s, 'rn', 'hms-warspite');
    x.damage = 1;
    x.criticals = [{ effect: 'props-damaged', vital: false }];
    const first = campaignBotAction(s, 'rn', seedRng(1));
    expect(first).toEqual({ type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'critical', vital: false, effect: 'props-damaged' } });
    const t = go(s, first!);
    expect(t.players.rn?.rr).toBe(2);
    expect(campaignBotAction(t, 'rn', seedRng(1))).toEqual({ type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'repair', points: 2 } });
  });
});

describe('Recruiting: a Skeleton Crew costs one Command for each reduction', () => {
  it('VAS-CAMPAIGN-RECRUIT: recruiting for a ship reduced to a Skeleton Crew lowers its Crew Quality by one, however the recruits are paid for', () => {
    let s = repairs(10);
    const x = ship(s, 'rn', 'hms-warspite'); // Crew 47, Skeleton at 15; Command 4
    x.crew = 2;
    s = rr(s, x.id, { kind: 'recruit', points: 1 });
    expect(ship(s, 'rn', x.id)).toMatchObject({ crew: 12, command: 3, skeletonPenaltyTaken: true });
    s = rr(s, x.id, { kind: 'recruit', points: 1 });
    expect(ship(s, 'rn', x.id).crew).toBe(22);
    expect(ship(s, 'rn', x.id).command).toBe(3);
    expect(ship(s, 'rn', x.id)).not.toHaveProperty('skeletonPenaltyTaken');
  });

  it('VAS-CAMPAIGN-RECRUIT: at the threshold the Crew is a Skeleton Crew, one above it is not; a ship reduced again in a later battle pays again', () => {
    let s = repairs(10);
    const x = ship(s, 'rn', 'hms-warspite');
    x.crew = x.roster.crew[1] + 1;
    s = rr(s, x.id, { kind: 'recruit', points: 1 });
    expect(ship(s, 'rn', x.id).command).toBe(4);
    const y = ship(s, 'rn', x.id);
    y.crew = y.roster.crew[1];
    s = rr(s, x.id, { kind: 'recruit', points: 1 });
    expect(ship(s, 'rn', x.id).command).toBe(3);
    // a later battle reduces it to a Skeleton Crew again: the penalty is owed again
    ship(s, 'rn', x.id).crew = 3;
    s = rr(s, x.id, { kind: 'recruit', points: 1 });
    expect(ship(s, 'rn', x.id)).toMatchObject({ crew: 13, command: 2 });
    // never below Green (2), the penalty still noted as taken
    s = rr(s, x.id, { kind: 'recruit', points: 1 });
    expect(ship(s, 'rn', x.id)).toMatchObject({ crew: 23, command: 2 });
  });

  it('VAS-CAMPAIGN-RECRUIT: a Skeleton Crew recruited for but still a Skeleton Crew after a battle is not reduced again', () => {
    const e = engagement();
    let s = e.state;
    for (const p of [e.attacker, e.defender]) s = go(s, { type: 'prepare', player: p, engagement: e.id, modifier: -3, night: false });
    const mine = s.players[e.attacker]!.ships.find((y) => y.roster.priority === 'Patrol')!;
    s = go(s, { type: 'fleet', player: e.attacker, engagement: e.id, ships: [mine.id] });
    s = go(s, { type: 'fleet', player: e.defender, engagement: e.id, ships: s.players[e.defender]!.ships.filter((y) => y.roster.priority === 'Patrol').slice(0, 1).map((y) => y.id) });
    const b = campaignBattle(s, s.engagements[0]!);
    if (!b.ok) throw new Error(b.error.message);
    const x = ship(s, e.attacker, mine.id);
    x.crew = 1;
    x.skeletonPenaltyTaken = true;
    const command = x.command;
    const after = { damage: x.damage, crew: 1, destroyed: false, criticals: [], crippleLosses: null, skeletonReduced: false, judgementSpent: 0 };
    settleBattle(s, s.engagements[0]!, { winners: [], ships: { [x.id]: after }, credits: [], flightsLost: [] }, b.value.players);
    s.phase = 'repairs';
    const p = s.players[e.attacker]!;
    p.done = false;
    p.rr = 1;
    s = go(s, { type: 'rr', player: e.attacker, ship: x.id, spend: { kind: 'recruit', points: 1 } });
    expect(ship(s, e.attacker, x.id).command).toBe(command);
  });
});
