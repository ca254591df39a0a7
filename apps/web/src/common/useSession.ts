/** Subscribes a view to a session's snapshots. */
import { useSyncExternalStore } from 'react';
import type { GameSession, Snapshot } from '../session/types';

export function useSession<S, A>(session: GameSession<S, A>): Snapshot<S, A> {
  return useSyncExternalStore((l) => session.subscribe(l), () => session.getSnapshot());
}
