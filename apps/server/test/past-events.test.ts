/**
 * GET /api/games/:id/events: the events a seat (or a spectator) was shown at a range of versions, replayed from the
 * record for a page that opens a game after they happened. Checked against what the sockets were really sent in a
 * whole War at Sea game (hidden British ships, secret orders): for each seat and the spectator, the endpoint's
 * events and dice rolls are exactly those of its frames, in order, and a range is the matching slice. Bad ranges
 * and secrets are refused with a sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { seedRng } from '@salvo/kernel';
import { heuristicWasBot } from '@salvo/bots';
import type { Side, WasState } from '@salvo/was';
import { SPECTATOR } from '../src/rulesets';
import { versionRange } from '../src/http';
import { pastEvents, pastFromHistory, PastEventsCache } from '../src/past-events';
import { actionsAfter, getGame } from '../src/db/queries';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { drive } from './drive';

type Rolls = Array<{ at: number; n: number; by: string | null }>;

/** A socket's frames as one list of events, with each roll's `at` counted from the first event. */
function shown(frames: readonly Frame[]): { events: unknown[]; rolls: Rolls } {
  const events: unknown[] = [];
  const rolls: Rolls = [];
  for (const f of frames) {
    if (f.t !== 'welcome' && f.t !== 'update') continue;
    for (const r of (f.rolls ?? []) as Rolls) rolls.push({ ...r, at: r.at + events.length });
    events.push(...((f.events ?? []) as unknown[]));
  }
  return { events, rolls };
}

describe('GET /api/games/:id/events', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'past-events.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('gives each seat and the spectator exactly the events and rolls its socket was sent, and a range as their slice', async () => {
    const { game, tokens, spectate } = await humanGame(srv.url, 'war-at-sea', { setup: { options: { faceDown: true } } });
    const clients: Record<string, Client> = {};
    const latest: Record<string, Frame> = {};
    for (const [seat, token] of Object.entries(tokens)) {
      clients[seat] = await Client.open(srv.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(game, { token }, 0);
    }
    const watcher = await Client.open(srv.wsUrl);
    await watcher.hello(game, { spectate }, 0);
    const rng = seedRng('past-events');
    const decide = (seat: string): unknown => heuristicWasBot(rng).decide(srv.service.cached(game)?.state as WasState, seat as Side);
    const last = await drive(clients, latest, decide, 400);
    await watcher.next((f) => f.t === 'update' && (f.v as number) >= last);
    const secrets: Record<string, string> = { ...tokens, [SPECTATOR]: spectate };
    const sockets: Record<string, Client> = { ...clients, [SPECTATOR]: watcher };
    const told: Record<string, unknown[]> = {};
    for (const [viewer, secret] of Object.entries(secrets)) {
      const live = shown((sockets[viewer] as Client).frames);
      const r = await api(srv.url, 'GET', `/api/games/${game}/events?to=${last}`, undefined, secret);
      expect(r.status).toBe(200);
      expect(r.json.from).toBe(1);
      expect(r.json.v).toBe(last);
      expect(r.json.events, viewer).toEqual(live.events);
      expect(r.json.rolls, viewer).toEqual(live.rolls);
      told[viewer] = r.json.events as unknown[];
      // versions 1..k and k+1..last, asked for apart, are the whole
      const k = Math.floor(last / 2);
      const head = await api(srv.url, 'GET', `/api/games/${game}/events?from=1&to=${k}`, undefined, secret);
      const tail = await api(srv.url, 'GET', `/api/games/${game}/events?from=${k + 1}&to=${last}`, undefined, secret);
      expect(tail.json.from).toBe(k + 1);
      expect([...(head.json.events as unknown[]), ...(tail.json.events as unknown[])]).toEqual(live.events);
    }
    // a range the live history holds is answered from it, exactly as a replay of the record answers it
    const live = srv.service.cached(game);
    const row = await getGame(srv.store, game);
    if (!live || !row) throw new Error('no game');
    const stored = { id: game, rs: live.rs, setup: JSON.parse(row.setup) as unknown, players: live.players, actions: await actionsAfter(srv.store, game, 0) };
    const from = Math.max(1, last - 100);
    for (const viewer of Object.keys(secrets)) {
      // the replay of the whole record is what the socket was sent
      expect(pastEvents(stored, viewer, 1, last).events).toEqual(shown((sockets[viewer] as Client).frames).events);
      const held = pastFromHistory(live, viewer, from, last);
      expect(held).not.toBeNull();
      expect(held).toEqual(pastEvents(stored, viewer, from, last));
    }
    // a range that starts before the history's first version is not the history's to answer
    const shorter = { ...live, history: live.history.slice(50) };
    expect(pastFromHistory(shorter, SPECTATOR, (shorter.history[0]?.v ?? 1) - 1, last)).toBeNull();
    expect(pastFromHistory(shorter, SPECTATOR, shorter.history[0]?.v ?? 1, last)).not.toBeNull();
    // the filter is at work: face down, the Axis and the spectator were told less than the Allies
    expect((told.axis ?? []).length).toBeLessThan((told.allies ?? []).length);
    expect((told[SPECTATOR] ?? []).length).toBeLessThan((told.allies ?? []).length);
    for (const c of Object.values(sockets)) c.close();
  }, 180_000);

  it('refuses a bad range with a sentence, and a wrong secret without saying which part was wrong', async () => {
    const { game, tokens } = await humanGame(srv.url, 'vas');
    const token = Object.values(tokens)[0] as string;
    const all = await api(srv.url, 'GET', `/api/games/${game}/events`, undefined, token);
    expect(all.status).toBe(200);
    const v = all.json.v as number;
    for (const q of ['from=0', `to=${v + 1}`, 'from=x', 'from=2&to=1', 'to=-1']) {
      const r = await api(srv.url, 'GET', `/api/games/${game}/events?${q}`, undefined, token);
      expect(r.status, q).toBe(400);
      expect(r.json.code).toBe('ERR_RANGE');
      expect(String(r.json.message)).toMatch(/version/);
    }
    const wrong = await api(srv.url, 'GET', `/api/games/${game}/events`, undefined, 'x'.repeat(32));
    expect(wrong.status).toBe(404);
    expect(wrong.json.code).toBe('ERR_AUTH');
  });

  it('versionRange: defaults to every version, and names the game\'s version when out of range', () => {
    expect(versionRange({}, 7)).toEqual({ from: 1, to: 7 });
    expect(versionRange({ from: '3' }, 7)).toEqual({ from: 3, to: 7 });
    expect(versionRange({}, 0)).toEqual({ from: 1, to: 0 });
    expect(versionRange({ to: '8' }, 7)).toMatch(/version 7/);
    expect(versionRange({ from: '1.5' }, 7)).toMatch(/whole numbers/);
  });

  it('the cache of replayed answers keeps the most recently used, by game, viewer and range', () => {
    const cache = new PastEventsCache(2);
    const answer = (game: string, v: number) => ({ game, from: 1, v, events: [v], rolls: [] });
    cache.set('rn', answer('a', 5));
    cache.set('rn', answer('b', 5));
    expect(cache.get('a', 'rn', 1, 5)?.events).toEqual([5]); // a is now the most recent
    cache.set('rn', answer('c', 5));
    expect(cache.get('b', 'rn', 1, 5)).toBeUndefined();
    expect(cache.get('a', 'rn', 1, 5)).toBeDefined();
    expect(cache.get('a', 'rm', 1, 5)).toBeUndefined();
    expect(cache.get('c', 'rn', 1, 4)).toBeUndefined();
  });
});
