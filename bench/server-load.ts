/**
 * Load for bench/server.ts: G concurrent Victory at Sea games on a Salvo server, two socket clients
 * per game deciding from their views (random legal actions), one action in flight per seat; a game
 * that ends is replaced. Measures acknowledged actions per second and send-to-ack latency.
 */
import { seedRng } from '@salvo/kernel';
import { api, Client, type Frame } from '../apps/server/test/support';
import { vasFromView } from '../apps/server/test/drive';

export interface LoadResult { actions: number; seconds: number; perSecond: number; p50: number; p99: number; refused: number }

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export async function salvoLoad(url: string, games: number, seconds: number): Promise<LoadResult> {
  const wsUrl = url.replace(/^http/, 'ws') + '/ws';
  const latencies: number[] = [];
  let refused = 0;
  let measuring = false;
  let stop = false;
  const clients: Client[] = [];
  const startGame = async (k: number): Promise<void> => {
    if (stop) return;
    const c = await api(url, 'POST', '/api/games', { ruleset: 'vas' });
    const game = c.json.game as string;
    let ended = false;
    for (const [seat, invite] of Object.entries(c.json.invites as Record<string, string>)) {
      const token = (await api(url, 'POST', `/api/games/${game}/join`, { invite })).json.token as string;
      const client = await Client.open(wsUrl);
      clients.push(client);
      const decide = vasFromView(seedRng(`${k}-${seat}-${game}`));
      let latest: Frame | null = null;
      let sentAt = 0;
      let inflight = false;
      let n = 0;
      let needV = 0;
      const step = (): void => {
        if (stop || inflight || !latest || (latest.v as number) < needV) return;
        const turn = latest.turn as { kind: string; seats: string[] };
        if (turn.kind === 'over') {
          if (!ended) { ended = true; void startGame(k + games); }
          return;
        }
        if (!turn.seats.includes(seat)) return;
        inflight = true;
        sentAt = performance.now();
        let action: unknown;
        try {
          action = decide(seat, latest, latest.v as number);
        } catch {
          inflight = false;
          refused += 1;
          return;
        }
        client.send({ t: 'act', v: latest.v, action, id: `b${n++}` });
      };
      client.onFrame = (f) => {
        if ((f.t === 'update' || f.t === 'welcome') && (!latest || (f.v as number) >= (latest.v as number))) latest = f;
        if ((f.t === 'ack' || f.t === 'error') && f.id !== undefined) {
          inflight = false;
          if (f.t === 'ack' && measuring) latencies.push(performance.now() - sentAt);
          if (f.t === 'ack') needV = f.v as number;
          if (f.t === 'error') refused += 1;
        }
        step();
      };
      client.send({ t: 'hello', game, token });
    }
  };
  for (let k = 0; k < games; k++) await startGame(k);
  await new Promise((r) => setTimeout(r, 1000));
  measuring = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  stop = true;
  for (const c of clients) c.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return { actions: latencies.length, seconds: elapsed, perSecond: latencies.length / elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), refused };
}
