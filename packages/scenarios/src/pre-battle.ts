/**
 * Pre-battle rolls of a scenario (VAS-SCN-PRE-BATTLE-DICE). Every die before the battle (attacker and
 * defender, Bad Weather, Night, land-based aircraft, the initiative roll for who sets up first, Blockade's
 * deployment dice) is asked of a `PreBattleDice` as a kernel `ChanceRequest` (how many d6, what for, which
 * faces), so the same pure planning runs on either source:
 * - `seededDice(rng)`: rolled by Salvo from the PRNG seeded `scenario:<seed>` (same seed, same battle);
 * - `typedDice(rolls)`: the dice a person typed at the table (or a server received), in the order asked.
 *   When they run out, planning stops with the request for the next roll (`planBattle` answers `need`), so a
 *   host asks for it, appends it and plans again from the start: a pure function of (scenario, input, dice).
 * Each roll returns a sentence for the players.
 * VAS-SCN-ATTACKER-ROLL: one die each, ties re-rolled, highest attacks.
 * VAS-SCN-CONDITIONS-ROLL: Bad Weather / Night Battle / land-based aircraft on 1d6 >= the scenario's figure.
 */
import { diceFitRequest, rollFor as rollRequest, type ChanceRequest, type RngState } from '@salvo/kernel';

export interface PreBattleDice {
  /** The values for `req` (1 to 6 each). A typed source out of dice throws `MissingDice` (caught by planBattle). */
  roll(req: ChanceRequest): number[];
  /** The PRNG behind a seeded source (planning keeps it in the plan); null for typed dice. */
  readonly rng: RngState | null;
}

/** Thrown by a typed source with no roll left: planBattle turns it into its `need` answer. */
export class MissingDice extends Error {
  constructor(readonly request: ChanceRequest, readonly index: number) { super(request.label); }
}

/** Thrown by a typed source whose next roll does not fit the request (count or faces). */
export class WrongDice extends Error {
  constructor(readonly request: ChanceRequest, readonly index: number, why: string) { super(why); }
}

export function seededDice(rng: RngState): PreBattleDice {
  return { rng, roll: (req) => rollRequest(rng, req) };
}

export function typedDice(rolls: readonly (readonly number[])[]): PreBattleDice {
  let next = 0;
  return {
    rng: null,
    roll(req) {
      const values = rolls[next];
      if (values === undefined) throw new MissingDice(req, next);
      const why = diceFitRequest(req, values);
      if (why !== null) throw new WrongDice(req, next, why);
      next++;
      return [...values];
    },
  };
}

const d6 = (dice: number, purpose: string, label: string): ChanceRequest => ({ dice, sides: 6, purpose, label });

export function rollAttacker(source: PreBattleDice, players: readonly string[]): { attacker: number; notes: string[] } {
  const notes: string[] = [];
  const [p1, p2] = [players[0] ?? 'player 1', players[1] ?? 'player 2'];
  for (let round = 0; round < 100; round++) {
    const [a = 0, b = 0] = source.roll(d6(2, 'scenario-attacker', `Attacker and defender: one die each, ${p1} first, then ${p2}; the highest attacks, a tie rolls again`));
    notes.push(`Attacker roll: ${p1} ${a}, ${p2} ${b}${a === b ? ' (a tie: roll again)' : ''}.`);
    if (a !== b) return { attacker: a > b ? 0 : 1, notes };
  }
  return { attacker: 0, notes };
}

/** A 1d6 roll that switches something on at `atLeast` or more. */
export function rollFor(source: PreBattleDice, atLeast: number, what: string, purpose = 'scenario-condition'): { on: boolean; note: string } {
  const [d = 0] = source.roll(d6(1, purpose, `${what}? One die: ${atLeast} or more means yes`));
  const on = d >= atLeast;
  return { on, note: `${what}: rolled ${d} (${atLeast}+ needed): ${on ? 'yes' : 'no'}.` };
}

/** VAS-SCN-DEPLOY-ORDER: 2d6 for each fleet, in order (the dice of one roll: first fleet's two, then the second's). */
export function rollDeployInitiative(source: PreBattleDice, fleets: readonly string[]): number[] {
  const values = source.roll(d6(2 * fleets.length, 'scenario-deploy-initiative',
    `Initiative for deployment: two dice for each fleet, ${fleets.join(' then ')}; the lower total sets up first, a tie rolls again`));
  return fleets.map((_, i) => (values[2 * i] ?? 0) + (values[2 * i + 1] ?? 0));
}

/** VAS-SCN-BLOCKADE-DEPLOY: one die per blockading ship, in the order named (each moves it 12" x the die east). */
export function rollBlockade(source: PreBattleDice, ships: readonly string[]): number[] {
  if (ships.length === 0) return [];
  return source.roll(d6(ships.length, 'scenario-blockade-deploy',
    `Blockade deployment: one die for each blockading ship, in this order: ${ships.join(', ')}; each moves its ship 12" times the die from the west edge`));
}
