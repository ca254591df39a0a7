/** A real `salvo serve` in a child process (plain node running the bundled CLI, so SIGKILL hits the server itself). */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { bundleCli } from './bundle';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface Child {
  readonly proc: ChildProcess;
  readonly url: string;
  readonly wsUrl: string;
  readonly stderr: string[];
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `salvo serve` from the current source, without the per-address rate limits: the tests' and benches' loads come
 * from one loopback address but stand for many players (the limits have their own test, rate-limit.test.ts).
 */
export async function spawnServer(db: string, extra: string[] = [], nodeArgs: string[] = []): Promise<Child> {
  return spawnBundle(await bundleCli(), db, ['--rate', '0', '--create-rate', '0', ...extra], nodeArgs);
}

/** `salvo serve` from a given bundle of the CLI (bench/server-compare.ts runs an older build beside the current one). */
export async function spawnBundle(cli: string, db: string, extra: string[] = [], nodeArgs: string[] = []): Promise<Child> {
  const proc = spawn(process.execPath, [...nodeArgs, cli, 'serve', '--port', '0', '--db', db, '--quiet', ...extra], {
    cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env },
  });
  const stderr: string[] = [];
  proc.stderr?.on('data', (d: Buffer) => stderr.push(d.toString()));
  const exited = new Promise<void>((res) => proc.once('exit', () => res()));
  return new Promise((res, rej) => {
    let out = '';
    const timer = setTimeout(() => rej(new Error(`server did not start: ${stderr.join('')}`)), 30_000);
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Salvo server: (http:\/\/[\d.:]+)\//.exec(out);
      if (!m?.[1]) return;
      clearTimeout(timer);
      const url = m[1];
      res({
        proc, url, wsUrl: url.replace(/^http/, 'ws') + '/ws', stderr,
        kill9: async () => { proc.kill('SIGKILL'); await exited; },
        stop: async () => { proc.kill('SIGTERM'); await exited; },
      });
    });
    proc.once('exit', (code) => { clearTimeout(timer); rej(new Error(`server exited (${code}): ${stderr.join('')}`)); });
  });
}
