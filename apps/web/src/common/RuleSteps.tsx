/**
 * A numbered list of the steps of a turn, each with its rule id, the one being played marked for the eye
 * ("(now)", highlighted) and for assistive technology (aria-current="step"). Used by "How to play" beside the
 * Victory at Sea table and the War at Sea board.
 */
import type { RuleStep } from './rule-step';

export function RuleSteps({ steps, current }: { steps: readonly RuleStep[]; current: string | null }) {
  return (
    <ol className="phases">
      {steps.map((s) => (
        <li key={s.key} aria-current={s.key === current ? 'step' : undefined}>
          <strong>{s.title}{s.key === current ? ' (now)' : ''}.</strong> {s.text} <code className="rule">[{s.rule}]</code>
        </li>
      ))}
    </ol>
  );
}
