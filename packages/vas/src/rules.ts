/**
 * The Victory at Sea rule-id registry. Every id has at least one test whose title starts with it
 * (`salvo rules coverage`). One entry per line; other chapters append their own entries.
 * `source` names the rules file and the chapter/paragraph the rule comes from.
 */
export interface RuleEntry {
  readonly id: string;
  readonly title: string;
  readonly source: string;
}

const VAS = 'victory-at-sea.txt';

export const RULES: readonly RuleEntry[] = [
  { id: 'VAS-SETUP-VALID', title: 'A setup is checked whole: every problem is reported with a code and a path', source: 'Salvo engine contract' },
  { id: 'VAS-SETUP-DEFAULTS', title: 'Defaults: Good Weather, day, 72x48 table, 12 turns, Command 4', source: `${VAS}: Command; Bad Weather` },
  { id: 'VAS-TURN-SEQUENCE', title: 'Each turn is Initiative, Movement, Attack and End Phase, in that order', source: `${VAS}: The Turn` },
  { id: 'VAS-INIT-ROLL', title: 'Every fleet rolls 2d6 for initiative; the highest wins', source: `${VAS}: The Turn, Initiative Phase` },
  { id: 'VAS-INIT-CIVILIAN', title: 'Initiative -1 for a fleet with any civilian ship, -2 if all are civilian', source: `${VAS}: The Turn, Initiative Phase` },
  { id: 'VAS-INIT-TIES', title: 'Tied initiative rolls are re-rolled between the tied fleets', source: `${VAS}: The Turn, Initiative Phase` },
  { id: 'VAS-INIT-CHOICE', title: 'The initiative winner moves first or makes the opponent do so', source: `${VAS}: The Turn, Movement Phase` },
  { id: 'VAS-INIT-MULTI', title: 'With three or more fleets a declined first move passes down the order; the last is forced', source: `${VAS}: Multiplayer Games` },
  { id: 'VAS-MOVE-ALTERNATE', title: 'Fleets alternate: nominate one ship, move it, then the next fleet', source: `${VAS}: The Turn, Movement Phase` },
  { id: 'VAS-MOVE-ALL', title: 'Every ship is nominated to move exactly once per turn', source: `${VAS}: Movement Phase` },
  { id: 'VAS-MOVE-LARGER-FLEET', title: 'A larger fleet moves its remaining ships after the other fleet has finished', source: `${VAS}: The Turn, Movement Phase` },
  { id: 'VAS-MOVE-ABANDONED', title: 'Abandoned ships cannot move; they are passed over with an event', source: `${VAS}: Crew (abandoned ships)` },
  { id: 'VAS-MOVE-MAX', title: 'A ship moves at most its Speed in inches', source: `${VAS}: Movement Phase, Moving Ships` },
  { id: 'VAS-MOVE-MIN', title: 'A ship with Speed above 0 must move at least 1 inch', source: `${VAS}: Movement Phase, Moving Ships` },
  { id: 'VAS-MOVE-TURN-HALF', title: 'A ship turns only after moving at least half its Speed in a straight line', source: `${VAS}: Movement Phase, Moving Ships` },
  { id: 'VAS-MOVE-TURN-POINTS', title: 'A turn is up to Turning points of 45 degrees, port or starboard', source: `${VAS}: Movement Phase, Moving Ships` },
  { id: 'VAS-MOVE-TURN-ONCE', title: 'A ship turns once per Movement Phase', source: `${VAS}: Movement Phase, Moving Ships` },
  { id: 'VAS-MOVE-AGILE', title: 'Agile ships turn twice: after half Speed, and at the end after full Speed', source: `${VAS}: Special Traits, Agile` },
  { id: 'VAS-MOVE-NO-TURN', title: 'A ship with Turning 0 (e.g. Rudder critical) cannot turn', source: `${VAS}: Critical Hits, Vital Systems` },
  { id: 'VAS-MOVE-NO-STACK', title: 'A ship may never end its move on top of another ship', source: `${VAS}: Movement Phase, Moving Ships` },
  { id: 'VAS-MOVE-WITHDRAW', title: 'A ship moving off a table edge makes a Tactical Withdrawal', source: `${VAS}: Tactical Withdrawals` },
  { id: 'VAS-MOVE-EXAMPLE', title: 'The Movement Example: Ajax moves 3.5", turns 2 points, finishes her move', source: `${VAS}: Movement Example` },
  { id: 'VAS-ATTACK-ORDER', title: 'Fleets alternate attacks, starting with the initiative winner', source: `${VAS}: The Turn, Attack Phase` },
  { id: 'VAS-ATTACK-HOLD-FIRE', title: 'A nominated ship may choose not to fire, and may not be nominated again that turn', source: `${VAS}: The Turn, Attack Phase` },
  { id: 'VAS-SPECIAL-ONE', title: 'One Special Action per ship per turn, chosen when nominated to move', source: `${VAS}: Performing Special Actions` },
  { id: 'VAS-SPECIAL-CHECK', title: 'Command check: 1d6 + Command must reach the listed number; failure moves normally', source: `${VAS}: Performing Special Actions` },
  { id: 'VAS-SPECIAL-BAD-WEATHER', title: 'Bad Weather: -1 to Command checks, no Create Smoke!', source: `${VAS}: Bad Weather; Create Smoke!` },
  { id: 'VAS-SPECIAL-FORBIDDEN', title: 'No Special Actions with a Skeleton Crew, Bridge Hit or Engines Disabled', source: `${VAS}: Skeleton Crew; Critical Hits` },
  { id: 'VAS-SPECIAL-ALL-HANDS', title: 'All Hands on Deck! (8): +1 Damage Control and any number of repairs', source: `${VAS}: All Hands on Deck!` },
  { id: 'VAS-SPECIAL-COME-ABOUT', title: 'Come About! (9): +1 Turning this turn', source: `${VAS}: Come About!` },
  { id: 'VAS-SPECIAL-SMOKE', title: 'Create Smoke! (automatic): a Smoke Counter trails the ship until the End Phase', source: `${VAS}: Create Smoke!` },
  { id: 'VAS-SPECIAL-EVASIVE', title: 'Evasive! (8): recorded on the ship for the Attack Phase', source: `${VAS}: Evasive!` },
  { id: 'VAS-SPECIAL-FLANK-SPEED', title: 'Flank Speed! (automatic): +50% Speed this turn', source: `${VAS}: Flank Speed!` },
  { id: 'VAS-SPECIAL-SILENT-RUNNING', title: 'Rig for Silent Running! (9): submersibles only, half Speed, no attacks', source: `${VAS}: Rig for Silent Running!` },
  { id: 'VAS-END-DC', title: 'Damage Control: 1d6 + Command >= 9 repairs one chosen critical (-2 Skeleton Crew)', source: `${VAS}: End Phase, Damage Control` },
  { id: 'VAS-END-DC-ORDER', title: 'The initiative winner does Damage Control first', source: `${VAS}: End Phase, Damage Control` },
  { id: 'VAS-END-DC-LIMITS', title: 'No repairs of Vital Systems or destroyed turrets; none with an Engineering hit', source: `${VAS}: Critical Hits; Damage Control` },
  { id: 'VAS-END-FIRE', title: 'Each fire: 1d6 + Command >= 7 puts it out; each fire left costs 2 Crew', source: `${VAS}: End Phase, Fire` },
  { id: 'VAS-END-SMOKE', title: 'Smoke Counters are removed in the End Phase', source: `${VAS}: Create Smoke!` },
  { id: 'VAS-END-NEXT-TURN', title: 'After the End Phase a new turn begins; per-turn records are reset', source: `${VAS}: The Turn` },
  { id: 'VAS-VICTORY-LAST-SIDE', title: 'The battle ends when at most one side has ships in play', source: 'Salvo decision (docs/rules-decisions.md)' },
  { id: 'VAS-VICTORY-CONCEDE', title: 'A fleet may concede; its ships leave the battle', source: 'Salvo decision (docs/rules-decisions.md)' },
  { id: 'VAS-VICTORY-MAX-TURNS', title: 'After the last turn the side with most ships in play wins', source: 'Salvo decision (docs/rules-decisions.md)' },
  { id: 'VAS-ENGINE-PURE', title: 'apply never mutates its argument and is deterministic', source: 'Salvo engine contract' },
  { id: 'VAS-ENGINE-ERRORS', title: 'Illegal actions are rejected with a coded RuleError and the state unchanged', source: 'Salvo engine contract' },
  { id: 'VAS-ENGINE-SERIALIZE', title: 'serialize then parse gives an equal state; parse rejects garbage', source: 'Salvo engine contract' },
  { id: 'VAS-ENGINE-PLAYOUT', title: 'sampleAction and rollChance drive any game to its end', source: 'Salvo engine contract' },
  { id: 'VAS-VIEW-NO-RNG', title: 'A player view never contains the PRNG state', source: 'Salvo engine contract' },
];
