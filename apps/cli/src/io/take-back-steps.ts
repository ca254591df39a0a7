/**
 * The terminal games' take back (`undo` at a prompt of `salvo play` and `salvo was play`), over the kernel's rule
 * (take-back.ts): the steps played in this run, each with its mark and the state before it. A resumed record's
 * earlier steps are not kept, so nothing before the resume is taken back; once a step closes the way back, the
 * states before it are let go.
 */
import { markStep, takeBackPoint, type Pending, type StepBy, type StepMark } from '@salvo/kernel';

export class TakeBackSteps<State, Action> {
  private readonly marks: StepMark[] = [];
  private readonly before: Array<State | null> = [];
  private readonly base: number;

  /**
   * `actions`: the game's actions (the resumed ones first); a take back shortens this same array, counts itself
   * (`onTakeBack`), rewrites the record (`onAction`) and prints what was taken back, or why nothing was.
   */
  constructor(
    private readonly actions: Action[],
    private readonly print: (line: string) => void,
    private readonly onAction?: (actions: readonly Action[]) => void,
    private readonly onTakeBack?: () => void,
  ) {
    this.base = actions.length;
  }

  /** Appends a step played from `state` (pending `before`, then `after`) to the actions. */
  played(state: State, action: Action, by: StepBy, before: Pending<string>, after: Pending<string>, tableBattle: boolean, said: string): void {
    const mark = markStep(by, before, after, tableBattle, null, said);
    if (mark.barrier) this.before.fill(null);
    this.marks.push(mark);
    this.before.push(state);
    this.actions.push(action);
  }

  /**
   * Takes back the last step a person made here with every step after it: the state to play on from, or null
   * when nothing may be taken back (the actions unchanged, the reason printed).
   */
  takeBack(): State | null {
    const point = takeBackPoint(this.marks);
    const back = point.ok ? this.before[point.index] : null;
    if (!point.ok || !back) {
      this.print(point.ok ? 'Nothing to take back.' : point.why);
      return null;
    }
    this.actions.length = this.base + point.index;
    this.marks.length = point.index;
    this.before.length = point.index;
    this.onTakeBack?.();
    this.onAction?.(this.actions);
    this.print(`Taken back: ${point.said}`);
    return back;
  }
}
