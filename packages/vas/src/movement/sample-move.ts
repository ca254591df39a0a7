/**
 * `sampleMove`: a random legal move for bots and playouts, over the continuous space (random
 * length, random turning point and angle). Moves that stay on the table are preferred; the
 * representative set and finally staying put (when hemmed in) guarantee a legal answer.
 */
import { nextU32, type RngState } from '@salvo/kernel';
import type { MoveLeg, ShipState, VasState } from '../types';
import { legalRepresentativeLegs } from './candidates';
import { moveLimits, type MoveLimits } from './limits';
import { planMove } from './plan';

const TRIES = 24;

const unit = (rng: RngState): number => nextU32(rng) / 0x100000000;
const between = (rng: RngState, lo: number, hi: number): number => lo + (hi - lo) * unit(rng);

/** A random turn angle within the ship's Turning, on its allowed side (VAS-SCN-TURN-ONE-WAY). */
function randomAngle(lim: MoveLimits, rng: RngState): number {
  const max = Math.min(180, lim.turning * 45);
  const lo = lim.turnSide === 'starboard' ? 0 : -max;
  const hi = lim.turnSide === 'port' ? 0 : max;
  return between(rng, lo, hi);
}

function randomLegs(state: VasState, ship: ShipState, rng: RngState): MoveLeg[] {
  const lim = moveLimits(ship, state);
  const dist = between(rng, lim.minimum, lim.speed);
  const half = lim.speed / 2;
  if (lim.turning <= 0 || dist < half || unit(rng) < 0.35) return [{ forward: dist }];
  const turnAt = between(rng, half, dist);
  const legs: MoveLeg[] = [{ forward: turnAt }, { turn: randomAngle(lim, rng) }, { forward: dist - turnAt }];
  if (lim.agile && Math.abs(dist - lim.speed) < 1e-9 && unit(rng) < 0.5) legs.push({ turn: randomAngle(lim, rng) });
  return legs;
}

export function sampleMove(state: VasState, ship: ShipState, rng: RngState): MoveLeg[] {
  let leaving: MoveLeg[] | null = null;
  for (let i = 0; i < TRIES; i++) {
    const legs = randomLegs(state, ship, rng);
    const plan = planMove(state, ship, legs);
    if (!plan.ok) continue;
    if (!plan.value.withdrawn) return legs;
    leaving ??= legs;
  }
  const reps = legalRepresentativeLegs(state, ship);
  const staying = reps.filter((legs) => {
    const p = planMove(state, ship, legs, { allowShort: legs.length === 0 });
    return p.ok && !p.value.withdrawn;
  });
  const pool = staying.length > 0 ? staying : leaving ? [leaving] : reps;
  return pool[nextU32(rng) % pool.length] ?? [];
}
