import { describe, expect, it } from 'vitest';
import { relativeBearing, distance } from '@salvo/kernel';
import { vas } from '../index';
import type { MoveLeg, VasAction, VasSetup, VasState } from '../types';
import { play, start, toMovement } from '../../test/fixtures';

const setup: VasSetup = {
  seed: 5,
  fleets: [
    {
      id: 'rn', ships: [{ id: 'ark', class: 'Ark Royal', position: { x: 10, y: 24 }, heading: 90 }],
      flights: [
        { id: 'sword1', aircraft: 'Fairey Swordfish', carrier: 'ark' },
        { id: 'sword2', aircraft: 'Fairey Swordfish', carrier: 'ark' },
        { id: 'sword3', aircraft: 'Fairey Swordfish', carrier: 'ark' },
        { id: 'fulmar', aircraft: 'Fairey Fulmar', carrier: 'ark' },
      ],
    },
    { id: 'km', ships: [{ id: 'bismarck', class: 'Bismarck', position: { x: 60, y: 24 }, heading: 270 }] },
  ],
};

/** rn wins the initiative, moves first and nominates Ark Royal. */
function arkToMove(tamper?: (s: VasState) => void): VasState {
  let s = toMovement(start(setup), [6, 6, 1, 1]).state;
  s = play(s, [{ type: 'nominate-move', ship: 'ark' }]).state;
  if (!tamper) return s;
  const copy = JSON.parse(vas.serialize(s)) as VasState;
  tamper(copy);
  return copy;
}

const move = (legs: MoveLeg[], launch?: string[], recover?: string[]): VasAction =>
  ({ type: 'move', ship: 'ark', legs, ...(launch ? { launch } : {}), ...(recover ? { recover } : {}) });
const code = (s: VasState, a: VasAction): string | null => {
  const r = vas.apply(s, a);
  return r.ok ? null : r.error.code;
};
const flight = (s: VasState, id: string) => s.air.flights.find((f) => f.id === id)!;

describe('launch and recovery', () => {
  it('VAS-AIR-LAUNCH: a carrier moving straight launches two flights, placed touching its bow in its forward arc', () => {
    const r = vas.apply(arkToMove(), move([{ forward: 5 }], ['sword2', 'fulmar']));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.value.state;
    const ark = s.ships.ark!;
    for (const id of ['sword2', 'fulmar']) {
      const f = flight(s, id);
      expect(f.airborne).toBe(true);
      expect(distance(ark.position, f.position!)).toBeLessThan(3);
      const rel = relativeBearing(ark.position, ark.heading, f.position!);
      expect(Math.min(rel, 360 - rel)).toBeLessThan(45);
    }
    expect(flight(s, 'sword3')).toMatchObject({ airborne: false, position: null });
    expect(r.value.events.filter((e) => e.type === 'flight-launched').map((e) => e.rule)).toEqual(['VAS-AIR-LAUNCH', 'VAS-AIR-LAUNCH']);
  });

  it('VAS-AIR-LAUNCH: a third flight, a carrier that turned, a Crippled one or one taking a Special Action is refused', () => {
    const s = arkToMove();
    expect(code(s, move([{ forward: 5 }], ['sword2', 'sword3', 'fulmar']))).toBe('ERR_LAUNCH_TOO_MANY');
    expect(code(s, move([{ forward: 4 }, { turn: 45 }, { forward: 1 }]))).toBeNull();
    expect(code(s, move([{ forward: 4 }, { turn: 45 }, { forward: 1 }], ['sword2']))).toBe('ERR_LAUNCH_TURNED');
    expect(code(s, move([{ forward: 5 }], ['sword1']))).toBe('ERR_LAUNCH_NOT_ABOARD');
    const crippled = arkToMove((x) => { x.ships.ark!.crippled = true; });
    expect(code(crippled, move([{ forward: 3 }], ['sword2']))).toBe('ERR_LAUNCH_CRIPPLED');
    const special = arkToMove((x) => { x.ships.ark!.special = { kind: 'create-smoke', success: true }; });
    expect(code(special, move([{ forward: 5 }], ['sword2']))).toBe('ERR_LAUNCH_SPECIAL');
  });

  it('VAS-AIR-RECOVER: a carrier recovers its own flight touching it, within two flights a turn; a distant one is refused', () => {
    const s = arkToMove();
    expect(flight(s, 'sword1').airborne).toBe(true);
    expect(code(s, move([{ forward: 5 }], ['sword2', 'sword3'], ['sword1']))).toBe('ERR_LAUNCH_TOO_MANY');
    const r = vas.apply(s, move([{ forward: 5 }], ['sword2'], ['sword1']));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(flight(r.value.state, 'sword1')).toMatchObject({ airborne: false, position: null });
    expect(r.value.events.find((e) => e.type === 'flight-recovered')?.rule).toBe('VAS-AIR-RECOVER');
    const far = arkToMove((x) => { flight(x, 'sword1').position = { x: 30, y: 30 }; });
    expect(code(far, move([{ forward: 5 }], [], ['sword1']))).toBe('ERR_RECOVER_NOT_TOUCHING');
    expect(code(s, move([{ forward: 5 }], [], ['sword2']))).toBe('ERR_RECOVER_NOT_HERS');
  });
});
