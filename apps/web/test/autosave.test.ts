/**
 * The autosave's bookkeeping (src/session/autosave.ts) on a storage with a quota, as a browser's localStorage
 * has: every local game has its own save, so two games played side by side (two tabs) keep both; a resumed
 * game saves on under its own id; the last MAX_KEPT games are kept; a full storage forgets the oldest saves
 * before it gives up the game's own; the single save of earlier versions is taken into the list. The browser
 * test (autosave.browser.test.ts) covers the same through the page and a restarted browser.
 */
import { describe, expect, it } from 'vitest';
import { seedRng, type RngState } from '@salvo/kernel';
import { randomAction } from '@salvo/bots';
import { vas, type VasAction, type VasState } from '@salvo/vas';
import { keepSaved, MAX_KEPT, resumeSavedGame, savedGames, discardSavedGame, setupOfSave } from '../src/session/autosave';
import { startLocal, type AnySession, type NewGame } from '../src/session/new-game';
import { QuotaStorage } from './quota-storage';
import type { GameSession } from '../src/session/types';

const game = (seed: string): NewGame => ({ game: 'vas', mode: 'hot-seat', bot: 'random', humanSeat: 'rn', seed, preMeasure: false, botDelay: 0 });

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A new hot-seat battle, its opening dice (initiative) rolled, so it has actions to save. */
async function start(seed: string): Promise<GameSession<VasState, VasAction>> {
  const s = startLocal(game(seed));
  if (typeof s === 'string') throw new Error(s);
  await settle();
  expect(s.getSnapshot().actions.length).toBeGreaterThan(0);
  return s as GameSession<VasState, VasAction>;
}

/** Plays `n` legal actions (dice rolled by the session) chosen at random. */
async function play(s: GameSession<VasState, VasAction>, n: number, rng: { r: RngState }): Promise<void> {
  for (let i = 0; i < n; i++) {
    const snap = s.getSnapshot();
    if (snap.pending.kind !== 'decision') throw new Error(`expected a decision, got ${snap.pending.kind}`);
    const a = randomAction(vas, snap.state, rng.r);
    expect(await s.submit(a, 'test')).toBeNull();
  }
}

describe('the autosave keeps every unfinished local game', () => {
  it('VAS-RULES-VERSION: a save names its engine version; one from before saves did (Victory at Sea version 2) resumes under those rules', async () => {
    const kv = new QuotaStorage();
    const a = await start('21');
    const stop = keepSaved(a, kv);
    await play(a, 1, { r: seedRng('v') });
    stop();
    const [saved] = savedGames(kv);
    if (!saved) throw new Error('no save');
    expect(saved.engineVersion).toBe(vas.descriptor.version);
    expect((setupOfSave(saved) as { options?: { rulesVersion?: number } }).options?.rulesVersion).toBeUndefined();
    // the same save as a page of 6 December 2026 wrote it: no engine version
    const { engineVersion: _v, ...old } = saved;
    expect((setupOfSave(old) as { options?: { rulesVersion?: number } }).options?.rulesVersion).toBe(2);
    const again = resumeSavedGame({ ...old, id: saved.id }) as AnySession;
    expect(typeof again).not.toBe('string');
    await settle();
    expect((again.getSnapshot().state as VasState).options.rulesVersion).toBe(2);
  });

  it('two games played side by side keep two saves, most recent first, each resuming its own position', async () => {
    const kv = new QuotaStorage();
    const rng = { r: seedRng('autosave') };
    const a = await start('11');
    const b = await start('12');
    const stopA = keepSaved(a, kv);
    const stopB = keepSaved(b, kv);
    await play(a, 3, rng);
    await play(b, 2, rng);
    const kept = savedGames(kv);
    expect(kept.map((g) => g.origin.seed)).toEqual(['12', '11']);
    expect(kept[1]?.actions).toEqual(a.getSnapshot().actions);
    expect(kept[0]?.actions).toEqual(b.getSnapshot().actions);
    expect(kept[0]?.summary).toBe('Victory at Sea hot-seat, turn 1');
    stopA(); stopB();

    // Resumed, A is the same position and saves on under its own id: still two saves, A now the most recent.
    const older = kept[1];
    if (!older) throw new Error('no save');
    const again = resumeSavedGame(older) as AnySession;
    expect(typeof again).not.toBe('string');
    await settle();
    expect(again.getSnapshot().state).toEqual(a.getSnapshot().state);
    // the last roll is shown again, as before the reload
    expect(again.getSnapshot().lastDice?.values).toEqual(a.getSnapshot().lastDice?.values);
    expect(again.getSnapshot().lastDice).not.toBeNull();
    keepSaved(again, kv);
    await play(again as GameSession<VasState, VasAction>, 1, rng);
    const after = savedGames(kv);
    expect(after.map((g) => g.id)).toEqual([older.id, kept[0]?.id]);
    expect(after[0]?.actions.length).toBe(a.getSnapshot().actions.length + 1);

    discardSavedGame(older.id, kv);
    expect(savedGames(kv).map((g) => g.origin.seed)).toEqual(['12']);
    expect(kv.getItem(`salvo.localGame.${older.id}`)).toBeNull();
  });

  it(`keeps the last ${MAX_KEPT} games: one more forgets the one saved longest ago`, async () => {
    const kv = new QuotaStorage();
    for (let i = 0; i <= MAX_KEPT; i++) keepSaved(await start(String(100 + i)), kv);
    const kept = savedGames(kv);
    expect(kept).toHaveLength(MAX_KEPT);
    expect(kept.map((g) => g.origin.seed)).not.toContain('100');
    expect(kept[0]?.origin.seed).toBe(String(100 + MAX_KEPT));
    expect([...kv.items.keys()].filter((k) => k.startsWith('salvo.localGame.'))).toHaveLength(MAX_KEPT);
  });

  it('a game is first saved at its first action: one only started has nothing to lose and pushes no other out', () => {
    const kv = new QuotaStorage();
    const s = startLocal(game('5'));
    if (typeof s === 'string') throw new Error(s);
    keepSaved(s, kv);
    expect(s.getSnapshot().actions).toEqual([]);
    expect(savedGames(kv)).toEqual([]);
  });

  it('a full storage forgets the oldest saves to keep the game being played, and its own save only when nothing else is left', async () => {
    const size = async (seed: string) => {
      const probe = new QuotaStorage();
      keepSaved(await start(seed), probe);
      return [...probe.items].reduce((n, [k, v]) => n + k.length + v.length, 0);
    };
    const sizes = [await size('1'), await size('2'), await size('3')];
    // Room for any two games' saves, not for three.
    const kv = new QuotaStorage(sizes.reduce((a, b) => a + b, 0) - Math.min(...sizes) / 2);
    keepSaved(await start('1'), kv);
    keepSaved(await start('2'), kv);
    expect(savedGames(kv).map((g) => g.origin.seed)).toEqual(['2', '1']);
    keepSaved(await start('3'), kv);
    expect(savedGames(kv).map((g) => g.origin.seed)).toEqual(['3', '2']);
    // A storage too small for even one game: the game's own save is removed, not left behind as its position.
    const tiny = new QuotaStorage();
    const s = await start('4');
    const rng = { r: seedRng('tiny') };
    keepSaved(s, tiny);
    expect(savedGames(tiny)).toHaveLength(1);
    tiny.quota = 10;
    await play(s, 1, rng);
    expect(savedGames(tiny)).toEqual([]);
    expect(s.getSnapshot().actions.length).toBeGreaterThan(0);
  });

  it('the single save of an earlier version is taken into the list and offered', async () => {
    const kv = new QuotaStorage();
    keepSaved(await start('7'), kv);
    const [g] = savedGames(kv);
    if (!g) throw new Error('no save');
    const { id, ...legacy } = g;
    const fresh = new QuotaStorage();
    fresh.setItem('salvo.localGame', JSON.stringify(legacy));
    const kept = savedGames(fresh);
    expect(kept.map((x) => x.origin.seed)).toEqual(['7']);
    expect(fresh.getItem('salvo.localGame')).toBeNull();
    expect(savedGames(fresh)).toHaveLength(1);
    expect(id).not.toBe(kept[0]?.id);
    // Something else under the old key is dropped, not offered.
    const junk = new QuotaStorage();
    junk.setItem('salvo.localGame', '{"not":"a game"}');
    expect(savedGames(junk)).toEqual([]);
  });
});
