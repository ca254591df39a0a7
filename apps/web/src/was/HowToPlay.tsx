/**
 * "Sequence of play" beside the War at Sea board: the nine steps of a turn (rule 5) in a few words, the one
 * being played marked, each with its rule id. Which step the game is in comes from the engine's `step`.
 */
import type { Step } from '@salvo/was';
import { SEQUENCE, sequenceRule } from './sequence';
import { RuleSteps } from '../common/RuleSteps';

export function WasHowToPlay({ step }: { step: Step }) {
  const now = sequenceRule(step);
  return (
    <details className="how-to-play">
      <summary>How to play: the sequence of a turn</summary>
      <RuleSteps steps={SEQUENCE} current={now} />
      <p className="hint">Each die of a battle: a modified 6 (or any natural 6) hits, a modified 5 disables, the rest miss. The prompts and the log name each rule as it is used.</p>
    </details>
  );
}
