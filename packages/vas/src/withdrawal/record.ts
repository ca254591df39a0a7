/**
 * Recording a Tactical Withdrawal (VAS-WITHDRAW-FORBIDDEN): the edge a ship left by and whether its fleet
 * was forbidden that edge, in which case it counts as destroyed for Victory Points.
 */
import type { Vec } from '@salvo/kernel';
import type { ShipState, VasEvent, VasState } from '../types';
import { edgeAt } from './edges';

export function recordExit(draft: VasState, ship: ShipState, at: Vec): VasEvent[] {
  const edge = edgeAt(draft.options.table, at);
  const forbidden = (draft.naval.forbiddenEdges[ship.fleet] ?? []).includes(edge);
  draft.naval.exits[ship.id] = { turn: draft.turn, edge, forbidden };
  return forbidden
    ? [{ type: 'withdrawal-forbidden', ship: ship.id, rule: 'VAS-WITHDRAW-FORBIDDEN', text: `${ship.name} has left by the ${edge} edge, which her fleet may not use: she counts as destroyed.`, data: { edge } }]
    : [];
}
