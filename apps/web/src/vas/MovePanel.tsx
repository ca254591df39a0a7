/**
 * Typing a move: straight ahead, an optional turn (whole points of 45 degrees, only after half Speed),
 * straight on, and for an Agile ship a second turn at the end of her full Speed (VAS-MOVE-AGILE). The
 * same legs come from dragging on the table. A carrier moving straight may launch and recover flights
 * (VAS-AIR-LAUNCH, VAS-AIR-RECOVER), and a ship with Aircraft X her observation aircraft, never recovered
 * (VAS-AIR-OBSERVATION-LAUNCH); a flight the engine would refuse whatever the legs is shown with the
 * engine's reason and not offered. The engine's validator says what is wrong before anything is sent.
 */
import type { MoveLimits } from '@salvo/vas';
import type { MoveDraft } from './move-draft';

export { draftLegs, legsDraft, type MoveDraft } from './move-draft';

export interface CarrierChoices {
  /** A carrier (else only observation aircraft: launched, never recovered). */
  readonly carrier?: boolean;
  /** `refused`: the engine's sentence when it would refuse this launch whatever the legs. */
  readonly aboard: readonly { readonly id: string; readonly label: string; readonly refused?: string | null }[];
  readonly aloft: readonly { readonly id: string; readonly label: string }[];
  /** Observation aircraft of hers already in the air (never recovered during a battle). */
  readonly observationAloft?: readonly string[];
  readonly launch: readonly string[];
  readonly recover: readonly string[];
  readonly onChange: (launch: string[], recover: string[]) => void;
}

interface Props {
  readonly shipName: string;
  readonly limits: MoveLimits;
  readonly draft: MoveDraft;
  readonly onDraft: (d: MoveDraft) => void;
  readonly error: string | null;
  readonly summary: string;
  readonly onCommit: () => void;
  readonly carrier?: CarrierChoices | undefined;
}

const toggle = (list: readonly string[], id: string, on: boolean): string[] => (on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id));

export function MovePanel({ shipName, limits, draft, onDraft, error, summary, onCommit, carrier }: Props) {
  const turns: number[] = [];
  for (let p = -limits.turning; p <= limits.turning; p++) turns.push(p * 45);
  const turnText = (t: number): string => (t === 0 ? 'no turn' : `${Math.abs(t)}° to ${t > 0 ? 'starboard' : 'port'}`);
  return (
    <form className="move-panel" aria-label={`Move ${shipName}`} onSubmit={(e) => { e.preventDefault(); onCommit(); }}>
      <p>Speed {round(limits.speed)}" (at least {round(limits.minimum)}"), turning {limits.turning} point(s); a turn only after {round(limits.speed / 2)}" straight.{limits.agile ? ` Agile: a second turn at the end of her full ${round(limits.speed)}" (drag past the end of her move to swing the bow).` : ''} Drag the ship on the table or type the move.</p>
      <label>Straight ahead (inches)
        <input type="number" step="0.1" min="0" value={draft.first} onChange={(e) => onDraft({ ...draft, first: e.target.value })} />
      </label>
      <label>Then turn
        <select value={draft.turn} onChange={(e) => onDraft({ ...draft, turn: e.target.value })}>
          {turns.map((t) => <option key={t} value={String(t)}>{turnText(t)}</option>)}
        </select>
      </label>
      <label>Then ahead (inches)
        <input type="number" step="0.1" min="0" value={draft.second} onChange={(e) => onDraft({ ...draft, second: e.target.value })} />
      </label>
      {limits.agile && (
        <label>Agile: turn again at the end (only after her full Speed)
          <select value={draft.turn2 ?? '0'} onChange={(e) => onDraft({ ...draft, turn2: e.target.value })}>
            {turns.map((t) => <option key={t} value={String(t)}>{turnText(t)}</option>)}
          </select>
        </label>
      )}
      {carrier && (carrier.aboard.length > 0 || carrier.aloft.length > 0 || (carrier.observationAloft?.length ?? 0) > 0) && (
        <fieldset className="carrier-ops">
          <legend>{carrier.carrier === false
            ? 'Observation aircraft (launched only on a straight move, without turning, and with no Special Action; two a turn; never recovered during the battle)'
            : 'Aircraft (two flights a turn; only moving straight, no Special Action)'}</legend>
          {carrier.aboard.map((f) => f.refused ? (
            <p key={f.id} className="muted launch-refused">Cannot launch {f.label} this turn: {f.refused}</p>
          ) : (
            <label key={f.id} className="check"><input type="checkbox" checked={carrier.launch.includes(f.id)}
              onChange={(e) => carrier.onChange(toggle(carrier.launch, f.id, e.target.checked), [...carrier.recover])} /> Launch {f.label}</label>
          ))}
          {(carrier.observationAloft ?? []).map((label) => <p key={label} className="muted">{label[0]?.toUpperCase()}{label.slice(1)} is in the air (observation aircraft are not recovered during a battle).</p>)}
          {carrier.aloft.map((f) => (
            <label key={f.id} className="check"><input type="checkbox" checked={carrier.recover.includes(f.id)}
              onChange={(e) => carrier.onChange([...carrier.launch], toggle(carrier.recover, f.id, e.target.checked))} /> Recover {f.label}</label>
          ))}
        </fieldset>
      )}
      <div className="row">
        <button type="button" onClick={() => onDraft({ first: String(round(limits.speed)), turn: '0', second: '0', turn2: '0' })}>Full ahead</button>
        <button type="submit" className="primary" aria-describedby="move-check">Make this move</button>
      </div>
      <p id="move-check" className={error ? 'error' : 'ok'} role={error ? 'alert' : undefined}>{error ?? summary}</p>
    </form>
  );
}

const round = (n: number): number => Math.round(n * 100) / 100;
