/**
 * `scenarioVas`: Victory at Sea played from a scenario's pre-battle rolls, as one engine (the kernel's contract), for
 * hosts that record every step, such as a game by mail. A setup with `scenario` (ScenarioBattleSetup) starts before
 * the battle: each pre-battle die is a chance step (VAS-SCN-PRE-BATTLE-DICE), each side that places ships by hand
 * places them all in one decision in the scenario's deployment order (VAS-SCN-DEPLOY-ORDER; the second sees the
 * first's ships), then the sides with a carrier's choice give their flights aloft at once and in secret
 * (VAS-SCN-AIR-ALOFT-CHOICE: simultaneous, so neither sees the other's before the battle). The action that settles
 * the last of these makes the state the battle's own `VasState`, and from there every call is `vas`'s. Any other
 * setup is a plain Victory at Sea setup, played by `vas` from the start.
 *
 * Codes: ERR_WRONG_PLAYER, ERR_NOT_NOW (not this step), ERR_BAD_DICE, the deployment's ERR_DEPLOY_* and the aloft
 * choice's ERR_ALOFT_* (online-deploy.ts, aloft-choice.ts), ERR_SETUP for a scenario that does not set up.
 */
import { diceFitRequest, err, ok, rollFor, seedRng, setupError, type Engine, type Pending, type Result, type RuleError, type Transition } from '@salvo/kernel';
import { vas, type VasState } from '@salvo/vas';
import { chooseAloft } from './aloft-choice';
import { applyDeployment } from './online-deploy';
import { deployView } from './deploy-view';
import { inputOf, scenarioOf, standingOf, type Standing } from './scenario-vas-replay';
import {
  DEPLOYING, isDeploying, type DeployingState, type DeployingView, type ScenarioBattleSetup, type ScenarioVasAction,
  type ScenarioVasEvent, type ScenarioVasState, type ScenarioVasView,
} from './scenario-vas-types';
import { autoPlaceSide, planBattle } from './to-setup';

type Step = Transition<ScenarioVasState, ScenarioVasEvent>;
const RULE_DICE = 'VAS-SCN-PRE-BATTLE-DICE';
const RULE_ORDER = 'VAS-SCN-DEPLOY-ORDER';
const RULE_ALOFT = 'VAS-SCN-AIR-ALOFT-CHOICE';

/** A setup naming a scenario file (`"format": "salvo-scenario"`), not a battle's own setup. */
export const isScenarioSetup = (setup: unknown): setup is ScenarioBattleSetup => {
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) return false;
  const sc = (setup as { scenario?: unknown }).scenario;
  return typeof sc === 'object' && sc !== null && (sc as { format?: unknown }).format === 'salvo-scenario';
};

function createGame(setup: ScenarioBattleSetup): Result<ScenarioVasState, ReturnType<typeof setupError>> {
  const made = createDeploying(setup);
  // nothing to roll or decide (every ship placed by the scenario): the battle itself
  return made.ok ? ok(settle(made.value, [], false).state) : made;
}

/** The state before any pre-battle roll or deployment. */
function createDeploying(setup: ScenarioBattleSetup): Result<DeployingState, ReturnType<typeof setupError>> {
  const sc = scenarioOf(setup);
  if (!sc.ok) return err(setupError([{ code: 'ERR_SETUP', message: `The scenario is not valid: ${sc.message}`, path: 'scenario' }]));
  const { dice: _typed, ...seeded } = inputOf(setup, []);
  const planned = planBattle(sc.scenario, seeded);
  if (!planned.ok) return err(setupError(planned.problems.map((p) => ({ code: 'ERR_SETUP', message: p.message, path: p.path }))));
  const fleetOrder = planned.value.players.map((p) => p.fleetId);
  const fleetNames = Object.fromEntries(planned.value.players.map((p) => [p.fleetId, p.fleetName]));
  return ok({ phase: DEPLOYING, setup, fleetOrder, fleetNames, dice: [], placed: [], aloft: {} });
}

const nameOf = (st: Standing, fleet: string): string =>
  ('progress' in st ? st.progress.plan.players.find((p) => p.fleetId === fleet)?.fleetName : undefined) ?? fleet;

function pendingOf(s: DeployingState, st: Standing = standingOf(s)): Pending<string> {
  switch (st.kind) {
    case 'roll': return { kind: 'chance', request: st.request };
    case 'place': return { kind: 'decision', player: st.fleet, decision: 'scenario-deploy', prompt: `${nameOf(st, st.fleet)}: place your ships in your deployment zones.` };
    case 'aloft': return { kind: 'simultaneous', players: st.fleets, decision: 'scenario-aloft', prompt: 'Choose how many of your carriers\' flights start in the air (in secret).' };
    case 'ready': return { kind: 'decision', player: s.fleetOrder[0] ?? '', decision: 'scenario-begin', prompt: 'The battle begins.' };
    case 'broken': return { kind: 'over', winners: [], summary: st.message };
  }
}

/** The state after `action`, with the events that tell it; when everything is settled, the battle itself. */
function step(s: DeployingState, action: ScenarioVasAction, check: boolean): Result<Step, RuleError> {
  const r = advance(s, action, check);
  return r.ok ? ok(settle(r.value.next, r.value.events, r.value.rolled)) : r;
}

/** The deploying state after `action`, before it is settled into the battle, with its events. */
function advance(s: DeployingState, action: ScenarioVasAction, check: boolean): Result<{ next: DeployingState; events: ScenarioVasEvent[]; rolled: boolean }, RuleError> {
  const st = standingOf(s);
  const refuse = (code: string, message: string): Result<never, RuleError> => err({ code, message });
  let next: DeployingState;
  const events: ScenarioVasEvent[] = [];
  if (action.type === 'roll') {
    if (st.kind !== 'roll') return refuse('ERR_NOT_NOW', 'No pre-battle roll is asked for now.');
    const why = check ? diceFitRequest(st.request, action.values) : null;
    if (why) return refuse('ERR_BAD_DICE', why);
    next = { ...s, dice: [...s.dice, [...action.values]] };
  } else if (action.type === 'scenario-deploy') {
    if (st.kind !== 'place') return refuse('ERR_NOT_NOW', 'No side places its ships now.');
    if (action.fleet !== st.fleet) return refuse('ERR_WRONG_PLAYER', `It is ${nameOf(st, st.fleet)}'s turn to deploy.`);
    const i = st.progress.deploying ?? -1;
    const judged = applyDeployment(st.progress.plan, i, { placements: action.placements });
    if ('code' in judged) return refuse(judged.code, judged.message);
    next = { ...s, placed: [...s.placed, { fleet: action.fleet, placements: judged.deployment.placements }] };
    events.push({ type: 'scenario-deployed', rule: RULE_ORDER, text: `${nameOf(st, action.fleet)} deployed ${judged.deployment.placements.length} ship${judged.deployment.placements.length === 1 ? '' : 's'}.` });
  } else if (action.type === 'scenario-aloft') {
    if (st.kind !== 'aloft') return refuse('ERR_NOT_NOW', 'No carrier\'s flights are chosen now.');
    if (!st.fleets.includes(action.fleet)) return refuse('ERR_WRONG_PLAYER', `${nameOf(st, action.fleet)} has no carrier's flights to choose now.`);
    const i = st.progress.plan.players.findIndex((p) => p.fleetId === action.fleet);
    for (const [ship, choice] of Object.entries(action.choices)) {
      const why = chooseAloft(st.progress.plan, i, ship, choice);
      if (why) return refuse(why.code, why.message);
    }
    next = { ...s, aloft: { ...s.aloft, [action.fleet]: { ...action.choices } } };
    events.push({ type: 'scenario-aloft', rule: RULE_ALOFT, text: `${nameOf(st, action.fleet)} chose its carriers' flights in the air (shown when the battle begins).` });
  } else {
    return refuse('ERR_NOT_NOW', 'The battle has not begun: the scenario is still being set up.');
  }
  return ok({ next, events, rolled: st.kind === 'roll' });
}

/**
 * A game played from a scenario setup as the record of its battle (docs/game-record.md): the battle's own setup, as
 * the pre-battle rolls and deployments settled it, and the actions after them, which `vas` replays; the same setup and
 * actions for a battle setup. Null when the actions do not reach the battle (it has not begun) or do not apply.
 */
export function battleRecordOf(setup: unknown, actions: readonly ScenarioVasAction[]): { setup: unknown; actions: ScenarioVasAction[] } | null {
  if (!isScenarioSetup(setup)) return { setup, actions: [...actions] };
  const created = createDeploying(setup);
  if (!created.ok) return null;
  let s = created.value;
  for (let i = 0; i <= actions.length; i++) {
    const st = standingOf(s);
    if (st.kind === 'ready') return { setup: st.setup, actions: actions.slice(i) };
    const a = actions[i];
    if (a === undefined) return null;
    const r = advance(s, a, false);
    if (!r.ok) return null;
    s = r.value.next;
  }
  return null;
}

/** The battle once everything is settled (with the plan's notes when the rolls have just ended), else the state. */
function settle(s: DeployingState, events: ScenarioVasEvent[], rolled: boolean): Step {
  const st = standingOf(s);
  if (rolled && st.kind !== 'roll' && 'plan' in st) events.push(...notes(st.plan.notes));
  else if (rolled && st.kind !== 'roll' && 'progress' in st) events.push(...notes(st.progress.plan.notes));
  if (st.kind !== 'ready') return { state: s, events };
  const created = vas.createGame(st.setup);
  if (!created.ok) throw new Error(`scenarioVas: the planned battle does not set up: ${created.error.message}`);
  events.push({ type: 'scenario-begins', rule: RULE_ORDER, text: `Every side has deployed: ${st.plan.scenario.name} begins.` });
  return { state: created.value, events };
}

const notes = (lines: readonly string[]): ScenarioVasEvent[] => lines.map((text) => ({ type: 'scenario-note', rule: RULE_DICE, text }));

function observeDeploying(s: DeployingState, viewer: string): DeployingView {
  const st = standingOf(s);
  const own = s.aloft[viewer];
  const sc = scenarioOf(s.setup);
  const scenario = sc.ok ? sc.scenario : null;
  if (!('progress' in st)) return { phase: DEPLOYING, viewer, scenario, deploy: null, waiting: st.kind === 'roll' ? st.request.label : st.kind === 'broken' ? st.message : null, ownSecret: own ?? null };
  return { phase: DEPLOYING, viewer, scenario, deploy: deployView(st.progress, null), waiting: null, ownSecret: own ?? null };
}

const asVas = (s: ScenarioVasState): VasState => s as VasState;

export const scenarioVas: Engine<ScenarioBattleSetup, ScenarioVasState, ScenarioVasAction, ScenarioVasEvent, string, ScenarioVasView> = {
  descriptor: { ...vas.descriptor, id: 'vas', maxActions: vas.descriptor.maxActions + 64 },
  createGame(setup) {
    return isScenarioSetup(setup) ? createGame(setup) : vas.createGame(setup);
  },
  setupUnder(setup, engineVersion) {
    if (!isScenarioSetup(setup)) return vas.setupUnder ? vas.setupUnder(setup, engineVersion) : setup;
    const under = vas.setupUnder?.({ options: setup.options ?? {} }, engineVersion) as { options?: Record<string, unknown> } | undefined;
    return under?.options ? { ...setup, options: under.options } : setup;
  },
  apply(state, action) {
    if (!isDeploying(state)) return vas.apply(asVas(state), action as never);
    const r = step(state, action, true);
    return r.ok ? ok({ ...r.value, action }) : r;
  },
  applyTrusted(state, action) {
    if (!isDeploying(state)) return vas.applyTrusted(asVas(state), action as never);
    const r = step(state, action, false);
    if (!r.ok) throw new Error(`applyTrusted: ${r.error.message}`);
    return r.value;
  },
  pending: (state) => (isDeploying(state) ? pendingOf(state) : vas.pending(asVas(state))),
  legalActions(state) {
    if (!isDeploying(state)) return vas.legalActions(asVas(state));
    const st = standingOf(state);
    if (st.kind === 'place') return [{ type: 'scenario-deploy', fleet: st.fleet, placements: autoPlacements(st) }];
    if (st.kind === 'aloft') return st.fleets.map((fleet) => ({ type: 'scenario-aloft', fleet, choices: {} }));
    return [];
  },
  sampleAction(state, rng) {
    if (!isDeploying(state)) return vas.sampleAction(asVas(state), rng);
    const st = standingOf(state);
    if (st.kind === 'roll') return { type: 'roll', values: rollFor(rng, st.request) };
    const [first] = scenarioVas.legalActions(state);
    if (!first) throw new Error('scenarioVas.sampleAction: nothing to decide');
    return first;
  },
  diceAction: (values) => ({ type: 'roll', values: [...values] }),
  rollChance(state) {
    if (!isDeploying(state)) return vas.rollChance(asVas(state));
    const st = standingOf(state);
    if (st.kind !== 'roll') return { state, events: [] };
    const values = rollFor(seedRng(`scenario-dice:${String(state.setup.seed)}:${state.dice.length}`), st.request);
    return scenarioVas.applyTrusted(state, { type: 'roll', values });
  },
  observe: (state, player) => (isDeploying(state) ? observeDeploying(state, player) : vas.observe(asVas(state), player)),
  actorOf(state, action) {
    if (!isDeploying(state)) return vas.actorOf(asVas(state), action);
    if (typeof action !== 'object' || action === null) return null;
    const a = action as { type?: unknown; fleet?: unknown };
    const p = pendingOf(state);
    if (a.type === 'roll') return p.kind === 'chance' ? 'dice' : null;
    if (typeof a.fleet !== 'string') return null;
    if (a.type === 'scenario-deploy' && p.kind === 'decision' && p.player === a.fleet) return a.fleet;
    if (a.type === 'scenario-aloft' && p.kind === 'simultaneous' && p.players.includes(a.fleet)) return a.fleet;
    return null;
  },
  serialize: (state) => JSON.stringify(state),
  parse(text) {
    try {
      const v = JSON.parse(text) as unknown;
      return isDeploying(v) ? ok(v) : vas.parse(text);
    } catch {
      return vas.parse(text);
    }
  },
};

/** The automatic placement of the side placing now, as a deployment action's placements. */
function autoPlacements(st: Extract<Standing, { kind: 'place' }>): { ship: string; x: number; y: number; heading: number }[] {
  const plan = JSON.parse(JSON.stringify(st.progress.plan)) as typeof st.progress.plan;
  const i = st.progress.deploying ?? -1;
  const before = new Set((plan.players[i]?.ships ?? []).filter((x) => x.placement).map((x) => x.id));
  autoPlaceSide(plan, i);
  return (plan.players[i]?.ships ?? []).flatMap((x) => (x.placement && !before.has(x.id) ? [{ ship: x.id, x: x.placement.position.x, y: x.placement.position.y, heading: x.placement.heading }] : []));
}
