/** The Web Worker that plays a campaign's bot steps and bot battles off the page's thread (campaign-bots.ts, bot-work.ts). */
import type { BotsRequest } from './campaign-bots';
import { botWork } from './bot-work';

const scope = globalThis as unknown as { onmessage: ((e: { readonly data: BotsRequest }) => void) | null; postMessage(m: unknown): void };
scope.onmessage = (e) => {
  try {
    scope.postMessage(botWork(e.data));
  } catch (err) {
    scope.postMessage({ problem: err instanceof Error ? err.message : String(err) });
  }
};
