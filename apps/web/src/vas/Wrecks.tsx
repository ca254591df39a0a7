/**
 * Where ships went down: a destroyed ship's last position, as the table shows it (the view keeps it), marked with a
 * grey cross and its name, so a sinking does not simply vanish from the table. Wrecks are scenery: no input, under
 * the ships and flights, and each names the ship in its tooltip. Hidden submersibles never have a wreck drawn.
 */
import { memo } from 'react';
import { tableFrame, type TableFrame } from './table-frame';
import type { TableState } from './fleet-style';
import { WRECK_MARK, wrecksOf } from './wreck-list';

export { wrecksOf } from './wreck-list';

type WreckLabel = { readonly text: string; readonly at: { x: number; y: number } | null; readonly size: number };

/**
 * `labels`: where table-labels.ts placed each wreck's name (relative to the wreck; null: no free place, the
 * tooltip still names her); without them the name goes just under the mark.
 */
export const Wrecks = memo(function Wrecks({ state, frame = tableFrame(state.options.table.width, state.options.table.height, false), labels }: { state: TableState; frame?: TableFrame; labels?: ReadonlyMap<string, WreckLabel> }) {
  const wrecks = wrecksOf(state);
  if (wrecks.length === 0) return null;
  return (
    <g className="wrecks" aria-hidden="true">
      {wrecks.map((s) => {
        const { x, y } = frame.toSvg(s.position);
        const r = WRECK_MARK / 1.3;
        const label = labels ? labels.get(s.id) : { text: `${s.name} (sunk)`, at: { x: 0, y: r * 1.3 + 0.8 }, size: 0 };
        return (
          <g key={s.id} className="wreck" data-wreck={s.id}>
            <title>{`${s.name} went down here`}</title>
            <circle cx={x} cy={y} r={r * 1.3} />
            <line x1={x - r} y1={y - r} x2={x + r} y2={y + r} />
            <line x1={x - r} y1={y + r} x2={x + r} y2={y - r} />
            {label?.at && <text x={x + label.at.x} y={y + label.at.y} className="wreck-name" textAnchor="middle"
              {...(label.size ? { dominantBaseline: 'central', style: { fontSize: label.size } } : {})}>{label.text}</text>}
          </g>
        );
      })}
    </g>
  );
});
