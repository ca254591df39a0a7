/**
 * Conflicts: the seat to move acts twice at the same version from two sockets (and over HTTP), at
 * the same instant. Exactly one action is committed; the other is refused with ERR_STALE and told
 * the new version; the database holds one action per version. SALVO_CONFLICT_TRIALS sets the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { tempDir, testServer, type TestServer } from './support';
import { conflictTrials } from './races';

const TRIALS = Number(process.env.SALVO_CONFLICT_TRIALS ?? (process.env.CI ? 30 : 60));

describe('two actions at one version: exactly one wins, every time (SQLite file)', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'conflict.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it(`${TRIALS} races of one seat on two sockets (every third over HTTP): one ack, one ERR_STALE with the new version`, async () => {
    const r = await conflictTrials(srv, TRIALS);
    expect(r.winners).toBe(TRIALS);
  });
});
