/**
 * A scenario's deployment table turned by the player hands its turn to the battle table that follows: once,
 * within the hour (a deployment left unfinished does not turn a later game), and nothing when none was chosen.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carryTurn, takeCarriedTurn } from '../src/vas/table-turn';
import { QuotaStorage } from './quota-storage';

const g = globalThis as unknown as { localStorage?: QuotaStorage };

describe('the deployment table\'s turn carried into the battle', () => {
  beforeEach(() => { g.localStorage = new QuotaStorage(); });
  afterEach(() => { delete g.localStorage; });

  it('the battle opens turned as the deployment was, once; the next table has its own default', () => {
    expect(takeCarriedTurn()).toBeNull();
    carryTurn(true, 1_000);
    expect(takeCarriedTurn(2_000)).toBe(true);
    expect(takeCarriedTurn(3_000)).toBeNull();
    carryTurn(false, 1_000);
    expect(takeCarriedTurn(2_000)).toBe(false);
  });

  it('a deployment left for more than an hour turns nothing', () => {
    carryTurn(true, 0);
    expect(takeCarriedTurn(60 * 60 * 1000 + 1)).toBeNull();
    expect(g.localStorage?.items.size).toBe(0);
  });

  it('a storage that refuses the write leaves the battle unturned, without an error', () => {
    g.localStorage = new QuotaStorage(0);
    expect(() => carryTurn(true)).not.toThrow();
    expect(takeCarriedTurn()).toBeNull();
  });
});
