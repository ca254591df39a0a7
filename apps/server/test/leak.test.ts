/**
 * The leak test: seeded games of both rulesets played through the real server. Every frame each
 * socket receives (two seats and a spectator) must be built from nothing but `observe` for that
 * viewer at that version and the events it may see; no frame, error or log line may carry a token,
 * an invite, the spectator key, the seed (before the end), a PRNG state, or (War at Sea, face down)
 * the identity of a hidden British ship in an Axis or spectator frame before it is revealed.
 * Frames are checked as sent: a welcome's `statics` must be fields of that viewer's `observe` at its
 * version, and each view with the statics joined back must be exactly `observe` (joining only adds).
 * One seat and the spectator take views as patches (`patches: true`), the other seat whole: every value
 * a patch carries must be, field for field, what `observe` has at that path at that version, and the
 * patch applied to the viewer's previous view must give exactly `observe`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { seedRng, type GameRecord } from '@salvo/kernel';
import { applyViewPatch, joinStatics, type Statics, type ViewPatch } from '@salvo/kernel/protocol';
import { heuristicWasBot, randomAction } from '@salvo/bots';
import type { Side, WasState } from '@salvo/was';
import { rulesetOf, rngOf, SPECTATOR, type AnyAction } from '../src/rulesets';
import { api, Client, tempDir, testServer, type Frame, type TestServer } from './support';
import { drive } from './drive';

const ALLOWED = new Set(['t', 'game', 'v', 'from', 'events', 'view', 'turn', 'serverSeed', 'ruleset', 'seat', 'table', 'seedCommit', 'over', 'seats', 'statics', 'rolls', 'patch']);

interface Played {
  record: GameRecord;
  frames: Record<string, Frame[]>;
  secrets: string[];
}

async function play(srv: TestServer, ruleset: string, setup: Record<string, unknown> | undefined, seed: string): Promise<Played> {
  const c = await api(srv.url, 'POST', '/api/games', { ruleset, ...(setup ? { setup } : {}) });
  const game = c.json.game as string;
  const invites = c.json.invites as Record<string, string>;
  const secrets = [c.json.spectate as string, ...Object.values(invites)];
  const clients: Record<string, Client> = {};
  const latest: Record<string, Frame> = {};
  for (const [seat, invite] of Object.entries(invites)) {
    const token = (await api(srv.url, 'POST', `/api/games/${game}/join`, { invite })).json.token as string;
    secrets.push(token);
    clients[seat] = await Client.open(srv.wsUrl, { raw: true });
    latest[seat] = await (clients[seat] as Client).hello(game, { token }, 0, { patches: Object.keys(clients).length === 1 });
  }
  const watcher = await Client.open(srv.wsUrl, { raw: true });
  await watcher.hello(game, { spectate: c.json.spectate as string }, 0, { patches: true });
  const rng = seedRng(seed);
  const state = (): unknown => srv.service.cached(game)?.state;
  const decide = ruleset === 'vas'
    ? () => randomAction(rulesetOf('vas')!.engine, state(), rng)
    : (seat: string) => heuristicWasBot(rng).decide(state() as WasState, seat as Side);
  // a stale and a foreign action on the way: refused, and the refusal carries nothing secret
  const seats = Object.keys(clients);
  const other = clients[seats[1] as string] as Client;
  const bad = await other.act(0, { type: 'surrender', side: seats[0], fleet: seats[0] }, 'foreign');
  expect(bad.t).toBe('error');
  // the players write to each other on the way: every seat reads both, the spectator neither
  for (const seat of seats) (clients[seat] as Client).send({ t: 'say', text: `parley from ${seat}`, id: `say-${seat}` });
  for (const seat of seats) await (clients[seat] as Client).next((f) => f.t === 'chat' && (f.said as { id?: string } | undefined)?.id === `say-${seat}`);
  await drive(clients, latest, decide);
  const rec = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, c.json.spectate as string);
  await new Promise((r) => setTimeout(r, 100));
  const frames: Record<string, Frame[]> = { [SPECTATOR]: watcher.raw ?? [] };
  for (const [seat, cl] of Object.entries(clients)) frames[seat] = cl.raw ?? [];
  for (const cl of [...Object.values(clients), watcher]) cl.close();
  expect(JSON.stringify(frames[SPECTATOR])).not.toContain('parley');
  for (const seat of seats) for (const from of seats) expect(JSON.stringify(frames[seat])).toContain(`parley from ${from}`);
  return { record: rec.json as unknown as GameRecord, frames, secrets };
}

/** Replays the record: the state after each version and each version's events as every viewer may see them. */
function expected(rec: GameRecord) {
  const rs = rulesetOf(rec.game)!;
  const created = rs.engine.createGame(rec.setup);
  if (!created.ok) throw new Error('setup');
  const states: unknown[] = [created.value];
  const events: Map<string, unknown[]>[] = [new Map()];
  let s = created.value;
  const viewers = [...rs.seats(s), SPECTATOR];
  for (const a of rec.actions) {
    const t = rs.engine.applyTrusted(s, a as AnyAction);
    s = t.state;
    states.push(s);
    events.push(new Map(viewers.map((w) => [w, rs.eventsFor(t.state, t.events, w)])));
  }
  return { rs, states, events };
}

const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

/** Every static (path, element id, value) must be that field of that element in `view`. */
function staticsWithin(statics: Statics, view: unknown): void {
  for (const [path, byId] of Object.entries(statics)) {
    const parts = path.split('.');
    const field = parts.pop() as string;
    let level: unknown[] = [view];
    for (const part of parts) level = level.flatMap((n) => (part === '*' ? Object.values(n as object) : [(n as Record<string, unknown>)[part]]));
    const byElement = new Map(level.map((n) => [(n as { id?: unknown }).id, n as Record<string, unknown>]));
    for (const [id, value] of Object.entries(byId)) expect(byElement.get(id)?.[field], `static ${path} of ${id}`).toEqual(value);
  }
}

/** `part` holds nothing `whole` does not: the same leaves, and objects whose every field is within `whole`'s (statics only leave fields out). */
function within(part: unknown, whole: unknown, at: string): void {
  if (typeof part !== 'object' || part === null) return void expect(part, at).toEqual(whole);
  expect(typeof whole === 'object' && whole !== null && Array.isArray(whole) === Array.isArray(part), `${at} is no object in observe`).toBe(true);
  if (Array.isArray(part)) expect(part.length, `${at} length`).toBe((whole as unknown[]).length);
  for (const [k, v] of Object.entries(part)) within(v, (whole as Record<string, unknown>)[k], `${at}.${k}`);
}

function check(p: Played, hiddenFromAxis: (v: number) => string[]): void {
  const { rs, states, events } = expected(p.record);
  const end = states.length - 1;
  const seedSecrets = [p.record.meta?.serverSeed as string, String((p.record.setup as { seed: string }).seed)];
  const rngs = states.map((s) => JSON.stringify(rngOf(s)));
  let checked = 0;
  const patchedBy: Record<string, number> = {};
  for (const [viewer, frames] of Object.entries(p.frames)) {
    let statics: Statics | undefined;
    let last = -1;
    let prevView: unknown;
    let patched = 0;
    for (const f of frames) {
      const text = JSON.stringify(f);
      for (const s of p.secrets) expect(text.includes(s), `${viewer} frame carries a secret`).toBe(false);
      for (const r of rngs) expect(text.includes(r), `${viewer} frame carries a PRNG state`).toBe(false);
      if (f.t !== 'welcome' && f.t !== 'update') {
        expect(['ack', 'error', 'pong', 'seats', 'chat', 'presence']).toContain(f.t);
        for (const s of seedSecrets) expect(text.includes(s)).toBe(false);
        // a seat taken: the seats' public facts only (no token, invite or entropy)
        if (f.t === 'seats') {
          expect(Object.keys(f).sort()).toEqual(['game', 'seats', 't']);
          for (const seat of f.seats as Record<string, unknown>[]) for (const k of Object.keys(seat)) expect(['seat', 'kind', 'bot', 'joined']).toContain(k);
        }
        // the players' messages: to seats only, and nothing but the messages
        if (f.t === 'chat') {
          expect(viewer, 'a spectator is sent the players\' messages').not.toBe('spectator');
          for (const k of Object.keys(f)) expect(['t', 'game', 'messages', 'all', 'said']).toContain(k);
          for (const m of f.messages as Record<string, unknown>[]) expect(Object.keys(m).sort()).toEqual(['at', 'seat', 'seq', 'text']);
        }
        // who is connected: the game's seat ids, nothing else
        if (f.t === 'presence') {
          expect(Object.keys(f).sort()).toEqual(['game', 'here', 't']);
          for (const seat of f.here as unknown[]) expect(Object.keys(p.frames)).toContain(seat);
        }
        continue;
      }
      for (const k of Object.keys(f)) expect(ALLOWED.has(k), `frame key ${k}`).toBe(true);
      const v = f.v as number;
      const observed = json(rs.engine.observe(states[v], viewer));
      if (f.t === 'welcome') {
        statics = f.statics as Statics | undefined;
        if (statics) staticsWithin(statics, observed);
      }
      if (f.patch !== undefined) {
        expect(f.t).toBe('update');
        expect(f.view).toBeUndefined();
        for (const [path, value] of f.patch as ViewPatch) {
          if (value === undefined) continue;
          let at: unknown = observed;
          for (const k of path) at = (at as Record<string, unknown>)[k];
          within(json(value), at, `${viewer} v${f.v} patch at ${path.join('.')}`);
        }
        prevView = joinStatics(json(applyViewPatch(prevView, f.patch as ViewPatch)), statics);
        patched += 1;
      } else prevView = joinStatics(json(f.view), statics);
      expect(prevView).toEqual(observed);
      const from = f.from as number;
      // Frames may merge versions (idle viewers are throttled), but never skip one: each frame's events start
      // at most one past the version the viewer last had.
      if (f.t === 'update' && last >= 0) expect(from, `${viewer} skipped versions ${last + 1}-${from - 1}`).toBeLessThanOrEqual(last + 1);
      last = Math.max(last, v);
      const want = [];
      for (let i = from; i <= v; i++) want.push(...(events[i]?.get(viewer) ?? []));
      expect(f.events).toEqual(json(want));
      // Who rolled: each chance version with events for this viewer, placed in `events`; the server's (no table mode).
      const rolls: Array<{ at: number; n: number; by: null }> = [];
      for (let i = from, at = 0; i <= v; i++) {
        const n = events[i]?.get(viewer)?.length ?? 0;
        if (n > 0 && rs.engine.pending(states[i - 1]).kind === 'chance') rolls.push({ at, n, by: null });
        at += n;
      }
      if (f.events !== null && (f.events as unknown[]).length > 0) expect(f.rolls).toEqual(rolls);
      if (v < end) for (const s of seedSecrets) expect(text.includes(s), 'seed before the end').toBe(false);
      if (viewer !== 'allies') {
        // the view and the prompt: hidden ships at v; each version's events: ships hidden both before and after it
        const shown = JSON.stringify([f.view ?? f.patch, f.turn]);
        for (const id of hiddenFromAxis(v)) expect(shown.includes(`"${id}"`), `${viewer} sees hidden ${id} at v${v}`).toBe(false);
        for (let i = from; i <= v; i++) {
          const evText = JSON.stringify(events[i]?.get(viewer) ?? []);
          const before = new Set(hiddenFromAxis(i - 1));
          for (const id of hiddenFromAxis(i).filter((x) => before.has(x))) expect(evText.includes(`"${id}"`), `${viewer} told of hidden ${id} at v${i}`).toBe(false);
        }
      }
      const turn = f.turn as { seats: string[]; prompt?: string; dice?: { label?: string } };
      if (turn.prompt !== undefined) expect(turn.seats).toContain(viewer);
      expect(turn.dice?.label).toBeUndefined();
      checked += 1;
    }
    expect(last, `${viewer} never saw the last version`).toBe(end);
    patchedBy[viewer] = patched;
  }
  // the first seat and the spectator asked for patches and got them; the second seat did not ask
  const [first, second] = Object.keys(p.frames).filter((x) => x !== SPECTATOR);
  expect(patchedBy[first as string]).toBeGreaterThan(0);
  expect(patchedBy[SPECTATOR]).toBeGreaterThan(0);
  expect(patchedBy[second as string]).toBe(0);
  expect(checked).toBeGreaterThanOrEqual(Object.keys(p.frames).length);
}

describe('no frame, record or log line carries what its reader may not know', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'leak.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('Victory at Sea: every frame of both seats and the spectator is observe() at its version plus visible events', async () => {
    const p = await play(srv, 'vas', undefined, 'leak-vas');
    check(p, () => []);
    const logs = srv.logs.join('');
    for (const s of [...p.secrets, p.record.meta?.serverSeed as string]) expect(logs.includes(s)).toBe(false);
  });

  it('War at Sea with face-down British ships: the Axis and the spectator never see a hidden ship, an order or the dice to come', async () => {
    const p = await play(srv, 'war-at-sea', { options: { faceDown: true, weakBismarcks: false, accumulateUboats: false } }, 'leak-was');
    const { states } = expected(p.record);
    const hidden = (v: number): string[] => {
      const s = states[v] as WasState;
      return s.revealed ? [] : s.ships.filter((x) => x.nation === 'UK' && x.status === 'active').map((x) => x.id);
    };
    check(p, hidden);
    const logs = srv.logs.join('');
    for (const s of [...p.secrets, p.record.meta?.serverSeed as string, String((p.record.setup as { seed: string }).seed)]) expect(logs.includes(s)).toBe(false);
    const british = (states[0] as WasState).ships.filter((x) => x.nation === 'UK').map((x) => x.id);
    for (const id of british) expect(logs.includes(id), `log names ${id}`).toBe(false);
  });
});
