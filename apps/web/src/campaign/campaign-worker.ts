/** The Web Worker that plays a campaign's bot steps and bot-against-bot battles off the page's thread (campaign-bots.ts). */
import { autoplay } from '@salvo/campaign';
import type { BotsRequest } from './campaign-bots';
import { botSeats } from './campaign-turn';

const scope = globalThis as unknown as { onmessage: ((e: { readonly data: BotsRequest }) => void) | null; postMessage(m: unknown): void };
scope.onmessage = (e) => {
  try {
    const { state, seats, seed, untilTurn } = e.data;
    const r = autoplay(state, botSeats(seats), seed, untilTurn);
    scope.postMessage(r.ok ? { actions: r.value.actions } : { error: r.error.message });
  } catch (err) {
    scope.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
};
