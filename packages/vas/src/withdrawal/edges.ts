/**
 * Table edges for Tactical Withdrawals (VAS-WITHDRAW-EDGES): north is the far long edge (y = height),
 * south y = 0, west x = 0, east x = width. A fleet's `forbiddenEdges` (scenario rules) are checked at setup.
 */
import { ruleError, type RuleError, type Vec } from '@salvo/kernel';
import type { TableEdge, VasState } from '../types';

export const TABLE_EDGES: readonly TableEdge[] = ['north', 'south', 'east', 'west'];
const EPS = 1e-6;

/** Inches from `at` to `edge` (negative beyond it). */
export function edgeDistance(table: VasState['options']['table'], at: Vec, edge: TableEdge): number {
  switch (edge) {
    case 'west': return at.x;
    case 'east': return table.width - at.x;
    case 'south': return at.y;
    case 'north': return table.height - at.y;
  }
}

/** The edge a ship leaving the table at `at` (its centre on or beyond the edge) crosses. */
export function edgeAt(table: VasState['options']['table'], at: Vec): TableEdge {
  // at a corner the first in this order wins (west, east, south, north), as it always has
  const d = (['west', 'east', 'south', 'north'] as const).map((e): [TableEdge, number] => [e, edgeDistance(table, at, e)]);
  let best = d[0] as [TableEdge, number];
  for (const e of d) if (e[1] < best[1] - EPS) best = e;
  return best[0];
}

export function readForbiddenEdges(raw: unknown, path: string, problems: RuleError[]): TableEdge[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || !raw.every((e) => typeof e === 'string' && (TABLE_EDGES as readonly string[]).includes(e))) {
    problems.push(ruleError('ERR_BAD_EDGE', `forbiddenEdges must be a list of table edges: ${TABLE_EDGES.map((e) => `"${e}"`).join(', ')}.`, { path }));
    return [];
  }
  return [...new Set(raw as TableEdge[])];
}
