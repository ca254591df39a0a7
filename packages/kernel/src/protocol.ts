/**
 * The WebSocket protocol between the Salvo server (apps/server) and its clients (apps/web, bench and
 * test clients), as types only: the one definition both sides import (`@salvo/kernel/protocol`), so
 * the web never imports the server app. The server checks incoming frames with zod schemas that must
 * match `ClientFrame` (apps/server/src/protocol.ts asserts it at compile time).
 *
 *   client: hello (once), then act, say and ping
 *   server: welcome (after hello), update (per commit, for this viewer), ack (after the commit of the
 *           client's action), error (coded), pong, seats (an invite claimed), chat (the players' messages:
 *           to seats only, never to spectators), rematch (the game its seats play next, sides swapped)
 * Close codes: 1001 server shutting down, 1008 flood or a socket too slow to read its frames,
 * 1009 frame over the size limit.
 * Static parts of a view (Victory at Sea ship rosters and aircraft profiles) come once, in the welcome's
 * `statics`; update and welcome views leave them out and the client puts them back with `joinStatics`.
 * A client that says `patches: true` in its hello is sent each update's view as a patch on the last one
 * (`viewOfFrame` applies either form).
 */
import type { Statics } from './statics';
import type { ViewPatch } from './view-patch';

export { joinStatics, type Statics } from './statics';
export { applyViewPatch, diffView, PatchMismatch, viewOfFrame, type PatchOp, type ViewPatch } from './view-patch';

/** Who must act now, as one viewer may be told. */
export interface Turn {
  readonly kind: 'decision' | 'simultaneous' | 'chance' | 'over';
  readonly seats: readonly string[];
  readonly decision?: string;
  /** Only to the seats that must decide. */
  readonly prompt?: string;
  /** `label` only to the seat that types a table-mode roll. */
  readonly dice?: { readonly count: number; readonly sides: number; readonly label?: string };
  readonly winners?: readonly string[];
  readonly summary?: string;
}

export interface HelloFrame {
  readonly t: 'hello';
  readonly game: string;
  /** A seat token, or (`spectate`) the game's spectator key: exactly one of the two. */
  readonly token?: string;
  readonly spectate?: string;
  /** The last version this client saw: the welcome carries exactly the events since. */
  readonly lastVersion?: number;
  /**
   * The client applies view patches: after the welcome's full view, an update may carry `patch` (the
   * difference from the view this connection was sent before) instead of `view` (view-patch.ts).
   */
  readonly patches?: boolean;
}

export interface ActFrame {
  readonly t: 'act';
  /** The version the action was decided at. */
  readonly v: number;
  readonly action: { readonly type: string } & Record<string, unknown>;
  /** The client's id for the action: the ack or error names it; a resend with it gets the first answer. */
  readonly id?: string;
}

export interface PingFrame { readonly t: 'ping' }

/**
 * A message from a person's seat to the other seats of the game (Salvo's own: the rules have no table talk
 * to enforce). Refused with an error frame naming `id` (ERR_SPECTATOR, ERR_CHAT_EMPTY, ERR_CHAT_LONG,
 * ERR_CHAT_RATE, ERR_CHAT_FULL); accepted, it comes back to every seat's sockets, the sender's included,
 * in a `chat` frame, and the sender's socket is then told `said` with the `id`.
 */
export interface SayFrame {
  readonly t: 'say';
  /** At most CHAT_MAX_CHARS characters once trimmed; not empty. */
  readonly text: string;
  readonly id?: string;
}

/**
 * A seat's deployment of a Victory at Sea scenario deployed by hand (apps/server deployment.ts; docs/server.md,
 * "Deployment"): every ship it places in its zones (`heading` absent: the zone's) and its carriers' flights in the
 * air at the start by ship id (a count, a count per aircraft type, or null for the most). Accepted: an `ack`
 * naming `id` (its `v` is 0: deployment makes no version) and a `deployment` frame, or the battle's welcome, to
 * every socket; refused: an error frame with the scenario's code and sentence (ERR_DEPLOY_*, ERR_ALOFT_*).
 */
export interface DeployFrame {
  readonly t: 'deploy';
  readonly deployment: {
    readonly placements: readonly { readonly ship: string; readonly x: number; readonly y: number; readonly heading?: number }[];
    readonly aloft?: Readonly<Record<string, number | Readonly<Record<string, number>> | null>>;
  };
  readonly id?: string;
}

/**
 * Take back online (Salvo's own; docs/server.md "Take back"): a person's seat asks to take back its own last step
 * (with what the bots did after it) while nothing closes the way back (@salvo/kernel take-back.ts: the server's dice,
 * revealed secret orders, a table battle, the end). Against a bot the take back is granted at once; otherwise the
 * other person is asked (a `take-back` frame, status 'asked'). Refused: an error frame naming `id`
 * (ERR_TAKE_BACK_NONE, ERR_TAKE_BACK_NOT_YOURS, ERR_TAKE_BACK_PENDING, ERR_SPECTATOR).
 */
export interface TakeBackFrame { readonly t: 'take-back'; readonly id?: string }

/**
 * The asked seat's answer to request `request` (the `take-back` frame's). A request lapses when the game's version
 * moves (any action by either side) or the answer is given; answering one that lapsed: ERR_TAKE_BACK_LAPSED.
 */
export interface TakeBackAnswerFrame { readonly t: 'take-back-answer'; readonly request: number; readonly allow: boolean; readonly id?: string }

export type ClientFrame = HelloFrame | ActFrame | PingFrame | SayFrame | DeployFrame | TakeBackFrame | TakeBackAnswerFrame;

/** The longest message a seat may send, in characters (code points). */
export const CHAT_MAX_CHARS = 500;

/** One message of a game's conversation: `seq` counts from 1 per game; `at` is the server's ISO time. */
export interface ChatMessage { readonly seq: number; readonly seat: string; readonly text: string; readonly at: string }

/**
 * To a seat's sockets only: after the welcome, every message so far (`all`); after that, each new one. A client
 * keeps messages by `seq`, so one it holds already (a message that crossed the welcome) is not shown twice.
 */
export interface ChatFrame {
  readonly t: 'chat';
  readonly game: string;
  readonly messages: readonly ChatMessage[];
  readonly all?: true;
  /** Only to the socket that sent it, after the message went out: the `say` frame's `id` is stored as `seq`. */
  readonly said?: { readonly id: string; readonly seq: number };
}

/** A viewer's state at version `v` and the events since `from`. */
export interface UpdateFrame {
  readonly t: 'update' | 'welcome';
  readonly game: string;
  readonly v: number;
  /** First version whose events are in `events`; `events` is null when they are too old to resend. */
  readonly from: number;
  readonly events: readonly unknown[] | null;
  /**
   * The engine's `observe(state, viewer)`, less the static fields the welcome's `statics` holds for this
   * connection (`joinStatics(view, statics)` gives back the whole view). Absent when `patch` is sent.
   */
  readonly view?: unknown;
  /**
   * Only to a connection that said `patches: true`, only in updates: the view as a patch on the view of
   * this connection's previous frame (`viewOfFrame(previous, frame, statics)` gives the whole view).
   */
  readonly patch?: ViewPatch;
  readonly turn: Turn;
  /** The server seed, once the game is over (commit-reveal). */
  readonly serverSeed?: string;
  /** Who rolled the dice of each chance step among `events` (from the record); sent with every non-empty `events`. */
  readonly rolls?: readonly DiceRoll[];
}

/**
 * One chance step's events in an update: `events[at]` to `events[at + n - 1]`, its dice typed at the table by
 * seat `by`, or rolled by the server (`by` null).
 */
export interface DiceRoll { readonly at: number; readonly n: number; readonly by: string | null }

/**
 * A seat of the game: a person's (`human`) or a bot's. `joined`: false while a person's seat waits for its invite
 * to be claimed (absent from servers before 7 December 2026: take it as joined).
 */
export interface SeatInfo { readonly seat: string; readonly kind: string; readonly bot: string | null; readonly joined?: boolean }

/** To every socket of a game when a seat is taken (an invite claimed): the seats as in the welcome. */
export interface SeatsFrame { readonly t: 'seats'; readonly game: string; readonly seats: readonly SeatInfo[] }

/** The public facts of a game, in its welcome (no tokens, invites, seed or entropy). */
export interface GameInfo {
  readonly game: string;
  readonly ruleset: string;
  /** The viewer's seat, or null for a spectator. */
  readonly seat: string | null;
  readonly table: boolean;
  readonly seedCommit: string;
  readonly over: boolean;
  readonly seats: readonly SeatInfo[];
  /** A game created with seat entropy that waits for these seats' contributions. */
  readonly seeding?: true;
  readonly waitingForEntropy?: readonly string[];
  /**
   * A scenario game being deployed by hand: what this viewer may see of it (packages/scenarios `DeployView`: the
   * scenario, the pre-battle rolls, the fleets, who deploys now, the positions of those who have deployed). The
   * frame's `view` is then null, its `v` 0 and its turn the seat deploying (decision 'deploy').
   */
  readonly deployment?: unknown;
}

/**
 * To every socket of a game being deployed by hand when a seat has deployed and another must: the deployment as
 * that socket's viewer may see it (GameInfo.deployment). When the last seat deploys, each socket is sent the
 * battle's `welcome` instead.
 */
export interface DeploymentFrame { readonly t: 'deployment'; readonly game: string; readonly deployment: unknown }

/**
 * `statics`: the static fields of this viewer's views (absent when the ruleset has none); the client keeps
 * them for this connection and joins them into the welcome's view and every update's.
 */
export type WelcomeFrame = UpdateFrame & GameInfo & { readonly t: 'welcome'; readonly statics?: Statics };

export interface AckFrame { readonly t: 'ack'; readonly id?: string; readonly v: number }

export interface ErrorFrame {
  readonly t: 'error';
  readonly id?: string;
  /** Stable code (ERR_STALE, ERR_NOT_YOUR_TURN, ERR_FLOOD, ...); `message` is a sentence for a player. */
  readonly code: string;
  readonly message: string;
  /** The game's version, when the refusal concerns it (e.g. ERR_STALE). */
  readonly v?: number;
}

export interface PongFrame { readonly t: 'pong' }

/**
 * To every socket of a finished game once either seat asked for a rematch (POST /api/games/:id/rematch), and after
 * the welcome to a game that has one: `rematch` is the new game, sides swapped. The other seat takes its place there
 * by asking for the rematch too, with its token of this game; a spectator watches it with the same spectator key.
 */
export interface RematchFrame { readonly t: 'rematch'; readonly game: string; readonly rematch: string }

/**
 * Who is at the table now (Salvo's own): the seats with at least one open socket to the game, through any server
 * process; sent to every socket of the game after its welcome and whenever the set changes. A seat whose sockets all
 * closed leaves at once; one whose server process died leaves within about 40 seconds (docs/server.md, "Who is
 * connected").
 */
export interface PresenceFrame { readonly t: 'presence'; readonly game: string; readonly here: readonly string[] }

/**
 * News of a take back (TakeBackFrame). 'asked' and 'refused' go to the seats' sockets only (never to spectators);
 * 'done' goes to every socket, after the update that shows the step gone. `said` (the step in words) is what this
 * viewer may know of it: a secret order not yet revealed is only "a secret order" to the other seat. `text` is the
 * sentence to show. A client drops an 'asked' request it shows when an update moves the version (it lapsed).
 */
export interface TakeBackNewsFrame {
  readonly t: 'take-back';
  readonly game: string;
  readonly status: 'asked' | 'refused' | 'done';
  /** The request's number, to answer it (TakeBackAnswerFrame). */
  readonly request: number;
  /** The seat that asked. */
  readonly seat: string;
  readonly said: string;
  readonly text: string;
  /** The version the request was made at ('asked', 'refused') or the version the take back made ('done'). */
  readonly v: number;
}

export type ServerFrame = UpdateFrame | WelcomeFrame | AckFrame | ErrorFrame | PongFrame | SeatsFrame | ChatFrame | RematchFrame | PresenceFrame | DeploymentFrame | TakeBackNewsFrame;

/** WebSocket close codes the server uses. */
export const CLOSE = { shutdown: 1001, policy: 1008, tooLarge: 1009 } as const;
