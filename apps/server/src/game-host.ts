/**
 * What the game service lends its helpers (deploy-turns.ts, table-follow.ts): its store and log, whether games are
 * shared with other processes, its per-game queue, and loading a game and catching it up with the store.
 */
import type { Logger } from 'pino';
import type { Store } from './db/open';
import type { LiveGame } from './live';

export interface GameHost {
  readonly store: Store;
  readonly log: Logger;
  readonly shared: boolean;
  run<T>(id: string, fn: () => Promise<T>): Promise<T>;
  load(id: string): Promise<LiveGame | undefined>;
  catchUp(g: LiveGame): Promise<number>;
}
