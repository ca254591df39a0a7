/** Start of a turn (5.1): reinforcements, U-boats, then the minor-navy rolls and movement. */
import { BOARD, uboatsReceived } from './board';
import type { ShipState, WasEvent, WasState } from './types';

const MAX_UBOATS = BOARD.uboats.max;

/** 15.7: the takeover is avoided by Axis control of the Mediterranean in any four consecutive turns. */
export function italianTakeoverDue(s: WasState): boolean {
  let run = 0;
  for (const c of s.control) {
    run = c?.['mediterranean'] === 'axis' ? run + 1 : 0;
    if (run >= 4) return false;
  }
  return true;
}

/** 8.1 / 19.2: receive U-boats up to seven in play; the excess is lost unless the option keeps a reserve. */
export function receiveUboats(s: WasState, count: number, events: WasEvent[]): void {
  const pool = count + (s.options.accumulateUboats ? s.uboats.reserve : 0);
  const enter = Math.max(0, Math.min(pool, MAX_UBOATS - s.uboats.inPlay));
  const excess = pool - enter;
  s.uboats.inPlay += enter;
  s.uboats.reserve = s.options.accumulateUboats ? excess : 0;
  if (count > 0 || enter > 0) events.push({ type: 'uboats-received', count: enter, lost: s.options.accumulateUboats ? 0 : excess });
}

const isUs = (x: ShipState): boolean => x.nation === 'US';

export function startTurn(s: WasState, turn: number, events: WasEvent[]): void {
  s.turn = turn;
  s.lba = { allies: null, axis: null };
  s.secret = {};
  s.combat = {};
  s.volleys = [];
  s.after = null;
  s.areaQueue = [];
  s.revealed = false;
  s.uboats.areas = {};
  events.push({ type: 'turn-started', turn });
  for (const x of s.ships) {
    x.moved = false;
    x.maySail = false;
    if (x.status === 'waiting' && x.entryTurn === turn && !isUs(x)) {
      x.status = 'active';
      x.location = { kind: 'port', port: x.homePort };
      events.push({ type: 'reinforcement', ship: x.id, port: x.homePort });
    }
  }
  receiveUboats(s, uboatsReceived(turn), events);
  if (turn === 1) {
    s.step = { kind: 'deploy' };
    return;
  }
  nextMinorRoll(s, null);
}

/** The minor-navy rolls in order: Italian takeover (T8), Russian sailing (T3+), US release (T4+); then Allied movement. */
export function nextMinorRoll(s: WasState, done: 'italian-takeover' | 'russian-sailing' | 'us-release' | 'deploy' | null): void {
  const order = ['italian-takeover', 'russian-sailing', 'us-release'] as const;
  const from = done === null || done === 'deploy' ? 0 : order.indexOf(done) + 1;
  for (let i = from; i < order.length; i++) {
    const purpose = order[i];
    if (purpose === undefined) break;
    const ships = minorShips(s, purpose);
    if (ships.length) {
      s.step = { kind: 'minor-roll', purpose, ships };
      return;
    }
  }
  s.step = { kind: 'move', side: 'allies' };
}

function minorShips(s: WasState, purpose: 'italian-takeover' | 'russian-sailing' | 'us-release'): string[] {
  switch (purpose) {
    case 'italian-takeover':
      if (s.turn !== BOARD.turns || !italianTakeoverDue(s)) return [];
      return s.ships.filter((x) => x.nation === 'Italy' && x.status === 'active').map((x) => x.id);
    case 'russian-sailing':
      return s.ships.filter((x) => x.nation === 'USSR' && x.status === 'active' && x.location.kind === 'port').map((x) => x.id);
    case 'us-release':
      return s.ships.filter((x) => isUs(x) && x.status === 'waiting' && x.entryTurn !== null && s.turn >= x.entryTurn).map((x) => x.id);
  }
}
