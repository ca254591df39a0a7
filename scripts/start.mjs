// `npm start`: (after scripts/ensure-installed.mjs, run by `prestart`) builds the web client when its
// build is missing or older than its sources (only if apps/web has a build script), then starts
// `salvo serve` on the embedded SQLite database under .salvo/ and prints the address to open.
// Extra arguments go to `salvo serve` (`npm start -- --port 9000`); it logs warnings and errors only
// (`--quiet`) unless `--verbose` is given. The terminal game: `npm run salvo -- play`.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const web = 'apps/web';

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of readdirSync(path)) if (e !== 'node_modules' && e !== 'dist') m = Math.max(m, newest(join(path, e)));
  return m;
}

const pkg = existsSync(join(web, 'package.json')) ? JSON.parse(readFileSync(join(web, 'package.json'), 'utf8')) : null;
if (pkg?.scripts?.build) {
  const built = newest(join(web, 'dist', 'index.html'));
  if (built === 0 || newest(web) > built || newest('packages') > built) {
    process.stderr.write('salvo: building the web client...\n');
    try {
      execSync('npm run -s -w @salvo/web build', { stdio: 'inherit' });
    } catch {
      process.stderr.write('salvo: the web client did not build; the server starts without it.\n');
    }
  }
}

// a player's terminal shows the address and any warning or error, not a JSON line per request;
// `npm start -- --verbose` keeps the server's full log (what `salvo serve` logs without --quiet)
const given = process.argv.slice(2);
const args = given.includes('--verbose') ? given.filter((a) => a !== '--verbose') : given.includes('--quiet') ? given : ['--quiet', ...given];
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', 'serve', ...args], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
