import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { findShipClass } from '@salvo/data';
import { campaignBattle, type CampaignShip, type CampaignState } from '../src/index';
import { effectiveRoster, radarRefitted, refitApplies } from '../src/refit';
import { SETUP, act, engagement, fresh } from './helpers';
import { ROYAL_NAVY } from './fleets';
import { fight } from './battle-driver';

/** An engagement ready to fight, two Patrol ships a side; the attacker's first ship keeps `dice` for Tactical Judgement. */
function ready(dice: number): { state: CampaignState; id: string; ship: string } {
  const e = engagement('malta');
  let s = e.state;
  for (const p of [e.attacker, e.defender]) s = act(s, { type: 'prepare', player: p, engagement: e.id, modifier: -3, night: false }).state;
  for (const p of [e.attacker, e.defender]) {
    const ships = s.players[p]!.ships.filter((x) => x.roster.priority === 'Patrol').slice(0, 2).map((x) => x.id);
    s = act(s, { type: 'fleet', player: p, engagement: e.id, ships }).state;
  }
  const s2 = structuredClone(s);
  const ship = s2.engagements[0]?.sides[e.attacker]?.ships?.[0] ?? '';
  s2.players[e.attacker]!.ships.find((x) => x.id === ship)!.judgement = dice;
  return { state: s2, id: e.id, ship };
}

describe('Tactical Judgement in a campaign battle', () => {
  it('VAS-TACTICAL-JUDGEMENT: the dice kept go into the battle; those spent there leave the ledger, the rest stay', () => {
    let spentSomewhere = false;
    for (const seed of [1, 2, 3, 4]) {
      const { state, id, ship } = ready(3);
      const b = campaignBattle(state, state.engagements[0]!);
      if (!b.ok) throw new Error(b.error.message);
      const setupShip = b.value.setup.fleets.flatMap((f) => f.ships).find((x) => x.id === ship);
      expect(setupShip?.tacticalJudgement).toBe(3);
      const rec = fight(b.value.setup, seed);
      const g = vas.createGame(rec.setup);
      if (!g.ok) throw new Error('setup');
      let st = g.value;
      let spent = 0;
      for (const a of rec.actions) {
        const r = vas.apply(st, a);
        if (!r.ok) throw new Error(r.error.message);
        for (const ev of r.value.events) if (ev.type === 'tactical-judgement' && ev.ship === ship) spent += Number(ev.data?.spent);
        st = r.value.state;
      }
      expect(st.ships[ship]?.rerolls).toBe(3 - spent);
      if (spent > 0) spentSomewhere = true;
      const after = act(state, { type: 'battle', engagement: id, record: rec }).state;
      const ledger = Object.values(after.players).flatMap((p) => p.ships).find((x) => x.id === ship)!;
      expect(ledger.judgement).toBe(3 - spent);
    }
    expect(spentSomewhere).toBe(true);
  });

  it('VAS-NEW-CAPTAIN: a ship whose duty gave it a New Captain starts its battles with one', () => {
    const { state, ship } = ready(0);
    const s2 = structuredClone(state);
    const owner = Object.values(s2.players).find((p) => p.ships.some((x) => x.id === ship))!;
    owner.ships.find((x) => x.id === ship)!.duties.push('new-captain');
    const b = campaignBattle(s2, s2.engagements[0]!);
    if (!b.ok) throw new Error(b.error.message);
    const ships = b.value.setup.fleets.flatMap((f) => f.ships);
    expect(ships.find((x) => x.id === ship)?.newCaptain).toBe(true);
    expect(ships.filter((x) => x.newCaptain === true)).toHaveLength(1);
    const g = vas.createGame(b.value.setup);
    expect(g.ok && g.value.ships[ship]?.newCaptain).toBe(true);
  });
});

describe('The Refit Radar on a Kriegsmarine ship that already has Radar', () => {
  const roster = (cls: string) => { const r = findShipClass(cls); if (!r) throw new Error(cls); return r; };
  const ledgerShip = (cls: string, refits: CampaignShip['refits'] = []): CampaignShip => {
    const { state, ship } = ready(0);
    const x = Object.values(state.players).flatMap((p) => p.ships).find((y) => y.id === ship)!;
    return { ...x, roster: roster(cls), class: cls, refits };
  };

  it('VAS-REFIT-RADAR: the refit applies to a German ship with Radar (lifting the forward-arc limit), is re-rolled for another nation\'s, and fits Radar once', () => {
    expect(refitApplies(ledgerShip('Bismarck'), 'radar')).toBe(true);
    expect(refitApplies(ledgerShip('South Dakota'), 'radar')).toBe(false);
    expect(refitApplies(ledgerShip('Queen Elizabeth'), 'radar')).toBe(true);
    const bismarck = ledgerShip('Bismarck', ['radar']);
    expect(effectiveRoster(bismarck).traits.filter((t) => t === 'Radar')).toHaveLength(1);
    expect(radarRefitted(bismarck)).toBe(true);
    // A ship that gained Radar by the refit had none to free: the German rule still holds for her.
    expect(radarRefitted({ ...ledgerShip('Deutschland', ['radar']) })).toBe(false);
    expect(effectiveRoster(ledgerShip('Deutschland', ['radar'])).traits).toContain('Radar');
  });

  it('VAS-REFIT-RADAR: a refitted German ship with Radar sails into battle with radarRefit; without the refit she does not', () => {
    const KM = { nation: 'Kriegsmarine', name: 'Kriegsmarine', ships: [{ class: 'Admiral Hipper', name: 'Prinz Eugen' }, { class: 'Zerstörer 1936', name: 'Z23' }, { class: 'Zerstörer 1936', name: 'Z24' }] };
    let s = fresh({ ...SETUP, players: [{ id: 'rn', fleet: ROYAL_NAVY }, { id: 'km', fleet: KM }] });
    for (const p of ['rn', 'km']) s = act(s, { type: 'swap', player: p, ships: null }).state;
    const [attacker = '', defender = ''] = s.initiative;
    s = act(s, { type: 'select', player: attacker, target: 'malta' }).state;
    s = act(s, { type: 'challenge', player: defender, accept: true }).state;
    s = act(s, { type: 'select', player: defender, target: null }).state;
    const id = s.engagements[0]?.id ?? '';
    for (const p of [attacker, defender]) s = act(s, { type: 'prepare', player: p, engagement: id, modifier: 3, night: false }).state;
    for (const p of [attacker, defender]) {
      const ships = s.players[p]!.ships.filter((x) => x.class === 'Admiral Hipper' || x.roster.priority === 'Patrol').slice(0, 2).map((x) => x.id);
      s = act(s, { type: 'fleet', player: p, engagement: id, ships }).state;
    }
    const eugen = s.players.km!.ships.find((x) => x.class === 'Admiral Hipper')!.id;
    for (const refitted of [true, false]) {
      const s2 = structuredClone(s);
      s2.players.km!.ships.find((x) => x.id === eugen)!.refits = refitted ? ['radar'] : [];
      const b = campaignBattle(s2, s2.engagements[0]!);
      if (!b.ok) throw new Error(b.error.message);
      const setupShip = b.value.setup.fleets.flatMap((f) => f.ships).find((y) => y.id === eugen);
      expect(setupShip?.radarRefit).toBe(refitted ? true : undefined);
      const g = vas.createGame(b.value.setup);
      if (!g.ok) throw new Error(g.error.message);
      expect(g.value.ships[eugen]?.radarRefit).toBe(refitted ? true : undefined);
    }
  });
});
