#!/usr/bin/env node
// Runs the TypeScript CLI through tsx (Node 20 has no type stripping).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const main = join(here, '..', 'src', 'main.ts');
const r = spawnSync(process.execPath, ['--import', 'tsx', main, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
