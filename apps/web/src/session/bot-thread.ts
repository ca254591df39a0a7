/**
 * The page's side of the bot worker (bot-worker.ts): `offThread` sends a long-thinking bot's decision
 * (Victory at Sea `hard`, War at Sea `search`) to one shared Web Worker and resolves with its action, so the
 * page keeps drawing and answering clicks while the bot thinks. Where there is no Worker (tests under
 * Node) it answers null and the caller decides on its own thread as before. A worker that fails is
 * dropped: its waiting decisions are refused with a sentence, and the next decision starts a new one.
 */
import type { BotAnswer, BotRequest } from './bot-brain';
import { workerClass, type PageWorker, type WorkerClass } from './page-worker';

type Waiting = { resolve(a: unknown): void; reject(e: Error): void };
type Answer = BotAnswer;
// named Worker: Vite bundles the worker file only for the literal `new Worker(new URL(…, import.meta.url))`
const Worker = workerClass<Answer>();
let worker: PageWorker<Answer> | null = null;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function start(Worker: WorkerClass<Answer>): PageWorker<Answer> {
  const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'salvo-bot' });
  w.onmessage = (e) => {
    const p = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (!p) return;
    if ('error' in e.data) p.reject(new Error(`The bot could not decide: ${e.data.error}`));
    else p.resolve(e.data.action);
  };
  w.onerror = () => {
    for (const p of waiting.values()) p.reject(new Error('The bot stopped working; try its move again.'));
    waiting.clear();
    w.terminate();
    if (worker === w) worker = null;
  };
  return w;
}

/** The action of the bot named `key` for `player`, thought on the worker; null where workers do not exist. */
export function offThread(req: Omit<BotRequest, 'id'>): Promise<unknown> | null {
  if (Worker === undefined) return null;
  worker ??= start(Worker);
  const id = nextId++;
  const w = worker;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.postMessage({ ...req, id });
  });
}
