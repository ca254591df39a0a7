/** Runs hostile input against a running server and checks every answer (shared by the test and the bench). */
import fc from 'fast-check';
import { replay, type GameRecord } from '@salvo/kernel';
import { rulesetOf } from '../src/rulesets';
import { api, Client, humanGame, type TestServer } from './support';
import { httpRequest, wsMessage, type HttpRequest, type WsContext } from './hostile';

export interface FuzzReport { ws: number; http: number; crashes: number; uncoded: string[] }

const coded = (x: unknown): boolean => typeof (x as { code?: unknown })?.code === 'string' && /^ERR_[A-Z_]+$/.test((x as { code: string }).code);

export async function fuzzServer(srv: TestServer, runs: number): Promise<FuzzReport & { replayOk: boolean }> {
  const report: FuzzReport = { ws: 0, http: 0, crashes: 0, uncoded: [] };
  const { game, tokens } = await humanGame(srv.url, 'vas');
  const other = await humanGame(srv.url, 'vas');
  const spectate = (await humanGame(srv.url, 'vas')).spectate;
  let version = 0;
  const seat = await Client.open(srv.wsUrl);
  seat.onFrame = (f) => { if (typeof f.v === 'number' && (f.t === 'update' || f.t === 'welcome')) version = Math.max(version, f.v); };
  await seat.hello(game, { token: tokens.rn as string });
  const ctx: WsContext = { game, token: tokens.rn as string, foreignToken: other.tokens.rn as string, spectate, version: () => version };
  let anon = await Client.open(srv.wsUrl);
  const sockets = (): Client[] => [seat, anon];
  const sendOne = async (msg: string, which: number): Promise<void> => {
    const c = sockets()[which] as Client;
    if (c.closed) { anon = await Client.open(srv.wsUrl); return; }
    c.send(msg);
    const f = await c.next((x) => x.t !== 'update', 10_000).catch(() => null);
    report.ws += 1;
    if (!f) { report.crashes += 1; return; }
    if (f.t === 'error' && !coded(f)) report.uncoded.push(JSON.stringify(f).slice(0, 200));
    if (f.t === 'welcome' && which === 1) { anon.close(); anon = await Client.open(srv.wsUrl); }
  };
  const sendHttp = async (r: HttpRequest): Promise<void> => {
    report.http += 1;
    try {
      const res = await fetch(srv.url + r.path, { method: r.method, headers: { ...(r.contentType ? { 'content-type': r.contentType } : {}), ...(r.auth ? { authorization: r.auth } : {}) }, ...(r.body !== undefined && r.method !== 'GET' ? { body: r.body } : {}) });
      const text = await res.text();
      if (res.status >= 500) report.uncoded.push(`${r.method} ${r.path} -> ${res.status}`);
      if (res.status >= 400 && r.path !== '/ws') {
        let json: unknown = null;
        try { json = JSON.parse(text); } catch { /* not JSON */ }
        if (!coded(json)) report.uncoded.push(`${r.method} ${r.path} -> ${res.status} ${text.slice(0, 100)}`);
      }
    } catch {
      report.crashes += 1;
    }
  };
  await fc.assert(fc.asyncProperty(fc.oneof(
    fc.tuple(fc.constant('ws' as const), wsMessage(ctx), fc.integer({ min: 0, max: 1 })),
    fc.tuple(fc.constant('http' as const), httpRequest(ctx), fc.constant(0)),
  ), async ([kind, m, which]) => {
    if (kind === 'ws') await sendOne(m as string, which);
    else await sendHttp(m as HttpRequest);
    return true;
  }), { numRuns: runs });
  const health = await api(srv.url, 'GET', '/api/health');
  if (health.status !== 200) report.crashes += 1;
  seat.close();
  anon.close();
  // every action the fuzzing got into the game is one the engine's checked apply accepts
  const row = await srv.store.db.selectFrom('games').select('setup').where('id', '=', game).executeTakeFirstOrThrow();
  const actions = await srv.store.db.selectFrom('actions').select('action').where('game_id', '=', game).orderBy('seq').execute();
  const rs = rulesetOf('vas')!;
  const rec = { format: 'salvo-record', version: 1, game: 'vas', engineVersion: rs.engine.descriptor.version, setup: JSON.parse(row.setup), actions: actions.map((a) => JSON.parse(a.action)) } as GameRecord;
  const replayOk = replay(rs.engine, rec as GameRecord<unknown, never>).ok;
  return { ...report, replayOk };
}
