/**
 * What take back online tells each viewer (take-back.ts): the step in words as that viewer may read it (a secret
 * order not yet revealed is only "a secret order" to anyone but its seat) and the news frame of a request. Spectators
 * are told nothing of a request until it is done.
 */
import type { StepMark } from '@salvo/kernel';
import type { TakeBackNewsFrame } from '@salvo/kernel/protocol';
import type { VasState } from '@salvo/vas';
import type { TakeBackRow } from './db/take-back';
import type { LiveGame } from './live';
import { SPECTATOR } from './rulesets';

/** One stored action of the game as take back sees it: `secret` when it was an order of a simultaneous step. */
export interface Step { readonly seq: number; readonly actor: string; readonly mark: StepMark; readonly secret: boolean }

/** The step in words as `viewer` may read it. */
export const saidTo = (g: LiveGame, step: Step, viewer: string): string => (step.secret && viewer !== step.actor ? `a secret order of ${seatName(g, step.actor)}` : step.mark.said);

/** A seat as players name it: its fleet's name (Victory at Sea: "Royal Navy"), its side (War at Sea: "Allies"). */
export function seatName(g: LiveGame, seat: string): string {
  if (g.rs.id === 'vas') return (g.state as VasState).fleets[seat]?.name ?? seat;
  return seat.charAt(0).toUpperCase() + seat.slice(1);
}

/** The frame `viewer` is sent of the request (null: nothing for it). */
export function newsFrame(g: LiveGame, row: TakeBackRow, viewer: string): TakeBackNewsFrame | null {
  if (row.status !== 'done' && viewer === SPECTATOR) return null;
  const said = viewer === row.seat ? row.said : row.shown;
  const asker = seatName(g, row.seat);
  const other = seatName(g, row.by ?? g.players.find((p) => p !== row.seat) ?? '');
  const text = row.status === 'pending'
    ? viewer === row.seat ? `Asked ${other} to let you take back: ${said}` : `${asker} asks to take back: ${said}`
    : row.status === 'refused' ? `${other} refused to let ${asker} take back: ${said}`
      : `${asker} took back: ${said}${row.by ? `, with ${other}'s consent` : ' (against a bot: no consent needed)'}`;
  return { t: 'take-back', game: g.id, status: row.status === 'pending' ? 'asked' : row.status, request: row.n, seat: row.seat, said, text, v: row.v };
}
