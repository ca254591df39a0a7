import type { AnySession } from '../session/new-game';
export function ReplayScreen({ onLeave }: { onLeave: () => void; onBranch: (s: AnySession) => void }) {
  return <main><button onClick={onLeave}>Leave</button></main>;
}
