/**
 * VAS-CAMPAIGN-XP-KILL: the ship credited with a Destroyed, Crippled or Skeleton Crew event is the one whose
 * attack was being resolved: a Torpedo Spread's firer (the spread has left the table's list of spreads once
 * the End Phase resolves it, so its firer is read from the spread being resolved), a flight's carrier for its
 * bombs and its air-launched torpedo, the gunfire's attacker. Battles are built through the engine's public
 * API with scripted dice. Campaigns begun under campaign rules 3 (files of version 3) keep the credits they
 * were computed with; campaign rules 4 credit every attack.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ShipRoster } from '@salvo/data';
import type { Vec } from '@salvo/kernel';
import { vas, VAS_RULES_VERSION, type AirBombNomination, type AirTorpedoDeclaration, type FireNomination, type VasAction, type VasSetup, type VasShipSetup } from '@salvo/vas';
import {
  battleOutcome, campaignFile, checkCampaignFile, CAMPAIGN_VERSION, CURRENT_CAMPAIGN_RULES, newCampaign, replayCampaign,
  type BattleRecord, type CampaignFile, type CampaignSetup,
} from '../src/index';
import { creditXp, killXp } from '../src/experience';
import { SETUP } from './helpers';

// ---------------------------------------------------------------- rosters

/** A destroyer-sized torpedo boat: one gun (index 0), Torpedoes (index 1) 4 AD, 3 DD. */
const TORPEDO_BOAT: ShipRoster = {
  class: 'Credit Torpedo Boat', nation: 'Royal Navy', type: 'destroyer', priority: 'Skirmish',
  speed: 8, turning: 2, target: 5, armour: 3, damage: [10, 3], crew: [12, 4],
  traits: [], inService: 1937, origin: 'user:test',
  weapons: [
    { name: 'A Turret', kind: 'main', mount: 'A', range: 12, ad: 2, dd: 2, traits: [] },
    { name: 'Torpedoes', kind: 'torpedo', range: 10, ad: 4, dd: 3, traits: [] },
  ],
};
const GUN = 0;
const TORPEDOES = 1;

/** The enemy: Target 5, Armour 4, Damage 20 (Crippled at 6), Crew 20 (Skeleton Crew at 6), no AA, no traits. */
const TARGET: ShipRoster = {
  class: 'Credit Target', nation: 'Italian Navy', type: 'heavy cruiser', priority: 'Skirmish',
  speed: 6, turning: 2, target: 5, armour: 4, damage: [20, 6], crew: [20, 6],
  traits: [], inService: 1939, origin: 'user:test',
  weapons: [{ name: 'A Turret', kind: 'main', mount: 'A', range: 24, ad: 2, dd: 2, traits: [] }],
};

/** A carrier with no AA. */
const CARRIER: ShipRoster = {
  class: 'Credit Carrier', nation: 'Royal Navy', type: 'aircraft carrier', priority: 'Skirmish',
  speed: 7, turning: 1, target: 4, armour: 4, damage: [28, 9], crew: [28, 9],
  traits: ['Carrier 4'], inService: 1938, origin: 'user:test',
  weapons: [{ name: 'Secondary Armament', kind: 'secondary', range: 11, ad: 2, dd: 1, traits: [] }],
};

const RN = 'rn';
const IT = 'it';

/** One turn (then the battle is over): rn's ship `tb` 6" abeam of the target, both heading east. */
function shipBattle(target: Partial<VasShipSetup> = {}): VasSetup {
  return {
    seed: 'torpedo-credit',
    options: { maxTurns: 1 },
    fleets: [
      { id: RN, name: 'Royal Navy', ships: [{ id: 'tb', name: 'HMS Credit', roster: TORPEDO_BOAT, position: { x: 30, y: 20 }, heading: 90 }] },
      { id: IT, name: 'Regia Marina', ships: [{ id: 'target', name: 'Bersaglio', roster: TARGET, position: { x: 30, y: 26 }, heading: 90, ...target }] },
    ],
  };
}

/** One turn: rn's carrier far to the west, its Swordfish aloft near the target (50, 24), heading west. */
function airBattle(target: Partial<VasShipSetup> = {}): VasSetup {
  return {
    seed: 'air-credit',
    options: { maxTurns: 1 },
    fleets: [
      {
        id: RN, name: 'Royal Navy', ships: [{ id: 'carrier', name: 'HMS Credit Carrier', roster: CARRIER, position: { x: 10, y: 24 }, heading: 90 }],
        flights: [{ id: 'sword', aircraft: 'Fairey Swordfish', carrier: 'carrier', airborne: true, position: { x: 43, y: 22 } }],
      },
      { id: IT, name: 'Regia Marina', ships: [{ id: 'target', name: 'Bersaglio', roster: TARGET, position: { x: 50, y: 24 }, heading: 270, ...target }] },
    ],
  };
}

// ---------------------------------------------------------------- a battle fought with scripted dice

interface Plan {
  /** Dice by the engine's purpose (`attack`, `damage`, `critical-confirm`, ...), taken in order; any other die is a 1. rn wins the initiative. */
  readonly dice?: Readonly<Record<string, readonly number[]>>;
  /** The one attack a ship makes (every other nomination holds fire). */
  readonly fire?: Readonly<Record<string, readonly FireNomination[]>>;
  /** Where rn's flights fly, the torpedoes they declare, and the bombs its aircraft drop when it nominates them. */
  readonly fly?: Readonly<Record<string, Vec>>;
  readonly torpedoes?: readonly AirTorpedoDeclaration[];
  readonly bombs?: readonly AirBombNomination[];
}

/** The battle's record, fought to its end: ships move 1" ahead, Damage Control declined, torpedo criticals kept. */
function fight(setup: VasSetup, plan: Plan): BattleRecord {
  const c = vas.createGame(setup);
  if (!c.ok) throw new Error(c.error.problems.map((p) => `${p.path ?? ''}: ${p.message}`).join('; '));
  let s = c.value;
  const queues = Object.fromEntries(Object.entries(plan.dice ?? {}).map(([k, v]) => [k, [...v]]));
  const done = new Set<string>();
  let aircraftDone = plan.bombs === undefined && plan.torpedoes === undefined;
  const actions: VasAction[] = [];
  for (let guard = 0; guard < 500; guard++) {
    const p = vas.pending(s);
    if (p.kind === 'over') return { setup, actions, engineVersion: VAS_RULES_VERSION };
    const legal = (): VasAction[] => vas.legalActions(s);
    let a: VasAction | undefined;
    if (p.kind === 'chance') {
      const r = p.request;
      const q = queues[r.purpose] ?? [];
      a = r.purpose === 'initiative'
        ? { type: 'roll', values: r.context?.fleet === RN ? [6, 6] : [1, 1] }
        : { type: 'roll', values: Array.from({ length: r.dice }, () => q.shift() ?? 1) };
    } else if (p.kind === 'decision') {
      switch (p.decision) {
        case 'take-first': a = { type: 'take-first', fleet: p.player, first: true }; break;
        case 'air-first': a = { type: 'air-first', fleet: p.player, first: true }; break;
        case 'nominate-move': a = legal().find((x) => x.type === 'nominate-move' && x.special === undefined && x.depth === undefined); break;
        case 'move': a = { type: 'move', ship: s.moving ?? '', legs: [{ forward: 1 }] }; break;
        case 'fly': {
          const fighters = s.air.stage?.kind === 'fighters';
          const mine = s.air.flights.filter((f) => f.fleet === p.player && f.airborne && !f.destroyed && (f.profile.type === 'Fighter') === fighters);
          const moves = mine.flatMap((f) => (plan.fly?.[f.id] ? [{ flight: f.id, to: plan.fly[f.id] as Vec }] : []));
          const torpedoes = (plan.torpedoes ?? []).filter((t) => mine.some((f) => f.id === t.flight));
          a = { type: 'fly', fleet: p.player, moves, ...(torpedoes.length > 0 ? { torpedoes } : {}) };
          break;
        }
        case 'attack': {
          const ours = Object.entries(plan.fire ?? {}).find(([ship]) => !done.has(ship) && legal().some((x) => x.type === 'attack' && x.ship === ship));
          if (ours) {
            done.add(ours[0]);
            a = { type: 'attack', ship: ours[0], fire: ours[1] };
          } else if (!aircraftDone && p.player === RN) {
            aircraftDone = true;
            a = { type: 'air-attack', fleet: RN, bombs: plan.bombs ?? [] };
          } else {
            a = legal().find((x) => x.type === 'attack' && x.fire.length === 0 && x.starshell === undefined && x.spotlight === undefined)
              ?? legal().find((x) => x.type === 'air-attack' && x.bombs.length === 0);
          }
          break;
        }
        case 'damage-control': a = legal().find((x) => x.type === 'damage-control' && x.critical === null); break;
        case 'torpedo-critical': a = { type: 'torpedo-critical', fleet: p.player, reroll: null }; break;
        default: break;
      }
    }
    if (!a) throw new Error(`fight: nothing to do at ${JSON.stringify(p)}`);
    const r = vas.apply(s, a);
    if (!r.ok) throw new Error(`fight: ${JSON.stringify(a)} refused: ${r.error.message}`);
    actions.push(a);
    s = r.value.state;
  }
  throw new Error('fight: the battle did not end');
}

/** The record's events of these types, in order, as `type(ship)`. */
function eventsOf(record: BattleRecord, types: readonly string[]): string[] {
  const c = vas.createGame(record.setup);
  if (!c.ok) throw new Error('bad setup');
  let s = c.value;
  const out: string[] = [];
  for (const a of record.actions) {
    const r = vas.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    out.push(...r.value.events.filter((e) => types.includes(e.type)).map((e) => `${e.type}(${e.ship ?? ''})`));
    s = r.value.state;
  }
  return out;
}

function credits(record: BattleRecord, rules?: 3 | 4) {
  const r = rules === undefined ? battleOutcome(record) : battleOutcome(record, VAS_RULES_VERSION, rules);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.credits;
}

const TORPEDO_SPREAD: Plan['fire'] = { tb: [{ weapon: TORPEDOES, target: 'target' }] };
const SKIRMISH = (): 'Skirmish' => 'Skirmish';

// ---------------------------------------------------------------- the credits

describe('VAS-CAMPAIGN-XP-KILL: the firer of a Torpedo Spread, a flight\'s carrier and the gunfire\'s attacker are credited', () => {
  it('VAS-CAMPAIGN-XP-KILL: a ship\'s Torpedo Spread that cripples an enemy in the End Phase credits its firer with the crippling, worth half the kill\'s XP Dice', () => {
    // one hit (4+ on the beam), three Damage Dice of 5 against Armour 4: 9 Damage left falls to 6, the threshold
    const rec = fight(shipBattle({ damage: 9 }), { fire: TORPEDO_SPREAD, dice: { attack: [5, 2, 2, 2], damage: [5, 5, 5] } });
    expect(eventsOf(rec, ['torpedo-strikes', 'ship-crippled'])).toEqual(['torpedo-strikes(target)', 'ship-crippled(target)']);
    const got = credits(rec);
    expect(got).toEqual([{ attacker: 'tb', target: 'target', kind: 'crippled' }]);
    // "Crippling an enemy ship: half XP Dice for destroying it" (2 for a ship of the same Priority Level)
    expect(creditXp(got, SKIRMISH)).toEqual({ tb: Math.floor(killXp('Skirmish', 'Skirmish') / 2) });
    expect(creditXp(got, SKIRMISH)).toEqual({ tb: 1 });
  });

  it('VAS-CAMPAIGN-XP-KILL: a ship\'s Torpedo Spread that destroys an enemy credits its firer with the killing blow', () => {
    const rec = fight(shipBattle({ damage: 3 }), { fire: TORPEDO_SPREAD, dice: { attack: [5, 2, 2, 2], damage: [5, 5, 5] } });
    expect(eventsOf(rec, ['ship-destroyed'])).toEqual(['ship-destroyed(target)']);
    const got = credits(rec);
    expect(got).toEqual([{ attacker: 'tb', target: 'target', kind: 'destroyed' }]);
    expect(creditXp(got, SKIRMISH)).toEqual({ tb: killXp('Skirmish', 'Skirmish') });
  });

  it('VAS-CAMPAIGN-XP-KILL: a torpedo critical hit that reduces an enemy to a Skeleton Crew credits the spread\'s firer', () => {
    // a 6 among the Damage Dice, confirmed (4+), on the Crew table (2+2) as a Hull Breach (5): 2 Damage and 5 Crew more
    const rec = fight(shipBattle({ crew: 10 }), {
      fire: TORPEDO_SPREAD,
      dice: { 'attack': [5, 2, 2, 2], 'damage': [6, 5, 5], 'critical-confirm': [4], 'critical-location': [2, 2], 'critical-effect': [5] },
    });
    expect(eventsOf(rec, ['critical-hit', 'skeleton-crew', 'ship-crippled'])).toEqual(['critical-hit(target)', 'skeleton-crew(target)']);
    const got = credits(rec);
    expect(got).toEqual([{ attacker: 'tb', target: 'target', kind: 'skeleton' }]);
    expect(creditXp(got, SKIRMISH)).toEqual({ tb: 1 });
  });

  it('VAS-CAMPAIGN-XP-KILL: an air-launched torpedo that cripples an enemy is credited to the flight\'s carrier', () => {
    // the Swordfish flies to within 4" of the target, declares its torpedo, drops it when rn nominates its aircraft
    const rec = fight(airBattle({ damage: 10 }), { fly: { sword: { x: 47, y: 26 } }, torpedoes: [{ flight: 'sword', target: 'target' }], dice: { attack: [6], damage: [5, 5, 5, 5] } });
    expect(eventsOf(rec, ['torpedo-spread', 'torpedo-strikes', 'ship-crippled'])).toEqual(['torpedo-spread(target)', 'torpedo-strikes(target)', 'ship-crippled(target)']);
    expect(credits(rec)).toEqual([{ attacker: 'carrier', target: 'target', kind: 'crippled' }]);
  });

  it('VAS-CAMPAIGN-XP-KILL: bombs that destroy an enemy are credited to the flight\'s carrier', () => {
    const rec = fight(airBattle({ damage: 4 }), { fly: { sword: { x: 48.5, y: 22.5 } }, bombs: [{ flight: 'sword', target: 'target' }], dice: { attack: [6], damage: [5, 5, 5, 5] } });
    expect(eventsOf(rec, ['bombs-dropped', 'ship-destroyed'])).toEqual(['bombs-dropped(target)', 'ship-destroyed(target)']);
    expect(credits(rec)).toEqual([{ attacker: 'carrier', target: 'target', kind: 'destroyed' }]);
  });

  it('VAS-CAMPAIGN-XP-KILL: gunfire that cripples an enemy is credited to the attacker, under the old rules too', () => {
    const rec = fight(shipBattle({ damage: 8 }), { fire: { tb: [{ weapon: GUN, target: 'target' }] }, dice: { attack: [6, 6], damage: [5, 5, 5, 5] } });
    expect(eventsOf(rec, ['ship-crippled'])).toEqual(['ship-crippled(target)']);
    expect(credits(rec)).toEqual([{ attacker: 'tb', target: 'target', kind: 'crippled' }]);
    expect(credits(rec, 3)).toEqual([{ attacker: 'tb', target: 'target', kind: 'crippled' }]);
  });

  it('VAS-CAMPAIGN-XP-KILL: under campaign rules 3 (campaigns begun before) torpedoes and aircraft earned no credit, and still earn none there', () => {
    const spread = fight(shipBattle({ damage: 9 }), { fire: TORPEDO_SPREAD, dice: { attack: [5, 2, 2, 2], damage: [5, 5, 5] } });
    const bombs = fight(airBattle({ damage: 4 }), { fly: { sword: { x: 48.5, y: 22.5 } }, bombs: [{ flight: 'sword', target: 'target' }], dice: { attack: [6], damage: [5, 5, 5, 5] } });
    expect([credits(spread, 3), credits(bombs, 3)]).toEqual([[], []]);
    expect([credits(spread, 4).length, credits(bombs, 4).length]).toEqual([1, 1]);
  });

  it('VAS-CAMPAIGN-XP-KILL: losses outside any attack credit nobody: a fire started by a torpedo critical burns the ship to a Skeleton Crew in the End Phase', () => {
    // a Fire on the Crew table (effect 1): 2 Crew and one fire; the fire is not put out (1 + Command 4 < 7) and costs 2 Crew more
    const rec = fight(shipBattle({ crew: 10 }), {
      fire: TORPEDO_SPREAD,
      dice: { 'attack': [5, 2, 2, 2], 'damage': [6, 2, 2], 'critical-confirm': [4], 'critical-location': [2, 2], 'critical-effect': [1], 'fire': [1] },
    });
    expect(eventsOf(rec, ['critical-hit', 'fires-fought', 'skeleton-crew'])).toEqual(['critical-hit(target)', 'fires-fought(target)', 'skeleton-crew(target)']);
    expect(credits(rec)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the campaign file and its rules

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
/** The reviewer's campaign (`salvo campaign`, version 3): in battle t1-1 HMS Orion's and HMS Nubian's spreads cripple Caio Duilio and Pola. */
const V3 = 'v3-torpedo-cripple';

function loaded(): CampaignFile {
  const r = checkCampaignFile(fixture(V3));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function xpTexts(setup: CampaignSetup, f: CampaignFile): string[] {
  const r = replayCampaign(setup, f.actions);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.events.filter((e) => e.type === 'xp').map((e) => e.text);
}

describe('VAS-CAMPAIGN-REPLAY: a campaign keeps the XP credits it was played with', () => {
  it('VAS-CAMPAIGN-REPLAY: a version 3 file loads, replays identically and is handed on as version 4 under campaign rules 3', () => {
    const raw = fixture(V3);
    expect(raw.version).toBe(3);
    const f = loaded();
    expect([f.version, CAMPAIGN_VERSION, CURRENT_CAMPAIGN_RULES]).toEqual([4, 4, 4]);
    expect(f.setup.options?.rulesVersion).toBe(3);
    expect(f.state.options.rulesVersion).toBe(3);
    // its ledger is the stored one, byte for byte
    expect(JSON.stringify(f.state)).toBe(JSON.stringify(raw.state));
    // the handed-on file loads as it is
    expect(checkCampaignFile(JSON.parse(JSON.stringify(f))).ok).toBe(true);
    // the XP as it was awarded when the battle was fought: 2 each for Orion and Nubian, the winning side's
    expect(xpTexts(f.setup, f)).toEqual([
      'HMS Warspite earns 5 XP Dice (5 in all).', 'HMS Gloucester earns 3 XP Dice (3 in all).', 'HMS Orion earns 2 XP Dice (2 in all).',
      'HMS Ajax earns 2 XP Dice (2 in all).', 'HMS Nubian earns 2 XP Dice (2 in all).', 'HMS Mohawk earns 2 XP Dice (2 in all).',
    ]);
    // the same file stamped version 4 (no rules named: the current ones) is not what its actions make
    expect(checkCampaignFile({ ...raw, version: 4 })).toMatchObject({ ok: false, error: { path: 'state' } });
  });

  it('VAS-CAMPAIGN-XP-KILL: the reviewer\'s battle credits Orion\'s and Nubian\'s torpedo cripples under campaign rules 4, and the campaign awards half the kill\'s XP Dice', () => {
    const f = loaded();
    const battle = f.actions.find((a) => a.type === 'battle');
    if (battle?.type !== 'battle') throw new Error('no battle');
    const now = battleOutcome(battle.record, VAS_RULES_VERSION, 4);
    const then = battleOutcome(battle.record, VAS_RULES_VERSION, 3);
    if (!now.ok || !then.ok) throw new Error('the battle does not replay');
    const torpedoes = [{ attacker: 'hms-orion', target: 'caio-duilio', kind: 'crippled' }, { attacker: 'hms-nubian', target: 'pola', kind: 'crippled' }];
    expect(now.value.credits).toEqual(expect.arrayContaining(torpedoes));
    expect(now.value.credits.filter((c) => !then.value.credits.some((o) => JSON.stringify(o) === JSON.stringify(c)))).toEqual(torpedoes);
    expect(then.value.credits).toEqual(expect.not.arrayContaining([expect.objectContaining({ attacker: 'hms-orion' })]));
    // the same campaign under campaign rules 4: Orion (Skirmish) crippling Caio Duilio (Battle) earns half of 4,
    // Nubian (Patrol) crippling Pola (Skirmish) half of 3, each with the winning side's 2
    const level = (id: string) => Object.values(f.state.players).flatMap((p) => p.ships).find((x) => x.id === id)?.roster.priority;
    expect(['hms-orion', 'caio-duilio', 'hms-nubian', 'pola'].map(level)).toEqual(['Skirmish', 'Battle', 'Patrol', 'Skirmish']);
    expect([Math.floor(killXp('Skirmish', 'Battle') / 2), Math.floor(killXp('Patrol', 'Skirmish') / 2)]).toEqual([2, 1]);
    expect(xpTexts({ ...f.setup, options: { ...f.setup.options, rulesVersion: 4 } }, f)).toEqual([
      'HMS Warspite earns 5 XP Dice (5 in all).', 'HMS Gloucester earns 3 XP Dice (3 in all).', 'HMS Orion earns 4 XP Dice (4 in all).',
      'HMS Ajax earns 2 XP Dice (2 in all).', 'HMS Nubian earns 3 XP Dice (3 in all).', 'HMS Mohawk earns 2 XP Dice (2 in all).',
    ]);
  });

  it('VAS-CAMPAIGN-REPLAY: a new campaign plays campaign rules 4 and is written as version 4; rules 2 and 3 may still be chosen', () => {
    const s = newCampaign(SETUP);
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.options.rulesVersion).toBe(4);
    expect(campaignFile(SETUP, [], s.value).version).toBe(4);
    for (const v of [2, 3] as const) expect(newCampaign({ ...SETUP, options: { rulesVersion: v } })).toMatchObject({ ok: true, value: { options: { rulesVersion: v } } });
  });
});
