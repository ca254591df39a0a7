/** Victory at Sea campaigns: the ledger, its rules and its maps. Pure: no I/O, no clock, no Math.random. */
export * from './types';
export { RULES as CAMPAIGN_RULES } from './rules';
export { CAMPAIGN_MAPS, campaignMap, targetOf, type CampaignMap, type StrategicTarget } from './maps/index';
export { newCampaign, checkStartingFleet, START_LEVEL, START_POINTS, START_CIVILIAN_POINTS } from './start';
export { applyCampaign, type CampaignTransition } from './apply';
export { campaignPending, type CampaignPending } from './pending';
export { campaignBattle, type CampaignBattle } from './battle-setup';
export { battleOutcome, type BattleOutcome } from './battle-outcome';
export { campaignBotAction, type CampaignBotOptions } from './bot';
export { fightEngagement } from './fight';
export { autoplay, type AutoplayResult, type CampaignBotSeat } from './autoplay';
export { campaignFile, checkCampaignFile, replayCampaign, CAMPAIGN_FORMAT, CAMPAIGN_VERSION, type CampaignFile } from './file';
export { effectiveRoster } from './refit';
export { held, available, cannotSail } from './roster';
export { availableTargets } from './victory';
export { REINFORCEMENT_COST } from './rr-spend';
export { groupDice, describeDice } from './table-dice';
export { EXAMPLE_FLEETS, type ExampleFleet } from './example-fleets';
