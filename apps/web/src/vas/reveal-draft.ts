/**
 * The reveal decision's form (VAS-SUB-REVEAL): the owner places each hidden submersible anywhere inside the square
 * she was recorded in, at any heading, surfaced or submerged, or keeps her hidden (not one found by Long-Ranged
 * Detection: `forced`).
 *
 * Contract:
 * - `revealRows`: the fleet's hidden boats in ship order, each with her square's bounds (inches, clipped to the
 *   table), whether she must be placed now, whether she may dive (not Crippled), and a first position: the one the
 *   engine's own choices give her (clear of other ships), else the square's centre.
 * - `revealAction`: the action for the drafts; rows not revealed are left out (kept hidden). The engine judges it.
 */
import { SQUARE, type RevealPlacement, type VasAction, type VasState } from '@salvo/vas';

export interface SquareBounds { readonly x0: number; readonly x1: number; readonly y0: number; readonly y1: number }
export interface RevealRow {
  readonly id: string;
  readonly name: string;
  /** "square B1": letters for columns from the west, numbers for rows from the south. */
  readonly square: string;
  readonly bounds: SquareBounds;
  readonly forced: boolean;
  readonly mayDive: boolean;
  readonly first: { readonly x: number; readonly y: number };
}
export interface RevealDraft { readonly reveal: boolean; readonly x: string; readonly y: string; readonly heading: string; readonly submerged: boolean }

export function revealRows(state: VasState, fleet: string, legal: readonly VasAction[]): RevealRow[] {
  const t = state.options.table;
  const forced = state.naval.mustReveal;
  return state.shipOrder.flatMap((id): RevealRow[] => {
    const s = state.ships[id];
    const sq = state.naval.hidden[id];
    if (!s || s.fleet !== fleet || !s.hidden || sq === undefined) return [];
    const bounds = { x0: sq.col * SQUARE, x1: Math.min(t.width, (sq.col + 1) * SQUARE), y0: sq.row * SQUARE, y1: Math.min(t.height, (sq.row + 1) * SQUARE) };
    const offered = legal.flatMap((a) => (a.type === 'reveal' ? a.ships : [])).find((p) => p.ship === id);
    const first = offered?.position ?? { x: (bounds.x0 + bounds.x1) / 2, y: (bounds.y0 + bounds.y1) / 2 };
    return [{
      id, name: s.name, square: `square ${String.fromCharCode(65 + (sq.col % 26))}${sq.row + 1}`, bounds,
      forced: forced.includes(id), mayDive: !s.crippled, first,
    }];
  });
}

/** The starting drafts: forced boats revealed, the others kept hidden until the player ticks them. */
export function firstDrafts(rows: readonly RevealRow[]): Record<string, RevealDraft> {
  return Object.fromEntries(rows.map((r) => [r.id, { reveal: r.forced, x: String(r.first.x), y: String(r.first.y), heading: '0', submerged: false }]));
}

const numberOf = (t: string): number => (t.trim() === '' ? NaN : Number(t));

/** A sentence for the first revealed boat whose x, y or heading is not a number (before the engine judges), or null. */
export function draftProblem(rows: readonly RevealRow[], drafts: Readonly<Record<string, RevealDraft>>): string | null {
  for (const r of rows) {
    const d = drafts[r.id];
    if (!d || !(d.reveal || r.forced)) continue;
    if (![d.x, d.y, d.heading].every((t) => Number.isFinite(numberOf(t)))) return `Type ${r.name}'s x, y and heading as numbers.`;
  }
  return null;
}

export function revealAction(fleet: string, rows: readonly RevealRow[], drafts: Readonly<Record<string, RevealDraft>>): VasAction {
  const ships: RevealPlacement[] = rows.flatMap((r) => {
    const d = drafts[r.id];
    if (!d || !(d.reveal || r.forced)) return [];
    return [{ ship: r.id, position: { x: numberOf(d.x), y: numberOf(d.y) }, heading: numberOf(d.heading), submerged: d.submerged && r.mayDive }];
  });
  return { type: 'reveal', fleet, ships };
}
