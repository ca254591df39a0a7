import { describe, expect, it } from 'vitest';
import { vas, type CriticalHit, type VasState } from '../index';
import { BRITISH, GERMAN, nominatedToMove, play, quietPhases, scripted, start, toMovement, twoFleets } from '../../test/fixtures';

const crit = (id: number, effect: string, location: CriticalHit['location'], repairable = true): CriticalHit =>
  ({ id, location, effect, turn: 1, repairable, repaired: false });

/** Twofleets with criticals/fires set on the ships before turn 1; plays to the End Phase. */
function toEndPhase(prepare: (s: VasState) => void, initiative: number[] = [6, 6, 1, 1]): VasState {
  const s = start(twoFleets());
  prepare(s);
  return quietPhases(toMovement(s, initiative).state).state;
}

const dcPrompt = (s: VasState): string => {
  const p = vas.pending(s);
  return p.kind === 'decision' && p.decision === 'damage-control' ? p.player : p.kind;
};

describe('End Phase: Damage Control', () => {
  it('VAS-END-DC: choose a critical and roll 1d6 + Command: 9 or more repairs it (Command 4 needs a 5)', () => {
    const s = toEndPhase((s0) => { s0.ships.warspite!.criticals = [crit(1, 'turbine-damaged', 'engines')]; s0.nextCriticalId = 2; });
    expect(s.ships.warspite?.distanceMovedThisTurn).toBe(1);
    expect(s.phase).toBe('end');
    expect(vas.legalActions(s)).toEqual([
      { type: 'damage-control', ship: 'warspite', critical: null },
      { type: 'damage-control', ship: 'warspite', critical: 1 },
    ]);
    const chosen = play(s, [{ type: 'damage-control', ship: 'warspite', critical: 1 }]).state;
    expect(vas.pending(chosen)).toMatchObject({ kind: 'chance', request: { dice: 1, sides: 6, purpose: 'damage-control' } });
    const failed = play(chosen, [{ type: 'roll', values: [4] }]);
    expect(failed.state.ships.warspite?.criticals[0]?.repaired).toBe(false);
    expect(failed.events.some((e) => e.type === 'damage-control-failed')).toBe(true);
    const fixed = play(chosen, [{ type: 'roll', values: [5] }]);
    expect(fixed.state.ships.warspite?.criticals[0]?.repaired).toBe(true);
    expect(fixed.state.turn).toBe(2);
    expect(failed.state.turn).toBe(2);
  });

  it('VAS-END-DC: one critical per ship per turn; -2 with a Skeleton Crew', () => {
    const s = toEndPhase((s0) => {
      const w = s0.ships.warspite!;
      w.criticals = [crit(1, 'turbine-damaged', 'engines'), crit(2, 'aa-damaged', 'weapons')];
      w.crew = 15;
      w.skeleton = true;
      s0.nextCriticalId = 3;
    });
    // a 6 + 4 - 2 = 8 fails; and no second attempt this turn
    const r = scripted(play(s, [{ type: 'damage-control', ship: 'warspite', critical: 2 }]).state, [6, 6, 6, 1, 1]);
    expect(r.state.ships.warspite?.criticals.every((c) => !c.repaired)).toBe(true);
    expect(r.state.turn).toBe(2);
    expect(r.events.filter((e) => e.type === 'damage-control-failed')).toHaveLength(1);
  });

  it('VAS-END-DC-ORDER: the initiative winner does Damage Control first', () => {
    const both = (s0: VasState): void => {
      s0.ships.warspite!.criticals = [crit(1, 'turbine-damaged', 'engines')];
      s0.ships.hipper!.criticals = [crit(2, 'props-damaged', 'engines')];
      s0.nextCriticalId = 3;
    };
    const german = toEndPhase(both, [1, 1, 6, 6]);
    expect(dcPrompt(german)).toBe(GERMAN);
    const next = play(german, [{ type: 'damage-control', ship: 'hipper', critical: null }]).state;
    expect(dcPrompt(next)).toBe(BRITISH);
    expect(dcPrompt(toEndPhase(both, [6, 6, 1, 1]))).toBe(BRITISH);
  });

  it('VAS-END-DC-LIMITS: Vital Systems and destroyed turrets are never repaired; an Engineering hit stops all Damage Control', () => {
    const s = toEndPhase((s0) => {
      s0.ships.warspite!.criticals = [crit(1, 'rudder', 'vital', false), crit(2, 'turret-destroyed', 'weapons', false), crit(3, 'props-damaged', 'engines')];
      s0.ships.hipper!.criticals = [crit(4, 'engineering', 'vital', false), crit(5, 'props-damaged', 'engines')];
      s0.nextCriticalId = 6;
    });
    expect(vas.legalActions(s).map((a) => (a.type === 'damage-control' ? a.critical : 'x'))).toEqual([null, 3]);
    const before = structuredClone(s);
    expect(vas.apply(s, { type: 'damage-control', ship: 'warspite', critical: 1 })).toMatchObject({ ok: false, error: { code: 'ERR_NOT_REPAIRABLE' } });
    expect(s).toEqual(before);
    // after Warspite, Hipper (Engineering hit) is not asked: the turn ends
    const r = scripted(play(s, [{ type: 'damage-control', ship: 'warspite', critical: 3 }]).state, [6, 1, 1, 6, 6]);
    expect(r.state.turn).toBe(2);
    expect(r.state.ships.hipper?.criticals.find((c) => c.id === 5)?.repaired).toBe(false);
  });

  it('VAS-SPECIAL-ALL-HANDS: after All Hands on Deck! Damage Control gets +1 and may try every critical', () => {
    const s0 = start(twoFleets());
    s0.ships.warspite!.criticals = [crit(1, 'turbine-damaged', 'engines'), crit(2, 'aa-damaged', 'weapons')];
    s0.nextCriticalId = 3;
    const moving = nominatedToMove(s0, 'warspite', 'all-hands-on-deck', 6);
    const end = quietPhases(play(moving, [{ type: 'move', ship: 'warspite', legs: [{ forward: 1 }] }]).state).state;
    let s = scripted(play(end, [{ type: 'damage-control', ship: 'warspite', critical: 1 }]).state, [4]).state; // 4 + 4 + 1 = 9
    expect(s.ships.warspite?.criticals[0]?.repaired).toBe(true);
    expect(vas.legalActions(s)).toEqual([
      { type: 'damage-control', ship: 'warspite', critical: null },
      { type: 'damage-control', ship: 'warspite', critical: 2 },
    ]);
    s = scripted(play(s, [{ type: 'damage-control', ship: 'warspite', critical: 2 }]).state, [4, 6, 6, 1, 1]).state;
    expect(s.ships.warspite?.criticals.every((c) => c.repaired)).toBe(true);
    expect(s.turn).toBe(2);
  });
});

describe('End Phase: Fire, smoke and the next turn', () => {
  it('VAS-END-FIRE: each fire is fought with 1d6 + Command >= 7; each fire left costs 2 Crew', () => {
    const s = toEndPhase((s0) => { s0.ships.warspite!.fires = 3; });
    expect(vas.pending(s)).toMatchObject({ kind: 'chance', request: { dice: 3, sides: 6, purpose: 'fire', context: { need: 3 } } });
    // the request names the die needed, for the player rolling at a real table; version 2 games keep their words
    expect(vas.pending(s)).toMatchObject({ request: { label: "Roll 3d6 to fight HMS Warspite's fires (each die of 3+ puts one out, with Command 4)" } });
    const v2 = { ...s, options: { ...s.options, rulesVersion: 2 } };
    expect(vas.pending(v2)).toMatchObject({ request: { label: "Roll 3d6 to fight HMS Warspite's fires", context: { ship: 'warspite' } } });
    // 3+4=7 out, 2+4=6 burns on, 6+4 out: one fire left, 2 Crew lost (47 -> 45)
    const r = scripted(s, [3, 2, 6, 6, 6, 1, 1]);
    expect(r.state.ships.warspite?.fires).toBe(1);
    expect(r.state.ships.warspite?.crew).toBe(45);
    const all = scripted(s, [3, 3, 3, 6, 6, 1, 1]);
    expect(all.state.ships.warspite?.fires).toBe(0);
    expect(all.state.ships.warspite?.crew).toBe(47);
  });

  it('VAS-END-SMOKE: Smoke Counters stay through the Attack Phase and are removed in the End Phase', () => {
    const s = nominatedToMove(start(twoFleets()), 'warspite', 'create-smoke');
    const moved = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 3 }] }]);
    const hipper = play(moved.state, [{ type: 'nominate-move', ship: 'hipper' }, { type: 'move', ship: 'hipper', legs: [{ forward: 1 }] }]).state;
    expect(hipper.phase).toBe('attack');
    expect(hipper.smoke).toHaveLength(1);
    const next = quietPhases(hipper);
    expect(next.state.turn).toBe(2);
    expect(next.state.smoke).toEqual([]);
    expect(next.events.some((e) => e.type === 'smoke-cleared')).toBe(true);
  });

  it('VAS-END-NEXT-TURN: the next turn starts with fresh per-turn records and a new initiative roll', () => {
    const s = nominatedToMove(start(twoFleets()), 'warspite', 'flank-speed');
    const next = quietPhases(play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 7 }] }]).state).state;
    expect(next.turn).toBe(2);
    expect(next.phase).toBe('initiative');
    for (const ship of Object.values(next.ships)) {
      expect([ship.movedThisTurn, ship.distanceMovedThisTurn, ship.attackedThisTurn, ship.special]).toEqual([false, 0, false, null]);
    }
    expect(next.ships.warspite?.position.x).toBeCloseTo(19, 9);
    expect(vas.pending(next)).toMatchObject({ kind: 'chance', request: { purpose: 'initiative' } });
  });
});
