/**
 * Table mode on the Scenarios screen (VAS-SCN-PRE-BATTLE-DICE): the players roll every pre-battle die at the
 * table and type it, as `salvo play --table` asks for them (apps/cli scenario-battle.ts). Everything here is
 * pure: `tableStep(choice, rolls)` plans again from the start with the dice typed so far and answers the next
 * roll to ask for (its request: how many dice, what for, which faces), the finished plan, or the problems.
 *
 * - Attacker and defender rolled ('roll') with fleet files of the players' own: the roll decides which file is
 *   whose, so the attacker dice are asked first with the example fleets (as `planChoice` does with seeded dice:
 *   the roll comes before any fleet is looked at), then the plan is made with the attacker fixed and the rest.
 * - What each typed roll decided is the engine's own sentence: the plan is completed with stand-in dice after
 *   the typed ones (`completed`), and its roll sentences, in order, belong to the typed rolls first. Stand-in
 *   dice never reach a plan that is played: they only let the sentences of the dice already typed be read.
 * Nothing here reads the clock or rolls a die.
 */
import { diceFitRequest, type ChanceRequest } from '@salvo/kernel';
import { planBattle, type BattleInput, type BattlePlan, type PlanResult } from '@salvo/scenarios';
import { choicePoints, defaultLevel, fleetsInOrder, hasRoles, sidesFor, type ScenarioChoice } from './plan';

export interface TypedRoll { readonly request: ChanceRequest; readonly values: readonly number[] }

export type TableStep =
  | { readonly kind: 'need'; readonly request: ChanceRequest; readonly decided: readonly string[] }
  | { readonly kind: 'planned'; readonly plan: BattlePlan; readonly first: number; readonly decided: readonly string[] }
  | { readonly kind: 'problems'; readonly problems: readonly string[] };

/** The engine's sentence of one pre-battle roll (pre-battle.ts and to-setup.ts); other notes are choices or consequences. */
const ROLL_NOTE = /^(Attacker roll|Initiative for deployment):|: rolled \d+ \(\d+\+ needed\)/;
export const isRollNote = (note: string): boolean => ROLL_NOTE.test(note);
const BLOCKADE = 'scenario-blockade-deploy';

/** Stand-in dice for a request: low then high faces, so a roll that re-rolls ties is settled at once. */
function standIn(req: ChanceRequest): number[] {
  return Array.from({ length: req.dice }, (_, i) => (i < req.dice / 2 ? 1 : req.sides));
}

/** The plan with `dice` typed and stand-ins after them until nothing more is asked. */
function completed(s: ScenarioChoice['scenario'], input: BattleInput, dice: readonly (readonly number[])[]): PlanResult {
  const all = [...dice];
  for (let i = 0; i < 200; i++) {
    const r = planBattle(s, { ...input, dice: all });
    if (r.ok || !r.need) return r;
    all.push(standIn(r.need));
  }
  return planBattle(s, { ...input, dice: all });
}

/**
 * What each typed roll decided, from a plan's notes: each roll sentence with the notes that follow it up to
 * the next roll (e.g. "Player 2 is the attacker"), matched in order to the typed rolls other than Blockade's
 * (whose dice place the ships when the blockaders deploy).
 */
export function decisions(notes: readonly string[], rolls: readonly TypedRoll[]): string[] {
  const groups: string[][] = [];
  for (const n of notes) {
    if (n.startsWith('Blockade deployment')) continue;
    if (isRollNote(n)) groups.push([n]);
    else groups[groups.length - 1]?.push(n);
  }
  let k = 0;
  return rolls.map((r) => (r.request.purpose === BLOCKADE
    ? 'Each blockading ship is placed from its die when the fleet deploys.'
    : (groups[k++] ?? []).join(' ')));
}

/** Why typed dice do not answer the request, as a sentence; null when they do. */
export function typedProblem(req: ChanceRequest, values: readonly number[]): string | null {
  return diceFitRequest(req, values);
}

export function tableStep(c: ScenarioChoice, rolls: readonly TypedRoll[]): TableStep {
  const s = c.scenario;
  const level = s.level ?? c.level ?? defaultLevel(s);
  const own = c.fleets ?? {};
  const ownGiven = Object.keys(own).length > 0;
  const roles = hasRoles(s);
  const dice = rolls.map((r) => r.values);
  const points = choicePoints(c);
  if (!points.ok) return { kind: 'problems', problems: [points.message] };
  let attacker: number | undefined;
  let attackerNotes: string[] = [];
  let rest = dice;
  if (roles && c.side !== 'roll') attacker = s.sides.find((x) => x.id === c.side)?.role === 'attacker' ? 0 : 1;
  if (roles && c.side === 'roll' && ownGiven) {
    let k = 0;
    for (;;) {
      const probe = planBattle(s, { seed: c.seed, level, dice: dice.slice(0, k) });
      if (probe.ok || probe.need?.purpose !== 'scenario-attacker') break;
      if (k >= dice.length) {
        const sofar = completed(s, { seed: c.seed, level }, dice);
        return { kind: 'need', request: probe.need, decided: sofar.ok ? decisions(sofar.value.notes, rolls) : [] };
      }
      k++;
    }
    const settled = completed(s, { seed: c.seed, level }, dice.slice(0, k));
    const found = settled.ok ? settled.value.players.findIndex((p) => p.side.role === 'attacker') : 0;
    attacker = found < 0 ? 0 : found;
    attackerNotes = settled.ok ? settled.value.notes.filter((n) => n.startsWith('Attacker roll')) : [];
    rest = dice.slice(k);
  }
  const sides = sidesFor(s, attacker ?? 0);
  const input: BattleInput = {
    seed: c.seed, level,
    ...(ownGiven ? { fleets: fleetsInOrder(s, sides, own) } : {}),
    ...(attacker !== undefined ? { attacker } : {}),
    ...(points.value !== undefined ? { points: points.value } : {}),
  };
  const plan = planBattle(s, { ...input, dice: rest });
  if (plan.ok) {
    plan.value.notes.unshift(...attackerNotes);
    const first = c.side === 'roll' ? 0 : Math.max(0, plan.value.players.findIndex((p) => p.side.id === c.side));
    return { kind: 'planned', plan: plan.value, first, decided: decisions(plan.value.notes, rolls) };
  }
  if (plan.need) {
    const sofar = completed(s, input, rest);
    const decided = sofar.ok ? decisions([...attackerNotes, ...sofar.value.notes], rolls) : [];
    return { kind: 'need', request: plan.need, decided };
  }
  return { kind: 'problems', problems: plan.problems.map((p) => p.message) };
}
