// Makes `npm start` and `npm test` work on a fresh clone: installs the locked dependencies once when
// node_modules is missing or was installed from another lockfile. The lockfile's hash is stamped in
// node_modules after a check, so file times (which git checkouts and hard-linked copies change) only
// decide when no stamp exists yet.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stamp = 'node_modules/.salvo-lock-hash';
const hash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const stale = !existsSync(marker)
  || (existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() !== hash : statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs);
if (stale) {
  process.stderr.write('salvo: installing dependencies (first run, or the lockfile changed)...\n');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
writeFileSync(stamp, `${hash}\n`);
