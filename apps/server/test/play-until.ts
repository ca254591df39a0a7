/**
 * Plays a game's people's seats through the HTTP API, deciding from the true state the test can read in the
 * server's process, until `until` holds: what another tab of the same players would send, as fast as the server
 * takes it. Bots and dice move on their own; this waits for them. Used by the server's and the page's tests.
 */
import type { RunningServer } from '../src/index';
import type { LiveGame } from '../src/live';
import { toMove } from '../src/rulesets';
import { api } from './support';

export type Decide = (state: unknown, seat: string) => unknown;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function playUntil(srv: Pick<RunningServer, 'url' | 'service'>, id: string, tokens: Readonly<Record<string, string>>, decide: Decide, until: (g: LiveGame) => boolean): Promise<LiveGame> {
  for (let i = 0; i < 20_000; i++) {
    const g = srv.service.cached(id);
    if (g && until(g)) return g;
    const seat = g ? toMove(g.rs, g.state, g.table, g.lastActor).seats.find((s) => tokens[s] !== undefined) : undefined;
    if (!g || seat === undefined) { await sleep(10); continue; }
    const r = await api(srv.url, 'POST', `/api/games/${id}/act`, { v: g.version, action: decide(g.state, seat) }, tokens[seat]);
    if (r.status !== 200 && r.json.code !== 'ERR_STALE') throw new Error(`refused: ${JSON.stringify(r.json)}`);
  }
  throw new Error('the game did not get there');
}
