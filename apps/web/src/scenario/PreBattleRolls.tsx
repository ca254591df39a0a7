/**
 * Table mode's pre-battle rolls (VAS-SCN-PRE-BATTLE-DICE): the players roll each die at the table and type it.
 * Each roll is asked with what it is for and which faces ("Bad Weather? One die: 5 or more means yes"), the
 * typed faces are checked with the kernel's sentence, and every roll made so far is listed with its dice,
 * "(typed at the table)" and what it decided. A mistyped roll can be taken back. When nothing more is asked,
 * the plan goes on to the briefing and deployment. Salvo rolls none of these dice.
 */
import { useId, useMemo, useState } from 'react';
import { TableDice } from '../common/Dice';
import type { ScenarioChoice } from './plan';
import { tableStep, typedProblem, type TypedRoll } from './table-plan';
import type { BattlePlan } from '@salvo/scenarios';

interface Props {
  readonly choice: ScenarioChoice;
  readonly onPlanned: (p: { plan: BattlePlan; first: number }) => void;
  readonly onBack: () => void;
}

export function PreBattleRolls({ choice, onPlanned, onBack }: Props) {
  const uid = useId();
  const [rolls, setRolls] = useState<TypedRoll[]>([]);
  const [error, setError] = useState<string | null>(null);
  const step = useMemo(() => tableStep(choice, rolls), [choice, rolls]);
  const decided = step.kind === 'problems' ? [] : step.decided;
  const enter = (values: number[]) => {
    if (step.kind !== 'need') return;
    const why = typedProblem(step.request, values);
    setError(why);
    if (why === null) setRolls([...rolls, { request: step.request, values }]);
  };
  const undo = () => { setRolls(rolls.slice(0, -1)); setError(null); };
  return (
    <main className="start scenarios pre-battle">
      <h1>{choice.scenario.name}: pre-battle rolls</h1>
      <p className="lede">Table mode: roll each die at the table and type what it shows. Salvo rolls none of them.</p>
      {step.kind === 'need' && (
        <section className="decision next-roll" aria-labelledby={`${uid}-n`}>
          <h2 id={`${uid}-n`}>Roll {rolls.length + 1}</h2>
          <p className="roll-purpose">{step.request.label}.</p>
          <TableDice request={step.request} error={error} onSubmit={enter} />
        </section>
      )}
      {step.kind === 'planned' && (
        <section className="decision" aria-labelledby={`${uid}-n`}>
          <h2 id={`${uid}-n`}>Every pre-battle roll is made</h2>
          <button type="button" className="primary" onClick={() => onPlanned({ plan: step.plan, first: step.first })}>Go on to the briefing and deployment</button>
        </section>
      )}
      {step.kind === 'problems' && (
        <div role="alert" className="error"><p><strong>{choice.scenario.name} cannot be set up:</strong></p><ul>{step.problems.map((p, i) => <li key={i}>{p}</li>)}</ul></div>
      )}
      <section aria-labelledby={`${uid}-s`}>
        <h2 id={`${uid}-s`}>Rolls so far</h2>
        {rolls.length === 0 ? <p>None yet.</p> : (
          <ol className="typed-rolls">{rolls.map((r, i) => (
            <li key={i}>
              <span className="roll-purpose">{r.request.label}:</span> <strong>{r.values.join(', ')}</strong> <span className="dice-by typed">(typed at the table)</span>
              {decided[i] ? <span className="roll-decided">Decided: {decided[i]}</span> : null}
            </li>
          ))}</ol>
        )}
      </section>
      <div className="row">
        <button type="button" onClick={undo} disabled={rolls.length === 0}>Take back the last roll</button>
        <button type="button" onClick={onBack}>Back to the scenarios</button>
      </div>
    </main>
  );
}
