/**
 * The night-fighting variant (night-fighting.txt) as hooks for conditions/ and the turn flow:
 * `variants: ['night-fighting']` with `night: true` replaces the core Night Battles rules (VAS-NF-REPLACES).
 */
export { beginNightSpotting, nightSpotChance, applyNightSpotRoll, aimRolls } from './spotting';
export { endNightTurn, illuminationProblem, declareIllumination, queueStarshell } from './illumination';
export { nightSpots } from './spots';
export { spotOdds } from './modifiers';
export { bracketsOf } from './brackets';
export { nightOptionProblems, NIGHT_VARIANTS } from './options';
export { illuminationChoices, sampleIllumination } from './bots';
