import type { WasAction, WasState } from '@salvo/was';
import type { GameSession } from '../session/types';
export function WasGame({ onLeave }: { session: GameSession<WasState, WasAction>; onLeave: () => void }) {
  return <main><button onClick={onLeave}>Leave</button></main>;
}
