import { describe, expect, it } from 'vitest';
import { rollDie, seedRng } from '@salvo/kernel';
import { CAMPAIGN_MAPS, newCampaign } from '../src/index';
import { commandFor2d6 } from '../src/command-roll';
import { ITALIAN_NAVY, ROYAL_NAVY } from './fleets';
import { SETUP, act, fresh, refused, ship } from './helpers';

describe('beginning the campaign', () => {
  it('VAS-CAMPAIGN-START-FLEET: a fleet over 10 Fleet Allocation Points at Battle is refused with its path; one within is accepted', () => {
    expect(newCampaign(SETUP).ok).toBe(true);
    const big = { ...ROYAL_NAVY, ships: [...ROYAL_NAVY.ships, { class: 'King George V', count: 4 }] };
    const r = newCampaign({ ...SETUP, players: [{ id: 'rn', fleet: big }, { id: 'it', fleet: ITALIAN_NAVY }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems.some((p) => p.path?.startsWith('players[0].fleet') && /VAS-CAMPAIGN-START-FLEET/.test(p.message))).toBe(true);
    const one = newCampaign({ ...SETUP, players: [{ id: 'rn', fleet: ROYAL_NAVY }] });
    expect(one.ok).toBe(false);
  });

  it('VAS-CAMPAIGN-START-COMMAND: every ship\'s Command is the crew table read on 2d6 from the campaign\'s seeded dice', () => {
    expect([2, 3, 4, 5, 8, 9, 10, 11, 12].map(commandFor2d6)).toEqual([2, 3, 3, 4, 4, 5, 5, 6, 6]);
    const s = fresh();
    const rng = seedRng(`campaign:${String(SETUP.seed)}`);
    const expected = s.playerOrder.flatMap((id) => (s.players[id]?.ships ?? []).map(() => commandFor2d6(rollDie(rng, 6) + rollDie(rng, 6))));
    expect(s.playerOrder.flatMap((id) => (s.players[id]?.ships ?? []).map((x) => x.command))).toEqual(expected);
    expect(s.rng).toEqual(rng);
  });

  it('VAS-CAMPAIGN-START-SWAP: a player swaps two ships\' Command once; a second swap is refused; the first turn begins after both', () => {
    const s0 = fresh();
    const a = ship(s0, 'rn', 'hms-warspite').command;
    const b = ship(s0, 'rn', 'hms-janus').command;
    const s1 = act(s0, { type: 'swap', player: 'rn', ships: ['hms-warspite', 'hms-janus'] }).state;
    expect([ship(s1, 'rn', 'hms-warspite').command, ship(s1, 'rn', 'hms-janus').command]).toEqual([b, a]);
    expect(refused(s1, { type: 'swap', player: 'rn', ships: ['hms-warspite', 'hms-janus'] }).message).toMatch(/VAS-CAMPAIGN-START-SWAP/);
    expect(s1.turn).toBe(0);
    const s2 = act(s1, { type: 'swap', player: 'it', ships: null }).state;
    expect(s2.turn).toBe(1);
    expect(s2.phase).toBe('targets');
  });
});

describe('campaign maps', () => {
  it('VAS-CAMPAIGN-MAPS: both maps are Salvo\'s design; links name real targets both ways; each has Home Ports, a Supply Line and a history for every target', () => {
    expect(CAMPAIGN_MAPS.map((m) => m.id)).toEqual(['mediterranean', 'pacific']);
    for (const m of CAMPAIGN_MAPS) {
      expect(m.salvoDesign).toBe(true);
      const ids = m.targets.map((t) => t.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const t of m.targets) {
        expect(t.links.length).toBeGreaterThan(0);
        expect(t.history.length).toBeGreaterThan(20);
        for (const l of t.links) expect(m.targets.find((x) => x.id === l)?.links, `${m.id} ${t.id} -> ${l}`).toContain(t.id);
      }
      expect(m.targets.filter((t) => t.homePort).length).toBeGreaterThanOrEqual(2);
      expect(m.targets.some((t) => t.supplyLine)).toBe(true);
    }
  });

  it('VAS-CAMPAIGN-MAPS: each target has a drawing place inside its theatre, no two in one spot, and linked places are neighbours, not across the map', () => {
    const theatre: Record<string, { east: [number, number]; north: [number, number] }> = {
      mediterranean: { east: [-6, 33], north: [29, 45] },
      pacific: { east: [100, 205], north: [-25, 30] },
    };
    for (const m of CAMPAIGN_MAPS) {
      const box = theatre[m.id];
      if (!box) throw new Error(`no theatre for ${m.id}`);
      for (const t of m.targets) {
        expect(t.at[0], `${m.id} ${t.id}`).toBeGreaterThanOrEqual(box.east[0]);
        expect(t.at[0], `${m.id} ${t.id}`).toBeLessThanOrEqual(box.east[1]);
        expect(t.at[1], `${m.id} ${t.id}`).toBeGreaterThanOrEqual(box.north[0]);
        expect(t.at[1], `${m.id} ${t.id}`).toBeLessThanOrEqual(box.north[1]);
      }
      const dist = (a: readonly number[], b: readonly number[]) => Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0));
      const span = dist([box.east[0], box.north[0]], [box.east[1], box.north[1]]);
      for (const [i, a] of m.targets.entries()) {
        for (const b of m.targets.slice(i + 1)) expect(dist(a.at, b.at), `${a.id} and ${b.id}`).toBeGreaterThan(0.5);
        for (const l of a.links) expect(dist(a.at, m.targets.find((x) => x.id === l)?.at ?? [0, 0]), `${a.id} -> ${l}`).toBeLessThan(span / 2);
      }
    }
  });
});
