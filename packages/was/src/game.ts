/**
 * One action on a draft state: checks its shape (unless trusted), that it answers the pending step,
 * and hands it to that step's handler (step-*.ts), which validates (unless trusted) and applies it.
 * The caller (engine.ts) clones once per action; `applyChecked` is that one clone.
 */
import type { Applied, Result, RuleError } from '@salvo/kernel';
import { diceFitRequest, err, ok, rollFor, ruleError } from '@salvo/kernel';
import { copyAction } from './action-copy';
import { actionShapeError } from './action-shape';
import { cloneState } from './clone';
import { pending } from './pending';
import { wrong } from './step-common';
import { rollStep } from './step-dice';
import { onAddOne, onAirTargets, onCarrierIntent, onPortStrike, onResolveArea, onSurfaceFire, onUboatTargets } from './step-fire';
import { onDeploy, onMove, onPlaceAir, onPlaceUboats, onReturn } from './step-orders';
import { onContinuePursuit, onDisengage, onPursue } from './step-withdraw';
import { surrender } from './surrender';
import { onFightByDice, onFightOnTable, onTacticalResult } from './tactical';
import type { WasAction, WasEvent, WasState } from './types';

/** The one clone per action (docs/architecture.md): rules modules then mutate the draft. */
export function applyChecked(state: WasState, action: WasAction, check: boolean): Result<Applied<WasState, WasEvent, WasAction>, RuleError> {
  if (check) {
    const shapeError = actionShapeError(action);
    if (shapeError) return err(shapeError);
  }
  const draft = cloneState(state);
  const events: WasEvent[] = [];
  const copied = check ? copyAction(action) : action;
  const e = step(draft, copied, check, events);
  if (e) return err(e);
  // Checked: the action as accepted (known fields only, new objects, none shared with the state or
  // the caller), which hosts record instead of what they were sent (issue 7 item 19).
  return ok(check ? { state: draft, events, action: copyAction(copied) } : { state: draft, events });
}

export function step(s: WasState, a: WasAction, check: boolean, ev: WasEvent[]): RuleError | null {
  if (a.type === 'surrender') return surrender(s, a.side, check, ev);
  const p = pending(s);
  if (p.kind === 'chance') {
    if (a.type !== 'roll') return wrong(s, a);
    if (check) {
      const bad = Array.isArray(a.values) ? diceFitRequest(p.request, a.values) : 'Dice are a list of numbers.';
      if (bad) return ruleError('ERR_BAD_DICE', bad);
    }
    // Whatever the dice came from, the PRNG advances as if it had rolled them: a replayed record
    // reaches the same state byte for byte, and a resumed game never repeats dice already seen.
    rollFor(s.rng, p.request);
    rollStep(s, a.values, ev);
    return null;
  }
  if (a.type === 'roll') return wrong(s, a);
  const st = s.step;
  switch (st.kind) {
    case 'deploy': return a.type === 'deploy' ? onDeploy(s, st, a, check, ev) : wrong(s, a);
    case 'move': return a.type === 'move' ? onMove(s, st, a, check, ev) : wrong(s, a);
    case 'place-uboats': return a.type === 'place-uboats' ? onPlaceUboats(s, st, a, check, ev) : wrong(s, a);
    case 'place-air': return a.type === 'place-air' ? onPlaceAir(s, st, a, check, ev) : wrong(s, a);
    case 'choose-area': return a.type === 'resolve-area' ? onResolveArea(s, st, a, check, ev) : wrong(s, a);
    case 'add-one': return a.type === 'add-one' ? onAddOne(s, st, a, check, ev) : wrong(s, a);
    case 'port-strike': return a.type === 'air-targets' ? onPortStrike(s, st, a, check, ev) : wrong(s, a);
    case 'uboat-targets': return a.type === 'uboat-targets' ? onUboatTargets(s, st, a, check, ev) : wrong(s, a);
    case 'air-targets': return a.type === 'air-targets' ? onAirTargets(s, st, a, check, ev) : wrong(s, a);
    case 'tactical-battle':
      if (a.type === 'fight-by-dice') return onFightByDice(s, st, ev);
      if (a.type === 'fight-on-table') return onFightOnTable(s, st, ev);
      return a.type === 'tactical-result' ? onTacticalResult(s, st, a, check, ev) : wrong(s, a);
    case 'carrier-intent': return a.type === 'carrier-intent' ? onCarrierIntent(s, st, a, check, ev) : wrong(s, a);
    case 'surface-fire': return a.type === 'fire' ? onSurfaceFire(s, st, a, check, ev) : wrong(s, a);
    case 'disengage': return a.type === 'disengage' ? onDisengage(s, st, a, check, ev) : wrong(s, a);
    case 'pursue': return a.type === 'pursue' ? onPursue(s, st, a, check, ev) : wrong(s, a);
    case 'continue-pursuit': return a.type === 'continue-pursuit' ? onContinuePursuit(s, st, a, check, ev) : wrong(s, a);
    case 'return': return a.type === 'return' ? onReturn(s, st, a, check, ev) : wrong(s, a);
    case 'over':
      return ruleError('ERR_GAME_OVER', 'The game is over.');
    case 'minor-roll':
    case 'speed-roll':
    case 'asw-roll':
    case 'to-hit':
    case 'damage':
    case 'oiler-roll':
      return wrong(s, a);
  }
}
