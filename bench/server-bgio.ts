/**
 * The boardgame.io side of bench/server.ts: G matches of 2 players on a boardgame.io server in a child
 * process, socket.io clients alternating the `roll` move; latency is from the move call to the client's
 * receipt of the server's new state (boardgame.io sends no separate acknowledgement).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import clientPkg from 'boardgame.io/client';
import multiplayerPkg from 'boardgame.io/multiplayer';
import { bgioGame } from './server-bgio-game';
import { runLoad, type LoadResult } from './load-driver';

interface BgioState { _stateID: number; ctx: { currentPlayer: string } }
interface BgioClient { start(): void; stop(): void; subscribe(fn: (s: BgioState | null) => void): void; moves: { roll(): void } }
const { Client } = clientPkg as unknown as { Client: (o: unknown) => BgioClient };
const { SocketIO } = multiplayerPkg as unknown as { SocketIO: (o: unknown) => unknown };

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await r.json()) as Record<string, unknown>;
}

export async function bgioLoad(games: number, seconds: number): Promise<LoadResult> {
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
    start: async (d) => {
      for (let k = 0; k < games; k++) {
        const { matchID } = await post(`${server}/games/salvo-bench/create`, { numPlayers: 2 });
        for (const playerID of ['0', '1']) {
          const { playerCredentials } = await post(`${server}/games/salvo-bench/${String(matchID)}/join`, { playerID, playerName: `p${playerID}` });
          const client = Client({ game: bgioGame, multiplayer: SocketIO({ server }), matchID, playerID, credentials: playerCredentials, debug: false });
          let sentAt = 0;
          let waitingFor = -1;
          client.subscribe((s) => {
            if (!s || d.stopped) return;
            if (waitingFor >= 0 && s._stateID > waitingFor) {
              d.record(performance.now() - sentAt);
              waitingFor = -1;
            }
            if (waitingFor < 0 && s.ctx.currentPlayer === playerID) {
              waitingFor = s._stateID;
              sentAt = performance.now();
              client.moves.roll();
            }
          });
          client.start();
          clients.push(client);
        }
      }
    },
    stop: () => {
      for (const c of clients) c.stop();
      host.kill('SIGTERM');
    },
  });
}
