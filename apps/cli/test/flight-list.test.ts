import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { renderVasTable } from '../src/render/vas-table';

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
