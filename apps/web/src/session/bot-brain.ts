/**
 * The bots that think for long (Victory at Sea `hard`, War at Sea `search`: about a CPU second a decision)
 * as a Web Worker runs them (bot-worker.ts), so that the page keeps answering while they think. A request
 * names its bot by `key` (session, seat and strength); the worker makes the bot the first time it sees the
 * key, from the `seed` the page drew from the session's bot PRNG, and keeps it, so a bot's own dice go on
 * from one decision to the next as they would on the page. The bots see only what they would on the page:
 * Victory at Sea's `observe` for their fleet; War at Sea's bots take the state, as the local game's do.
 */
import { searchWasBot, vasBot, type VasBot } from '@salvo/bots';
import { seedRng } from '@salvo/kernel';
import type { Side, WasAction, WasState } from '@salvo/was';
import { vas, type VasAction, type VasState } from '@salvo/vas';

export interface BotRequest {
  readonly id: number;
  readonly game: 'vas' | 'was';
  readonly key: string;
  readonly seed: string;
  readonly player: string;
  readonly state: unknown;
}

export type BotAnswer = { readonly id: number; readonly action: unknown } | { readonly id: number; readonly error: string };

type WasBot = ReturnType<typeof searchWasBot>;
const bots = new Map<string, VasBot | WasBot>();

/** The decision of the long-thinking bot named by the request (made on first use). */
export function think(req: BotRequest): BotAnswer {
  try {
    if (req.game === 'vas') {
      let b = bots.get(req.key) as VasBot | undefined;
      if (!b) bots.set(req.key, (b = vasBot('hard', req.seed)));
      const action: VasAction = b.decide(vas.observe(req.state as VasState, req.player));
      return { id: req.id, action };
    }
    let b = bots.get(req.key) as WasBot | undefined;
    if (!b) bots.set(req.key, (b = searchWasBot(seedRng(req.seed))));
    const action: WasAction = b.decide(req.state as WasState, req.player as Side);
    return { id: req.id, action };
  } catch (e) {
    return { id: req.id, error: e instanceof Error ? e.message : 'the bot failed' };
  }
}
