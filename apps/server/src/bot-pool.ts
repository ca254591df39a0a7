/**
 * Expensive bot decisions (War at Sea `search`, Victory at Sea `hard`) run off the event loop, on a
 * small pool of worker threads: os.availableParallelism() - 1 of them, at least 1, started when the
 * first job comes (a server whose games seat no such bot starts none). A job carries only what its
 * seat may see (bot-job.ts); the answer comes back as an action the service checks and commits like
 * any other. A job that takes longer than its timeout once on a thread is given up (the thread is
 * ended and replaced), a thread that crashes or cannot start fails its job, and a job that waits too long
 * for a free thread is refused: either way the promise rejects with a coded `BotPoolError` and the
 * caller decides without the pool.
 *
 * Where the worker is: beside this module as bot-worker.ts under tsx or vitest, or as
 * salvo-bot-worker.mjs beside the esbuild bundle (apps/server/test/bundle.ts builds both); in the
 * bundle every module's import.meta.url is the bundle's.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotJob } from './bot-job';
import type { JobMessage, ReplyMessage } from './bot-worker';
import type { AnyAction } from './rulesets';

export type BotPoolCode = 'ERR_BOT_TIMEOUT' | 'ERR_BOT_CRASH' | 'ERR_BOT_FAILED' | 'ERR_BOT_START' | 'ERR_BOT_CLOSED' | 'ERR_BOT_BUSY';

export class BotPoolError extends Error {
  constructor(readonly code: BotPoolCode, message: string) {
    super(message);
    this.name = 'BotPoolError';
  }
}

export interface BotPoolOptions {
  /** Worker threads (default os.availableParallelism() - 1, at least 1). */
  readonly threads?: number;
  /** A decision given up after this many ms on its thread (default 30 s). */
  readonly timeoutMs?: number;
  /**
   * A decision still waiting for a free thread after this many ms is refused with ERR_BOT_BUSY (default
   * 10 s), so that when more games seat search bots than the threads can serve, a seat waits at most this
   * long before its game decides without the pool (the heuristic, on the main thread).
   */
  readonly maxWaitMs?: number;
}

/** What a watcher is told: a job went onto a thread, or left it (with its outcome). */
export type PoolEvent = { readonly kind: 'start'; readonly job: BotJob } | { readonly kind: 'end'; readonly job: BotJob; readonly outcome: 'ok' | BotPoolCode };

interface Task {
  readonly id: number;
  readonly job: BotJob;
  readonly timeoutMs: number;
  /** The wait for a thread (cleared when the task goes onto one). */
  wait: NodeJS.Timeout | null;
  resolve(a: AnyAction): void;
  reject(e: BotPoolError): void;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

export const defaultBotThreads = (): number => Math.max(1, availableParallelism() - 1);

/**
 * A thread running the worker entry. A TypeScript entry (tsx, vitest) registers tsx's loader in the
 * thread before importing it: an `--import` of the loader in a worker's execArgv is not in place when
 * Node 20 loads the thread's first module (ERR_UNKNOWN_FILE_EXTENSION).
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!new URL(here).pathname.endsWith('.ts')) return new Worker(new URL('./salvo-bot-worker.mjs', here));
  const entry = new URL('./bot-worker.ts', here).href;
  const tsxDir = createRequire(here).resolve('tsx/package.json').slice(0, -'package.json'.length);
  const api = pathToFileURL(`${tsxDir}dist/esm/api/index.mjs`).href;
  return new Worker(`import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`, { eval: true });
}

export class BotPool {
  readonly threads: number;
  readonly timeoutMs: number;
  readonly maxWaitMs: number;
  private readonly slots: Slot[] = [];
  private queue: Task[] = [];
  private readonly watchers: ((e: PoolEvent) => void)[] = [];
  private seq = 0;
  private closed = false;

  constructor(opts: BotPoolOptions = {}) {
    this.threads = Math.max(1, Math.floor(opts.threads ?? defaultBotThreads()));
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.maxWaitMs = opts.maxWaitMs ?? 10_000;
  }

  /** The action the job's bot decides, on a worker thread (given up after `timeoutMs` on it). */
  decide(job: BotJob, timeoutMs = this.timeoutMs): Promise<AnyAction> {
    if (this.closed) return Promise.reject(new BotPoolError('ERR_BOT_CLOSED', 'The bot pool is closed.'));
    return new Promise((resolve, reject) => {
      const t: Task = { id: ++this.seq, job, timeoutMs, wait: null, resolve, reject };
      t.wait = setTimeout(() => {
        const i = this.queue.indexOf(t);
        if (i < 0) return;
        this.queue.splice(i, 1);
        t.reject(new BotPoolError('ERR_BOT_BUSY', `Every bot thread was busy for ${this.maxWaitMs} ms.`));
      }, this.maxWaitMs);
      t.wait.unref();
      this.queue.push(t);
      this.pump();
    });
  }

  /** Jobs on a thread now. */
  get running(): number {
    return this.slots.filter((s) => s.task !== null).length;
  }

  /** Calls `fn` as jobs start and end; returns the call that stops it. */
  watch(fn: (e: PoolEvent) => void): () => void {
    this.watchers.push(fn);
    return () => { const i = this.watchers.indexOf(fn); if (i >= 0) this.watchers.splice(i, 1); };
  }

  async close(): Promise<void> {
    this.closed = true;
    const queued = this.queue;
    this.queue = [];
    for (const t of queued) {
      if (t.wait) clearTimeout(t.wait);
      t.reject(new BotPoolError('ERR_BOT_CLOSED', 'The bot pool is closed.'));
    }
    const slots = this.slots.splice(0);
    for (const s of slots) this.finish(s, new BotPoolError('ERR_BOT_CLOSED', 'The bot pool is closed.'));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private tell(e: PoolEvent): void {
    for (const fn of this.watchers) fn(e);
  }

  private pump(): void {
    if (this.closed) return;
    for (const s of this.slots) {
      if (!s.ready || s.task) continue;
      const t = this.queue.shift();
      if (!t) return;
      this.assign(s, t);
    }
    if (this.queue.length > 0 && this.slots.length < this.threads) this.spawn();
  }

  private assign(s: Slot, t: Task): void {
    if (t.wait) clearTimeout(t.wait);
    t.wait = null;
    s.task = t;
    s.timer = setTimeout(() => {
      this.finish(s, new BotPoolError('ERR_BOT_TIMEOUT', `The bot did not decide within ${t.timeoutMs} ms.`));
      this.drop(s);
    }, t.timeoutMs);
    this.tell({ kind: 'start', job: t.job });
    const m: JobMessage = { id: t.id, job: t.job };
    s.worker.postMessage(m);
  }

  /** Settles the slot's task (an action, or the error) and frees the slot. */
  private finish(s: Slot, r: AnyAction | BotPoolError): void {
    const t = s.task;
    if (s.timer) clearTimeout(s.timer);
    s.timer = null;
    s.task = null;
    if (!t) return;
    this.tell({ kind: 'end', job: t.job, outcome: r instanceof BotPoolError ? r.code : 'ok' });
    if (r instanceof BotPoolError) t.reject(r);
    else t.resolve(r);
  }

  /** Ends a slot's thread (timed out or broken) and lets a fresh one take the queue. */
  private drop(s: Slot): void {
    const i = this.slots.indexOf(s);
    if (i < 0) return;
    this.slots.splice(i, 1);
    void s.worker.terminate();
    this.pump();
  }

  private spawn(): void {
    const worker = startWorker();
    worker.unref();
    const s: Slot = { worker, ready: false, task: null, timer: null };
    this.slots.push(s);
    const broken = (why: string): void => {
      if (!this.slots.includes(s)) return;
      if (!s.ready) {
        // a thread that cannot start would fail every job the same way: fail the waiting ones now
        const queued = this.queue;
        this.queue = [];
        for (const t of queued) {
          if (t.wait) clearTimeout(t.wait);
          t.reject(new BotPoolError('ERR_BOT_START', `The bot thread did not start (${why}).`));
        }
      }
      this.finish(s, new BotPoolError('ERR_BOT_CRASH', `The bot thread stopped (${why}).`));
      this.drop(s);
    };
    worker.on('message', (m: ReplyMessage | { ready: true }) => {
      if ('ready' in m) {
        s.ready = true;
        this.pump();
        return;
      }
      if (s.task?.id !== m.id) return;
      this.finish(s, m.ok ? (m.action as AnyAction) : new BotPoolError('ERR_BOT_FAILED', `The bot failed (${m.error}).`));
      this.pump();
    });
    worker.on('error', (e) => broken(e.name));
    worker.on('exit', (code) => broken(`exit ${code}`));
  }
}
