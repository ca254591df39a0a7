/**
 * Rule ids owned by @salvo/data: the roster figures the rules print (which the ship model must
 * reproduce), the ship model's own laws, roster files, and fleet building. Same shape as the
 * engines' registries; `salvo rules coverage` checks that each id has a test naming it.
 */
export interface RuleEntry {
  readonly id: string;
  readonly title: string;
  readonly source: string;
}

const VAS = 'rules/victory-at-sea.txt';
const NF = 'rules/night-fighting.txt';
const MODEL = 'docs/ship-model.md';

export const RULES: readonly RuleEntry[] = [
  { id: 'VAS-ROSTER-EXAMPLE', title: 'The Queen Elizabeth class has the printed HMS Warspite roster', source: `${VAS}: Ships in Victory at Sea` },
  { id: 'VAS-ROSTER-THRESHOLDS', title: 'Damage and Crew print a total and a lower Crippled / Skeleton threshold', source: `${VAS}: Ships in Victory at Sea (Damage, Crew)` },
  { id: 'VAS-ROSTER-LEANDER-SPEED', title: 'A Leander-class cruiser has Speed 7 and turns 2 points', source: `${VAS}: Movement Example` },
  { id: 'NF-TARGET-EXAMPLES', title: 'Target numbers: battleship 4+, cruiser 5+, destroyer 6+', source: `${NF}: spotting examples (Bismarck and Zulu, Exeter and Zara)` },
  { id: 'VAS-PRIORITY-VALUE', title: 'A ship is about twice as capable as one of the Priority Level below', source: `${VAS}: Priority Levels` },
  { id: 'MODEL-HULL', title: 'Speed, Turning, Target, Armour, Damage and Crew follow the specification monotonically', source: `${MODEL}: Hull` },
  { id: 'MODEL-WEAPONS', title: 'Weapon rows: one per main mount, secondary, AA, torpedoes, depth charges', source: `${MODEL}: Weapons` },
  { id: 'MODEL-TRAITS', title: 'Ship traits follow the specification', source: `${MODEL}: Traits` },
  { id: 'MODEL-RANKING', title: 'The derived rosters agree with pairwise claims from naval history, each within its stated tolerance', source: `${MODEL}: The ranking test from history` },
  { id: 'MODEL-CALIBRATION', title: 'The constants keep every printed figure with a margin and sit mid-way between the classes they separate; the margins table is current', source: `${MODEL}: Calibration margins` },
  { id: 'MODEL-AIRCRAFT', title: 'Aircraft profiles follow the aircraft specification', source: `${MODEL}: Aircraft` },
  { id: 'DATA-ROSTER-DRIFT', title: 'The committed rosters are exactly what the model generates', source: `${MODEL}: Generated rosters` },
  { id: 'DATA-ROSTER-PLAYABLE', title: 'Every generated roster is accepted by the Victory at Sea engine and plays a battle', source: `${MODEL}: Generated rosters` },
  { id: 'DATA-ROSTER-SCHEMA', title: 'A roster file is validated whole; every problem names the file, the class and the field', source: `${MODEL}: Roster files` },
  { id: 'DATA-ROSTER-OVERRIDE', title: "A user's roster file overrides the model's roster of the same class", source: `${MODEL}: Roster files` },
  { id: 'DATA-ROSTER-NEW', title: 'A roster file entry marked "new": true adds a class of its own, which battles can use and fleet files cannot buy', source: `${MODEL}: Roster files` },
  { id: 'DATA-FLEET-FILE', title: 'A fleet file is checked whole: no unknown keys, a name per ship used once, at least one purchase', source: `${MODEL}: Fleet building` },
  { id: 'VAS-FLEET-LIST', title: 'A fleet buys only classes and squadrons of its own nation\'s fleet list', source: `${VAS}: The Fleet Lists` },
  { id: 'VAS-FLEET-ALLOCATION', title: 'Fleet Allocation cost by Priority Level difference (1, 2, 4 above; 2, 3, 4, 6 per point below)', source: `${VAS}: Fleet Allocation` },
  { id: 'VAS-FLEET-MAX-ABOVE', title: 'A ship more than two Priority Levels above the scenario can never be bought', source: `${VAS}: Priority Levels` },
  { id: 'VAS-FLEET-BUDGET', title: 'The total cost may never exceed the Fleet Allocation Points (default five)', source: `${VAS}: Priority Levels` },
  { id: 'VAS-FLEET-SQUADRON', title: 'Aircraft squadrons are bought as one, with the flights the list gives', source: `${VAS}: The Fleet Lists` },
  { id: 'VAS-FLEET-CARRIER-FLIGHTS', title: 'Carrier flights come free with their carrier; other flights are land-based and bought by squadron', source: `${VAS}: Aircraft` },
  { id: 'VAS-FLEET-COMMAND', title: 'Command defaults to 4 (Military-Grade); crew quality ranges from 2 (Green) to 6 (Elite)', source: `${VAS}: Command` },
  { id: 'VAS-FLEET-IN-SERVICE', title: 'Optional: with a scenario year, only ships and aircraft in service by then may be bought', source: `${VAS}: In Service Dates` },
  { id: 'VAS-FLEET-CIVILIAN', title: 'Civilian ships are bought with civilian ship points: 4 per level from Patrol in Convoy Duty, 5 in Supply Ships', source: `${VAS}: Convoy Duty, Supply Ships` },
  // Historical specifications (packages/data/src/specs, tests by the specs' author); registered here, the data registry.
  { id: 'DATA-SPEC-VALID', title: 'Spec files validate against their schema; every problem names file, entry and field', source: 'packages/data/src/specs/schema.ts' },
  { id: 'DATA-SPEC-COVERAGE', title: 'Every fleet-list class, aircraft and required civilian type has a spec agreeing on nation, level and flights', source: `${VAS}: The Fleet Lists` },
  { id: 'DATA-SPEC-SANITY', title: 'Spec figures are historically plausible (speeds, calibres, armour, radar years)', source: 'packages/data/specs (sources per entry)' },
  { id: 'DATA-SPEC-WARSPITE', title: "The Queen Elizabeth spec is Warspite's fit as the printed roster shows it", source: `${VAS}: Ships in Victory at Sea` },
  { id: 'DATA-SPEC-MOUNTS', title: "Main-gun mount labels map to the rules' fire-arc groups", source: `${VAS}: Movement & Firing (fire arcs)` },
  { id: 'DATA-SPEC-CIVILIAN', title: 'Civilian ship types and their civilian ship point costs allow the convoy scenarios', source: `${VAS}: Convoy Duty, Supply Ships` },
];
