/**
 * The server bench's Salvo SQLite load alone against a `salvo serve` run under `node --cpu-prof`, for
 * profiling the server (not the clients):
 *   npx tsx bench/server-profile.ts [dir] [games] [seconds]
 * Node writes the server's .cpuprofile into `dir` (default /tmp/salvo-prof) when the server exits;
 * the top self-time functions are printed from it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../apps/server/test/child';
import { salvoLoad } from './server-load';

const profDir = process.argv[2] ?? '/tmp/salvo-prof';
const games = Number(process.argv[3] ?? 20);
const seconds = Number(process.argv[4] ?? 8);

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const dir = mkdtempSync(join(tmpdir(), 'salvo-prof-'));
const server = await spawnServer(join(dir, 'p.sqlite'), [], ['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
const r = await salvoLoad(server.url, games, seconds, server.proc.pid);
console.log(`${r.perSecond.toFixed(0)} actions/s, p99 ${r.p99.toFixed(1)} ms, server CPU ${r.cpuPerAction.toFixed(0)} µs/action`);
await server.stop();
rmSync(dir, { recursive: true, force: true });
// the main thread's profile (thread id 0); the SQLite writer thread writes one of its own
const file = readdirSync(profDir).filter((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f)).sort().at(-1);
if (file) {
  const p = JSON.parse(readFileSync(join(profDir, file), 'utf8')) as Profile;
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>();
  let total = 0;
  for (const n of p.nodes) {
    const t = self.get(n.id) ?? 0;
    total += t;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
  }
  console.log(`profile ${file}: top self time of ${(total / 1000).toFixed(0)} ms`);
  for (const [k, t] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
}
process.exit(0);
