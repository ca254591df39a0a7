import { describe, expect, it } from 'vitest';
import { seatRefusal } from '@salvo/kernel';
import { vas, type VasState } from '../index';
import { BRITISH, GERMAN, nominatedToMove, scripted, start, toMovement, twoFleets } from '../../test/fixtures';

const rolling = (): VasState => start(twoFleets()); // initiative dice pending
const choosing = (): VasState => scripted(start(twoFleets()), [6, 6, 1, 1]).state; // Royal Navy: take-first
const nominate = (): VasState => toMovement(start(twoFleets()), [6, 6, 1, 1]).state; // Royal Navy nominates

describe('actorOf: who may send an action now (engine contract)', () => {
  it('a concession belongs to the fleet it names, so a human seat cannot concede for the other fleet', () => {
    const s = nominate();
    expect(vas.actorOf(s, { type: 'concede', fleet: GERMAN })).toBe(GERMAN);
    expect(vas.actorOf(s, { type: 'concede', fleet: BRITISH })).toBe(BRITISH);
    // The British seat typing the German concession is refused before anything is applied.
    expect(seatRefusal(vas.actorOf(s, { type: 'concede', fleet: GERMAN }), BRITISH, { typesDice: false })?.code).toBe('ERR_NOT_YOUR_SEAT');
    expect(seatRefusal(vas.actorOf(s, { type: 'concede', fleet: BRITISH }), BRITISH, { typesDice: false })).toBeNull();
    expect(vas.actorOf(s, { type: 'concede', fleet: 'constructor' })).toBeNull();
    expect(vas.actorOf(s, { type: 'concede', fleet: 'japan' })).toBeNull();
  });

  it('a decision belongs to the fleet it waits for, and only for that fleet\'s ships', () => {
    const s = nominate();
    expect(vas.actorOf(s, { type: 'nominate-move', ship: 'warspite' })).toBe(BRITISH);
    expect(vas.actorOf(s, { type: 'nominate-move', ship: 'hipper' })).toBeNull();
    expect(vas.actorOf(s, { type: 'nominate-move', ship: 'toString' })).toBeNull();
    expect(vas.actorOf(s, { type: 'attack', ship: 'warspite', fire: [] })).toBeNull(); // not the moment
    expect(vas.actorOf(choosing(), { type: 'take-first', fleet: BRITISH, first: true })).toBe(BRITISH);
    expect(vas.actorOf(choosing(), { type: 'take-first', fleet: GERMAN, first: true })).toBeNull();
    const moving = nominatedToMove(start(twoFleets()), 'warspite');
    expect(vas.actorOf(moving, { type: 'move', ship: 'warspite', legs: [] })).toBe(BRITISH);
  });

  it('dice belong to the dice: typed only where the host lets the seat type them', () => {
    const s = rolling();
    expect(vas.actorOf(s, { type: 'roll', values: [3, 4] })).toBe('dice');
    expect(seatRefusal('dice', BRITISH, { typesDice: true })).toBeNull();
    expect(seatRefusal('dice', BRITISH, { typesDice: false })?.code).toBe('ERR_NOT_YOUR_DICE');
    expect(vas.actorOf(nominate(), { type: 'roll', values: [3] })).toBeNull();
  });

  it('never throws, whatever it is given; nothing may be sent once the battle is over', () => {
    for (const junk of [null, 1, 'concede', [], { type: 1 }, { type: 'concede' }, { type: 'nominate-move', ship: 5 }]) {
      expect(vas.actorOf(nominate(), junk)).toBeNull();
    }
    const over = vas.apply(nominate(), { type: 'concede', fleet: GERMAN });
    expect(over.ok && vas.actorOf(over.value.state, { type: 'concede', fleet: BRITISH })).toBeNull();
  });

  it('agrees with apply: whatever actorOf gives to nobody, apply refuses', () => {
    const states = [rolling(), choosing(), nominate()];
    const actions: unknown[] = [
      { type: 'roll', values: [1, 1] }, { type: 'take-first', fleet: GERMAN, first: true }, { type: 'nominate-move', ship: 'hipper' },
      { type: 'concede', fleet: 'nobody' }, { type: 'attack', ship: 'warspite', fire: [] },
    ];
    for (const s of states) {
      for (const a of actions) {
        if (vas.actorOf(s, a) === null) expect(vas.apply(s, a as never).ok).toBe(false);
      }
    }
  });
});
