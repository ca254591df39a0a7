/**
 * The players' messages (chat.ts), on real servers and sockets: what each seat and a spectator are sent, the
 * refusals with their codes, the conversation kept across a reconnection and a restart, the cap in the database, and
 * two processes (PostgreSQL + Redis) numbering and delivering one conversation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openStore } from '../src/db/open';
import { addMessage } from '../src/db/messages';
import { normaliseMessage } from '../src/chat';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { twoProcesses } from './two-processes';

interface Said { seq: number; seat: string; text: string; at: string }
const chatOf = (f: Frame): Said[] => f.messages as Said[];
const texts = (f: Frame): string[] => chatOf(f).map((m) => m.text);

async function seated(url: string, wsUrl: string): Promise<{ game: string; rn: Client; rm: Client; spectate: string; tokens: Record<string, string> }> {
  const g = await humanGame(url, 'vas', { as: 'rn' });
  const rn = await Client.open(wsUrl);
  const rm = await Client.open(wsUrl);
  await rn.hello(g.game, { token: g.tokens.rn as string });
  await rm.hello(g.game, { token: g.tokens.rm as string });
  return { game: g.game, rn, rm, spectate: g.spectate, tokens: g.tokens };
}

describe('normaliseMessage', () => {
  it('keeps words and single blank lines, drops control and direction-override characters, trims', () => {
    expect(normaliseMessage('  Hello,\r\nadmiral\t!\r\r\r\n\nNext  ')).toBe('Hello,\nadmiral !\n\nNext');
    expect(normaliseMessage('a\u202eb\u0007c\u0000')).toBe('abc');
    expect(normaliseMessage(' \n\t ')).toBe('');
  });
});

describe('messages between the players, on one process', () => {
  const tmp = tempDir();
  const file = join(tmp.dir, 'chat.sqlite');
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(file); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('a seat\'s message reaches both seats, itself included, in a chat frame; a spectator is sent none and cannot write', async () => {
    const { game, rn, rm, spectate, tokens } = await seated(srv.url, srv.wsUrl);
    expect(chatOf(await rn.next((f) => f.t === 'chat'))).toEqual([]);
    expect((await rm.next((f) => f.t === 'chat')).all).toBe(true);
    const watcher = await Client.open(srv.wsUrl, { raw: true });
    await watcher.hello(game, { spectate });

    rn.send({ t: 'say', text: '  Good luck,\r\nadmiral  ', id: 's1' });
    for (const c of [rn, rm]) {
      const f = await c.next((x) => x.t === 'chat' && x.said === undefined);
      expect(f.all).toBeUndefined();
      expect(chatOf(f)).toEqual([{ seq: 1, seat: 'rn', text: 'Good luck,\nadmiral', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown }]);
    }
    rm.send({ t: 'say', text: 'And to you.', id: 's2' });
    for (const c of [rn, rm]) expect(chatOf(await c.next((x) => x.t === 'chat' && x.said === undefined))).toMatchObject([{ seq: 2, seat: 'rm', text: 'And to you.' }]);

    // "Your online games": the latest message each seat was written by the other
    const mine = async (token: string) => ((await api(srv.url, 'POST', '/api/my-games', { tokens: [token] })).json.games as { lastMessageToYou: number }[])[0]?.lastMessageToYou;
    expect(await mine(tokens.rn as string)).toBe(2);
    expect(await mine(tokens.rm as string)).toBe(1);

    watcher.send({ t: 'say', text: 'Psst', id: 'w1' });
    expect(await watcher.next((f) => f.t === 'error' && f.id === 'w1')).toMatchObject({ code: 'ERR_SPECTATOR', message: 'Spectators cannot write to the players.' });
    // a ping answered after both messages: every frame the spectator was to get has arrived
    watcher.send({ t: 'ping' });
    await watcher.next((f) => f.t === 'pong');
    const heard = JSON.stringify(watcher.raw);
    expect(watcher.raw?.some((f) => f.t === 'chat')).toBe(false);
    expect(heard).not.toContain('Good luck');
    expect(heard).not.toContain('And to you');
    for (const c of [rn, rm, watcher]) c.close();
  });

  it('refuses an empty message, a long one and a burst, each with its code and the client\'s id, and stores none of them', async () => {
    const { game, rn, rm, tokens } = await seated(srv.url, srv.wsUrl);
    await rn.next((f) => f.t === 'chat');
    rn.send({ t: 'say', text: ' \n ', id: 'e' });
    expect(await rn.next((f) => f.t === 'error' && f.id === 'e')).toMatchObject({ code: 'ERR_CHAT_EMPTY' });
    rn.send({ t: 'say', text: 'é'.repeat(501), id: 'l' });
    expect(await rn.next((f) => f.t === 'error' && f.id === 'l')).toMatchObject({ code: 'ERR_CHAT_LONG', message: 'A message holds at most 500 characters; this one has 501.' });
    rn.send({ t: 'say', text: 'é'.repeat(500), id: 'ok' });
    expect(texts(await rn.next((f) => f.t === 'chat' && f.said === undefined))).toEqual(['é'.repeat(500)]);
    // the empty and long messages took two of the burst's five, the 500-character one a third
    for (const n of [1, 2]) rn.send({ t: 'say', text: `m${n}`, id: `b${n}` });
    rn.send({ t: 'say', text: 'one too many', id: 'b3' });
    expect(await rn.next((f) => f.t === 'error' && f.id === 'b3')).toMatchObject({ code: 'ERR_CHAT_RATE' });
    // each accepted message is confirmed to its sender's socket by id, after it went out
    for (const n of [1, 2]) expect((await rn.next((f) => f.t === 'chat' && (f.said as { id: string } | undefined)?.id === `b${n}`)).said).toEqual({ id: `b${n}`, seq: n + 1 });
    rn.close();
    rm.close();
    // a new socket of the seat is sent the conversation as stored: in order, without the refused ones
    const again = await Client.open(srv.wsUrl);
    await again.hello(game, { token: tokens.rm as string });
    const all = await again.next((f) => f.t === 'chat');
    expect(all.all).toBe(true);
    expect(chatOf(all).map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(texts(all)).toEqual(['é'.repeat(500), 'm1', 'm2']);
    again.close();
  });

  it('keeps the conversation through a restart of the server', async () => {
    const { game, rn, rm, tokens } = await seated(srv.url, srv.wsUrl);
    rn.send({ t: 'say', text: 'Before the restart', id: 'r' });
    await rm.next((f) => f.t === 'chat' && f.all === undefined);
    rn.close();
    rm.close();
    await srv.close();
    srv = await testServer(file);
    const back = await Client.open(srv.wsUrl);
    await back.hello(game, { token: tokens.rm as string });
    expect(chatOf(await back.next((f) => f.t === 'chat'))).toMatchObject([{ seq: 1, seat: 'rn', text: 'Before the restart' }]);
    back.close();
  });

  it('the database numbers a game\'s messages from 1 and refuses past the cap', async () => {
    const store = await openStore(join(tmp.dir, 'cap.sqlite'));
    try {
      expect(await addMessage(store, 'g', 'rn', 'a', 't', 2)).toBe(1);
      expect(await addMessage(store, 'h', 'rn', 'other game', 't', 2)).toBe(1);
      expect(await addMessage(store, 'g', 'rm', 'b', 't', 2)).toBe(2);
      expect(await addMessage(store, 'g', 'rn', 'c', 't', 2)).toBe('full');
    } finally {
      await store.close();
    }
  });
});

describe('messages between the players, across two processes (PostgreSQL + Redis)', () => {
  const pair = twoProcesses('chat');

  it('seats on different processes hear each other, and messages said at once on both are numbered once, in one order for both', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const g = await humanGame(pair.x.url, 'vas', { as: 'rn' });
    const rn = await Client.open(pair.x.wsUrl);
    const rm = await Client.open(pair.y.wsUrl);
    await rn.hello(g.game, { token: g.tokens.rn as string });
    await rm.hello(g.game, { token: g.tokens.rm as string });
    await rn.next((f) => f.t === 'chat');
    await rm.next((f) => f.t === 'chat');
    rn.send({ t: 'say', text: 'From x', id: 'x1' });
    expect(chatOf(await rm.next((f) => f.t === 'chat'))).toMatchObject([{ seq: 1, seat: 'rn', text: 'From x' }]);
    expect(chatOf(await rn.next((f) => f.t === 'chat' && f.said === undefined))).toMatchObject([{ seq: 1 }]);
    expect((await rn.next((f) => f.t === 'chat' && f.said !== undefined)).said).toEqual({ id: 'x1', seq: 1 });

    for (let i = 0; i < 4; i++) {
      rn.send({ t: 'say', text: `rn ${i}`, id: `a${i}` });
      rm.send({ t: 'say', text: `rm ${i}`, id: `b${i}` });
    }
    const heard = async (c: Client): Promise<Said[]> => {
      const got: Said[] = [];
      while (got.length < 8) got.push(...chatOf(await c.next((f) => f.t === 'chat' && f.said === undefined)));
      return got;
    };
    const [onX, onY] = await Promise.all([heard(rn), heard(rm)]);
    expect(onX.map((m) => m.seq)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(onY).toEqual(onX);
    expect(onX.map((m) => m.text).sort()).toEqual(['rm 0', 'rm 1', 'rm 2', 'rm 3', 'rn 0', 'rn 1', 'rn 2', 'rn 3']);
    expect(rn.frames.some((f) => f.t === 'error') || rm.frames.some((f) => f.t === 'error')).toBe(false);
    rn.close();
    rm.close();
  });
});
