/** Minor navies (15.2, 15.3, 15.7): the dice of the Russian sailing, US release and Italian takeover rolls. */
import { mustShip } from './ships';
import { nextMinorRoll } from './turn';
import type { WasEvent, WasState } from './types';

export function applyMinorRoll(
  s: WasState,
  purpose: 'russian-sailing' | 'us-release' | 'italian-takeover',
  ships: readonly string[],
  values: readonly number[],
  events: WasEvent[],
): void {
  ships.forEach((id, i) => {
    const roll = values[i] ?? 1;
    const ship = mustShip(s, id);
    switch (purpose) {
      case 'russian-sailing':
        ship.maySail = roll >= 5;
        events.push({ type: 'russian-sailing', ship: id, roll, maySail: ship.maySail });
        break;
      case 'us-release': {
        const released = roll === 6;
        if (released) {
          ship.status = 'active';
          ship.location = { kind: 'port', port: 'usa' };
        }
        events.push({ type: 'us-release', ship: id, roll, released });
        break;
      }
      case 'italian-takeover': {
        const result = roll <= 2 ? 'allied' : roll <= 4 ? 'scuttled' : 'german';
        if (result === 'allied') {
          ship.side = 'allies';
          ship.location = { kind: 'port', port: 'malta' };
          ship.neutralSince = null;
        } else if (result === 'scuttled') ship.status = 'scuttled';
        events.push({ type: 'italian-takeover', ship: id, roll, result });
        break;
      }
    }
  });
  nextMinorRoll(s, purpose);
}
