/** What a move off the table will be, said before the player commits it (VAS-MOVE-WITHDRAW, VAS-VP-EXIT, VAS-WITHDRAW-FORBIDDEN). */
import type { Vec } from '@salvo/kernel';
import { edgeAt, exitKind, type ShipState, type VasState } from '@salvo/vas';

export function leavingText(state: VasState, ship: ShipState, end: Vec): string {
  const edge = edgeAt(state.options.table, end);
  switch (exitKind(state, ship, edge)) {
    case 'objective': return `leaves the table by the ${edge} edge, her objective (no Tactical Withdrawal)`;
    case 'forbidden': return `leaves the table by the ${edge} edge, which her fleet may not use: she counts as destroyed`;
    case 'withdrawal': return `leaves the table by the ${edge} edge (Tactical Withdrawal)`;
  }
}
