/**
 * The Victory at Sea heuristic bot (issue 11): sees only `observe` for its fleet; re-plans at every
 * decision (Wesnoth RCA: evaluate, act, re-evaluate after the dice). Moves by `rankMoves`, fires
 * by `rankAttacks`, tries Special Actions where they serve (Flank Speed! to close, smoke and
 * Evasive! to escape, All Hands on Deck! to repair), repairs the worst critical first, and lets
 * the initiative winner's opponent move first (moving last is seeing more); plays for the scenario's
 * objectives (objective.ts: leaves by the edge it rewards); aircraft by air.ts. Decisions it does
 * not know (advanced rules as they land) go to the engine's own `sampleAction`, always legal.
 */
import { nextU32, type RngState } from '@salvo/kernel';
import { vas, type ShipState, type SpecialActionKind, type VasAction, type VasState, type VasView } from '@salvo/vas';
import { rankAttacks } from './attack';
import { airAttack, flyAction, launchMove } from './air';
import { maxReach, outclassedBy, rankMoves, withdrawing } from './move';
import { exitObjective } from './objective';
import type { VasBotParams } from './params';
import { threat } from './power';
import { asState, distance, sides } from './view';

export interface VasBot {
  readonly name: string;
  /** The bot's action for the pending decision of `view.viewer`'s fleet. */
  decide(view: VasView): VasAction;
}

const chance = (rng: RngState): number => nextU32(rng) / 2 ** 32;

const DC_PRIORITY: Readonly<Record<string, number>> = {
  'engines-disabled': 10, 'magazine-explosion': 8, 'fuel-systems-ruptured': 6, 'props-damaged': 5, 'turbine-damaged': 4, 'secondary-damaged': 3, 'aa-damaged': 1,
};

/** The Special Action this ship should attempt, if any (only among those the engine allows). */
export function chooseSpecial(state: VasState, ship: ShipState, allowed: readonly SpecialActionKind[], p: VasBotParams): SpecialActionKind | undefined {
  if (!p.specials) return undefined;
  const { enemies } = sides(state, ship.fleet);
  const has = (k: SpecialActionKind): boolean => allowed.includes(k);
  if ((ship.fires > 0 || ship.criticals.some((c) => c.repairable && !c.repaired)) && has('all-hands-on-deck')) return 'all-hands-on-deck';
  // a ship the scenario wants off the table makes for it at her best speed
  if (has('flank-speed') && exitObjective(state, ship, withdrawing(state, ship, p) || ship.crippled)) return 'flank-speed';
  if (enemies.length === 0) return undefined;
  const nearest = Math.min(...enemies.map((e) => distance(ship, e)));
  const threatened = enemies.some((e) => threat(state, e, ship) > 0.5);
  if (withdrawing(state, ship, p)) {
    if (threatened && has('create-smoke')) return 'create-smoke';
    if (threatened && has('evasive')) return 'evasive';
    return undefined;
  }
  if (nearest > maxReach(ship) + ship.roster.speed && !outclassedBy(state, ship) && has('flank-speed')) return 'flank-speed';
  return undefined;
}

function nominate(state: VasState, p: VasBotParams): VasAction | undefined {
  const options = vas.legalActions(state).filter((a): a is Extract<VasAction, { type: 'nominate-move' }> => a.type === 'nominate-move');
  const ships = [...new Set(options.map((a) => a.ship))].map((id) => state.ships[id]).filter((s): s is ShipState => s !== undefined);
  if (ships.length === 0) return undefined;
  const { enemies } = sides(state, ships[0]?.fleet ?? '');
  const nearest = (s: ShipState): number => (enemies.length ? Math.min(...enemies.map((e) => distance(s, e))) : 0);
  // the ship least engaged moves first; the ones in the fight move last, seeing more
  const ship = ships.sort((a, b) => nearest(b) - nearest(a))[0];
  if (!ship) return undefined;
  const allowed = options.filter((a) => a.ship === ship.id && a.special !== undefined).map((a) => a.special as SpecialActionKind);
  let special = chooseSpecial(state, ship, allowed, p);
  if (p.weighSpeed && (special === undefined || special === 'flank-speed') && allowed.includes('flank-speed')) {
    special = bestMoveAfter(state, ship.id, 'flank-speed', p) > bestMoveAfter(state, ship.id, undefined, p) ? 'flank-speed' : undefined;
  }
  return special ? { type: 'nominate-move', ship: ship.id, special } : { type: 'nominate-move', ship: ship.id };
}

/**
 * The best move's score once `ship` is nominated with `special` (automatic ones only, such as Flank
 * Speed!: +50% Speed and -1 to its own Attack Dice, but moving more than 7" makes it a Fast Moving
 * Target, -1 to every die against it). -Infinity when the nomination does not lead to its move.
 */
function bestMoveAfter(state: VasState, ship: string, special: SpecialActionKind | undefined, p: VasBotParams): number {
  const r = vas.apply(state, special ? { type: 'nominate-move', ship, special } : { type: 'nominate-move', ship });
  if (!r.ok) return -Infinity;
  const pend = vas.pending(r.value.state);
  if (pend.kind !== 'decision' || pend.decision !== 'move') return -Infinity;
  return rankMoves(r.value.state, p)[0]?.score ?? -Infinity;
}

function damageControl(state: VasState): VasAction | undefined {
  const options = vas.legalActions(state).filter((a): a is Extract<VasAction, { type: 'damage-control' }> => a.type === 'damage-control');
  const rank = (a: Extract<VasAction, { type: 'damage-control' }>): number => {
    if (a.critical === null) return -1;
    const c = state.ships[a.ship]?.criticals.find((x) => x.id === a.critical);
    return DC_PRIORITY[c?.effect ?? ''] ?? 2;
  };
  return options.sort((a, b) => rank(b) - rank(a))[0];
}

/** The heuristic's action in `state` (the bot's determinized view); undefined: not a decision it knows. */
export function heuristicAction(state: VasState, p: VasBotParams): VasAction | undefined {
  const pend = vas.pending(state);
  if (pend.kind !== 'decision') return undefined;
  switch (pend.decision) {
    case 'take-first': return { type: 'take-first', fleet: pend.player, first: false };
    case 'nominate-move': return nominate(state, p);
    case 'move': return launchMove(state, rankMoves(state, p), vas.legalActions(state));
    case 'attack': return airAttack(vas.legalActions(state)) ?? rankAttacks(state, p)[0]?.action;
    case 'air-first': return { type: 'air-first', fleet: pend.player, first: false };
    case 'fly': return flyAction(state, vas.legalActions(state));
    case 'damage-control': return damageControl(state);
    // VAS-SCN-CONVOY-ENTRY: the engine lists the sensible entry first (a line at the edge nearest the
    // enemy's civilian ships, ahead of them); waiting only lets the convoy get further away
    case 'enter': return vas.legalActions(state)[0];
    default: return undefined;
  }
}

export function heuristicVasBot(name: string, p: VasBotParams, rng: RngState): VasBot {
  return {
    name,
    decide(view) {
      const state = asState(view, rng);
      if (p.noise > 0 && chance(rng) < p.noise) return vas.sampleAction(state, rng);
      return heuristicAction(state, p) ?? vas.sampleAction(state, rng);
    },
  };
}
