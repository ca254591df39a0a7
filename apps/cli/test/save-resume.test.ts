/**
 * The record a play command keeps on disk: written after every action (so stopping loses nothing),
 * replayable when the game stopped early, and resumable with --resume, for both games.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRecord, parseRecord, replay, type GameRecord } from '@salvo/kernel';
import { vas, type VasAction } from '@salvo/vas';
import { wasEngine, type WasAction } from '@salvo/was';
import { runPlay } from '../src/commands/play';
import { runReplay } from '../src/commands/replay';
import { runWasPlay } from '../src/commands/was';
import { scriptedTerminal, type Terminal } from '../src/io/terminal';
import { defaultBattle } from '@salvo/scenarios';
import { runWasReplay } from '../src/was/replay-record';

const dir = mkdtempSync(join(tmpdir(), 'salvo-save-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readRecord = (path: string): GameRecord => {
  const r = parseRecord(JSON.parse(readFileSync(path, 'utf8')));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A scripted terminal that notes, at every question, how many actions the record file holds then. */
function watching(answers: readonly string[], path: string): Terminal & { out: string[]; onDisk: number[] } {
  const inner = scriptedTerminal(answers);
  const onDisk: number[] = [];
  return {
    out: inner.out,
    onDisk,
    print: (l) => inner.print(l),
    ask: (q) => {
      onDisk.push(existsSync(path) ? readRecord(path).actions.length : -1);
      return inner.ask(q);
    },
    close: () => undefined,
  };
}

describe('take backs in the saved record (meta.takeBacks)', () => {
  it('salvo play counts them in the record, a resumed game counts on, and salvo replay says so', async () => {
    const path = join(dir, 'undo.json');
    // Royal Navy moves first, taken back, then makes the opponent move first
    expect(await runPlay({ p1: 'human', p2: 'random', seed: 3, save: path }, scriptedTerminal(['1', 'undo', '2']), false)).toBe(1);
    expect(readRecord(path).meta).toMatchObject({ takeBacks: '1' });
    expect(readRecord(path).actions[4]).toEqual({ type: 'take-first', fleet: 'rn', first: false });
    expect(runReplay(path, {}).out).toContain('While this game was played, a step was taken back once (a person\'s step and what followed it, never past dice the computer had rolled).');
    const term = scriptedTerminal(['nominate warspite', 'undo', 'nominate valiant']);
    expect(await runPlay({ resume: path }, term, false)).toBe(1);
    expect(term.out).toContain('Taken back: Royal Navy: nominate HMS Warspite to move');
    expect(readRecord(path).meta).toMatchObject({ takeBacks: '2' });
    expect(runReplay(path, {}).out.some((l) => l.startsWith('While this game was played, a step was taken back 2 times'))).toBe(true);
  });

  it('salvo was play counts them too, and salvo was replay says so', async () => {
    const path = join(dir, 'was-undo.json');
    await runWasPlay({ allies: 'human', axis: 'random', seed: 12, save: path }, scriptedTerminal(['malta none', 'undo', 'malta none']), false);
    expect(readRecord(path).meta).toMatchObject({ takeBacks: '1' });
    const t = scriptedTerminal([]);
    expect(runWasReplay(path, false, t)).toBe(0);
    expect(t.out).toContain('While this game was played, a step was taken back once (a person\'s step and what followed it, never past dice the computer had rolled).');
  });
});

describe('salvo play --save and --resume (Victory at Sea)', () => {
  const path = join(dir, 'vas.json');
  // Royal Navy moves first, Warspite 5" ahead; input then ends while Valiant waits.
  const opening = ['1', '1', 'move 5'];

  it('the record is on disk before the first question and grows with every action; end of input keeps it and says how to play on', async () => {
    const term = watching(opening, path);
    const code = await runPlay({ p1: 'human', p2: 'random', seed: 3, save: path }, term, false);
    expect(code).toBe(1);
    const rec = readRecord(path);
    // Seed 3: four initiative rolls (a tie), then take-first, nominate, move, and the bot's nominate and move.
    expect(rec.actions.slice(4, 7)).toEqual([
      { type: 'take-first', fleet: 'rn', first: true },
      { type: 'nominate-move', ship: 'warspite' },
      { type: 'move', ship: 'warspite', legs: [{ forward: 5 }] },
    ]);
    expect(rec.actions).toHaveLength(9);
    // At each question the file already held every action played before it: 4 rolls, then +1 per answer, then the bot's two.
    expect(term.onDisk).toEqual([4, 5, 6, 9]);
    expect(term.out).toContain('Stopped: Input ended before the game did.');
    expect(term.out.at(-1)).toBe(`The game so far (9 actions) is saved in ${path}; play on with: npm run salvo -- play --resume ${path}`);
    expect(rec.meta).toMatchObject({ p1: 'human', p2: 'random', seed: '3' });
    expect(existsSync(`${path}.partial`)).toBe(false);
  });

  it('the partial record replays, and says what comes next', () => {
    const r = runReplay(path, {});
    expect(r.code).toBe(0);
    expect(r.out).toContain('The record stops before the end: next, Turn 1: Royal Navy, nominate a ship to move.');
    expect(r.out.at(-1)).toMatch(/^9 actions, \d+ events\.$/);
  });

  it('--resume replays the record, plays on from there with the same players and keeps saving to the same file', async () => {
    const term = scriptedTerminal(['auto']);
    const code = await runPlay({ resume: path }, term, false);
    expect(code).toBe(0);
    expect(term.out[0]).toBe(`Resuming ${path}: 9 actions replayed.`);
    expect(term.out[1]).toBe('Victory at Sea, seed 3: Royal Navy (human) vs Regia Marina (random)');
    const rec = readRecord(path);
    const before = JSON.parse(JSON.stringify(rec.actions.slice(0, 9))) as unknown[];
    expect(before[6]).toEqual({ type: 'move', ship: 'warspite', legs: [{ forward: 5 }] });
    expect(rec.actions.length).toBeGreaterThan(20);
    const r = replay(vas, rec as GameRecord<unknown, VasAction>);
    expect(r.ok && vas.pending(r.value.state).kind === 'over').toBe(true);
    expect(term.out.at(-1)).toBe(`Saved the game record (${rec.actions.length} actions) to ${path}.`);
  });

  it('--resume with --save writes the continued game elsewhere and leaves the resumed file as it was', async () => {
    const partial = join(dir, 'partial.json');
    const other = join(dir, 'other.json');
    const actions: VasAction[] = [{ type: 'roll', values: [6, 6] }, { type: 'roll', values: [1, 1] }];
    const text = JSON.stringify(makeRecord('vas', vas.descriptor.version, defaultBattle(8), actions, { dice: 'table' }));
    writeFileSync(partial, text);
    const term = scriptedTerminal(['pass']);
    expect(await runPlay({ p1: 'human', p2: 'human', resume: partial, save: other, table: true }, term, false)).toBe(1);
    expect(readFileSync(partial, 'utf8')).toBe(text);
    expect(readRecord(other).actions).toEqual([...actions, { type: 'take-first', fleet: 'rn', first: false }]);
  });

  it('a table-mode record resumes in table mode, with its players', async () => {
    const table = join(dir, 'table.json');
    writeFileSync(table, JSON.stringify(makeRecord('vas', vas.descriptor.version, defaultBattle(8), [{ type: 'roll', values: [2, 3] }], { p1: 'human', p2: 'human', seed: '8', dice: 'table' })));
    const term = scriptedTerminal(['6 6']);
    expect(await runPlay({ resume: table }, term, false)).toBe(1);
    expect(term.out[1]).toBe('Victory at Sea, seed 8: Royal Navy (human) vs Regia Marina (human), table mode');
    expect(term.out).toContain('Roll 2d6 for the initiative of Regia Marina. Type 2 dice (d6, 1 to 6): ');
    expect(readRecord(table).actions).toEqual([{ type: 'roll', values: [2, 3] }, { type: 'roll', values: [6, 6] }]);
    expect(readRecord(table).meta).toMatchObject({ dice: 'table' });
  });

  it('a record that cannot be resumed is refused with the reason, exit 1, and nothing is written', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(makeRecord('vas', vas.descriptor.version, defaultBattle(8), [{ type: 'roll', values: [6, 6] }, { type: 'take-first', fleet: 'rm', first: true }], { dice: 'table' })));
    const before = readFileSync(bad, 'utf8');
    const term = scriptedTerminal([]);
    expect(await runPlay({ p1: 'human', resume: bad }, term, false)).toBe(1);
    expect(term.out[0]).toMatch(new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be resumed: action 2 of 2 was refused: .+`));
    expect(readFileSync(bad, 'utf8')).toBe(before);
    const was = join(dir, 'was-not-vas.json');
    writeFileSync(was, JSON.stringify(makeRecord('war-at-sea', 1, { seed: 1 }, [])));
    const t2 = scriptedTerminal([]);
    expect(await runPlay({ p1: 'human', resume: was }, t2, false)).toBe(1);
    expect(t2.out[0]).toBe(`${was} is a record of the game "war-at-sea", not "vas".`);
    // Each replay command points to the other for the other game's records.
    expect(runReplay(was, {}).err).toEqual([`This record is of the game "war-at-sea"; salvo replay reads "vas" records. Replay it with: salvo was replay ${was}`]);
    const t3 = scriptedTerminal([]);
    expect(runWasReplay(bad, false, t3)).toBe(1);
    expect(t3.out).toEqual([`${bad} is a record of "vas", not of War at Sea (war-at-sea). Replay it with: salvo replay ${bad}`]);
  });

  it('a --save file that cannot be written is refused before the game starts, exit 1', async () => {
    const term = scriptedTerminal(opening);
    expect(await runPlay({ p1: 'human', p2: 'random', seed: 3, save: join(dir, 'no-such-dir', 'g.json') }, term, false)).toBe(1);
    expect(term.out).toHaveLength(1);
    expect(term.out[0]).toMatch(/^Cannot write .*no-such-dir\/g\.json: /);
  });

  it('without --save, a game stopped by the end of input says that nothing was kept', async () => {
    const term = scriptedTerminal(opening);
    expect(await runPlay({ p1: 'human', p2: 'random', seed: 3 }, term, false)).toBe(1);
    expect(term.out.at(-1)).toBe('Nothing was saved: give --save <file.json> to keep a game you may stop.');
  });
});

describe('salvo was play --save and --resume (War at Sea)', () => {
  const path = join(dir, 'was.json');

  it('end of input keeps every action on disk, the partial record replays, and --resume plays it to the end', async () => {
    const term = watching(['malta none', 'hood > na', 'done'], path);
    expect(await runWasPlay({ allies: 'human', axis: 'heuristic', seed: 9, save: path }, term, false)).toBe(1);
    const rec = readRecord(path);
    expect(rec.actions[0]).toEqual({ type: 'deploy', malta: [] });
    expect(rec.actions[1]).toEqual({ type: 'move', orders: [{ ship: 'gb-hood', to: 'north-atlantic' }], repairs: {} });
    expect(term.onDisk.slice(0, 2)).toEqual([0, 1]);
    expect(term.onDisk.at(-1)).toBe(rec.actions.length);
    expect(term.out.at(-1)).toBe(`The game so far (${rec.actions.length} actions) is saved in ${path}; play on with: npm run salvo -- was play --resume ${path}`);

    const replayed = scriptedTerminal([]);
    expect(runWasReplay(path, true, replayed)).toBe(0);
    expect(JSON.parse(replayed.out.join('\n'))).toMatchObject({ ok: true, over: false, turn: 1, actions: rec.actions.length });

    const resumed = scriptedTerminal(['auto']);
    expect(await runWasPlay({ allies: 'human', axis: 'heuristic', resume: path }, resumed, false)).toBe(0);
    expect(resumed.out[0]).toBe(`Resuming ${path}: ${rec.actions.length} actions replayed.`);
    const done = readRecord(path);
    expect(done.actions.slice(0, rec.actions.length)).toEqual(rec.actions);
    const r = replay(wasEngine, done as GameRecord<unknown, WasAction>);
    expect(r.ok && wasEngine.pending(r.value.state).kind === 'over').toBe(true);
  });
});
