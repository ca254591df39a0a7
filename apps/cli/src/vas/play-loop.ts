/**
 * A whole Victory at Sea battle at the terminal. Each fleet is controlled by a person or the random
 * bot; dice come from the game's PRNG, or from the person in table mode. Every applied action
 * (dice included) is returned in order, ready for a game record.
 */
import type { RngState, StepBy } from '@salvo/kernel';
import type { VasAction, VasState } from '@salvo/vas';
import type { Terminal } from '../io/terminal';
import { attackInfo } from '../render/attack-info';
import { specialActionsInfo } from '../render/special-actions-info';
import { renderVasTable } from '../render/vas-table';
import { describeAction } from '@salvo/vas';
import { vasBot, type VasBot, type VasStrength } from '@salvo/bots';
import type { VasEngine } from './engine-type';
import { hostRoll } from './host-roll';
import { humanDecision, humanDice, type Step } from './human-turn';
import { TakeBackSteps } from '../io/take-back-steps';

export type Controller = 'human' | VasStrength;

export interface PlayConfig {
  /** Controller per fleet id; fleets not listed are played by the bot. */
  readonly controllers: Readonly<Record<string, Controller>>;
  /** Table mode: a person types the dice of every chance step, whoever plays the fleets (as in War at Sea). */
  readonly table: boolean;
  /** The bots' own PRNG (mutated), separate from the game's dice. */
  readonly botRng: RngState;
  /** Print the table before every bot decision too (default: only before people decide). */
  readonly verbose?: boolean;
  /** House rule: show exact ranges at the attack prompt (the rules forbid pre-measuring; default an estimate). */
  readonly preMeasure?: boolean;
  /** Before a person's prompt, the turn and the ships only (no board, flights or Special Actions list): `table` and `help` show them. */
  readonly compact?: boolean;
  /** Actions already played (a resumed record): `initial` is the state after them, and the outcome's actions start with them. */
  readonly prior?: readonly VasAction[];
  /** Called after every applied action with all actions so far (the record kept on disk). */
  /** Called when a step is taken back, before `onAction` rewrites the record (its `meta.takeBacks`). */
  readonly onTakeBack?: () => void;
  readonly onAction?: (actions: readonly VasAction[]) => void;
}

export interface PlayOutcome {
  readonly state: VasState;
  readonly actions: VasAction[];
  /** Set when the game stopped before its end (input closed, action bound reached). */
  readonly stopped?: string;
  readonly winners: string[];
}

export async function playVas(engine: VasEngine, initial: VasState, cfg: PlayConfig, term: Terminal): Promise<PlayOutcome> {
  let state = initial;
  const actions: VasAction[] = [...(cfg.prior ?? [])];
  const controllers: Record<string, Controller> = { ...cfg.controllers };
  const bots: Record<string, VasBot> = {};
  const steps = new TakeBackSteps<VasState, VasAction>(actions, (l) => term.print(l), cfg.onAction, cfg.onTakeBack);
  for (;;) {
    const p = engine.pending(state);
    if (p.kind === 'over') {
      renderVasTable(state).forEach((l) => term.print(l));
      const names = p.winners.map((w) => state.fleets[w]?.name ?? w);
      term.print(names.length ? `Winner: ${names.join(' and ')}. ${p.summary}` : `No winner. ${p.summary}`);
      return { state, actions, winners: [...p.winners] };
    }
    if (actions.length >= engine.descriptor.maxActions) {
      return { state, actions, winners: [], stopped: `The game passed ${engine.descriptor.maxActions} actions without ending.` };
    }
    let step: Step | 'undo' | null;
    let by: StepBy;
    let said: string;
    if (p.kind === 'chance') {
      step = cfg.table ? await humanDice(engine, state, p.request, term) : hostRoll(engine, state, p.request);
      by = cfg.table ? 'typed-dice' : 'computer-dice';
      said = step && step !== 'undo' ? `${p.request.label}: ${describeAction(state, step.action).replace(/^roll /, '')}${cfg.table ? ' (typed at the table)' : ''}` : '';
      if (step && step !== 'undo' && !cfg.table) term.print(`  [${said}]`);
    } else {
      const fleet = p.kind === 'decision' ? p.player : (p.players.find((f) => controllers[f] === 'human') ?? p.players[0] ?? null);
      const who = fleet ? (controllers[fleet] ?? 'random') : 'random';
      if (who === 'human') {
        renderVasTable(state, fleet ?? undefined, cfg.compact === true).forEach((l) => term.print(l));
        if (p.kind === 'decision' && p.decision === 'attack' && fleet) attackInfo(state, fleet, cfg.preMeasure ?? false).forEach((l) => term.print(l));
        if (p.kind === 'decision' && p.decision === 'nominate-move' && cfg.compact !== true) specialActionsInfo().forEach((l) => term.print(l));
        const name = fleet ? (state.fleets[fleet]?.name ?? fleet) : 'everyone';
        const answer = await humanDecision(engine, state, fleet, `${name}: ${p.prompt}`, term, cfg.botRng, cfg.preMeasure ?? false);
        if (answer === 'auto' && fleet) {
          controllers[fleet] = 'random';
          term.print(`${name} is played by the bot from now on.`);
          continue;
        }
        step = answer === 'auto' ? null : answer;
        by = 'person';
        said = step && step !== 'undo' ? `${name}: ${describeAction(state, step.action)}` : '';
      } else {
        if (cfg.verbose) renderVasTable(state).forEach((l) => term.print(l));
        const strength = fleet ? (controllers[fleet] ?? 'random') : 'random';
        const bot = fleet && strength !== 'random' && strength !== 'human' ? (bots[fleet] ??= vasBot(strength, `${fleet}:${actions.length}`)) : null;
        const action = bot && fleet ? bot.decide(engine.observe(state, fleet)) : engine.sampleAction(state, cfg.botRng);
        const r = engine.apply(state, action);
        if (!r.ok) return { state, actions, winners: [], stopped: `The bot chose an illegal action (${r.error.code}): ${r.error.message}` };
        step = { action: r.value.action ?? action, transition: r.value };
        // A ship holding fire is told once, by the engine's event.
        const quiet = action.type === 'attack' && action.fire.length === 0;
        said = `${fleet ? (state.fleets[fleet]?.name ?? fleet) : 'bot'} (bot): ${describeAction(state, action)}`;
        by = 'bot';
        if (!quiet) term.print(said);
      }
    }
    if (!step) return { state, actions, winners: [], stopped: 'Input ended before the game did.' };
    if (step === 'undo') {
      state = steps.takeBack() ?? state;
      continue;
    }
    steps.played(state, step.action, by, p, engine.pending(step.transition.state), false, said);
    cfg.onAction?.(actions);
    state = step.transition.state;
    for (const e of step.transition.events) term.print(`  ${e.text}`);
  }
}
