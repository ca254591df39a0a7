/**
 * What the per-step handlers share: the narrowed action and step types, the handler signature and the
 * refusals every step can give. A handler validates (when `check`) and then applies one action to the
 * draft (docs/architecture.md: the caller cloned it once), pushing the events; it returns a RuleError or null.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import { sideName } from './names';
import { pending } from './pending';
import type { Side, Step, WasAction, WasEvent, WasState } from './types';

export type ActionOf<T extends WasAction['type']> = Extract<WasAction, { type: T }>;
export type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;
export type Handler<K extends Step['kind'], T extends WasAction['type']> =
  (s: WasState, st: StepOf<K>, a: ActionOf<T>, check: boolean, ev: WasEvent[]) => RuleError | null;

/** An action of the wrong kind for the moment: the sentence says what the game asks now. */
export function wrong(s: WasState, a: WasAction): RuleError {
  const p = pending(s);
  const now = p.kind === 'chance' ? `dice are to be rolled (${p.request.label})` : p.kind === 'over' ? 'the game is over' : p.prompt;
  return ruleError('ERR_WRONG_ACTION', `A ${a.type} action does not answer what the game asks now: ${now}`, { details: { step: s.step.kind } });
}

/** A secret order (simultaneous step): a real side, one that owes this order, not yet handed in. */
export function secretCheck(s: WasState, side: unknown, sides: readonly Side[]): RuleError | null {
  if (side !== 'allies' && side !== 'axis') return ruleError('ERR_BAD_SIDE', 'Say which side gives this order.');
  if (!sides.includes(side)) return ruleError('ERR_NOT_YOUR_TURN', `The ${sideName(side)} have nothing to decide here.`);
  if (s.secret[side]) return ruleError('ERR_ALREADY_SUBMITTED', `The ${sideName(side)} have already handed in this order.`);
  return null;
}
