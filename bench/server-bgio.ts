/**
 * The boardgame.io side of bench/server.ts: G matches of 2 players on a boardgame.io server in a child
 * process, driven by the same load driver as the Salvo side. Latency is from the move call to the
 * client's receipt of the server's new state in which that move is logged (boardgame.io sends no
 * separate acknowledgement; a move it drops, stale or invalid, is counted as refused).
 *   'vas': the equivalent load (server-bgio-vas-game.ts): each player decides from its seat's view
 *          with the same random bot as the Salvo clients (vasFromView) when the view says it must act;
 *          a match that ends is replaced, as on the Salvo side.
 *   'die': framework overhead only (server-bgio-game.ts): the players alternate one die roll.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import clientPkg from 'boardgame.io/client';
import multiplayerPkg from 'boardgame.io/multiplayer';
import { seedRng } from '@salvo/kernel';
import { vasFromView } from '../apps/server/test/drive';
import type { Frame } from '../apps/server/test/support';
import { bgioGame } from './server-bgio-game';
import { bgioVasGame, type VasPlayerView } from './server-bgio-vas-game';
import { runLoad, type Driver, type LoadResult } from './load-driver';

interface LogEntry { _stateID: number; action?: { type?: string; payload?: { playerID?: string } } }
interface BgioState { _stateID: number; G: unknown; ctx: { currentPlayer: string; gameover?: unknown }; log?: LogEntry[] }
interface BgioClient { start(): void; stop(): void; subscribe(fn: (s: BgioState | null) => void): void; moves: Record<string, (...args: unknown[]) => void> }
const { Client } = clientPkg as unknown as { Client: (o: unknown) => BgioClient };
const { SocketIO } = multiplayerPkg as unknown as { SocketIO: (o: unknown) => unknown };

export type BgioLoad = 'vas' | 'die';

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await r.json()) as Record<string, unknown>;
}

/** Whether the client's log holds a move of `playerID` made at state `since` or later (its move was applied). */
function moved(s: BgioState, playerID: string, since: number): boolean {
  const log = s.log ?? [];
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as LogEntry;
    if (e._stateID < since) return false;
    if (e.action?.type === 'MAKE_MOVE' && e.action.payload?.playerID === playerID) return true;
  }
  return false;
}

/** The clients on the server's side of the client's game: the VAS clients keep no playerView of their own (G is already the view). */
const clientGame = { vas: { ...bgioVasGame, playerView: undefined, setup: () => ({}) }, die: bgioGame };

async function startMatch(server: string, kind: BgioLoad, k: number, d: Driver, clients: BgioClient[]): Promise<void> {
  if (d.stopped) return;
  const name = kind === 'vas' ? bgioVasGame.name : bgioGame.name;
  const { matchID } = await post(`${server}/games/${name}/create`, { numPlayers: 2 });
  let ended = false;
  for (const playerID of ['0', '1']) {
    const { playerCredentials } = await post(`${server}/games/${name}/${String(matchID)}/join`, { playerID, playerName: `p${playerID}` });
    if (d.stopped) return;
    const client = Client({ game: clientGame[kind], multiplayer: SocketIO({ server }), matchID, playerID, credentials: playerCredentials, debug: false });
    const decide = vasFromView(seedRng(`${k}-${playerID}-${String(matchID)}`));
    let sentAt = 0;
    let waitingFor = -1;
    let last: BgioState | null = null;
    const act = (s: BgioState): void => {
      if (kind === 'die') {
        if (s.ctx.currentPlayer !== playerID) return;
        waitingFor = s._stateID;
        sentAt = performance.now();
        client.moves.roll?.();
        return;
      }
      const g = s.G as VasPlayerView;
      if (g.turn.kind === 'over' || s.ctx.gameover) {
        if (!ended) { ended = true; startMatch(server, kind, k + 1000, d, clients).catch(() => undefined); }
        return;
      }
      if (!g.turn.seats.includes((g.view as { viewer: string }).viewer)) return;
      let action: unknown;
      try {
        action = decide('', { t: 'update', view: g.view } as Frame, s._stateID);
      } catch {
        d.refuse();
        return;
      }
      waitingFor = s._stateID;
      sentAt = performance.now();
      client.moves.act?.(action);
    };
    client.subscribe((s) => {
      if (!s || d.stopped) return;
      last = s;
      if (waitingFor >= 0 && s._stateID > waitingFor) {
        if (kind === 'die' || moved(s, playerID, waitingFor)) d.record(performance.now() - sentAt);
        else d.refuse();
        waitingFor = -1;
      }
      if (waitingFor < 0) act(s);
    });
    // a move the server drops without a new state (invalid) would stall the player: retry after 2 s
    const watchdog = setInterval(() => {
      if (d.stopped) return clearInterval(watchdog);
      if (waitingFor >= 0 && performance.now() - sentAt > 2000 && last) { d.refuse(); waitingFor = -1; act(last); }
    }, 500);
    watchdog.unref();
    client.start();
    clients.push(client);
  }
}

export async function bgioLoad(games: number, seconds: number, kind: BgioLoad = 'die'): Promise<LoadResult> {
  const host = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server-bgio-host.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((res, rej) => {
    let out = '';
    host.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /bgio port (\d+)/.exec(out);
      if (m) res(Number(m[1]));
    });
    host.once('exit', (c) => rej(new Error(`boardgame.io host exited ${c}`)));
  });
  const server = `http://127.0.0.1:${port}`;
  const clients: BgioClient[] = [];
  return runLoad({
    serverPid: host.pid, seconds,
    start: async (d) => { for (let k = 0; k < games; k++) await startMatch(server, kind, k, d, clients); },
    stop: () => {
      for (const c of clients) c.stop();
      host.kill('SIGTERM');
    },
  });
}
