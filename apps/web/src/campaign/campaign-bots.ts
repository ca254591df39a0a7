/**
 * The bots' part of a campaign in the page: every decision of a bot player (campaignBotAction) and every
 * battle between two bot fleets (fought by the engine, fightEngagement), played by `autoplay` as
 * `salvo campaign next --auto` plays them (the same seed: the number of actions the ledger holds), on a
 * Web Worker so the page keeps answering while a `hard` bot fights. It stops where a person is wanted.
 * Where there is no Worker (tests under Node) it runs on this thread.
 */
import type { CampaignAction, CampaignState } from '@salvo/campaign';
import type { VasStrength } from '@salvo/bots';
import { botWork, type BotsAnswer } from './bot-work';
import { workerClass } from '../session/page-worker';

export interface BotsRequest {
  readonly state: CampaignState;
  /** Player id -> the bot's strength; a player absent here is a person. */
  readonly seats: Readonly<Record<string, VasStrength>>;
  readonly seed: string;
  /** Stop when this campaign turn begins (a campaign of bots alone is played a turn at a time). */
  readonly untilTurn?: number;
  /** Instead: fight this engagement with bots for both sides (bot-work.ts). */
  readonly fight?: string;
}

type Answer = BotsAnswer;
// named Worker: Vite bundles the worker file only for the literal `new Worker(new URL(…, import.meta.url))`
const Worker = workerClass<Answer>();

export interface BotsHandle {
  /** The bots' actions in order, or a sentence why they could not act. */
  readonly done: Promise<{ actions: CampaignAction[] } | { problem: string }>;
  /** Stops the bots at once; `done` then never settles. */
  stop(): void;
}

export function runBots(req: BotsRequest): BotsHandle {
  if (Worker === undefined) {
    return { done: Promise.resolve(botWork(req)), stop: () => undefined };
  }
  const worker = new Worker(new URL('./campaign-worker.ts', import.meta.url), { type: 'module', name: 'salvo-campaign' });
  const done = new Promise<{ actions: CampaignAction[] } | { problem: string }>((resolve) => {
    worker.onmessage = (e) => {
      worker.terminate();
      resolve('actions' in e.data ? { actions: e.data.actions } : { problem: `The bots could not go on: ${e.data.problem}` });
    };
    worker.onerror = () => { worker.terminate(); resolve({ problem: 'The bots stopped working; reload the page to try again (the campaign is saved).' }); };
  });
  worker.postMessage(req);
  return { done, stop: () => worker.terminate() };
}
