/**
 * The `aa-fire` decision of VAS-AA-ALLOCATE-HAND as the turn sequence sees it: who is asked and with what
 * prompt, the answers listed for bots, and the declared split carried out (the ship's AA tasks planned from
 * it, then the dice are asked as usual: table-dice mode types them after the decision).
 */
import type { AaDiceShare, FleetId, ShipId, VasAction, VasEvent, VasState } from '../types';
import { aaWeaponTargets, autoShares, planAA } from './aa';
import { aaHandChoices, aaHandShip, plainShares, splitText } from './aa-hand';
import { airData } from './air-tasks';
import { settleAir } from './resolve';

export interface AaFireDecision {
  readonly player: FleetId;
  readonly decision: 'aa-fire';
  readonly prompt: string;
}

/** The side whose ship's AA waits for its split, with a prompt naming only what both sides see on the table. */
export function aaFireDecision(state: VasState): AaFireDecision | null {
  const ship = aaHandShip(state);
  if (!ship) return null;
  return {
    player: ship.fleet, decision: 'aa-fire',
    prompt: `Turn ${state.turn}: split ${ship.name}'s AA dice among the flights she may fire at (Salvo's split: ${splitText(state, ship, autoShares(state, ship))}).`,
  };
}

export function aaFireLegal(state: VasState): VasAction[] {
  const ship = aaHandShip(state);
  return ship ? aaHandChoices(state, ship).map((fire): VasAction => ({ type: 'aa-fire', ship: ship.id, fire })) : [];
}

/** What a host shows for the split asked now: each AA weapon able to fire, its dice and the flights it may fire at (ranked as Salvo ranks them). */
export interface AaSplitChoice {
  readonly ship: ShipId;
  readonly weapons: readonly { readonly weapon: number; readonly name: string; readonly dice: number; readonly flights: readonly string[] }[];
  /** Salvo's split (VAS-AA-ALLOCATE), the default. */
  readonly auto: readonly AaDiceShare[];
}

/** The split asked now (the `aa-fire` decision), or null; a pure function of the state, so a view serves as well. */
export function aaSplitChoice(state: VasState): AaSplitChoice | null {
  const ship = aaHandShip(state);
  if (!ship) return null;
  const weapons = aaWeaponTargets(state, ship).map((w) => ({ ...w, name: ship.roster.weapons[w.weapon]?.name ?? `weapon ${w.weapon}` }));
  return { ship: ship.id, weapons, auto: autoShares(state, ship) };
}

/** Salvo's split for the ship asked now (what bots and "decide for me" send); null when none is asked. */
export function autoAaFire(state: VasState): VasAction | null {
  const ship = aaHandShip(state);
  return ship ? { type: 'aa-fire', ship: ship.id, fire: autoShares(state, ship) } : null;
}

/** Carries out a checked split: the ship's AA tasks replace her turn to fire, then the air business goes on. */
export function applyAaFire(draft: VasState, shipId: ShipId, fire: readonly AaDiceShare[]): VasEvent[] {
  const d = airData(draft);
  const ship = draft.ships[shipId];
  const head = d?.tasks[0];
  if (!d || !ship || head?.t !== 'aa-ship' || head.ship !== shipId) return [];
  const shares = plainShares(fire);
  const events: VasEvent[] = [{
    type: 'aa-declared', rule: 'VAS-AA-ALLOCATE-HAND', ship: ship.id,
    text: `${ship.name} splits her AA dice: ${splitText(draft, ship, shares)}.`,
    data: { fire: shares.map((s) => ({ ...s })) },
  }];
  d.tasks.shift();
  d.tasks.unshift(...planAA(draft, ship, null, shares));
  settleAir(draft, d, events);
  return events;
}
