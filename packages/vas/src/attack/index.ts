/** The Attack Phase: the public surface of attack/ (the turn flow codes against these names). */
export { startAttack, attackChance, continueAttack } from './resolve';
export { resolveAttackFast } from './fast';
export { candidateAttacks, sampleAttack } from './bots';
export { fireShapeError, validateNominations } from './validate';
export { friendlyFireProblem } from './friendly-fire';
export { weaponArcs } from './arcs';
export { attackModifier, planShots } from './plan';
export { isAttackData } from './tasks';
export type { AttackData, AttackTask, Shot } from './tasks';
