import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { findShipClass } from '@salvo/data';
import { campaignBattle, campaignBotAction, civilianCondition, type CampaignCivilian, type CampaignState } from '../src/index';
import { vas } from '@salvo/vas';
import { settleBattle } from '../src/resolve';
import { recoverFlights } from '../src/air';
import { act, refused, repairsPhase, turnOne } from './helpers';
import { ITALIAN_NAVY } from './fleets';

const RN_CARRIER = {
  nation: 'Royal Navy', name: 'Force H',
  ships: [
    { class: 'Ark Royal', name: 'HMS Ark Royal', flights: [{ aircraft: 'Fairey Swordfish', count: 3 }, { aircraft: 'Fairey Fulmar', count: 1 }] },
    { class: 'Tribal', name: 'HMS Nubian' }, { class: 'Tribal', name: 'HMS Mohawk' },
  ],
};
const SETUP = { seed: 11, map: 'mediterranean', players: [{ id: 'rn', fleet: RN_CARRIER }, { id: 'it', fleet: ITALIAN_NAVY }], options: { battleTurns: 4 } };
const SWORDFISH = 'hms-ark-royal:fairey-swordfish';

/** One engagement (or two) between the players, the scenario set, both modifiers given. */
function prepared(scenario: string, two = false): { s: CampaignState; ids: string[] } {
  let s = turnOne(SETUP);
  const [first = '', second = ''] = s.initiative;
  s = act(s, { type: 'select', player: first, target: 'malta' }).state;
  s = act(s, { type: 'challenge', player: second, accept: true }).state;
  s = act(s, { type: 'select', player: second, target: two ? 'crete' : null }).state;
  if (two && s.selection.challenge) s = act(s, { type: 'challenge', player: first, accept: true }).state;
  for (const { id, attacker, defender } of [...s.engagements]) {
    for (const p of [attacker, defender]) s = act(s, { type: 'prepare', player: p, engagement: id, modifier: -3, night: false }).state;
  }
  for (const e of s.engagements) e.scenario = scenario as typeof e.scenario;
  return { s, ids: s.engagements.map((e) => e.id) };
}

describe('VAS-CAMPAIGN-CARRIER-AIR: a carrier\'s flights as land-based aircraft, without the carrier', () => {
  it('VAS-CAMPAIGN-CARRIER-AIR: three Swordfish from HMS Ark Royal are a Patrol choice where land-based aircraft are allowed, and fly in the battle', () => {
    const { s: s0, ids } = prepared('victory-at-sea');
    const id = ids[0]!;
    const level = s0.engagements[0]!.level;
    let s = act(s0, { type: 'fleet', player: 'rn', engagement: id, ships: ['hms-nubian', SWORDFISH] }).state;
    expect(s.engagements[0]!.sides.rn!.ships).toEqual(['hms-nubian', SWORDFISH]);
    const it = s.players.it!.ships.filter((x) => x.roster.priority === 'Patrol').slice(0, 1).map((x) => x.id);
    s = act(s, { type: 'fleet', player: 'it', engagement: id, ships: it }).state;
    const b = campaignBattle(s, s.engagements[0]!);
    if (!b.ok) throw new Error(b.error.message);
    const fleet = b.value.setup.fleets.find((f) => b.value.players[f.id] === 'rn')!;
    expect(fleet.ships.map((x) => x.id)).not.toContain('hms-ark-royal');
    const land = (fleet.flights ?? []).filter((f) => f.carrier === undefined);
    expect(land.map((f) => f.aircraft)).toEqual(['Fairey Swordfish', 'Fairey Swordfish', 'Fairey Swordfish']);
    expect(b.value.setup.scenario?.scoring?.[fleet.id]?.squadrons).toEqual([{ name: 'Fairey Swordfish', priority: 'Patrol', flights: land.map((f) => f.id) }]);
    // The whole carrier would have been a Raid choice: at a Patrol or Skirmish level it costs more (or is barred).
    expect(level).not.toBeNull();
  });

  it('VAS-CAMPAIGN-CARRIER-AIR: refused where land-based aircraft are not, with the carrier in the same battle, for a type not aboard, or from a ship with no such flights', () => {
    const cd = prepared('convoy-duty');
    expect(refused(cd.s, { type: 'fleet', player: 'rn', engagement: cd.ids[0]!, ships: ['hms-nubian', SWORDFISH] }).message).toMatch(/land-based aircraft/);
    const va = prepared('victory-at-sea');
    const id = va.ids[0]!;
    expect(refused(va.s, { type: 'fleet', player: 'rn', engagement: id, ships: ['hms-ark-royal', SWORDFISH] }).message).toMatch(/cannot both sail.*VAS-CAMPAIGN-CARRIER-AIR/);
    expect(refused(va.s, { type: 'fleet', player: 'rn', engagement: id, ships: ['hms-ark-royal:blackburn-skua'] }).message).toMatch(/no blackburn-skua flights aboard.*VAS-CAMPAIGN-CARRIER-AIR/);
    expect(refused(va.s, { type: 'fleet', player: 'rn', engagement: id, ships: ['hms-nubian:fairey-swordfish'] }).message).toMatch(/VAS-CAMPAIGN-CARRIER-AIR/);
  });

  it('VAS-CAMPAIGN-CARRIER-AIR: the carrier is committed to that engagement: it may not sail in another this turn', () => {
    const { s: s0, ids } = prepared('victory-at-sea', true);
    if (ids.length < 2) throw new Error('two engagements expected');
    const s = act(s0, { type: 'fleet', player: 'rn', engagement: ids[0]!, ships: ['hms-nubian', SWORDFISH] }).state;
    expect(refused(s, { type: 'fleet', player: 'rn', engagement: ids[1]!, ships: ['hms-ark-royal'] }).message).toMatch(/another engagement.*VAS-CAMPAIGN-ONE-ENGAGEMENT/);
  });

  it('VAS-CAMPAIGN-CARRIER-AIR: a lost flight comes off the carrier and, if it returns on the recovery roll, goes back aboard it', () => {
    const { s: s0, ids } = prepared('victory-at-sea');
    const id = ids[0]!;
    let s = act(s0, { type: 'fleet', player: 'rn', engagement: id, ships: ['hms-nubian', SWORDFISH] }).state;
    const it = s.players.it!.ships.filter((x) => x.roster.priority === 'Patrol').slice(0, 1).map((x) => x.id);
    s = act(s, { type: 'fleet', player: 'it', engagement: id, ships: it }).state;
    const e = s.engagements[0]!;
    const b = campaignBattle(s, e);
    if (!b.ok) throw new Error(b.error.message);
    const fleet = b.value.setup.fleets.find((f) => b.value.players[f.id] === 'rn')!;
    const flight = (fleet.flights ?? []).find((f) => f.carrier === undefined)!;
    const itFleet = b.value.setup.fleets.find((f) => b.value.players[f.id] === 'it')!;
    settleBattle(s, e, { winners: [itFleet.id], ships: {}, credits: [], flightsLost: [{ fleet: fleet.id, carrier: null, aircraft: 'Fairey Swordfish', id: flight.id }] }, b.value.players);
    const ark = s.players.rn!.ships.find((x) => x.id === 'hms-ark-royal')!;
    expect(ark.flights.find((f) => f.aircraft === 'Fairey Swordfish')?.count).toBe(2);
    expect(s.players.rn!.lostFlights).toEqual([{ aircraft: 'Fairey Swordfish', carrier: 'hms-ark-royal', lost: true }]);
    // Every recovery roll: back aboard Ark Royal on a 5+ (rn lost), never above the flights it started with.
    let back = 0;
    for (let i = 0; i < 40; i++) {
      const t = structuredClone(s);
      t.rng = seedRng(i + 1);
      const ev = recoverFlights(t, t.players.rn!);
      const roll = Number((ev[0]?.data as { roll: number }).roll);
      const aboard = t.players.rn!.ships.find((x) => x.id === 'hms-ark-royal')!.flights.find((f) => f.aircraft === 'Fairey Swordfish')?.count;
      expect(aboard).toBe(roll >= 5 ? 3 : 2);
      if (roll >= 5) back++;
    }
    expect(back).toBeGreaterThan(0);
  });
});

describe('buying aircraft with RR points', () => {
  it('VAS-CAMPAIGN-RR-SQUADRON: a land-based squadron of the list is bought whole at its Priority Level\'s cost, its Command rolled; one not on the list is refused', () => {
    const { state } = repairsPhase();
    const rr = state.players.rn!.rr;
    const { state: s, events } = act(state, { type: 'rr', player: 'rn', spend: { kind: 'squadron', aircraft: 'Fairey Swordfish' } });
    expect(s.players.rn!.rr).toBe(rr - 5);
    const q = s.players.rn!.squadrons?.[0];
    expect(q).toEqual(expect.objectContaining({ aircraft: 'Fairey Swordfish', priority: 'Patrol', flights: 4, maxFlights: 4 }));
    expect(q!.command).toBeGreaterThanOrEqual(2);
    expect(events[0]?.rule).toBe('VAS-CAMPAIGN-RR-SQUADRON');
    expect(refused(state, { type: 'rr', player: 'rn', spend: { kind: 'squadron', aircraft: 'Junkers Ju-87' } }).code).toBe('ERR_CAMPAIGN_AIRCRAFT');
  });

  it('VAS-CAMPAIGN-AIR-BUY: spare flights stay spare while the carrier is full, and board it when it has lost one', () => {
    const { state } = repairsPhase();
    const p = state.players.rn!;
    p.ships.push({ ...p.ships[0]!, id: 'carrier', flights: [{ aircraft: 'Fairey Swordfish', count: 4 }], maxFlights: 4, roster: { ...p.ships[0]!.roster, nation: 'Royal Navy', traits: ['Carrier 4'] } });
    const s = act(state, { type: 'rr', player: 'rn', spend: { kind: 'flight', aircraft: 'Fairey Swordfish' } }).state;
    const rn = s.players.rn!;
    const carrier = rn.ships.find((x) => x.id === 'carrier')!;
    expect(carrier.flights).toEqual([{ aircraft: 'Fairey Swordfish', count: 4 }]);
    expect(rn.spareFlights).toEqual([{ aircraft: 'Fairey Swordfish', count: 4 }]);
    carrier.flights[0]!.count = 3;
    rn.lostFlights = [];
    recoverFlights(s, rn);
    expect(carrier.flights).toEqual([{ aircraft: 'Fairey Swordfish', count: 4 }]);
    expect(rn.spareFlights).toEqual([{ aircraft: 'Fairey Swordfish', count: 3 }]);
  });
});

describe('the campaign bot buys aircraft', () => {
  const bot = (s: CampaignState) => campaignBotAction(s, 'rn', seedRng('bot'));
  it('VAS-CAMPAIGN-AIR-BUY: a bot whose carrier has lost flights buys a squadron of the type it flies, and it goes aboard', () => {
    const { state } = repairsPhase();
    const p = state.players.rn!;
    const ark = findShipClass('Ark Royal')!;
    p.ships.push({ ...p.ships[0]!, id: 'carrier', class: 'Ark Royal', roster: ark, damage: ark.damage[0], crew: ark.crew[0], flights: [{ aircraft: 'Fairey Fulmar', count: 1 }], maxFlights: 4 });
    p.rr = 12;
    const a = bot(state);
    expect(a).toEqual({ type: 'rr', player: 'rn', spend: { kind: 'flight', aircraft: 'Fairey Fulmar' } });
    const s = act(state, a!).state;
    expect(s.players.rn!.ships.find((x) => x.id === 'carrier')!.flights).toEqual([{ aircraft: 'Fairey Fulmar', count: 4 }]);
    // full again: no more flights for it
    expect(bot(s)).not.toMatchObject({ spend: { kind: 'flight' } });
    // a full hangar, or too few RR points: none bought
    const poor = structuredClone(state);
    poor.players.rn!.rr = 0;
    expect(bot(poor)).toEqual({ type: 'done', player: 'rn' });
  });

  it('VAS-CAMPAIGN-RR-SQUADRON: with a full roster a bot buys land-based squadrons, at most two, and only what it can pay for', () => {
    const { state } = repairsPhase();
    let s = state;
    s.players.rn!.rr = 40;
    expect(s.players.rn!.ships.filter((x) => !x.destroyed).length).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < 2; i++) {
      const a = bot(s);
      expect(a).toMatchObject({ type: 'rr', player: 'rn', spend: { kind: 'squadron' } });
      s = act(s, a!).state;
    }
    expect(s.players.rn!.squadrons).toHaveLength(2);
    expect(s.players.rn!.rr).toBeLessThan(40);
    expect(bot(s)).toEqual({ type: 'done', player: 'rn' });
  });
});

/** A Convoy Duty engagement whose convoy has SS Clan Ferguson (as `ledger` gives it), a small ship a side sent, and its battle. */
function convoyWith(ledger: Partial<CampaignCivilian>) {
  const { s: s0, ids } = prepared('convoy-duty');
  const e0 = s0.engagements[0]!;
  const convoy = e0.defender;
  s0.players[convoy]!.civilians = [{ id: 'ss-clan-ferguson', name: 'SS Clan Ferguson', type: 'Tramp Freighter', cost: 1, destroyed: false, ...ledger }];
  let s = s0;
  for (const pid of [e0.attacker, e0.defender]) {
    const pick = s.players[pid]!.ships.filter((x) => x.roster.priority === 'Patrol' || x.roster.priority === 'Skirmish').slice(0, 1).map((x) => x.id);
    s = act(s, { type: 'fleet', player: pid, engagement: ids[0]!, ships: pick }).state;
  }
  const e = s.engagements[0]!;
  const b = campaignBattle(s, e);
  if (!b.ok) throw new Error(b.error.message);
  return { s, e, convoy, b, merchant: b.value.setup.fleets.flatMap((f) => f.ships).find((x) => x.id === 'ss-clan-ferguson') };
}

describe('VAS-CAMPAIGN-CIVILIAN-DAMAGE: merchantmen carry their damage between battles', () => {
  it('VAS-CAMPAIGN-CIVILIAN-DAMAGE: a damaged merchantman sails damaged, keeps what the battle left it, and RR points repair it', () => {
    const full = findShipClass('Tramp Freighter')!;
    const convoyed = convoyWith({ damage: full.damage[0] - 1, crew: full.crew[0] - 1 });
    const { e, convoy, b, merchant } = convoyed;
    let s = convoyed.s;
    expect(merchant).toEqual(expect.objectContaining({ name: 'SS Clan Ferguson', damage: full.damage[0] - 1, crew: full.crew[0] - 1 }));
    const after = { damage: 1, crew: 1, destroyed: false, criticals: [], crippleLosses: null, skeletonReduced: false, judgementSpent: 0 };
    settleBattle(s, e, { winners: [], ships: { 'ss-clan-ferguson': after }, credits: [], flightsLost: [] }, b.value.players);
    const c = s.players[convoy]!.civilians![0]!;
    expect([c.damage, c.crew, c.destroyed]).toEqual([1, 1, false]);
    // Repairs and Reinforcements: at a warship's prices, five more first when Crippled.
    s.phase = 'repairs';
    const p = s.players[convoy]!;
    p.done = false;
    p.rr = 20;
    const crippled = 1 <= full.damage[1];
    s = act(s, { type: 'rr', player: convoy, ship: c.id, spend: { kind: 'repair', points: 1 } }).state;
    expect(s.players[convoy]!.civilians![0]!.damage).toBe(Math.min(full.damage[0], 6));
    expect(s.players[convoy]!.rr).toBe(20 - 1 - (crippled ? 5 : 0));
    s = act(s, { type: 'rr', player: convoy, ship: c.id, spend: { kind: 'recruit', points: 1 } }).state;
    expect(s.players[convoy]!.civilians![0]!.crew).toBe(Math.min(full.crew[0], 11));
  });

  it('VAS-CAMPAIGN-DAMAGE-CARRIED: a merchantman\'s critical hits are noted as a warship\'s, its lasting ones sail with it, and RR points repair them', () => {
    const convoyed = convoyWith({ criticals: [{ effect: 'fire', vital: false }, { effect: 'props-damaged', vital: false }] });
    const { e, convoy, b, merchant } = convoyed;
    let s = convoyed.s;
    expect(merchant?.criticals).toEqual([{ effect: 'props-damaged' }]);
    const g = vas.createGame(b.value.setup);
    if (!g.ok) throw new Error(g.error.message);
    expect(g.value.ships['ss-clan-ferguson']?.criticals.map((c) => c.effect)).toEqual(['props-damaged']);
    // The Props were repaired at sea; a Rudder hit is new. The Fire stayed ashore, noted.
    const after = { damage: 2, crew: 2, destroyed: false, criticals: [{ effect: 'rudder', vital: true }], crippleLosses: null, skeletonReduced: false, judgementSpent: 0 };
    settleBattle(s, e, { winners: [], ships: { 'ss-clan-ferguson': after }, credits: [], flightsLost: [] }, b.value.players);
    const c = s.players[convoy]!.civilians![0]!;
    expect(c.criticals).toEqual([{ effect: 'fire', vital: false }, { effect: 'rudder', vital: true }]);
    expect(civilianCondition(c)).toMatch(/critical hits: Fire \(no effect in battle\), Rudder \(Vital Systems\)$/);
    s.phase = 'repairs';
    s.players[convoy]!.done = false;
    // Left Crippled (Damage 2), it pays the five RR points of the Crippled surcharge first, once (VAS-CAMPAIGN-RR-REPAIR).
    s.players[convoy]!.rr = 8;
    const r = act(s, { type: 'rr', player: convoy, ship: c.id, spend: { kind: 'critical', vital: true } });
    expect(r.events[0]?.text).toBe('Rudder on SS Clan Ferguson is repaired for 7 RR points (5 for being Crippled).');
    s = act(r.state, { type: 'rr', player: convoy, ship: c.id, spend: { kind: 'critical', vital: false, effect: 'fire' } }).state;
    expect(s.players[convoy]!.civilians![0]!.criticals).toBeUndefined();
    expect(s.players[convoy]!.rr).toBe(0);
  });
});
