/**
 * Bundles `salvo` (apps/cli/src/main.ts, engines included) into apps/server/dist/salvo.mjs with esbuild, so that
 * kill -9 trials start a real `salvo serve` process in well under a second instead of compiling
 * TypeScript on every start. npm packages stay external and load from node_modules.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const BUNDLE = resolve(root, 'apps/server/dist/salvo.mjs');

let built: Promise<string> | null = null;

export function bundleCli(): Promise<string> {
  built ??= build({
    entryPoints: [resolve(root, 'apps/cli/src/main.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20',
    outfile: BUNDLE, logLevel: 'error',
    external: ['fastify', '@fastify/*', 'better-sqlite3', 'pg', 'kysely', 'redis', 'pino', 'ws', 'zod', 'commander', '@clack/*', 'piscina', 'bullmq', 'cli-progress', '@observablehq/plot', 'linkedom'],
  }).then(() => BUNDLE);
  return built;
}
