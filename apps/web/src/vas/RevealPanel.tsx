/**
 * The reveal decision (VAS-SUB-REVEAL): for each hidden submersible of the fleet, reveal her or keep her hidden; a
 * revealed boat goes anywhere inside her square (x and y fields bounded by it), at the heading typed, surfaced or
 * submerged. The engine judges the whole placement as it is typed (inside the square, not on another ship) and its
 * sentence is shown before anything is sent (reveal-draft.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Vec } from '@salvo/kernel';
import { checkAction, type VasAction, type VasState } from '@salvo/vas';
import { draftProblem, firstDrafts, revealAction, revealRows, type RevealDraft } from './reveal-draft';

interface Props {
  readonly state: VasState;
  readonly fleet: string;
  readonly legal: readonly VasAction[];
  readonly onSubmit: (a: VasAction, tried: string) => void;
  /** The last point picked on the table (`n` counts the picks): it places the boat whose square holds it. */
  readonly pick?: { readonly at: Vec; readonly n: number } | null;
  /** Where the revealed boats would go, for the table to mark. */
  readonly onMarks?: (marks: { id: string; at: Vec; heading: number }[]) => void;
}

export function RevealPanel({ state, fleet, legal, onSubmit, pick, onMarks }: Props) {
  const uid = useId();
  const rows = revealRows(state, fleet, legal);
  const [drafts, setDrafts] = useState<Record<string, RevealDraft>>(() => firstDrafts(rows));
  const set = (id: string, d: Partial<RevealDraft>) => setDrafts((all) => { const was = all[id]; return was ? { ...all, [id]: { ...was, ...d } } : all; });
  const action = revealAction(fleet, rows, drafts);
  const count = action.type === 'reveal' ? action.ships.length : 0;
  const typed = draftProblem(rows, drafts);
  const checked = typed === null ? checkAction(state, action) : null;
  const problem = typed ?? (checked && !checked.ok ? checked.error.message : null);
  const mustAll = rows.some((r) => r.forced);
  // a point picked on the table inside a boat's square places her there (and ticks her for revealing)
  const pickAtOpen = useRef(pick?.n);
  useEffect(() => {
    if (!pick || pick.n === pickAtOpen.current) return;
    const r = rows.find((x) => pick.at.x >= x.bounds.x0 && pick.at.x <= x.bounds.x1 && pick.at.y >= x.bounds.y0 && pick.at.y <= x.bounds.y1);
    if (r) set(r.id, { reveal: true, x: String(Math.round(pick.at.x * 10) / 10), y: String(Math.round(pick.at.y * 10) / 10) });
    // only a new pick places a boat
  }, [pick?.n]);
  const marks = action.type === 'reveal' ? action.ships.filter((p) => Number.isFinite(p.position.x) && Number.isFinite(p.position.y)).map((p) => ({ id: p.ship, at: p.position, heading: Number.isFinite(p.heading) ? p.heading : 0 })) : [];
  const marksKey = JSON.stringify(marks);
  useEffect(() => {
    onMarks?.(JSON.parse(marksKey) as typeof marks);
    // the marks change only with their text
  }, [marksKey]);
  // cleared once, when the decision is gone
  useEffect(() => () => onMarks?.([]), []);
  return (
    <div className="reveal">
      {rows.map((r) => {
        const d = drafts[r.id];
        if (!d) return null;
        const on = d.reveal || r.forced;
        const b = r.bounds;
        return (
          <fieldset key={r.id} className="reveal-boat">
            <legend>{r.name}, hidden in {r.square}</legend>
            {r.forced ? <p>Found by Long-Ranged Detection: she must be placed now.</p> : (
              <label className="check"><input type="checkbox" checked={d.reveal} onChange={(e) => set(r.id, { reveal: e.target.checked })} /> Reveal her now</label>
            )}
            {on && <>
              <p className="hint" id={`${uid}-${r.id}-b`}>Anywhere in {r.square}: x {b.x0} to {b.x1}, y {b.y0} to {b.y1}. Click the table inside the square to place her there.</p>
              <div className="row reveal-fields">
                <label>x <input type="number" inputMode="decimal" min={b.x0} max={b.x1} step={0.1} value={d.x} aria-describedby={`${uid}-${r.id}-b`} onChange={(e) => set(r.id, { x: e.target.value })} /></label>
                <label>y <input type="number" inputMode="decimal" min={b.y0} max={b.y1} step={0.1} value={d.y} aria-describedby={`${uid}-${r.id}-b`} onChange={(e) => set(r.id, { y: e.target.value })} /></label>
                <label>heading° <input type="number" inputMode="numeric" min={0} max={359} step={1} value={d.heading} onChange={(e) => set(r.id, { heading: e.target.value })} /></label>
              </div>
              <fieldset className="reveal-depth">
                <legend>She comes up</legend>
                <label className="check"><input type="radio" name={`${uid}-${r.id}-depth`} checked={!d.submerged} onChange={() => set(r.id, { submerged: false })} /> on the surface</label>
                <label className="check"><input type="radio" name={`${uid}-${r.id}-depth`} checked={d.submerged} disabled={!r.mayDive} onChange={() => set(r.id, { submerged: true })} /> submerged{r.mayDive ? '' : ' (not while Crippled)'}</label>
              </fieldset>
            </>}
          </fieldset>
        );
      })}
      {problem && <p className="error" role="status">{problem}</p>}
      <div className="row">
        <button type="button" className="primary" disabled={problem !== null} onClick={() => onSubmit(action, count === 0 ? 'keep the submersibles hidden' : `reveal ${count} submersible${count === 1 ? '' : 's'}`)}>
          {count === 0 ? (mustAll ? 'Place them' : 'Keep them hidden') : `Reveal ${count === 1 ? 'her' : `these ${count}`}`}
        </button>
      </div>
    </div>
  );
}
