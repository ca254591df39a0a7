import { describe, expect, it } from 'vitest';
import { vas, type VasSetup, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, fourShipBattle, play, shipSetup, start, toMovement, twoFleets } from '../../test/fixtures';

const decision = (s: VasState): string => {
  const p = vas.pending(s);
  return p.kind === 'decision' ? `${p.decision}:${p.player}` : p.kind;
};

/** Nominates the first eligible ship of the fleet due and moves it 1" straight ahead. */
function moveNext(s: VasState): { state: VasState; fleet: string; ship: string } {
  const p = vas.pending(s);
  if (p.kind !== 'decision' || p.decision !== 'nominate-move') throw new Error(`expected a nomination, got ${decision(s)}`);
  const ship = s.shipOrder.find((id) => s.ships[id]?.fleet === p.player && !s.ships[id]?.movedThisTurn && !s.ships[id]?.abandoned)!;
  const state = play(s, [{ type: 'nominate-move', ship }, { type: 'move', ship, legs: [{ forward: 1 }] }]).state;
  return { state, fleet: p.player, ship };
}

describe('The turn', () => {
  it('VAS-TURN-SEQUENCE: Initiative, Movement, Attack and End Phase in order, then the next turn', () => {
    let s = start(twoFleets());
    expect([s.turn, s.phase]).toEqual([1, 'initiative']);
    s = toMovement(s, [6, 6, 1, 1]).state;
    expect(s.phase).toBe('movement');
    s = moveNext(s).state;
    expect(s.phase).toBe('movement');
    s = moveNext(s).state;
    expect(s.phase).toBe('attack');
    s = play(s, [{ type: 'attack', ship: 'warspite', fire: [] }]).state;
    expect(s.phase).toBe('attack');
    const end = play(s, [{ type: 'attack', ship: 'hipper', fire: [] }]);
    // nothing to repair and no fires: the End Phase passes straight into turn 2's Initiative Phase
    expect(end.events.map((e) => e.type)).toEqual(expect.arrayContaining(['phase', 'turn']));
    expect([end.state.turn, end.state.phase]).toEqual([2, 'initiative']);
    expect(vas.pending(end.state)).toMatchObject({ kind: 'chance', request: { purpose: 'initiative' } });
  });
});

describe('Movement Phase order', () => {
  it('VAS-MOVE-ALTERNATE: fleets alternate nominations, starting with the fleet that moves first', () => {
    let s = toMovement(start(fourShipBattle()), [1, 1, 6, 6]).state; // Germans win and move first
    const fleets: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = moveNext(s);
      fleets.push(r.fleet);
      s = r.state;
    }
    expect(fleets).toEqual([GERMAN, BRITISH, GERMAN, BRITISH]);
  });

  it('VAS-MOVE-ALTERNATE: a fleet may not nominate out of turn', () => {
    const s = toMovement(start(fourShipBattle()), [6, 6, 1, 1]).state; // British first
    const before = structuredClone(s);
    expect(vas.apply(s, { type: 'nominate-move', ship: 'hipper' })).toMatchObject({ ok: false, error: { code: 'ERR_NOT_YOUR_TURN' } });
    expect(s).toEqual(before);
  });

  it('VAS-MOVE-ALL: every ship moves exactly once; a moved ship cannot be nominated again', () => {
    let s = toMovement(start(fourShipBattle()), [6, 6, 1, 1]).state;
    s = play(s, [{ type: 'nominate-move', ship: 'warspite' }, { type: 'move', ship: 'warspite', legs: [{ forward: 1 }] }]).state;
    s = moveNext(s).state; // a German ship
    expect(vas.apply(s, { type: 'nominate-move', ship: 'warspite' })).toMatchObject({ ok: false, error: { code: 'ERR_ALREADY_MOVED' } });
    // a nominated ship must be moved before anything else
    s = play(s, [{ type: 'nominate-move', ship: 'hotspur' }]).state;
    expect(decision(s)).toBe(`move:${BRITISH}`);
    expect(vas.apply(s, { type: 'nominate-move', ship: 'z1' })).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_PHASE' } });
    s = play(s, [{ type: 'move', ship: 'hotspur', legs: [{ forward: 1 }] }]).state;
    s = moveNext(s).state;
    expect(s.phase).toBe('attack');
    expect(Object.values(s.ships).every((ship) => ship.movedThisTurn)).toBe(true);
  });

  it('VAS-MOVE-LARGER-FLEET: the larger fleet moves its remaining ships after the smaller has finished', () => {
    const setup: VasSetup = {
      seed: 4,
      fleets: [
        { id: BRITISH, ships: [shipSetup('d1', 'D1', TEST_DESTROYER, 10, 10, 90), shipSetup('d2', 'D2', TEST_DESTROYER, 10, 20, 90), shipSetup('d3', 'D3', TEST_DESTROYER, 10, 30, 90)] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', TEST_CRUISER, 60, 24, 270)] },
      ],
    };
    let s = toMovement(start(setup), [1, 1, 6, 6]).state; // Germans first
    const fleets: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = moveNext(s);
      fleets.push(r.fleet);
      s = r.state;
    }
    expect(fleets).toEqual([GERMAN, BRITISH, BRITISH, BRITISH]);
  });

  it('VAS-MOVE-ABANDONED: an abandoned ship cannot move; it is passed over with an event', () => {
    const s0 = start(fourShipBattle());
    s0.ships.hotspur!.crew = 0;
    s0.ships.hotspur!.abandoned = true;
    const r = toMovement(s0, [6, 6, 1, 1]);
    expect(r.events.some((e) => e.type === 'cannot-move' && e.ship === 'hotspur')).toBe(true);
    let s = r.state;
    expect(vas.apply(s, { type: 'nominate-move', ship: 'hotspur' })).toMatchObject({ ok: false, error: { code: 'ERR_ALREADY_MOVED' } });
    const fleets: string[] = [];
    for (let i = 0; i < 3; i++) {
      const m = moveNext(s);
      fleets.push(m.fleet);
      s = m.state;
    }
    expect(fleets).toEqual([BRITISH, GERMAN, GERMAN]);
    expect(s.ships.hotspur?.position).toEqual({ x: 12, y: 16 });
  });
});

describe('Attack Phase order', () => {
  it('VAS-ATTACK-ORDER: the initiative winner nominates first even when he made the opponent move first', () => {
    let s = toMovement(start(fourShipBattle()), [6, 6, 1, 1], false).state; // British win, Germans move first
    expect(decision(s)).toBe(`nominate-move:${GERMAN}`);
    for (let i = 0; i < 4; i++) s = moveNext(s).state;
    const fleets: string[] = [];
    for (let i = 0; i < 4; i++) {
      const p = vas.pending(s);
      if (p.kind !== 'decision' || p.decision !== 'attack') throw new Error(decision(s));
      fleets.push(p.player);
      const ship = s.shipOrder.find((id) => s.ships[id]?.fleet === p.player && !s.ships[id]?.attackedThisTurn)!;
      s = play(s, [{ type: 'attack', ship, fire: [] }]).state;
    }
    expect(fleets).toEqual([BRITISH, GERMAN, BRITISH, GERMAN]);
  });

  it('VAS-ATTACK-HOLD-FIRE: a nominated ship may hold fire and then cannot attack later in the turn', () => {
    let s = toMovement(start(fourShipBattle()), [6, 6, 1, 1]).state;
    for (let i = 0; i < 4; i++) s = moveNext(s).state;
    const held = play(s, [{ type: 'attack', ship: 'warspite', fire: [] }]);
    expect(held.events).toContainEqual(expect.objectContaining({ type: 'holds-fire', ship: 'warspite' }));
    expect(held.state.ships.warspite?.attackedThisTurn).toBe(true);
    const next = play(held.state, [{ type: 'attack', ship: 'hipper', fire: [] }]).state;
    expect(vas.apply(next, { type: 'attack', ship: 'warspite', fire: [] })).toMatchObject({ ok: false, error: { code: 'ERR_ALREADY_ATTACKED' } });
    expect(vas.legalActions(next).every((a) => a.type === 'attack' && a.ship === 'hotspur')).toBe(true);
  });
});

describe('Attack Phase with dice', () => {
  it('VAS-ATTACK-ORDER: an attack\'s dice are rolled before the next fleet nominates', () => {
    const setup: VasSetup = {
      seed: 6,
      fleets: [
        { id: BRITISH, ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 30, y: 24 }, heading: 0 }] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', TEST_CRUISER, 50, 24, 0)] },
      ],
    };
    let s = toMovement(start(setup), [6, 6, 1, 1]).state;
    s = moveNext(moveNext(s).state).state;
    expect(decision(s)).toBe(`attack:${BRITISH}`);
    const firing = vas.legalActions(s).find((a) => a.type === 'attack' && a.ship === 'warspite' && a.fire.length > 0);
    expect(firing).toBeDefined();
    s = play(s, [firing!]).state;
    expect(vas.pending(s).kind).toBe('chance');
    expect(s.ships.warspite?.attackedThisTurn).toBe(true);
    let steps = 0;
    while (vas.pending(s).kind === 'chance' && steps++ < 500) s = vas.rollChance(s).state;
    if (s.ships.hipper?.destroyed) {
      expect(vas.pending(s)).toMatchObject({ kind: 'over', winners: [BRITISH] });
    } else {
      expect(decision(s)).toBe(`attack:${GERMAN}`);
    }
  });
});
