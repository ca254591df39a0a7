/**
 * The End Phase after Damage Control and Fire (VAS-END-SMOKE, VAS-END-NEXT-TURN): smoke is
 * cleared, the damage module's end-of-turn upkeep runs, and either the last turn ends the battle
 * or the next turn begins.
 */
import type { VasEvent, VasState } from '../types';
import { endOfTurnUpkeep } from '../turn/damage-port';
import { startTurn } from '../turn/start-turn';
import { checkBattleOver, finishAtMaxTurns } from '../victory/victory';
import { deferredVerdicts, survivalVerdict } from '../scenario-rules/outcome';

export function finishEndPhase(draft: VasState): VasEvent[] {
  const events: VasEvent[] = [];
  if (draft.smoke.length > 0) {
    events.push({ type: 'smoke-cleared', rule: 'VAS-END-SMOKE', text: `The smoke clears (${draft.smoke.length} counter${draft.smoke.length === 1 ? '' : 's'} removed).` });
    draft.smoke = [];
  }
  events.push(...endOfTurnUpkeep(draft));
  events.push(...checkBattleOver(draft));
  if (draft.phase === 'over') return [...events, ...deferredVerdicts(draft)];
  if (draft.turn >= draft.options.maxTurns) {
    const verdict = survivalVerdict(draft);
    const ended = verdict.length > 0 ? verdict : finishAtMaxTurns(draft);
    return [...events, ...ended, ...deferredVerdicts(draft)];
  }
  draft.turn += 1;
  const started = startTurn(draft);
  events.push({ type: 'turn', rule: 'VAS-END-NEXT-TURN', text: `Turn ${draft.turn} begins.`, data: { turn: draft.turn } }, ...started);
  return events;
}
