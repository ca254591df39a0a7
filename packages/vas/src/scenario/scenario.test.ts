import { describe, expect, it } from 'vitest';
import { vas } from '../game';
import { BRITISH, GERMAN, TEST_DESTROYER, nominatedToMove, play, shipSetup, start, twoFleets } from '../../test/fixtures';
import type { VasScenarioSetup, VasSetup, VasState } from '../types';
import { exitKind, shipValue, scenarioPoints } from './points';
import { endByPoints } from './end';
import { heldInFreeTurn } from './first-turn';
import { checkBattleOver, finishAtMaxTurns } from '../victory/victory';
import { findShipClass } from '@salvo/data';

const withScenario = (setup: VasSetup, scenario: Partial<VasScenarioSetup>): VasSetup =>
  ({ ...setup, scenario: { id: 'test', name: 'Test', level: 'Raid', victory: 'points', ...scenario } });

/** Warspite (Battle) against a test cruiser (Raid) and, for civilian tests, a Tramp Freighter of the Germans. */
function convoySetup(): VasSetup {
  const base = twoFleets();
  const tramp = findShipClass('Tramp Freighter');
  if (!tramp) throw new Error('fixture: no Tramp Freighter');
  return {
    ...base,
    fleets: [base.fleets[0]!, { ...base.fleets[1]!, ships: [...base.fleets[1]!.ships, shipSetup('tramp', 'SS Tramp', tramp, 66, 40, 90, { civilian: true })] }],
  };
}

const pointsBySide = (s: VasState): Record<string, number> => Object.fromEntries(scenarioPoints(s).map((p) => [p.side, p.points]));

describe('scenario Victory Points', () => {
  it('VAS-VP-TABLE: a ship is worth 16 at the scenario level, 25 and 50 above, 8, 4, 2, 1 below; beyond the table the end values', () => {
    expect(shipValue('Raid', 'Raid')).toBe(16);
    expect(shipValue('Battle', 'Raid')).toBe(25);
    expect(shipValue('War', 'Raid')).toBe(50);
    expect(shipValue('Skirmish', 'Raid')).toBe(8);
    expect(shipValue('Patrol', 'Raid')).toBe(4);
    expect(shipValue('Patrol', 'Battle')).toBe(2);
    expect(shipValue('Patrol', 'War')).toBe(1);
    expect(shipValue('War', 'Patrol')).toBe(50);
  });

  it('VAS-VP-TABLE: destroyed gives the full value, Crippled or Skeleton Crew half rounded up, once per ship; withdrawn a quarter', () => {
    const s = start(withScenario(twoFleets(), { level: 'Raid' }));
    s.ships.hipper!.crippled = true;
    s.ships.hipper!.skeleton = true; // both: still one award of half
    expect(pointsBySide(s)).toEqual({ [BRITISH]: 8, [GERMAN]: 0 });
    s.ships.warspite!.withdrawn = true; // Battle in a Raid scenario: 25, a quarter rounded up
    expect(pointsBySide(s)[GERMAN]).toBe(7);
    s.ships.hipper!.destroyed = true;
    expect(pointsBySide(s)[BRITISH]).toBe(16);
    const skirmish = start(withScenario(twoFleets(), { level: 'Battle' }));
    skirmish.ships.warspite!.skeleton = true; // 16 / 2
    skirmish.ships.hipper!.crippled = true; // Raid in Battle: 8 / 2
    expect(pointsBySide(skirmish)).toEqual({ [BRITISH]: 4, [GERMAN]: 8 });
  });

  it('VAS-VP-RESULT: the side with more points wins, equal points are a draw, and the final event gives points and result', () => {
    const s = start(withScenario(twoFleets(), {}));
    s.ships.hipper!.crippled = true;
    const events = finishAtMaxTurns(s);
    expect(s.result?.winners).toEqual([BRITISH]);
    expect(events[0]).toMatchObject({ type: 'game-over', rule: 'VAS-VP-RESULT', data: { points: { [BRITISH]: 8, [GERMAN]: 0 }, result: { [BRITISH]: 'victory', [GERMAN]: 'defeat' } } });
    expect(s.scenario?.points).toEqual({ [BRITISH]: 8, [GERMAN]: 0 });
    const draw = start(withScenario(twoFleets(), {}));
    const e2 = endByPoints(draw, 'Over.');
    expect(draw.result?.winners).toEqual([]);
    expect(e2[0]?.data?.result).toEqual({ [BRITISH]: 'draw', [GERMAN]: 'draw' });
    const back = vas.parse(vas.serialize(s));
    expect(back.ok).toBe(true);
  });

  it('VAS-VP-RESULT: a battle left to one side is still decided on points, not by who is left', () => {
    const s = start(withScenario(twoFleets(), { scoring: { [GERMAN]: { scoresDamage: false } } }));
    s.ships.warspite!.withdrawn = true; // the British leave: the Germans would win the core rule
    const events = checkBattleOver(s);
    expect(events[0]?.rule).toBe('VAS-VP-RESULT');
    expect(s.result?.winners).toEqual([]); // 0 to 0: the runner scores no damage
  });

  it('VAS-VP-EXIT: a ship off its objective edge scores its full value for its side whatever its state, and is no withdrawal', () => {
    const setup = withScenario(twoFleets(), { rules: ['VAS-VP-EXIT'], scoring: { [GERMAN]: { scoresDamage: false, exitEdges: ['west'] } } });
    const played = play(nominatedToMoveWest(setup), [{ type: 'move', ship: 'hipper', legs: [{ forward: 5 }] }]);
    const moved = played.state;
    expect(moved.naval.exits.hipper).toMatchObject({ edge: 'west', forbidden: false });
    // the players read it as the objective it is, not as a withdrawal
    expect(played.events.find((e) => e.type === 'withdrawn')?.text).toBe('Admiral Hipper leaves the table by the west edge, her objective: no Tactical Withdrawal.');
    expect(exitKind(moved, moved.ships.hipper!, 'west')).toBe('objective');
    expect(exitKind(moved, moved.ships.hipper!, 'east')).toBe('withdrawal');
    expect(pointsBySide(moved)).toEqual({ [BRITISH]: 0, [GERMAN]: 16 });
    moved.ships.hipper!.crippled = true;
    expect(pointsBySide(moved)).toEqual({ [BRITISH]: 8, [GERMAN]: 16 });
    const plainPlayed = play(nominatedToMoveWest(withScenario(twoFleets(), {})), [{ type: 'move', ship: 'hipper', legs: [{ forward: 5 }] }]);
    const plain = plainPlayed.state;
    expect(pointsBySide(plain)[BRITISH]).toBe(4); // without the rule: a Tactical Withdrawal, a quarter
    expect(plainPlayed.events.find((e) => e.type === 'withdrawn')?.text).toBe('Admiral Hipper leaves the table by the west edge: a Tactical Withdrawal.');
  });

  it('VAS-VP-CIVILIAN: 5 per civilian point destroyed to the attacker, surviving or off the exit edge to the defender; withdrawn supply ships count as destroyed', () => {
    const destroyed = start(withScenario(convoySetup(), { rules: ['VAS-VP-CIVILIAN'], scoring: { [BRITISH]: { civilianDestroyedBonus: 5 } } }));
    destroyed.ships.tramp!.destroyed = true; // Patrol in Raid: 4, plus 5 x 1 point
    expect(pointsBySide(destroyed)[BRITISH]).toBe(9);
    const surviving = start(withScenario(convoySetup(), { rules: ['VAS-VP-CIVILIAN'], scoring: { [GERMAN]: { civilianSurvivalBonus: 5, civilianWithdrawalDestroyed: true }, [BRITISH]: { civilianDestroyedBonus: 5 } } }));
    expect(pointsBySide(surviving)[GERMAN]).toBe(5);
    surviving.ships.tramp!.withdrawn = true;
    expect(pointsBySide(surviving)).toEqual({ [BRITISH]: 9, [GERMAN]: 0 });
    const exited = start(withScenario(convoySetup(), { rules: ['VAS-VP-CIVILIAN'], scoring: { [GERMAN]: { civilianExitBonus: 5, civilianExitEdges: ['east'] } } }));
    exited.ships.tramp!.withdrawn = true;
    exited.naval.exits.tramp = { turn: 1, edge: 'east', forbidden: false };
    expect(pointsBySide(exited)).toEqual({ [BRITISH]: 0, [GERMAN]: 5 });
  });

  it('VAS-SCN-END-FLEETS: the battle ends when the named fleets have left the table; the other side alone plays on until then', () => {
    const s = start(withScenario(twoFleets(), { rules: ['VAS-SCN-END-FLEETS'], end: 'fleets-gone', endFleets: [GERMAN] }));
    s.ships.warspite!.withdrawn = true; // the blockader is gone: the runner plays on
    expect(checkBattleOver(s)).toEqual([]);
    expect(s.phase).not.toBe('over');
    s.ships.hipper!.withdrawn = true;
    expect(checkBattleOver(s)[0]?.text).toContain('Kriegsmarine has no ship left on the table');
    const core = start(withScenario(twoFleets(), {}));
    core.ships.warspite!.withdrawn = true;
    expect(checkBattleOver(core)[0]?.rule).toBe('VAS-VP-RESULT');
    const conceded = start(withScenario(twoFleets(), { rules: ['VAS-SCN-END-FLEETS'], end: 'fleets-gone', endFleets: [GERMAN] }));
    conceded.ships.warspite!.withdrawn = true;
    conceded.conceded.push(BRITISH);
    expect(checkBattleOver(conceded)).not.toEqual([]);
    expect(vas.createGame(withScenario(twoFleets(), { rules: ['VAS-SCN-END-FLEETS'], end: 'fleets-gone' })).ok).toBe(false);
  });

  it('VAS-SCN-END-CIVILIANS: a convoy left alone sails on: the battle does not end while a civilian ship is on the table', () => {
    const s = start(withScenario(convoySetup(), { rules: ['VAS-SCN-END-CIVILIANS'], end: 'civilians-gone' }));
    s.ships.warspite!.destroyed = true;
    expect(checkBattleOver(s)).toEqual([]);
    s.ships.tramp!.withdrawn = true;
    expect(checkBattleOver(s)[0]?.text).toContain('no civilian ship is left');
  });

  it('VAS-SCN-END-CIVILIANS: the battle ends once no civilian ship is left on the table', () => {
    const s = start(withScenario(convoySetup(), { rules: ['VAS-SCN-END-CIVILIANS'], end: 'civilians-gone' }));
    expect(checkBattleOver(s)).toEqual([]);
    s.ships.tramp!.destroyed = true;
    expect(checkBattleOver(s)[0]?.text).toContain('no civilian ship is left');
    expect(s.phase).toBe('over');
  });
});

function nominatedToMoveWest(setup: VasSetup): VasState {
  const s = start(setup);
  s.ships.hipper!.position = { x: 3, y: 24 };
  s.ships.hipper!.heading = 270;
  return nominatedToMove(s, 'hipper');
}

describe('scenario rules', () => {
  it('VAS-SCN-RULES: a setup naming a scenario rule the engine does not implement is refused with its path', () => {
    const r = vas.createGame(withScenario(twoFleets(), { rules: ['VAS-SCN-JAMMED-RUDDER'] }));
    expect(r.ok ? [] : r.error.problems.map((p) => [p.code, p.path])).toEqual([['ERR_UNKNOWN_SCENARIO_RULE', 'scenario.rules[0]']]);
    const hook = vas.createGame(withScenario(twoFleets(), { freeTurn: [GERMAN] }));
    expect(hook.ok ? [] : hook.error.problems.map((p) => p.path)).toEqual(['scenario.freeTurn']);
  });

  it('VAS-SCN-RULES: a scenario rule\'s parameters reach the state (flat values, rule listed) and survive serialize/parse', () => {
    const params = { 'VAS-SCN-FIRST-INITIATIVE': { ships: ['hipper'], note: 'x', n: 2 } };
    const s = start(withScenario(twoFleets(), { rules: ['VAS-SCN-FIRST-INITIATIVE'], firstInitiative: [GERMAN], params }));
    expect(s.scenario?.params).toEqual(params);
    const back = vas.parse(vas.serialize(s));
    expect(back.ok && back.value.scenario?.params).toEqual(params);
    const unlisted = vas.createGame(withScenario(twoFleets(), { params: { 'VAS-SCN-FREE-TURN': { a: 1 } } }));
    expect(unlisted.ok ? [] : unlisted.error.problems.map((p) => p.path)).toEqual(['scenario.params.VAS-SCN-FREE-TURN']);
    const deep = vas.createGame(withScenario(twoFleets(), { rules: ['VAS-SCN-FIRST-INITIATIVE'], params: { 'VAS-SCN-FIRST-INITIATIVE': { a: { b: 1 } } } as never }));
    expect(deep.ok).toBe(false);
  });

  it('VAS-SCN-FREE-TURN: in turn 1 only the free fleet moves, attacks and repairs; turn 2 rolls initiative as usual', () => {
    const s = start(withScenario(twoFleets(), { rules: ['VAS-SCN-FREE-TURN'], freeTurn: [GERMAN] }));
    expect(s.phase).toBe('movement');
    expect(s.initiativeOrder).toEqual([GERMAN]);
    expect(vas.pending(s)).toMatchObject({ kind: 'decision', player: GERMAN, decision: 'nominate-move' });
    expect(vas.apply(s, { type: 'nominate-move', ship: 'warspite' }).ok).toBe(false);
    let t = play(s, [{ type: 'nominate-move', ship: 'hipper' }]).state;
    if (vas.pending(t).kind === 'chance') t = play(t, [{ type: 'roll', values: [6] }]).state;
    t = play(t, [{ type: 'move', ship: 'hipper', legs: [{ forward: 3 }] }]).state;
    // the British nominate nothing: the attack phase is the German's alone
    for (let i = 0; i < 20 && t.turn === 1; i++) {
      const p = vas.pending(t);
      if (p.kind === 'decision') {
        expect(p.player).toBe(GERMAN);
        expect(p.decision).toBe('attack');
        t = play(t, [{ type: 'attack', ship: 'hipper', fire: [] }]).state;
      } else if (p.kind === 'chance') t = play(t, [{ type: 'roll', values: Array.from({ length: p.request.dice }, () => 1) }]).state;
      else break;
    }
    expect(t.turn).toBe(2);
    expect(t.phase).toBe('initiative');
    expect(heldInFreeTurn(s, BRITISH)).toBe(true);
    expect(heldInFreeTurn(s, GERMAN) || heldInFreeTurn(t, BRITISH)).toBe(false);
  });

  it('VAS-SCN-FIRST-INITIATIVE: turn 1 has the given initiative order without a roll', () => {
    const s = start(withScenario(twoFleets(), { rules: ['VAS-SCN-FIRST-INITIATIVE'], firstInitiative: [GERMAN] }));
    expect(s.initiativeOrder).toEqual([GERMAN, BRITISH]);
    expect(vas.pending(s)).toMatchObject({ kind: 'decision', player: GERMAN, decision: 'take-first' });
    const destroyerSetup = withScenario({ ...twoFleets(), fleets: [twoFleets().fleets[0]!, { id: GERMAN, ships: [shipSetup('z1', 'Z1', TEST_DESTROYER, 60, 24, 270)] }] }, {});
    expect(start(destroyerSetup).phase).toBe('initiative');
  });
});
