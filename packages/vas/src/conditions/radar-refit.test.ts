/**
 * VAS-REFIT-RADAR: the campaign refit Radar on a Kriegsmarine ship that already has Radar lifts the
 * German Special Rule (VAS-KM-RADAR, forward arc only). Played from a setup, through the Attack Phase's
 * radar Detection rolls.
 */
import { describe, expect, it } from 'vitest';
import { vas } from '../index';
import type { VasState } from '../types';
import { openAttackVisibility } from './index';

/** Bismarck steaming east (heading 90) with a Queen Elizabeth 16" astern; radar rules on. */
function astern(extra: Record<string, unknown>): VasState {
  const g = vas.createGame({
    seed: 3,
    options: { radar: true },
    fleets: [
      { id: 'km', ships: [{ id: 'bismarck', class: 'Bismarck', position: { x: 36, y: 24 }, heading: 90, ...extra }] },
      { id: 'rn', ships: [{ id: 'qe', class: 'Queen Elizabeth', position: { x: 20, y: 24 }, heading: 90 }] },
    ],
  } as never);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** The enemies the radar ships roll for when the Attack Phase opens, by radar ship. */
function radarRolls(s: VasState): Record<string, string[]> {
  const d = structuredClone(s);
  openAttackVisibility(d);
  const out: Record<string, string[]> = {};
  if (d.resolution?.kind !== 'visibility') return out;
  for (const step of d.resolution.data.steps) if (step.t === 'radar') out[step.ship] = step.targets;
  return out;
}

describe('Refit: Radar on a Kriegsmarine ship that has it', () => {
  it('VAS-REFIT-RADAR: without the refit Bismarck\'s radar does not look astern; with it she rolls for the ship astern', () => {
    expect(radarRolls(astern({}))).toEqual({});
    const refitted = astern({ radarRefit: true });
    expect(refitted.ships.bismarck?.radarRefit).toBe(true);
    expect(radarRolls(refitted)).toEqual({ bismarck: ['qe'] });
    const round = vas.parse(vas.serialize(refitted));
    expect(round.ok && round.value.ships.bismarck?.radarRefit).toBe(true);
  });

  it('VAS-REFIT-RADAR: radarRefit is true or left out; anything else is refused with its path', () => {
    const g = vas.createGame({
      seed: 3,
      fleets: [
        { id: 'km', ships: [{ id: 'bismarck', class: 'Bismarck', position: { x: 36, y: 24 }, heading: 90, radarRefit: 'yes' }] },
        { id: 'rn', ships: [{ id: 'qe', class: 'Queen Elizabeth', position: { x: 20, y: 24 }, heading: 90 }] },
      ],
    } as never);
    expect(!g.ok && g.error.problems.map((p) => [p.code, p.path])).toContainEqual(['ERR_BAD_RADAR_REFIT', 'fleets[0].ships[0].radarRefit']);
    expect(astern({}).ships.bismarck?.radarRefit).toBeUndefined();
  });
});
