/**
 * Subscribes a view to a session's snapshots. The subscribe and read functions are stable per session: a new
 * subscribe function at every render made React resubscribe after each commit and, when a snapshot had
 * changed in between (an online game's frames arriving faster than the page renders), schedule another
 * synchronous render from inside the commit; a long enough stream of frames hit React's nested-update limit.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { GameSession, Snapshot } from '../session/types';

export function useSession<S, A>(session: GameSession<S, A>): Snapshot<S, A> {
  const subscribe = useCallback((l: () => void) => session.subscribe(l), [session]);
  const read = useCallback(() => session.getSnapshot(), [session]);
  return useSyncExternalStore(subscribe, read);
}
