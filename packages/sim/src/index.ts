/** Simulation and analysis over the engines: odds on paper, Monte Carlo battles (issue 11). */
export { buildDuel, rosterOf, weaponIndex, type DuelSpec, type Built } from './odds/duel';
export { histogram, oddsJson, oddsText, targetBefore, type OddsJson, type TargetBefore } from './odds/report';
export { candidateWeapons, choiceWords, noneCanAttack, pickWeapons, weaponChoice, whyNot, type LeftOut, type WeaponChoice } from './odds/choose';
export { stateAtStep, type AtStep } from './record-step';
export { runMonteCarlo, batchTasks, simPool, type RunSpec, type SimPool } from './mc/run';
export { runBatch, sideName, sidesOf } from './mc/batch';
export { merge, wilson, type Merged } from './mc/merge';
export { makeReport, reportText, reportCsv, type SimReport, type Share } from './mc/report';
export { plotSvg } from './mc/plot';
export { batchSeed, gameSeed } from './mc/seeds';
export type { BatchTask, BatchResult } from './mc/types';
export { runOnQueue, runId, DEFAULT_QUEUE, type QueueOptions } from './queue/coordinator';
export { startQueueWorker, type QueueWorker } from './queue/worker';
export { bullConnection, parseRedisUrl, reachable } from './queue/connection';
