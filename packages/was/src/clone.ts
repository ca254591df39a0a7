/**
 * The per-action copy of the state. Contract with the rules modules: they replace `location`,
 * `step`, volleys and secret orders rather than editing them in place, so those are shared;
 * everything a module edits in place (ships' fields, counters, maps, arrays, the PRNG words) is copied.
 */
import type { RngState } from '@salvo/kernel';
import type { AreaCombat, WasState } from './types';

function cloneCombat(c: AreaCombat): AreaCombat {
  return {
    ...c,
    disengaged: { ...c.disengaged },
    withdrawing: c.withdrawing.map((g) => [...g]),
    engagements: c.engagements.map((e) => ({ ...e, allies: [...e.allies], axis: [...e.axis] })),
    roundStart: { ...c.roundStart },
    carriersFiring: [...c.carriersFiring],
    firedThisRound: [...c.firedThisRound],
    targetedThisRound: { allies: [...c.targetedThisRound.allies], axis: [...c.targetedThisRound.axis] },
  };
}

export function cloneState(s: WasState): WasState {
  const combat: WasState['combat'] = {};
  for (const [k, c] of Object.entries(s.combat)) if (c) combat[k as keyof WasState['combat']] = cloneCombat(c);
  return {
    ...s,
    ships: s.ships.map((x) => ({ ...x })),
    uboats: { ...s.uboats, areas: { ...s.uboats.areas } },
    control: s.control.map((m) => ({ ...m })),
    pendingPoc: { ...s.pendingPoc },
    lba: { ...s.lba },
    secret: { ...s.secret },
    areaQueue: [...s.areaQueue],
    combat,
    volleys: [...s.volleys],
    rng: [...s.rng] as RngState,
  };
}
