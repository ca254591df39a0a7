/**
 * The attack module's interface as used by the turn sequence (owned by attack/): the one place
 * the turn sequence imports it from.
 */
export { attackChance, candidateAttacks, continueAttack, fireShapeError, friendlyFireProblem, sampleAttack, startAttack } from '../attack';
