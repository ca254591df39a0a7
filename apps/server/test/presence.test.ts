/**
 * Who is connected (presence.ts), on real servers and sockets: the frames each seat and a spectator are sent as
 * sockets come and go on one process; across two processes through Redis; and a process that stops renewing its
 * part (as a killed one does) dropped by the others once its expiry passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openPresenceStore } from '../src/presence-store-redis';
import { Client, humanGame, REDIS_URL, serviceGate, tempDir, testServer, uniqueName, type Frame, type TestServer } from './support';
import { twoProcesses } from './two-processes';

const here = (f: Frame): string[] => f.here as string[];
const presence = (f: Frame): boolean => f.t === 'presence';

/** Every frame the client was sent up to a pong (so nothing sent before the ping is still on its way). */
async function settled(c: Client): Promise<Frame[]> {
  c.send({ t: 'ping' });
  await c.next((f) => f.t === 'pong');
  return c.frames;
}

describe('who is connected, on one process', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'presence.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('each socket is told who is here after its welcome, and everyone when a seat comes or goes; a second tab of a seat changes nothing', async () => {
    const g = await humanGame(srv.url, 'vas', { as: 'rn' });
    const rn = await Client.open(srv.wsUrl);
    await rn.hello(g.game, { token: g.tokens.rn as string });
    expect(here(await rn.next(presence))).toEqual(['rn']);

    const rm = await Client.open(srv.wsUrl);
    await rm.hello(g.game, { token: g.tokens.rm as string });
    expect(here(await rm.next(presence))).toEqual(['rm', 'rn']);
    expect(here(await rn.next(presence))).toEqual(['rm', 'rn']);

    const watcher = await Client.open(srv.wsUrl);
    await watcher.hello(g.game, { spectate: g.spectate });
    expect(here(await watcher.next(presence))).toEqual(['rm', 'rn']);

    // a second socket of a seat already here, then closed: the set never changed, so nobody else is told
    const rmTab = await Client.open(srv.wsUrl);
    await rmTab.hello(g.game, { token: g.tokens.rm as string });
    expect(here(await rmTab.next(presence))).toEqual(['rm', 'rn']);
    rmTab.close();
    await new Promise((r) => setTimeout(r, 200));
    expect((await settled(rn)).filter(presence)).toHaveLength(2);

    rm.close();
    expect(here(await rn.next(presence))).toEqual(['rn']);
    expect(here(await watcher.next(presence))).toEqual(['rn']);
    // the spectator is not a seat: its coming changed nothing the seats were told
    watcher.close();
    await new Promise((r) => setTimeout(r, 200));
    expect((await settled(rn)).filter(presence).map(here)).toEqual([['rn'], ['rm', 'rn'], ['rn']]);
    rn.close();
  });
});

describe('who is connected, across two processes (PostgreSQL + Redis)', () => {
  const pair = twoProcesses('presence', { x: { presenceRenewMs: 100 }, y: { presenceRenewMs: 100 } });

  it('a seat on the other process is shown here, and gone when its socket closes', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const g = await humanGame(pair.x.url, 'vas', { as: 'rn' });
    const rn = await Client.open(pair.x.wsUrl);
    await rn.hello(g.game, { token: g.tokens.rn as string });
    expect(here(await rn.next(presence))).toEqual(['rn']);
    const rm = await Client.open(pair.y.wsUrl);
    await rm.hello(g.game, { token: g.tokens.rm as string });
    // y may read x's part in its welcome or a moment later (x's renewal): either way it ends with both
    await rm.next((f) => presence(f) && here(f).length === 2);
    expect(here(await rn.next(presence))).toEqual(['rm', 'rn']);
    rm.close();
    expect(here(await rn.next(presence))).toEqual(['rn']);
    rn.close();
  });

  it('a process that stops renewing its part (a killed one) is dropped once its expiry passes', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const g = await humanGame(pair.x.url, 'vas', { as: 'rn' });
    const rn = await Client.open(pair.x.wsUrl);
    await rn.hello(g.game, { token: g.tokens.rn as string });
    await rn.next(presence);
    // what a third process wrote just before it was killed: rm's seat, kept alive 600 ms, never renewed
    const dead = await openPresenceStore(REDIS_URL, pair.prefix, uniqueName('dead'), 600);
    try {
      await dead.mark(g.game, ['rm']);
      const t0 = Date.now();
      expect(here(await rn.next(presence))).toEqual(['rm', 'rn']);
      expect(here(await rn.next(presence))).toEqual(['rn']);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(400);
    } finally {
      await dead.close();
    }
    rn.close();
  });
});

describe('the Redis part of presence', () => {
  it('answers the other processes\' live seats, not the reader\'s own, and removes a part marked empty', async (ctx) => {
    if (!(await serviceGate('Redis', 6379))) return ctx.skip();
    const prefix = uniqueName('salvo-presence');
    const a = await openPresenceStore(REDIS_URL, prefix, 'a');
    const b = await openPresenceStore(REDIS_URL, prefix, 'b');
    try {
      await a.mark('g1', ['rn']);
      await b.mark('g1', ['rm', 'rn']);
      expect((await a.others('g1')).sort()).toEqual(['rm', 'rn']);
      expect(await b.others('g1')).toEqual(['rn']);
      expect(await a.others('g2')).toEqual([]);
      await b.mark('g1', []);
      expect(await a.others('g1')).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
