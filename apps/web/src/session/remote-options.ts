/**
 * What an online game's session is made from (online.ts builds it), and how the server's `turn` reads as the
 * pending step this seat is told (remote.ts).
 */
import type { Pending } from '@salvo/kernel';
import type { DiceRoll, Turn } from '@salvo/kernel/protocol';
import type { Describe } from './event-lines';
import type { GameKind, GameSession, LinkBack } from './types';

/** Minimal WebSocket surface (the browser's), so this module needs no DOM types. */
export interface Socket {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => Socket;

/** The pending step as this seat is told it; another seat's decision has no prompt here (the page says who decides). */
export function pendingOfTurn(turn: Turn): Pending<string> {
  switch (turn.kind) {
    case 'decision': return { kind: 'decision', player: turn.seats[0] ?? '', decision: turn.decision ?? '', prompt: turn.prompt ?? '' };
    case 'simultaneous': return { kind: 'simultaneous', players: [...turn.seats], decision: turn.decision ?? '', prompt: turn.prompt ?? '' };
    case 'chance': return { kind: 'chance', request: { dice: turn.dice?.count ?? 1, sides: turn.dice?.sides ?? 6, purpose: 'roll', label: turn.dice?.label ?? 'The server rolls the dice.' } };
    case 'over': return { kind: 'over', winners: [...(turn.winners ?? [])], summary: turn.summary ?? '' };
  }
}

export interface RemoteOptions {
  readonly kind: GameKind;
  readonly wsUrl: string;
  readonly game: string;
  /** The seat this browser plays, or null for a spectator. */
  readonly seat: string | null;
  /** A seat token, or (spectators) the game's spectator key. */
  readonly token: string;
  readonly invite?: string;
  readonly watch?: string;
  /** The #fragment the page keeps in its address while this game is open (game-address.ts): never a seat's token. */
  readonly address?: string;
  readonly describe: Describe;
  /** A seat's name for the log ("Regia Marina", "the Axis player"), from the view. */
  readonly seatName?: (view: unknown, seat: string) => string;
  readonly socket: SocketFactory;
  /** Opens another game of the same server with this seat and secret (online.ts), or absent. */
  readonly link?: (game: string, kind: GameKind, back: LinkBack | undefined, table: boolean, since: number | undefined) => GameSession<unknown, unknown>;
  readonly back?: LinkBack;
  /** The version this page last showed of the game (a linked game opened again): the welcome brings the events after it. */
  readonly since?: number;
  /**
   * The events this seat was shown at versions `from`..`to` (the server's GET /api/games/:id/events), for what the
   * page did not see: a game opened after it began, a reconnect after more versions than the server's live history.
   */
  readonly past?: (from: number, to: number) => Promise<PastEvents>;
  /** The game's record with the revealed seed (GET /api/games/:id/record), once the game is over. */
  readonly record?: () => Promise<unknown>;
  /** This seat's place in the rematch `known` (the one the server told of), or in a new one; a spectator's view of `known` (online.ts). */
  readonly rematch?: (known: string | undefined) => Promise<GameSession<unknown, unknown>>;
}

/** What GET /api/games/:id/events answers: the events of versions `from`..`v` and who rolled their dice. */
export interface PastEvents { readonly from: number; readonly v: number; readonly events: readonly unknown[]; readonly rolls: readonly DiceRoll[] }
