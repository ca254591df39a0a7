/**
 * The frame every War at Sea decision form shares: the engine's suggested answers as quick buttons, the
 * form's own controls, the engine's verdict on what the controls compose (refusal in words, or what will
 * happen), and a submit button enabled only for an action the engine accepts.
 */
import type { ReactNode } from 'react';
import type { WasAction } from '@salvo/was';
import { quickChoices } from './quick-choices';

/**
 * Quick choices shown unless a form says otherwise: the first is the engine's always-legal default. Suggestions
 * that differ only in grouping are told apart, or shown once where they are the same in play (quick-choices.ts).
 */
const SUGGESTED = 6;

interface Props {
  /** The form's accessible name, e.g. "British ships at Malta". */
  readonly label: string;
  /** The engine's suggestions (its legalActions for this side), described for the player. */
  readonly suggestions: readonly WasAction[];
  /** How many suggestions to show: 1 (the default alone) where the rest are random draws no player would pick. */
  readonly suggest?: number;
  readonly describe: (a: WasAction) => string;
  /** The action the controls compose now. */
  readonly action: WasAction;
  /** The engine's refusal of `action`, or null when it is accepted. */
  readonly refused: string | null;
  readonly submitLabel: string;
  readonly onSubmit: (a: WasAction) => void;
  /**
   * Given: a suggestion fills the form's controls in (the player then presses the submit button); absent: a
   * suggestion is submitted at once, and its list says so ("Decide at once:").
   */
  readonly onPick?: (a: WasAction) => void;
  readonly children: ReactNode;
}

export function ActionForm({ label, suggestions, suggest = SUGGESTED, describe, action, refused, submitLabel, onSubmit, onPick, children }: Props) {
  const id = `was-form-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const choices = quickChoices(suggestions, describe).slice(0, suggest);
  return (
    <div className="was-form">
      {choices.length > 0 && (
        <>
          <p className="muted">{onPick ? `Suggested (fills in the form below; then ${submitLabel}):` : 'Suggested (decided at once):'}</p>
          <ul className="choices" aria-label={onPick ? 'Suggested orders' : 'Suggested choices'}>
            {choices.map((c, i) => <li key={i}><button type="button" onClick={() => (onPick ? onPick(c.action) : onSubmit(c.action))}>{c.text}</button></li>)}
          </ul>
        </>
      )}
      <form aria-label={label} onSubmit={(e) => { e.preventDefault(); if (refused === null) onSubmit(action); }}>
        <p className="muted">Or make your own choice:</p>
        {children}
        <p id={`${id}-check`} className={refused === null ? 'form-check ok' : 'form-check error'} role="status">
          {refused === null ? `Ready: ${describe(action)}.` : `Not allowed yet: ${refused}`}
        </p>
        <button type="submit" className="primary" disabled={refused !== null} aria-describedby={`${id}-check`}>{submitLabel}</button>
      </form>
    </div>
  );
}
