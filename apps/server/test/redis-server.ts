/** A redis-server of a test's own, on a free port, that the test may kill and start again (Redis outages). */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** The redis-server binary (SALVO_REDIS_SERVER overrides the name on the PATH). */
const REDIS_SERVER = process.env.SALVO_REDIS_SERVER ?? 'redis-server';

export function haveRedisServer(what = 'the Redis outage test does not run'): boolean {
  const ok = spawnSync(REDIS_SERVER, ['--version']).status === 0;
  if (!ok) {
    if (process.env.SALVO_REQUIRE_SERVICES === '1') throw new Error(`${REDIS_SERVER} is required (SALVO_REQUIRE_SERVICES=1) but not on the PATH`);
    console.warn(`SKIPPED: ${REDIS_SERVER} is not on the PATH; ${what}.`);
  }
  return ok;
}

export const freePort = (): Promise<number> => new Promise((res) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = (s.address() as net.AddressInfo).port;
    s.close(() => res(p));
  });
});

export async function startRedis(port: number): Promise<ChildProcess> {
  const proc = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((r) => { const c = net.connect(port, '127.0.0.1'); c.once('connect', () => { c.destroy(); r(true); }); c.once('error', () => r(false)); });
    if (up) return proc;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start');
}

