/**
 * Take back (Salvo's own convenience, not a rule), for every host where the people play at one screen (the web
 * client's local games, `salvo play`, `salvo was play`): a person may take back their
 * last step, with everything the bots and the engine did after it, until something happened that a person could
 * exploit by playing the step again. Three things close the way back (BoardGameArena's convention, "undo until
 * the dice have spoken"):
 *
 * - `dice`: dice rolled by the computer. Played again, the same step would meet the same dice (they come from the
 *   state's PRNG), but another step would meet them knowingly.
 * - `reveal`: the last of several secret orders (War at Sea), which shows everyone's orders.
 * - `table-battle`: the result of a battle fought on the tactical table, carried into a war.
 * - `over`: the step that ended the game (a concession, say): its result may already be carried into a campaign
 *   or a war, and a finished game is no longer kept.
 *
 * Dice typed at the table are a person's step: a mistyped die is taken back like a decision.
 */
import type { Pending } from './engine';

export type Barrier = 'dice' | 'reveal' | 'table-battle' | 'over';

/** Who made a step: a person here, a bot, the computer's dice, or dice typed by a person. */
export type StepBy = 'person' | 'bot' | 'computer-dice' | 'typed-dice';

export interface StepMark {
  /** A person at this screen made this step (a decision, or dice typed at the table). */
  readonly person: boolean;
  readonly barrier: Barrier | null;
  /** Where the step's entries start in the host's log; null when not known (a step played before the host opened the game). */
  readonly logFrom: number | null;
  /** The step in words, as the log said it ("Royal Navy: HMS Warspite moves 5\" ahead."). */
  readonly said: string;
}

/** The mark of one step, from who made it and the pending step before and after it. */
export function markStep(by: StepBy, before: Pending<string>, after: Pending<string>, tableBattle: boolean, logFrom: number | null, said: string): StepMark {
  const revealed = before.kind === 'simultaneous' && !(after.kind === 'simultaneous' && after.decision === before.decision);
  const barrier: Barrier | null = after.kind === 'over' ? 'over' : by === 'computer-dice' ? 'dice' : tableBattle ? 'table-battle' : revealed ? 'reveal' : null;
  return { person: by === 'person' || by === 'typed-dice', barrier, logFrom, said };
}

export type TakeBackPoint = { readonly ok: true; readonly index: number; readonly said: string } | { readonly ok: false; readonly why: string };

const NONE = 'Nothing to take back: no step has been made at this screen yet.';
const CLOSED: Record<Barrier, string> = {
  dice: 'the dice have been rolled since',
  reveal: 'the secret orders have been shown since',
  'table-battle': 'a battle on the table has been fought since',
  over: 'the game has ended since',
};

/**
 * The step a take back returns to (it and every step after it are removed): the last step a person made, when no
 * barrier stands at or after it; otherwise the sentence saying why there is nothing to take back.
 */
export function takeBackPoint(marks: readonly StepMark[]): TakeBackPoint {
  for (let i = marks.length - 1; i >= 0; i--) {
    const m = marks[i];
    if (!m) break;
    if (m.barrier) {
      for (let j = i; j >= 0; j--) if (marks[j]?.person) return { ok: false, why: `Nothing to take back: ${CLOSED[m.barrier]} the last step made at this screen.` };
      return { ok: false, why: NONE };
    }
    if (m.person) return { ok: true, index: i, said: m.said };
  }
  return { ok: false, why: NONE };
}

/** What a record's `meta.takeBacks` tells a reader of the record, or null when nothing was taken back. */
export function takeBacksNote(meta: Readonly<Record<string, string>> | undefined): string | null {
  const n = Number(meta?.takeBacks ?? 0);
  if (!Number.isInteger(n) || n <= 0) return null;
  return `While this game was played, a step was taken back ${n === 1 ? 'once' : `${n} times`} (a person's step and what followed it, never past dice the computer had rolled).`;
}
