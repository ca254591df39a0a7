import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { applyCampaign, battleOutcome, campaignBattle, type CampaignState, type Engagement } from '../src/index';
import { battleXp, creditXp, killXp } from '../src/experience';
import { act, engagement, refused } from './helpers';
import { fight } from './battle-driver';

function built(s: CampaignState, e: Engagement) {
  const b = campaignBattle(s, e);
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}
const battleSetup = (s: CampaignState, e: Engagement) => built(s, e).setup;

/** An engagement at the generated level with two or three small ships a side, ready to fight. */
function ready(target = 'malta'): { state: CampaignState; attacker: string; defender: string; id: string } {
  const e = engagement(target);
  let s = e.state;
  for (const p of [e.attacker, e.defender]) s = act(s, { type: 'prepare', player: p, engagement: e.id, modifier: -3, night: false }).state;
  for (const p of [e.attacker, e.defender]) {
    const ships = s.players[p]!.ships.filter((x) => x.roster.priority === 'Patrol').slice(0, 2).map((x) => x.id);
    s = act(s, { type: 'fleet', player: p, engagement: e.id, ships }).state;
  }
  return { ...e, state: s };
}

describe('fighting an engagement', () => {
  it('VAS-CAMPAIGN-BATTLE-RECORD: only the setup the campaign built, fought to its end, is accepted', () => {
    const { state, id } = ready();
    const eng = state.engagements[0]!;
    const b = built(state, eng);
    const setup = b.setup;
    expect(setup.fleets.map((f) => b.players[f.id])).toEqual([eng.attacker, eng.defender]);
    expect(setup.options?.maxTurns).toBe(state.options.battleTurns);
    expect(setup.scenario?.id).toBe(eng.scenario);
    expect([setup.options?.weather, setup.options?.night]).toEqual([eng.weather, eng.night]);
    const rec = fight(setup, 3);
    const forged = { ...rec, setup: { ...setup, fleets: setup.fleets.map((f) => ({ ...f, ships: f.ships.map((x) => ({ ...x, command: 6 })) })) } };
    expect(refused(state, { type: 'battle', engagement: id, record: forged }).message).toMatch(/not the battle for Malta under this campaign's rules.*VAS-CAMPAIGN-BATTLE-RECORD/);
    expect(refused(state, { type: 'battle', engagement: id, record: { setup, actions: rec.actions.slice(0, 5) } }).message).toMatch(/before the battle is over/);
    const r = act(state, { type: 'battle', engagement: id, record: rec });
    expect(r.state.engagements[0]?.result?.forfeit).toBe(false);
  });

  it('VAS-CAMPAIGN-DAMAGE-CARRIED: survivors keep the Damage, Crew and critical hits they ended with; the destroyed are crossed off', () => {
    for (const seed of [1, 2, 3]) {
      const { state, id } = ready();
      const eng = state.engagements[0]!;
      const b = built(state, eng);
      const rec = fight(b.setup, seed);
      const st = vas.createGame(rec.setup);
      if (!st.ok) throw new Error('setup');
      let g = st.value;
      for (const a of rec.actions) { const r = vas.apply(g, a); if (!r.ok) throw new Error(r.error.message); g = r.value.state; }
      const s = act(state, { type: 'battle', engagement: id, record: rec }).state;
      for (const [sid, x] of Object.entries(g.ships)) {
        if (x.civilian) continue;
        const ledger = s.players[b.players[x.fleet] ?? '']!.ships.find((y) => y.id === sid)!;
        expect(ledger.destroyed).toBe(x.destroyed);
        if (x.destroyed) continue;
        expect([ledger.damage, ledger.crew]).toEqual([x.damage, x.crew]);
        expect(ledger.criticals.map((c) => [c.effect, c.vital])).toEqual(x.criticals.filter((k) => !k.repaired).map((k) => [k.effect, k.location === 'vital']));
      }

    }
  });

  it('VAS-CAMPAIGN-TARGET-RESULT: the battle\'s winner takes the target at once; a draw leaves it as it was', () => {
    let seen = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      const { state, id } = ready();
      const b = built(state, state.engagements[0]!);
      const rec = fight(b.setup, seed);
      const out = battleOutcome(rec);
      if (!out.ok) throw new Error(out.error.message);
      const s = act(state, { type: 'battle', engagement: id, record: rec }).state;
      const w = out.value.winners.length === 1 ? b.players[out.value.winners[0] ?? ''] : null;
      expect(s.owners.malta).toBe(w ?? null);
      expect(s.engagements[0]?.result?.winner).toBe(w ?? null);
      seen += 1;
    }
    expect(seen).toBe(5);
  });

  it('VAS-CAMPAIGN-CRITICALS-SAIL: a ship with no Crew cannot be sent; with unrepaired critical hits only where the campaign keeps such ships in port', () => {
    const e = engagement();
    let s = e.state;
    for (const p of [e.attacker, e.defender]) s = act(s, { type: 'prepare', player: p, engagement: e.id, modifier: -3, night: false }).state;
    const x = s.players[e.attacker]!.ships.find((y) => y.roster.priority === 'Patrol')!;
    x.criticals = [{ effect: 'turbine-damaged', vital: false }];
    expect(applyCampaign(s, { type: 'fleet', player: e.attacker, engagement: e.id, ships: [x.id] }).ok).toBe(true);
    const inPort = { ...s, options: { ...s.options, carried: 'points' as const } };
    expect(refused(inPort, { type: 'fleet', player: e.attacker, engagement: e.id, ships: [x.id] }).message).toMatch(/unrepaired critical hits.*VAS-CAMPAIGN-CRITICALS-SAIL/);
    x.criticals = [];
    x.crew = 0;
    expect(refused(s, { type: 'fleet', player: e.attacker, engagement: e.id, ships: [x.id] }).message).toMatch(/no Crew/);
  });
});

describe('ship experience', () => {
  it('VAS-CAMPAIGN-XP-KILL: the killing blow earns 1 for a lower level, 2 the same, 3 to 6 for one to four levels higher', () => {
    expect(killXp('Raid', 'Patrol')).toBe(1);
    expect(killXp('Raid', 'Raid')).toBe(2);
    expect(killXp('Patrol', 'Skirmish')).toBe(3);
    expect(killXp('Patrol', 'Raid')).toBe(4);
    expect(killXp('Patrol', 'Battle')).toBe(5);
    expect(killXp('Patrol', 'War')).toBe(6);
    expect(creditXp([{ attacker: 'a', target: 'b', kind: 'destroyed' }], (s) => (s === 'a' ? 'Patrol' : 'Battle'))).toEqual({ a: 5 });
  });

  it('VAS-CAMPAIGN-XP-CRIPPLE: crippling and Skeleton Crew earn half the kill XP each, never together with the kill of the same ship', () => {
    const lvl = (s: string): 'Patrol' | 'Battle' => (s === 'a' || s === 'c' ? 'Patrol' : 'Battle');
    expect(creditXp([{ attacker: 'a', target: 'b', kind: 'crippled' }, { attacker: 'a', target: 'b', kind: 'skeleton' }], lvl)).toEqual({ a: 4 });
    expect(creditXp([{ attacker: 'a', target: 'b', kind: 'crippled' }, { attacker: 'a', target: 'b', kind: 'destroyed' }], lvl)).toEqual({ a: 5 });
    expect(creditXp([{ attacker: 'a', target: 'b', kind: 'crippled' }, { attacker: 'c', target: 'b', kind: 'destroyed' }], lvl)).toEqual({ a: 2, c: 5 });
    expect(creditXp([{ attacker: 'b', target: 'a', kind: 'crippled' }], lvl)).toEqual({ b: 0 });
  });

  it('VAS-CAMPAIGN-XP-SIDE: every ship that fought earns 2 on the winning side, 1 otherwise; the ledger gets what the battle\'s credits give', () => {
    expect(battleXp(0, true, false, 0)).toBe(2);
    expect(battleXp(0, false, false, 3)).toBe(4);
    for (const seed of [1, 2, 3]) {
      const { state, id } = ready();
      const rec = fight(battleSetup(state, state.engagements[0]!), seed);
      const out = battleOutcome(rec);
      if (!out.ok) throw new Error('outcome');
      const s = act(state, { type: 'battle', engagement: id, record: rec }).state;
      const res = s.engagements[0]!.result!;
      const levels = (sid: string) => Object.values(state.players).flatMap((p) => p.ships).find((x) => x.id === sid)?.roster.priority ?? 'Patrol';
      const credits = creditXp(out.value.credits, levels);
      for (const [sid, gained] of Object.entries(res.xp)) {
        const owner = Object.values(s.players).find((p) => p.ships.some((x) => x.id === sid))!.id;
        const won = res.winner === owner;
        expect(gained).toBe((credits[sid] ?? 0) + (won ? 2 : 1) - (out.value.ships[sid]?.skeletonReduced ? 1 : 0));
      }
    }
  });

  it('VAS-CAMPAIGN-XP-SKELETON: being reduced to a Skeleton Crew costs one XP Die, and a ship never falls below zero', () => {
    expect(battleXp(0, false, true, 0)).toBe(0);
    expect(battleXp(0, true, true, 0)).toBe(1);
    expect(battleXp(2, true, true, 1)).toBe(4);
  });
});

describe('refits and duties on the table', () => {
  it('VAS-CAMPAIGN-REFIT: a refitted ship sails with its refitted roster and Superior Rudder Control; Elite Engineers too (VAS-CAMPAIGN-DUTY)', () => {
    const { state } = ready();
    const eng = state.engagements[0]!;
    const id = eng.sides[eng.attacker]!.ships![0]!;
    const x = state.players[eng.attacker]!.ships.find((y) => y.id === id)!;
    x.refits = ['improved-aa', 'superior-rudder'];
    x.duties = ['elite-engineers'];
    const sh = built(state, eng).setup.fleets.flatMap((f) => f.ships).find((y) => y.id === id)!;
    expect(sh.checkBonus).toEqual({ damageControl: 1, comeAbout: 1 });
    const aa = (r: typeof x.roster) => r.weapons.filter((w) => w.kind === 'aa').map((w) => w.ad);
    expect(aa(sh.roster!)).toEqual(aa(x.roster).map((n) => n + 1));
  });
});
