/**
 * Take back in games played at this browser (LocalSession.takeBack over the kernel's take-back.ts): a person takes back
 * their last step with every bot step after it, back to the same state and the same log, until dice rolled by the
 * computer, revealed orders or a battle on the table close the way back; a mistyped die is taken back like a
 * decision; a resumed game takes back across the reload; the autosave follows. The browser test
 * (take-back.browser.test.ts) covers the button and Ctrl+Z.
 */
import { describe, expect, it } from 'vitest';
import { seedRng, type RngState } from '@salvo/kernel';
import { randomAction } from '@salvo/bots';
import { vas, type VasAction, type VasState } from '@salvo/vas';
import { wasEngine as was, type WasAction, type WasState } from '@salvo/was';
import { startLocal, type NewGame } from '../src/session/new-game';
import { keepSaved, resumeSavedGame, savedGames } from '../src/session/autosave';
import type { GameSession } from '../src/session/types';
import { QuotaStorage } from './quota-storage';

const settle = () => new Promise((r) => setTimeout(r, 0));
const game = (mode: NewGame['mode'], seed: string, g: 'vas' | 'was' = 'vas', bot: NewGame['bot'] = 'random'): NewGame =>
  ({ game: g, mode, bot, humanSeat: g === 'vas' ? 'rn' : 'allies', seed, preMeasure: false, botDelay: 0 });

async function vasGame(g: NewGame): Promise<GameSession<VasState, VasAction>> {
  const s = startLocal(g);
  if (typeof s === 'string') throw new Error(s);
  await settle();
  return s as GameSession<VasState, VasAction>;
}

describe('taking back in a Victory at Sea game at this browser', () => {
  it('hot-seat: a decision taken back restores the state, the actions and the log as they were, and says so', async () => {
    const s = await vasGame(game('hot-seat', '11'));
    const rng = { r: seedRng('take-back') as RngState };
    // the opening dice were the computer's: nothing of the people's to take back yet
    expect(s.getSnapshot().takeBack).toMatchObject({ ok: false, why: expect.stringContaining('no step has been made') });
    const before = s.getSnapshot();
    expect(before.pending.kind).toBe('decision');
    const a = randomAction(vas, before.state, rng.r);
    expect(await s.submit(a, 'test')).toBeNull();
    const after = s.getSnapshot();
    expect(after.takeBack).toMatchObject({ ok: true, index: before.actions.length });
    expect(await s.takeBack?.()).toBeNull();
    const back = s.getSnapshot();
    expect(vas.serialize(back.state)).toBe(vas.serialize(before.state));
    expect(back.actions).toEqual(before.actions);
    expect(back.pending).toEqual(before.pending);
    expect(back.log.slice(0, -1)).toEqual(before.log);
    expect(back.log.at(-1)?.text).toMatch(/^Taken back: /);
    // played again, the same decision leads to the same game, the computer's dice after it included
    expect(await s.submit(a, 'test')).toBeNull();
    expect(vas.serialize(s.getSnapshot().state)).toBe(vas.serialize(after.state));
  });

  it('against the bot: the dice close the way back, and the game is left as it was', async () => {
    const s = await vasGame(game('bot', '5'));
    const rng = { r: seedRng('bot-take-back') as RngState };
    let sawDiceBarrier = false;
    let tookBack = 0;
    for (let i = 0; i < 400 && s.getSnapshot().pending.kind !== 'over'; i++) {
      const snap = s.getSnapshot();
      if (snap.pending.kind !== 'decision') throw new Error(`expected the person's decision, got ${snap.pending.kind}`);
      const point = snap.takeBack;
      if (point && !point.ok && /dice have been rolled/.test(point.why)) {
        sawDiceBarrier = true;
        const refused = await s.takeBack?.();
        expect(refused).toBe(point.why);
        // nothing changes: not the game, and not the page's error (the header shows the sentence by the button)
        expect(s.getSnapshot()).toBe(snap);
      } else if (point?.ok && tookBack < 3) {
        // the person's last step and the bot's answers after it go; the person decides again where they decided
        const kept = snap.actions.slice(0, point.index);
        expect(await s.takeBack?.()).toBeNull();
        const back = s.getSnapshot();
        expect(back.actions).toEqual(kept);
        expect(back.pending.kind === 'decision' && back.pending.player).toBe('rn');
        tookBack++;
        continue;
      }
      expect(await s.submit(randomAction(vas, s.getSnapshot().state, rng.r), 'test')).toBeNull();
    }
    expect(sawDiceBarrier).toBe(true);
    expect(tookBack).toBe(3);
  });

  it('table mode: a mistyped die is taken back and typed again', async () => {
    const s = await vasGame(game('table', '3'));
    const first = s.getSnapshot();
    expect(first.pending.kind).toBe('chance');
    if (first.pending.kind !== 'chance') return;
    const n = first.pending.request.dice;
    expect(await s.submitDice(Array<number>(n).fill(1))).toBeNull();
    expect(s.getSnapshot().takeBack).toMatchObject({ ok: true, index: 0, said: expect.stringContaining('(typed at the table)') });
    expect(await s.takeBack?.()).toBeNull();
    const back = s.getSnapshot();
    expect(back.actions).toEqual([]);
    expect(back.pending).toEqual(first.pending);
    expect(back.lastDice).toBeNull();
    expect(back.log.at(-1)?.text).toMatch(/^Taken back: Roll .*: 1( 1)* \(typed at the table\)$/);
    expect(await s.submitDice(Array<number>(n).fill(6))).toBeNull();
    expect(s.getSnapshot().lastDice?.values).toEqual(Array<number>(n).fill(6));
  });

  it('a resumed game takes back across the reload, its log rebuilt from the record', async () => {
    const s = await vasGame(game('hot-seat', '21'));
    const rng = { r: seedRng('resume') as RngState };
    let mine = -1;
    for (let i = 0; i < 30; i++) {
      const snap = s.getSnapshot();
      if (snap.pending.kind !== 'decision') break;
      mine = snap.actions.length;
      expect(await s.submit(randomAction(vas, snap.state, rng.r), 'test')).toBeNull();
      if (s.getSnapshot().takeBack?.ok) break;
    }
    const at = s.getSnapshot();
    expect(at.takeBack?.ok).toBe(true);
    const resumed = startLocal(game('hot-seat', '21'), { setup: (s as unknown as { setup: unknown }).setup, actions: at.actions, log: at.log });
    if (typeof resumed === 'string') throw new Error(resumed);
    await settle();
    const r = resumed as GameSession<VasState, VasAction>;
    expect(r.getSnapshot().takeBack).toMatchObject({ ok: true, index: mine });
    expect(await r.takeBack?.()).toBeNull();
    const back = r.getSnapshot();
    expect(back.actions).toEqual(at.actions.slice(0, mine));
    // the rebuilt log is the log the game wrote up to that step, told after the fact (not announced again)
    expect(back.log.slice(0, -1).map((e) => e.text)).toEqual(at.log.slice(0, back.log.length - 1).map((e) => e.text));
    expect(back.log.slice(0, -1).every((e) => e.past)).toBe(true);
    expect(back.log.at(-1)).toMatchObject({ text: expect.stringMatching(/^Taken back: /) });
    expect(back.log.at(-1)?.past).toBeUndefined();
  });

  it('the record counts the take backs (meta.takeBacks), the autosave keeps the count, and a resumed game counts on', async () => {
    const kv = new QuotaStorage();
    const s = await vasGame(game('table', '9'));
    const stop = keepSaved(s, kv);
    const dice = (v: number) => { const p = s.getSnapshot().pending; if (p.kind !== 'chance') throw new Error('dice'); return Array<number>(p.request.dice).fill(v); };
    expect(JSON.parse(s.recordJson() as string).meta.takeBacks).toBeUndefined();
    expect(await s.submitDice(dice(2))).toBeNull();
    expect(await s.submitDice(dice(3))).toBeNull();
    expect(await s.takeBack?.()).toBeNull();
    expect(await s.submitDice(dice(4))).toBeNull();
    expect(await s.takeBack?.()).toBeNull();
    expect(await s.submitDice(dice(5))).toBeNull();
    expect(JSON.parse(s.recordJson() as string).meta).toMatchObject({ takeBacks: '2' });
    const saved = savedGames(kv)[0];
    expect(saved?.takeBacks).toBe(2);
    stop();
    if (!saved) return;
    const resumed = resumeSavedGame(saved) as GameSession<VasState, VasAction>;
    await settle();
    expect(await resumed.takeBack?.()).toBeNull();
    expect(JSON.parse(resumed.recordJson() as string).meta).toMatchObject({ takeBacks: '3' });
  });

  it('the autosave follows: a game whose every step is taken back is no longer offered at the position it left', async () => {
    const kv = new QuotaStorage();
    const s = await vasGame(game('table', '8'));
    const stop = keepSaved(s, kv);
    const p = s.getSnapshot().pending;
    if (p.kind !== 'chance') throw new Error('expected dice');
    expect(await s.submitDice(Array<number>(p.request.dice).fill(4))).toBeNull();
    expect(savedGames(kv)).toHaveLength(1);
    expect(await s.takeBack?.()).toBeNull();
    expect(savedGames(kv)).toHaveLength(0);
    expect(await s.submitDice(Array<number>(p.request.dice).fill(5))).toBeNull();
    expect(savedGames(kv)[0]?.actions).toEqual(s.getSnapshot().actions);
    stop();
  });
});

describe('taking back in a War at Sea game at this browser', () => {
  it('against the bot, the orders once shown cannot be taken back; hot-seat, the first of two secret orders can', async () => {
    const rng = { r: seedRng('was-take-back') as RngState };
    const bot = startLocal(game('bot', '4', 'was', 'heuristic')) as GameSession<WasState, WasAction>;
    await settle();
    let revealed = false;
    for (let i = 0; i < 60 && !revealed; i++) {
      const snap = bot.getSnapshot();
      if (snap.pending.kind === 'over') break;
      const point = snap.takeBack;
      if (point && !point.ok && /secret orders have been shown/.test(point.why)) revealed = true;
      else await bot.submit(randomAction(was, snap.state, rng.r), 'test');
    }
    expect(revealed).toBe(true);

    const hs = startLocal(game('hot-seat', '4', 'was')) as GameSession<WasState, WasAction>;
    await settle();
    for (let i = 0; i < 60; i++) {
      const snap = hs.getSnapshot();
      if (snap.pending.kind === 'simultaneous') break;
      await hs.submit(randomAction(was, snap.state, rng.r), 'test');
    }
    const before = hs.getSnapshot();
    expect(before.pending.kind).toBe('simultaneous');
    expect(await hs.submit(randomAction(was, before.state, rng.r), 'test')).toBeNull();
    expect(hs.getSnapshot().pending).toEqual(before.pending.kind === 'simultaneous' ? expect.objectContaining({ kind: 'simultaneous' }) : null);
    // the order taken back is named, not shown: the other player may be at the screen
    expect(hs.getSnapshot().takeBack).toMatchObject({ ok: true, said: expect.stringMatching(/^(Allies|Axis): a secret order$/) });
    expect(await hs.takeBack?.()).toBeNull();
    expect(was.serialize(hs.getSnapshot().state)).toBe(was.serialize(before.state));
  });
});
