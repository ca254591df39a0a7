/**
 * WAS-SALVO-TACTICAL: with the option on, a surface battle waits for the players' choice; a tactical result
 * replaces its rounds (ships sunk, damaged or withdrawn, the area held or not) and the game goes on.
 */
import { describe, expect, it } from 'vitest';
import { attackOf } from '../src/ships';
import { describeEvent } from '../src/describe';
import type { TacticalShipResult, WasAction, WasEvent, WasState } from '../src/types';
import { nextU32, seedRng, type RngState } from '@salvo/kernel';
import { defenseOf } from '../src/ships';
import { stateProblem } from '../src/state-check';
import { tacticalShips } from '../src/tactical';
import { act, E, emptyBoard, newGame, put, refused, sea, ship, toCombat } from './helpers';

const ALLIES = ['gb-hood', 'gb-prince-of-wales'];
const AXIS = ['de-bismarck', 'de-prinz-eugen'];

function battle(options = { tacticalBattles: true }): WasState {
  const s = emptyBoard(newGame(options), 5);
  put(s, ALLIES, sea('north-atlantic'));
  put(s, AXIS, sea('north-atlantic'));
  return toCombat(s, null, null);
}

const result = (ships: TacticalShipResult[], holds: 'allies' | 'axis' | null) => ({ type: 'tactical-result' as const, ships, holds });
const DENMARK_STRAIT: TacticalShipResult[] = [
  { ship: 'gb-hood', damage: 0, fate: 'sunk' },
  { ship: 'gb-prince-of-wales', damage: 2, fate: 'withdrew' },
  { ship: 'de-bismarck', damage: 3, fate: 'afloat' },
  { ship: 'de-prinz-eugen', damage: 0, fate: 'afloat' },
];

describe('a surface battle fought on the tactical table (WAS-SALVO-TACTICAL)', () => {
  it('WAS-SALVO-TACTICAL: with the option on the battle waits for the Allied player; off, the first round starts (WAS-11.1)', () => {
    const s = battle();
    expect(s.step).toEqual({ kind: 'tactical-battle', area: 'north-atlantic' });
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'allies', decision: 'tactical-battle' });
    expect(E.actorOf(s, { type: 'fight-by-dice' })).toBe('allies');
    expect(E.actorOf(s, result(DENMARK_STRAIT, 'axis'))).toBe('allies');
    expect(E.actorOf(s, { type: 'fire', groups: [] })).toBeNull();
    expect(E.legalActions(s)).toEqual([{ type: 'fight-by-dice' }]);
    const off = battle({ tacticalBattles: false });
    expect(off.step).toMatchObject({ kind: 'surface-fire', side: 'allies' });
    expect(refused(off, { type: 'fight-by-dice' })).toBe('ERR_WRONG_ACTION');
  });

  it('WAS-SALVO-TACTICAL: fight-by-dice starts round 1 exactly as without the option (WAS-11.3)', () => {
    const dice = act(battle(), { type: 'fight-by-dice' });
    const plain = battle({ tacticalBattles: false });
    expect(dice.step).toEqual(plain.step);
    expect(dice.combat).toEqual(plain.combat);
  });

  it('WAS-SALVO-TACTICAL-ONLINE: fight-on-table keeps the step, marked on the table; only the result ends it, the dice are refused', () => {
    const log: WasEvent[] = [];
    const s = act(battle(), { type: 'fight-on-table' }, log);
    expect(s.step).toEqual({ kind: 'tactical-battle', area: 'north-atlantic', onTable: true });
    expect(log).toEqual([{ type: 'to-table', area: 'north-atlantic' }]);
    expect(describeEvent(s, log[0] as WasEvent, battle())).toMatch(/North Atlantic goes to the Victory at Sea table/);
    expect(E.pending(s)).toMatchObject({ kind: 'decision', player: 'allies', prompt: expect.stringMatching(/being fought on the Victory at Sea table/) });
    expect(E.legalActions(s)).toEqual([]);
    expect(refused(s, { type: 'fight-by-dice' })).toBe('ERR_ON_TABLE');
    expect(refused(s, { type: 'fight-on-table' })).toBe('ERR_ON_TABLE');
    expect(stateProblem(JSON.parse(JSON.stringify(s)))).toBeNull();
    expect(stateProblem(JSON.parse(JSON.stringify({ ...s, step: { ...s.step, onTable: false } })))).not.toBeNull();
    const done = act(s, result(DENMARK_STRAIT, 'axis'));
    expect(ship(done, 'gb-hood').status).toBe('sunk');
    expect(done.step.kind).not.toBe('tactical-battle');
    expect(refused(battle({ tacticalBattles: false }), { type: 'fight-on-table' })).toBe('ERR_WRONG_ACTION');
  });

  it('WAS-SALVO-TACTICAL WAS-7.4 WAS-12.4: a result sinks, damages and withdraws ships, and the holder controls the area', () => {
    const log: WasEvent[] = [];
    const s = act(battle(), result(DENMARK_STRAIT, 'axis'), log);
    expect(ship(s, 'gb-hood').status).toBe('sunk');
    expect(ship(s, 'gb-prince-of-wales')).toMatchObject({ status: 'active', damage: 2, location: { kind: 'returning', area: 'north-atlantic' } });
    expect(ship(s, 'de-bismarck')).toMatchObject({ damage: 3, location: { kind: 'sea', area: 'north-atlantic' } });
    expect(s.combat['north-atlantic']?.disengaged).toEqual({ allies: true, axis: false });
    const control = log.find((e) => e.type === 'control' && e.area === 'north-atlantic');
    expect(control).toEqual({ type: 'control', area: 'north-atlantic', side: 'axis' });
    const said = log.map((e) => describeEvent(s, e)).find((t) => t?.includes('tactical table'));
    expect(said).toBe('The battle in the North Atlantic, fought on the tactical table: Hood sunk; Prince of Wales 2 damage, withdrew to port; Bismarck 3 damage, afloat; Prinz Eugen 0 damage, afloat; the Axis hold the area');
  });

  it('WAS-SALVO-TACTICAL WAS-12.9: a battle neither side holds leaves the area to nobody, survivors on both sides return', () => {
    const log: WasEvent[] = [];
    const ships = DENMARK_STRAIT.map((r) => (r.ship === 'gb-prince-of-wales' ? { ...r, fate: 'afloat' as const } : r));
    const s = act(battle(), result(ships, null), log);
    expect(log).toContainEqual({ type: 'control', area: 'north-atlantic', side: null });
    for (const id of ['gb-prince-of-wales', 'de-bismarck']) expect(ship(s, id).location).toEqual({ kind: 'returning', area: 'north-atlantic' });
  });

  it('WAS-SALVO-TACTICAL WAS-7.6: damage equal to the Defense factor leaves the ship afloat with an Attack of 1', () => {
    const ships = DENMARK_STRAIT.map((r) => (r.ship === 'de-prinz-eugen' ? { ...r, damage: 2 } : r));
    const s = act(battle(), result(ships, 'axis'));
    expect(ship(s, 'de-prinz-eugen').status).toBe('active');
    expect(attackOf(s, ship(s, 'de-prinz-eugen'))).toBe(1);
  });

  it('WAS-SALVO-TACTICAL: a result that misses a ship, lists a stranger, repairs, over-sinks or names a holder with nobody afloat is refused with the reason', () => {
    const s = battle();
    const why = (ships: TacticalShipResult[], holds: 'allies' | 'axis' | null): string => {
      const r = E.apply(s, result(ships, holds));
      expect(r.ok).toBe(false);
      return r.ok ? '' : `${r.error.code} ${r.error.message}`;
    };
    expect(why(DENMARK_STRAIT.slice(1), 'axis')).toBe('ERR_TACTICAL_RESULT The result must say how each ship ended; missing: Hood. (WAS-SALVO-TACTICAL)');
    expect(why([...DENMARK_STRAIT, { ship: 'gb-nelson', damage: 0, fate: 'afloat' }], 'axis')).toMatch(/^ERR_TACTICAL_RESULT Nelson did not fight in this battle/);
    expect(why([...DENMARK_STRAIT, { ship: 'de-bismarck', damage: 3, fate: 'afloat' }], 'axis')).toMatch(/Bismarck is listed twice/);
    expect(why(DENMARK_STRAIT.map((r) => (r.ship === 'de-bismarck' ? { ...r, damage: 10 } : r)), 'axis')).toMatch(/more than her Defense of 9/);
    expect(why(DENMARK_STRAIT, 'allies')).toMatch(/The Allies cannot hold the North Atlantic with no ship of theirs afloat there/);
    expect(why(DENMARK_STRAIT.map((r) => (r.ship === 'de-bismarck' ? { ...r, fate: 'lost' as never } : r)), 'axis')).toMatch(/^ERR_TACTICAL_RESULT Bismarck's fate must be afloat, sunk or withdrew/);
    const damaged = structuredClone(s);
    ship(damaged, 'de-bismarck').damage = 4;
    const r = E.apply(damaged, result(DENMARK_STRAIT, 'axis'));
    expect(r.ok ? '' : r.error.message).toMatch(/Bismarck had 4 damage point\(s\) before the battle; a battle repairs none/);
    expect(refused(s, { type: 'tactical-result', ships: 'all' as never, holds: null })).toBe('ERR_BAD_ACTION');
  });

  it('WAS-SALVO-TACTICAL: a record with tactical results replays to the same state, and a saved state with the step parses', () => {
    const s = act(battle(), result(DENMARK_STRAIT, 'axis'));
    const again = act(battle(), result(DENMARK_STRAIT, 'axis'));
    expect(JSON.stringify(again)).toBe(JSON.stringify(s));
    const parsed = E.parse(JSON.stringify(battle()));
    expect(parsed.ok).toBe(true);
  });

  it('WAS-SALVO-TACTICAL: whole wars with random results at every battle end, every state valid and parsing back', () => {
    const games = Number(process.env.SALVO_WAS_PLAYOUTS ?? 40) >= 40 ? 12 : 4;
    let battles = 0;
    for (let g = 0; g < games; g++) {
      const rng = seedRng(`tactical-playout:${g}`);
      let s = newGame({ tacticalBattles: true }, g + 1);
      for (let n = 0; E.pending(s).kind !== 'over'; n++) {
        expect(n).toBeLessThan(E.descriptor.maxActions);
        if (E.pending(s).kind === 'chance') s = E.rollChance(s).state;
        else {
          const a = s.step.kind === 'tactical-battle' && next(rng) < 0.7 ? randomResult(s, rng) : E.sampleAction(s, rng);
          if (a.type === 'tactical-result') battles++;
          const r = E.apply(s, a);
          if (!r.ok) throw new Error(`refused ${a.type}: ${r.error.message}`);
          s = r.value.state;
        }
        expect(stateProblem(JSON.parse(JSON.stringify(s)))).toBeNull();
        for (const x of s.ships) if (x.status === 'active') expect(x.damage).toBeLessThanOrEqual(defenseOf(s, x));
      }
    }
    expect(battles).toBeGreaterThan(games);
  });
});

const next = (rng: RngState): number => nextU32(rng) / 2 ** 32;

/** A result the rules accept, chosen at random: each ship sunk, withdrawn or afloat with some more damage; a holder with a ship afloat. */
function randomResult(s: WasState, rng: RngState): WasAction {
  if (s.step.kind !== 'tactical-battle') throw new Error('not at a battle');
  const ships: TacticalShipResult[] = tacticalShips(s, s.step.area).map((x) => {
    const u = next(rng);
    const most = defenseOf(s, x);
    const fate = u < 0.25 ? 'sunk' : u < 0.45 ? 'withdrew' : 'afloat';
    return { ship: x.id, damage: Math.min(most, x.damage + Math.floor(next(rng) * (most + 1))), fate };
  });
  const sides = (['allies', 'axis'] as const).filter((side) => ships.some((r) => r.fate === 'afloat' && ship(s, r.ship).side === side));
  return { type: 'tactical-result', ships, holds: sides[Math.floor(next(rng) * (sides.length + 1))] ?? null };
}
