/**
 * The Salvo side of bench/server.ts: G concurrent Victory at Sea games on a Salvo server, two socket
 * clients per game deciding from their views (random legal actions), one action in flight per seat;
 * a game that ends is replaced. Latency is from send to the `ack` (sent after the commit). The clients
 * take views as patches (`patches: true`), as the web client does.
 */
import { seedRng } from '@salvo/kernel';
import { api, Client, type Frame } from '../apps/server/test/support';
import { vasFromView } from '../apps/server/test/drive';
import { runLoad, type Driver, type LoadResult } from './load-driver';

export { percentile, type LoadResult } from './load-driver';

/** Games created so far (a random game can end within a few dozen actions; each is replaced). */
export const counters = { games: 0 };

async function startGame(url: string, k: number, games: number, d: Driver, clients: Client[], patches: boolean): Promise<void> {
  if (d.stopped) return;
  counters.games += 1;
  const wsUrl = url.replace(/^http/, 'ws') + '/ws';
  const c = await api(url, 'POST', '/api/games', { ruleset: 'vas' });
  const game = c.json.game as string;
  let ended = false;
  for (const [seat, invite] of Object.entries(c.json.invites as Record<string, string>)) {
    const token = (await api(url, 'POST', `/api/games/${game}/join`, { invite })).json.token as string;
    if (d.stopped) return;
    const client = await Client.open(wsUrl, { frames: false });
    client.ws.on('error', () => undefined);
    clients.push(client);
    const decide = vasFromView(seedRng(`${k}-${seat}-${game}`));
    let latest: Frame | null = null;
    let sentAt = 0;
    let inflight = false;
    let n = 0;
    let needV = 0;
    const step = (): void => {
      if (d.stopped || inflight || !latest || (latest.v as number) < needV) return;
      const turn = latest.turn as { kind: string; seats: string[] };
      if (turn.kind === 'over') {
        // a replacement still starting when the run stops (and its server with it) is abandoned quietly
        if (!ended) { ended = true; startGame(url, k + games, games, d, clients, patches).catch(() => undefined); }
        return;
      }
      if (!turn.seats.includes(seat)) return;
      let action: unknown;
      try {
        action = decide(seat, latest, latest.v as number);
      } catch {
        d.refuse();
        return;
      }
      inflight = true;
      sentAt = performance.now();
      client.send({ t: 'act', v: latest.v, action, id: `b${n++}` });
    };
    client.onFrame = (f) => {
      if ((f.t === 'update' || f.t === 'welcome') && (!latest || (f.v as number) >= (latest.v as number))) latest = f;
      if ((f.t === 'ack' || f.t === 'error') && f.id !== undefined) {
        inflight = false;
        if (f.t === 'ack') { d.record(performance.now() - sentAt); needV = f.v as number; } else d.refuse();
      }
      step();
    };
    client.send({ t: 'hello', game, token, ...(patches ? { patches: true } : {}) });
  }
}

/** `patches: false` takes whole views (a server from before view patches refuses the hello field). */
export async function salvoLoad(url: string, games: number, seconds: number, serverPid?: number, patches = true): Promise<LoadResult> {
  const clients: Client[] = [];
  return runLoad({
    serverPid, seconds,
    start: async (d) => { for (let k = 0; k < games; k++) await startGame(url, k, games, d, clients, patches); },
    stop: () => { for (const c of clients) c.close(); },
  });
}
