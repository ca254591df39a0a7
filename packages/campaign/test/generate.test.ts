import { describe, expect, it } from 'vitest';
import { levelFor } from '../src/generate';
import { CAMPAIGN_SCENARIOS } from '../src/index';
import { act, engagement, refused } from './helpers';

const prepared = (mods: [number, number], nights: [boolean, boolean] = [false, false], target = 'malta') => {
  const e = engagement(target);
  let s = act(e.state, { type: 'prepare', player: e.attacker, engagement: e.id, modifier: mods[0], night: nights[0] }).state;
  const r = act(s, { type: 'prepare', player: e.defender, engagement: e.id, modifier: mods[1], night: nights[1] });
  s = r.state;
  return { ...e, state: s, events: r.events, eng: s.engagements[0]! };
};

describe('generate scenario', () => {
  it('VAS-CAMPAIGN-SCENARIO: the 1d6 scenario table; with a fleet lacking a carrier a 3 (Carrier Clash) is always re-rolled', () => {
    for (const target of ['malta', 'crete', 'tobruk', 'oran', 'sicily', 'bizerte', 'tripoli', 'naples']) {
      const { eng } = prepared([0, 0], [false, false], target);
      const rolls = eng.rolls.scenario ?? [];
      const last = rolls[rolls.length - 1] ?? 0;
      expect(eng.scenario).toBe(CAMPAIGN_SCENARIOS[last - 1]);
      expect(eng.scenario).not.toBe('carrier-clash');
      expect(rolls.slice(0, -1).every((r) => r === 3)).toBe(true);
    }
  });

  it('VAS-CAMPAIGN-LEVEL: the level is 2d6 plus both secret modifiers on the table; a modifier outside -3..+3 is refused', () => {
    expect([2, 4, 5, 6, 7, 8, 9, 10, 11, 18].map(levelFor)).toEqual(['Patrol', 'Patrol', 'Skirmish', 'Skirmish', 'Raid', 'Raid', 'Battle', 'Battle', 'War', 'War']);
    const { eng } = prepared([-3, 2]);
    const dice = eng.rolls.level ?? [];
    expect(eng.level).toBe(levelFor((dice[0] ?? 0) + (dice[1] ?? 0) - 1));
    const e = engagement();
    expect(refused(e.state, { type: 'prepare', player: e.attacker, engagement: e.id, modifier: 4, night: false }).message).toMatch(/VAS-CAMPAIGN-LEVEL/);
    const once = act(e.state, { type: 'prepare', player: e.attacker, engagement: e.id, modifier: 1, night: false }).state;
    expect(once.engagements[0]?.level).toBeNull();
    expect(refused(once, { type: 'prepare', player: e.attacker, engagement: e.id, modifier: 2, night: false }).message).toMatch(/already given/);
  });

  it('VAS-CAMPAIGN-WEATHER: Bad Weather exactly when the weather die shows 5 or more', () => {
    for (const t of ['malta', 'crete', 'tobruk', 'oran', 'sicily', 'bizerte']) {
      const { eng } = prepared([0, 0], [false, false], t);
      expect(eng.weather).toBe((eng.rolls.weather?.[0] ?? 0) >= 5 ? 'bad' : 'good');
    }
  });

  it('VAS-CAMPAIGN-NIGHT: night when both want it, day when neither does, and a contest the night-seeker must win outright when one does', () => {
    expect(prepared([0, 0], [true, true]).eng.night).toBe(true);
    expect(prepared([0, 0], [false, false]).eng.night).toBe(false);
    for (const t of ['malta', 'crete', 'tobruk', 'oran', 'sicily', 'bizerte']) {
      const { eng } = prepared([0, 0], [true, false], t);
      const [a = 0, b = 0] = eng.rolls.night ?? [];
      expect(eng.rolls.night).toHaveLength(2);
      expect(eng.night).toBe(a > b);
    }
  });
});

describe('fleets for an engagement', () => {
  it('VAS-CAMPAIGN-POINTS: the ships sent cost at most the side\'s points at the level; none more than two levels above it', () => {
    const { state, attacker, defender, id, eng } = prepared([-3, -3]);
    const level = eng.level;
    const p = state.players[attacker]!;
    const battleship = p.ships.find((x) => x.roster.priority === 'Battle')!;
    if (level === 'Patrol') expect(refused(state, { type: 'fleet', player: attacker, engagement: id, ships: [battleship.id] }).message).toMatch(/more than two levels above/);
    const all = p.ships.filter((x) => x.roster.priority !== 'Battle').map((x) => x.id);
    expect(refused(state, { type: 'fleet', player: attacker, engagement: id, ships: all }).message).toMatch(/Fleet Allocation Points.*VAS-CAMPAIGN-POINTS/);
    expect(refused(state, { type: 'fleet', player: attacker, engagement: id, ships: ['no-such-ship'] }).code).toBe('ERR_CAMPAIGN_SHIP');
    const small = p.ships.filter((x) => x.roster.priority === 'Patrol').slice(0, 1).map((x) => x.id);
    const s2 = act(state, { type: 'fleet', player: attacker, engagement: id, ships: small }).state;
    expect(s2.engagements[0]?.sides[attacker]?.ships).toEqual(small);
    expect(s2.engagements[0]?.seed).toBeNull();
    const s3 = act(s2, { type: 'fleet', player: defender, engagement: id, ships: state.players[defender]!.ships.filter((x) => x.roster.priority === 'Patrol').slice(0, 1).map((x) => x.id) }).state;
    expect(typeof s3.engagements[0]?.seed).toBe('number');
  });

  it('VAS-CAMPAIGN-FORFEIT: a side that sends no ship loses without a battle and the other takes the target; neither is a draw', () => {
    const { state, attacker, defender, id } = prepared([0, 0]);
    const ships = state.players[attacker]!.ships.filter((x) => x.roster.priority === 'Patrol').slice(0, 1).map((x) => x.id);
    let s = act(state, { type: 'fleet', player: attacker, engagement: id, ships }).state;
    s = act(s, { type: 'fleet', player: defender, engagement: id, ships: [] }).state;
    expect(s.engagements[0]?.result).toMatchObject({ winner: attacker, forfeit: true });
    expect(s.owners.malta).toBe(attacker);
    expect(s.phase).toBe('experience');
    let d = act(state, { type: 'fleet', player: attacker, engagement: id, ships: [] }).state;
    d = act(d, { type: 'fleet', player: defender, engagement: id, ships: [] }).state;
    expect(d.engagements[0]?.result?.winner).toBeNull();
    expect(d.owners.malta).toBeNull();
  });
});
