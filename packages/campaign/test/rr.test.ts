import { describe, expect, it } from 'vitest';
import { startRepairs } from '../src/income';
import { REINFORCEMENT_COST } from '../src/index';
import { act, experiencePhase, refused, repairsPhase, ship } from './helpers';

describe('repairs and reinforcements', () => {
  it('VAS-CAMPAIGN-RR-INCOME: 10 a turn, +10 per target held, +10 per capture, -15 per loss, never below zero', () => {
    const s = experiencePhase();
    s.owners.malta = 'rn';
    s.owners.crete = 'rn';
    s.players.rn!.capturedThisTurn = 1;
    s.players.it!.lostThisTurn = 2;
    startRepairs(s);
    // rn holds Alexandria (its Home Port), Malta and Crete.
    expect(s.players.rn!.rr).toBe(10 + 30 + 10);
    // it holds Taranto: 10 + 10 - 30 = -10, kept at zero.
    expect(s.players.it!.rr).toBe(0);
    expect(s.phase).toBe('repairs');
  });

  it('VAS-CAMPAIGN-SUPPLY-LINE: each Supply Line held adds 1d6 RR points', () => {
    const s = experiencePhase();
    s.owners.gibraltar = 'it';
    s.owners.suez = 'it';
    const events = startRepairs(s);
    const supply = (events.find((e) => e.type === 'rr-income' && (e.data as { player: string }).player === 'it')?.data as { supply: number[] }).supply;
    expect(supply).toHaveLength(2);
    for (const d of supply) expect(d).toBeGreaterThanOrEqual(1);
    expect(s.players.it!.rr).toBe(10 + 30 + supply[0]! + supply[1]!);
  });

  it('VAS-CAMPAIGN-RR-REPAIR: one RR point repairs five Damage; a Crippled ship pays five more first; never past the roster', () => {
    const { state } = repairsPhase();
    const x = ship(state, 'rn', 'hms-warspite');
    state.players.rn!.rr = 20;
    x.damage = x.roster.damage[0] - 12;
    const r = act(state, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'repair', points: 2 } }).state;
    expect(ship(r, 'rn', x.id).damage).toBe(x.damage + 10);
    expect(r.players.rn!.rr).toBe(18);
    expect(refused(state, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'repair', points: 4 } }).message).toMatch(/at most 3/);
    x.damage = x.roster.damage[1];
    const c = act(state, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'repair', points: 1 } }).state;
    expect(c.players.rn!.rr).toBe(14);
    expect(ship(c, 'rn', x.id).damage).toBe(x.roster.damage[1] + 5);
    state.players.rn!.rr = 5;
    expect(refused(state, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'repair', points: 1 } }).message).toMatch(/costs 6 RR points.*VAS-CAMPAIGN-RR-REPAIR/);
  });

  it('VAS-CAMPAIGN-RR-CRITICAL: a Vital Systems critical costs two RR points, any other one', () => {
    const { state } = repairsPhase();
    const x = ship(state, 'it', 'zara');
    x.criticals = [{ effect: 'fire', vital: false }, { effect: 'rudder', vital: true }, { effect: 'props-damaged', vital: false }];
    state.players.it!.rr = 4;
    let s = act(state, { type: 'rr', player: 'it', ship: x.id, spend: { kind: 'critical', vital: true } }).state;
    expect(s.players.it!.rr).toBe(2);
    // named by its effect: the Props, not the first other hit (the Fire)
    const named = act(s, { type: 'rr', player: 'it', ship: x.id, spend: { kind: 'critical', vital: false, effect: 'props-damaged' } });
    expect(named.events[0]?.text).toBe('Props Damaged on Zara is repaired for 1 RR point.');
    s = named.state;
    expect(ship(s, 'it', x.id).criticals).toEqual([{ effect: 'fire', vital: false }]);
    expect(refused(s, { type: 'rr', player: 'it', ship: x.id, spend: { kind: 'critical', vital: true, effect: 'fire' } }).message).toMatch(/not a Vital Systems hit \(1 RR point\)/);
    expect(refused(s, { type: 'rr', player: 'it', ship: x.id, spend: { kind: 'critical', vital: false, effect: 'rudder' } }).message).toMatch(/no unrepaired Rudder critical hit/);
    s = act(s, { type: 'rr', player: 'it', ship: x.id, spend: { kind: 'critical', vital: false } }).state;
    expect(s.players.it!.rr).toBe(0);
    expect(ship(s, 'it', x.id).criticals).toEqual([]);
    expect(refused(s, { type: 'rr', player: 'it', ship: x.id, spend: { kind: 'critical', vital: false } }).message).toMatch(/no unrepaired/);
  });

  it('VAS-CAMPAIGN-FULL-REPAIR: a ship sent for complete repairs misses two full campaign turns and returns whole', () => {
    let { state: s } = repairsPhase();
    const x = ship(s, 'rn', 'hms-warspite');
    x.damage = 3;
    x.crew = 2;
    x.criticals = [{ effect: 'rudder', vital: true }, { effect: 'bridge-hit', vital: true }];
    s = act(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'full-repair' } }).state;
    expect(ship(s, 'rn', x.id).awayUntil).toBe(4);
    expect(s.players.rn!.rr).toBe(20);
    for (const turn of [2, 3]) {
      s = act(s, { type: 'done', player: 'rn' }).state;
      s = act(s, { type: 'done', player: 'it' }).state;
      expect(s.turn).toBe(turn);
      expect(ship(s, 'rn', x.id).awayUntil).toBe(4);
      for (const id of [...s.initiative]) s = act(s, { type: 'select', player: id, target: null }).state;
      for (const id of ['rn', 'it']) s = act(s, { type: 'done', player: id }).state;
    }
    s = act(s, { type: 'done', player: 'rn' }).state;
    s = act(s, { type: 'done', player: 'it' }).state;
    expect(s.turn).toBe(4);
    expect(ship(s, 'rn', x.id)).toMatchObject({ awayUntil: null, damage: x.roster.damage[0], crew: x.roster.crew[0], criticals: [] });
  });

  it('VAS-CAMPAIGN-RECRUIT: one RR point is ten Crew; recruiting for a Skeleton Crew lowers Command by one for good', () => {
    const { state } = repairsPhase();
    const x = ship(state, 'rn', 'hms-warspite');
    state.players.rn!.rr = 10;
    x.command = 5;
    x.crew = x.roster.crew[0] - 15;
    const a = act(state, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'recruit', points: 1 } }).state;
    expect(ship(a, 'rn', x.id)).toMatchObject({ crew: x.crew + 10, command: 5 });
    x.crew = x.roster.crew[1];
    const b = act(state, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'recruit', points: 1 } }).state;
    expect(ship(b, 'rn', x.id)).toMatchObject({ crew: x.roster.crew[1] + 10, command: 4 });
  });

  it('VAS-CAMPAIGN-REINFORCE: a class of the player\'s own list costs 5 to 25 RR points by its Priority Level', () => {
    const { state } = repairsPhase();
    expect(REINFORCEMENT_COST).toEqual({ Patrol: 5, Skirmish: 10, Raid: 15, Battle: 20, War: 25 });
    expect(state.players.rn!.rr).toBe(20);
    const s = act(state, { type: 'rr', player: 'rn', spend: { kind: 'reinforce', class: 'Southampton', name: 'HMS Sheffield' } }).state;
    expect(s.players.rn!.rr).toBe(5);
    const added = s.players.rn!.ships.find((x) => x.name === 'HMS Sheffield')!;
    expect(added).toMatchObject({ class: 'Southampton', xp: 0 });
    expect(added.command).toBeGreaterThanOrEqual(2);
    expect(refused(state, { type: 'rr', player: 'rn', spend: { kind: 'reinforce', class: 'Zara' } }).message).toMatch(/not a class of the Royal Navy/);
    expect(refused(state, { type: 'rr', player: 'rn', spend: { kind: 'reinforce', class: 'King George V' } }).message).toMatch(/costs 25 RR points; .* has 20/);
  });

  it('VAS-CAMPAIGN-AIR-RECOVERY: each lost flight comes back on a 4+, a 5+ for the side that lost that battle', () => {
    for (let i = 0; i < 5; i++) {
      const s = experiencePhase();
      const p = s.players.rn!;
      p.ships.push({ ...p.ships[0]!, id: 'carrier', flights: [{ aircraft: 'Fairey Swordfish', count: 0 }], maxFlights: 4, roster: { ...p.ships[0]!.roster, nation: 'Royal Navy', traits: ['Carrier 4'] } });
      for (let k = 0; k < 4; k++) p.lostFlights.push({ aircraft: 'Fairey Swordfish', carrier: 'carrier', lost: k % 2 === 0 });
      for (let k = 0; k < i; k++) s.rng = [s.rng[1], s.rng[2], s.rng[3], s.rng[0]];
      const events = startRepairs(s).filter((e) => e.type === 'flight-recovery' && (e.data as { player: string }).player === 'rn');
      const back = events.filter((e, k) => (e.data as { roll: number }).roll >= (k % 2 === 0 ? 5 : 4)).length;
      const aboard = ship(s, 'rn', 'carrier').flights.reduce((n, f) => n + f.count, 0) + p.spareFlights.reduce((n, f) => n + f.count, 0);
      expect(events).toHaveLength(4);
      expect(aboard).toBe(back);
      expect(s.players.rn!.lostFlights).toEqual([]);
    }
  });

  it('VAS-CAMPAIGN-AIR-BUY: a squadron bought goes aboard carriers with room, never past what they started with; the rest wait as spares', () => {
    const { state } = repairsPhase();
    const p = state.players.rn!;
    p.ships.push({ ...p.ships[0]!, id: 'carrier', flights: [{ aircraft: 'Fairey Swordfish', count: 2 }], maxFlights: 4, roster: { ...p.ships[0]!.roster, nation: 'Royal Navy', traits: ['Carrier 4'] } });
    const s = act(state, { type: 'rr', player: 'rn', spend: { kind: 'flight', aircraft: 'Fairey Swordfish' } }).state;
    expect(s.players.rn!.rr).toBe(15);
    expect(ship(s, 'rn', 'carrier').flights.reduce((n, f) => n + f.count, 0)).toBe(4);
    expect(s.players.rn!.spareFlights).toEqual([{ aircraft: 'Fairey Swordfish', count: 2 }]);
    expect(refused(state, { type: 'rr', player: 'rn', spend: { kind: 'flight', aircraft: 'Junkers Ju-87' } }).code).toBe('ERR_CAMPAIGN_AIRCRAFT');
  });
});
