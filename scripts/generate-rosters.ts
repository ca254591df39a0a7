/**
 * Regenerates packages/data/rosters/*.json from the specs through the ship model.
 * Usage: npx tsx scripts/generate-rosters.ts [--check]   (--check: exit 1 if a committed file differs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRosterFiles, rosterFileText } from '../packages/data/src/model/generate';
import { loadSpecs } from '../packages/data/src/specs/load';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'data', 'rosters');
const check = process.argv.includes('--check');
const specs = loadSpecs();
if (!specs.ok) {
  for (const p of specs.error) process.stderr.write(`${p.message}\n`);
  process.exit(1);
}
let stale = 0;
for (const [file, content] of Object.entries(generateRosterFiles(specs.value))) {
  const path = join(dir, file);
  const text = rosterFileText(content);
  let old = '';
  try { old = readFileSync(path, 'utf8'); } catch { old = ''; }
  if (old === text) continue;
  stale += 1;
  if (check) process.stdout.write(`stale: ${file}\n`);
  else { writeFileSync(path, text); process.stdout.write(`wrote ${file} (${content.ships.length} ships, ${content.aircraft.length} aircraft)\n`); }
}
if (check && stale > 0) process.exit(1);
