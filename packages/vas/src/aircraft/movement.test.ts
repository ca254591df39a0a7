import { describe, expect, it } from 'vitest';
import { vas } from '../index';
import type { VasAction, VasSetup, VasState } from '../types';
import { play, start, toMovement } from '../../test/fixtures';

const setup: VasSetup = {
  seed: 11,
  fleets: [
    {
      id: 'rn', ships: [{ id: 'ark', class: 'Ark Royal', position: { x: 10, y: 24 }, heading: 90 }],
      flights: [
        { id: 'fulmar', aircraft: 'Fairey Fulmar', carrier: 'ark', airborne: true, position: { x: 20, y: 30 } },
        { id: 'sword', aircraft: 'Fairey Swordfish', carrier: 'ark', airborne: true, position: { x: 20, y: 20 } },
      ],
    },
    {
      id: 'km', ships: [{ id: 'bismarck', class: 'Bismarck', position: { x: 60, y: 24 }, heading: 270 }],
      flights: [
        { id: 'me109', aircraft: 'Messerschmitt Me-109', position: { x: 50, y: 30 } },
        { id: 'stuka', aircraft: 'Junkers Ju-87', position: { x: 50, y: 20 } },
      ],
    },
  ],
};

/** Initiative to rn, then every ship moves straight ahead: aircraft movement is next. */
function toAir(s0: VasState = start(setup)): VasState {
  let s = toMovement(s0, [6, 6, 1, 1]).state;
  for (let p = vas.pending(s); p.kind === 'decision' && (p.decision === 'nominate-move' || p.decision === 'move'); p = vas.pending(s)) {
    const a = vas.legalActions(s)[0];
    if (!a) throw new Error('no legal ship action');
    s = play(s, [a]).state;
  }
  return s;
}

const code = (s: VasState, a: VasAction): string | null => {
  const r = vas.apply(s, a);
  return r.ok ? null : r.error.code;
};

describe('aircraft movement', () => {
  it('VAS-AIR-ORDER: after every ship has moved, the initiative winner chooses; then fighters of each fleet, then the others', () => {
    let s = toAir();
    expect(s.shipOrder.every((id) => s.ships[id]?.movedThisTurn)).toBe(true);
    let p = vas.pending(s);
    expect(p.kind === 'decision' && [p.decision, p.player]).toEqual(['air-first', 'rn']);
    expect(code(s, { type: 'air-first', fleet: 'km', first: true })).toBe('ERR_NOT_YOUR_TURN');
    s = play(s, [{ type: 'air-first', fleet: 'rn', first: false }]).state;
    const order: [string, string[]][] = [];
    for (p = vas.pending(s); p.kind === 'decision' && p.decision === 'fly'; p = vas.pending(s)) {
      const fleet = p.player;
      const mine = s.air.flights.filter((f) => f.airborne && f.fleet === fleet && (f.profile.type === 'Fighter') === (order.length < 2));
      order.push([fleet, mine.map((f) => f.id)]);
      s = play(s, [{ type: 'fly', fleet, moves: mine.map((f) => ({ flight: f.id, to: { x: f.position!.x, y: f.position!.y + 1 } })) }]).state;
    }
    expect(order).toEqual([['km', ['me109']], ['rn', ['fulmar']], ['km', ['stuka']], ['rn', ['sword']]]);
    expect(s.phase).toBe('attack');
    expect(s.air.flights.filter((f) => f.airborne).every((f) => f.movedThisTurn)).toBe(true);
  });

  it('VAS-AIR-MOVE: a flight flies any direction up to its Speed; too far, off the table, another fleet\'s or the wrong group is refused', () => {
    let s = play(toAir(), [{ type: 'air-first', fleet: 'rn', first: true }]).state;
    const fly = (flight: string, to: { x: number; y: number }): VasAction => ({ type: 'fly', fleet: 'rn', moves: [{ flight, to }] });
    const speed = s.air.flights.find((f) => f.id === 'fulmar')!.profile.speed;
    expect(code(s, fly('fulmar', { x: 20 + speed + 0.5, y: 30 }))).toBe('ERR_FLIGHT_TOO_FAR');
    expect(code(s, fly('fulmar', { x: 20, y: 30 + 12.01 + 6 }))).toBe('ERR_FLIGHT_OFF_TABLE');
    expect(code(s, fly('sword', { x: 21, y: 20 }))).toBe('ERR_FLIGHT_WRONG_GROUP');
    expect(code(s, fly('me109', { x: 49, y: 30 }))).toBe('ERR_NOT_YOUR_FLIGHT');
    expect(code(s, fly('ghost', { x: 49, y: 30 }))).toBe('ERR_UNKNOWN_FLIGHT');
    expect(code(s, { type: 'fly', fleet: 'rn', moves: 'up' } as unknown as VasAction)).toBe('ERR_BAD_ACTION');
    const leg = speed / Math.SQRT2;
    const r = vas.apply(s, fly('fulmar', { x: 20 + leg, y: 30 - leg }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.value.state;
    const fulmar = s.air.flights.find((f) => f.id === 'fulmar')!;
    expect(fulmar.position!.x).toBeCloseTo(20 + leg);
    expect(fulmar.heading).toBeCloseTo(135);
    expect(r.value.events.map((e) => [e.type, e.rule])).toContainEqual(['flight-moved', 'VAS-AIR-MOVE']);
  });

  it('VAS-AIR-MOVE: a flight locked in a dogfight may not move; a fleet with nothing else to move is passed over', () => {
    const locked = JSON.parse(vas.serialize(toAir())) as VasState;
    for (const f of locked.air.flights) {
      if (f.id === 'me109') f.dogfight = ['fulmar'];
      if (f.id === 'fulmar') f.dogfight = ['me109'];
    }
    let s = play(locked, [{ type: 'air-first', fleet: 'rn', first: true }]).state;
    const p = vas.pending(s);
    // No fighter of either fleet may move: straight to rn's other flights.
    expect(p.kind === 'decision' && [p.decision, p.player, p.prompt.includes('other flights')]).toEqual(['fly', 'rn', true]);
    s = play(s, [{ type: 'fly', fleet: 'rn', moves: [] }]).state;
    expect(code(s, { type: 'fly', fleet: 'km', moves: [{ flight: 'me109', to: { x: 49, y: 30 } }] })).toBe('ERR_FLIGHT_LOCKED');
  });
});
