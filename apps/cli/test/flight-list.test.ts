import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { renderVasTable } from '../src/render/vas-table';
import { parseTypedAction } from '../src/vas/parse-action';
import { describeAction } from '@salvo/vas';

describe('the flights of the text table', () => {
  it('VAS-AIR-FLIGHT: the terminal view lists every flight, in the air with its position or aboard its carrier', () => {
    const r = vas.createGame({
      seed: 1,
      fleets: [
        {
          id: 'rn', name: 'Royal Navy', ships: [{ id: 'ark', name: 'HMS Ark Royal', class: 'Ark Royal', position: { x: 10, y: 24 }, heading: 90 }],
          flights: [{ id: 'f1', aircraft: 'Fairey Fulmar', carrier: 'ark', airborne: true, position: { x: 20, y: 30 } }, { id: 's1', aircraft: 'Fairey Swordfish', carrier: 'ark' }],
        },
        { id: 'km', name: 'Kriegsmarine', ships: [{ id: 'bismarck', class: 'Bismarck', position: { x: 60, y: 24 }, heading: 270 }] },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    const lines = renderVasTable(r.value);
    expect(lines).toContain('Flights:');
    expect(lines.find((l) => l.includes('f1:'))).toMatch(/Fairey Fulmar \(Fighter, Royal Navy\).*at \(20\.0, 30\.0\)/);
    expect(lines.find((l) => l.includes('s1:'))).toContain('aboard HMS Ark Royal');
  });
});

describe('aircraft in the terminal view and at the prompt', () => {
  const game = () => {
    const r = vas.createGame({
      seed: 1,
      fleets: [
        {
          id: 'rn', name: 'Royal Navy', ships: [
            { id: 'ark', name: 'HMS Ark Royal', class: 'Ark Royal', position: { x: 10, y: 24 }, heading: 90 },
            { id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 10, y: 10 }, heading: 90 },
          ],
          flights: [{ id: 'f1', aircraft: 'Fairey Fulmar', carrier: 'ark', airborne: true, position: { x: 20, y: 30 } }, { id: 's1', aircraft: 'Fairey Swordfish', carrier: 'ark' }],
        },
        { id: 'km', name: 'Kriegsmarine', ships: [{ id: 'hipper', name: 'Admiral Hipper', class: 'Admiral Hipper', position: { x: 60, y: 24 }, heading: 270 }], flights: [{ id: 'me1', aircraft: 'Messerschmitt Me-109', position: { x: 21, y: 30 } }] },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('VAS-AIR-FLIGHT: a flight line shows its Damage, a dogfight lock, spent payloads; observation aircraft aboard are counted per ship; flights are + on the plot', () => {
    const s = game();
    const f1 = s.air.flights.find((f) => f.id === 'f1')!;
    const me1 = s.air.flights.find((f) => f.id === 'me1')!;
    f1.dogfight = ['me1'];
    me1.dogfight = ['f1'];
    const sword = s.air.flights.find((f) => f.id === 's1')!;
    sword.airborne = true;
    sword.position = { x: 40, y: 40 };
    sword.spent = [0];
    const lines = renderVasTable(s, 'km');
    expect(lines.find((l) => l.includes('f1:'))).toMatch(/Damage \d+\/\d+.*locked in a dogfight with me1/);
    expect(lines.find((l) => l.includes('s1:'))).toMatch(/spent: \S/);
    expect(lines.find((l) => l.includes('observation aircraft aboard'))).toMatch(/HMS Warspite: \d observation aircraft aboard \(warspite\/obs1/);
    const plot = lines.filter((l) => l.startsWith('|'));
    expect(plot.join('').split('+').length - 1).toBeGreaterThanOrEqual(2); // f1/me1 share a cell; s1 has its own
    expect(lines).toContain('+ is a flight in the air (see Flights)');
  });

  it('VAS-AIR-OBSERVATION-LAUNCH: "move 3 launch warspite/obs1" and "fly" / "first" are read as aircraft actions', () => {
    const s = game();
    const moving = { ...s, moving: 'warspite' };
    const m = parseTypedAction(moving, 'move 3 launch warspite/obs1 warspite/obs2', 'rn');
    expect(m).toEqual({ ok: true, action: { type: 'move', ship: 'warspite', legs: [{ forward: 3 }], launch: ['warspite/obs1', 'warspite/obs2'] } });
    expect(parseTypedAction(moving, 'move ark 4 recover f1', 'rn')).toEqual({ ok: true, action: { type: 'move', ship: 'ark', legs: [{ forward: 4 }], recover: ['f1'] } });
    expect(parseTypedAction(moving, 'move 3 launch nothing', 'rn').ok).toBe(false);
    expect(parseTypedAction(s, 'fly f1 25 31 s1 12 24', 'rn')).toEqual({ ok: true, action: { type: 'fly', fleet: 'rn', moves: [{ flight: 'f1', to: { x: 25, y: 31 } }, { flight: 's1', to: { x: 12, y: 24 } }] } });
    expect(parseTypedAction(s, 'fly none', 'rn')).toEqual({ ok: true, action: { type: 'fly', fleet: 'rn', moves: [] } });
    expect(parseTypedAction(s, 'fly f1 25', 'rn').ok).toBe(false);
    expect(describeAction(s, { type: 'move', ship: 'warspite', legs: [{ forward: 3 }], launch: ['warspite/obs1'] })).toContain('launching warspite/obs1');
  });
});
