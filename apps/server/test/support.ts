/** Test helpers: a real server on a temporary SQLite file or a fresh PostgreSQL schema, and WebSocket clients. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import WebSocket from 'ws';
import { viewOfFrame, type Statics, type ViewPatch } from '@salvo/kernel/protocol';
import { NO_RATE_LIMITS, startServer, type RunningServer, type ServerOptions } from '../src/index';

export const PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether a TCP service answers; tests needing it skip visibly, or fail under SALVO_REQUIRE_SERVICES=1. */
export function reachable(port: number): Promise<boolean> {
  return new Promise((res) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => { s.destroy(); res(true); });
    s.once('error', () => res(false));
    s.setTimeout(1000, () => { s.destroy(); res(false); });
  });
}

export async function serviceGate(name: string, port: number): Promise<boolean> {
  const up = await reachable(port);
  if (!up) {
    if (process.env.SALVO_REQUIRE_SERVICES === '1') throw new Error(`${name} is required (SALVO_REQUIRE_SERVICES=1) but not reachable on 127.0.0.1:${port}`);
    console.warn(`SKIPPED: ${name} is not reachable on 127.0.0.1:${port}; its server tests do not run.`);
  }
  return up;
}

export const uniqueName = (p: string): string => `${p}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

export function tempDir(): { dir: string; done(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-server-'));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestServer extends RunningServer {
  readonly logs: string[];
  readonly wsUrl: string;
}

export async function testServer(db: string, extra: Partial<ServerOptions> = {}): Promise<TestServer> {
  const logs: string[] = [];
  const logStream = new Writable({ write(chunk: Buffer, _e, cb) { logs.push(chunk.toString()); cb(); } });
  // no per-address limits unless a test asks: a test's load comes from one loopback address but stands for many
  // players (rate-limit.test.ts tests the limits and their defaults)
  const s = await startServer({ db, port: 0, host: '127.0.0.1', logStream, webDist: '/nonexistent', rateLimits: NO_RATE_LIMITS, ...extra });
  return Object.assign(s, { logs, wsUrl: s.url.replace(/^http/, 'ws') + '/ws' });
}

export async function api(base: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const r = await fetch(base + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await r.text();
  return { status: r.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export type Frame = Record<string, unknown> & { t: string };

/**
 * A WebSocket client that records every frame it receives: `raw` as sent, `frames` with the welcome's
 * statics joined back into each view and patches applied (as the web client does), so a frame's view is
 * the whole `observe`.
 */
export class Client {
  readonly frames: Frame[] = [];
  /** The frames as sent (`Client.open(url, { raw: true })` only: the leak test reads them). */
  readonly raw: Frame[] | null;
  /** The statics of this connection's welcome. */
  private statics: Statics | undefined;
  /** The whole view after the last welcome or update. */
  private view: unknown;
  private waiters: { pred: (f: Frame) => boolean; res: (f: Frame) => void; rej: (e: Error) => void; timer: NodeJS.Timeout }[] = [];
  private readonly consumed = new Set<number>();
  private scanFrom = 0;
  closed = false;
  /** Frames and bytes every Client of this process has received (the server bench reports bytes per action). */
  static readonly received = { frames: 0, bytes: 0, patches: 0 };
  /** Called with every frame as it arrives. */
  onFrame: ((f: Frame) => void) | null = null;

  private constructor(readonly ws: WebSocket, keepRaw: boolean, private readonly keepFrames: boolean) {
    this.raw = keepRaw ? [] : null;
    ws.on('message', (d) => {
      const text = d.toString();
      Client.received.frames += 1;
      Client.received.bytes += text.length;
      this.raw?.push(JSON.parse(text) as Frame);
      const f = JSON.parse(text) as Frame;
      if (f.t === 'welcome') this.statics = f.statics as Statics | undefined;
      if (f.t === 'welcome' || f.t === 'update') {
        if (f.patch !== undefined) Client.received.patches += 1;
        // a patch (hello with `patches: true`) applies to the previous frame's view
        f.view = viewOfFrame(this.view, f as { view?: unknown; patch?: ViewPatch }, this.statics);
        this.view = f.view;
      }
      if (!this.keepFrames) return this.onFrame?.(f);
      this.frames.push(f);
      this.onFrame?.(f);
      const index = this.frames.length - 1;
      this.waiters = this.waiters.filter((w) => {
        if (this.consumed.has(index) || !w.pred(f)) return true;
        this.consumed.add(index);
        clearTimeout(w.timer);
        w.res(f);
        return false;
      });
    });
    ws.on('close', () => { this.closed = true; });
  }

  /**
   * `frames: false` (a load generator driven by `onFrame` alone) keeps no frame, so `next`, `act` and
   * `hello` cannot be used: a bench client that kept every frame's whole view spent its time in GC.
   */
  static open(url: string, opts: { raw?: boolean; frames?: boolean } = {}): Promise<Client> {
    return new Promise((res, rej) => {
      const ws = new WebSocket(url);
      const c = new Client(ws, opts.raw === true, opts.frames !== false);
      ws.once('open', () => res(c));
      ws.once('error', rej);
    });
  }

  send(f: unknown): void {
    this.ws.send(typeof f === 'string' ? f : JSON.stringify(f));
  }

  /** The first frame not yet taken by `next` that matches (each frame is taken once). */
  next(pred: (f: Frame) => boolean, ms = 20_000): Promise<Frame> {
    if (!this.keepFrames) throw new Error('Client.next: this client keeps no frames (opened with frames: false)');
    while (this.consumed.has(this.scanFrom)) this.scanFrom += 1;
    for (let i = this.scanFrom; i < this.frames.length; i++) {
      const f = this.frames[i] as Frame;
      if (!this.consumed.has(i) && pred(f)) { this.consumed.add(i); return Promise.resolve(f); }
    }
    return new Promise((res, rej) => {
      const timer = setTimeout(() => rej(new Error(`timed out waiting for a frame; last: ${JSON.stringify(this.frames.at(-1))?.slice(0, 300)}`)), ms);
      this.waiters.push({ pred, res, rej, timer });
    });
  }

  async hello(game: string, secret: { token?: string; spectate?: string }, lastVersion?: number, opts: { patches?: boolean } = {}): Promise<Frame> {
    this.send({ t: 'hello', game, ...secret, ...(lastVersion === undefined ? {} : { lastVersion }), ...(opts.patches ? { patches: true } : {}) });
    return this.next((f) => f.t === 'welcome' || f.t === 'error');
  }

  /** Sends an action and waits for its ack or refusal. */
  act(v: number, action: unknown, id: string): Promise<Frame> {
    this.send({ t: 'act', v, action, id });
    return this.next((f) => (f.t === 'ack' || f.t === 'error') && f.id === id);
  }

  close(): void {
    this.ws.close();
  }
}

/** Creates a game with every seat a person and joins each seat; returns the tokens by seat. */
export async function humanGame(base: string, ruleset: string, extra: Record<string, unknown> = {}): Promise<{ game: string; tokens: Record<string, string>; spectate: string; seedCommit: string }> {
  const c = await api(base, 'POST', '/api/games', { ruleset, ...extra });
  if (c.status !== 201) throw new Error(`create failed: ${JSON.stringify(c.json)}`);
  const game = c.json.game as string;
  const tokens: Record<string, string> = {};
  const you = c.json.you as { seat: string; token: string } | null;
  if (you) tokens[you.seat] = you.token;
  for (const [seat, invite] of Object.entries(c.json.invites as Record<string, string>)) {
    const j = await api(base, 'POST', `/api/games/${game}/join`, { invite });
    tokens[seat] = j.json.token as string;
  }
  return { game, tokens, spectate: c.json.spectate as string, seedCommit: c.json.seedCommit as string };
}

/** Drops a PostgreSQL schema a test made (each run uses its own). */
export async function dropSchema(name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try { await c.query(`drop schema if exists "${name}" cascade`); } finally { await c.end(); }
}
