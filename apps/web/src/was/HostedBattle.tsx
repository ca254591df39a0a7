/**
 * WAS-SALVO-TACTICAL-ONLINE: while a war's surface battle is fought on the table the server hosts, the war
 * waits; this panel says so to both players and spectators and opens the battle (the same seat and secret).
 */
import { placeName } from './names';

export function HostedBattle({ area, onOpen }: { area: string; onOpen: () => void }) {
  return (
    <div className="tactical-battle">
      <p>The battle in the {placeName(area)} is being fought on the Victory at Sea table. The war goes on with its result when it ends.</p>
      <button type="button" className="primary" onClick={onOpen}>Open the battle</button>
    </div>
  );
}
