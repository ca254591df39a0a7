/**
 * The search bots' worker jobs and the pool that runs them: a job carries only what its seat may
 * see (two states differing only in hidden facts give the same job), a thread's answer is the
 * decision the job makes anywhere, and a job that runs too long is given up without stopping the pool.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { heuristicWasBot } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import { wasEngine, type Side, type WasState } from '@salvo/was';
import { decideJob, vasJob, wasSearchJob } from '../src/bot-job';
import { BotPool, BotPoolError } from '../src/bot-pool';
import { rulesetOf } from '../src/rulesets';

/** A War at Sea game played by heuristics (dice from its own PRNG) until `side` owes a movement decision. */
function wasAtMove(side: Side, options: Record<string, boolean> = {}): WasState {
  const c = wasEngine.createGame({ seed: 'bot-pool', options });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  const bots = { allies: heuristicWasBot(seedRng('a')), axis: heuristicWasBot(seedRng('x')) };
  for (let i = 0; i < 2000; i++) {
    const p = wasEngine.pending(s);
    if (p.kind === 'decision' && p.player === side && s.step.kind === 'move') return s;
    if (p.kind === 'over') break;
    if (p.kind === 'chance') { s = wasEngine.rollChance(s).state; continue; }
    const who = p.kind === 'decision' ? p.player : (p.players[0] as Side);
    const r = wasEngine.apply(s, bots[who].decide(s, who));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  throw new Error('no movement decision reached');
}

describe('search bot jobs and the bot pool', () => {
  const pools: BotPool[] = [];
  afterAll(async () => { for (const p of pools) await p.close(); });

  it('a War at Sea search job holds no more than the seat sees: other dice to come or the enemy\'s secret order give the same job', () => {
    const s = wasAtMove('allies');
    const other: WasState = { ...s, rng: seedRng('another future'), secret: { ...s.secret, axis: { type: 'place-air', target: null } } };
    const a = wasSearchJob(s, 'allies', 'g|allies|7');
    const b = wasSearchJob(other, 'allies', 'g|allies|7');
    expect(a).not.toBeNull();
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(a)).not.toContain(JSON.stringify(s.rng));
  });

  it('with British ships face down the Axis gets no job (the heuristic decides on the main thread, as the search bot would)', () => {
    const s = wasAtMove('axis', { faceDown: true });
    expect(wasSearchJob(s, 'axis', 'seed')).toBeNull();
  });

  it('a Victory at Sea hard job is the seat\'s observe view', () => {
    const rs = rulesetOf('vas');
    if (!rs) throw new Error('no vas');
    const c = vas.createGame({ ...rs.defaultSetup(), seed: 3 });
    if (!c.ok) throw new Error(c.error.message);
    const s: VasState = c.value;
    const job = vasJob('hard', s, 'rn', 'seed');
    expect(job.view).toEqual(vas.observe(s, 'rn'));
    expect(JSON.stringify(job)).not.toContain('"rng"');
  });

  it('a thread answers with the decision the job makes anywhere (the same seed, the same action)', async () => {
    const pool = new BotPool({ threads: 1, timeoutMs: 600_000 });
    pools.push(pool);
    const job = wasSearchJob(wasAtMove('allies'), 'allies', 'pool|allies|1');
    if (!job) throw new Error('no job');
    const events: string[] = [];
    pool.watch((e) => events.push(e.kind === 'start' ? 'start' : `end:${e.outcome}`));
    const onThread = await pool.decide(job);
    expect(onThread).toEqual(decideJob(job));
    expect(onThread.type).toBe('move');
    expect(events).toEqual(['start', 'end:ok']);
    expect(pool.running).toBe(0);
  });

  it('a job that runs past the timeout is refused with ERR_BOT_TIMEOUT, and the pool goes on with a fresh thread', async () => {
    const pool = new BotPool({ threads: 1, timeoutMs: 600_000 });
    pools.push(pool);
    const job = wasSearchJob(wasAtMove('allies'), 'allies', 'pool|allies|2');
    if (!job) throw new Error('no job');
    const e = await pool.decide(job, 1).then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(BotPoolError);
    expect((e as BotPoolError).code).toBe('ERR_BOT_TIMEOUT');
    expect(pool.running).toBe(0);
    expect(await pool.decide(job)).toEqual(decideJob(job));
    const closed = new BotPool({ threads: 1 });
    await closed.close();
    await expect(closed.decide(job)).rejects.toMatchObject({ code: 'ERR_BOT_CLOSED' });
  });

  it('a job that waits for a thread past maxWaitMs is refused with ERR_BOT_BUSY; the one on the thread still answers', async () => {
    const pool = new BotPool({ threads: 1, timeoutMs: 600_000, maxWaitMs: 30 });
    pools.push(pool);
    const state = wasAtMove('allies');
    const jobs = [1, 2, 3].map((k) => wasSearchJob(state, 'allies', `pool|allies|busy${k}`));
    const [first, second, third] = jobs;
    if (!first || !second || !third) throw new Error('no job');
    // a thread's start-up counts as waiting too: ask until the started thread takes a job
    let ready = false;
    for (let i = 0; i < 300 && !ready; i++) ready = await pool.decide(first).then(() => true, async () => { await new Promise((r) => setTimeout(r, 50)); return false; });
    expect(ready).toBe(true);
    const outcomes = await Promise.allSettled([first, second, third].map((j) => pool.decide(j)));
    // the first goes onto the free thread and answers; the others wait past 30 ms behind it
    expect(outcomes[0]?.status).toBe('fulfilled');
    for (const o of outcomes.slice(1)) {
      expect(o.status).toBe('rejected');
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'ERR_BOT_BUSY' });
    }
    expect(pool.running).toBe(0);
    expect(await pool.decide(second)).toEqual(decideJob(second));
  });
});
