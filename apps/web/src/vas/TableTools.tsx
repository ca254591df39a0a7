/**
 * The table's toolbar: zoom, the whole table, and "Turn the table" (a toggle: pressed while the north edge
 * is at the bottom of the screen), with the edge at the top said in words beside it.
 */
export function TableTools({ onZoom, onWhole, turned, onTurn }: { onZoom: (factor: number) => void; onWhole: () => void; turned: boolean; onTurn: () => void }) {
  return (
    <div className="table-tools" role="toolbar" aria-label="Table view">
      <button type="button" onClick={() => onZoom(1 / 1.25)} aria-label="Zoom in">+</button>
      <button type="button" onClick={() => onZoom(1.25)} aria-label="Zoom out">−</button>
      <button type="button" onClick={onWhole}>Whole table</button>
      <TurnButton turned={turned} onTurn={onTurn} />
      <span className="hint">{touchFirst()
        ? 'Drag the sea with one finger to pan, pinch with two to zoom; + and − zoom around the selected ship.'
        : 'Drag the sea to pan, wheel to zoom; an Agile ship: Shift-drag past the end of her move to turn her bow again; with the table focused: arrows, + and − (around the selected ship), 0 for the whole table.'}</span>
    </div>
  );
}

/** Whether the page is used mainly by touch (a phone or tablet: no mouse wheel, no Shift key). */
function touchFirst(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** The toggle and which edge is at the top; shared with the deployment table. */
export function TurnButton({ turned, onTurn }: { turned: boolean; onTurn: () => void }) {
  return (
    <>
      <button type="button" className="turn-table" aria-pressed={turned} onClick={onTurn}>Turn the table</button>
      <span className="table-north" aria-live="polite">{turned ? 'North edge at the bottom (turned)' : 'North edge at the top'}</span>
    </>
  );
}
