/**
 * The long-thinking bots in the browser (Victory at Sea `hard`, War at Sea `search`) think on a Web Worker
 * (src/session/bot-thread.ts), not on the page's thread: the page starts the bot worker, and the bot's
 * decisions come back from it and are played, with no error shown, through several turns of play.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserOrSkip, launch, withShots, type Harness } from './browser';
import { errorShown, playVasDecision, playWasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();

describe.skipIf(!run)('bots that think on a worker', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('Victory at Sea against hard and War at Sea against search: the worker decides, the page plays on', async () => {
    const { page } = h;
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await withShots(page, 'bot-worker', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', bot: 'hard', seed: '3' });
      let mine = 0;
      for (; mine < 8; mine++) {
        if ((await settled(page)) === 'over') break;
        await playVasDecision(page);
      }
      await settled(page);
      expect(await errorShown(page)).toBe(false);
      const vasSnap = await snapshot<{ actions: { type: string }[] }>(page);
      // besides the person's decisions and the dice, the bot's: it decided, on the worker
      expect(vasSnap.actions.filter((a) => a.type !== 'roll').length).toBeGreaterThan(mine);
      expect(workers.filter((u) => /bot-worker/.test(u)).length).toBe(1);

      await startGame(page, h.url, { game: 'was', mode: 'bot', bot: 'search', seed: '4' });
      let orders = 0;
      for (; orders < 6; orders++) {
        if ((await settled(page)) === 'over') break;
        await playWasDecision(page, orders === 0);
      }
      await settled(page);
      expect(await errorShown(page)).toBe(false);
      const wasSnap = await snapshot<{ actions: { type: string }[] }>(page);
      expect(wasSnap.actions.filter((a) => a.type !== 'roll').length).toBeGreaterThan(orders);
      // a new page load, a new worker for the new game's bot
      expect(workers.filter((u) => /bot-worker/.test(u)).length).toBe(2);
    });
  }, 240_000);
});
