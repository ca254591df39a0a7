/**
 * Scenario objectives (objective.ts, exit-move.ts): a bot leaves the table where its scenario rewards
 * leaving, and only there; and the other side aims at what such an escape would win.
 */
import { describe, expect, it } from 'vitest';
import { findShipClass } from '@salvo/data';
import { scenarioPoints, vas, type ScenarioRule, type VasScenarioSetup, type VasSetup, type VasState } from '@salvo/vas';
import { heuristicAction } from '../src/vas/heuristic';
import { EASY, NORMAL } from '../src/vas/params';
import { rankMoves } from '../src/vas/move';
import { rankAttacks } from '../src/vas/attack';
import { edgeGap, exitObjective, objectiveAttackValue, objectiveStake } from '../src/vas/objective';
import { seedRng } from '@salvo/kernel';
import { loadScenario, scenarioToSetup } from '../../scenarios/src/index';
import { playVasMatch, vasBot } from '../src/index';
import { evaluate } from '../src/vas/search';
import { sideOfFleet } from '../src/vas/view';
import { BRITISH, GERMAN, fourShipBattle, nominatedToMove, play, shipSetup, start, toAttackPhase, twoFleets } from '../../vas/test/fixtures';

const withScenario = (setup: VasSetup, scenario: Partial<VasScenarioSetup>, scenarioRules: readonly ScenarioRule[] = []): VasSetup =>
  ({ ...setup, scenarioRules, scenario: { id: 'test', name: 'Test', level: 'Raid', victory: 'points', ...scenario } });

/** The German cruiser 4" from the south edge, heading for it, nominated to move (1" ahead keeps her on the table). */
function runnerNearSouth(setup: VasSetup): VasState {
  const s = start(setup);
  s.ships.hipper!.position = { x: 40, y: 4 };
  s.ships.hipper!.heading = 180;
  return nominatedToMove(s, 'hipper');
}

const RUNNER = { rules: ['VAS-VP-EXIT'], scoring: { [GERMAN]: { scoresDamage: false, exitEdges: ['south' as const] } } };

describe('Victory at Sea bots: scenario objectives', () => {
  it('VAS-VP-EXIT: a fleet that scores only by leaving takes its ship off by its exit edge; without the rule it stays on the table', () => {
    for (const p of [NORMAL, EASY]) {
      const s = runnerNearSouth(withScenario(twoFleets(), RUNNER));
      const action = heuristicAction(s, p);
      expect(action?.type).toBe('move');
      const after = play(s, [action!]).state;
      expect(after.naval.exits.hipper).toMatchObject({ edge: 'south', forbidden: false });
      const plain = runnerNearSouth(withScenario(twoFleets(), {}));
      const stays = play(plain, [heuristicAction(plain, p)!]).state;
      expect(stays.ships.hipper!.withdrawn).toBe(false);
    }
  });

  it('VAS-VP-EXIT: far from the exit edge the runner turns towards it rather than towards the enemy', () => {
    const s0 = start(withScenario(twoFleets(), RUNNER));
    s0.ships.hipper!.position = { x: 40, y: 30 };
    s0.ships.hipper!.heading = 270; // towards Warspite, away from nothing
    const s = nominatedToMove(s0, 'hipper');
    const best = rankMoves(s, NORMAL)[0]!;
    expect(best.formula).toMatch(/^exit/);
    const after = play(s, [best.action]).state;
    expect(edgeGap(after, after.ships.hipper!.position, ['south'])).toBeLessThan(30 - 2);
    // the same ship without the objective closes on Warspite instead
    const plain = nominatedToMove(Object.assign(start(withScenario(twoFleets(), {})), {}), 'hipper');
    expect(rankMoves(plain, NORMAL)[0]!.formula).not.toMatch(/^exit/);
  });

  it('VAS-VP-EXIT: a fleet that also scores Damage leaves by its exit edge only once the ship is losing', () => {
    const s = start(withScenario(twoFleets(), { rules: ['VAS-VP-EXIT'], scoring: { [GERMAN]: { exitEdges: ['south'] } } }));
    expect(exitObjective(s, s.ships.hipper!, false)).toBeUndefined();
    expect(exitObjective(s, s.ships.hipper!, true)?.edges).toEqual(['south']);
  });

  it('VAS-SCN-EXIT-DECIDES: a ship whose exit wins heads out while it counts; with `intact`, not once it has lost Speed; a draw only when losing', () => {
    const win: ScenarioRule[] = [{ rule: 'exit-decides', ships: ['hipper'], edge: 'east', count: 'any', intact: true, outcome: 'victory', ends: true }];
    const s = start(withScenario(twoFleets(), {}, win));
    expect(exitObjective(s, s.ships.hipper!, false)?.edges).toEqual(['east']);
    expect(exitObjective(s, { ...s.ships.hipper!, crippled: true }, false)).toBeUndefined();
    const draw: ScenarioRule[] = [{ rule: 'exit-decides', ships: ['hipper'], edge: null, count: 'any', intact: false, outcome: 'draw', ends: true }];
    const d = start(withScenario(twoFleets(), {}, draw));
    expect(exitObjective(d, d.ships.hipper!, false)).toBeUndefined();
    expect(exitObjective(d, d.ships.hipper!, true)?.edges).toHaveLength(4);
    // the other side's stake in stopping her: crippling her is enough while she must leave intact
    expect(objectiveStake(s, s.ships.hipper!)).toBeGreaterThan(0);
    expect(objectiveAttackValue(s, s.ships.hipper!, 0.5, 0.1)).toBeGreaterThan(objectiveAttackValue(start(withScenario(twoFleets(), {}, [{ ...win[0]!, intact: false } as ScenarioRule])), s.ships.hipper!, 0.5, 0.1));
    expect(objectiveStake(s, s.ships.warspite!)).toBe(0);
  });

  it('VAS-SCN-CRIPPLED-DECIDES: Crippling a ship whose Crippling decides the battle is worth more than its Damage, until she is Crippled', () => {
    const rules: ScenarioRule[] = [{ rule: 'crippled-decides', ships: ['hipper'], fleet: BRITISH, outcome: 'partial-victory' }];
    const s = start(withScenario(twoFleets(), {}, rules));
    const plain = start(withScenario(twoFleets(), {}));
    expect(objectiveStake(s, s.ships.hipper!)).toBeGreaterThan(0);
    expect(objectiveStake(plain, plain.ships.hipper!)).toBe(0);
    expect(objectiveAttackValue(s, s.ships.hipper!, 0.6, 0)).toBeGreaterThan(0);
    expect(objectiveStake(s, { ...s.ships.hipper!, crippled: true })).toBe(0);
  });

  it('VAS-SCN-EXIT-ENDS: the ship whose exit ends the battle leaves only while her side has caused more Damage than it has taken', () => {
    const rules: ScenarioRule[] = [{ rule: 'exit-ends-game', ship: 'hipper', edge: 'west' }];
    const s = start(withScenario(twoFleets(), {}, rules));
    expect(exitObjective(s, s.ships.hipper!, false)).toBeUndefined(); // 0 to 0: leaving would be a draw
    s.ships.warspite!.damage -= 5;
    expect(exitObjective(s, s.ships.hipper!, false)?.edges).toEqual(['west']);
    s.ships.hipper!.damage -= 6;
    expect(exitObjective(s, s.ships.hipper!, false)).toBeUndefined();
  });

  it('VAS-VP-CIVILIAN: a convoy ship makes for its exit edge, and sinking it is worth more to the raider when the scenario pays for it', () => {
    const tramp = findShipClass('Tramp Freighter');
    if (!tramp) throw new Error('fixture: no Tramp Freighter');
    const base = twoFleets();
    // the freighter and the cruiser side by side, both 10" from Warspite on her beam
    const convoy: VasSetup = {
      ...base,
      fleets: [base.fleets[0]!, { ...base.fleets[1]!, ships: [shipSetup('hipper', 'Admiral Hipper', findShipClass('Admiral Hipper') ?? tramp, 22, 26, 90), shipSetup('tramp', 'SS Tramp', tramp, 22, 22, 90, { civilian: true })] }],
    };
    const paid = withScenario(convoy, { rules: ['VAS-VP-CIVILIAN'], scoring: { [GERMAN]: { civilianExitBonus: 5, civilianExitEdges: ['east'] }, [BRITISH]: { civilianDestroyedBonus: 5 } } });
    const s = start(paid);
    expect(exitObjective(s, s.ships.tramp!, false)?.edges).toEqual(['east']);
    expect(exitObjective(s, s.ships.hipper!, false)).toBeUndefined();
    expect(objectiveStake(s, s.ships.tramp!)).toBeGreaterThan(objectiveStake(start(withScenario(convoy, {})), s.ships.tramp!));
    // each target's best one-target set, scored with and without the bonus for civilians sunk
    const scores = (setup: VasSetup): Record<string, number> => {
      const a = toAttackPhase(start(setup), BRITISH);
      a.ships.tramp!.damage = 6; // a battered freighter Warspite can sink this turn
      const out: Record<string, number> = {};
      for (const r of rankAttacks(a, NORMAL)) {
        const t = r.action.type === 'attack' ? r.action.fire[0]?.target : undefined;
        if (t && out[t] === undefined) out[t] = r.score;
      }
      return out;
    };
    const withBonus = scores(paid);
    const without = scores(withScenario(convoy, {}));
    expect(withBonus.tramp).toBeGreaterThan((without.tramp ?? 0) + 5);
    expect(withBonus.hipper).toBeCloseTo(without.hipper ?? NaN, 9);
  });

  it('VAS-SCN-CONVOY-ENTRY: raiders waiting off the table come on at once, in the engine\'s line ahead of the convoy', () => {
    const s = scenarioGame('convoy-duty', 'convoy');
    let state = s;
    const rng = seedRng('entry');
    for (let i = 0; i < 400 && !(vas.pending(state).kind === 'decision' && (vas.pending(state) as { decision?: string }).decision === 'enter'); i++) {
      const pend = vas.pending(state);
      state = pend.kind === 'chance' ? vas.rollChance(state).state : unwrap(vas.apply(state, heuristicAction(state, NORMAL) ?? vas.sampleAction(state, rng)));
    }
    const action = heuristicAction(state, NORMAL);
    expect(action).toEqual(vas.legalActions(state)[0]);
    expect(action?.type === 'enter' && action.ships.length > 0).toBe(true);
  });

  it('VAS-VP-EXIT: the search counts a ship gone by its objective edge as kept and scored, one gone by any other edge as lost', () => {
    const side = (st: VasState): string => sideOfFleet(st, GERMAN);
    // the runner's fleet scores only by leaving south, in a battle won on Victory Points; a destroyer stays, so it goes on
    const s = runnerNearSouth(withScenario(fourShipBattle(), RUNNER));
    const gone = play(s, [heuristicAction(s, NORMAL)!]).state;
    expect(gone.ships.hipper!.withdrawn).toBe(true);
    expect(gone.phase).not.toBe('over');
    expect(gone.naval.exits.hipper).toMatchObject({ edge: 'south', forbidden: false });
    // kept (her share stays) and scored (her full value, in ships of the scenario's level)
    const points = scenarioPoints(gone).find((p) => p.side === side(gone))!.points;
    expect(points).toBeGreaterThan(0);
    expect(evaluate(gone, side(gone))).toBeCloseTo(evaluate(s, side(s)) + points / 16, 9);
    // the same exit without the objective is a Tactical Withdrawal: her share is lost and the enemy scores
    const plain = runnerNearSouth(withScenario(fourShipBattle(), { rules: [], scoring: {} }));
    const withdrawn = play(plain, [{ ...heuristicAction(s, NORMAL)! }]).state;
    expect(withdrawn.naval.exits.hipper).toMatchObject({ edge: 'south' });
    expect(evaluate(withdrawn, side(withdrawn))).toBeLessThan(evaluate(plain, side(plain)) - 1);
  });

  it('VAS-VP-EXIT: in Blockade the runner\'s ships leave by the blockader\'s edge, which scores them, and by no other', () => {
    const start0 = scenarioGame('blockade', 'blockade');
    const bots = Object.fromEntries(start0.fleetOrder.map((f) => [f, vasBot('normal', `blockade:${f}`)]));
    const m = playVasMatch(start0, bots);
    const runner = start0.fleetOrder.find((f) => start0.scenario?.scoring[f]?.scoresDamage === false)!;
    const exits = Object.entries(m.state.naval.exits).filter(([id]) => m.state.ships[id]?.fleet === runner).map(([, e]) => e.edge);
    expect(exits.length).toBeGreaterThan(0);
    expect(new Set(exits)).toEqual(new Set(['south']));
  });
});

function unwrap(r: ReturnType<typeof vas.apply>): VasState {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** A built-in scenario with its example fleets, player 1 attacking (as the ladder sets it up). */
function scenarioGame(id: string, seed: string): VasState {
  const loaded = loadScenario(id);
  if (!loaded.ok) throw new Error(id);
  const planned = scenarioToSetup(loaded.value, { seed, attacker: 0 });
  if (!planned.ok) throw new Error(id);
  const game = vas.createGame(planned.value.setup);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}
