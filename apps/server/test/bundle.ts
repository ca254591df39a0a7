/**
 * Bundles `salvo` (apps/cli/src/main.ts, engines included) into apps/server/dist/salvo.mjs with esbuild, so that
 * kill -9 trials start a real `salvo serve` process in well under a second instead of compiling
 * TypeScript on every start. npm packages stay external and load from node_modules. The search bots'
 * worker thread (apps/server/src/bot-worker.ts) is a second entry, dist/salvo-bot-worker.mjs: the
 * server starts it from beside the bundle (bot-pool.ts).
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const BUNDLE = resolve(root, 'apps/server/dist/salvo.mjs');

export const BOT_WORKER = resolve(root, 'apps/server/dist/salvo-bot-worker.mjs');

const EXTERNAL = ['fastify', '@fastify/*', 'better-sqlite3', 'pg', 'kysely', 'redis', 'pino', 'ws', 'zod', 'commander', '@clack/*', 'piscina', 'bullmq', 'cli-progress', '@observablehq/plot', 'linkedom'];

let built: Promise<string> | null = null;

export function bundleCli(): Promise<string> {
  const one = (entry: string, outfile: string) => build({
    entryPoints: [resolve(root, entry)], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'error', external: EXTERNAL,
  });
  built ??= Promise.all([one('apps/cli/src/main.ts', BUNDLE), one('apps/server/src/bot-worker.ts', BOT_WORKER)]).then(() => BUNDLE);
  return built;
}
