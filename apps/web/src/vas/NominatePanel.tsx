/**
 * The nominate-move decision: an optional Special Action, then the ship to nominate. Only the Special Actions some
 * ship may attempt are offered, and a ship that may not attempt the chosen one keeps her button, disabled, with the
 * engine's sentence under it (nominate-choices.ts).
 */
import { SPECIAL_ACTIONS, type SpecialActionKind, type VasAction, type VasState } from '@salvo/vas';
import { nominateChoices } from './nominate-choices';

interface Props {
  readonly state: VasState;
  readonly legal: readonly VasAction[];
  /** The chosen Special Action ('' for none). */
  readonly special: string;
  readonly onSpecial: (s: string) => void;
  readonly onNominate: (ship: string, special: SpecialActionKind | null) => void;
}

export function NominatePanel({ state, legal, special, onSpecial, onNominate }: Props) {
  const offered = nominateChoices(state, legal, null).specials;
  // a choice left from an earlier turn that no ship may take now reads as none
  const chosen = offered.find((k) => k === special) ?? null;
  const { ships } = nominateChoices(state, legal, chosen);
  return (
    <div className="nominate">
      <label>Special Action (optional)
        <select value={chosen ?? ''} onChange={(e) => onSpecial(e.target.value)}>
          <option value="">none</option>
          {offered.map((k) => { const v = SPECIAL_ACTIONS[k]; return <option key={k} value={k}>{v.name} ({v.check ? `1d6 + Command, ${v.check}+` : 'automatic'})</option>; })}
        </select>
      </label>
      <ul className="choices">
        {ships.map((s) => (
          <li key={s.id}>
            <button type="button" disabled={s.why !== null} aria-describedby={s.why ? `nominate-why-${s.id}` : undefined} onClick={() => onNominate(s.id, chosen)}>
              Nominate {s.name} to move</button>
            {s.why && <p className="hint" id={`nominate-why-${s.id}`}>{s.why}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
