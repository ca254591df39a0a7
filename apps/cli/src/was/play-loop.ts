/**
 * A whole War at Sea game at the terminal, to the end of Turn 8. Each side is a person, the random
 * bot or the heuristic bot. The board is printed at every turn's movement (and before a person's
 * movement); secret simultaneous orders of a bot are not shown before they are revealed, and in
 * hot-seat the screen is cleared around each secret order. Dice come from the game's PRNG
 * (`rollChance`, the values recorded as `roll` actions) or, in table mode, from the people.
 */
import type { RngState, StepBy } from '@salvo/kernel';
import { heuristicWasBot, randomWasBot, searchWasBot, stateDice, type WasBot } from '@salvo/bots';
import { describeAction, describeEvent, hidesBritish, pendingFor, textFor, visibleEvents, wasEngine, type Side, type WasAction, type WasEvent, type WasState } from '@salvo/was';
import type { Terminal } from '../io/terminal';
import { humanDecision, humanDice } from './human';
import { renderBoard } from './render-board';
import { tacticalDecision } from './tactical-battle';
import { TakeBackSteps } from '../io/take-back-steps';

export type Controller = 'human' | 'random' | 'heuristic' | 'search';

export interface WasPlayConfig {
  readonly controllers: Readonly<Record<Side, Controller>>;
  readonly table: boolean;
  /** The bots' own PRNG (mutated), never the game's dice. */
  readonly botRng: RngState;
  /** Clear the screen around secret orders in hot-seat (a TTY only). */
  readonly clearScreen: boolean;
  /** Actions already played (a resumed record): `initial` is the state after them, and the outcome's actions start with them. */
  readonly prior?: readonly WasAction[];
  /** Called after every applied action with all actions so far (the record kept on disk). */
  /** Called when a step is taken back, before `onAction` rewrites the record (its `meta.takeBacks`). */
  readonly onTakeBack?: () => void;
  readonly onAction?: (actions: readonly WasAction[]) => void;
  /** The game's record on disk, if kept: a battle fought on the tactical table keeps its own record beside it. */
  readonly savePath?: string;
}

export interface WasPlayOutcome {
  readonly state: WasState;
  readonly actions: WasAction[];
  readonly stopped?: string;
}

const CLEAR = '\x1b[2J\x1b[3J\x1b[H';
const title = (side: Side): string => (side === 'allies' ? 'Allies' : 'Axis');

export async function playWas(initial: WasState, cfg: WasPlayConfig, term: Terminal): Promise<WasPlayOutcome> {
  const bots: Partial<Record<Side, WasBot>> = {};
  for (const side of ['allies', 'axis'] as const) {
    const c = cfg.controllers[side];
    if (c === 'random') bots[side] = randomWasBot(cfg.botRng);
    if (c === 'heuristic') bots[side] = heuristicWasBot(cfg.botRng);
    if (c === 'search') bots[side] = searchWasBot(cfg.botRng);
  }
  const humans = (['allies', 'axis'] as const).filter((x) => cfg.controllers[x] === 'human');
  const hotSeat = humans.length === 2;
  const viewer: Side = humans[0] ?? 'allies';
  let state = initial;
  const actions: WasAction[] = [...(cfg.prior ?? [])];
  /** 19.3: with an Axis person at the table, the log names no face-down British ship before the reveal. */
  const logViewer: Side = humans.includes('axis') ? 'axis' : 'allies';
  const log = (s: WasState, events: readonly WasEvent[], before: WasState): void => {
    for (const e of visibleEvents(s, events, logViewer)) {
      const text = describeEvent(s, e, before);
      if (text) term.print(`  ${textFor(s, text, logViewer)}`);
    }
  };
  /** An open decision as the log tells it: under 19.3 the Allies' orders are not shown to an Axis person before the reveal. */
  const told = (side: Side, action: WasAction): string => {
    if (side === 'allies' && hidesBritish(state, logViewer) && (action.type === 'move' || action.type === 'deploy')) return ' has given its orders, face down (19.3).';
    return `: ${textFor(state, describeAction(state, action), logViewer)}`;
  };
  const steps = new TakeBackSteps<WasState, WasAction>(actions, (l) => term.print(l), cfg.onAction, cfg.onTakeBack);
  const takeBack = (): void => { state = steps.takeBack() ?? state; };
  for (;;) {
    const p = pendingFor(state, logViewer);
    if (p.kind === 'over') {
      renderBoard(wasEngine.observe(state, viewer)).forEach((l) => term.print(l));
      term.print(p.winners.length ? `Winner: ${p.winners.map((w) => title(w as Side)).join(', ')}. ${p.summary}` : `No winner. ${p.summary}`);
      return { state, actions };
    }
    if (actions.length >= wasEngine.descriptor.maxActions) return { state, actions, stopped: `The game passed ${wasEngine.descriptor.maxActions} actions.` };
    let action: WasAction;
    let next: { state: WasState; events: readonly WasEvent[] };
    let by: StepBy = 'person';
    let said: string;
    if (p.kind === 'chance') {
      if (cfg.table) {
        const values = await humanDice(p.request, term, humans);
        if (!values) return { state, actions, stopped: 'Input ended before the game did.' };
        if (values === 'undo') { takeBack(); continue; }
        action = Array.isArray(values) ? wasEngine.diceAction(values) : values;
        by = Array.isArray(values) ? 'typed-dice' : 'person';
        said = Array.isArray(values) ? `${p.request.label}: ${values.join(' ')} (typed at the table)` : `${title(values.side)}: ${describeAction(state, action)}`;
        if (!Array.isArray(values)) term.print(said);
        const r = wasEngine.apply(state, action);
        if (!r.ok) return { state, actions, stopped: r.error.message };
        next = r.value;
      } else {
        action = wasEngine.diceAction(stateDice(state, p.request));
        next = wasEngine.rollChance(state);
        by = 'computer-dice';
        said = p.request.label;
      }
    } else {
      const side = (p.kind === 'decision' ? p.player : p.players[0]) ?? 'allies';
      const secret = p.kind === 'simultaneous';
      if (state.step.kind === 'move' && side === 'allies') renderBoard(wasEngine.observe(state, hotSeat ? side : viewer)).forEach((l) => term.print(l));
      const bot = bots[side];
      if (state.step.kind === 'tactical-battle') {
        // WAS-SALVO-TACTICAL: the people (or, with none, the bots) fight it on the table or choose the dice.
        const chosen = await tacticalDecision(state, { controllers: cfg.controllers, table: cfg.table, ...(cfg.savePath ? { savePath: cfg.savePath } : {}) }, term);
        if (!chosen) return { state, actions, stopped: 'Input ended before the game did.' };
        action = chosen;
        said = `${title(side)}: ${describeAction(state, action)}`;
        // A tactical result is told by its event, ship by ship; the choice of the dice here.
        if (action.type === 'fight-by-dice') term.print(said);
      } else if (bot) {
        action = bot.decide(state, side);
        by = 'bot';
        said = secret ? `${title(side)} (bot) has written its order.` : `${title(side)} (bot)${told(side, action)}`;
        term.print(said);
      } else {
        if (hotSeat && secret) {
          if (cfg.clearScreen) term.print(CLEAR);
          const ready = await term.ask(`${title(side)} player: secret order. The ${side === 'allies' ? 'Axis' : 'Allied'} player looks away. Press Enter when ready. `);
          if (ready === null) return { state, actions, stopped: 'Input ended before the game did.' };
        }
        if (state.step.kind === 'move' && side === 'axis') renderBoard(wasEngine.observe(state, side)).forEach((l) => term.print(l));
        const own = pendingFor(state, side);
        const chosen = await humanDecision(state, side, own.kind === 'decision' || own.kind === 'simultaneous' ? own.prompt : p.prompt, term, cfg.botRng);
        if (!chosen) return { state, actions, stopped: 'Input ended before the game did.' };
        if (chosen === 'auto') {
          bots[side] = heuristicWasBot(cfg.botRng);
          term.print(`The heuristic bot plays the ${title(side)} from now on.`);
          continue;
        }
        if (chosen === 'undo') { takeBack(); continue; }
        action = chosen;
        if (hotSeat && secret && cfg.clearScreen) term.print(CLEAR);
        // Open decisions are logged for the other player (hot-seat) and for the record of the session; a secret
        // order taken back is named the same way, never shown.
        said = secret && action.type !== 'surrender' ? `${title(side)}: a secret order` : `${title(side)}${told(side, action)}`;
        term.print(secret && action.type !== 'surrender' ? `${title(side)} has written its order.` : said);
      }
      const r = wasEngine.apply(state, action);
      if (!r.ok) return { state, actions, stopped: `${title(side)} chose an illegal action (${r.error.code}): ${r.error.message}` };
      next = r.value;
      // Record the action as the engine accepted it, never the typed object (extra fields dropped).
      action = r.value.action ?? action;
    }
    steps.played(state, action, by, wasEngine.pending(state), wasEngine.pending(next.state), state.step.kind === 'tactical-battle', said);
    cfg.onAction?.(actions);
    log(next.state, next.events, state);
    state = next.state;
  }
}
