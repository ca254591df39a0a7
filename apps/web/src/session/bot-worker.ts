/** The Web Worker that runs the long-thinking bots off the page's thread (bot-brain.ts). */
import { think, type BotRequest } from './bot-brain';

const scope = globalThis as unknown as { onmessage: ((e: { readonly data: BotRequest }) => void) | null; postMessage(m: unknown): void };
scope.onmessage = (e) => scope.postMessage(think(e.data));
