/**
 * Independent audit of the Campaigns chapter (victory-at-sea.txt lines 564-741) against the campaign engine.
 * Every test here drives the public campaign API (newCampaign, applyCampaign, campaignBattle, battleOutcome)
 * with the dice typed on the actions (an action's `dice` are the dice the step rolls, in the order it asks),
 * so each expectation is exact. Tests here PASS: the engine does what the quoted sentence says.
 */
import { describe, expect, it } from 'vitest';
import { findShipClass } from '@salvo/data';
import {
  applyCampaign, battleOutcome, campaignBattle, campaignPending, effectiveRoster, newCampaign, REINFORCEMENT_COST,
  type CampaignAction, type CampaignSetup, type CampaignState,
} from '../src/index';
import { ITALIAN_NAVY, ROYAL_NAVY } from './fleets';
import { FRENCH } from './fleets-extra';
import { act, refused, ship, SETUP } from './helpers';
import { fight } from './battle-driver';

// ---------------------------------------------------------------- helpers

const go = (s: CampaignState, a: CampaignAction): CampaignState => act(s, a).state;

/** The 2d6 Command rolls of the starting fleets: 8 Royal Navy ships and 7 Italian ships. */
const START_DICE = 2 * (ROYAL_NAVY.ships.length + ITALIAN_NAVY.ships.length);

function campaign(setup: Partial<CampaignSetup> = {}, dice: readonly number[] = Array<number>(START_DICE).fill(4)): CampaignState {
  const r = newCampaign({ ...SETUP, ...setup, dice });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Turn 1, Select Targets, after both decline the swap; the initiative dice are typed (rn's 2d6 then it's). */
function turnOne(init: readonly number[] = [6, 6, 1, 1], setup: Partial<CampaignSetup> = {}): CampaignState {
  let s = campaign(setup);
  s = go(s, { type: 'swap', player: 'rn', ships: null });
  return go(s, { type: 'swap', player: 'it', ships: null, dice: init });
}

/** Everyone still to nominate passes. */
function passAll(s: CampaignState): CampaignState {
  let t = s;
  while (t.phase === 'targets') {
    const p = campaignPending(t);
    if (p.kind !== 'select') throw new Error(`not a select: ${p.kind}`);
    t = go(t, { type: 'select', player: p.player, target: null });
  }
  return t;
}

/** From Ship Experience to the next campaign turn's Select Targets; `init`: the initiative dice typed. */
function nextTurn(s: CampaignState, init: readonly number[], repairsDice?: readonly number[]): CampaignState {
  let t = go(s, { type: 'done', player: 'rn' });
  t = go(t, { type: 'done', player: 'it', ...(repairsDice ? { dice: repairsDice } : {}) });
  expect(t.phase).toBe('repairs');
  t = go(t, { type: 'done', player: 'rn' });
  return go(t, { type: 'done', player: 'it', dice: init });
}

/** Turn 1 with rn first: rn nominates Malta, it challenges, it passes: engagement t1-1, rn attacking. */
function maltaEngagement(setup: Partial<CampaignSetup> = {}): CampaignState {
  let s = turnOne([6, 6, 1, 1], setup);
  s = go(s, { type: 'select', player: 'rn', target: 'malta' });
  s = go(s, { type: 'challenge', player: 'it', accept: true });
  return go(s, { type: 'select', player: 'it', target: null });
}

/** Both sides of t1-1 hand in their modifiers; the defender's prepare rolls `dice` (scenario, 2d6 level, weather, ...). */
function generated(dice: readonly number[], mods: readonly [number, number] = [0, 0], nights: readonly [boolean, boolean] = [false, false], setup: Partial<CampaignSetup> = {}) {
  let s = maltaEngagement(setup);
  s = go(s, { type: 'prepare', player: 'rn', engagement: 't1-1', modifier: mods[0], night: nights[0] });
  const r = act(s, { type: 'prepare', player: 'it', engagement: 't1-1', modifier: mods[1], night: nights[1], dice });
  const e = r.state.engagements[0];
  if (!e) throw new Error('no engagement');
  return { state: r.state, events: r.events, e };
}

const shipOf = (s: CampaignState, id: string) => Object.values(s.players).flatMap((p) => p.ships).find((x) => x.id === id);

/** Experience phase of turn 1 with nothing fought. */
const experience = (): CampaignState => passAll(turnOne());

// ---------------------------------------------------------------- Starting Fleets

describe('Starting Fleets', () => {
  it('every ship rolls its Command on the crew table: 2 Green 2, 3-4 Conscript 3, 5-8 Military-Grade 4, 9-10 Veteran 5, 11-12 Elite 6', () => {
    // "players must randomly roll for the Command score of every ship in their fleet on the table below."
    const pairs: [number, number][] = [[1, 1], [1, 2], [2, 2], [1, 4], [4, 4], [4, 5], [5, 5], [5, 6], [6, 6], [2, 1], [3, 1], [2, 6], [3, 6], [6, 4], [1, 3]];
    const expected = [2, 3, 3, 4, 4, 5, 5, 6, 6, 3, 3, 4, 5, 5, 3];
    const s = campaign({}, pairs.flat());
    const got = s.playerOrder.flatMap((id) => s.players[id]?.ships.map((x) => x.command) ?? []);
    expect(got).toEqual(expected);
  });

  it('a player may swap the Command scores of two of his ships', () => {
    // "Players are allowed to swap Command scores between two of their ships"
    const dice = Array<number>(START_DICE).fill(4);
    dice[0] = 6; dice[1] = 6; // HMS Warspite: Elite (6); every other ship Military-Grade (4)
    let s = campaign({}, dice);
    expect(ship(s, 'rn', 'hms-warspite').command).toBe(6);
    s = go(s, { type: 'swap', player: 'rn', ships: ['hms-warspite', 'hms-janus'] });
    expect([ship(s, 'rn', 'hms-warspite').command, ship(s, 'rn', 'hms-janus').command]).toEqual([4, 6]);
  });
});

// ---------------------------------------------------------------- Initiative

describe('Initiative', () => {
  it('2d6, -1 for every Strategic Target held: two targets held turn an 8 into a 6, losing to a 7', () => {
    // "a -1 penalty is applied to a player's initiative roll for every Strategic Target he currently holds."
    let s = turnOne();
    expect(s.initiativeRolls).toEqual({ rn: 11, it: 1 }); // 12-1 (Alexandria), 2-1 (Taranto)
    s = go(s, { type: 'select', player: 'rn', target: 'malta' });
    s = go(s, { type: 'challenge', player: 'it', accept: false });
    expect(s.owners.malta).toBe('rn');
    s = passAll(s);
    s = nextTurn(s, [4, 4, 4, 4]);
    expect(s.turn).toBe(2);
    expect(s.initiativeRolls).toEqual({ rn: 6, it: 7 }); // rn holds Alexandria and Malta
    expect(s.initiative).toEqual(['it', 'rn']);
  });

  it('ties are re-rolled', () => {
    // "initiative is rolled for by using 2d6, re-rolling all ties."
    const refusedTie = applyCampaign(go(campaign(), { type: 'swap', player: 'rn', ships: null }), { type: 'swap', player: 'it', ships: null, dice: [3, 4, 4, 3] });
    expect(refusedTie.ok).toBe(false); // a tie asks for more dice
    const s = turnOne([3, 4, 4, 3, 1, 1, 6, 6]);
    expect(s.initiative).toEqual(['it', 'rn']);
    expect(s.initiativeRolls).toEqual({ rn: 1, it: 11 });
  });
});

// ---------------------------------------------------------------- Select Targets

describe('Select Targets', () => {
  const three = (): CampaignState => {
    const dice = Array<number>(2 * (ROYAL_NAVY.ships.length + ITALIAN_NAVY.ships.length + FRENCH.ships.length)).fill(4);
    const r = newCampaign({ ...SETUP, players: [...SETUP.players, { id: 'fr', fleet: FRENCH }], dice });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    s = go(s, { type: 'swap', player: 'rn', ships: null });
    s = go(s, { type: 'swap', player: 'it', ships: null });
    // rn 12-1, it 8-1, fr 3-1 (Toulon is the French Home Port)
    s = go(s, { type: 'swap', player: 'fr', ships: null, dice: [6, 6, 4, 4, 1, 2] });
    expect(s.initiative).toEqual(['rn', 'it', 'fr']);
    return s;
  };

  it('an unoccupied target is offered to the next player, then the next: the third may challenge and fights the nominator', () => {
    // "If the second player chooses not to occupy a target, the choice falls to the next player in the initiative order, and so on."
    let s = three();
    s = go(s, { type: 'select', player: 'rn', target: 'malta' });
    expect(campaignPending(s)).toEqual({ kind: 'challenge', player: 'it', target: 'malta', by: 'rn' });
    s = go(s, { type: 'challenge', player: 'it', accept: false });
    expect(campaignPending(s)).toEqual({ kind: 'challenge', player: 'fr', target: 'malta', by: 'rn' });
    s = go(s, { type: 'challenge', player: 'fr', accept: true });
    expect(s.engagements).toHaveLength(1);
    expect(s.engagements[0]).toMatchObject({ target: 'malta', attacker: 'rn', defender: 'fr' });
    expect(s.owners.malta).toBeNull();
    // "the next player in initiative order chooses a Strategic Target"
    expect(campaignPending(s)).toEqual({ kind: 'select', player: 'it' });
  });

  it('if nobody challenges, the nominator gains the target without a fight', () => {
    // "If the attacking player is not challenged in this way, he gains the Strategic Target automatically without a fight!"
    let s = three();
    s = go(s, { type: 'select', player: 'rn', target: 'crete' });
    s = go(s, { type: 'challenge', player: 'it', accept: false });
    s = go(s, { type: 'challenge', player: 'fr', accept: false });
    expect(s.owners.crete).toBe('rn');
    expect(s.engagements).toHaveLength(0);
    expect(campaignPending(s)).toEqual({ kind: 'select', player: 'it' });
  });

  it('a target held by another player means a battle with that player at once, and it may not be nominated again that turn', () => {
    // "If this target belongs to another player, he moves to the next phase, fighting a battle with that player's fleet."
    // "He may not choose a Strategic Target that has already been nominated by a previous player in a turn."
    let s = three();
    s = go(s, { type: 'select', player: 'rn', target: 'malta' });
    s = go(s, { type: 'challenge', player: 'it', accept: false });
    s = go(s, { type: 'challenge', player: 'fr', accept: false });
    s = passAll(s);
    for (const id of ['rn', 'it', 'fr']) s = go(s, { type: 'done', player: id });
    for (const id of ['rn', 'it']) s = go(s, { type: 'done', player: id });
    // turn 2: fr 12-1 first, it 8-1, rn 2-2
    s = go(s, { type: 'done', player: 'fr', dice: [1, 1, 4, 4, 6, 6] });
    expect(s.initiative).toEqual(['fr', 'it', 'rn']);
    s = go(s, { type: 'select', player: 'fr', target: 'malta' });
    expect(s.engagements[0]).toMatchObject({ target: 'malta', attacker: 'fr', defender: 'rn' });
    expect(campaignPending(s)).toEqual({ kind: 'select', player: 'it' });
    expect(refused(s, { type: 'select', player: 'it', target: 'malta' }).message).toMatch(/already been nominated/);
  });
});

// ---------------------------------------------------------------- Generate Scenario

describe('Generate Scenario', () => {
  it('the nominating player rolls 1d6 on the scenario table and is the attacker', () => {
    // "the player who nominated the Strategic Target ... must roll on the table below ... he will be regarded as the attacker."
    const names: Record<number, string> = { 1: 'at-all-costs', 2: 'blockade', 4: 'convoy-duty', 5: 'supply-ships', 6: 'victory-at-sea' };
    for (const [die, id] of Object.entries(names)) {
      const { state, e } = generated([Number(die), 4, 4, 1]);
      expect(e.scenario).toBe(id);
      expect(e.attacker).toBe('rn');
      const b = campaignBattle(state, e);
      if (die === '6' && b.ok) expect(b.value.players[b.value.setup.fleets[0]?.id ?? '']).toBe('rn');
    }
  });

  it('Carrier Clash is re-rolled when a fleet lacks a carrier', () => {
    // "* If either fleet lacks a suitable aircraft carrier, re-roll this scenario."
    const { e } = generated([3, 3, 6, 4, 4, 1]);
    expect(e.rolls.scenario).toEqual([3, 3, 6]);
    expect(e.scenario).toBe('victory-at-sea');
  });

  it('the Priority Level is 2d6 plus both secret modifiers: 4 or less Patrol, 5-6 Skirmish, 7-8 Raid, 9-10 Battle, 11 or more War', () => {
    // "Once the die is rolled, both players reveal their modifiers and apply them to the die roll for a final result."
    const cases: [readonly [number, number], readonly [number, number], string][] = [
      [[2, 2], [0, 0], 'Patrol'], [[2, 3], [0, 0], 'Skirmish'], [[3, 3], [0, 0], 'Skirmish'], [[3, 4], [0, 0], 'Raid'],
      [[4, 4], [0, 0], 'Raid'], [[4, 5], [0, 0], 'Battle'], [[5, 5], [0, 0], 'Battle'], [[5, 6], [0, 0], 'War'],
      [[1, 1], [3, 3], 'Raid'], [[6, 6], [-3, -3], 'Skirmish'], [[1, 1], [-3, -3], 'Patrol'], [[3, 4], [3, -1], 'Battle'],
      [[2, 2], [3, 0], 'Raid'], [[6, 6], [-3, 0], 'Battle'],
    ];
    for (const [dice, mods, level] of cases) {
      const { e } = generated([6, ...dice, 1], mods);
      expect(e.level, `${dice.join('+')} ${mods.join(',')}`).toBe(level);
    }
  });

  it('one die for the weather: Bad Weather on a five or more', () => {
    // "One player should roll a die - on a five or more, the scenario will be fought using the Bad Weather rules."
    expect(generated([6, 4, 4, 4]).e.weather).toBe('good');
    expect(generated([6, 4, 4, 5]).e.weather).toBe('bad');
    expect(generated([6, 4, 4, 6]).e.weather).toBe('bad');
  });

  it('night: automatic when both want it; when one does, both roll and night only if he rolls higher', () => {
    // "If the one hoping for night rolls higher, then the Night Battle rules are used. If both players wish for a Night Battle, it occurs automatically."
    expect(generated([6, 4, 4, 1], [0, 0], [true, true]).e.night).toBe(true);
    expect(generated([6, 4, 4, 1], [0, 0], [false, false]).e.night).toBe(false);
    expect(generated([6, 4, 4, 1, 5, 4], [0, 0], [true, false]).e.night).toBe(true);
    expect(generated([6, 4, 4, 1, 4, 4], [0, 0], [true, false]).e.night).toBe(false);
    expect(generated([6, 4, 4, 1, 3, 4], [0, 0], [true, false]).e.night).toBe(false);
    // the defender wants night: the first contest die is his
    expect(generated([6, 4, 4, 1, 6, 2], [0, 0], [false, true]).e.night).toBe(true);
    expect(generated([6, 4, 4, 1, 2, 6], [0, 0], [false, true]).e.night).toBe(false);
    // both wanting night rolls no contest: a fifth die is one too many
    const s = maltaEngagement();
    const s1 = go(s, { type: 'prepare', player: 'rn', engagement: 't1-1', modifier: 0, night: true });
    expect(refused(s1, { type: 'prepare', player: 'it', engagement: 't1-1', modifier: 0, night: true, dice: [6, 4, 4, 1, 3] }).code).toBe('ERR_CAMPAIGN_DICE');
  });

  it('each side has five Fleet Allocation Points and may not field more than that at the level rolled', () => {
    // "As usual, each player has five Fleet Allocation Points to spend ... may not take a fleet that has a greater value than that rolled for."
    const { state, e } = generated([6, 4, 4, 1]); // Victory at Sea at Raid
    expect(e.level).toBe('Raid');
    expect(e.points).toEqual({ rn: 5, it: 5 });
    // Warspite (Battle, one above: 2) + Gloucester (Raid: 1) + Orion and Ajax (Skirmish, one below: 2 for 1) + Nubian (Patrol: 3 for 1) = 5
    const five = ['hms-warspite', 'hms-gloucester', 'hms-orion', 'hms-ajax', 'hms-nubian'];
    expect(applyCampaign(state, { type: 'fleet', player: 'rn', engagement: 't1-1', ships: five }).ok).toBe(true);
    // a sixth point: the fourth Patrol ship starts a second point
    const six = [...five, 'hms-mohawk', 'hms-jervis', 'hms-janus'];
    expect(refused(state, { type: 'fleet', player: 'rn', engagement: 't1-1', ships: six }).message).toMatch(/cost 6 Fleet Allocation Points at Raid; .* has 5/);
    // "Players are never required to field a fleet that uses all their Fleet Allocation Points"
    expect(applyCampaign(state, { type: 'fleet', player: 'rn', engagement: 't1-1', ships: ['hms-janus'] }).ok).toBe(true);
  });

  it('a ship more than two Priority Levels above the scenario can never be bought; two above costs four points', () => {
    // "A ship more than two Priority Levels higher than the scenario being played can never be purchased."
    const patrol = generated([6, 1, 1, 1]);
    expect(patrol.e.level).toBe('Patrol');
    expect(refused(patrol.state, { type: 'fleet', player: 'rn', engagement: 't1-1', ships: ['hms-warspite'] }).message).toMatch(/more than two levels above Patrol/);
    const skirmish = generated([6, 2, 3, 1]);
    expect(skirmish.e.level).toBe('Skirmish');
    expect(applyCampaign(skirmish.state, { type: 'fleet', player: 'rn', engagement: 't1-1', ships: ['hms-warspite'] }).ok).toBe(true);
    expect(refused(skirmish.state, { type: 'fleet', player: 'rn', engagement: 't1-1', ships: ['hms-warspite', 'hms-gloucester'] }).message).toMatch(/cost 6 Fleet Allocation Points/);
  });
});

// ---------------------------------------------------------------- Fight Engagement

describe('Fight Engagement', () => {
  /** Turn 2: it nominates rn-held Malta; both prepared (Victory at Sea at Raid). */
  function attackOnMalta(): CampaignState {
    let s = turnOne();
    s = go(s, { type: 'select', player: 'rn', target: 'malta' });
    s = go(s, { type: 'challenge', player: 'it', accept: false });
    s = passAll(s);
    s = nextTurn(s, [1, 1, 6, 6]);
    expect(s.initiative).toEqual(['it', 'rn']);
    s = go(s, { type: 'select', player: 'it', target: 'malta' });
    s = go(s, { type: 'select', player: 'rn', target: null });
    s = go(s, { type: 'prepare', player: 'it', engagement: 't2-1', modifier: 0, night: false });
    return go(s, { type: 'prepare', player: 'rn', engagement: 't2-1', modifier: 0, night: false, dice: [6, 4, 4, 1] });
  }

  it('the victor gains the target at once; the RR points then count +10 for the capture and -15 for the loss', () => {
    // "The victor of the battle will either retain or gain the Strategic Target ... This is immediately added to his fleet roster"
    // RR: "Player captures a new Strategic Target this turn +10; Player loses a Strategic Target this turn -15; For every Strategic Target the player possesses +10"
    let s = attackOnMalta();
    const rrBefore = { rn: s.players.rn?.rr ?? 0, it: s.players.it?.rr ?? 0 };
    expect(rrBefore).toEqual({ rn: 40, it: 20 }); // turn 1: rn 10 + 2 targets + 1 capture, it 10 + 1 target
    s = go(s, { type: 'fleet', player: 'it', engagement: 't2-1', ships: ['zara'] });
    s = go(s, { type: 'fleet', player: 'rn', engagement: 't2-1', ships: [] });
    expect(s.owners.malta).toBe('it');
    expect(s.engagements[0]?.result).toMatchObject({ winner: 'it' });
    s = go(s, { type: 'done', player: 'rn' });
    s = go(s, { type: 'done', player: 'it' });
    expect(s.players.rn?.rr).toBe(40 + 10 + 10 - 15);
    expect(s.players.it?.rr).toBe(20 + 10 + 20 + 10);
  });

  it('a draw leaves the target with the player who held it', () => {
    // "If a battle ends in a draw, the Strategic Target remains in the possession of the player who possessed it originally"
    let s = attackOnMalta();
    s = go(s, { type: 'fleet', player: 'it', engagement: 't2-1', ships: [] });
    s = go(s, { type: 'fleet', player: 'rn', engagement: 't2-1', ships: [] });
    expect(s.engagements[0]?.result?.winner).toBeNull();
    expect(s.owners.malta).toBe('rn');
  });
});

// ---------------------------------------------------------------- Ship Experience: XP Dice from battle

describe('Ship Experience: XP Dice earned in battle', () => {
  type Patch = { damage?: number; crew?: number };
  /** Malta at `levelDice` (Victory at Sea, good weather, day), one rn ship against one it ship, fought with seed `seed`. */
  function battle(levelDice: readonly [number, number], rnShip: string, itShip: string, patch: Patch, seed: number) {
    let s = generated([6, ...levelDice, 1], [0, 0], [false, false], { options: { battleTurns: 6 } }).state;
    s = structuredClone(s);
    const target = ship(s, 'it', itShip);
    if (patch.damage !== undefined) target.damage = patch.damage;
    if (patch.crew !== undefined) target.crew = patch.crew;
    s = go(s, { type: 'fleet', player: 'rn', engagement: 't1-1', ships: [rnShip] });
    s = go(s, { type: 'fleet', player: 'it', engagement: 't1-1', ships: [itShip] });
    const e = s.engagements[0];
    if (!e) throw new Error('no engagement');
    const b = campaignBattle(s, e);
    if (!b.ok) throw new Error(b.error.message);
    const rec = fight(b.value.setup, seed);
    const out = battleOutcome(rec);
    if (!out.ok) throw new Error(out.error.message);
    const after = go(s, { type: 'battle', engagement: 't1-1', record: rec });
    return { out: out.value, result: after.engagements[0]?.result, after };
  }

  /** The first of seeds 1-30 whose battle passes `want`. */
  function find(levelDice: readonly [number, number], rnShip: string, itShip: string, patch: Patch, want: (r: ReturnType<typeof battle>) => boolean) {
    for (let seed = 1; seed <= 30; seed++) {
      const r = battle(levelDice, rnShip, itShip, patch, seed);
      if (want(r)) return r;
    }
    throw new Error('no seed gives the wanted battle');
  }
  const only = (r: ReturnType<typeof battle>, attacker: string, kinds: string[]) =>
    r.out.credits.length === kinds.length && r.out.credits.every((c) => c.attacker === attacker && kinds.includes(c.kind));

  it('the killing blow on a ship of lower Priority Level earns 1 XP Die, and the winning side 2 more', () => {
    // "Destroys enemy ship of lower Priority Level 1" / "Being on the winning side in the battle 2"
    const r = find([4, 4], 'hms-warspite', 'lanzerotto-malocello', { damage: 1 }, (x) => only(x, 'hms-warspite', ['destroyed']) && x.result?.winner === 'rn');
    expect(r.result?.xp).toEqual({ 'hms-warspite': 1 + 2 });
    expect(r.result?.destroyed).toEqual(['lanzerotto-malocello']);
    expect(shipOf(r.after, 'lanzerotto-malocello')?.destroyed).toBe(true);
  });

  it('the killing blow on a ship one Priority Level higher earns 3 XP Dice', () => {
    // "Destroys enemy ship of Priority Level one higher 3" (a Patrol destroyer sinks a Skirmish cruiser)
    const r = find([3, 3], 'hms-janus', 'zara', { damage: 1 }, (x) => only(x, 'hms-janus', ['destroyed']) && x.result?.winner === 'rn');
    expect(r.result?.xp).toEqual({ 'hms-janus': 3 + 2 });
  });

  it('the killing blow on a ship of the same Priority Level earns 2 XP Dice', () => {
    // "Destroys enemy ship of same Priority Level 2" (Patrol destroyer against Patrol destroyer)
    const r = find([2, 2], 'hms-janus', 'lanzerotto-malocello', { damage: 1 }, (x) => only(x, 'hms-janus', ['destroyed']));
    const side = r.result?.winner === 'rn' ? 2 : 1;
    expect(r.result?.xp['hms-janus']).toBe(2 + side);
  });

  it('crippling a ship earns half the XP Dice for destroying it, rounded down', () => {
    // "Crippling an enemy ship: Half XP Dice for destroying it (round down)" (one level higher: 3, half 1)
    const r = find([3, 3], 'hms-janus', 'zara', { damage: 8 }, (x) => only(x, 'hms-janus', ['crippled']) && shipOf(x.after, 'hms-janus')?.destroyed === false);
    const side = r.result?.winner === 'rn' ? 2 : 1;
    expect(r.result?.xp['hms-janus']).toBe(1 + side);
  });

  it('a ship on the losing or drawing side earns 1 XP Die', () => {
    // "Being on the losing or drawing side in the battle 1"
    const r = find([4, 4], 'hms-gloucester', 'trento', {}, (x) => x.out.credits.length === 0 && x.result?.winner !== null
      && !Object.values(x.out.ships).some((y) => y.skeletonReduced || y.destroyed));
    const loser = r.result?.winner === 'rn' ? 'trento' : 'hms-gloucester';
    const winner = r.result?.winner === 'rn' ? 'hms-gloucester' : 'trento';
    expect(r.result?.xp).toEqual({ [winner]: 2, [loser]: 1 });
  });
});

// ---------------------------------------------------------------- Ship Experience: spending

describe('Ship Experience: spending XP Dice', () => {
  it('Increase Command: one XP Die; Command rises by one only if the die is higher; once per ship per campaign turn', () => {
    // "Roll the XP Dice. If the score is higher than the player's current Command score, it will be raised by one point."
    const s = experience();
    const x = ship(s, 'rn', 'hms-warspite');
    x.xp = 3;
    expect(x.command).toBe(4);
    const equal = go(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'command' }, dice: [4] });
    expect(ship(equal, 'rn', x.id)).toMatchObject({ command: 4, xp: 2 });
    const higher = go(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'command' }, dice: [5] });
    expect(ship(higher, 'rn', x.id)).toMatchObject({ command: 5, xp: 2 });
    // "Players may only attempt this once every Campaign Turn for each ship on their fleet rosters."
    expect(refused(equal, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'command' }, dice: [6] }).message).toMatch(/already tried/);
    // another ship of the same fleet may still try
    ship(equal, 'rn', 'hms-janus').xp = 1;
    expect(ship(go(equal, { type: 'xp', player: 'rn', ship: 'hms-janus', spend: { kind: 'command' }, dice: [6] }), 'rn', 'hms-janus').command).toBe(5);
    // the next campaign turn it may try again
    let t = nextTurn(equal, [6, 6, 1, 1]);
    t = passAll(t);
    expect(ship(go(t, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'command' }, dice: [6] }), 'rn', x.id).command).toBe(5);
  });

  it('Repair Ship: the XP Dice rolled times five, never above the original Damage; not for a Crippled ship', () => {
    // "Roll any number of XP Dice and multiply the result by five ... Ships which have been Crippled may not use XP Dice in this way"
    const s = experience();
    const x = ship(s, 'rn', 'hms-warspite'); // Damage 34, Crippled at 11
    x.xp = 5;
    x.damage = 20;
    const two = go(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'repair', dice: 2 }, dice: [1, 1] });
    expect(ship(two, 'rn', x.id)).toMatchObject({ damage: 30, xp: 3 });
    const capped = go(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'repair', dice: 3 }, dice: [6, 6, 6] });
    expect(ship(capped, 'rn', x.id)).toMatchObject({ damage: 34, xp: 2 });
    x.damage = 11;
    expect(refused(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'repair', dice: 1 }, dice: [6] }).message).toMatch(/Crippled/);
    x.damage = 12;
    expect(ship(go(s, { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'repair', dice: 1 }, dice: [2] }), 'rn', x.id).damage).toBe(22);
  });

  it('Tactical Judgement: any number of XP Dice kept aside reach the next battle as re-rolls of that ship', () => {
    // "Any number of XP Dice may be kept aside, ready for use in future battles. Each XP Die spent allows a player to re-roll one die"
    let s = experience();
    ship(s, 'rn', 'hms-janus').xp = 3;
    s = go(s, { type: 'xp', player: 'rn', ship: 'hms-janus', spend: { kind: 'judgement', dice: 3 } });
    expect(ship(s, 'rn', 'hms-janus')).toMatchObject({ xp: 0, judgement: 3 });
    s = nextTurn(s, [6, 6, 1, 1]);
    s = go(s, { type: 'select', player: 'rn', target: 'malta' });
    s = go(s, { type: 'challenge', player: 'it', accept: true });
    s = go(s, { type: 'select', player: 'it', target: null });
    s = go(s, { type: 'prepare', player: 'rn', engagement: 't2-1', modifier: 0, night: false });
    s = go(s, { type: 'prepare', player: 'it', engagement: 't2-1', modifier: 0, night: false, dice: [6, 4, 4, 1] });
    s = go(s, { type: 'fleet', player: 'rn', engagement: 't2-1', ships: ['hms-janus'] });
    s = go(s, { type: 'fleet', player: 'it', engagement: 't2-1', ships: ['zara'] });
    const b = campaignBattle(s, s.engagements[0]!);
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value.setup.fleets.flatMap((f) => f.ships).find((y) => y.id === 'hms-janus')?.tacticalJudgement).toBe(3);
  });

  it('Refitting: two XP Dice roll the Refit table; a result that cannot apply is re-rolled; effects are not cumulative', () => {
    // "For every two XP Dice a player expends, he may roll once on the table below ... If any results cannot be applied to a ship for any reason, re-roll them."
    const s = experience();
    const nubian = ship(s, 'rn', 'hms-nubian'); // Tribal: Damage 8, no secondary weapons, AA 3, no Aircraft
    nubian.xp = 6;
    // 1 (Reinforced Superstructure: 8 Damage gives nothing), 4 (no Secondary Weapons): re-rolled; 3: Improved Anti-Aircraft Batteries
    const r = act(s, { type: 'xp', player: 'rn', ship: nubian.id, spend: { kind: 'refit' }, dice: [1, 4, 3] });
    const n1 = ship(r.state, 'rn', nubian.id);
    expect(n1.refits).toEqual(['improved-aa']);
    expect(n1.xp).toBe(4);
    expect(effectiveRoster(n1).weapons.filter((w) => w.kind === 'aa').map((w) => w.ad)).toEqual([4]);
    // a second Improved AA cannot apply ("Effects are not cumulative"): 3 again is re-rolled; 6 Auxiliary Hangar gives Aircraft 1
    const r2 = go(r.state, { type: 'xp', player: 'rn', ship: nubian.id, spend: { kind: 'refit' }, dice: [3, 6] });
    const n2 = ship(r2, 'rn', nubian.id);
    expect(n2.refits).toEqual(['improved-aa', 'auxiliary-hangar']);
    expect(effectiveRoster(n2).traits).toContain('Aircraft 1');
    expect(effectiveRoster(n2).weapons.filter((w) => w.kind === 'aa').map((w) => w.ad)).toEqual([4]);
  });

  it('Refit results on a battleship: Reinforced Superstructure +1 Damage per 10, Radar, Additional Weapons +1 AD, Superior Rudder +1 Come About!, Auxiliary Hangar +1 Aircraft', () => {
    // Refit table rows 1-6
    const s = experience();
    const w = ship(s, 'rn', 'hms-warspite'); // Damage 34, Aircraft 2, secondary 4 AD, no Radar
    w.xp = 12;
    const base = findShipClass('Queen Elizabeth');
    if (!base) throw new Error('no roster');
    let t = s;
    for (const d of [1, 2, 4, 5, 6]) t = go(t, { type: 'xp', player: 'rn', ship: w.id, spend: { kind: 'refit' }, dice: [d] });
    const x = ship(t, 'rn', w.id);
    expect(x.refits).toEqual(['reinforced-superstructure', 'radar', 'additional-weapons', 'superior-rudder', 'auxiliary-hangar']);
    const roster = effectiveRoster(x);
    expect(roster.damage[0]).toBe(34 + 3);
    expect(x.damage).toBe(34 + 3);
    expect(roster.traits).toContain('Radar');
    expect(roster.traits).toContain('Aircraft 3');
    expect(roster.weapons.filter((k) => k.kind === 'secondary').map((k) => k.ad)).toEqual(base.weapons.filter((k) => k.kind === 'secondary').map((k) => k.ad + 1));
    expect(x.xp).toBe(2);
  });

  it('Other Duties: two XP Dice roll the table; Now You See Me gives +2 to the next campaign turn\'s initiative only', () => {
    // "Now You See Me. . .: ... Player gains a +2 bonus to his Initiative for the next Campaign Turn."
    let s = experience();
    ship(s, 'rn', 'hms-gloucester').xp = 4;
    s = go(s, { type: 'xp', player: 'rn', ship: 'hms-gloucester', spend: { kind: 'duty' }, dice: [2] });
    expect(ship(s, 'rn', 'hms-gloucester').xp).toBe(2);
    // a second Now You See Me cannot add to the first: re-rolled (5: Elite Engineers)
    s = go(s, { type: 'xp', player: 'rn', ship: 'hms-gloucester', spend: { kind: 'duty' }, dice: [2, 5] });
    expect(ship(s, 'rn', 'hms-gloucester').duties).toEqual(['elite-engineers']);
    s = nextTurn(s, [1, 1, 2, 1]);
    expect(s.initiativeRolls).toEqual({ rn: 1 + 1 - 1 + 2, it: 2 + 1 - 1 });
    expect(s.initiative).toEqual(['rn', 'it']);
    s = passAll(s);
    s = nextTurn(s, [1, 1, 2, 1]);
    expect(s.initiativeRolls).toEqual({ rn: 1, it: 2 });
  });

  it('Other Duties: Commerce Raid costs the chosen enemy 1d6 RR points at once', () => {
    // "Commerce Raid: ... Choose one enemy fleet. He immediately loses 1d6 RR points."
    const s = experience();
    ship(s, 'rn', 'hms-gloucester').xp = 2;
    const it0 = s.players.it;
    if (it0) it0.rr = 10;
    const t = go(s, { type: 'xp', player: 'rn', ship: 'hms-gloucester', spend: { kind: 'duty', against: 'it' }, dice: [3, 4] });
    expect(t.players.it?.rr).toBe(6);
  });

  it('Other Duties: Diverting Strike leaves the chosen fleet one Fleet Allocation Point less in its next battle', () => {
    // "Diverting Strike: ... Choose another player's fleet. In its next battle, it has one less Fleet Allocation Point available."
    let s = experience();
    ship(s, 'rn', 'hms-gloucester').xp = 2;
    s = go(s, { type: 'xp', player: 'rn', ship: 'hms-gloucester', spend: { kind: 'duty', against: 'it' }, dice: [4] });
    s = nextTurn(s, [6, 6, 1, 1]);
    s = go(s, { type: 'select', player: 'rn', target: 'malta' });
    s = go(s, { type: 'challenge', player: 'it', accept: true });
    s = go(s, { type: 'select', player: 'it', target: 'crete' });
    s = go(s, { type: 'challenge', player: 'rn', accept: true });
    s = go(s, { type: 'prepare', player: 'rn', engagement: 't2-1', modifier: 0, night: false });
    s = go(s, { type: 'prepare', player: 'it', engagement: 't2-1', modifier: 0, night: false, dice: [6, 4, 4, 1] });
    expect(s.engagements[0]?.points).toEqual({ rn: 5, it: 4 });
    // only the next battle
    s = go(s, { type: 'prepare', player: 'it', engagement: 't2-2', modifier: 0, night: false });
    s = go(s, { type: 'prepare', player: 'rn', engagement: 't2-2', modifier: 0, night: false, dice: [6, 4, 4, 1] });
    expect(s.engagements[1]?.points).toEqual({ it: 5, rn: 5 });
  });

  it('Other Duties: New Captain and Elite Engineers are kept on the ship; a second of either is re-rolled', () => {
    // "New Captain ... Elite Engineers: ... Add a +1 bonus to any Command checks made during Damage Control." / "Effects are not cumulative"
    let s = experience();
    ship(s, 'it', 'zara').xp = 6;
    s = go(s, { type: 'xp', player: 'it', ship: 'zara', spend: { kind: 'duty' }, dice: [1] });
    s = go(s, { type: 'xp', player: 'it', ship: 'zara', spend: { kind: 'duty' }, dice: [1, 5] });
    s = go(s, { type: 'xp', player: 'it', ship: 'zara', spend: { kind: 'duty' }, dice: [5, 1, 2] });
    expect(ship(s, 'it', 'zara').duties).toEqual(['new-captain', 'elite-engineers']);
    expect(s.players.it?.initiativeBonus).toBe(2);
  });

  it('Other Duties: Assistance Rendered adds a ship of Raid level or less, from an allied fleet list too', () => {
    // "Player may immediately add any one ship of his choice of Raid level or less to his fleet roster. This ship may be drawn from a fleet list other than his own"
    const s = experience();
    ship(s, 'rn', 'hms-gloucester').xp = 2;
    const before = s.players.rn?.ships.length ?? 0;
    const t = go(s, { type: 'xp', player: 'rn', ship: 'hms-gloucester', spend: { kind: 'duty', class: 'Fletcher' }, dice: [6, 5, 5] });
    const added = t.players.rn?.ships[before];
    expect(t.players.rn?.ships).toHaveLength(before + 1);
    expect(added).toMatchObject({ class: 'Fletcher', command: 5, xp: 0 });
    expect(refused(s, { type: 'xp', player: 'rn', ship: 'hms-gloucester', spend: { kind: 'duty', class: 'King George V' }, dice: [6] }).message).toMatch(/Raid level or less/);
  });
});

// ---------------------------------------------------------------- Repairs and Reinforcements

describe('Repairs and Reinforcements', () => {
  it('10 RR points a turn, +10 per Strategic Target held, +1d6 for a Supply Line; unspent points are saved', () => {
    // "every player will automatically receive 10 Repair and Reinforcement (RR) points" / Supply Line: "a bonus 1d6 RR points"
    // "It is not compulsory for a player to spend all his RR points every turn, and they may be saved"
    let s = experience();
    s.owners.gibraltar = 'it';
    s = go(s, { type: 'done', player: 'rn' });
    s = go(s, { type: 'done', player: 'it', dice: [4] });
    expect(s.players.rn?.rr).toBe(10 + 10);
    expect(s.players.it?.rr).toBe(10 + 20 + 4);
    s = go(s, { type: 'done', player: 'rn' });
    s = go(s, { type: 'done', player: 'it', dice: [6, 6, 1, 1] });
    s = passAll(s);
    s = go(s, { type: 'done', player: 'rn' });
    s = go(s, { type: 'done', player: 'it', dice: [2] });
    expect(s.players.rn?.rr).toBe(20 + 20);
    expect(s.players.it?.rr).toBe(34 + 30 + 2);
  });

  /** Repairs phase of turn 1 with `rr` points each. */
  function repairs(rr = 50): CampaignState {
    let s = experience();
    s = go(s, { type: 'done', player: 'rn' });
    s = go(s, { type: 'done', player: 'it' });
    for (const p of Object.values(s.players)) p.rr = rr;
    return s;
  }

  it('one RR point repairs five Damage, never above the original; a Crippled ship costs five RR points more', () => {
    // "Each RR point may be expended to replace five lost Damage points" / "A ship that has been Crippled must have an additional five RR points spent on it"
    const s = repairs(50);
    const x = ship(s, 'rn', 'hms-warspite'); // 34, Crippled at 11
    x.damage = 20;
    const a = go(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'repair', points: 2 } });
    expect([ship(a, 'rn', x.id).damage, a.players.rn?.rr]).toEqual([30, 48]);
    const b = go(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'repair', points: 3 } });
    expect([ship(b, 'rn', x.id).damage, b.players.rn?.rr]).toEqual([34, 47]);
    x.damage = 5;
    const c = go(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'repair', points: 2 } });
    expect([ship(c, 'rn', x.id).damage, c.players.rn?.rr]).toEqual([15, 50 - 5 - 2]);
  });

  it('a critical hit to vital systems costs two RR points to repair, any other one', () => {
    // "Two RR points may be spent repairing any critical hits to vital systems. Other critical hits will cost one RR point to negate."
    const s = repairs(10);
    ship(s, 'rn', 'hms-warspite').criticals = [{ effect: 'rudder', vital: true }, { effect: 'props-damaged', vital: false }];
    const v = go(s, { type: 'rr', player: 'rn', ship: 'hms-warspite', spend: { kind: 'critical', vital: true } });
    expect([v.players.rn?.rr, ship(v, 'rn', 'hms-warspite').criticals]).toEqual([8, [{ effect: 'props-damaged', vital: false }]]);
    const o = go(v, { type: 'rr', player: 'rn', ship: 'hms-warspite', spend: { kind: 'critical', vital: false } });
    expect([o.players.rn?.rr, ship(o, 'rn', 'hms-warspite').criticals]).toEqual([7, []]);
  });

  it('one RR point replaces ten Crew; recruiting for a Skeleton Crew lowers its Command by one', () => {
    // "Each RR point may be expended to replace 10 lost Crew points" / "it will have its Crew Quality score permanently reduced by one"
    const s = repairs(50);
    const x = ship(s, 'rn', 'hms-warspite'); // Crew 47, Skeleton at 15
    x.crew = 30;
    const a = go(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'recruit', points: 1 } });
    expect(ship(a, 'rn', x.id)).toMatchObject({ crew: 40, command: 4 });
    expect(a.players.rn?.rr).toBe(49);
    const full = go(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'recruit', points: 2 } });
    expect(ship(full, 'rn', x.id).crew).toBe(47);
    x.crew = 10;
    const b = go(s, { type: 'rr', player: 'rn', ship: x.id, spend: { kind: 'recruit', points: 4 } });
    expect(ship(b, 'rn', x.id)).toMatchObject({ crew: 47, command: 3 });
  });

  it('new ships of the player\'s own fleet list cost 5, 10, 15, 20 and 25 RR points by Priority Level', () => {
    // Reinforcements: "Patrol 5, Skirmish 10, Raid 15, Battle 20, War 25" / "Players may only purchase ships from the same fleet list that was originally selected."
    expect(REINFORCEMENT_COST).toEqual({ Patrol: 5, Skirmish: 10, Raid: 15, Battle: 20, War: 25 });
    const buys: [string, number][] = [['Tribal', 5], ['Leander', 10], ['Southampton', 15], ['Queen Elizabeth', 20], ['King George V', 25]];
    for (const [cls, cost] of buys) {
      const s = repairs(30);
      const n = s.players.rn?.ships.length ?? 0;
      const t = go(s, { type: 'rr', player: 'rn', spend: { kind: 'reinforce', class: cls }, dice: [6, 5] });
      expect(t.players.rn?.rr, cls).toBe(30 - cost);
      expect(t.players.rn?.ships[n]).toMatchObject({ class: findShipClass(cls)?.class, command: 6 });
    }
    expect(refused(repairs(30), { type: 'rr', player: 'rn', spend: { kind: 'reinforce', class: 'Zara' } }).message).toMatch(/not a class of the Royal Navy/);
  });

  it('each flight lost rolls: back on a four or more, five or more for the player who lost the battle', () => {
    // "On the roll of a four or more (five or more for the player who lost the battle in which the flight was destroyed), the flight was only damaged"
    let s = experience();
    const p = s.players.rn;
    if (!p) throw new Error('no rn');
    p.lostFlights = [
      { aircraft: 'Fairey Swordfish', carrier: null, lost: false },
      { aircraft: 'Fairey Swordfish', carrier: null, lost: false },
      { aircraft: 'Fairey Swordfish', carrier: null, lost: true },
      { aircraft: 'Fairey Swordfish', carrier: null, lost: true },
    ];
    s = go(s, { type: 'done', player: 'rn' });
    s = go(s, { type: 'done', player: 'it', dice: [3, 4, 4, 5] });
    expect(s.players.rn?.spareFlights).toEqual([{ aircraft: 'Fairey Swordfish', count: 2 }]);
    expect(s.players.rn?.lostFlights).toEqual([]);
  });

  it('a ship sent back for complete repairs is out of commission for two full campaign turns', () => {
    // "The ship will be out of commission for a two full Campaign Turns but after this period, it will be returned to its fleet roster as normal, fully repaired"
    let s = repairs(0);
    ship(s, 'rn', 'hms-janus').damage = 3;
    s = go(s, { type: 'rr', player: 'rn', ship: 'hms-janus', spend: { kind: 'full-repair' } });
    expect(s.players.rn?.rr).toBe(0);
    s = go(s, { type: 'done', player: 'rn' });
    s = go(s, { type: 'done', player: 'it', dice: [6, 6, 1, 1] });
    for (const turn of [2, 3]) {
      expect(s.turn).toBe(turn);
      s = go(s, { type: 'select', player: 'rn', target: 'malta' });
      s = go(s, { type: 'challenge', player: 'it', accept: true });
      s = go(s, { type: 'select', player: 'it', target: null });
      s = go(s, { type: 'prepare', player: 'rn', engagement: `t${turn}-1`, modifier: 0, night: false });
      s = go(s, { type: 'prepare', player: 'it', engagement: `t${turn}-1`, modifier: 0, night: false, dice: [6, 2, 2, 1] });
      expect(refused(s, { type: 'fleet', player: 'rn', engagement: `t${turn}-1`, ships: ['hms-janus'] }).message).toMatch(/away for complete repairs/);
      s = go(s, { type: 'fleet', player: 'rn', engagement: `t${turn}-1`, ships: [] });
      s = go(s, { type: 'fleet', player: 'it', engagement: `t${turn}-1`, ships: [] });
      s = nextTurn(s, [6, 6, 1, 1]);
    }
    expect(s.turn).toBe(4);
    expect(ship(s, 'rn', 'hms-janus')).toMatchObject({ awayUntil: null, damage: 8 });
  });
});

// ---------------------------------------------------------------- Victory and Defeat, Special Strategic Targets

describe('Victory and Defeat; Home Port', () => {
  it('a Home Port cannot be nominated while its fleet survives, and is not needed for victory', () => {
    // "A Home Port may never be taken from the owning player unless his fleet has been completely destroyed."
    const s = turnOne();
    expect(s.owners.alexandria).toBe('rn');
    expect(s.owners.taranto).toBe('it');
    expect(refused(s, { type: 'select', player: 'rn', target: 'taranto' }).message).toMatch(/Home Port/);
  });

  it('the first player to capture all available targets wins the campaign', () => {
    // "The winner of the campaign is the player who can capture all available Strategic Targets first."
    let s = turnOne();
    for (const t of Object.keys(s.owners)) if (t !== 'taranto' && t !== 'malta') s.owners[t] = 'rn';
    expect(s.winner).toBeNull();
    s = go(s, { type: 'select', player: 'rn', target: 'malta' });
    s = go(s, { type: 'challenge', player: 'it', accept: false });
    expect(s.winner).toBe('rn');
    expect(s.phase).toBe('over');
  });
});
