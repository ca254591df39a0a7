import { describe, expect, it } from 'vitest';
import { applyCampaign, campaignBattle, newCampaign, type CampaignState } from '../src/index';
import { civilianShips, fleetFileOf, scenarioOf } from '../src/scenario';
import { recoverFlights } from '../src/air';
import { act, refused, turnOne } from './helpers';
import { ITALIAN_NAVY } from './fleets';

const RN_AIR = {
  nation: 'Royal Navy', name: 'Force H',
  ships: [{ class: 'Queen Elizabeth', name: 'HMS Warspite' }, { class: 'Tribal', name: 'HMS Nubian' }, { class: 'Tribal', name: 'HMS Mohawk' }],
  squadrons: [{ aircraft: 'Fairey Swordfish' }],
  civilians: [{ type: 'Tramp Freighter', name: 'SS Clan Ferguson' }, { type: 'Tanker', name: 'SS Ohio' }],
};
const SETUP = { seed: 7, map: 'mediterranean', players: [{ id: 'rn', fleet: RN_AIR }, { id: 'it', fleet: ITALIAN_NAVY }], options: { battleTurns: 4 } };

/** An engagement between the two, its scenario set to `scenario`, both modifiers given. */
function prepared(scenario: string): { s: CampaignState; id: string } {
  let s = turnOne(SETUP);
  const [attacker = '', defender = ''] = s.initiative;
  s = act(s, { type: 'select', player: attacker, target: 'malta' }).state;
  s = act(s, { type: 'challenge', player: defender, accept: true }).state;
  s = act(s, { type: 'select', player: defender, target: null }).state;
  const id = s.engagements[0]?.id ?? '';
  for (const p of [attacker, defender]) s = act(s, { type: 'prepare', player: p, engagement: id, modifier: -3, night: false }).state;
  const eng = s.engagements[0]!;
  eng.scenario = scenario as typeof eng.scenario;
  return { s, id };
}

describe('campaign fleets with land-based squadrons and civilian ships', () => {
  it('VAS-CAMPAIGN-LAND-AIR and VAS-CAMPAIGN-CIVILIANS: a starting fleet may buy a squadron (its Command rolled) and merchantmen, up to 25 civilian ship points', () => {
    const r = newCampaign(SETUP);
    if (!r.ok) throw new Error(r.error.message);
    const rn = r.value.players.rn!;
    expect(rn.squadrons).toEqual([expect.objectContaining({ aircraft: 'Fairey Swordfish', priority: 'Patrol', flights: 4, maxFlights: 4 })]);
    expect(rn.squadrons?.[0]?.command).toBeGreaterThanOrEqual(2);
    expect(rn.civilians?.map((c) => c.name)).toEqual(['SS Clan Ferguson', 'SS Ohio']);
    expect(r.value.players.it?.squadrons).toBeUndefined();
    const many = { ...RN_AIR, civilians: [{ type: 'Tramp Freighter', count: 26 }] };
    const bad = newCampaign({ ...SETUP, players: [{ id: 'rn', fleet: many }, SETUP.players[1]!] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.problems.map((p) => p.message).join(' ')).toMatch(/civilian ship points.*VAS-CAMPAIGN-START-FLEET/);
  });

  it('VAS-CAMPAIGN-LAND-AIR: a squadron sails like a ship where land-based aircraft are allowed (Victory at Sea), is refused where not (Convoy Duty),', () => {
    const va = prepared('victory-at-sea');
    const sq = va.s.players.rn!.squadrons![0]!.id;
    const ok = act(va.s, { type: 'fleet', player: 'rn', engagement: va.id, ships: ['hms-nubian', sq] }).state;
    expect(ok.engagements[0]!.sides.rn!.ships).toEqual(['hms-nubian', sq]);
    const cc = prepared('convoy-duty');
    const no = refused(cc.s, { type: 'fleet', player: 'rn', engagement: cc.id, ships: ['hms-nubian', sq] });
    expect(no.message).toMatch(/may not use land-based aircraft.*VAS-SCN-FLEET-LAND-AIR/);
  });

  it('VAS-CAMPAIGN-LAND-AIR: the squadron flies in the battle with the flights it has left, each scored as the squadron (VAS-VP-SQUADRON)', () => {
    const va = prepared('victory-at-sea');
    const q = va.s.players.rn!.squadrons![0]!;
    q.flights = 2;
    let s = act(va.s, { type: 'fleet', player: 'rn', engagement: va.id, ships: ['hms-nubian', q.id] }).state;
    const it = s.players.it!.ships.filter((x) => x.roster.priority === 'Patrol').slice(0, 1).map((x) => x.id);
    s = act(s, { type: 'fleet', player: 'it', engagement: va.id, ships: it }).state;
    const b = campaignBattle(s, s.engagements[0]!);
    if (!b.ok) throw new Error(b.error.message);
    const fleet = b.value.setup.fleets.find((f) => b.value.players[f.id] === 'rn')!;
    const land = (fleet.flights ?? []).filter((f) => f.carrier === undefined);
    expect(land.map((f) => f.aircraft)).toEqual(['Fairey Swordfish', 'Fairey Swordfish']);
    expect(b.value.setup.scenario?.scoring?.[fleet.id]?.squadrons).toEqual([{ name: 'Fairey Swordfish', priority: 'Patrol', flights: land.map((f) => f.id) }]);
  });

  it('VAS-CAMPAIGN-LAND-AIR: a lost land-based flight that returns on the recovery roll rejoins its squadron', () => {
    const s = prepared('victory-at-sea').s;
    const p = s.players.rn!;
    const q = p.squadrons![0]!;
    q.flights = 3;
    p.lostFlights = Array.from({ length: 12 }, () => ({ aircraft: 'Fairey Swordfish', carrier: null, lost: false, squadron: q.id }));
    recoverFlights(s, p);
    // At most back to its size; any more that returned wait as spares.
    expect(q.flights).toBe(4);
  });

  it('VAS-CAMPAIGN-CIVILIANS: the merchantmen sail in a battle with civilian ship points (Convoy Duty), Tramp Freighters fill the rest; none in other battles', () => {
    const cd = prepared('convoy-duty');
    const sc = scenarioOf('convoy-duty');
    const defender = sc.sides.find((x) => x.role === 'defender');
    const mine = cd.s.players.rn!.civilians!;
    const taken = civilianShips(defender, 'Raid', mine);
    expect(taken.slice(0, 2)).toEqual(mine.map((c) => ({ type: c.type, name: c.id })));
    const cost = mine.reduce((n, c) => n + c.cost, 0);
    expect(taken.slice(2)).toHaveLength(12 - cost);
    expect(taken.slice(2).every((c) => c.type === 'Tramp Freighter')).toBe(true);
    mine[1]!.destroyed = true;
    expect(civilianShips(defender, 'Raid', mine).map((c) => c.name)).not.toContain(mine[1]!.id);
    expect(civilianShips(sc.sides.find((x) => x.role === 'attacker'), 'Raid', mine)).toEqual([]);
    const va = prepared('victory-at-sea');
    const file = fleetFileOf(va.s, va.s.engagements[0]!, 'rn', ['hms-nubian'], scenarioOf('victory-at-sea')) as { civilians?: unknown[] };
    expect(file.civilians).toBeUndefined();
  });

  it('VAS-CAMPAIGN-LAND-AIR: squadrons without a ship are refused (a battle needs a ship a side); with a ship they sail', () => {
    const va = prepared('victory-at-sea');
    const e = va.s.engagements[0]!;
    const rn = va.s.players.rn!;
    const squadron = rn.squadrons?.[0]?.id;
    if (!squadron) throw new Error('no squadron');
    const side = e.attacker === 'rn' ? e.attacker : e.defender;
    expect(refused(va.s, { type: 'fleet', player: side, engagement: va.id, ships: [squadron] }).message).toMatch(/^Aircraft fly in support of a fleet: send at least one ship with them.*VAS-CAMPAIGN-LAND-AIR/);
    expect(applyCampaign(va.s, { type: 'fleet', player: side, engagement: va.id, ships: ['hms-nubian', squadron] }).ok).toBe(true);
  });
});
