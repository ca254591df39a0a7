/** Squadrons (Advanced Rules): the surface the setup, the turn sequence and the views call. */
export { commandOf, squadronOf } from './command';
export { readSquadrons, SQUADRON_MAX, SQUADRON_SPACING } from './setup';
export { applySplit, pruneSquadrons, splitProblem, squadronActed, squadronNominationProblem, squadronRemaining } from './turns';
