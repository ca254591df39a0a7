import { describe, expect, it } from 'vitest';
import { effectiveRoster } from '../src/index';
import { refitApplies } from '../src/refit';
import { act, experiencePhase, refused, ship } from './helpers';

describe('spending XP Dice', () => {
  it('VAS-CAMPAIGN-XP-SPEND: a ship spends only XP Dice it has, its own, in the Ship Experience phase; a refusal changes nothing', () => {
    const s = experiencePhase();
    expect(s.phase).toBe('experience');
    ship(s, 'rn', 'hms-warspite').xp = 1;
    expect(refused(s, { type: 'xp', player: 'rn', ship: 'hms-warspite', spend: { kind: 'refit' } }).message).toMatch(/has 1 XP Die; this needs 2.*VAS-CAMPAIGN-XP-SPEND/);
    expect(refused(s, { type: 'xp', player: 'rn', ship: 'zara', spend: { kind: 'command' } }).message).toMatch(/only use its own XP Dice/);
    expect(refused(s, { type: 'xp', player: 'rn', ship: 'hms-ajax', spend: { kind: 'command' } }).message).toMatch(/has 0 XP Dice/);
    expect(refused(s, { type: 'xp', player: 'rn', ship: 'hms-warspite', spend: { kind: 'judgement', dice: 0 } }).code).toBe('ERR_CAMPAIGN_XP');
  });

  it('VAS-CAMPAIGN-XP-COMMAND: one die; Command rises by one only when the die beats it; once per ship per campaign turn', () => {
    let rises = 0;
    for (let c = 2; c <= 6; c++) {
      const s = experiencePhase();
      const x = ship(s, 'rn', 'hms-warspite');
      x.xp = 3;
      x.command = c;
      const r = act(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'command' } });
      const roll = (r.events[0]?.data as { roll: number }).roll;
      const after = ship(r.state, 'rn', x.id);
      expect(after.command).toBe(roll > c && c < 6 ? c + 1 : c);
      expect(after.xp).toBe(2);
      if (after.command > c) rises += 1;
      expect(refused(r.state, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'command' } }).message).toMatch(/already tried/);
    }
    expect(rises).toBeLessThanOrEqual(4);
  });

  it('VAS-CAMPAIGN-XP-REPAIR: the dice times five come back as Damage, never above the roster; a Crippled ship cannot use XP', () => {
    const s = experiencePhase();
    const x = ship(s, 'rn', 'hms-warspite');
    x.xp = 4;
    x.damage = x.roster.damage[0] - 7;
    const r = act(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'repair', dice: 2 } });
    const d = r.events[0]?.data as { rolls: number[]; back: number };
    expect(d.back).toBe(Math.min(7, (d.rolls[0]! + d.rolls[1]!) * 5));
    expect(ship(r.state, 'rn', x.id).damage).toBe(x.damage + d.back);
    expect(ship(r.state, 'rn', x.id).xp).toBe(2);
    x.damage = x.roster.damage[1];
    expect(refused(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'repair', dice: 1 } }).message).toMatch(/Crippled/);
  });

  it('VAS-CAMPAIGN-XP-JUDGEMENT: XP Dice set aside are kept on the ship for its next battle', () => {
    const s = experiencePhase();
    ship(s, 'it', 'zara').xp = 3;
    const r = act(s, { type: 'xp', player: 'it', ship: 'zara', spend: { kind: 'judgement', dice: 2 } });
    expect(ship(r.state, 'it', 'zara')).toMatchObject({ xp: 1, judgement: 2 });
  });

  it('VAS-CAMPAIGN-REFIT: two XP Dice roll a refit that applies (never a repeat); the ship then sails with the refitted roster', () => {
    let s = experiencePhase();
    const x = ship(s, 'rn', 'hms-warspite');
    x.xp = 14;
    for (let i = 0; i < 6; i++) {
      const r = act(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'refit' } });
      s = r.state;
      const d = r.events[0]?.data as { refit: string; rolls: number[] };
      expect(new Set(ship(s, 'rn', x.id).refits).size).toBe(ship(s, 'rn', x.id).refits.length);
      expect(d.rolls.length).toBeGreaterThanOrEqual(1);
    }
    const after = ship(s, 'rn', x.id);
    expect(after.refits).toHaveLength(6);
    expect(after.xp).toBe(2);
    expect(refused(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'refit' } }).message).toMatch(/No refit/);
    const roster = effectiveRoster(after);
    if (after.refits.includes('reinforced-superstructure')) expect(roster.damage[0]).toBe(x.roster.damage[0] + Math.floor(x.roster.damage[0] / 10));
    if (after.refits.includes('improved-aa')) expect(roster.weapons.filter((w) => w.kind === 'aa').map((w) => w.ad)).toEqual(x.roster.weapons.filter((w) => w.kind === 'aa').map((w) => w.ad + 1));
    if (after.refits.includes('auxiliary-hangar')) expect(roster.traits.some((t) => t.startsWith('Aircraft '))).toBe(true);
    const radarShip = { ...after, refits: [], roster: { ...after.roster, traits: [...after.roster.traits, 'Radar'] } };
    expect(refitApplies(radarShip, 'radar')).toBe(false);
  });

  it('VAS-CAMPAIGN-DUTY: two XP Dice roll an Other Duty that applies, with its effect on the ledger', () => {
    let s = experiencePhase();
    const x = ship(s, 'rn', 'hms-gloucester');
    x.xp = 12;
    const before = { it: s.players.it!, rn: s.players.rn! };
    s.players.it!.rr = 20;
    expect(refused(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'duty', against: 'rn' } }).message).toMatch(/not an enemy/);
    expect(refused(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'duty', class: 'King George V' } }).message).toMatch(/Raid level or less/);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const ships = s.players.rn!.ships.length;
      const rr = s.players.it!.rr;
      const r = act(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'duty' } });
      s = r.state;
      const duty = (r.events[0]?.data as { duty: string }).duty;
      seen.add(duty);
      if (duty === 'assistance-rendered') expect(s.players.rn!.ships.length).toBe(ships + 1);
      if (duty === 'commerce-raid') expect(s.players.it!.rr).toBeLessThan(rr);
      if (duty === 'now-you-see-me') expect(s.players.rn!.initiativeBonus).toBe(2);
      if (duty === 'diverting-strike') expect(s.players.it!.fapPenalty).toBe(1);
      if (duty === 'new-captain' || duty === 'elite-engineers') expect(ship(s, 'rn', x.id).duties).toContain(duty);
    }
    expect(ship(s, 'rn', x.id).duties.length).toBe(new Set(ship(s, 'rn', x.id).duties).size);
    expect(seen.size).toBeGreaterThan(1);
    expect(before.it).toBeDefined();
  });
});
