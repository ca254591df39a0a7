/**
 * The board facts the rules text states outright (H3 audit), read through the engine's board
 * module: a wrong edit of packages/data/src/was/board.json fails here with the rule it breaks.
 */
import { describe, expect, it } from 'vitest';
import { BOARD, landAirAllowed, port, portActive, portBorders } from '../src/board';
import type { PortId } from '../src/types';

const ports = (side: string): string[] => BOARD.ports.filter((p) => p.side === side).map((p) => p.id).sort();
const activeTurns = (id: PortId): number[] => [1, 2, 3, 4, 5, 6, 7, 8].filter((t) => portActive(id, t));

describe('board facts from the rules text', () => {
  it('WAS-2.2 WAS-2.3 WAS-2.6: five Allied ports, three Axis ports, one Neutral port', () => {
    expect(ports('allies')).toEqual(['england', 'leningrad', 'malta', 'russia', 'usa']);
    expect(ports('axis')).toEqual(['france', 'germany', 'italy']);
    expect(ports('neutral')).toEqual(['neutral']);
    expect(portBorders('neutral', 'south-atlantic')).toBe(true);
  });

  it('WAS-2.4 WAS-2.5 WAS-2.7: France is open on Turns 2-6, Leningrad and Russia from Turn 3, the USA from Turn 1', () => {
    expect(activeTurns('france')).toEqual([2, 3, 4, 5, 6]);
    expect(activeTurns('leningrad')).toEqual([3, 4, 5, 6, 7, 8]);
    expect(activeTurns('russia')).toEqual([3, 4, 5, 6, 7, 8]);
    expect(activeTurns('usa')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(port('usa').repair).toBeGreaterThan(0);
  });

  it('WAS-C2: Germany-Norway borders the Baltic, the North Sea and the Barents Sea', () => {
    expect([...port('germany').adjacentAreas].sort()).toEqual(['baltic-sea', 'barents-sea', 'north-sea']);
  });

  it('WAS-9.1 WAS-9.2: markers of factor 3; the Allies strike Germany, Italy, France, the Mediterranean; the Axis the Barents, Baltic, Mediterranean, Malta, Leningrad', () => {
    expect(BOARD.landAirFactor).toBe(3);
    const all = [...BOARD.seaAreas.map((a) => a.id), ...BOARD.ports.map((p) => p.id)];
    expect(all.filter((t) => landAirAllowed('allies', t)).sort()).toEqual(['france', 'germany', 'italy', 'mediterranean']);
    expect(all.filter((t) => landAirAllowed('axis', t)).sort()).toEqual(['baltic-sea', 'barents-sea', 'leningrad', 'malta', 'mediterranean']);
  });

  it('WAS-13.2: France repairs 3 points a turn, as the example of 13.2 needs (2 + 1)', () => {
    expect(port('france').repair).toBe(3);
  });

  it('WAS-8.1 WAS-16.2 WAS-14.4 WAS-14.5 WAS-C1 WAS-1: 3 U-boats to start and 7 at most; oilers 1-5, 1-4, 1-3; convoys 3 and 1 POC; a 10-point cap; eight turns', () => {
    expect(BOARD.uboats).toEqual({ start: 3, max: 7 });
    expect(BOARD.turnChart.find((e) => e.turn === 1)?.uboats).toBe(3);
    expect(BOARD.oilerSuccessMax).toEqual({ 1: 5, 2: 4, 3: 3 });
    expect(BOARD.convoyPoc).toEqual({ russia: 3, england: 1 });
    expect(BOARD.pocCap).toBe(10);
    expect(BOARD.turns).toBe(8);
  });
});
