// Makes `npm start` and `npm test` work on a fresh clone: installs the locked
// dependencies once when node_modules is missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  process.stderr.write('salvo: installing dependencies (first run only)...\n');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
