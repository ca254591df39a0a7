/**
 * "How to play": the Victory at Sea turn and an attack in a few lines, beside the table, for a player who has
 * not read the rules (or has forgotten a modifier). The phase being played is marked. Every line paraphrases
 * the rules text and names the rule id the engine enforces it under; advanced rules, traits and Special
 * Actions are left to the prompts and the log, which name theirs.
 */
import type { Phase } from '@salvo/vas';
import { RuleSteps } from '../common/RuleSteps';
import type { RuleStep } from '../common/rule-step';

const PHASES: readonly RuleStep[] = [
  { key: 'initiative', title: 'Initiative Phase', rule: 'VAS-INIT-ROLL', text: 'Each fleet rolls 2d6; ties are rolled again; a fleet with civilian ships has -1 (-2 if all are civilian). The winner moves first or makes the opponent do so.' },
  { key: 'movement', title: 'Movement Phase', rule: 'VAS-MOVE-ALTERNATE', text: 'The fleets take turns to nominate one ship and move it; every ship is moved. A ship goes straight ahead up to its Speed (at least 1"), and may turn once, after at least half its Speed, by up to its Turning in 45° points. A ship may try one Special Action when it is nominated, before it moves.' },
  { key: 'attack', title: 'Attack Phase', rule: 'VAS-ATTACK-ORDER', text: 'The initiative winner\'s ship first, then the fleets take turns. Every weapon\'s target is named before anything is measured; main guns fire only into their arcs. A ship may hold its fire, but is not nominated again this turn.' },
  { key: 'end', title: 'End Phase', rule: 'VAS-END-FIRE', text: 'Fires are fought (each one left burning costs 2 Crew), and each ship may try Damage Control on one critical hit.' },
];

const ATTACK: readonly { text: string; rule: string }[] = [
  { rule: 'VAS-ATTACK-HIT', text: 'Each weapon rolls its Attack Dice (AD): a die that reaches the target\'s Target score hits; a 1 always misses.' },
  { rule: 'VAS-ATTACK-RANGE-MOD', text: 'Over 20": -1 to each Attack Die; over 30": -2.' },
  { rule: 'VAS-ATTACK-FAST-TARGET', text: 'The target moved more than 7" this turn: -1.' },
  { rule: 'VAS-ATTACK-BEAM', text: 'The target shows its beam to the attacker: +1.' },
  { rule: 'VAS-DAMAGE-DICE', text: 'Each hit rolls the weapon\'s Damage Dice (DD): a die that reaches the target\'s Armour takes 1 Damage; a 6 always does, a 1 never. Over 20": +1 to each Damage Die.' },
  { rule: 'VAS-CRIT-CONFIRM', text: 'A 6 on a Damage Die is rolled again: 4 or more is also a critical hit.' },
  { rule: 'VAS-CRIPPLED-THRESHOLD', text: 'At its Damage threshold a ship is Crippled; at its Crew threshold it has a Skeleton Crew; at 0 Damage it sinks.' },
];

export function HowToPlay({ phase }: { phase: Phase }) {
  return (
    <details className="how-to-play">
      <summary>How to play: the turn and an attack</summary>
      <RuleSteps steps={PHASES} current={phase} />
      <p><strong>An attack.</strong></p>
      <ul>{ATTACK.map((a) => <li key={a.rule}>{a.text} <code className="rule">[{a.rule}]</code></li>)}</ul>
      <p className="hint">Traits (AP, Weak, Torpedo…), Special Actions and the advanced rules change these; the odds under the attack form count every one, and the log names each rule as it is used.</p>
    </details>
  );
}
