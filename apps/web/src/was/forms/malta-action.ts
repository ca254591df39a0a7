/** Turn 1 deployment (4.3): which British starting ships begin at Malta; every other starts in England. */
import type { ShipState, WasAction, WasView } from '@salvo/was';
import { openShips } from './seen-ships';

/** British starting ships (reinforcements must start in England, 4.3), in the order of the counter sheet. */
export function maltaCandidates(view: WasView): ShipState[] {
  return openShips(view).filter((x) => x.nation === 'UK' && x.status === 'active' && x.entryTurn === null);
}

/** The deploy action for the ticked ships, in candidate order (ids not among the candidates are kept, for the engine to refuse). */
export function maltaAction(candidates: readonly ShipState[], ticked: ReadonlySet<string>): WasAction {
  const known = candidates.map((x) => x.id).filter((id) => ticked.has(id));
  const other = [...ticked].filter((id) => !known.includes(id));
  return { type: 'deploy', malta: [...known, ...other] };
}
