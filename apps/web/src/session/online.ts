/**
 * Creating and joining online games on the Salvo server that serves this page (HTTP API in
 * apps/server/src/http.ts). Secrets travel in bodies, never in URLs sent to the server; the invite
 * travels in the link's #fragment, which browsers do not send.
 */
import type { VasEvent } from '@salvo/vas';
import { type WasEvent, type WasState, describeEvent } from '@salvo/was';
import { RemoteSession, type Describe, type PastEvents } from './remote';
import type { GameKind, GameSession, LinkBack } from './types';
import type { AnySession } from './new-game';
import { inviteOf, myGames, rememberGame, rememberWatched, type MyGame } from './my-games';
import { seatAddress } from './game-address';
import { fleetsLine } from './battle-about';
import { battleBack } from './battle-back';
import { sideName } from '../was/names';
import { warOfTableBattle } from '@salvo/was-tactical';
import type { Side } from '@salvo/was';

const RULESET: Record<GameKind, string> = { vas: 'vas', was: 'war-at-sea' };
const KIND: Record<string, GameKind> = { vas: 'vas', 'victory-at-sea': 'vas', 'war-at-sea': 'was', was: 'was' };

const describeVas: Describe = (_b, _a, events) => (events as VasEvent[]).map((e) => {
  const rule = (e as { rule?: unknown }).rule;
  return typeof rule === 'string' ? { text: e.text, rule } : { text: e.text };
});
const describeWas: Describe = (b, a, events) => (events as WasEvent[])
  .map((e) => describeEvent(a as WasState, e, b as WasState)).filter((t): t is string => t !== null).map((text) => ({ text }));

export interface Place { readonly origin: string; readonly pageUrl: string; readonly socket: (url: string) => never }

/** The Salvo server refused a request and said why in a sentence (a failed fetch or a page not served by Salvo is not this). */
export class ServerRefused extends Error {}

async function post(origin: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const r = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await r.json().catch(() => ({}))) as Record<string, unknown>;
  if (!r.ok) throw typeof json.message === 'string' ? new ServerRefused(json.message) : new Error(`The server answered ${r.status}.`);
  return json;
}

/** What the page says when an online game could not be created: the server's own sentence, or a hint that online play needs the page served by Salvo. */
export function createProblem(e: unknown): string {
  const said = e instanceof Error ? e.message : String(e);
  return e instanceof ServerRefused
    ? `Could not create the online game: ${said}`
    : `Could not create the online game: ${said} (online play needs the page to be served by the Salvo server: npm start).`;
}

function session(kind: GameKind, p: Place, game: string, seat: string | null, token: string, links: { invite?: string; watch?: string } = {}, back?: LinkBack, since?: number): AnySession {
  // WAS-SALVO-TACTICAL-ONLINE: a war's battle on the table has the war's seats and secrets, so this seat opens it
  const link = (other: string, k: GameKind, to: LinkBack | undefined, table: boolean, since: number | undefined) => {
    // the battle joins this browser's games (the war is there already)
    if (seat !== null && to) rememberGame({ game: other, kind: k, seat, token, table, created: new Date().toISOString() });
    return session(k, p, other, seat, token, {}, to, since) as unknown as GameSession<unknown, unknown>;
  };
  const get = async (path: string): Promise<unknown> => {
    const r = await fetch(`${p.origin}/api/games/${encodeURIComponent(game)}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const json = (await r.json().catch(() => ({}))) as Record<string, unknown>;
    if (!r.ok) throw new Error(typeof json.message === 'string' ? json.message : `The server answered ${r.status}.`);
    return json;
  };
  const past = (from: number, to: number): Promise<PastEvents> => get(`/events?from=${from}&to=${to}`) as Promise<PastEvents>;
  // the rematch keeps this game's spectator key (docs/server.md "Rematch"): its spectator link is this one's, renamed
  const key = /#watch=[^.]+\.(.+)$/.exec(links.watch ?? '')?.[1];
  const watchOf = (next: string): { watch?: string } => (key === undefined ? {} : { watch: `${p.pageUrl.split('#')[0]}#watch=${next}.${key}` });
  // the rematch: a spectator watches it with the same key; the one this browser took already is reopened; else this
  // seat takes its place (and may make it)
  const rematch = async (known: string | undefined): Promise<GameSession<unknown, unknown>> => {
    if (seat === null) {
      if (known === undefined) throw new Error('No rematch has been asked for yet.');
      return session(kind, p, known, null, token) as unknown as GameSession<unknown, unknown>;
    }
    const mine = known === undefined ? undefined : myGames().find((g) => g.game === known);
    if (mine) return resumeOnline(mine, p) as unknown as GameSession<unknown, unknown>;
    const r = await fetch(`${p.origin}/api/games/${encodeURIComponent(game)}/rematch`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const json = (await r.json().catch(() => ({}))) as Record<string, unknown>;
    if (!r.ok) throw new ServerRefused(typeof json.message === 'string' ? json.message : `The server answered ${r.status}.`);
    const next = String(json.game);
    const table = json.table === true;
    // the rematch's spectator link is kept with it, so it is offered again when the game is reopened
    const links = watchOf(next);
    rememberGame({ game: next, kind, seat: String(json.seat), token: String(json.token), table, created: new Date().toISOString(), ...links });
    return session(kind, p, next, String(json.seat), String(json.token), links, undefined, json.created === true ? 0 : undefined) as unknown as GameSession<unknown, unknown>;
  };
  // the page's address while the game is open (game-address.ts): a seat's game by its id only (its token stays in
  // this browser's storage); a spectator's by its spectator link, which it keeps in the list of games it watches
  const address = seat === null
    ? `#watch=${game}.${token}`
    : seatAddress(game, seat, myGames().some((g) => g.game === game && g.seat !== seat));
  const watched = new Date().toISOString();
  if (seat === null) rememberWatched({ game, kind, hash: address, watched });
  const made = new RemoteSession({
    link, past, address, record: () => get('/record'), rematch, ...(back ? { back } : {}), ...(since !== undefined ? { since } : {}),
    kind, wsUrl: `${p.origin.replace(/^http/, 'ws')}/ws`, game, seat, token, describe: kind === 'vas' ? describeVas : describeWas,
    seatName: kind === 'vas' ? (view, s) => (view as { fleets?: Record<string, { name?: string }> }).fleets?.[s]?.name ?? s : (_v, s) => `the ${sideName(s as Side)}`,
    socket: p.socket, ...links,
  });
  // the list of watched games names the battle by its fleets, as the spectator's view first shows them
  if (seat === null && kind === 'vas') {
    const stop = made.subscribe(() => {
      const about = fleetsLine(made.getSnapshot().state);
      if (about === undefined) return;
      stop();
      rememberWatched({ game, kind, hash: address, watched, about });
    });
  }
  return made as unknown as AnySession;
}

export interface OnlineOptions {
  /** Table mode: each seat types the dice of its own rolls (the server's `tableRoller`). */
  readonly table?: boolean;
  /** A setup for the engine (Victory at Sea battles); the server keeps the seed. */
  readonly setup?: Record<string, unknown>;
  /**
   * A Victory at Sea scenario instead of a setup, a built-in one by `id` or a designer's `file`: the server
   * makes the pre-battle rolls (apps/server/src/scenario-setup.ts). `fleets` by side id;
   * `attacker`: the player (0, 1) who attacks; `points`: the points value the players agreed (At All Costs).
   */
  readonly scenario?: { readonly id?: string; readonly file?: Readonly<Record<string, unknown>> | undefined; readonly level?: string; readonly fleets?: Readonly<Record<string, unknown>>; readonly attacker?: number; readonly points?: number };
  /**
   * A scenario's deployment: `hand` (the server's default with people in both seats) waits for each seat's
   * deployment (the page shows scenario/OnlineDeploy.tsx until the battle begins); `auto` places every ship as the
   * bots do and starts at once.
   */
  readonly deploy?: 'hand' | 'auto';
}

/** A new online game with the creator in `seat` and the other seat invited; the invite link is on the session. */
export async function createOnline(kind: GameKind, seat: string, p: Place, o: OnlineOptions = {}): Promise<AnySession> {
  const r = await post(p.origin, '/api/games', { ruleset: RULESET[kind], as: seat, ...(o.table ? { table: true } : {}), ...(o.setup ? { setup: o.setup } : {}), ...(o.scenario ? { scenario: o.scenario, ...(o.deploy ? { deploy: o.deploy } : {}) } : {}) });
  const game = String(r.game);
  const you = r.you as { seat: string; token: string };
  const page = p.pageUrl.split('#')[0];
  // the server gives the invites and the spectator key once (it keeps only their hashes): this browser keeps the
  // links with the game, so a reload before the friend joins can show them again (resumeOnline)
  const invites = Object.fromEntries(Object.entries((r.invites ?? {}) as Record<string, unknown>)
    .filter((e): e is [string, string] => typeof e[1] === 'string').map(([s, i]) => [s, `${page}#join=${game}.${i}`]));
  const watch = typeof r.spectate === 'string' ? `${page}#watch=${game}.${r.spectate}` : undefined;
  const kept: MyGame = {
    game, kind, seat: you.seat, token: you.token, table: o.table === true, created: new Date().toISOString(),
    ...(Object.keys(invites).length > 0 ? { invites } : {}), ...(watch ? { watch } : {}),
  };
  rememberGame(kept);
  // since 0: this page saw the game from its creation, so what the server did before the socket opened (the first
  // rolls) is told as this game's story, not as "earlier in this game"
  return session(kind, p, game, you.seat, you.token, linksOf(kept), undefined, 0);
}

/** Takes the invited seat of a `#join=<game>.<invite>` link. */
export async function joinOnline(hash: string, p: Place): Promise<AnySession> {
  const m = /^#join=([^.]+)\.(.+)$/.exec(hash);
  if (!m) throw new Error('This invite link is not complete.');
  const game = m[1] ?? '';
  const r = await post(p.origin, `/api/games/${encodeURIComponent(game)}/join`, { invite: m[2] });
  const seat = String(r.seat);
  const token = String(r.token);
  const info = await fetch(`${p.origin}/api/games/${encodeURIComponent(game)}`, { headers: { authorization: `Bearer ${token}` } }).then((x) => x.json() as Promise<{ ruleset?: string; table?: boolean }>);
  const kind = KIND[info.ruleset ?? ''] ?? 'vas';
  rememberGame({ game, kind, seat, token, table: info.table === true, created: new Date().toISOString() });
  return session(kind, p, game, seat, token);
}

/** The invite and spectator links this browser keeps with a game (the session offers the invite only while its seat waits). */
function linksOf(g: MyGame): { invite?: string; watch?: string } {
  const invite = inviteOf(g);
  return { ...(invite ? { invite } : {}), ...(g.watch ? { watch: g.watch } : {}) };
}

/**
 * Reopens one of this browser's online games (my-games.ts) with its seat token, and the invite and spectator links
 * its maker kept; a war's battle keeps its way back.
 */
export function resumeOnline(g: MyGame, p: Place): AnySession {
  const war = g.kind === 'vas' ? warOfTableBattle(g.game) : null;
  return session(g.kind, p, g.game, g.seat, g.token, linksOf(g), war ? battleBack(war) : undefined);
}

/**
 * Reopens the online game of a `#game=<id>` address (game-address.ts) with the seat this browser keeps for it (the
 * given `seat`, else the one kept most recently); a sentence for a player when it keeps none.
 */
export function reopenOnline(game: string, seat: string | undefined, p: Place): AnySession {
  const g = myGames().find((x) => x.game === game && (seat === undefined || x.seat === seat));
  if (!g) throw new Error(`This browser keeps no seat in game ${game}: open it from the invite link, or from the browser you played it in.`);
  return resumeOnline(g, p);
}

/** Follows a game as a spectator from a `#watch=<game>.<key>` link: every seat is someone else's. */
export async function watchOnline(hash: string, p: Place): Promise<AnySession> {
  const m = /^#watch=([^.]+)\.(.+)$/.exec(hash);
  if (!m) throw new Error('This spectator link is not complete.');
  const game = m[1] ?? '';
  const key = m[2] ?? '';
  const info = await fetch(`${p.origin}/api/games/${encodeURIComponent(game)}`, { headers: { authorization: `Bearer ${key}` } });
  if (!info.ok) throw new Error('Unknown game or wrong spectator key.');
  const json = (await info.json()) as { ruleset?: string };
  return session(KIND[json.ruleset ?? ''] ?? 'vas', p, game, null, key);
}
