/**
 * The bots "What are the odds?" offers (BattleOdds.tsx): `hard` thinks for seconds a decision, too slow for hundreds
 * of battles in a page. The odds start with the opponent the player chose where it is offered, so the first figures
 * shown are of the bot the player will meet; `hard` (or no bot chosen) starts them with `normal`.
 */
import type { VasStrength } from '@salvo/bots';

export const SIM_BOTS: readonly VasStrength[] = ['random', 'easy', 'normal'];

export function simBotFor(opponent: VasStrength | undefined): VasStrength {
  return opponent !== undefined && SIM_BOTS.includes(opponent) ? opponent : 'normal';
}
