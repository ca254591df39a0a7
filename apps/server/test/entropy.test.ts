/**
 * Seat entropy: a game created with `seatEntropy` rolls nothing and takes no action until every
 * person's seat has given its contribution (after the server's seed commitment was published); the
 * engine seed then mixes the server seed with every contribution into the kernel's 128-bit seed, the
 * record names each contribution, and `verifyRecord` rejects a record whose contribution was changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { isSeed128 } from '@salvo/kernel';
import { verifyRecord } from '../src/index';
import { engineSeed, engineSeedV2, seedCommitment } from '../src/secrets';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { clientRng, drive, vasFromView } from './drive';

describe('seat entropy: the server alone cannot choose the dice', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'entropy.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('one seat\'s different entropy gives another 128-bit engine seed from the same server seed', () => {
    const server = 'cd'.repeat(32);
    const a = engineSeedV2('g1', server, { rn: 'a'.repeat(16), rm: 'b'.repeat(16) });
    const b = engineSeedV2('g1', server, { rn: 'a'.repeat(16), rm: 'c'.repeat(16) });
    expect(isSeed128(a) && isSeed128(b)).toBe(true);
    expect(a).not.toBe(b);
    expect(engineSeedV2('g1', server, { rm: 'b'.repeat(16), rn: 'a'.repeat(16) })).toBe(a);
  });

  it('records of the first seed scheme (a 64-hex HMAC seed folded to 32 bits) still verify their seed', async () => {
    const { makeRecord } = await import('@salvo/kernel');
    const server = 'ef'.repeat(32);
    const setup = { ...(await import('../src/rulesets')).rulesetOf('vas')?.defaultSetup(), seed: engineSeed('old1', server) };
    const rec = makeRecord('vas', 2, setup, [], { gameId: 'old1', seedCommit: seedCommitment('old1', server), serverSeed: server, dice: 'server' });
    expect(verifyRecord(rec).problems).toEqual(['The record stops before the end of the game.']);
    expect(verifyRecord({ ...rec, setup: { ...setup, seed: engineSeedV2('old1', server, {}) } }).problems).toEqual(['The record stops before the end of the game.']);
    expect(verifyRecord({ ...rec, setup: { ...setup, seed: engineSeed('old2', server) } }).problems.join(' ')).toMatch(/seed/);
  });

  it('nothing is rolled or played before every seat contributes; the record carries the contributions and verifies', async () => {
    const { game, tokens, spectate } = await humanGame(srv.url, 'vas', { seatEntropy: true });
    const waiting = await api(srv.url, 'GET', `/api/games/${game}`, undefined, tokens.rn);
    expect(waiting.json).toMatchObject({ v: 0, seeding: true, waitingForEntropy: ['rn', 'rm'] });
    const early = await api(srv.url, 'POST', `/api/games/${game}/act`, { v: 0, action: { type: 'roll', values: [6] } }, tokens.rn);
    expect(early.json.code).toBe('ERR_SEEDING');
    const mine = { rn: 'rn-entropy-'.padEnd(40, 'x'), rm: 'RM_entropy_0123456789' };
    expect((await api(srv.url, 'POST', `/api/games/${game}/entropy`, { entropy: mine.rn }, tokens.rn)).json).toEqual({ started: false });
    const again = await api(srv.url, 'POST', `/api/games/${game}/entropy`, { entropy: mine.rn }, tokens.rn);
    expect([again.status, again.json.code]).toEqual([409, 'ERR_ENTROPY']);
    expect((await api(srv.url, 'POST', `/api/games/${game}/entropy`, { entropy: 'short' }, tokens.rm)).status).toBe(400);
    expect((await api(srv.url, 'POST', `/api/games/${game}/entropy`, { entropy: mine.rm }, spectate)).status).toBe(403);
    expect((await api(srv.url, 'GET', `/api/games/${game}`, undefined, tokens.rn)).json).toMatchObject({ v: 0, waitingForEntropy: ['rm'] });
    expect((await api(srv.url, 'POST', `/api/games/${game}/entropy`, { entropy: mine.rm }, tokens.rm)).json).toEqual({ started: true });
    const started = await api(srv.url, 'GET', `/api/games/${game}`, undefined, tokens.rn);
    expect(started.json.v as number).toBeGreaterThan(0);
    expect(started.json.seeding).toBeUndefined();
    expect(JSON.stringify(started.json)).not.toContain(mine.rm);

    const clients: Record<string, Client> = {};
    const latest: Record<string, Frame> = {};
    for (const [seat, token] of Object.entries(tokens)) {
      clients[seat] = await Client.open(srv.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(game, { token });
    }
    await drive(clients, latest, vasFromView(clientRng('entropy')));
    for (const c of Object.values(clients)) c.close();
    for (const c of Object.values(clients)) for (const f of c.frames) expect(JSON.stringify(f)).not.toContain(mine.rm.slice(0, 12));
    const rec = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, spectate);
    const meta = rec.json.meta as Record<string, string>;
    expect(meta).toMatchObject({ seedScheme: '2', 'entropy.rn': mine.rn, 'entropy.rm': mine.rm });
    expect(isSeed128((rec.json.setup as { seed: unknown }).seed)).toBe(true);
    expect(verifyRecord(rec.json).problems).toEqual([]);
    const forged = structuredClone(rec.json) as { meta: Record<string, string> };
    forged.meta['entropy.rm'] = 'another_entropy_of_rm';
    expect(verifyRecord(forged).problems.join(' ')).toMatch(/entropy/);
    expect(srv.logs.join('')).not.toContain(mine.rm);
  }, 120_000);

  it('a contribution can come with the join; a game without seatEntropy starts at once on a 128-bit seed', async () => {
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'war-at-sea', as: 'allies', seatEntropy: true });
    const game = c.json.game as string;
    const invite = (c.json.invites as Record<string, string>).axis as string;
    const you = c.json.you as { token: string };
    const joined = await api(srv.url, 'POST', `/api/games/${game}/join`, { invite, entropy: 'axis-entropy-0123456789' });
    expect(joined.json.started).toBe(false);
    expect((await api(srv.url, 'POST', `/api/games/${game}/entropy`, { entropy: 'allies-entropy-0123456789' }, you.token)).json).toEqual({ started: true });
    const plain = await humanGame(srv.url, 'vas');
    const g = await api(srv.url, 'GET', `/api/games/${plain.game}`, undefined, plain.tokens.rn);
    expect(g.json.seeding).toBeUndefined();
    expect(g.json.v as number).toBeGreaterThan(0);
  });
});
