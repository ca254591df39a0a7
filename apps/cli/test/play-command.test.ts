import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord } from '@salvo/kernel';
import { runPlay } from '../src/commands/play';
import { repoRoot } from '../src/io/repo-root';
import { scriptedTerminal } from '../src/io/terminal';
import { runShipsShow } from '../src/commands/ships';

const dir = mkdtempSync(join(tmpdir(), 'salvo-play-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('salvo play (in process)', () => {
  it('--scenario plays the given setup, with the --seed, and --save records that setup', async () => {
    const term = scriptedTerminal([]);
    const save = join(dir, 'small.json');
    const code = await runPlay({ p1: 'random', p2: 'random', seed: 4, scenario: join(repoRoot(), 'testdata', 'vas-setup-two-destroyers.json'), save }, term, false);
    expect(code).toBe(0);
    expect(term.out[0]).toBe('Victory at Sea, seed 4: Royal Navy (random) vs Kriegsmarine (random)');
    const rec = parseRecord(JSON.parse(readFileSync(save, 'utf8')));
    expect(rec.ok).toBe(true);
    if (rec.ok) expect(rec.value.setup).toMatchObject({ seed: 4, fleets: [{ id: 'rn' }, { id: 'km' }] });
  });

  it('--seed over a setup file that gives its own seed says it replaces it; the same seed, or none, says nothing', async () => {
    const file = join(dir, 'seeded.json');
    const given = JSON.parse(readFileSync(join(repoRoot(), 'testdata', 'vas-setup-two-destroyers.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...given, seed: 'campaign:t1-1' }));
    const replaced = scriptedTerminal([]);
    expect(await runPlay({ p1: 'random', p2: 'random', seed: 9, scenario: file }, replaced, false)).toBe(0);
    expect(replaced.out[0]).toContain('gives its own seed (campaign:t1-1); --seed 9 replaces it');
    expect(replaced.out[1]).toBe('Victory at Sea, seed 9: Royal Navy (random) vs Kriegsmarine (random)');
    const kept = scriptedTerminal([]);
    expect(await runPlay({ p1: 'random', p2: 'random', scenario: file }, kept, false)).toBe(0);
    expect(kept.out[0]).toBe('Victory at Sea, seed campaign:t1-1: Royal Navy (random) vs Kriegsmarine (random)');
  });

  it('DATA-ROSTER-OVERRIDE: --rosters plays the battle with the file\'s figures for the classes it names, and the record keeps them', async () => {
    const zara = JSON.parse(runShipsShow('Zara', { json: true }).out.join('\n')) as Record<string, unknown>;
    const rosters = join(dir, 'zara-armour-6.json');
    writeFileSync(rosters, JSON.stringify({ ...zara, armour: 6 }));
    const save = join(dir, 'with-rosters.json');
    const term = scriptedTerminal([]);
    expect(await runPlay({ p1: 'random', p2: 'random', seed: 3, rosters, save }, term, false)).toBe(0);
    expect(term.out[0]).toBe(`${rosters}: your figures for Zara (the record keeps them).`);
    const rec = parseRecord(JSON.parse(readFileSync(save, 'utf8')));
    if (!rec.ok) throw new Error(rec.error.message);
    const ships = (rec.value.setup as { fleets: { ships: { class?: string; roster?: { class: string; armour: number } }[] }[] }).fleets.flatMap((f) => f.ships);
    expect(ships.filter((x) => x.roster !== undefined).map((x) => [x.roster?.class, x.roster?.armour])).toEqual([['Zara', 6]]);
    expect(ships.filter((x) => x.class !== undefined).length).toBe(ships.length - 1);
    writeFileSync(rosters, '[{ "class": "Zara" }]');
    const bad = scriptedTerminal([]);
    expect(await runPlay({ p1: 'random', p2: 'random', seed: 3, rosters }, bad, false)).toBe(1);
    expect(bad.out.join('\n')).toContain('zara-armour-6.json');
  });

  it('--compact shows the turn and the ships before a prompt, not the board; table at the prompt shows the board', async () => {
    const board = (out: readonly string[]): number => out.filter((l) => l.startsWith('+-----')).length;
    const full = scriptedTerminal(['concede', 'y']);
    await runPlay({ p1: 'human', p2: 'random', seed: 3 }, full, true);
    const compact = scriptedTerminal(['table', 'concede', 'y']);
    await runPlay({ p1: 'human', p2: 'random', seed: 3, compact: true }, compact, true);
    // the board before the prompt and at the end; compact: only at the end, and where table was typed
    expect(board(full.out)).toBe(4);
    expect(board(compact.out)).toBe(4);
    const before = compact.out.slice(0, compact.out.findIndex((l) => l.startsWith('Royal Navy: Turn 1')));
    expect(board(before)).toBe(0);
    expect(before.some((l) => l.startsWith('A HMS Warspite (warspite, Royal Navy)'))).toBe(true);
    expect(before.some((l) => l.startsWith('Flights:'))).toBe(false);
  });

  it('a scenario the engine refuses exits 1 listing every problem with its path', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ fleets: [{ id: 'a', ships: [{ id: 'x', class: 'No Such Class', position: { x: 1, y: 1 }, heading: 0 }] }] }));
    const term = scriptedTerminal([]);
    expect(await runPlay({ scenario: bad, seed: 1 }, term, false)).toBe(1);
    expect(term.out.some((l) => l.startsWith('The setup is not valid'))).toBe(true);
    expect(term.out.some((l) => l.includes('fleets[0].ships[0].class'))).toBe(true);
  });

  it('a scenario file that is not JSON exits 1 with the reason', async () => {
    const bad = join(dir, 'notjson.json');
    writeFileSync(bad, '{ fleets: ');
    const term = scriptedTerminal([]);
    expect(await runPlay({ scenario: bad }, term, false)).toBe(1);
    expect(term.out.some((l) => l.includes('is not valid JSON'))).toBe(true);
  });

  it('with no terminal and no --p1/--p2 both sides are bots, and it says so', async () => {
    const term = scriptedTerminal([]);
    expect(await runPlay({ seed: 9 }, term, false)).toBe(0);
    expect(term.out[0]).toMatch(/^No terminal on stdin: playing bot against bot/);
    expect(term.out[1]).toContain('Royal Navy (random) vs Regia Marina (random)');
  });
});

describe('salvo play --night, --night-variant, --weather', () => {
  it('VAS-NIGHT-SPOT: --night --weather bad plays a bot battle to its end with the conditions, spotting and the record\'s options', async () => {
    const term = scriptedTerminal([]);
    const save = join(dir, 'night.json');
    expect(await runPlay({ p1: 'random', p2: 'random', seed: 4, night: true, weather: 'bad', save }, term, false)).toBe(0);
    expect(term.out.some((l) => l.startsWith('Conditions: night, Bad Weather'))).toBe(true);
    expect(term.out.some((l) => /is spotted by/.test(l))).toBe(true);
    const rec = parseRecord(JSON.parse(readFileSync(save, 'utf8')));
    expect(rec.ok && rec.value.setup).toMatchObject({ options: { night: true, weather: 'bad' } });
  });

  it('VAS-NF-SPOT-PHASE: --night-variant with parts plays the variant to its end, its Spotting phase shown', async () => {
    const term = scriptedTerminal([]);
    const save = join(dir, 'variant.json');
    expect(await runPlay({ p1: 'random', p2: 'random', seed: 4, nightVariant: ['night-fighting:national'], save }, term, false)).toBe(0);
    expect(term.out.some((l) => l.startsWith('Conditions: night (night-fighting variant)'))).toBe(true);
    expect(term.out.some((l) => /Spotting Phase/.test(l))).toBe(true);
    const rec = parseRecord(JSON.parse(readFileSync(save, 'utf8')));
    expect(rec.ok && rec.value.setup).toMatchObject({ options: { night: true, variants: ['night-fighting', 'night-fighting:national'] } });
  });
});

describe('salvo play in a terminal with no --p1/--p2', () => {
  it('asks who plays each fleet, explains a wrong answer, and takes the default on Enter', async () => {
    const term = scriptedTerminal(['robot', '', 'human']);
    expect(await runPlay({ seed: 2 }, term, true)).toBe(1);
    expect(term.out.slice(0, 5)).toEqual([
      'Who plays Royal Navy: human or random (the bot)? [human] ',
      '"robot" is neither human nor random.',
      'Who plays Royal Navy: human or random (the bot)? [human] ',
      'Who plays Regia Marina: human or random (the bot)? [random] ',
      'Victory at Sea, seed 2: Royal Navy (human) vs Regia Marina (human)',
    ]);
  });

  it('end of input while asking stops before the game, exit 1', async () => {
    const term = scriptedTerminal([]);
    expect(await runPlay({ seed: 2 }, term, true)).toBe(1);
    expect(term.out.at(-1)).toBe('Input ended before the game began.');
  });
});
