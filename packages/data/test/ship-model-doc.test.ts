import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMITTED_ROSTER_FILES } from '../src/rosters/committed';
import { QUEEN_ELIZABETH_OFFICIAL } from '../src/rosters/official';
import { parseRosterFile } from '../src/rosters/parse';
import { priorityCheck, priorityCheckMarkdown } from '../src/model/priority-check';

describe('docs/ship-model.md', () => {
  it('DATA-ROSTER-DRIFT: the Priority Level table in docs/ship-model.md is the one the committed rosters give', () => {
    const ships = Object.entries(COMMITTED_ROSTER_FILES).flatMap(([f, d]) => {
      const r = parseRosterFile(f, d);
      return r.ok ? r.value.ships : [];
    });
    const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'ship-model.md'), 'utf8');
    const section = doc.slice(doc.indexOf('<!-- priority-check:start -->') + '<!-- priority-check:start -->'.length, doc.indexOf('<!-- priority-check:end -->'));
    expect(section.trim()).toBe(priorityCheckMarkdown(priorityCheck(ships, QUEEN_ELIZABETH_OFFICIAL)).trim());
  });
});
