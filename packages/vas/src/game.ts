/**
 * The Victory at Sea engine object (docs/architecture.md). `apply` validates, clones the state
 * once (turn/clone-state.ts), hands the draft to the module that owns the rule and then runs the turn forward to the
 * next decision or chance step; the argument is never mutated and every error leaves it as it was.
 */
import { setupUnderRules, VAS_RULES_VERSION } from './rules-version';
import {
  ok, rollFor, type Engine, type Result, type RngState, type RuleError, type Transition,
} from '@salvo/kernel';
import type { FleetId, VasAction, VasEvent, VasSetup, VasState, VasView } from './types';
import { applyDamageControl } from './end-phase/damage-control';
import { applyMove } from './movement/apply-move';
import { planMove, type MovePlan } from './movement/plan';
import { createGame } from './setup/create-game';
import { parseState, serializeState } from './setup/parse-state';
import { applyNominateMove } from './special-actions/nominate';
import { runAdvanced } from './turn/advanced';
import { applyAirFirst, applyFly } from './aircraft/movement';
import { declareTorpedoes } from './aircraft/declare';
import { applyAaFire } from './aircraft/aa-hand-step';
import { applyAirAttackNomination } from './turn/air-step';
import { launchAndRecover } from './aircraft/launch';
import { applyAttackNomination } from './turn/attack-step';
import { checkAction } from './turn/check-action';
import { actorOf } from './turn/check-action-actor';
import { cloneState } from './turn/clone-state';
import { legalActions, sampleAction } from './turn/choices';
import { applyTakeFirst } from './turn/first-move';
import { advance } from './turn/flow';
import { applyJudgement, applyRoll, chanceOf, pendingOf } from './turn/pending';
import { observe } from './view/observe';
import { applyConcede } from './victory/concede';

/**
 * Bound on the actions of a whole game: at most 60 ships and 30 turns (setup limits), and per
 * ship and turn at most ~3 movement actions, an attack with its chance steps and Damage Control
 * and Fire steps (generously 100 in all), plus initiative: 60 x 30 x 100 + slack.
 */
const MAX_ACTIONS = 200_000;

/** Runs a (validated or trusted) action on the draft. */
function run(draft: VasState, action: VasAction, plan?: MovePlan): Result<VasEvent[], RuleError> {
  switch (action.type) {
    case 'roll': return ok(applyRoll(draft, action.values));
    case 'take-first': return ok(applyTakeFirst(draft, action.fleet, action.first));
    case 'nominate-move': return ok(applyNominateMove(draft, action.ship, action.special, action.depth, action.second));
    case 'move': {
      const ship = draft.ships[action.ship];
      if (!ship) return ok([]);
      const air = (): VasEvent[] => launchAndRecover(draft, action.ship, action.launch, action.recover);
      if (plan) return ok([...applyMove(draft, action.ship, plan), ...air()]);
      const p = planMove(draft, ship, action.legs, { allowShort: true });
      const stay: MovePlan = { legs: [], end: ship.position, heading: ship.heading, distance: 0, withdrawn: false };
      return ok([...applyMove(draft, action.ship, p.ok ? p.value : stay), ...air()]);
    }
    case 'attack': return applyAttackNomination(draft, action.ship, action.fire, action.starshell, action.spotlight);
    case 'damage-control': return ok(applyDamageControl(draft, action.ship, action.critical));
    case 'concede': return ok(applyConcede(draft, action.fleet));
    case 'torpedo-critical': case 'reveal': case 'crash-dive': case 'split-squadron': case 'enter':
      return ok(runAdvanced(draft, action));
    case 'air-first': return ok(applyAirFirst(draft, action.fleet, action.first));
    case 'fly': return ok([...applyFly(draft, action.fleet, action.moves), ...declareTorpedoes(draft, action.torpedoes ?? [])]);
    case 'air-attack': return ok(applyAirAttackNomination(draft, action.fleet, action.bombs));
    case 'tactical-judgement': return ok(applyJudgement(draft, action.dice));
    case 'aa-fire': return ok(applyAaFire(draft, action.ship, action.fire));
  }
}

function transition(state: VasState, action: VasAction, plan?: MovePlan): Result<Transition<VasState, VasEvent>, RuleError> {
  const draft = cloneState(state);
  const done = run(draft, action, plan);
  if (!done.ok) return done;
  const events = [...done.value, ...advance(draft)];
  return ok({ state: draft, events });
}

export const vas: Engine<VasSetup, VasState, VasAction, VasEvent, FleetId, VasView> = {
  descriptor: { id: 'vas', name: 'Victory at Sea', version: VAS_RULES_VERSION, maxActions: MAX_ACTIONS },
  createGame,
  setupUnder: setupUnderRules,
  apply(state, action) {
    const checked = checkAction(state, action);
    if (!checked.ok) return checked;
    const t = transition(state, checked.value.action, checked.value.plan);
    return t.ok ? ok({ ...t.value, action: checked.value.action }) : t;
  },
  applyTrusted(state, action) {
    const t = transition(state, action);
    if (!t.ok) throw new Error(`applyTrusted: ${t.error.message}`);
    return t.value;
  },
  pending: pendingOf,
  legalActions,
  sampleAction: (state: VasState, rng: RngState) => sampleAction(state, rng),
  diceAction: (values) => ({ type: 'roll', values: [...values] }),
  rollChance(state) {
    const req = chanceOf(state);
    if (!req || state.phase === 'over') return { state, events: [] };
    // The values are those the state's PRNG gives; applying them advances the PRNG the same way.
    const values = rollFor([...state.rng] as RngState, req);
    const t = transition(state, { type: 'roll', values });
    return t.ok ? t.value : { state, events: [] };
  },
  observe,
  actorOf,
  serialize: serializeState,
  parse: parseState,
};
