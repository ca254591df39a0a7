/** Torpedoes (Advanced Rules): the public surface the flow, pending and attack modules call. */
export { startDueSpread, torpedoChance, continueTorpedo, applyTorpedoCritical, critChoice } from './resolve';
export { placeSpreads } from './place';
export { torpedoPlacementProblem } from './validate';
export { TORPEDO_RANGE, LONG_LANCE_RANGE, hasLongLance, torpedoReach } from './reach';
