/**
 * The End Phase step by step through the public engine: the order of Damage Control and Fire
 * between fleets, the check numbers at their boundaries, and what fire does to the Crew.
 */
import { describe, expect, it } from 'vitest';
import { vas, type CriticalHit, type VasEvent, type VasSetup, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, fourShipBattle, play, quietPhases, scripted, shipSetup, start, toMovement, twoFleets } from '../../test/fixtures';

const crit = (id: number, effect: string): CriticalHit =>
  ({ id, location: 'engines', effect, turn: 1, repairable: true, repaired: false });

function toEnd(setup: VasSetup, prepare: (s: VasState) => void, initiative: number[]): VasState {
  const s = start(setup);
  prepare(s);
  return quietPhases(toMovement(s, initiative).state).state;
}

const withCommand = (command: number): VasSetup => {
  const setup = twoFleets();
  return { ...setup, fleets: [{ ...setup.fleets[0]!, ships: [{ ...setup.fleets[0]!.ships[0]!, command }] }, setup.fleets[1]!] };
};

/** Who was asked or rolled what, in order: `dc:<ship>` for a Damage Control choice, `fire:<ship>` for fire dice. */
function walkEndPhase(start0: VasState, dcDie: number, fireDie: number): { steps: string[]; events: VasEvent[]; state: VasState } {
  let s = start0;
  const steps: string[] = [];
  const events: VasEvent[] = [];
  for (let guard = 0; guard < 20 && s.turn === start0.turn; guard++) {
    const p = vas.pending(s);
    let r;
    if (p.kind === 'decision' && p.decision === 'damage-control') {
      const a = vas.legalActions(s).find((x) => x.type === 'damage-control' && x.critical !== null);
      if (!a || a.type !== 'damage-control') throw new Error('no critical offered');
      steps.push(`dc:${a.ship}`);
      r = play(s, [a]);
    } else if (p.kind === 'chance' && p.request.purpose === 'fire') {
      steps.push(`fire:${String(p.request.context?.ship)}`);
      r = play(s, [{ type: 'roll', values: Array.from({ length: p.request.dice }, () => fireDie) }]);
    } else if (p.kind === 'chance' && p.request.purpose === 'damage-control') {
      r = play(s, [{ type: 'roll', values: [dcDie] }]);
    } else {
      break;
    }
    s = r.state;
    events.push(...r.events);
  }
  return { steps, events, state: s };
}

describe('End Phase order', () => {
  it('VAS-END-DC-ORDER: the initiative winner repairs all his ships first, then the other fleet; fires follow in the same order', () => {
    const prepare = (s: VasState): void => {
      for (const [i, id] of ['warspite', 'hotspur', 'hipper', 'z1'].entries()) {
        s.ships[id]!.criticals = [crit(i + 1, 'turbine-damaged')];
        s.ships[id]!.fires = 1;
      }
      s.nextCriticalId = 5;
    };
    const german = walkEndPhase(toEnd(fourShipBattle(), prepare, [1, 1, 6, 6]), 1, 6);
    expect(german.steps).toEqual(['dc:hipper', 'dc:z1', 'dc:warspite', 'dc:hotspur', 'fire:hipper', 'fire:z1', 'fire:warspite', 'fire:hotspur']);
    expect(german.state.turn).toBe(2);
    const british = walkEndPhase(toEnd(fourShipBattle(), prepare, [6, 6, 1, 1]), 1, 6);
    expect(british.steps).toEqual(['dc:warspite', 'dc:hotspur', 'dc:hipper', 'dc:z1', 'fire:warspite', 'fire:hotspur', 'fire:hipper', 'fire:z1']);
    // the smoke, the upkeep and the new turn come after every fire
    const types = british.events.map((e) => e.type);
    expect(types.lastIndexOf('fires-fought')).toBeLessThan(types.indexOf('turn'));
  });

  it('VAS-END-DC-ORDER: a ship with nothing to repair is not asked; fire is still fought', () => {
    const s = toEnd(twoFleets(), (s0) => {
      s0.ships.hipper!.criticals = [crit(1, 'props-damaged')];
      s0.nextCriticalId = 2;
      s0.ships.warspite!.fires = 2;
    }, [6, 6, 1, 1]);
    const r = walkEndPhase(s, 6, 6);
    expect(r.steps).toEqual(['dc:hipper', 'fire:warspite']);
  });
});

describe('Damage Control and Fire at their boundaries', () => {
  it('VAS-END-DC: 1d6 + Command >= 9: Command 5 repairs on a 4 (not a 3); Command 2 never repairs', () => {
    const vet = toEnd(withCommand(5), (s0) => { s0.ships.warspite!.criticals = [crit(1, 'turbine-damaged')]; s0.nextCriticalId = 2; }, [6, 6, 1, 1]);
    const chosen = play(vet, [{ type: 'damage-control', ship: 'warspite', critical: 1 }]).state;
    expect(vas.pending(chosen)).toMatchObject({ kind: 'chance', request: { label: expect.stringContaining('needs 4+') } });
    expect(play(chosen, [{ type: 'roll', values: [3] }]).state.ships.warspite?.criticals[0]?.repaired).toBe(false);
    expect(play(chosen, [{ type: 'roll', values: [4] }]).state.ships.warspite?.criticals[0]?.repaired).toBe(true);
    const green = toEnd(withCommand(2), (s0) => { s0.ships.warspite!.criticals = [crit(1, 'turbine-damaged')]; s0.nextCriticalId = 2; }, [6, 6, 1, 1]);
    const tried = play(play(green, [{ type: 'damage-control', ship: 'warspite', critical: 1 }]).state, [{ type: 'roll', values: [6] }]).state;
    expect(tried.ships.warspite?.criticals[0]?.repaired).toBe(false);
  });

  it('VAS-SKELETON-DC: an Elite Skeleton Crew (6 - 2) repairs on a 5, not a 4', () => {
    const s = toEnd(withCommand(6), (s0) => {
      s0.ships.warspite!.crew = 15;
      s0.ships.warspite!.skeleton = true;
      s0.ships.warspite!.criticals = [crit(1, 'props-damaged')];
      s0.nextCriticalId = 2;
    }, [6, 6, 1, 1]);
    const chosen = play(s, [{ type: 'damage-control', ship: 'warspite', critical: 1 }]).state;
    expect(play(chosen, [{ type: 'roll', values: [4] }]).state.ships.warspite?.criticals[0]?.repaired).toBe(false);
    expect(play(chosen, [{ type: 'roll', values: [5] }]).state.ships.warspite?.criticals[0]?.repaired).toBe(true);
  });

  it('VAS-END-DC: a failed repair persists, and the ship may try again in the next End Phase', () => {
    const s = toEnd(twoFleets(), (s0) => { s0.ships.warspite!.criticals = [crit(1, 'props-damaged')]; s0.nextCriticalId = 2; }, [6, 6, 1, 1]);
    const failed = play(play(s, [{ type: 'damage-control', ship: 'warspite', critical: 1 }]).state, [{ type: 'roll', values: [1] }]).state;
    expect(failed.turn).toBe(2);
    expect(failed.ships.warspite?.criticals[0]?.repaired).toBe(false);
    const again = quietPhases(toMovement(failed, [6, 6, 1, 1]).state).state;
    expect(vas.legalActions(again)).toContainEqual({ type: 'damage-control', ship: 'warspite', critical: 1 });
    const fixed = play(play(again, [{ type: 'damage-control', ship: 'warspite', critical: 1 }]).state, [{ type: 'roll', values: [5] }]).state;
    expect(fixed.ships.warspite?.criticals[0]?.repaired).toBe(true);
    expect(fixed.turn).toBe(3);
  });

  it('VAS-END-FIRE: a Conscript crew (Command 3) puts a fire out on a 4, not a 3; the fire left costs 2 Crew', () => {
    const setup = withCommand(3);
    const s = toEnd(setup, (s0) => { s0.ships.warspite!.fires = 2; }, [6, 6, 1, 1]);
    const r = scripted(s, [4, 3, /* next turn's initiative */ 6, 6, 1, 1]);
    expect(r.state.ships.warspite?.fires).toBe(1);
    expect(r.state.ships.warspite?.crew).toBe(45);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'fires-fought', data: expect.objectContaining({ extinguished: 1, remaining: 1 }) }));
  });

  it('VAS-END-FIRE: fires that are not put out bring the Crew to a Skeleton Crew, then to Abandoned', () => {
    const dd = { ...TEST_DESTROYER, crew: [8, 2] as [number, number] };
    const setup: VasSetup = {
      seed: 4,
      fleets: [
        { id: BRITISH, ships: [shipSetup('dd', 'HMS Hotspur', dd, 20, 20, 0), shipSetup('cl', 'HMS Ajax', TEST_CRUISER, 20, 30, 0)] },
        { id: GERMAN, ships: [shipSetup('hipper', 'Hipper', TEST_CRUISER, 60, 24, 270)] },
      ],
    };
    const s = toEnd(setup, (s0) => { s0.ships.dd!.fires = 3; }, [6, 6, 1, 1]);
    // no fire put out: 3 x 2 = 6 Crew, 8 -> 2: a Skeleton Crew
    const first = scripted(s, [1, 1, 1, 6, 6, 1, 1]);
    expect(first.state.ships.dd?.crew).toBe(2);
    expect(first.state.ships.dd?.skeleton).toBe(true);
    expect(first.events.map((e) => e.type)).toContain('skeleton-crew');
    // next End Phase: one fire out, two burn on: 4 Crew lost, 2 -> 0: Abandoned
    const turn2 = play(first.state, [{ type: 'take-first', fleet: BRITISH, first: true }]).state;
    const second = scripted(quietPhases(turn2).state, [3, 1, 1, 6, 6, 1, 1]);
    expect(second.state.ships.dd?.crew).toBe(0);
    expect(second.state.ships.dd?.abandoned).toBe(true);
    expect(second.events.map((e) => e.type)).toContain('ship-abandoned');
  });

  it('VAS-END-FIRE: fire-fighting is not Damage Control: an Engineering hit does not stop it, All Hands on Deck! and a Skeleton Crew do not change it', () => {
    const engineering = toEnd(twoFleets(), (s0) => {
      s0.ships.warspite!.criticals = [{ id: 1, location: 'vital', effect: 'engineering', turn: 1, repairable: false, repaired: false }];
      s0.nextCriticalId = 2;
      s0.ships.warspite!.fires = 2;
    }, [6, 6, 1, 1]);
    expect(vas.pending(engineering)).toMatchObject({ kind: 'chance', request: { purpose: 'fire', dice: 2 } });
    expect(scripted(engineering, [3, 2, 6, 6, 1, 1]).state.ships.warspite?.fires).toBe(1); // 3 + 4 = 7 out, 2 + 4 = 6 not
    const skeleton = toEnd(twoFleets(), (s0) => {
      s0.ships.warspite!.crew = 15;
      s0.ships.warspite!.skeleton = true;
      s0.ships.warspite!.fires = 1;
    }, [6, 6, 1, 1]);
    expect(scripted(skeleton, [3, 6, 6, 1, 1]).state.ships.warspite?.fires).toBe(0); // no -2 on fires
    const s0 = start(twoFleets());
    s0.ships.warspite!.fires = 1;
    const allHands = play(toMovement(s0, [6, 6, 1, 1]).state, [{ type: 'nominate-move', ship: 'warspite', special: 'all-hands-on-deck' }]).state;
    const moved = play(scripted(allHands, [6]).state, [{ type: 'move', ship: 'warspite', legs: [{ forward: 1 }] }]).state;
    expect(moved.ships.warspite?.special).toEqual({ kind: 'all-hands-on-deck', success: true });
    expect(scripted(quietPhases(moved).state, [2, 6, 6, 1, 1]).state.ships.warspite?.fires).toBe(1); // 2 + 4 = 6: no +1 on fires
  });

  it('VAS-END-FIRE: a ship that is not burning rolls no fire dice; Damage Control never puts a fire out', () => {
    const s = toEnd(twoFleets(), (s0) => { s0.ships.hipper!.fires = 1; }, [6, 6, 1, 1]);
    // Warspite has no fire: the only fire dice are Hipper's, and Damage Control offers nothing
    expect(vas.pending(s)).toMatchObject({ kind: 'chance', request: { purpose: 'fire', dice: 1, context: { ship: 'hipper' } } });
  });
});
