/**
 * The players' messages through the web client's online session (src/session/remote.ts), against the real server on
 * a real SQLite file over real WebSockets: both seats may write and read, a refusal comes back as the server's
 * sentence, a spectator's session holds no message and offers no writing, and a game against a bot offers none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import WebSocket from 'ws';
import { startServer, type RunningServer } from '../../server/src/index';
import { RemoteSession } from '../src/session/remote';

let srv: RunningServer;
const dir = mkdtempSync(join(tmpdir(), 'salvo-remote-chat-'));
beforeAll(async () => {
  srv = await startServer({ db: join(dir, 'chat.sqlite'), port: 0, host: '127.0.0.1', logStream: new Writable({ write(_c, _e, cb) { cb(); } }) });
});
afterAll(async () => {
  await srv.close();
  rmSync(dir, { recursive: true, force: true });
});

async function until(pred: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const post = async (path: string, body: unknown): Promise<Record<string, unknown>> =>
  (await (await fetch(`${srv.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;

const session = (game: string, seat: string | null, token: string) => new RemoteSession<unknown, { type: string }>({
  kind: 'vas', wsUrl: `${srv.url.replace(/^http/, 'ws')}/ws`, game, seat, token,
  describe: () => [], seatName: (_v, s) => (s === 'rn' ? 'Royal Navy' : 'Regia Marina'), socket: ((url: string) => new WebSocket(url)) as never,
});
const connected = (s: RemoteSession<unknown, { type: string }>) => until(() => !s.getSnapshot().busy, 'the welcome');

describe('messages through the online session', () => {
  it('two seats write and read; an empty message is refused with the server\'s sentence; a spectator neither reads nor writes', async () => {
    const c = await post('/api/games', { ruleset: 'vas', as: 'rn' });
    const game = c.game as string;
    const joined = await post(`/api/games/${game}/join`, { invite: (c.invites as Record<string, string>).rm });
    const rn = session(game, 'rn', (c.you as { token: string }).token);
    const rm = session(game, 'rm', joined.token as string);
    const watcher = session(game, null, c.spectate as string);
    try {
      await Promise.all([connected(rn), connected(rm), connected(watcher)]);
      expect(rn.canChat).toBe(true);
      expect(rm.canChat).toBe(true);
      expect(watcher.canChat).toBe(false);
      expect(rm.seatName('rn')).toBe('Royal Navy');

      expect(await rn.say('Shall we?')).toBeNull();
      expect(await rm.say('  After you.  ')).toBeNull();
      await until(() => rn.getSnapshot().chat?.length === 2 && rm.getSnapshot().chat?.length === 2, 'both messages on both pages');
      expect(rn.getSnapshot().chat?.map((m) => [m.seq, m.seat, m.text])).toEqual([[1, 'rn', 'Shall we?'], [2, 'rm', 'After you.']]);
      expect(rm.getSnapshot().chat).toEqual(rn.getSnapshot().chat);

      expect(await rn.say('   ')).toBe('The message is empty: write something first.');
      expect(await watcher.say('hello')).toBe('Spectators cannot write to the players.');
      // an answer to the spectator came after both messages were sent to every socket: it was sent none
      expect(watcher.getSnapshot().chat).toBeUndefined();

      // a page opened again is given the conversation with its welcome
      const again = session(game, 'rm', joined.token as string);
      try {
        await until(() => again.getSnapshot().chat?.length === 2, 'the conversation in the welcome');
      } finally {
        again.dispose();
      }
    } finally {
      for (const s of [rn, rm, watcher]) s.dispose();
    }
  });

  it('a game against a bot offers no messages', async () => {
    const c = await post('/api/games', { ruleset: 'vas', as: 'rn', seats: { rm: { bot: 'random' } } });
    const rn = session(c.game as string, 'rn', (c.you as { token: string }).token);
    try {
      await connected(rn);
      expect(rn.canChat).toBe(false);
    } finally {
      rn.dispose();
    }
  });

  it('who is connected: the other seat is present while its page is open, then not; unknown while the connection is down', async () => {
    const c = await post('/api/games', { ruleset: 'vas', as: 'rn' });
    const game = c.game as string;
    const joined = await post(`/api/games/${game}/join`, { invite: (c.invites as Record<string, string>).rm });
    const rn = session(game, 'rn', (c.you as { token: string }).token);
    try {
      await connected(rn);
      expect(rn.otherPeople).toEqual(['rm']);
      await until(() => rn.present('rn') === true, 'its own seat present');
      expect(rn.present('rm')).toBe(false);
      const rm = session(game, 'rm', joined.token as string);
      await until(() => rn.present('rm') === true, 'the other seat present');
      rm.dispose();
      await until(() => rn.present('rm') === false, 'the other seat gone');
      expect(rn.getSnapshot().present).toEqual(['rn']);
    } finally {
      rn.dispose();
    }
    // a game against a bot has no other person
    const b = await post('/api/games', { ruleset: 'vas', as: 'rn', seats: { rm: { bot: 'random' } } });
    const alone = session(b.game as string, 'rn', (b.you as { token: string }).token);
    try {
      await connected(alone);
      expect(alone.otherPeople).toEqual([]);
    } finally {
      alone.dispose();
    }
  });
});
