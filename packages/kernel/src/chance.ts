/**
 * Chance steps (the OpenSpiel model). When a rule needs dice the engine stops and
 * names them; the host answers with the values, from the PRNG kept in the state,
 * from a script (tests) or from a person at a real table (table mode). Every
 * outcome is recorded as an action, so a record replays with no PRNG at all.
 */
import type { RngState } from './rng';
import { showValue } from './show';
import { rollDie } from './rng';

export interface ChanceRequest {
  /** How many dice, and how many sides each. */
  readonly dice: number;
  readonly sides: number;
  /** Stable purpose tag, e.g. `initiative`, `attack`, `damage`, `critical-location`. */
  readonly purpose: string;
  /** A sentence for the person rolling at a table: "Roll 4d6 attack dice for Warspite's A turret". */
  readonly label: string;
  /** Free-form context for logs and UIs (ship ids, weapon names). */
  readonly context?: Readonly<Record<string, string | number>>;
}

/** Probability of each face of one fair die; the outcome distribution of a chance step is their product. */
export function faceProbabilities(sides: number): number[] {
  return Array.from({ length: sides }, () => 1 / sides);
}

const dice = (n: number): string => `${n} ${n === 1 ? 'die' : 'dice'}`;

/**
 * Checks table-mode input against a request: right count, every value a face. The answer is a sentence
 * for a player: it names the roll by the request's `label`, never its `purpose` tag.
 */
export function diceFitRequest(req: ChanceRequest, values: readonly number[]): string | null {
  if (values.length !== req.dice) {
    return `This roll takes ${dice(req.dice)}, not ${values.length} (${req.label.replace(/[.:\s]+$/, '')}).`;
  }
  for (const v of values) {
    if (typeof v === 'string') return `A die is written as a number from 1 to ${req.sides}, not as the text "${showValue(v)}".`;
    if (!Number.isInteger(v) || v < 1 || v > req.sides) return `A d${req.sides} shows 1 to ${req.sides}, not ${showValue(v)}.`;
  }
  return null;
}

/** Resolves a request from a PRNG state (mutated in place). */
export function rollFor(rng: RngState, req: ChanceRequest): number[] {
  const out = new Array<number>(req.dice);
  for (let i = 0; i < req.dice; i++) out[i] = rollDie(rng, req.sides);
  return out;
}

/** A scripted dice source for tests: hands out the given values in order. */
export function scriptedDice(values: readonly number[]): (req: ChanceRequest) => number[] {
  let i = 0;
  return (req) => {
    if (i + req.dice > values.length) {
      throw new Error(`Dice script exhausted at ${req.purpose} (${req.label}); needed ${req.dice} more after ${i}.`);
    }
    const out = values.slice(i, i + req.dice);
    i += req.dice;
    return out;
  };
}
