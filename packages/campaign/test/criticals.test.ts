/**
 * Critical hits carried from battle to battle (VAS-CAMPAIGN-DAMAGE-CARRIED, VAS-SETUP-CRITICALS), and
 * campaign files of version 1, whose campaigns kept such ships in port (VAS-CAMPAIGN-CRITICALS-SAIL).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vas, type VasSetup, type VasState } from '@salvo/vas';
import { campaignBattle, campaignBotAction, cannotSail, campaignFile, checkCampaignFile, newCampaign, type CampaignState, type LedgerCritical } from '../src/index';
import { settleBattle } from '../src/resolve';
import { describeCritical, describeCrippleLosses, notedAfterBattle, sailingCrippleLosses, sails } from '../src/criticals';
import { act, engagement, repairsPhase, ship, SETUP } from './helpers';
import { fight } from './battle-driver';
import { seedRng } from '@salvo/kernel';

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** An engagement where the attacker sends one Patrol ship carrying `criticals`, the defender two Patrol ships. */
function sailing(criticals: (main: number) => LedgerCritical[]) {
  const e = engagement();
  let s = e.state;
  for (const p of [e.attacker, e.defender]) s = act(s, { type: 'prepare', player: p, engagement: e.id, modifier: -3, night: false }).state;
  const x = s.players[e.attacker]!.ships.find((y) => y.roster.priority === 'Patrol' && y.roster.weapons.some((w) => w.kind === 'main'))!;
  const main = x.roster.weapons.findIndex((w) => w.kind === 'main');
  x.criticals = criticals(main);
  s = act(s, { type: 'fleet', player: e.attacker, engagement: e.id, ships: [x.id] }).state;
  const theirs = s.players[e.defender]!.ships.filter((y) => y.roster.priority === 'Patrol').slice(0, 2).map((y) => y.id);
  s = act(s, { type: 'fleet', player: e.defender, engagement: e.id, ships: theirs }).state;
  const b = campaignBattle(s, s.engagements[0]!);
  if (!b.ok) throw new Error(b.error.message);
  return { s, x: ship(s, e.attacker, x.id), main, battle: b.value, attacker: e.attacker };
}

/** The engagement's battle fought to its end (random play): the engine's final state, and the ledger it settles. */
function foughtAndSettled(s: CampaignState, battle: { readonly setup: VasSetup }, seed: number): { st: VasState; done: CampaignState } {
  const rec = fight(battle.setup, seed);
  const g = vas.createGame(rec.setup);
  if (!g.ok) throw new Error(g.error.message);
  let st = g.value;
  for (const a of rec.actions) { const r = vas.apply(st, a); if (!r.ok) throw new Error(r.error.message); st = r.value.state; }
  return { st, done: act(s, { type: 'battle', engagement: s.engagements[0]!.id, record: rec }).state };
}

describe('critical hits carried into the next battle', () => {
  it('VAS-SETUP-CRITICALS: a ship sails with the lasting effects noted on its roster; hits with no lasting effect stay on the roster', () => {
    const { x, main, battle } = sailing((main) => [{ effect: 'fire', vital: false }, { effect: 'props-damaged', vital: false }, { effect: 'turret-destroyed', vital: false, weapon: main }, { effect: 'rudder', vital: true }]);
    const sent = battle.setup.fleets.flatMap((f) => f.ships).find((y) => y.id === x.id);
    expect(sent?.criticals).toEqual([{ effect: 'props-damaged' }, { effect: 'turret-destroyed', weapon: main }, { effect: 'rudder' }]);
    const g = vas.createGame(battle.setup);
    if (!g.ok) throw new Error(g.error.message);
    const afloat = g.value.ships[x.id]!;
    expect(afloat.criticals.map((c) => [c.effect, c.repaired])).toEqual([['props-damaged', false], ['turret-destroyed', false], ['rudder', false]]);
    expect(afloat.weapons[main]?.destroyed).toBe(true);
    // the others sail clean
    expect(battle.setup.fleets.flatMap((f) => f.ships).filter((y) => y.id !== x.id).every((y) => y.criticals === undefined)).toBe(true);
  });

  it('VAS-CAMPAIGN-DAMAGE-CARRIED: after the battle the roster notes what is still unrepaired: carried, new, and the hits it kept ashore', () => {
    const { s, x, battle } = sailing(() => [{ effect: 'fire', vital: false }, { effect: 'props-damaged', vital: false }, { effect: 'bridge-hit', vital: true }]);
    const e = s.engagements[0]!;
    // Damage Control repaired the Props in the battle; a Rudder hit is new
    const after = { damage: x.damage, crew: x.crew, destroyed: false, criticals: [{ effect: 'bridge-hit', vital: true }, { effect: 'rudder', vital: true }], crippleLosses: null, skeletonReduced: false, judgementSpent: 0 };
    settleBattle(s, e, { winners: [], ships: { [x.id]: after }, credits: [], flightsLost: [] }, battle.players);
    expect(x.criticals).toEqual([{ effect: 'fire', vital: false }, { effect: 'bridge-hit', vital: true }, { effect: 'rudder', vital: true }]);
  });

  it('VAS-CAMPAIGN-DAMAGE-CARRIED: fought to the end, the ledger names exactly the battle\'s unrepaired hits, carried ones included', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { s, x, battle, attacker } = sailing(() => [{ effect: 'turbine-damaged', vital: false }, { effect: 'engineering', vital: true }, { effect: 'hull-breach', vital: false }]);
      const { st, done } = foughtAndSettled(s, battle, seed);
      const ledger = ship(done, attacker, x.id);
      const end = st.ships[x.id]!;
      if (end.destroyed) { expect(ledger.destroyed).toBe(true); continue; }
      expect(ledger.criticals.map((c) => c.effect)).toEqual(['hull-breach', ...end.criticals.filter((c) => !c.repaired).map((c) => c.effect)]);
      // Engineering: no Damage Control at all, so it comes home
      expect(ledger.criticals.some((c) => c.effect === 'engineering')).toBe(true);
    }
  });

  it('VAS-CAMPAIGN-RR-CRITICAL: the bot pays for hits that sail with the ship, not for those with no effect in battle', () => {
    const { state } = repairsPhase();
    const x = ship(state, 'it', 'zara');
    x.criticals = [{ effect: 'fire', vital: false }, { effect: 'rudder', vital: true }];
    for (const id of state.playerOrder) for (const y of state.players[id]!.ships) if (y !== x) { y.damage = y.roster.damage[0]; y.crew = y.roster.crew[0]; }
    state.players.it!.rr = 1;
    const poor = campaignBotAction(state, 'it', seedRng('t'));
    expect(poor?.type === 'rr' && poor.spend.kind === 'critical').toBe(false);
    state.players.it!.rr = 2;
    expect(campaignBotAction(state, 'it', seedRng('t'))).toEqual({ type: 'rr', player: 'it', ship: x.id, spend: { kind: 'critical', vital: true, effect: 'rudder' } });
  });

  it('VAS-CAMPAIGN-POINTS: the bot sends a ship with its engines disabled, or Crippled, only after every fit ship that fits', () => {
    const e = engagement();
    let s = e.state;
    for (const p of [e.attacker, e.defender]) s = act(s, { type: 'prepare', player: p, engagement: e.id, modifier: -3, night: false }).state;
    const clean = campaignBotAction(s, e.attacker, seedRng('fleet'));
    if (clean?.type !== 'fleet' || clean.ships === null || clean.ships.length < 2) throw new Error(`expected a fleet of two or more, got ${JSON.stringify(clean)}`);
    // the two the bot sends first when all are whole are the two it now holds back
    const ships = s.players[e.attacker]!.ships;
    const disabled = ships.find((x) => x.id === clean.ships![0]);
    const crippled = ships.find((x) => x.id === clean.ships![1]);
    disabled!.criticals = [{ effect: 'engines-disabled', vital: false }];
    crippled!.damage = crippled!.roster.damage[1];
    const choice = campaignBotAction(s, e.attacker, seedRng('fleet'));
    if (choice?.type !== 'fleet' || choice.ships === null) throw new Error(`expected a fleet, got ${JSON.stringify(choice)}`);
    const at = (id: string): number => choice.ships!.indexOf(id);
    expect(choice.ships.length).toBeGreaterThan(0);
    const fit = choice.ships.filter((id) => id !== disabled!.id && id !== crippled!.id);
    for (const id of [disabled!.id, crippled!.id]) if (at(id) >= 0) expect(fit.every((f) => at(f) < at(id))).toBe(true);
    expect(fit.length).toBeGreaterThan(0);
    expect(choice.ships[0]).not.toBe(disabled!.id);
  });

  it('VAS-SETUP-CRITICALS: a Turret Destroyed that found no turret left is noted but does not sail; the rest of its kind does', () => {
    const { x, main, battle } = sailing((main) => [{ effect: 'turret-destroyed', vital: false }, { effect: 'turret-destroyed', vital: false, weapon: main }]);
    expect(sails({ effect: 'turret-destroyed', vital: false })).toBe(false);
    expect(describeCritical(x, { effect: 'turret-destroyed', vital: false })).toBe('Turret Destroyed (no effect in battle)');
    expect(battle.setup.fleets.flatMap((f) => f.ships).find((y) => y.id === x.id)?.criticals).toEqual([{ effect: 'turret-destroyed', weapon: main }]);
    expect(notedAfterBattle(x, [])).toEqual([{ effect: 'turret-destroyed', vital: false }]);
  });

  it('VAS-CAMPAIGN-CRITICALS-SAIL: a campaign\'s rule for what is carried is set when it begins: everything unless "points" is asked for; anything else is refused', () => {
    expect(newCampaign(SETUP)).toMatchObject({ ok: true, value: { options: { carried: 'all' } } });
    expect(newCampaign({ ...SETUP, options: { carried: 'points' } })).toMatchObject({ ok: true, value: { options: { carried: 'points' } } });
    const bad = newCampaign({ ...SETUP, options: { carried: 'sunk' as never } });
    expect(bad.ok ? [] : bad.error.problems.map((p) => [p.path, p.message])).toEqual([['options.carried', expect.stringMatching(/^carried is "all" \(Damage, Crew, critical hits and crippling losses\) or "points"/)]]);
  });
});

describe('turrets and traits lost to crippling, carried while the ship is Crippled', () => {
  it('VAS-SETUP-CRIPPLE-LOSSES: fought to the end, a ship left Crippled notes what its crippling dice took, and sails without it next time', () => {
    let seen = 0;
    let crippled = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { s, battle } = sailing(() => []);
      const { st, done } = foughtAndSettled(s, battle, seed);
      for (const x of Object.values(st.ships)) {
        const owner = battle.players[x.fleet];
        const ledger = owner === undefined ? undefined : done.players[owner]?.ships.find((y) => y.id === x.id);
        if (!ledger || x.destroyed) continue;
        if (!x.crippled) { expect(ledger.crippleLosses).toBeUndefined(); continue; }
        const turrets = x.weapons.filter((w) => w.destroyed && x.roster.weapons[w.index]?.kind === 'main').map((w) => w.index);
        expect(ledger.crippleLosses).toEqual({ weapons: turrets, traits: x.lostTraits });
        crippled += 1;
        if (turrets.length + x.lostTraits.length === 0) continue;
        seen += 1;
        // the same ship in a battle set up from the ledger starts without them
        const losses = sailingCrippleLosses(ledger);
        expect(losses).toEqual(ledger.crippleLosses);
        const again = vas.createGame({ ...battle.setup, fleets: battle.setup.fleets.map((f) => ({ ...f, ships: f.ships.map((y) => (y.id === x.id ? { ...y, damage: ledger.damage, crew: ledger.crew, crippleLosses: losses } : y)) })) });
        if (!again.ok) throw new Error(again.error.message);
        const next = again.value.ships[x.id]!;
        expect([next.crippled, next.weapons.filter((w) => w.destroyed).map((w) => w.index), next.lostTraits]).toEqual([true, turrets, x.lostTraits]);
      }
    }
    expect(crippled).toBeGreaterThanOrEqual(seen);
    expect(seen, 'no ship of forty battles was Crippled with a loss: pick other seeds').toBeGreaterThan(0);
  });

  it('VAS-SETUP-CRIPPLE-LOSSES: the next battle\'s setup takes the losses while the ship is Crippled; repairs above its threshold give them back', () => {
    const { state } = repairsPhase();
    const x = ship(state, 'rn', 'hms-warspite');
    const turret = x.roster.weapons.findIndex((w) => w.kind === 'main');
    x.damage = x.roster.damage[1];
    x.crippleLosses = { weapons: [turret], traits: x.roster.traits.slice(0, 1) };
    expect(describeCrippleLosses(x)).toBe(`lost to crippling: ${[x.roster.weapons[turret]!.name, ...x.roster.traits.slice(0, 1)].join(', ')}`);
    expect(sailingCrippleLosses(x)).toEqual(x.crippleLosses);
    // a trait a refit renamed is no longer the trait lost
    expect(sailingCrippleLosses({ ...x, crippleLosses: { weapons: [], traits: ['Aircraft 9'] } })).toEqual({ weapons: [], traits: [] });
    state.players.rn!.rr = 10;
    const s = act(state, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'repair', points: 1 } }).state;
    expect(ship(s, 'rn', x.id).crippleLosses).toBeUndefined();
    expect(sailingCrippleLosses(ship(s, 'rn', x.id))).toBeUndefined();
  });

  it('VAS-SETUP-CRIPPLE-LOSSES: a campaign that carries only points notes no crippling losses', () => {
    const { s, x, battle } = sailing(() => []);
    const points = { ...s, options: { ...s.options, carried: 'points' as const } };
    const after = { damage: 1, crew: x.crew, destroyed: false, criticals: [], crippleLosses: { weapons: [0], traits: [] }, skeletonReduced: false, judgementSpent: 0 };
    settleBattle(points, points.engagements[0]!, { winners: [], ships: { [x.id]: after }, credits: [], flightsLost: [] }, battle.players);
    expect(ship(points, battle.players[Object.keys(battle.players)[0]!]!, x.id).crippleLosses).toBeUndefined();
    settleBattle(s, s.engagements[0]!, { winners: [], ships: { [x.id]: after }, credits: [], flightsLost: [] }, battle.players);
    expect(x.crippleLosses).toEqual({ weapons: [0], traits: [] });
  });
});

describe('campaign files of version 1', () => {
  it('VAS-CAMPAIGN-REPLAY: a version 1 file is read, checked in its own shape, and handed on as version 4 with its rules kept', () => {
    const raw = fixture('v1-criticals-noted');
    expect(raw.version).toBe(1);
    const r = checkCampaignFile(raw);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.version).toBe(4);
    expect(r.value.setup.options?.carried).toBe('points');
    const s: CampaignState = r.value.state;
    const v1Ships = Object.values((raw.state as CampaignState).players).flatMap((p) => p.ships) as unknown as { id: string; vitalCriticals: number; otherCriticals: number }[];
    for (const x of Object.values(s.players).flatMap((p) => p.ships)) {
      const old = v1Ships.find((y) => y.id === x.id)!;
      expect([x.criticals.filter((c) => c.vital).length, x.criticals.filter((c) => !c.vital).length]).toEqual([old.vitalCriticals, old.otherCriticals]);
    }
    expect(Object.values(s.players).flatMap((p) => p.ships).some((x) => x.criticals.length > 0)).toBe(true);
    // the upgraded file is a version 4 file that loads as it is
    expect(checkCampaignFile(JSON.parse(JSON.stringify(r.value))).ok).toBe(true);
    // a version 1 file that went on to repair its hits with RR points replays too
    expect(checkCampaignFile(fixture('v1-criticals-repaired')).ok).toBe(true);
  });

  it('VAS-CAMPAIGN-CRITICALS-SAIL: a campaign from a version 1 file keeps ships with unrepaired critical hits in port; the same ledger under the carried rule sails them', () => {
    const r = checkCampaignFile(fixture('v1-criticals-noted'));
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    const hurt = Object.values(s.players).flatMap((p) => p.ships).filter((x) => x.criticals.length > 0 && !x.destroyed && x.crew > 0);
    expect(hurt.length).toBeGreaterThan(0);
    for (const x of hurt) expect(cannotSail(s, x)).toEqual({ rule: 'VAS-CAMPAIGN-CRITICALS-SAIL', why: `${x.name} has unrepaired critical hits` });
    const carried = { ...s, options: { ...s.options, carried: 'all' as const } };
    for (const x of hurt) expect(cannotSail(carried, x)?.rule).not.toBe('VAS-CAMPAIGN-CRITICALS-SAIL');
  });

  it('VAS-CAMPAIGN-REPLAY: a version 1 file whose counts were edited is refused, and so is an unknown version', () => {
    const raw = fixture('v1-criticals-noted');
    type V1Ledger = { players: Record<string, { ships: { otherCriticals: number }[] }> };
    const edited = structuredClone(raw);
    const x = Object.values((edited.state as V1Ledger).players)[0]!.ships[0]!;
    x.otherCriticals += 1;
    expect(checkCampaignFile(edited)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/edited by hand.*VAS-CAMPAIGN-REPLAY/) } });
    expect(checkCampaignFile({ ...raw, version: 5 })).toMatchObject({ ok: false, error: { path: 'version', message: expect.stringMatching(/reads campaign files of versions 1, 2, 3, 4/) } });
    // and a version 4 ledger written in the old shape is refused: it is not what the actions make
    const r = checkCampaignFile(raw);
    if (!r.ok) throw new Error(r.error.message);
    expect(checkCampaignFile({ ...campaignFile(r.value.setup, r.value.actions, r.value.state), state: raw.state }).ok).toBe(false);
  });
});
