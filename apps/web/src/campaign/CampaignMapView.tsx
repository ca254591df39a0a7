/**
 * A campaign map drawn for the eye: each Strategic Target at its place (the map data's `at`, longitude and
 * latitude drawn flat), its links, who holds it (the holder's colour and a numbered badge, so colour is never
 * the only sign), Home Ports and Supply Lines marked. The same facts are listed in words beside it.
 */
import type { CampaignMap, CampaignState } from '@salvo/campaign';

/** Colours for players in order, each with white text legible on it. */
export const PLAYER_COLOURS = ['#17406d', '#8a1c13', '#2f6b2f', '#6b3d8a', '#8a5a00', '#2b6a78'] as const;

export function playerColour(s: CampaignState, id: string | null): string {
  if (id === null) return '#f4f1ea';
  return PLAYER_COLOURS[s.playerOrder.indexOf(id) % PLAYER_COLOURS.length] ?? '#555';
}

const W = 900;
/** The tallest the drawing gets; a wide theatre is drawn less tall, at the same scale both ways. */
const H_MAX = 520;
const PAD = 60;

export function CampaignMapView({ map, state }: { map: CampaignMap; state: CampaignState }) {
  const xs = map.targets.map((t) => t.at[0]);
  const ys = map.targets.map((t) => t.at[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min((W - 2 * PAD) / Math.max(1, x1 - x0), (H_MAX - 2 * PAD) / Math.max(1, y1 - y0));
  const H = Math.round(k * (y1 - y0) + 2 * PAD);
  const ox = (W - k * (x1 - x0)) / 2;
  const oy = (H - k * (y1 - y0)) / 2;
  const at = (id: string): [number, number] | null => {
    const t = map.targets.find((x) => x.id === id);
    return t ? [ox + k * (t.at[0] - x0), H - oy - k * (t.at[1] - y0)] : null;
  };
  /** A name goes under its target, or above it when another target sits just below (the names would collide). */
  const nameAbove = (id: string): boolean => {
    const p = at(id);
    return !!p && map.targets.some((t) => {
      const q = t.id === id ? null : at(t.id);
      return !!q && q[1] > p[1] && q[1] - p[1] < 44 && Math.abs(q[0] - p[0]) < 90;
    });
  };
  const links = map.targets.flatMap((t) => t.links.filter((l) => l > t.id).map((l) => [t.id, l] as const));
  return (
    <svg className="campaign-map" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${map.name}: Strategic Targets and who holds them (listed below)`}>
      <rect x={0} y={0} width={W} height={H} className="campaign-sea" />
      {links.map(([a, b]) => {
        const p = at(a);
        const q = at(b);
        return p && q ? <line key={`${a}-${b}`} x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} className="campaign-link" /> : null;
      })}
      {map.targets.map((t) => {
        const p = at(t.id);
        if (!p) return null;
        const holder = state.owners[t.id] ?? null;
        const n = holder === null ? '' : String(state.playerOrder.indexOf(holder) + 1);
        return (
          <g key={t.id} transform={`translate(${p[0]} ${p[1]})`} data-target={t.id}>
            {t.homePort ? <rect x={-11} y={-11} width={22} height={22} className="campaign-target" fill={playerColour(state, holder)} />
              : <circle r={11} className="campaign-target" fill={playerColour(state, holder)} />}
            {n && <text className="campaign-holder" textAnchor="middle" dominantBaseline="central">{n}</text>}
            {t.supplyLine && <circle r={15} className="campaign-supply" />}
            <text className="campaign-name" y={nameAbove(t.id) ? -20 : 26} textAnchor="middle">{t.name}</text>
          </g>
        );
      })}
    </svg>
  );
}
