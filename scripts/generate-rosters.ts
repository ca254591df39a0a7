/**
 * Regenerates packages/data/rosters/*.json from the specs through the ship model, and the generated
 * sections of docs/ship-model.md (Priority Level check, calibration margins, ranking test).
 * Usage: npx tsx scripts/generate-rosters.ts [--check]   (--check: exit 1 if a committed file differs)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRosterFiles, rosterFileText } from '../packages/data/src/model/generate';
import { priorityCheck, priorityCheckMarkdown } from '../packages/data/src/model/priority-check';
import { sensitivity } from '../packages/data/src/model/sensitivity';
import { rankingMarkdown, replaceSection, sensitivityMarkdown } from '../packages/data/src/model/sensitivity-doc';
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

// The generated sections of docs/ship-model.md, between their markers.
const docPath = join(dir, '..', '..', '..', 'docs', 'ship-model.md');
const doc = readFileSync(docPath, 'utf8');
const ships = Object.values(files).flatMap((f) => f.ships);
const ship = (cls: string) => {
  const s = ships.find((r) => r.class === cls);
  if (!s) throw new Error(`no roster for ${cls}`);
  return s;
};
const sections: [string, string][] = [
  ['priority-check', priorityCheckMarkdown(priorityCheck(ships, QUEEN_ELIZABETH_OFFICIAL))],
  ['sensitivity', sensitivityMarkdown(sensitivity(specs.value.ships, QUEEN_ELIZABETH_OFFICIAL))],
  ['ranking', rankingMarkdown(ship, ships)],
];
let newDoc = doc;
for (const [name, body] of sections) {
  const next = replaceSection(newDoc, name, body);
  if (next === undefined) {
    process.stderr.write(`docs/ship-model.md has no ${name} markers\n`);
    process.exit(1);
  }
  newDoc = next;
}
if (newDoc !== doc) {
  stale += 1;
  if (check) process.stdout.write('stale: docs/ship-model.md\n');
  else { writeFileSync(docPath, newDoc); process.stdout.write('wrote docs/ship-model.md (generated sections)\n'); }
}
if (check && stale > 0) process.exit(1);
