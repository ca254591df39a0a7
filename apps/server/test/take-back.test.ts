/**
 * Take back online (take-back.ts, db/take-back.ts), on a real SQLite file and real sockets: the request, the other
 * person's refusal and consent, the lapse, the refusals with their codes, a bot seat's take back granted at once, the
 * frames the spectator is sent (only the outcome), the game after a restart, and `verifyRecord` on the finished game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seedRng } from '@salvo/kernel';
import { verifyRecord } from '../src/index';
import type { LiveGame } from '../src/live';
import { toMove } from '../src/rulesets';
import { readTakeBack, removeActions, TAKE_BACK_TYPE } from '../src/db/take-back';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { playUntil } from './play-until';
import { twoProcesses } from './two-processes';
import { vasDecide, wasDecide } from './war-at-battle';

const ROOT = resolve(import.meta.dirname, '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let ids = 0;
const ask = async (c: Client, frame: Record<string, unknown>): Promise<Frame> => {
  const id = `tb-${++ids}`;
  c.send({ ...frame, id });
  return c.next((f) => (f.t === 'ack' || f.t === 'error') && f.id === id);
};

/** Waits until the game is still and `seat` is to move (the bots and the server's dice done). */
async function settled(srv: Pick<TestServer, 'service'>, game: string, seat?: string): Promise<LiveGame> {
  for (let i = 0; i < 2000; i++) {
    const g = srv.service.cached(game);
    if (g) {
      const seats = toMove(g.rs, g.state, g.table, g.lastActor).seats;
      if (seat === undefined ? seats.length > 0 : seats.includes(seat)) return g;
    }
    await sleep(10);
  }
  throw new Error('the game did not settle');
}

/**
 * Plays steps of the people's seats (by HTTP) until `asker` has just made a step it may take back, and asks for it
 * through `c`: the refusals met on the way (the dice rolled since) come back in `refusals`.
 */
async function stepAndAsk(srv: Pick<TestServer, 'service' | 'url'>, game: string, tokens: Record<string, string>, asker: string, c: Client, seed: string, want = (f: Frame) => f.t === 'ack'): Promise<{ answer: Frame; before: unknown; v: number; refusals: Frame[] }> {
  const decide = vasDecide(seedRng(seed));
  const refusals: Frame[] = [];
  for (let i = 0; i < 400; i++) {
    const g = await settled(srv, game);
    const seat = toMove(g.rs, g.state, g.table, g.lastActor).seats.find((s) => tokens[s] !== undefined);
    if (seat === undefined) { await sleep(10); continue; }
    const before = g.state;
    const r = await api(srv.url, 'POST', `/api/games/${game}/act`, { v: g.version, action: decide(g.state, seat) }, tokens[seat]);
    if (r.status !== 200) continue;
    if (seat !== asker) continue;
    await sleep(30);
    await settled(srv, game);
    const answer = await ask(c, { t: 'take-back' });
    if (want(answer)) return { answer, before, v: srv.service.cached(game)?.version ?? -1, refusals };
    refusals.push(answer);
  }
  throw new Error('no step to take back came');
}

describe('take back online, with the other person\'s consent (SQLite file)', () => {
  const tmp = tempDir();
  const file = join(tmp.dir, 'take-back.sqlite');
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(file); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('asked, refused, asked again and allowed: the step is gone for both seats, the spectator is told only the outcome; the finished game verifies', async () => {
    const { game, tokens, spectate } = await humanGame(srv.url, 'vas', { as: 'rn' });
    const rn = await Client.open(srv.wsUrl);
    const rm = await Client.open(srv.wsUrl);
    const watcher = await Client.open(srv.wsUrl, { raw: true });
    await rn.hello(game, { token: tokens.rn as string });
    await rm.hello(game, { token: tokens.rm as string });
    await watcher.hello(game, { spectate });

    // nothing yet: no person has made a step
    expect(await ask(rn, { t: 'take-back' })).toMatchObject({ t: 'error', code: 'ERR_TAKE_BACK_NONE' });
    const first = await stepAndAsk(srv, game, tokens, 'rn', rn, 'tb-one');
    for (const r of first.refusals) expect(r).toMatchObject({ t: 'error', code: expect.stringMatching(/^ERR_TAKE_BACK_(NONE|NOT_YOURS)$/) as unknown });
    const asked = await rn.next((f) => f.t === 'take-back' && f.status === 'asked');
    const told = await rm.next((f) => f.t === 'take-back' && f.status === 'asked');
    expect(asked.text).toBe(`Asked Regia Marina to let you take back: ${String(asked.said)}`);
    expect(String(asked.said)).toMatch(/^Royal Navy: /);
    expect(told).toMatchObject({ request: asked.request, seat: 'rn', v: first.v, text: `Royal Navy asks to take back: ${String(told.said)}` });
    expect(told.said).toBe(asked.said);

    // a page of the seat asked, opened meanwhile, is told the request after its welcome
    const late = await Client.open(srv.wsUrl);
    await late.hello(game, { token: tokens.rm as string });
    expect(await late.next((f) => f.t === 'take-back')).toMatchObject({ status: 'asked', request: asked.request, text: told.text });
    late.close();
    // one request at a time; the asker does not answer its own
    expect(await ask(rn, { t: 'take-back' })).toMatchObject({ t: 'error', code: 'ERR_TAKE_BACK_PENDING' });
    expect(await ask(rn, { t: 'take-back-answer', request: asked.request, allow: true })).toMatchObject({ t: 'error', code: 'ERR_TAKE_BACK_NOT_YOURS' });

    expect(await ask(rm, { t: 'take-back-answer', request: asked.request, allow: false })).toMatchObject({ t: 'ack' });
    for (const c of [rn, rm]) expect(await c.next((f) => f.t === 'take-back' && f.status === 'refused')).toMatchObject({ text: `Regia Marina refused to let Royal Navy take back: ${String(c === rn ? asked.said : told.said)}` });
    expect(await ask(rm, { t: 'take-back-answer', request: asked.request, allow: true })).toMatchObject({ t: 'error', code: 'ERR_TAKE_BACK_LAPSED' });
    expect(srv.service.cached(game)?.version).toBe(first.v);

    const again = await ask(rn, { t: 'take-back' });
    expect(again.t).toBe('ack');
    const second = await rm.next((f) => f.t === 'take-back' && f.status === 'asked');
    expect(second.request).toBe(Number(asked.request) + 1);
    expect(await ask(rm, { t: 'take-back-answer', request: second.request, allow: true })).toMatchObject({ t: 'ack', v: first.v + 1 });
    const g = srv.service.cached(game) as LiveGame;
    expect(g.version).toBe(first.v + 1);
    expect(g.state).toEqual(first.before);
    for (const c of [rn, rm, watcher]) {
      const u = await c.next((f) => f.t === 'update' && f.v === first.v + 1);
      expect(u.events).toEqual([]);
      const done = await c.next((f) => f.t === 'take-back' && f.status === 'done');
      expect(done.text).toBe(`Royal Navy took back: ${String(asked.said)}, with Regia Marina's consent`);
    }
    // the spectator was never told of a request, only of the take back done
    expect((watcher.raw ?? []).filter((f) => f.t === 'take-back').map((f) => f.status)).toEqual(['done']);

    // a request lapses when the game moves: the asker plays on before the answer
    const third = await stepAndAsk(srv, game, tokens, 'rn', rn, 'tb-three');
    const lapsing = await rm.next((f) => f.t === 'take-back' && f.status === 'asked' && f.v === third.v);
    const now = await settled(srv, game);
    const seat = toMove(now.rs, now.state, now.table, now.lastActor).seats[0] as string;
    expect((await api(srv.url, 'POST', `/api/games/${game}/act`, { v: now.version, action: vasDecide(seedRng('tb-lapse'))(now.state, seat) }, tokens[seat])).status).toBe(200);
    expect(await ask(rm, { t: 'take-back-answer', request: lapsing.request, allow: true })).toMatchObject({ t: 'error', code: 'ERR_TAKE_BACK_LAPSED' });

    // the game as rebuilt from the file (a restart) is the game played
    const played = srv.service.cached(game) as LiveGame;
    await playUntil(srv, game, tokens, vasDecide(seedRng('tb-end')), (x) => x.rs.engine.pending(x.state).kind === 'over');
    for (const c of [rn, rm, watcher]) c.close();
    const rec = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, spectate);
    expect(rec.status).toBe(200);
    expect((rec.json.meta as Record<string, string>).takeBacks).toBe('1');
    expect((rec.json.actions as { type: string }[]).some((a) => a.type === 'salvo:take-back')).toBe(false);
    const report = verifyRecord(rec.json);
    expect(report.problems).toEqual([]);
    expect(report.diceChecked).toBeGreaterThan(5);
    // and as a player checks it: `salvo verify` on the downloaded record
    const recordFile = join(tmp.dir, 'record.json');
    writeFileSync(recordFile, JSON.stringify(rec.json));
    const cli = spawnSync('npx', ['tsx', 'apps/cli/src/main.ts', 'verify', recordFile], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain(`Verified: ${report.actions} actions, ${report.diceChecked} rolls all from the committed seed.`);
    expect(cli.stdout).toContain('While this game was played, a step was taken back once');
    expect(played.version).toBeGreaterThan(first.v);
    await srv.close();
    srv = await testServer(file);
    const reopened = await Client.open(srv.wsUrl);
    const welcome = await reopened.hello(game, { token: tokens.rn as string });
    expect(welcome.over).toBe(true);
    const again2 = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, spectate);
    expect(again2.json).toEqual(rec.json);
    reopened.close();
  }, 120_000);

  it('against a bot the take back is granted at once, with the bot\'s steps after it', async () => {
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'rn', seats: { rm: { bot: 'random' } } });
    expect(c.status).toBe(201);
    const game = c.json.game as string;
    const tokens = { rn: (c.json.you as { token: string }).token };
    const rn = await Client.open(srv.wsUrl);
    await rn.hello(game, { token: tokens.rn });
    const r = await stepAndAsk(srv, game, tokens, 'rn', rn, 'tb-bot');
    const done = await rn.next((f) => f.t === 'take-back' && f.status === 'done');
    expect(done.text).toBe(`Royal Navy took back: ${String(done.said)} (against a bot: no consent needed)`);
    expect(String(done.said)).toMatch(/^Royal Navy: /);
    const g = srv.service.cached(game) as LiveGame;
    expect(rn.frames.some((f) => f.t === 'take-back' && f.status === 'asked')).toBe(false);
    expect(g.version).toBe(r.answer.v);
    // the person's step is gone, and with it whatever the bot did after it
    expect(toMove(g.rs, g.state, g.table, g.lastActor).seats).toContain('rn');
    rn.close();
  }, 60_000);

  it('never past the server\'s dice: a step followed by a roll is refused with the reason, nothing asked', async () => {
    const { game, tokens } = await humanGame(srv.url, 'vas', { as: 'rn' });
    const rn = await Client.open(srv.wsUrl);
    const rm = await Client.open(srv.wsUrl);
    await rn.hello(game, { token: tokens.rn as string });
    await rm.hello(game, { token: tokens.rm as string });
    const r = await stepAndAsk(srv, game, tokens, 'rn', rn, 'tb-dice', (f) => f.t === 'error' && /dice/.test(String(f.message)));
    expect(r.answer).toMatchObject({ code: 'ERR_TAKE_BACK_NONE', message: 'Nothing to take back: the dice have been rolled since the last step made by a player.' });
    // the other seat cannot take back the first seat's step either
    expect(await ask(rm, { t: 'take-back' })).toMatchObject({ t: 'error', code: expect.stringMatching(/^ERR_TAKE_BACK_(NONE|NOT_YOURS)$/) as unknown });
    await sleep(50);
    expect([...rn.frames, ...rm.frames].filter((f) => f.t === 'take-back' && f.status === 'asked' && f.v === r.v)).toEqual([]);
    rn.close();
    rm.close();
  }, 60_000);

  it('War at Sea: a secret order taken back is only "a secret order of Allies" to the other seat; the spectator hears of it once done', async () => {
    const { game, tokens, spectate } = await humanGame(srv.url, 'was', { as: 'allies' });
    const allies = await Client.open(srv.wsUrl);
    const axis = await Client.open(srv.wsUrl, { raw: true });
    const watcher = await Client.open(srv.wsUrl, { raw: true });
    await allies.hello(game, { token: tokens.allies as string });
    await axis.hello(game, { token: tokens.axis as string });
    await watcher.hello(game, { spectate });
    const secretStep = (g: LiveGame) => { const p = g.rs.engine.pending(g.state); return p.kind === 'simultaneous' && p.players.includes('allies') && p.players.includes('axis'); };
    const g = await playUntil(srv, game, tokens, wasDecide(seedRng('tb-was')), secretStep);
    const order = wasDecide(seedRng('tb-was-order'))(g.state, 'allies');
    expect((await api(srv.url, 'POST', `/api/games/${game}/act`, { v: g.version, action: order }, tokens.allies)).status).toBe(200);
    expect(await ask(allies, { t: 'take-back' })).toMatchObject({ t: 'ack' });
    const mine = await allies.next((f) => f.t === 'take-back' && f.status === 'asked');
    const theirs = await axis.next((f) => f.t === 'take-back' && f.status === 'asked');
    expect(mine.said).not.toBe('a secret order of Allies');
    expect(theirs).toMatchObject({ said: 'a secret order of Allies', text: 'Allies asks to take back: a secret order of Allies' });
    expect(await ask(axis, { t: 'take-back-answer', request: theirs.request, allow: true })).toMatchObject({ t: 'ack' });
    for (const c of [axis, watcher]) expect((await c.next((f) => f.t === 'take-back' && f.status === 'done')).text).toBe('Allies took back: a secret order of Allies, with Axis\'s consent');
    expect((await allies.next((f) => f.t === 'take-back' && f.status === 'done')).said).toBe(mine.said);
    // nothing the other seat or the spectator was sent names the order
    for (const c of [axis, watcher]) expect(JSON.stringify((c.raw ?? []).filter((f) => f.t === 'take-back'))).not.toContain(String(mine.said));
    expect((watcher.raw ?? []).filter((f) => f.t === 'take-back').map((f) => f.status)).toEqual(['done']);
    expect(srv.service.cached(game)?.state).toEqual(g.state);
    for (const c of [allies, axis, watcher]) c.close();
  }, 60_000);

  it('the removal is one compare-and-set: a stale version or a request that moved writes nothing', async () => {
    const { game, tokens } = await humanGame(srv.url, 'vas', { as: 'rn' });
    const rn = await Client.open(srv.wsUrl);
    await rn.hello(game, { token: tokens.rn as string });
    const r = await stepAndAsk(srv, game, tokens, 'rn', rn, 'tb-cas');
    const rows = async () => (await srv.store.db.selectFrom('actions').select(['seq']).where('game_id', '=', game).execute()).map((x) => Number(x.seq));
    const stored = await readTakeBack(srv.store, game);
    const kept = await rows();
    const head = { version: r.v + 1, status: 'active', toMove: '[]', lastActor: null };
    const removal = { gameId: game, seqs: [r.v], marker: JSON.stringify({ type: TAKE_BACK_TYPE, seat: 'rn', consent: 'rm' }), head, after: '{"done":true}' };
    expect(await removeActions(srv.store, { ...removal, from: r.v - 1, before: stored?.json ?? '' })).toBe('conflict');
    expect(await removeActions(srv.store, { ...removal, from: r.v, before: '{"other":1}' })).toBe('conflict');
    expect(await rows()).toEqual(kept);
    expect((await readTakeBack(srv.store, game))?.version).toBe(r.v);
    rn.close();
  }, 60_000);

  it('a spectator may not ask; a seat may not answer a request that was never made', async () => {
    const { game, tokens, spectate } = await humanGame(srv.url, 'vas', { as: 'rn' });
    const watcher = await Client.open(srv.wsUrl);
    await watcher.hello(game, { spectate });
    expect(await ask(watcher, { t: 'take-back' })).toMatchObject({ t: 'error', code: 'ERR_SPECTATOR' });
    const rm = await Client.open(srv.wsUrl);
    await rm.hello(game, { token: tokens.rm as string });
    expect(await ask(rm, { t: 'take-back-answer', request: 1, allow: true })).toMatchObject({ t: 'error', code: 'ERR_TAKE_BACK_LAPSED' });
    watcher.close();
    rm.close();
  });
});

describe('take back online across two processes (PostgreSQL + Redis)', () => {
  const pair = twoProcesses('takeback');

  it('asked on one process, allowed on the other: both processes and both seats have the step gone; an answer racing an action: one wins', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const { game, tokens, spectate } = await humanGame(pair.x.url, 'vas', { as: 'rn' });
    const rn = await Client.open(pair.x.wsUrl);
    const rm = await Client.open(pair.y.wsUrl);
    const watcher = await Client.open(pair.y.wsUrl, { raw: true });
    await rn.hello(game, { token: tokens.rn as string });
    await rm.hello(game, { token: tokens.rm as string });
    await watcher.hello(game, { spectate });
    const first = await stepAndAsk(pair.x, game, tokens, 'rn', rn, 'tb-pair');
    const told = await rm.next((f) => f.t === 'take-back' && f.status === 'asked');
    expect(told.text).toBe(`Royal Navy asks to take back: ${String(told.said)}`);
    expect(await ask(rm, { t: 'take-back-answer', request: told.request, allow: true })).toMatchObject({ t: 'ack', v: first.v + 1 });
    for (const c of [rn, rm, watcher]) {
      await c.next((f) => f.t === 'update' && f.v === first.v + 1);
      expect((await c.next((f) => f.t === 'take-back' && f.status === 'done')).text).toBe(`Royal Navy took back: ${String(told.said)}, with Regia Marina's consent`);
    }
    expect((watcher.raw ?? []).filter((f) => f.t === 'take-back').map((f) => f.status)).toEqual(['done']);
    for (let i = 0; i < 200 && pair.x.service.cached(game)?.version !== first.v + 1; i++) await sleep(10);
    expect(pair.x.service.cached(game)?.state).toEqual(first.before);
    expect(pair.y.service.cached(game)?.state).toEqual(first.before);

    // the asker plays on process x while the other allows on process y: exactly one of the two is taken
    const second = await stepAndAsk(pair.x, game, tokens, 'rn', rn, 'tb-pair-2');
    const asked = await rm.next((f) => f.t === 'take-back' && f.status === 'asked' && f.v === second.v);
    const g = await settled(pair.x, game, 'rn');
    const action = vasDecide(seedRng('tb-race'))(g.state, 'rn');
    const [acted, answered] = await Promise.all([
      api(pair.x.url, 'POST', `/api/games/${game}/act`, { v: g.version, action }, tokens.rn),
      ask(rm, { t: 'take-back-answer', request: asked.request, allow: true }),
    ]);
    expect([acted.status === 200, answered.t === 'ack'].filter(Boolean)).toHaveLength(1);
    if (answered.t !== 'ack') expect(answered.code).toBe('ERR_TAKE_BACK_LAPSED');
    const rec = await pair.x.store.db.selectFrom('actions').select(['seq']).where('game_id', '=', game).orderBy('seq').execute();
    const version = (await pair.x.store.db.selectFrom('games').select('version').where('id', '=', game).executeTakeFirstOrThrow()).version;
    expect(Number(rec.at(-1)?.seq)).toBe(Number(version));
    for (const c of [rn, rm, watcher]) c.close();
  }, 120_000);
});
