/**
 * Regenerates packages/data/rosters/*.json from the specs through the ship model.
 * Usage: npx tsx scripts/generate-rosters.ts [--check]   (--check: exit 1 if a committed file differs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRosterFiles, rosterFileText } from '../packages/data/src/model/generate';
import { priorityCheck, priorityCheckMarkdown } from '../packages/data/src/model/priority-check';
import { QUEEN_ELIZABETH_OFFICIAL } from '../packages/data/src/rosters/official';
import { loadSpecs } from '../packages/data/src/specs/load';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'data', 'rosters');
const check = process.argv.includes('--check');
const specs = loadSpecs();
if (!specs.ok) {
  for (const p of specs.error) process.stderr.write(`${p.message}\n`);
  process.exit(1);
}
let stale = 0;
const files = generateRosterFiles(specs.value);
for (const [file, content] of Object.entries(files)) {
  const path = join(dir, file);
  const text = rosterFileText(content);
  let old = '';
  try { old = readFileSync(path, 'utf8'); } catch { old = ''; }
  if (old === text) continue;
  stale += 1;
  if (check) process.stdout.write(`stale: ${file}\n`);
  else { writeFileSync(path, text); process.stdout.write(`wrote ${file} (${content.ships.length} ships, ${content.aircraft.length} aircraft)\n`); }
}

// The Priority Level check table in docs/ship-model.md, between its markers.
const docPath = join(dir, '..', '..', '..', 'docs', 'ship-model.md');
const doc = readFileSync(docPath, 'utf8');
const start = '<!-- priority-check:start -->';
const end = '<!-- priority-check:end -->';
const table = priorityCheckMarkdown(priorityCheck(Object.values(files).flatMap((f) => f.ships), QUEEN_ELIZABETH_OFFICIAL));
const i = doc.indexOf(start);
const j = doc.indexOf(end);
if (i < 0 || j < i) {
  process.stderr.write('docs/ship-model.md has no priority-check markers\n');
  process.exit(1);
}
const newDoc = `${doc.slice(0, i + start.length)}\n${table}\n${doc.slice(j)}`;
if (newDoc !== doc) {
  stale += 1;
  if (check) process.stdout.write('stale: docs/ship-model.md\n');
  else { writeFileSync(docPath, newDoc); process.stdout.write('wrote docs/ship-model.md (Priority Level check)\n'); }
}
if (check && stale > 0) process.exit(1);
