/** The War at Sea engine object: the kernel's Engine contract over the modules of this package. */
import type { Engine, RngState } from '@salvo/kernel';
import { err, ok, rollFor, ruleError } from '@salvo/kernel';
import { actorOf } from './actor';
import { cloneState } from './clone';
import { applyChecked, step } from './game';
import { pending } from './pending';
import { legalActions } from './legal';
import { sampleAction } from './sample';
import { createGame } from './setup';
import type { Side, WasAction, WasEvent, WasSetup, WasState, WasView } from './types';
import { stateProblem } from './state-check';
import { observe } from './view';

export type WasEngine = Engine<WasSetup, WasState, WasAction, WasEvent, Side, WasView>;

export const wasEngine: WasEngine = {
  descriptor: { id: 'war-at-sea', name: 'War at Sea', version: 3, maxActions: 20000 },
  createGame(setup) {
    const r = createGame(setup);
    return r.ok ? ok(r.value.state) : r;
  },
  apply: (state, action) => applyChecked(state, action, true),
  applyTrusted(state, action) {
    const r = applyChecked(state, action, false);
    if (!r.ok) throw new Error(`applyTrusted: ${r.error.message}`);
    return r.value;
  },
  pending,
  legalActions,
  sampleAction,
  diceAction: (values) => ({ type: 'roll', values: [...values] }),
  rollChance(state) {
    // As Victory at Sea: with no dice pending (or dice the rules refuse) the state is returned unchanged.
    const p = pending(state);
    if (p.kind !== 'chance') return { state, events: [] };
    const draft = cloneState(state);
    // The values the state's PRNG gives; `step` then advances the draft's PRNG the same way.
    const values = rollFor([...draft.rng] as RngState, p.request);
    const events: WasEvent[] = [];
    const e = step(draft, { type: 'roll', values }, false, events);
    return e ? { state, events: [] } : { state: draft, events };
  },
  observe,
  actorOf,
  serialize: (state) => JSON.stringify(state),
  parse(text) {
    let v: unknown;
    try {
      v = JSON.parse(text) as unknown;
    } catch {
      return err(ruleError('ERR_BAD_JSON', 'The text is not valid JSON.'));
    }
    const problem = stateProblem(v);
    if (problem) return err(ruleError('ERR_NOT_A_WAS_STATE', `This text is not a War at Sea game state: ${problem}`));
    return ok(v as WasState);
  },
};
