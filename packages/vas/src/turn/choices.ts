/**
 * Choices for bots and playouts. `legalActions` lists a finite representative set of the pending
 * decision (moves are continuous: see movement/candidates.ts); chance steps list nothing (answer
 * them with `rollChance` or a `roll`). `concede` is always possible outside chance steps but is
 * never listed nor sampled. `sampleAction` draws from the whole space, dice included.
 */
import { nextU32, rollFor, type RngState } from '@salvo/kernel';
import type { ShipState, VasAction, VasState } from '../types';
import { dcCandidate, dcChoices } from '../end-phase/damage-control';
import { legalRepresentativeLegs } from '../movement/candidates';
import { sampleMove } from '../movement/sample-move';
import { depthOptions } from '../submarines/depth';
import { allowedSpecials } from '../special-actions/nominate';
import { eligibleShips } from './activation';
import { advancedDecision, advancedLegal } from './advanced';
import { candidateAttacks, sampleAttack } from './attack-port';
import { baseChance, chanceOf, pendingOf } from './pending';
import { illuminationChoices, sampleIllumination } from '../variants/night-fighting';
import { airDecision, airLegal, launchVariant, sampleFly } from '../aircraft/choices';
import { airAttackChoices, airDue } from '../aircraft/nominate';
import { judgementChoices } from '../judgement/tactical-judgement';
import { aaFireLegal, autoAaFire } from '../aircraft/aa-hand-step';
import { sensibleJudgement } from '../judgement/sensible';

/** VAS-AIR-NOMINATE: the fleet to nominate may send its aircraft instead of a ship, while they are due. */
const airAttacks = (state: VasState, fleet: string): VasAction[] =>
  state.air.combat !== null && airDue(state, fleet) ? airAttackChoices(state, fleet).map((bombs): VasAction => ({ type: 'air-attack', fleet, bombs })) : [];

/** VAS-SQUADRON-SPLIT: the fleet to nominate may split any of its squadrons. */
const splits = (state: VasState, fleet: string): VasAction[] =>
  state.naval.squadrons.filter((q) => q.fleet === fleet).map((q): VasAction => ({ type: 'split-squadron', fleet, squadron: q.id }));

export function legalActions(state: VasState): VasAction[] {
  const p = pendingOf(state);
  if (p.kind !== 'decision') return [];
  const listed = listedActions(state, p);
  return p.decision === 'nominate-move' || p.decision === 'attack' ? [...listed, ...splits(state, p.player)] : listed;
}

function listedActions(state: VasState, p: Extract<ReturnType<typeof pendingOf>, { kind: 'decision' }>): VasAction[] {
  switch (p.decision) {
    case 'take-first':
      return [{ type: 'take-first', fleet: p.player, first: true }, { type: 'take-first', fleet: p.player, first: false }];
    case 'nominate-move':
      return eligibleShips(state, p.player).flatMap((s) => [
        { type: 'nominate-move', ship: s.id } as VasAction,
        ...allowedSpecials(state, s).map((special): VasAction => ({ type: 'nominate-move', ship: s.id, special })),
        ...newCaptainPairs(state, s),
        ...depthOptions(s).map((depth): VasAction => ({ type: 'nominate-move', ship: s.id, depth })),
      ]);
    case 'move': {
      const ship = state.moving ? state.ships[state.moving] : undefined;
      return ship ? legalRepresentativeLegs(state, ship).flatMap((legs): VasAction[] => {
        const air = launchVariant(state, ship.id, legs);
        return [{ type: 'move', ship: ship.id, legs }, ...(air ? [air] : [])];
      }) : [];
    }
    case 'attack':
      return [...eligibleShips(state, p.player).flatMap((s) => [
        ...candidateAttacks(state, s.id).map((fire): VasAction => ({ type: 'attack', ship: s.id, fire })),
        ...illuminationChoices(state, s).map((l): VasAction => ({ type: 'attack', ship: s.id, fire: [], ...l })),
      ]), ...airAttacks(state, p.player)];
    case 'damage-control': {
      const ship = dcCandidate(state);
      if (!ship) return [];
      return [null, ...dcChoices(state, ship).map((c) => c.id)].map((critical): VasAction => ({ type: 'damage-control', ship: ship.id, critical }));
    }
    case 'air-first': case 'fly': {
      const air = airDecision(state);
      return air ? airLegal(state, air) : [];
    }
    case 'tactical-judgement':
      return judgementChoices(state, baseChance(state));
    case 'aa-fire':
      return aaFireLegal(state);
    default: {
      const advanced = advancedDecision(state);
      return advanced ? advancedLegal(state, advanced) : [];
    }
  }
}

/** VAS-NEW-CAPTAIN: every ordered pair of different Special Actions the ship may attempt, while its New Captain is unused. */
function newCaptainPairs(state: VasState, s: ShipState): VasAction[] {
  if (s.newCaptain !== true) return [];
  const kinds = allowedSpecials(state, s);
  return kinds.flatMap((special) => kinds.filter((k) => k !== special).map((second): VasAction => ({ type: 'nominate-move', ship: s.id, special, second })));
}

const pick = <T>(rng: RngState, items: readonly T[]): T | undefined => items[nextU32(rng) % Math.max(1, items.length)];

/** A legal action for the pending step, drawn with `rng` (mutated). Throws only if the game is over. */
export function sampleAction(state: VasState, rng: RngState): VasAction {
  const chance = chanceOf(state);
  if (chance && state.phase !== 'over') return { type: 'roll', values: rollFor(rng, chance) };
  const p = pendingOf(state);
  if (p.kind !== 'decision') throw new Error('sampleAction: the battle is over; there is nothing to choose.');
  if (p.decision === 'nominate-move' || p.decision === 'attack') {
    const split = splits(state, p.player);
    if (split.length > 0 && nextU32(rng) % 25 === 0) return pick(rng, split) ?? split[0] as VasAction;
  }
  switch (p.decision) {
    case 'move': {
      const ship = state.moving ? state.ships[state.moving] : undefined;
      if (!ship) break;
      const legs = sampleMove(state, ship, rng);
      // Only a carrier that may launch or recover draws again: other games keep their random stream.
      const air = launchVariant(state, ship.id, legs);
      if (air && nextU32(rng) % 2 === 0) return air;
      return { type: 'move', ship: ship.id, legs };
      break;
    }
    case 'nominate-move': {
      const ship = pick(rng, eligibleShips(state, p.player));
      if (!ship) break;
      const depths = depthOptions(ship);
      const depth = depths.length > 0 && nextU32(rng) % 3 === 0 ? pick(rng, depths) : undefined;
      if (depth) return { type: 'nominate-move', ship: ship.id, depth };
      const specials = allowedSpecials(state, ship);
      const special = nextU32(rng) % 4 === 0 ? pick(rng, specials) : undefined;
      // VAS-NEW-CAPTAIN: only a ship with its New Captain unused draws again: other games keep their random stream.
      if (special && ship.newCaptain === true && nextU32(rng) % 2 === 0) {
        const second = pick(rng, specials.filter((k) => k !== special));
        if (second) return { type: 'nominate-move', ship: ship.id, special, second };
      }
      return special ? { type: 'nominate-move', ship: ship.id, special } : { type: 'nominate-move', ship: ship.id };
    }
    case 'attack': {
      const ships = eligibleShips(state, p.player);
      // Only a fleet with aircraft attacks due draws again: other games keep their random stream.
      const air = airAttacks(state, p.player);
      // The first choice drops every bomb it can; holding them back is drawn one time in four.
      if (air.length > 0 && (ships.length === 0 || nextU32(rng) % 3 === 0)) return (nextU32(rng) % 4 === 0 ? air[air.length - 1] : air[0]) as VasAction;
      const ship = pick(rng, ships);
      if (ship) return { type: 'attack', ship: ship.id, fire: sampleAttack(state, ship.id, rng), ...sampleIllumination(state, ship, rng) };
      break;
    }
    case 'tactical-judgement': {
      // VAS-TACTICAL-JUDGEMENT: a die that went against the ship, or keep; draws nothing from rng.
      const judged = sensibleJudgement(state, baseChance(state));
      if (judged) return judged;
      break;
    }
    case 'aa-fire': {
      // VAS-AA-ALLOCATE-HAND: Salvo's split, as the game without the option plays; draws nothing from rng.
      const auto = autoAaFire(state);
      if (auto) return auto;
      break;
    }
    case 'fly': {
      const fly = sampleFly(state, rng);
      if (fly) return fly;
      break;
    }
    default:
      break;
  }
  const all = legalActions(state);
  const a = pick(rng, all);
  if (!a) throw new Error(`sampleAction: no legal action for ${p.decision}.`);
  return a;
}
