/**
 * The server's CPU per action without sockets or clients, old code against new in ONE process, so that
 * both sides see the same machine load (this shared machine's load makes separate runs incomparable):
 *   npx tsx bench/server-pipeline.ts <base-commit> [rounds] [actions-per-round] [spectators-per-game]
 * The apps/server/src of <base-commit> is copied to apps/server/.base/ (git archive; not committed) and
 * imported beside the current source. Each side runs 20 Victory at Sea games on its own real SQLite file
 * (WAL, FULL, writer thread): the seat to move sends a random legal action (decided from the state, its
 * CPU measured apart and subtracted), through what ws.ts does per action (JSON.parse, the frame check,
 * GameService.act, the ack's JSON) and the Hub's push to every viewer's socket (a socket here only
 * counts the bytes it is given; it takes view patches, which a base from before them ignores, unless
 * SALVO_PIPELINE_PATCHES=0). The sides alternate rounds of `actions-per-round` actions; the CPU
 * time is the process's (main and writer threads) minus the decisions.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { seedRng } from '@salvo/kernel';
import { randomAction } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const base = process.argv[2] ?? 'HEAD';
const rounds = Number(process.argv[3] ?? 8);
const perRound = Number(process.argv[4] ?? 400);
const spectators = Number(process.argv[5] ?? 0);
const GAMES = 20;

const baseDir = join(root, 'apps/server/.base');
rmSync(baseDir, { recursive: true, force: true });
mkdirSync(baseDir, { recursive: true });
execSync(`git archive ${base} apps/server/src | tar -x -C ${baseDir}`, { cwd: root });

interface Mods {
  open: typeof import('../apps/server/src/db/open');
  create: typeof import('../apps/server/src/create');
  service: typeof import('../apps/server/src/service');
  hub: typeof import('../apps/server/src/hub');
  protocol: typeof import('../apps/server/src/protocol');
}
async function load(src: string): Promise<Mods> {
  return {
    open: await import(join(src, 'db/open.ts')), create: await import(join(src, 'create.ts')), service: await import(join(src, 'service.ts')),
    hub: await import(join(src, 'hub.ts')), protocol: await import(join(src, 'protocol.ts')),
  };
}

interface Side { name: string; act(): Promise<void>; bytes: number; frames: number; decideUs: number; close(): Promise<void> }

async function side(name: string, m: Mods, dir: string): Promise<Side> {
  const store = await m.open.openStore(join(dir, `${name}.sqlite`));
  const service = new m.service.GameService({ store, log: pino({ level: 'warn' }), shared: false });
  const hub = new m.hub.Hub();
  service.onCommitted((g) => hub.push(g));
  const s: Side = { name, bytes: 0, frames: 0, decideUs: 0, act: async () => undefined, close: async () => { service.close(); await store.close(); } };
  const conn = (game: string, viewer: string, sent: number): Record<string, unknown> => ({
    game, viewer, sent, patches: process.env.SALVO_PIPELINE_PATCHES !== '0', buffered: () => 0, drop: () => undefined,
    send: (f: unknown) => { s.bytes += Buffer.byteLength(JSON.stringify(f)); s.frames += 1; },
    sendEncoded: (b: Buffer) => { s.bytes += b.length; s.frames += 1; },
  });
  const games: string[] = [];
  let n = 0;
  const newGame = async (k: number): Promise<void> => {
    const c = await m.create.createGame(store, { ruleset: 'vas' });
    if (!c.ok) throw new Error(c.message);
    service.register(c.g);
    for (const viewer of [...c.g.players, ...Array.from({ length: spectators }, () => 'spectator')]) hub.add(conn(c.game, viewer, 0) as never);
    await service.resume(c.game);
    games[k] = c.game;
  };
  for (let k = 0; k < GAMES; k++) await newGame(k);
  const rngs = new Map<string, ReturnType<typeof seedRng>>();
  const one = async (k: number): Promise<void> => {
    const id = games[k] as string;
    const g = service.cached(id);
    if (!g) throw new Error('no game');
    const p = vas.pending(g.state as VasState);
    if (p.kind === 'over') return newGame(k);
    const seat = p.kind === 'decision' ? p.player : p.kind === 'simultaneous' ? (p.players[0] as string) : null;
    if (seat === null) return new Promise((r) => setImmediate(r));
    const t0 = process.cpuUsage();
    let rng = rngs.get(id);
    if (!rng) rngs.set(id, (rng = seedRng(id)));
    const action = randomAction(vas, g.state as VasState, rng);
    const d = process.cpuUsage(t0);
    s.decideUs += d.user + d.system;
    const text = JSON.stringify({ t: 'act', v: g.version, action, id: `a${n++}` });
    const json = JSON.parse(text) as unknown;
    const plain = 'isPlainAct' in m.protocol && (m.protocol.isPlainAct as (x: unknown) => boolean)(json);
    const f = (plain ? json : m.protocol.clientFrame.parse(json)) as { v: number; action: never; id: string };
    const r = await service.act(id, seat, f.v, f.action, f.id);
    JSON.stringify({ t: 'ack', id: f.id, ...(r.ok ? { v: r.v } : { code: r.code }) });
    await new Promise((res) => setImmediate(res));
  };
  let k = 0;
  s.act = () => one((k = (k + 1) % GAMES));
  return s;
}

const dir = mkdtempSync(join(tmpdir(), 'salvo-pipeline-'));
const sides = [await side('before', await load(join(baseDir, 'apps/server/src')), dir), await side('after', await load(join(root, 'apps/server/src')), dir)];
const totals = new Map<string, { cpu: number; decide: number; actions: number; bytes: number; frames: number }>();
for (let r = 0; r < rounds + 1; r++) {
  for (const s of r % 2 === 0 ? sides : [...sides].reverse()) {
    const before = { decide: s.decideUs, bytes: s.bytes, frames: s.frames };
    const t0 = process.cpuUsage();
    // 20 games at once, as the socket bench: one action in flight per game
    const inflight = Array.from({ length: GAMES }, async () => { for (let i = 0; i < perRound / GAMES; i++) await s.act(); });
    await Promise.all(inflight);
    const c = process.cpuUsage(t0);
    if (r === 0) continue; // warm-up round
    const t = totals.get(s.name) ?? { cpu: 0, decide: 0, actions: 0, bytes: 0, frames: 0 };
    t.cpu += c.user + c.system; t.decide += s.decideUs - before.decide; t.actions += perRound; t.bytes += s.bytes - before.bytes; t.frames += s.frames - before.frames;
    totals.set(s.name, t);
  }
}
console.log(`${rounds} rounds of ${perRound} actions per side, ${GAMES} games, ${spectators} spectator socket(s) per game; base ${base}; load ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (const [name, t] of totals) {
  console.log(`${name.padEnd(6)} server CPU ${((t.cpu - t.decide) / t.actions).toFixed(0).padStart(5)} µs/action (decisions ${(t.decide / t.actions).toFixed(0)} µs/action apart), ${(t.frames / t.actions).toFixed(2)} frames and ${(t.bytes / t.actions / 1024).toFixed(1)} KiB per action`);
}
const b = totals.get('before');
const a = totals.get('after');
if (b && a) console.log(`after / before: ${((a.cpu - a.decide) / (b.cpu - b.decide)).toFixed(2)}x the CPU per action`);
for (const s of sides) await s.close();
rmSync(dir, { recursive: true, force: true });
rmSync(baseDir, { recursive: true, force: true });
process.exit(0);
