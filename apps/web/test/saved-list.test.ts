/**
 * The start screen's list of unfinished local games (src/session/saved-list.ts), read without the engines: the
 * same storage keys autosave.ts writes (`salvo.localGames`, `salvo.localGame.<id>`, the older single
 * `salvo.localGame`), the same fields the list shows (summary, action count, when saved), the same entries
 * skipped. The engines are fetched only on Resume (autosave.ts); screen-load.browser.test.ts checks the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepSaved } from '../src/session/autosave';
import { startLocal, type NewGame } from '../src/session/new-game';
import { discardSavedGame, MAX_KEPT, playedText, savedGames, savedLabel, writeSavedGame, type SavedGame } from '../src/session/saved-list';
import { QuotaStorage } from './quota-storage';

const origin: NewGame = { game: 'vas', mode: 'bot', bot: 'random', humanSeat: 'rn', seed: '5', preMeasure: false, botDelay: 0 };
const save = (summary: string, actions: number) => JSON.stringify({ version: 1, origin, setup: {}, actions: Array.from({ length: actions }, (_, i) => i), log: [], summary, savedAt: '2026-12-07T10:00:00.000Z' });

describe('the saved-games list, read without the engines', () => {
  it('lists what autosave.ts wrote: the summary, the actions, when it was saved, under its id', async () => {
    const kv = new QuotaStorage();
    const s = startLocal({ ...origin, mode: 'hot-seat' });
    if (typeof s === 'string') throw new Error(s);
    await new Promise((r) => setTimeout(r, 0));
    const stop = keepSaved(s, kv, () => new Date('2026-12-07T09:30:00.000Z'));
    stop();
    const [id] = JSON.parse(kv.getItem('salvo.localGames') ?? '[]') as string[];
    const listed = savedGames(kv);
    expect(listed.map((g) => [g.id, g.summary, g.actions.length, g.savedAt])).toEqual([[id, 'Victory at Sea hot-seat, turn 1', s.getSnapshot().actions.length, '2026-12-07T09:30:00.000Z']]);
    expect(listed[0]).toEqual({ ...JSON.parse(kv.getItem(`salvo.localGame.${id}`) ?? 'null'), id });
    s.dispose();
  });

  it('keeps the index order (most recently saved first), skips without a word what does not read as a saved game, and loses no game to an unreadable list', () => {
    const kv = new QuotaStorage();
    kv.setItem('salvo.localGames', JSON.stringify(['b', 7, 'gone', 'bad-json', 'old-version', 'no-summary', 'no-log', 'a']));
    kv.setItem('salvo.localGame.a', save('Victory at Sea hot-seat, turn 1', 3));
    kv.setItem('salvo.localGame.b', save('War at Sea against the bot (heuristic), turn 2', 9));
    kv.setItem('salvo.localGame.bad-json', '{oops');
    kv.setItem('salvo.localGame.old-version', save('x', 1).replace('"version":1', '"version":2'));
    kv.setItem('salvo.localGame.no-summary', save('x', 1).replace('"summary":"x",', ''));
    kv.setItem('salvo.localGame.no-log', save('x', 1).replace('"log":[],', ''));
    expect(savedGames(kv).map((g) => [g.id, g.summary, g.actions.length])).toEqual([['b', 'War at Sea against the bot (heuristic), turn 2', 9], ['a', 'Victory at Sea hot-seat, turn 1', 3]]);
    // An unreadable list loses no game: each is still found under its own key.
    kv.setItem('salvo.localGames', '{not a list');
    expect(savedGames(kv).map((g) => g.id).sort()).toEqual(['a', 'b']);
    kv.setItem('salvo.localGames', '{"a": 1}');
    expect(savedGames(kv).map((g) => g.id).sort()).toEqual(['a', 'b']);
    expect(savedGames(null)).toEqual([]);
  });

  it('takes the single save of earlier versions into the list, first, once', () => {
    const kv = new QuotaStorage();
    kv.setItem('salvo.localGames', JSON.stringify(['a']));
    kv.setItem('salvo.localGame.a', save('Victory at Sea hot-seat, turn 1', 3));
    kv.setItem('salvo.localGame', save('War at Sea hot-seat, turn 4', 40));
    expect(savedGames(kv).map((g) => [g.id, g.summary])).toEqual([['legacy', 'War at Sea hot-seat, turn 4'], ['a', 'Victory at Sea hot-seat, turn 1']]);
    expect(kv.getItem('salvo.localGame')).toBeNull();
    expect(savedGames(kv).map((g) => g.id)).toEqual(['legacy', 'a']);
    // an unreadable old save is dropped, not listed
    kv.setItem('salvo.localGame', '{oops');
    expect(savedGames(kv).map((g) => g.id)).toEqual(['legacy', 'a']);
    expect(kv.getItem('salvo.localGame')).toBeNull();
  });

  it('Discard removes the game and its place in the list', () => {
    const kv = new QuotaStorage();
    kv.setItem('salvo.localGames', JSON.stringify(['b', 'a']));
    kv.setItem('salvo.localGame.a', save('A', 1));
    kv.setItem('salvo.localGame.b', save('B', 2));
    discardSavedGame('b', kv);
    expect(kv.getItem('salvo.localGame.b')).toBeNull();
    expect(kv.getItem('salvo.localGames')).toBe('["a"]');
    expect(savedGames(kv).map((g) => g.summary)).toEqual(['A']);
    expect(MAX_KEPT).toBe(8);
  });

  it('imports nothing but the storage at run time (types only from the engine side), so the start screen stays light', () => {
    const src = readFileSync(join(import.meta.dirname, '..', 'src', 'session', 'saved-list.ts'), 'utf8');
    const imports = [...src.matchAll(/^import (type )?.*from '([^']+)';$/gm)].filter((m) => m[1] === undefined).map((m) => m[2]);
    expect(imports).toEqual(['./browser-storage', '../common/scenario-names']);
  });

  it('a game whose entry in the list another tab overwrote is still offered, in its place by when it was saved, and put back in the list by the next save', () => {
    const kv = new QuotaStorage();
    const at = (t: string, summary: string) => JSON.stringify({ ...JSON.parse(save(summary, 2)), savedAt: t });
    // Tab 1 saved game a, then tab 2 (its copy of the storage not yet showing a's entry) wrote a list of its own.
    kv.setItem('salvo.localGame.a', at('2026-12-07T10:00:01.000Z', 'Victory at Sea against the bot (random), turn 1'));
    kv.setItem('salvo.localGame.b', at('2026-12-07T10:00:02.000Z', 'Victory at Sea hot-seat, turn 1'));
    kv.setItem('salvo.localGames', JSON.stringify(['b']));
    expect(savedGames(kv).map((g) => g.id)).toEqual(['b', 'a']);
    writeSavedGame(kv, 'c', at('2026-12-07T10:00:03.000Z', 'War at Sea hot-seat, turn 1'));
    expect(JSON.parse(kv.getItem('salvo.localGames') ?? '[]')).toEqual(['c', 'b', 'a']);
  });

  it('says which battle each kept game is, the player\'s side and opponent, the turn and when it was last played', async () => {
    const kv = new QuotaStorage();
    const s = startLocal({ ...origin, bot: 'normal', botDelay: 0, scenario: 'matapan' });
    if (typeof s === 'string') throw new Error(s);
    await new Promise((r) => setTimeout(r, 0));
    const now = new Date('2026-12-08T00:41:00.000Z');
    keepSaved(s, kv, () => now)();
    const [kept] = savedGames(kv);
    if (!kept) throw new Error('not saved');
    const at = playedText(now.toISOString(), now);
    expect(at).toMatch(/^today at /);
    // a default battle: its name and its fleets by their ships, the person's side, the bot
    expect(savedLabel(kept, now)).toEqual({
      title: 'Victory at Sea, Matapan: HMS Warspite, HMS Valiant against Vittorio Veneto, Zara',
      detail: `You play Royal Navy against the bot (normal), turn 1, ${kept.actions.length} actions, last played ${at}.`,
    });
    s.dispose();
    // saves from before these fields: the battle from how the game was begun, the turn from the summary
    const old = (o: Partial<SavedGame['origin']>, summary: string): SavedGame => ({ ...(JSON.parse(save(summary, 171)) as SavedGame), origin: { ...origin, ...o } });
    const later = new Date('2026-12-09T12:00:00.000Z');
    const then = playedText('2026-12-07T10:00:00.000Z', later);
    expect(then).toMatch(/^on (7 Dec|Dec 7) at /);
    expect(savedLabel(old({ bot: 'normal', scenario: 'carrier', humanSeat: 'rm' }, 'Victory at Sea against the bot (normal), turn 4'), later))
      .toEqual({ title: 'Victory at Sea, Carrier strike', detail: `You play Regia Marina against the bot (normal), turn 4, 171 actions, last played ${then}.` });
    expect(savedLabel(old({ mode: 'hot-seat', seats: { british: 'human', german: 'human' } }, 'Victory at Sea: River Plate, hot-seat, turn 2'), later))
      .toEqual({ title: 'Victory at Sea, River Plate', detail: `Hot-seat: both sides on this screen, turn 2, 171 actions, last played ${then}.` });
    // a scenario against the bot: the person's fleet by its name, when the save carries it
    expect(savedLabel({ ...old({ seats: { british: 'human', german: 'hard' } }, 'Victory at Sea: River Plate, against the bot (random), turn 3'), battle: 'River Plate', fleets: 'HMS Exeter against Admiral Graf Spee', sides: { british: 'British', german: 'Kriegsmarine' }, turn: 3 }, later))
      .toEqual({ title: 'Victory at Sea, River Plate: HMS Exeter against Admiral Graf Spee', detail: `You play British against the bot (hard), turn 3, 171 actions, last played ${then}.` });
    expect(savedLabel(old({ game: 'was', bot: 'heuristic', humanSeat: 'axis' }, 'War at Sea against the bot (heuristic), turn 2'), later))
      .toEqual({ title: 'War at Sea', detail: `You play the Axis against the bot (heuristic), turn 2, 171 actions, last played ${then}.` });
    expect(savedLabel(old({ mode: 'table' }, 'Victory at Sea table mode'), later).detail).toBe(`Table mode: both sides on this screen, dice typed in, 171 actions, last played ${then}.`);
  });
});
