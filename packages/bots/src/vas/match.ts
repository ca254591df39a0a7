/**
 * One seeded Victory at Sea game between two bots, each fed only `observe` for its fleet; dice
 * from the game's own PRNG (`rollChance`). Every action goes through the checked `apply`.
 */
import { rollFor, type RngState } from '@salvo/kernel';
import { vas, type FleetId, type VasAction, type VasSetup, type VasState } from '@salvo/vas';
import type { VasBot } from './heuristic';

export interface VasMatch {
  readonly state: VasState;
  readonly actions: VasAction[];
  /** Winning fleets ([] a draw); null: stopped (an illegal bot action or the action bound). */
  readonly winners: FleetId[] | null;
  readonly error?: string;
}

export function playVasMatch(start: VasState | VasSetup, bots: Readonly<Record<FleetId, VasBot>>, maxActions = 20000): VasMatch {
  let state: VasState;
  if ('shipOrder' in start) state = start;
  else {
    const c = vas.createGame(start);
    if (!c.ok) return { state: undefined as never, actions: [], winners: null, error: c.error.message };
    state = c.value;
  }
  const actions: VasAction[] = [];
  while (actions.length < maxActions) {
    const p = vas.pending(state);
    if (p.kind === 'over') return { state, actions, winners: [...p.winners] };
    if (p.kind === 'chance') {
      const values = rolled(state);
      const t = vas.rollChance(state);
      actions.push({ type: 'roll', values });
      state = t.state;
      continue;
    }
    const fleet = p.kind === 'decision' ? p.player : p.players[0];
    const bot = fleet === undefined ? undefined : bots[fleet];
    if (!bot || fleet === undefined) return { state, actions, winners: null, error: `No bot plays fleet ${String(fleet)}.` };
    const action = bot.decide(vas.observe(state, fleet));
    const r = vas.apply(state, action);
    if (!r.ok) return { state, actions, winners: null, error: `${bot.name} chose an illegal action (${r.error.code}): ${r.error.message}` };
    actions.push(action);
    state = r.value.state;
  }
  return { state, actions, winners: null, error: `The game passed ${maxActions} actions.` };
}

/** The dice `rollChance` draws from this state (the same PRNG draw, on a copy). */
function rolled(state: VasState): number[] {
  const req = vas.pending(state);
  return req.kind === 'chance' ? rollFor([...state.rng] as RngState, req.request) : [];
}
