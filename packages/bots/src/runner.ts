/**
 * Plays a game to its end for any Engine: chance steps from `dice`, decisions from one policy per
 * player (a simultaneous decision asks its players one at a time, in the engine's order).
 * Every action goes through the checked `apply`, and the list of actions is a replayable record.
 */
import { rollFor, seedRng, type ChanceRequest, type Engine, type RuleError, type Transition } from '@salvo/kernel';

export type Policy<S, A> = (state: S) => A;

export interface PlayoutOptions<S, A, E> {
  /** The dice of a chance step; default: a PRNG seeded from `seed` (not the game's own). */
  readonly dice?: (state: S, request: ChanceRequest) => number[];
  readonly seed?: number | string;
  /**
   * Advance through chance steps with `engine.rollChance` (the game's own PRNG) and record the dice
   * `dice` reports; `dice` must then return exactly what `rollChance` rolls (see `stateDice`).
   */
  readonly rollChance?: boolean;
  /** Stop after this many actions; default the engine's `maxActions`. */
  readonly maxActions?: number;
  readonly onStep?: (before: S, action: A, transition: Transition<S, E>) => void;
}

export interface Playout<S, A> {
  readonly state: S;
  readonly actions: A[];
  readonly finished: boolean;
  readonly winners: string[];
  /** Why the game stopped early: an illegal action from a policy, or the action bound. */
  readonly error?: RuleError;
}

export function playout<S, A extends { readonly type: string }, E, P extends string, V>(
  engine: Engine<unknown, S, A, E, P, V>,
  initial: S,
  policies: Readonly<Record<P, Policy<S, A>>>,
  opts: PlayoutOptions<S, A, E> = {},
): Playout<S, A> {
  const diceRng = seedRng(`dice:${String(opts.seed ?? 0)}`);
  const dice = opts.dice ?? ((_s: S, req: ChanceRequest) => rollFor(diceRng, req));
  const max = opts.maxActions ?? engine.descriptor.maxActions;
  const actions: A[] = [];
  let state = initial;
  for (;;) {
    const p = engine.pending(state);
    if (p.kind === 'over') return { state, actions, finished: true, winners: [...p.winners] };
    if (actions.length >= max) {
      return { state, actions, finished: false, winners: [], error: { code: 'ERR_TOO_LONG', message: `The game passed ${max} actions without ending.` } };
    }
    let action: A;
    if (p.kind === 'chance') {
      action = engine.diceAction(dice(state, p.request));
      if (opts.rollChance) {
        const t = engine.rollChance(state);
        opts.onStep?.(state, action, t);
        actions.push(action);
        state = t.state;
        continue;
      }
    } else {
      const player = p.kind === 'decision' ? p.player : p.players[0];
      const policy = player === undefined ? undefined : policies[player];
      if (!policy) return { state, actions, finished: false, winners: [], error: { code: 'ERR_NO_PLAYER', message: 'Nobody is pending in a decision step.' } };
      action = policy(state);
    }
    const r = engine.apply(state, action);
    if (!r.ok) return { state, actions, finished: false, winners: [], error: r.error };
    opts.onStep?.(state, action, r.value);
    actions.push(action);
    state = r.value.state;
  }
}
