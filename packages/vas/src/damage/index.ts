/** Damage, Crippled ships, Skeleton Crews and Critical Hits: the public surface of damage/. */
export { currentAD, hasActiveCritical, syncWeaponLosses } from './active';
export {
  damageControlAllowed, damageControlModifier, effectiveSpeed, effectiveTarget, effectiveTurning,
  repairableCriticals, specialActionsAllowed, weaponsSilenced,
} from './effective';
export { endOfTurnUpkeep, repairCritical } from './repair';
export { applyCrewLoss } from './crew';
export { applyCrippleRolls, crippleDiceCount, loseCrew, loseDamage } from './thresholds';
export { applyCritical, followUpSides } from './critical-apply';
export { ALL_CRITICAL_ROWS, criticalLocation, criticalRow, extraDiceCount } from './critical-table';
export type { CriticalEffect, CriticalRow } from './critical-table';
