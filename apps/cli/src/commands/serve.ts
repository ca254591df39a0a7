/**
 * `salvo serve`: the online server (apps/server). With no options it keeps its games in an embedded
 * SQLite file under `.salvo/` (created in the current directory) and prints the address to open.
 * `--db postgres://...` and `--redis redis://...` let several processes share the games.
 */
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_RATE_LIMITS, startServer } from '@salvo/server';

interface ServeOptions {
  port: string;
  host: string;
  db?: string;
  redis?: string;
  redisPrefix: string;
  dataDir: string;
  botThreads?: string;
  botTimeout: string;
  rate: string;
  createRate: string;
  trustProxy?: boolean;
  quiet?: boolean;
}

/** A whole number in [min, max] from a flag, or a sentence saying what the flag takes. */
function wholeFlag(name: string, text: string, min: number, max: number): number | string {
  const n = Number(text);
  return /^\d+$/.test(text.trim()) && Number.isInteger(n) && n >= min && n <= max ? n : `salvo serve: ${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(text)}`;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the online server: games over HTTP and WebSocket, on embedded SQLite by default')
    .option('--port <n>', 'port to listen on (0: any free port)', '8080')
    .option('--host <addr>', 'address to listen on', '127.0.0.1')
    .option('--db <file|url>', 'a SQLite file or a postgres:// URL (default: <data-dir>/salvo.sqlite)')
    .option('--redis <url>', 'redis:// URL: share games with other server processes')
    .option('--redis-prefix <name>', 'Redis channel prefix shared by the processes of one deployment', 'salvo')
    .option('--data-dir <dir>', 'where the embedded database lives', '.salvo')
    .option('--bot-threads <n>', 'worker threads for search bots (War at Sea search, Victory at Sea hard); default: cores - 1, at least 1')
    .option('--bot-timeout <seconds>', 'longest a search bot may think before the heuristic decides instead', '30')
    .option('--rate <n>', 'requests a minute one address may make to the API and sockets (0: no limit)', String(DEFAULT_RATE_LIMITS.perMinute))
    .option('--create-rate <n>', 'games one address may create a minute (0: no limit)', String(DEFAULT_RATE_LIMITS.createsPerMinute))
    .option('--trust-proxy', "behind a reverse proxy: count each client by X-Forwarded-For, not by the proxy's address")
    .option('--quiet', 'log warnings and errors only')
    .action(async (opts: ServeOptions) => {
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(`salvo serve: --port must be 0 to 65535, not ${opts.port}\n`);
        process.exit(2);
      }
      const threads = opts.botThreads === undefined ? undefined : wholeFlag('--bot-threads', opts.botThreads, 1, 64);
      const timeout = wholeFlag('--bot-timeout', opts.botTimeout, 1, 3600);
      const rate = wholeFlag('--rate', opts.rate, 0, 1_000_000);
      const createRate = wholeFlag('--create-rate', opts.createRate, 0, 1_000_000);
      for (const v of [threads, timeout, rate, createRate]) {
        if (typeof v === 'string') {
          process.stderr.write(`${v}\n`);
          process.exit(2);
        }
      }
      const db = opts.db ?? join(resolve(opts.dataDir), 'salvo.sqlite');
      const server = await startServer({
        db, port, host: opts.host, logLevel: opts.quiet ? 'warn' : 'info', logStream: process.stderr,
        ...(opts.redis ? { redis: opts.redis, redisPrefix: opts.redisPrefix } : {}),
        ...(typeof threads === 'number' ? { botThreads: threads } : {}),
        botTimeoutMs: (timeout as number) * 1000,
        rateLimits: { perMinute: rate as number, createsPerMinute: createRate as number },
        trustProxy: opts.trustProxy === true,
      });
      const where = /^postgres/.test(db) ? 'PostgreSQL' : db;
      process.stdout.write(`Salvo server: ${server.url}/ (games in ${where}${opts.redis ? ', shared through Redis' : ''}${server.web ? '' : '; web client not built'})\n`);
      const stop = (): void => {
        void server.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
