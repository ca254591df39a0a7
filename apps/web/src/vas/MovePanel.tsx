/**
 * Typing a move: straight ahead, an optional turn (whole points of 45 degrees, only after half Speed)
 * and straight on. The same legs come from dragging on the table; the engine's validator says what
 * is wrong before anything is sent.
 */
import type { MoveLeg, MoveLimits } from '@salvo/vas';

export interface MoveDraft {
  readonly first: string;
  readonly turn: string;
  readonly second: string;
}

export function draftLegs(d: MoveDraft): MoveLeg[] {
  const a = Number(d.first || 0);
  const t = Number(d.turn || 0);
  const b = Number(d.second || 0);
  const legs: MoveLeg[] = [{ forward: a }];
  if (t !== 0) legs.push({ turn: t }, { forward: b });
  else if (b) legs.push({ forward: b });
  return legs;
}

export function legsDraft(legs: readonly MoveLeg[]): MoveDraft {
  const f = legs.filter((l): l is { forward: number } => 'forward' in l);
  const t = legs.find((l): l is { turn: number } => 'turn' in l);
  return { first: String(f[0]?.forward ?? 0), turn: String(t?.turn ?? 0), second: String(f[1]?.forward ?? 0) };
}

interface Props {
  readonly shipName: string;
  readonly limits: MoveLimits;
  readonly draft: MoveDraft;
  readonly onDraft: (d: MoveDraft) => void;
  readonly error: string | null;
  readonly summary: string;
  readonly onCommit: () => void;
}

export function MovePanel({ shipName, limits, draft, onDraft, error, summary, onCommit }: Props) {
  const turns: number[] = [];
  for (let p = -limits.turning; p <= limits.turning; p++) turns.push(p * 45);
  return (
    <form className="move-panel" aria-label={`Move ${shipName}`} onSubmit={(e) => { e.preventDefault(); onCommit(); }}>
      <p>Speed {round(limits.speed)}" (at least {round(limits.minimum)}"), turning {limits.turning} point(s); a turn only after {round(limits.speed / 2)}" straight. Drag the ship on the table or type the move.</p>
      <label>Straight ahead (inches)
        <input type="number" step="0.1" min="0" value={draft.first} onChange={(e) => onDraft({ ...draft, first: e.target.value })} />
      </label>
      <label>Then turn
        <select value={draft.turn} onChange={(e) => onDraft({ ...draft, turn: e.target.value })}>
          {turns.map((t) => <option key={t} value={String(t)}>{t === 0 ? 'no turn' : `${Math.abs(t)}° to ${t > 0 ? 'starboard' : 'port'}`}</option>)}
        </select>
      </label>
      <label>Then ahead (inches)
        <input type="number" step="0.1" min="0" value={draft.second} onChange={(e) => onDraft({ ...draft, second: e.target.value })} />
      </label>
      <div className="row">
        <button type="button" onClick={() => onDraft({ first: String(round(limits.speed)), turn: '0', second: '0' })}>Full ahead</button>
        <button type="submit" className="primary" aria-describedby="move-check">Make this move</button>
      </div>
      <p id="move-check" className={error ? 'error' : 'ok'} role={error ? 'alert' : undefined}>{error ?? summary}</p>
    </form>
  );
}

const round = (n: number): number => Math.round(n * 100) / 100;
