/**
 * The example files in testdata/ (docs/game-record.md) against the engines and their generator:
 * every record replays through its own engine (by `game`) to the end of the game, except one that
 * says in `meta.rejectAt` which action must be refused; every other JSON file is a Victory at Sea
 * setup the engine accepts; and scripts/make-example-records.ts regenerates every file byte for byte.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord, replay, type GameRecord } from '@salvo/kernel';
import { vas, type VasAction } from '@salvo/vas';
import { wasEngine, type WasAction } from '@salvo/was';
import { repoRoot } from '../src/io/repo-root';
import { writeExampleFiles } from '../../../scripts/make-example-records';

const dir = join(repoRoot(), 'testdata');
const jsonFiles = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const read = (f: string): unknown => JSON.parse(readFileSync(join(dir, f), 'utf8'));
const isRecord = (v: unknown): boolean => typeof v === 'object' && v !== null && (v as { format?: unknown }).format === 'salvo-record';

/** Replays through the engine the record names; `end` is whether the game is over afterwards. */
function replayRecord(rec: GameRecord): { ok: true; end: boolean; winners: readonly string[] } | { ok: false; index: number; code: string } {
  if (rec.game === vas.descriptor.id) {
    const r = replay(vas, rec as GameRecord<unknown, VasAction>);
    if (!r.ok) return { ok: false, index: r.error.index, code: r.error.error.code };
    const p = vas.pending(r.value.state);
    return { ok: true, end: p.kind === 'over', winners: p.kind === 'over' ? p.winners : [] };
  }
  if (rec.game === wasEngine.descriptor.id) {
    const r = replay(wasEngine, rec as GameRecord<unknown, WasAction>);
    if (!r.ok) return { ok: false, index: r.error.index, code: r.error.error.code };
    const p = wasEngine.pending(r.value.state);
    return { ok: true, end: p.kind === 'over', winners: p.kind === 'over' ? p.winners : [] };
  }
  throw new Error(`testdata: no engine "${rec.game}"`);
}

describe('testdata/ example records replay through their engines', () => {
  it('testdata holds records of both games, one of them deliberately bad, and a setup', () => {
    const records = jsonFiles.map(read).filter(isRecord) as GameRecord[];
    expect(new Set(records.map((r) => r.game))).toEqual(new Set(['vas', 'war-at-sea']));
    expect(records.filter((r) => r.meta?.rejectAt !== undefined)).toHaveLength(1);
    expect(jsonFiles.filter((f) => !isRecord(read(f)))).toEqual(['vas-setup-two-destroyers.json']);
  });

  for (const file of jsonFiles) {
    it(`${file}: a valid record reaches the end of its game; the bad one is refused at meta.rejectAt; a setup is accepted`, () => {
      const value = read(file);
      if (!isRecord(value)) {
        const created = vas.createGame({ seed: 1, ...(value as object) });
        expect(created.ok).toBe(true);
        return;
      }
      const parsed = parseRecord(value);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const rec = parsed.value;
      expect(rec.engineVersion).toBe(rec.game === 'vas' ? vas.descriptor.version : wasEngine.descriptor.version);
      const out = replayRecord(rec);
      const rejectAt = rec.meta?.rejectAt;
      if (rejectAt === undefined) {
        expect(out).toMatchObject({ ok: true, end: true });
        if (out.ok) expect(out.winners.length).toBeGreaterThan(0);
      } else {
        expect(out).toMatchObject({ ok: false, index: Number(rejectAt) });
        // Everything before the bad action is legal: the same record cut there replays without error.
        expect(replayRecord({ ...rec, actions: rec.actions.slice(0, Number(rejectAt)) }).ok).toBe(true);
      }
    });
  }

  it('the bad record differs from the bot battle in exactly the rejected action, a move the engine refuses as too far', () => {
    const good = read('vas-bot-battle.json') as GameRecord;
    const bad = read('vas-bad-record.json') as GameRecord;
    const at = Number(bad.meta?.rejectAt);
    const differing = bad.actions.map((a, i) => (JSON.stringify(a) === JSON.stringify(good.actions[i]) ? -1 : i)).filter((i) => i >= 0);
    expect(differing).toEqual([at]);
    expect(bad.actions.length).toBe(good.actions.length);
    expect(replayRecord(bad)).toEqual({ ok: false, index: at, code: 'ERR_MOVE_TOO_FAR' });
  });
});

describe('scripts/make-example-records.ts', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'salvo-examples-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('regenerates every file of testdata/ byte for byte, and no other', async () => {
    await writeExampleFiles(tmp);
    expect(readdirSync(tmp).sort()).toEqual(jsonFiles);
    for (const f of jsonFiles) expect(readFileSync(join(tmp, f), 'utf8'), f).toBe(readFileSync(join(dir, f), 'utf8'));
  });
});
