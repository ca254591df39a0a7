/**
 * What `salvo mail` shows and asks, per game, through the play commands' own board rendering, action texts and
 * prompts (vas/human-turn.ts, was/human.ts): a mail game looks and is played like `salvo play` / `salvo was play`.
 * Mail games hide nothing but sealed orders (setups that would are refused), and the views used are the seat's.
 */
import type { RngState } from '@salvo/kernel';
import { mailEngine, type MailGameKind } from '@salvo/mail';
import { describeAction as describeVas, vas, type VasAction, type VasEvent, type VasState } from '@salvo/vas';
import { describeAction as describeWas, describeEvent, textFor, visibleEvents, wasEngine, type Side, type WasAction, type WasEvent, type WasState } from '@salvo/was';
import type { Terminal } from '../io/terminal';
import { renderVasTable } from '../render/vas-table';
import { humanDecision as vasDecision } from '../vas/human-turn';
import { humanDecision as wasDecision } from '../was/human';
import { renderBoard } from '../was/render-board';
import { isDeploying, type ScenarioVasAction } from '@salvo/scenarios';
import { decideDeploying, deployingBoard, describeDeploying } from './scenario-view';

export interface MailGameView {
  /** The board or table as the seat sees it. */
  board(state: unknown, seat: string): string[];
  /** One action as the play commands say it. */
  describe(before: unknown, action: unknown, seat: string): string;
  /** The events of one step that `seat` may be told, as lines. */
  events(before: unknown, after: unknown, events: readonly unknown[], seat: string): string[];
  /**
   * The person's decision, with the play command's prompt and parser, its menu and help without "auto" and "undo";
   * 'auto' / 'undo' as they return them when typed anyway; null at end of input.
   */
  decide(state: unknown, seat: string, prompt: string, term: Terminal, rng: RngState): Promise<unknown>;
}

/** Victory at Sea; a scenario's pre-battle steps (its deployment) through scenario-view.ts. */
const vasView: MailGameView = {
  board: (s, seat) => (isDeploying(s) ? deployingBoard(s, seat) : renderVasTable(s as VasState, seat)),
  describe: (s, a) => (isDeploying(s) ? describeDeploying(s, a as ScenarioVasAction) ?? '' : describeVas(s as VasState, a as VasAction)),
  events: (_b, _a, events) => (events as readonly VasEvent[]).map((e) => `  ${e.text}`),
  async decide(s, seat, prompt, term, rng) {
    if (isDeploying(s)) {
      term.print(prompt);
      return decideDeploying(s, seat, term);
    }
    const r = await vasDecision(vas, s as VasState, seat, prompt, term, rng, false, true);
    return r === null || r === 'auto' || r === 'undo' ? r : r.action;
  },
};

const wasView: MailGameView = {
  board: (s, seat) => renderBoard(wasEngine.observe(s as WasState, seat as Side)),
  describe: (s, a, seat) => textFor(s as WasState, describeWas(s as WasState, a as WasAction), seat as Side),
  events: (before, after, events, seat) => visibleEvents(after as WasState, events as readonly WasEvent[], seat as Side)
    .map((e) => describeEvent(after as WasState, e, before as WasState))
    .filter((t): t is string => t !== null)
    .map((t) => `  ${textFor(after as WasState, t, seat as Side)}`),
  decide: (s, seat, prompt, term, rng) => wasDecision(s as WasState, seat as Side, prompt, term, rng, true),
};

export const mailView = (kind: MailGameKind): MailGameView => (kind === 'vas' ? vasView : wasView);

/** A roll as the play loops print the computer's dice: `[label: 3 5]`, with who rolled it. */
export function diceLine(kind: MailGameKind, before: unknown, dice: readonly number[], who: string): string {
  const p = mailEngine(kind).pending(before);
  const label = p.kind === 'chance' ? p.request.label.replace(/[.:\s]+$/, '') : 'Dice';
  return `  [${label}: ${dice.join(' ')}, rolled by ${who}]`;
}
