/**
 * Rules versions on the server (stored-setup.ts): a game row keeps the engine version it was created under, and a
 * row stored before rows kept it (engine_version null: Victory at Sea version 2) is rebuilt, played on and published
 * under the rules it began with, after a restart, on a real SQLite file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { sql } from 'kysely';
import { vas } from '@salvo/vas';
import { openStore } from '../src/db/open';
import { engineVersionOf, storedSetup } from '../src/stored-setup';
import { rulesetOf } from '../src/rulesets';
import { api, Client, humanGame, tempDir, testServer } from './support';

const tmp = tempDir();
afterAll(() => tmp.done());

describe('the rules a stored game is played by', () => {
  const vasRs = rulesetOf('vas');
  if (!vasRs) throw new Error('no vas ruleset');

  it('a row names its engine version; a row from before the column is Victory at Sea version 2; the setup follows it', () => {
    const setup = JSON.stringify({ seed: 1, fleets: [], options: { weather: 'bad' } });
    expect(engineVersionOf({ ruleset: 'vas', engine_version: 3 }, vasRs)).toBe(3);
    expect(engineVersionOf({ ruleset: 'vas', engine_version: null }, vasRs)).toBe(2);
    expect(engineVersionOf({ ruleset: 'vas' }, vasRs)).toBe(2);
    expect(storedSetup({ ruleset: 'vas', engine_version: vas.descriptor.version, setup }, vasRs)).toEqual({ seed: 1, fleets: [], options: { weather: 'bad' } });
    expect(storedSetup({ ruleset: 'vas', engine_version: null, setup }, vasRs)).toEqual({ seed: 1, fleets: [], options: { weather: 'bad', rulesVersion: 2 } });
  });

  it('a game stored before rows kept their version goes on under version 2 after a restart, and its record says so', async () => {
    const file = join(tmp.dir, 'rules.sqlite');
    let srv = await testServer(file);
    const g = await humanGame(srv.url, 'vas', { as: 'rn' });
    const created = srv.service.cached(g.game)?.state as { options: { rulesVersion?: number } };
    expect(created.options.rulesVersion).toBeUndefined();
    await srv.close();

    // the row as a server of 6 December 2026 left it: no engine version
    const store = await openStore(file);
    try {
      expect((await store.db.selectFrom('games').select('engine_version').where('id', '=', g.game).executeTakeFirstOrThrow()).engine_version).toBe(vas.descriptor.version);
      await sql`update games set engine_version = null where id = ${g.game}`.execute(store.db);
    } finally {
      await store.close();
    }

    srv = await testServer(file);
    try {
      const rn = await Client.open(srv.wsUrl);
      const welcome = await rn.hello(g.game, { token: g.tokens.rn as string });
      expect(welcome.t).toBe('welcome');
      const state = srv.service.cached(g.game)?.state as { options: { rulesVersion?: number } };
      expect(state.options.rulesVersion).toBe(2);
      // conceded, the record is published with the version the game began under, and replays under its rules
      const done = await rn.act(welcome.v as number, { type: 'concede', fleet: 'rn' }, 'c');
      expect(done.t).toBe('ack');
      const rec = await api(srv.url, 'GET', `/api/games/${g.game}/record`, undefined, g.spectate);
      expect(rec.status).toBe(200);
      expect(rec.json.engineVersion).toBe(2);
      expect((rec.json.setup as { options?: { rulesVersion?: number } }).options?.rulesVersion).toBeUndefined();
      rn.close();
    } finally {
      await srv.close();
    }
  });
});
