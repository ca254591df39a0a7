/**
 * The bot worker thread's entry (bot-pool.ts starts it): one decision at a time, from the job alone.
 * Under tsx this file runs as TypeScript; the server's esbuild bundle ships it as salvo-bot-worker.mjs
 * beside salvo.mjs (apps/server/test/bundle.ts).
 */
import { parentPort } from 'node:worker_threads';
import { decideJob, type BotJob } from './bot-job';

export interface JobMessage {
  readonly id: number;
  readonly job: BotJob;
}

export type ReplyMessage =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

const port = parentPort;
if (port) {
  port.on('message', (m: JobMessage) => {
    let reply: ReplyMessage;
    try {
      reply = { id: m.id, ok: true, action: decideJob(m.job) };
    } catch (e) {
      reply = { id: m.id, ok: false, error: e instanceof Error ? e.name : 'bot failure' };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true });
}
