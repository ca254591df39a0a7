/**
 * Placing Torpedo Spreads (VAS-TORP-SPREAD, VAS-TORP-BEAM, VAS-TORP-LONG-LANCE). A torpedo nomination
 * that fires (after Fire Control) rolls no dice in the Attack Phase: a spread is put on its target, on
 * the beam when the target shows its beam to the attacker, due in this turn's End Phase (a Long Lance
 * spread beyond 10": the next turn's). The spread remembers the attacker's Evasive! and Flank Speed! of
 * the turn it launched (VAS-TORP-MODIFIERS). `events` null means logging off (the fast path).
 */
import type { ShipState, TorpedoSpread, VasEvent, VasState } from '../types';
import { targetShowsBeam } from '../attack/arcs';
import type { Shot } from '../attack/tasks';
import { isLongLanceShot } from './reach';
import { succeeded } from '../special-actions/succeeded';
import { launchedAtFlankSpeed } from './modifier';


export const TORPEDO_RULE = 'VAS-TORP-SPREAD';

/** Puts a spread down for every torpedo shot; returns the other shots, in order. */
export function placeSpreads(draft: VasState, attacker: ShipState, shots: readonly Shot[], events: VasEvent[] | null): Shot[] {
  const rest: Shot[] = [];
  for (const shot of shots) {
    const weapon = attacker.roster.weapons[shot.weapon];
    const target = draft.ships[shot.target];
    if (!weapon || weapon.kind !== 'torpedo' || !target) {
      rest.push(shot);
      continue;
    }
    const longLance = isLongLanceShot(shot.range);
    const spread: TorpedoSpread = {
      id: draft.naval.nextSpreadId,
      attacker: attacker.id,
      fleet: attacker.fleet,
      weapon: shot.weapon,
      target: target.id,
      dice: shot.dice,
      beam: targetShowsBeam(attacker, target),
      longLance,
      placedTurn: draft.turn,
      dueTurn: longLance ? draft.turn + 1 : draft.turn,
      attackerEvasive: succeeded(attacker, 'evasive'),
      ...(launchedAtFlankSpeed(draft, attacker) ? { attackerFlankSpeed: true } : {}),
    };
    draft.naval.nextSpreadId += 1;
    draft.naval.torpedoes.push(spread);
    if (events) {
      const where = spread.beam ? 'on her beam' : 'off her bow or stern';
      const when = longLance ? 'The Long Lance: it strikes in the next End Phase' : 'it strikes in the End Phase';
      events.push({
        type: 'torpedo-spread', ship: attacker.id, rule: longLance ? 'VAS-TORP-LONG-LANCE' : TORPEDO_RULE,
        text: `${attacker.name} launches ${weapon.name} at ${target.name}: a Torpedo Spread of ${spread.dice} dice ${where}; ${when}.`,
        data: { spread: spread.id, target: target.id, weapon: shot.weapon, dice: spread.dice, beam: spread.beam, longLance, dueTurn: spread.dueTurn },
      });
    }
  }
  return rest;
}
