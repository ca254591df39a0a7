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
import { observe } from './view';

export type WasEngine = Engine<WasSetup, WasState, WasAction, WasEvent, Side, WasView>;

export const wasEngine: WasEngine = {
  descriptor: { id: 'war-at-sea', name: 'War at Sea', version: 1, maxActions: 20000 },
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
    const p = pending(state);
    if (p.kind !== 'chance') throw new Error('rollChance: no dice are pending');
    const draft = cloneState(state);
    // The values the state's PRNG gives; `step` then advances the draft's PRNG the same way.
    const values = rollFor([...draft.rng] as RngState, p.request);
    const events: WasEvent[] = [];
    const e = step(draft, { type: 'roll', values }, false, events);
    if (e) throw new Error(`rollChance: ${e.message}`);
    return { state: draft, events };
  },
  observe,
  actorOf,
  serialize: (state) => JSON.stringify(state),
  parse(text) {
    try {
      const v = JSON.parse(text) as unknown;
      const o = v as Partial<Record<keyof WasState, unknown>> | null;
      const shapeOk =
        typeof o === 'object' && o !== null && o.game === 'war-at-sea' && Array.isArray(o.ships) && Number.isInteger(o.turn) &&
        Array.isArray(o.rng) && o.rng.length === 4 && typeof o.step === 'object' && o.step !== null && Array.isArray(o.control);
      if (!shapeOk) {
        return err(ruleError('ERR_NOT_A_WAS_STATE', 'This text is not a War at Sea game state.'));
      }
      return ok(v as WasState);
    } catch {
      return err(ruleError('ERR_BAD_JSON', 'The text is not valid JSON.'));
    }
  },
};
