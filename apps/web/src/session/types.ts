/**
 * The transport between the views and a game. A `GameSession` is either a local engine in the
 * browser (hot-seat, against a bot, table mode, what-if branches) or, later, an online game through
 * the server: the views only ever call these methods, so the online mode plugs in without touching them.
 *
 * Contract: `snapshot()` is immutable and replaced on every change (safe for useSyncExternalStore);
 * `submit` answers with the engine's refusal sentence, or null when the action was accepted;
 * nothing is applied (or sent) when it is refused.
 */
import type { Pending } from '@salvo/kernel';
import type { TakeBackPoint } from '@salvo/kernel';
import type { ChatMessage } from '@salvo/kernel/protocol';
import type { NewGame } from './new-game';

export type GameKind = 'vas' | 'was';

/**
 * Who plays a seat: a person at this browser, a bot by name (from @salvo/bots: `random` and `heuristic`
 * for either game; `easy`, `normal`, `hard`, the Victory at Sea strengths of VAS_STRENGTHS; `search`, War at
 * Sea's of WAS_STRENGTHS), or someone remote.
 */
export type Controller = 'human' | 'random' | 'heuristic' | 'easy' | 'normal' | 'hard' | 'search' | 'remote';

export interface DiceInfo {
  /** What the dice were for, as the engine's request label says it ("Roll 2d6 for ..."). */
  readonly label: string;
  readonly purpose: string;
  readonly values: readonly number[];
  /** Typed in by a person at the table (table mode). */
  readonly manual: boolean;
  /** Who rolled them, in words ("typed at the table by Regia Marina", "rolled by the server"), when known. */
  readonly by?: string;
  /** What came of them, as the engine's events say it. */
  readonly result?: string;
}

export interface LogEntry {
  readonly id: number;
  readonly text: string;
  /** Rule id the engine names for this event (events gain a `rule` field), when present. */
  readonly rule?: string;
  readonly dice?: DiceInfo;
  /** Who acted: a player name, or undefined for the game itself. */
  readonly actor?: string;
  /** Told after the fact (events from before the page opened the game): the log shows it, nobody announces it. */
  readonly past?: boolean;
  /** A heading over the entries after it ("Earlier in this game:"), not an event: the log does not number it. */
  readonly heading?: boolean;
}

export interface Snapshot<State, Action> {
  readonly state: State;
  readonly actions: readonly Action[];
  readonly pending: Pending<string>;
  readonly log: readonly LogEntry[];
  /** The last refusal of an action from this browser, with what was tried. */
  readonly error: { readonly tried: string; readonly message: string } | null;
  /** Bots or the network are working; the views wait. */
  readonly busy: boolean;
  /** The latest dice roll, for the dice panel. */
  readonly lastDice: DiceInfo | null;
  /** Connection news for online games ("Connection lost: reconnecting…"), or null. */
  readonly notice?: string | null;
  /**
   * Online: this browser's action is on its way and the server has not yet answered it with the new
   * version (or a refusal). The decision panels wait, so a second click cannot send the same choice twice.
   */
  readonly sending?: boolean;
  /** A game played at this browser: what "Take back" would take back, or why nothing can be (take-back.ts). */
  readonly takeBack?: TakeBackPoint;
  /** Online, to a seat: the players' messages so far, by `seq` (never to a spectator). */
  readonly chat?: readonly ChatMessage[];
  /** Online, to a seat: the last message (seq, 0 for none) of the conversation this page opened with. */
  readonly chatOpenedWith?: number;
  /** Online, to a seat of a finished game: the rematch either seat asked for (the server's game id). */
  readonly rematch?: string;
  /** Online: the seats with a page open on the game now (the server's `presence`); undefined while not known. */
  readonly present?: readonly string[];
  /** By mail: the file to send now (nothing more to do here), or to send at the end; absent while this seat decides. */
  readonly mail?: MailNews;
  /**
   * Online, to a seat: a take back asked and not yet answered (the server's take-back.ts), as its sentence; `answerable`
   * for the seat asked (the page shows Allow and Refuse). Gone once answered, or when the game moves on (it lapsed).
   */
  readonly takeBackAsked?: TakeBackAsked | null;
}

/** A take back request of an online game, as one seat's page shows it. */
export interface TakeBackAsked { readonly request: number; readonly v: number; readonly text: string; readonly answerable: boolean }

/** By mail (session/mail.ts): the file this browser's player sends to the other, and why. */
export interface MailNews {
  /** `send`: the other player acts next; `over`: the game is over, the file shows them the end. */
  readonly kind: 'send' | 'over';
  /** The other player's name ("Bob"). */
  readonly toName: string;
  /** Why the file goes to them, as the mail package says it ("he rolls the dice for Warspite's attack"). */
  readonly why: string;
  /** The name to download the file under (`<game>-<names>-<action count>.salvo-mail.json`). */
  readonly fileName: string;
  /** The sealed file, as it is sent. */
  readonly text: string;
  /** `over`: the other player sent this end (their seal covers it): nothing to send back. */
  readonly fromThem?: boolean;
}

export interface GameSession<State, Action> {
  readonly kind: GameKind;
  /** `mail`: played by passing a file (session/mail.ts); this browser holds one seat, the other is 'remote'. */
  readonly mode: 'hot-seat' | 'bot' | 'table' | 'online' | 'what-if' | 'mail';
  /** Online: the link that lets the other player take their seat. */
  readonly invite?: string | undefined;
  /** Online: the link for spectators. */
  readonly watch?: string | undefined;
  /** Table mode: people type every die rolled. */
  readonly tableDice: boolean;
  /** House rule: exact ranges may be measured before attacks are declared (Victory at Sea). */
  readonly preMeasure: boolean;
  controllerOf(player: string): Controller;
  getSnapshot(): Snapshot<State, Action>;
  subscribe(listener: () => void): () => void;
  /** Applies (or sends) one decision of a person at this browser. */
  submit(action: Action, tried: string): Promise<string | null>;
  /** Table mode: the dice a person rolled for the pending chance step. */
  submitDice(values: readonly number[]): Promise<string | null>;
  /**
   * A game played at this browser: takes back the last step a person made here, with everything after it, unless
   * dice rolled by the computer, revealed orders or a battle on the table came since (take-back.ts). Answers the
   * refusal sentence, or null.
   */
  takeBack?(): Promise<string | null>;
  /** Forgets the last refusal (the player changed what they were trying). */
  dismissError(): void;
  /**
   * The game so far as a record file (docs/game-record.md). Online, the server's record, fetched: it is published
   * when the game is over (it holds every secret order and the seed), and refused before with a sentence saying so.
   */
  recordJson(): string | Promise<string>;
  dispose(): void;
  /** Online: the server's id of this game. */
  readonly gameId?: string;
  /** Online: the version of the game this page holds (-1 before the first frame). */
  readonly version?: number;
  /** Online: whether a bot holds this seat (from the server's welcome). */
  botSeat?(seat: string): boolean;
  /** Online: this page follows the game as a spectator (it has no seat). */
  readonly spectator?: boolean;
  /** Online: false while a person's seat waits for its invite to be claimed (from the welcome and `seats` frames). */
  joined?(seat: string): boolean;
  /**
   * Online: another game of this server opened with this browser's seat and secret: a war's battle on the
   * table (WAS-SALVO-TACTICAL-ONLINE), or the war again from it. `back` is where the linked game returns.
   */
  openLinked?(game: string, kind: GameKind, back?: LinkBack): GameSession<unknown, unknown>;
  /** Online, a game opened by `openLinked` with a way back. */
  readonly back?: LinkBack | undefined;
  /** Online: the seat this browser holds (null for a spectator). */
  readonly seat?: string | null;
  /** Online: this browser holds a seat and another seat is a person's, so the two may write to each other. */
  readonly canChat?: boolean;
  /** Online: sends a message to the other players; answers the server's refusal sentence, or null once it is sent. */
  say?(text: string): Promise<string | null>;
  /** Online: a seat's name as the page shows it ("Regia Marina", "the Axis player"). */
  seatName?(seat: string): string;
  /** Online: whether a seat has a page open on the game now; undefined while the server has not said (or the connection is down). */
  present?(seat: string): boolean | undefined;
  /** Online: the seats played by people other than this browser's seat (no bot's). */
  readonly otherPeople?: readonly string[];
  /**
   * Online, a seat of a finished game: its swapped seat in the rematch, made now if nobody asked yet, or the one this
   * browser took already; a spectator: the rematch a player asked for, watched with the same key. Throws the
   * server's sentence when refused.
   */
  openRematch?(): Promise<GameSession<unknown, unknown>>;
  /** A game played in the page: the new-game choices it was made from (its seed included), if it was made by them. */
  readonly origin?: NewGame | undefined;
}

/** The way back from a linked game: the game, its kind, and the button's words. */
export interface LinkBack {
  readonly game: string;
  readonly kind: GameKind;
  readonly label: string;
  /** Said in the linked game's header ("a battle of the war: turn 3, North Atlantic"). */
  readonly context: string;
  /** The version the page last showed of the game it returns to: back there, the log starts after it. */
  readonly since?: number;
}
