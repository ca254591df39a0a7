/** Handlers of the steps outside combat: deploy (4.3), move (5.2, 5.3), place-air (5.5) and return (5.7). */
import { ruleError, type RuleError } from '@salvo/kernel';
import { validatePlaceAir } from './air';
import { startCombatPhase } from './combat-areas';
import { applyReturns, nextReturn } from './endturn';
import { applyMove, applyUboats, validateMove, validateUboats } from './movement';
import { shipName } from './names';
import { validateReturn } from './returns';
import { secretCheck, type Handler } from './step-common';
import { nextMinorRoll } from './turn';
import type { Side, WasState } from './types';

export const onDeploy: Handler<'deploy', 'deploy'> = (s, _st, a, check, ev) => {
  if (check) {
    const e = validateDeploy(s, a.malta);
    if (e) return e;
  }
  for (const id of a.malta) {
    const x = s.ships.find((q) => q.id === id);
    if (x) x.location = { kind: 'port', port: 'malta' };
  }
  ev.push({ type: 'deployed', malta: [...a.malta] });
  nextMinorRoll(s, 'deploy');
  return null;
};

export const onMove: Handler<'move', 'move'> = (s, st, a, check, ev) => {
  if (check) {
    const e = validateMove(s, st.side, a);
    if (e) return e;
  }
  const r = applyMove(s, st.side, a, ev);
  if (r.ships.length) s.step = { kind: 'speed-roll', side: st.side, ships: r.ships, fallbacks: r.fallbacks };
  else afterSpeed(s, st.side);
  return null;
};

export const onPlaceAir: Handler<'place-air', 'place-air'> = (s, _st, a, check, ev) => {
  if (check) {
    const e = secretCheck(s, a.side, ['allies', 'axis']) ?? validatePlaceAir(a.side, a.target);
    if (e) return e;
  }
  s.secret[a.side] = { type: 'place-air', target: a.target };
  if (s.secret.allies && s.secret.axis) startCombatPhase(s, ev);
  return null;
};

export const onReturn: Handler<'return', 'return'> = (s, st, a, check, ev) => {
  if (check) {
    const e = validateReturn(s, st.side, a.ports);
    if (e) return e;
  }
  applyReturns(s, st.side, a.ports, ev);
  nextReturn(s, st.side, ev);
  return null;
};

/** After a side's moves (and speed rolls): the Axis move, then its U-boats (WBC 2000 (a)), then the land-based air markers. */
export function afterSpeed(s: WasState, side: Side): void {
  s.step = side === 'allies' ? { kind: 'move', side: 'axis' } : s.uboats.inPlay > 0 ? { kind: 'place-uboats' } : { kind: 'place-air' };
}

export const onPlaceUboats: Handler<'place-uboats', 'place-uboats'> = (s, _st, a, check, ev) => {
  if (check) {
    const e = validateUboats(s, a.areas);
    if (e) return e;
  }
  applyUboats(s, a.areas, ev);
  s.step = { kind: 'place-air' };
  return null;
};

function validateDeploy(s: WasState, malta: unknown): RuleError | null {
  if (!Array.isArray(malta)) return ruleError('ERR_BAD_ACTION', 'List the British ships that start at Malta.');
  for (const [i, id] of malta.entries()) {
    const x = s.ships.find((q) => q.id === id);
    if (!x || x.nation !== 'UK' || x.status !== 'active' || x.entryTurn !== null) {
      return ruleError('ERR_NOT_BRITISH_START', `${shipName(s, id)} is not a British starting ship (4.3).`, { path: `malta[${i}]` });
    }
  }
  return null;
}
