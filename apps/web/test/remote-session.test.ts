/**
 * The web client's online session (src/session/remote.ts) against the real server on a real SQLite file,
 * over a real WebSocket (the `ws` package's, which speaks the browser's onopen/onmessage API): the views
 * it builds from patches equal the server's `observe` for its seat, and while one of its actions is on
 * its way the snapshot says `sending`, so the decision panels wait instead of offering a second click; a page that
 * opens a game after it began is told, from the server's record, the same events a page open from the start was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import WebSocket from 'ws';
import { isDeepStrictEqual } from 'node:util';
import { seedRng } from '@salvo/kernel';
import { randomAction } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import { startServer, type RunningServer } from '../../server/src/index';
import { RemoteSession, type PastEvents } from '../src/session/remote';
import type { GameSession } from '../src/session/types';
import { loadRecord } from '../src/replay/load';

let srv: RunningServer;
const dir = mkdtempSync(join(tmpdir(), 'salvo-remote-'));
beforeAll(async () => {
  srv = await startServer({ db: join(dir, 'remote.sqlite'), port: 0, host: '127.0.0.1', logStream: new Writable({ write(_c, _e, cb) { cb(); } }) });
});
afterAll(async () => {
  await srv.close();
  rmSync(dir, { recursive: true, force: true });
});

const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

async function until(pred: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the online session of the web client', () => {
  it('builds every view from patches as observe gives it, and says sending until the server has answered', async () => {
    const created = await fetch(`${srv.url}/api/games`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'vas', as: 'rn', seats: { rm: { bot: 'random' } } }),
    });
    const body = (await created.json()) as { game: string; you: { seat: string; token: string } };
    const session = new RemoteSession<VasState, { type: string }>({
      kind: 'vas', wsUrl: `${srv.url.replace(/^http/, 'ws')}/ws`, game: body.game, seat: body.you.seat, token: body.you.token,
      describe: () => [], socket: ((url: string) => new WebSocket(url)) as never,
    });
    const rng = seedRng('remote-session');
    let acted = 0;
    let sawSending = 0;
    try {
      while (acted < 25) {
        await until(() => {
          const s = session.getSnapshot();
          const p = s.pending;
          return s.state !== null && !s.sending && (p.kind === 'over' || (p.kind === 'decision' && p.player === 'rn') || (p.kind === 'simultaneous' && p.players.includes('rn')));
        }, 'the seat to act');
        const snap = session.getSnapshot();
        const live = srv.service.cached(body.game);
        // the view this page holds, patched frame after frame, is the server's observe for the seat
        expect(json(snap.state)).toEqual(json(vas.observe(live?.state as VasState, 'rn')));
        if (snap.pending.kind === 'over') break;
        // the record holds secret orders and the seed: not before the end
        if (acted === 0) await expect(session.recordJson()).rejects.toThrow(/when the game is over/);
        // online a seat asks the other player to let it take back (the server's take-back.ts): the page shows Take back
        if (acted === 0) expect(typeof (session as GameSession<VasState, { type: string }>).takeBack).toBe('function');
        const action = randomAction(vas, { ...(snap.state as object), rng: [1, 2, 3, 4] } as unknown as VasState, rng);
        const answer = session.submit(action, 'test');
        // sent, not yet answered: the panels wait
        expect(session.getSnapshot().sending).toBe(true);
        sawSending += 1;
        expect(await answer).toBeNull();
        await until(() => session.getSnapshot().sending !== true, 'the update after the ack');
        acted += 1;
      }
    } finally {
      session.dispose();
    }
    expect(acted).toBeGreaterThan(5);
    expect(sawSending).toBe(acted);
  });

  it('an event the page cannot put in words is logged by its type and the session still follows every version', async () => {
    const created = await fetch(`${srv.url}/api/games`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'vas', seats: { rn: { bot: 'random' }, rm: { bot: 'random' } } }),
    });
    const body = (await created.json()) as { game: string; spectate: string };
    const session = new RemoteSession<VasState, { type: string }>({
      kind: 'vas', wsUrl: `${srv.url.replace(/^http/, 'ws')}/ws`, game: body.game, seat: null, token: body.spectate,
      describe: () => { throw new Error('no words for this'); }, socket: ((url: string) => new WebSocket(url)) as never,
    });
    try {
      await until(() => session.getSnapshot().pending.kind === 'over', 'the end of the bots\' battle', 60_000);
      const live = srv.service.cached(body.game);
      expect(json(session.getSnapshot().state)).toEqual(json(vas.observe(live?.state as VasState, 'spectator')));
      expect(session.getSnapshot().log.some((l) => /could not describe/.test(l.text))).toBe(true);
    } finally {
      session.dispose();
    }
  }, 90_000);

  it('frames that arrive faster than a page renders are shown together, at most one snapshot per animation frame, ending on the server\'s view', async () => {
    const created = await fetch(`${srv.url}/api/games`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'vas', as: 'rn', seats: { rm: { bot: 'random' } } }),
    });
    const body = (await created.json()) as { game: string; you: { seat: string; token: string } };
    let frames = 0;
    const counted = (url: string) => {
      const ws = new WebSocket(url);
      ws.on('message', () => { frames += 1; });
      return ws;
    };
    const session = new RemoteSession<VasState, { type: string }>({
      kind: 'vas', wsUrl: `${srv.url.replace(/^http/, 'ws')}/ws`, game: body.game, seat: body.you.seat, token: body.you.token,
      describe: () => [], socket: counted as never,
    });
    let shown = 0;
    const off = session.subscribe(() => { shown += 1; });
    const rng = seedRng('burst');
    // the page's animation frames, run when the test paints: the count does not hang on the machine's speed
    const page = globalThis as { requestAnimationFrame?: (f: () => void) => number };
    const queued: Array<() => void> = [];
    page.requestAnimationFrame = (f) => queued.push(f);
    const paint = (): void => { for (const f of queued.splice(0)) f(); };
    try {
      await until(() => session.version >= 0, 'the welcome');
      paint();
      expect(session.getSnapshot().state).not.toBeNull();
      const [framesBefore, shownBefore] = [frames, shown];
      // the seat's own moves sent as fast as the server takes them (another tab of the same player), no paint between
      for (let i = 0; i < 400; i++) {
        const g = srv.service.cached(body.game);
        if (!g || g.rs.engine.pending(g.state).kind === 'over') break;
        const p = g.rs.engine.pending(g.state);
        if (!(p.kind === 'decision' && p.player === 'rn')) { await new Promise((r) => setTimeout(r, 1)); continue; }
        await fetch(`${srv.url}/api/games/${body.game}/act`, { method: 'POST', headers: { authorization: `Bearer ${body.you.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ v: g.version, action: randomAction(vas, g.state as VasState, rng) }) });
      }
      const live = srv.service.cached(body.game);
      await until(() => session.version === live?.version, 'the last frame');
      expect(frames - framesBefore).toBeGreaterThan(5); // a battle can end within fifty
      // nothing shown until the page paints; then one snapshot, the server's last view
      expect(shown).toBe(shownBefore);
      paint();
      expect(shown).toBe(shownBefore + 1);
      // the same fields (the statics joined back come last, so compared as values, not as text)
      expect(isDeepStrictEqual(json(session.getSnapshot().state), json(vas.observe(live?.state as VasState, 'rn')))).toBe(true);
    } finally {
      delete page.requestAnimationFrame;
      off();
      session.dispose();
    }
  }, 90_000);

  it('a page that opens a game after it began logs the events it missed, as a page open from the start logged them; the record is saved once over', async () => {
    type Session = RemoteSession<VasState, { type: string }>;
    const open = (body: { game: string; spectate: string }, since?: number): Session => new RemoteSession<VasState, { type: string }>({
      kind: 'vas', wsUrl: `${srv.url.replace(/^http/, 'ws')}/ws`, game: body.game, seat: null, token: body.spectate,
      describe: (_b, _a, events) => (events as Array<{ text: string }>).map((e) => ({ text: e.text })),
      socket: ((url: string) => new WebSocket(url)) as never, ...(since === undefined ? {} : { since }),
      past: async (from: number, to: number): Promise<PastEvents> =>
        (await fetch(`${srv.url}/api/games/${body.game}/events?from=${from}&to=${to}`, { headers: { authorization: `Bearer ${body.spectate}` } })).json() as Promise<PastEvents>,
      record: async () => (await fetch(`${srv.url}/api/games/${body.game}/record`, { headers: { authorization: `Bearer ${body.spectate}` } })).json(),
    });
    const HEADINGS = new Set(['Earlier in this game:', 'While this page was away:']);
    // the headings are marked as such (the log does not number them), and only they are
    const texts = (s: Session): string[] => {
      const log = s.getSnapshot().log;
      expect(log.filter((l) => l.heading === true).map((l) => l.text).every((t) => HEADINGS.has(t))).toBe(true);
      expect(log.filter((l) => HEADINGS.has(l.text)).every((l) => l.heading === true)).toBe(true);
      return log.map((l) => l.text).filter((t) => !HEADINGS.has(t));
    };
    const fetched = (s: Session): boolean => !s.getSnapshot().log.some((l) => /^Fetching/.test(l.text));
    let early: Session | null = null;
    let late: Session | null = null;
    let since0: Session | null = null;
    try {
      // a bots' battle followed from its start, longer than the server's live history (256 versions): played again
      // until one is (the server seeds each, so their lengths differ)
      let body = { game: '', spectate: '' };
      let final = 0;
      for (let attempt = 0; attempt < 10 && final <= 256; attempt++) {
        early?.dispose();
        const created = await fetch(`${srv.url}/api/games`, {
          method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ruleset: 'vas', seats: { rn: { bot: 'random' }, rm: { bot: 'random' } } }),
        });
        body = (await created.json()) as { game: string; spectate: string };
        const e = open(body);
        early = e;
        await until(() => e.getSnapshot().pending.kind === 'over' && fetched(e), 'the end of the bots\' battle', 60_000);
        final = srv.service.cached(body.game)?.version ?? 0;
      }
      expect(final).toBeGreaterThan(256);
      if (!early) throw new Error('no battle');
      late = open(body);
      since0 = open(body, 0);
      const a = late;
      const b = since0;
      await until(() => a.version === final && b.version === final && fetched(a) && fetched(b) && a.getSnapshot().log.length > 1 && b.getSnapshot().log.length > 1, 'the past events');
      const all = texts(early as Session);
      expect(all.length).toBeGreaterThan(100);
      expect(texts(late)).toEqual(all);
      expect(texts(since0)).toEqual(all);
      // over: the record to save is the server's, every action and the revealed seed
      const text = await late.recordJson();
      const record = JSON.parse(text) as { actions: unknown[]; meta: Record<string, string> };
      expect(record.actions.length).toBe(final);
      expect(record.meta.serverSeed).toMatch(/./);
      // and the Replay screen plays it through to the same end
      const replayed = loadRecord(text, 'vas');
      if (typeof replayed === 'string') throw new Error(replayed);
      expect(json(vas.observe(replayed.states.at(-1) as VasState, 'spectator'))).toEqual(json(vas.observe(srv.service.cached(body.game)?.state as VasState, 'spectator')));
      // told after the fact: in the log, not for the announcer
      expect(late.getSnapshot().log.filter((l) => l.past).length).toBe(late.getSnapshot().log.length);
    } finally {
      early?.dispose();
      late?.dispose();
      since0?.dispose();
    }
  }, 90_000);
});
