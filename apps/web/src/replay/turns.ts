/**
 * What the replay says about time, worked out once when a record is opened: the turn and phase at each step
 * (in the game header's words, common/status-text.ts), the turns of the record with the first step of each,
 * and the running log (every action's lines, and where each step's lines end).
 */
import type { VasEvent, VasState } from '@salvo/vas';
import { describeAction as describeWas, describeEvent, type WasAction, type WasEvent, type WasState } from '@salvo/was';
import { vasStatus, wasStepText } from '../common/status-text';
import { BOARD, placeName } from '../was/names';
import type { Loaded } from './load';

/**
 * The turn and phase at a step, as the live game's header says it: "Turn 3 of 12, Attack Phase" (Victory at Sea),
 * "Turn 2 of 7 · Allied movement" or "… · surface fire in the North Sea" (War at Sea).
 */
export function stepStatus(game: Loaded['game'], state: unknown): string {
  if (game === 'vas') return vasStatus(state as VasState);
  const s = state as WasState;
  const area = 'area' in s.step && s.step.area ? s.step.area : null;
  return `Turn ${s.turn} of ${BOARD.turns} · ${wasStepText(s.step)}${area ? ` in the ${placeName(area)}` : ''}`;
}

export interface TurnStart {
  readonly turn: number;
  /** The first step (index into `states`) at which the game is in this turn. */
  readonly step: number;
}

/** The turns of a record in order, each with its first step, from the turn at each step (`turns[i]`: step i's turn). */
export function turnsOfRecord(turns: readonly number[]): TurnStart[] {
  const out: TurnStart[] = [];
  turns.forEach((turn, step) => {
    if (out.at(-1)?.turn !== turn) out.push({ turn, step });
  });
  return out;
}

/** Which of `starts` (from turnsOfRecord) step `at` belongs to: the last one starting at or before it. */
export function turnIndexAt(starts: readonly TurnStart[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid]?.step ?? Infinity) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The lines of action i as a spectator reads them (every event of a finished game is public). */
export function actionLines(l: Pick<Loaded, 'game' | 'record' | 'states' | 'events'>, i: number): string[] {
  const before = l.states[i];
  const after = l.states[i + 1];
  const action = l.record.actions[i];
  const events = l.events[i];
  if (before === undefined || after === undefined || action === undefined || events === undefined) return [];
  if (l.game === 'vas') return (events as readonly VasEvent[]).map((e) => e.text);
  const s = before as WasState;
  const lines = (events as readonly WasEvent[]).map((e) => describeEvent(after as WasState, e, s)).filter((t): t is string => t !== null);
  const a = action as WasAction;
  return [a.type === 'roll' ? `dice ${a.values.join(' ')}` : describeWas(s, a), ...lines];
}

export interface StepLines {
  /** The step whose "what happened" these are: step k shows action k − 1's lines. */
  readonly step: number;
  readonly lines: readonly string[];
}

export interface RunningLog {
  /** Every step with something to say, in order. */
  readonly steps: readonly StepLines[];
  /** upTo[k]: how many of `steps` are at step k or before (the log shown at step k is steps.slice(0, upTo[k])). */
  readonly upTo: readonly number[];
}

/** The running log of a record from the lines of each action (`lines[i]`: action i's). */
export function runningLog(lines: readonly (readonly string[])[]): RunningLog {
  const steps: StepLines[] = [];
  const upTo: number[] = [0];
  lines.forEach((l, i) => {
    if (l.length) steps.push({ step: i + 1, lines: l });
    upTo.push(steps.length);
  });
  return { steps, upTo };
}

export interface RecordTime {
  readonly turns: readonly TurnStart[];
  readonly log: RunningLog;
}

/** Everything above for one opened record, worked out once. */
export function recordTime(l: Loaded): RecordTime {
  const turns = turnsOfRecord(l.states.map((s) => (s as { turn: number }).turn));
  const log = runningLog(l.record.actions.map((_, i) => actionLines(l, i)));
  return { turns, log };
}
