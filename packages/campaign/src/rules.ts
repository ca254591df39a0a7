/**
 * The Victory at Sea campaign rule-id registry (victory-at-sea.txt, Campaigns). `salvo rules coverage`
 * loads every packages/<name>/src/rules.ts, so these ids count like the engine's. One entry per line.
 */
export interface RuleEntry {
  readonly id: string;
  readonly title: string;
  readonly source: string;
}

const C = 'victory-at-sea.txt: Campaigns';
const D = 'Salvo decision (docs/rules-decisions.md)';

export const RULES: readonly RuleEntry[] = [
  { id: 'VAS-CAMPAIGN-START-FLEET', title: 'Every fleet starts with at most 10 Fleet Allocation Points of ships at Priority Level Battle', source: `${C}, Starting Fleets` },
  { id: 'VAS-CAMPAIGN-START-COMMAND', title: 'Every ship rolls its Command on 2d6: 2 Green, 3-4 Conscript, 5-8 Military-Grade, 9-10 Veteran, 11-12 Elite', source: `${C}, Starting Fleets` },
  { id: 'VAS-CAMPAIGN-START-SWAP', title: 'Each player may swap the Command scores of two of his ships, once, before the first turn', source: `${C}, Starting Fleets` },
  { id: 'VAS-CAMPAIGN-TURN-ORDER', title: 'Initiative, Select Targets, Generate Scenario, Fight, Experience, Repairs: a command out of order is refused', source: `${C}, The Campaign Turn` },
  { id: 'VAS-CAMPAIGN-INIT', title: 'Initiative is 2d6, -1 per Strategic Target held, ties re-rolled', source: `${C}, Initiative` },
  { id: 'VAS-CAMPAIGN-SELECT', title: 'In initiative order each player nominates a target he does not hold and nobody has nominated this turn', source: `${C}, Select Targets` },
  { id: 'VAS-CAMPAIGN-CHALLENGE', title: 'An unoccupied target is offered to the others in initiative order; unchallenged, it is taken without a fight', source: `${C}, Select Targets` },
  { id: 'VAS-CAMPAIGN-ONE-ENGAGEMENT', title: 'Every ship takes part in at most one engagement per campaign turn', source: `${C}, Select Targets` },
  { id: 'VAS-CAMPAIGN-SCENARIO', title: 'The nominating player rolls 1d6 for the scenario and attacks; Carrier Clash is re-rolled if a fleet lacks a carrier', source: `${C}, Generate Scenario` },
  { id: 'VAS-CAMPAIGN-LEVEL', title: 'Priority Level is 2d6 plus both players\' secret modifiers of -3 to +3', source: `${C}, Generate Scenario` },
  { id: 'VAS-CAMPAIGN-POINTS', title: 'Each side fields ships from its roster worth at most its Fleet Allocation Points (five) at that level', source: `${C}, Generate Scenario` },
  { id: 'VAS-CAMPAIGN-WEATHER', title: 'One die: on a 5 or more the battle is fought in Bad Weather; never modified', source: `${C}, Generate Scenario` },
  { id: 'VAS-CAMPAIGN-NIGHT', title: 'Night if both want it; if one does, both roll and night only if he rolls higher', source: `${C}, Generate Scenario` },
  { id: 'VAS-CAMPAIGN-FORFEIT', title: 'A side that fields no ship loses the engagement without a battle; neither fielding one is a draw', source: D },
  { id: 'VAS-CAMPAIGN-BATTLE-RECORD', title: 'A battle is the setup the campaign built, fought to its end by the engine; its record is kept', source: `${C}, Fight Engagement` },
  { id: 'VAS-CAMPAIGN-TARGET-RESULT', title: 'The victor gains or keeps the target at once; a draw leaves it with its holder', source: `${C}, Fight Engagement` },
  { id: 'VAS-CAMPAIGN-DAMAGE-CARRIED', title: 'Destroyed ships are crossed off; Damage, Crew and critical hits are noted on the roster', source: `${C}, Fight Engagement` },
  { id: 'VAS-CAMPAIGN-CRITICALS-SAIL', title: 'A ship with no Crew stays in port; one with unrepaired critical hits sails with them, unless its campaign keeps it in port (campaign files of version 1)', source: D },
  { id: 'VAS-CAMPAIGN-XP-KILL', title: 'The killing blow earns 1 XP Die for a lower level, 2 the same, 3 to 6 for one to four levels higher', source: `${C}, Ship Experience` },
  { id: 'VAS-CAMPAIGN-XP-CRIPPLE', title: 'Crippling or reducing to a Skeleton Crew earns half the kill XP (round down) each, not with the kill', source: `${C}, Ship Experience` },
  { id: 'VAS-CAMPAIGN-XP-SIDE', title: 'Every ship that fought earns 2 XP Dice on the winning side, 1 on the losing or drawing side', source: `${C}, Ship Experience` },
  { id: 'VAS-CAMPAIGN-XP-SKELETON', title: 'Being reduced to a Skeleton Crew costs 1 XP Die; never below zero', source: D },
  { id: 'VAS-CAMPAIGN-XP-SPEND', title: 'A ship spends only its own XP Dice, only in the Ship Experience phase', source: `${C}, Ship Experience` },
  { id: 'VAS-CAMPAIGN-XP-COMMAND', title: 'Increase Command: one XP Die; above the Command it rises by one; once per ship per campaign turn', source: `${C}, Increase Command` },
  { id: 'VAS-CAMPAIGN-XP-REPAIR', title: 'Repair Ship: any XP Dice rolled, times five Damage back, never above the roster; not when Crippled', source: `${C}, Repair Ship` },
  { id: 'VAS-CAMPAIGN-XP-JUDGEMENT', title: 'Tactical Judgement: XP Dice set aside as re-rolls for the ship\'s next battle', source: `${C}, Tactical Judgement` },
  { id: 'VAS-CAMPAIGN-REFIT', title: 'Refitting: two XP Dice roll 1d6 on the Refit table; a result that cannot apply is re-rolled', source: `${C}, Refitting` },
  { id: 'VAS-CAMPAIGN-DUTY', title: 'Other Duties: two XP Dice roll 1d6 on the Other Duties table; a result that cannot apply is re-rolled', source: `${C}, Other Duties` },
  { id: 'VAS-CAMPAIGN-RR-INCOME', title: '10 RR points a turn, +10 per target held, +10 per target captured, -15 per target lost', source: `${C}, Repairs and Reinforcements` },
  { id: 'VAS-CAMPAIGN-RR-REPAIR', title: 'One RR point repairs five Damage; a Crippled ship first needs five RR points more, once, before any repair', source: `${C}, Repairs` },
  { id: 'VAS-CAMPAIGN-RR-CRITICAL', title: 'A Vital Systems critical costs two RR points to repair, any other one', source: `${C}, Repairs` },
  { id: 'VAS-CAMPAIGN-FULL-REPAIR', title: 'A ship sent for complete repairs is away two full campaign turns and returns fully repaired', source: `${C}, Repairs` },
  { id: 'VAS-CAMPAIGN-RECRUIT', title: 'One RR point replaces ten Crew; recruiting for a Skeleton Crew costs one Command permanently', source: `${C}, Recruiting` },
  { id: 'VAS-CAMPAIGN-REINFORCE', title: 'New ships from the same fleet list cost 5, 10, 15, 20 or 25 RR points by Priority Level', source: `${C}, Reinforcements` },
  { id: 'VAS-CAMPAIGN-AIR-RECOVERY', title: 'Each flight lost in battle returns on a 4+ (5+ for the side that lost that battle)', source: `${C}, Aircraft` },
  { id: 'VAS-CAMPAIGN-AIR-BUY', title: 'Flights are bought as squadrons; a carrier never holds more than it started with; the rest are spare', source: `${C}, Aircraft` },
  { id: 'VAS-CAMPAIGN-LAND-AIR', title: 'A fleet may hold land-based squadrons (bought whole, Command rolled for each); one sails like a ship into a battle whose scenario allows land-based aircraft, once a turn, and flies the flights it has left', source: `${C}, Starting Fleets; Repairs and Reinforcements (aircraft)` },
  { id: 'VAS-CAMPAIGN-CIVILIANS', title: 'A fleet may hold merchantmen (at most 25 civilian ship points); they sail only in battles that give civilian ship points, up to them, Tramp Freighters filling the rest', source: `${D}` },
  { id: 'VAS-CAMPAIGN-HOME-PORT', title: 'A Home Port belongs to its fleet and cannot be taken unless that fleet is destroyed', source: `${C}, Special Strategic Targets` },
  { id: 'VAS-CAMPAIGN-SUPPLY-LINE', title: 'The holder of a Supply Line earns 1d6 more RR points every campaign turn', source: `${C}, Special Strategic Targets` },
  { id: 'VAS-CAMPAIGN-VICTORY', title: 'The first player to hold every available Strategic Target wins the campaign', source: `${C}, Victory and Defeat` },
  { id: 'VAS-CAMPAIGN-DEFEAT', title: 'A player whose every ship is destroyed loses the campaign', source: `${C}, Victory and Defeat` },
  { id: 'VAS-CAMPAIGN-MAPS', title: 'The Mediterranean and Pacific maps: Strategic Targets, links, Home Ports and Supply Lines as data (Salvo\'s design)', source: `${C}; Salvo design (docs/campaigns.md)` },
  { id: 'VAS-CAMPAIGN-TABLE-DICE', title: 'Table mode: every campaign die is rolled by the players and typed in, exactly the dice each step rolls, in the order it rolls them', source: 'Salvo design (docs/campaigns.md)' },
  { id: 'VAS-CAMPAIGN-REPLAY', title: 'A campaign file is its setup and actions; replaying it gives the same ledger byte for byte', source: 'Salvo engine contract' },
  { id: 'VAS-CAMPAIGN-CARRIER-AIR', title: 'A carrier\'s flights may fly as a land-based squadron of the list without the carrier, at that squadron\'s Priority Level, where land-based aircraft are allowed; losses come off the carrier; the carrier is committed to that engagement', source: `${C}, Aircraft` },
  { id: 'VAS-CAMPAIGN-RR-SQUADRON', title: 'A land-based squadron of the fleet list may be bought whole with RR points at its Priority Level\'s Reinforcements cost, its Command rolled', source: `${C}, Reinforcements (Ship/Wing); Aircraft` },
  { id: 'VAS-CAMPAIGN-CIVILIAN-DAMAGE', title: 'A surviving merchantman keeps its Damage and Crew into its next battle; RR points repair and recruit for it at a warship\'s prices', source: `${D}` },
];
