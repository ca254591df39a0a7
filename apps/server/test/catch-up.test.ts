/**
 * What a process's sockets are told when its game moves without it, and what they are never told.
 * - Two processes on one PostgreSQL schema whose Redis doorbells are on different prefixes, so the
 *   second never hears the first: each way the second brings a game up to the database (an HTTP
 *   view, a new socket's hello, a stale action) must reach the sockets it already holds. A catch-up
 *   that told no one left them behind for good: the doorbell that came later found nothing new.
 *   (Found as a flaky race test in CI: one HTTP act caught the game up silently.)
 * - While a commit waits on the database (a row lock held by the test), the game's other viewers
 *   are sent only committed versions, though the hub's idle-viewer timer fires in the meantime.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { randomAction } from '@salvo/bots';
import { api, Client, humanGame, PG_URL, type Frame, type TestServer } from './support';
import { twoProcesses } from './two-processes';
import { stateAt } from './races';
import { rulesetOf } from '../src/rulesets';

const engine = rulesetOf('vas')!.engine;

/** The seat to move and an action of theirs at the game's current version, read through `srv`. */
async function nextMove(srv: TestServer, game: string, tokens: Record<string, string>, rng: ReturnType<typeof seedRng>): Promise<{ v: number; seat: string; action: unknown }> {
  const view = await api(srv.url, 'GET', `/api/games/${game}`, undefined, Object.values(tokens)[0]);
  const v = view.json.v as number;
  const seat = (view.json.turn as { seats: string[] }).seats[0] as string;
  return { v, seat, action: randomAction(engine, await stateAt(srv, game, v), rng) };
}

async function actVia(srv: TestServer, game: string, tokens: Record<string, string>, rng: ReturnType<typeof seedRng>): Promise<number> {
  const m = await nextMove(srv, game, tokens, rng);
  const r = await api(srv.url, 'POST', `/api/games/${game}/act`, { v: m.v, action: m.action }, tokens[m.seat]);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.v as number;
}

/** A new game made through `made`, with a spectator following it through `watched`. */
async function spectatedGame(made: TestServer, watched: TestServer): Promise<{ game: string; tokens: Record<string, string>; spectate: string; watcher: Client }> {
  const { game, tokens, spectate } = await humanGame(made.url, 'vas');
  const watcher = await Client.open(watched.wsUrl);
  await watcher.hello(game, { spectate });
  return { game, tokens, spectate, watcher };
}

const maxV = (c: Client): number => Math.max(0, ...c.frames.filter((f) => f.t === 'welcome' || f.t === 'update').map((f) => f.v as number));

describe('a process that catches a game up tells its own sockets; a commit in flight is shown to no one', () => {
  // the second process never hears the first (two Redis prefixes); x defers its idle viewers' pushes by 2 s
  const pair = twoProcesses('catchup', { apart: true, x: { wsIdleViewerMs: 2000 } });

  it('an HTTP view, a hello and a stale action on the process that did not commit each bring its sockets up to the database', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const { x, y } = pair;
    const rng = seedRng('catch-up');
    const { game, tokens, spectate, watcher } = await spectatedGame(x, y);
    const seen = (v: number): Promise<Frame> => watcher.next((f) => f.t === 'update' && (f.v as number) >= v, 5000);

    const v1 = await actVia(x, game, tokens, rng);
    expect(maxV(watcher)).toBeLessThan(v1);
    const viewOnY = await api(y.url, 'GET', `/api/games/${game}`, undefined, Object.values(tokens)[0]);
    expect(viewOnY.json.v).toBe(v1);
    await seen(v1);

    const v2 = await actVia(x, game, tokens, rng);
    const late = await Client.open(y.wsUrl);
    const welcome = await late.hello(game, { spectate });
    expect(welcome.v).toBe(v2);
    await seen(v2);

    const m = await nextMove(x, game, tokens, rng);
    const v3 = await actVia(x, game, tokens, rng);
    const stale = await api(y.url, 'POST', `/api/games/${game}/act`, { v: m.v, action: m.action }, tokens[m.seat]);
    expect(stale.json.code).toBe('ERR_STALE');
    expect(stale.json.v).toBe(v3);
    const last = await seen(v3);
    expect(last.v).toBe(v3);
    watcher.close();
    late.close();
  }, 60_000);

  it('while a commit waits on a locked row, the idle viewers are sent the committed version and nothing past it', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const { x, schema } = pair;
    const rng = seedRng('in-flight');
    const { game, tokens, watcher } = await spectatedGame(x, x);
    const { default: pg } = await import('pg');
    const lock = new pg.Client({ connectionString: PG_URL });
    await lock.connect();
    try {
      await lock.query(`set search_path to "${schema}"`);
      const committed = await actVia(x, game, tokens, rng);
      // the spectator's push of `committed` is deferred (idle viewer, 2 s): the next commit is made
      // to wait on the game's row meanwhile, so the deferred push runs while that commit is in flight
      await lock.query('begin');
      await lock.query('select version from games where id = $1 for update', [game]);
      const m = await nextMove(x, game, tokens, rng);
      expect(m.v).toBe(committed);
      expect(maxV(watcher), 'the deferred push has not run before the next commit is sent').toBeLessThan(committed);
      const pending = api(x.url, 'POST', `/api/games/${game}/act`, { v: m.v, action: m.action }, tokens[m.seat]);
      await new Promise((r) => setTimeout(r, 3000));
      expect(maxV(watcher), 'the deferred push ran during the blocked commit').toBe(committed);
      await lock.query('rollback');
      const r = await pending;
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      const after = await watcher.next((f) => f.t === 'update' && (f.v as number) >= (r.json.v as number), 5000);
      expect(after.from).toBe(committed + 1);
    } finally {
      await lock.end();
      watcher.close();
    }
  }, 60_000);
});
