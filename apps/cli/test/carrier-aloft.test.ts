/**
 * `salvo play --scenario` asks a person, at deployment, how many of each carrier's flights start in the air
 * (VAS-SCN-AIR-ALOFT-CHOICE): the range and the default in the prompt, refusals with the scenario package's
 * sentence, one number per aircraft type, and the record's setup with exactly those flights aloft.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord } from '@salvo/kernel';
import type { VasSetup } from '@salvo/vas';
import { runPlay } from '../src/commands/play';
import { scriptedTerminal } from '../src/io/terminal';

const dir = mkdtempSync(join(tmpdir(), 'salvo-aloft-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PROMPT = 'USS Yorktown (Grumman F4F Wildcat 3, Douglas SBD Dauntless 3, Douglas TBD Devastator 3): flights in the air, 0 to 9 [9]: ';

async function carrierClash(answers: string[]): Promise<{ out: string[]; setup: VasSetup }> {
  const save = join(dir, `cc-${answers.length}.json`);
  const term = scriptedTerminal(answers);
  await runPlay({ p1: 'human', p2: 'random', seed: 1, scenario: 'carrier-clash', save }, term, true);
  const rec = parseRecord(JSON.parse(readFileSync(save, 'utf8')));
  if (!rec.ok) throw new Error(term.out.slice(-5).join('\n'));
  return { out: term.out, setup: rec.value.setup as VasSetup };
}

const aloft = (setup: VasSetup, ship: string): string[] =>
  setup.fleets.flatMap((f) => f.flights ?? []).filter((f) => f.carrier === ship && f.airborne).map((f) => f.aircraft);

describe('salvo play --scenario: carrier flights in the air at deployment', () => {
  it('VAS-SCN-AIR-ALOFT-CHOICE: the prompt gives the range and default; too many or words are refused; one number per type puts those types up', async () => {
    const { out, setup } = await carrierClash(['', '', '', '', '', '12', 'lots', '1 2', '1 2 0', 'concede']);
    expect(out.filter((l) => l === PROMPT)).toHaveLength(4);
    expect(out).toContain('USS Yorktown carries 9 flights, so no more than 9 can start in the air.');
    expect(out).toContain('Type how many of USS Yorktown\'s flights start in the air, 0 to 9, or one number for each type in this order: Wildcat, Dauntless, Devastator (e.g. 1 0 0); Enter for 9.');
    expect(aloft(setup, 'uss-yorktown')).toEqual(['Grumman F4F Wildcat', 'Douglas SBD Dauntless', 'Douglas SBD Dauntless']);
    // the bot's carrier keeps the scenario's most: every flight in the air
    expect(aloft(setup, 'shokaku')).toHaveLength(7);
  });

  it('VAS-SCN-AIR-ALOFT-CHOICE: an empty answer keeps the most (every flight, as before the choice existed); a single number counts flights in listed order', async () => {
    const kept = await carrierClash(['', '', '', '', '', '', 'concede']);
    expect(kept.out).toContain(PROMPT);
    expect(aloft(kept.setup, 'uss-yorktown')).toHaveLength(9);
    const two = await carrierClash(['', '', '', '', '', '2', 'concede', '']);
    expect(aloft(two.setup, 'uss-yorktown')).toEqual(['Grumman F4F Wildcat', 'Grumman F4F Wildcat']);
    // "may always start with at least one" is leave, not a duty: every flight may stay aboard
    const none = await carrierClash(['', '', '', '', '', '0', 'concede', '']);
    expect(aloft(none.setup, 'uss-yorktown')).toEqual([]);
  });
});
