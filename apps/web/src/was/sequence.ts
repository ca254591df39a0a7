/** War at Sea's sequence of play (rule 5) in a few words, and which of its steps an engine step belongs to. */
import type { Step } from '@salvo/was';
import type { RuleStep } from '../common/rule-step';

export const SEQUENCE: readonly RuleStep[] = [
  { key: 'WAS-5.1', rule: 'WAS-5.1', title: 'Reinforcements', text: 'Reinforcements are placed in their ports (the Turn Chart).' },
  { key: 'WAS-5.2', rule: 'WAS-5.2', title: 'Allied movement', text: 'The Allies move their ships, and repair the damaged ones they did not move.' },
  { key: 'WAS-5.3', rule: 'WAS-5.3', title: 'Axis movement', text: 'The Axis moves its ships, places U-boats, and repairs the damaged ones it did not move.' },
  { key: 'WAS-5.4', rule: 'WAS-5.4', title: 'Old control removed', text: 'Control flags of earlier turns are removed.' },
  { key: 'WAS-5.5', rule: 'WAS-5.5', title: 'Airstrikes placed', text: 'Both sides place their land-based Airstrike markers at the same time.' },
  { key: 'WAS-5.6', rule: 'WAS-5.6', title: 'Combat', text: 'Combat, one sea area at a time: Allied ASW, then the U-boats (5.61); air attacks (5.62); Allied surface fire, then Axis return fire (5.63), round after round until one side is sunk, disabled or withdrawn (5.64).' },
  { key: 'WAS-5.7', rule: 'WAS-5.7', title: 'Control and return', text: 'Control flags are placed, and ships return to port.' },
  { key: 'WAS-5.8', rule: 'WAS-5.8', title: 'Points of Control', text: 'Points of Control (POC) are awarded for convoys and controlled areas.' },
  { key: 'WAS-5.9', rule: 'WAS-5.9', title: 'End of the turn', text: 'The turn ends; the game lasts eight turns.' },
];

/** The sequence step (rule 5.x) the engine's step belongs to; null once the game is over. */
export function sequenceRule(step: Step): string | null {
  switch (step.kind) {
    case 'deploy': case 'minor-roll': return 'WAS-5.1';
    case 'move': case 'speed-roll': return step.side === 'allies' ? 'WAS-5.2' : 'WAS-5.3';
    case 'place-uboats': return 'WAS-5.3';
    case 'place-air': return 'WAS-5.5';
    case 'choose-area': case 'port-strike': case 'asw-roll': case 'uboat-targets': case 'air-targets': case 'tactical-battle': case 'carrier-intent':
    case 'surface-fire': case 'to-hit': case 'add-one': case 'damage': case 'disengage': case 'pursue': case 'continue-pursuit':
      return 'WAS-5.6';
    case 'return': case 'oiler-roll': return 'WAS-5.7';
    case 'over': return null;
  }
}
