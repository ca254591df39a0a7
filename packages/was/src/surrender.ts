/**
 * Clarification 1: "...unless a player willingly surrenders". Either side may surrender at any
 * moment before the game is over, whatever is pending (a decision, a secret order, dice); the game
 * ends at once and the other side wins whatever the POC. Never listed by legalActions nor sampled.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { Side, WasEvent, WasState } from './types';
import { otherSide } from './types';

export function surrender(s: WasState, side: Side, check: boolean, ev: WasEvent[]): RuleError | null {
  if (check) {
    if (s.step.kind === 'over') return ruleError('ERR_GAME_OVER', 'The game is over.');
    if (side !== 'allies' && side !== 'axis') return ruleError('ERR_BAD_SIDE', 'Say which side surrenders: allies or axis.', { path: 'side' });
  }
  s.surrendered = side;
  s.step = { kind: 'over' };
  s.secret = {};
  s.volleys = [];
  s.after = null;
  s.areaQueue = [];
  ev.push({ type: 'surrendered', side }, { type: 'game-over', winner: otherSide(side), poc: s.poc });
  return null;
}
