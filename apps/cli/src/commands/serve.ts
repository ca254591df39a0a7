/**
 * `salvo serve`: the online server (apps/server). With no options it keeps its games in an embedded
 * SQLite file under `.salvo/` (created in the current directory) and prints the address to open.
 * `--db postgres://...` and `--redis redis://...` let several processes share the games.
 */
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { startServer } from '@salvo/server';

interface ServeOptions {
  port: string;
  host: string;
  db?: string;
  redis?: string;
  redisPrefix: string;
  dataDir: string;
  quiet?: boolean;
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
    .option('--quiet', 'log warnings and errors only')
    .action(async (opts: ServeOptions) => {
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(`salvo serve: --port must be 0 to 65535, not ${opts.port}\n`);
        process.exit(2);
      }
      const db = opts.db ?? join(resolve(opts.dataDir), 'salvo.sqlite');
      const server = await startServer({
        db, port, host: opts.host, logLevel: opts.quiet ? 'warn' : 'info', logStream: process.stderr,
        ...(opts.redis ? { redis: opts.redis, redisPrefix: opts.redisPrefix } : {}),
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
