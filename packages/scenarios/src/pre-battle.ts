/**
 * Pre-battle rolls of a scenario, from a PRNG seeded by the battle's seed (`scenario:<seed>`), so the
 * same seed gives the same battle and the record's setup holds the outcome. Each roll returns a sentence
 * for the players. VAS-SCN-ATTACKER-ROLL: one die each, ties re-rolled, highest attacks.
 * VAS-SCN-CONDITIONS-ROLL: Bad Weather / Night Battle / land-based aircraft on 1d6 >= the scenario's figure.
 */
import { rollD6, type RngState } from '@salvo/kernel';

export function rollAttacker(rng: RngState, players: readonly string[]): { attacker: number; notes: string[] } {
  const notes: string[] = [];
  for (let round = 0; round < 100; round++) {
    const a = rollD6(rng);
    const b = rollD6(rng);
    notes.push(`Attacker roll: ${players[0] ?? 'player 1'} ${a}, ${players[1] ?? 'player 2'} ${b}${a === b ? ' (a tie: roll again)' : ''}.`);
    if (a !== b) return { attacker: a > b ? 0 : 1, notes };
  }
  return { attacker: 0, notes };
}

/** A 1d6 roll that switches something on at `atLeast` or more. */
export function rollFor(rng: RngState, atLeast: number, what: string): { on: boolean; note: string } {
  const d = rollD6(rng);
  const on = d >= atLeast;
  return { on, note: `${what}: rolled ${d} (${atLeast}+ needed): ${on ? 'yes' : 'no'}.` };
}
