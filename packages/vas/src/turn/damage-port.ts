/**
 * The damage module's interface as used by movement, special actions and the End Phase
 * (owned by damage/): the one place the turn sequence imports it from.
 */
export {
  applyCrewLoss, damageControlAllowed, damageControlModifier, effectiveSpeed, effectiveTurning, endOfTurnUpkeep, hasActiveCritical,
  repairCritical, repairableCriticals, specialActionsAllowed,
} from '../damage';
