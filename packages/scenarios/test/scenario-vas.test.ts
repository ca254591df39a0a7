/**
 * `scenarioVas` (scenario-vas.ts): a scenario played from its pre-battle rolls through one engine. Each pre-battle
 * die is a chance step, each side placing by hand deploys in one decision in the scenario's order, carriers' flights
 * aloft are chosen at once, and the last of these makes the state the battle itself; refusals carry stable codes.
 */
import { describe, expect, it } from 'vitest';
import { seedRng, type Pending } from '@salvo/kernel';
import { vas, type VasState } from '@salvo/vas';
import { battleRecordOf, BUILTIN_SCENARIOS, isDeploying, scenarioVas, type DeployingView, type ScenarioBattleSetup, type ScenarioVasAction, type ScenarioVasState } from '../src/index';

const setupOf = (id: string, extra: Partial<ScenarioBattleSetup> = {}): ScenarioBattleSetup =>
  ({ scenario: BUILTIN_SCENARIOS[id], seed: `t:${id}`, level: 'Battle', ...extra });

function created(setup: unknown): ScenarioVasState {
  const r = scenarioVas.createGame(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays the deployment with the engine's own choices (dice from `seed`), recording every pending step. */
function toBattle(state: ScenarioVasState, seed: string): { state: VasState; steps: Pending<string>[]; texts: string[] } {
  const rng = seedRng(seed);
  const steps: Pending<string>[] = [];
  const texts: string[] = [];
  let s = state;
  for (let n = 0; isDeploying(s); n++) {
    if (n > 60) throw new Error('deployment does not end');
    const p = scenarioVas.pending(s);
    steps.push(p);
    const a = scenarioVas.sampleAction(s, rng);
    const r = scenarioVas.apply(s, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
    texts.push(...r.value.events.map((e) => e.text));
    s = r.value.state;
  }
  return { state: s as VasState, steps, texts };
}

describe('a scenario from its pre-battle rolls, as one engine', () => {
  it('VAS-SCN-PRE-BATTLE-DICE, VAS-SCN-DEPLOY-ORDER: Carrier Clash rolls its dice as chance steps, then each side deploys in turn, then both choose flights aloft at once; the battle follows', () => {
    const start = created(setupOf('carrier-clash'));
    expect(isDeploying(start)).toBe(true);
    if (!isDeploying(start)) return;
    expect(scenarioVas.pending(start).kind).toBe('chance');
    const { state, steps, texts } = toBattle(start, 'd:1');
    const kinds = steps.map((p) => (p.kind === 'decision' || p.kind === 'simultaneous' ? p.decision : p.kind));
    expect(kinds.filter((k) => k === 'scenario-deploy')).toHaveLength(2);
    expect(kinds.indexOf('scenario-aloft')).toBeGreaterThan(kinds.lastIndexOf('scenario-deploy'));
    expect(kinds.lastIndexOf('chance')).toBeLessThan(kinds.indexOf('scenario-deploy'));
    const aloft = steps.find((p) => p.kind === 'simultaneous');
    expect(aloft && aloft.kind === 'simultaneous' ? [...aloft.players].sort() : []).toEqual([...start.fleetOrder].sort());
    expect(texts.some((t) => /Initiative for deployment/.test(t))).toBe(true);
    expect(texts.at(-1)).toMatch(/begins/);
    expect(state.fleetOrder).toEqual(start.fleetOrder);
    expect(vas.pending(state).kind).not.toBe('over');
  });

  it('the record of the battle: its settled setup and the actions after the deployment replay through vas to the same state', () => {
    const setup = setupOf('carrier-clash');
    const rng = seedRng('d:9');
    let s = created(setup);
    const actions: ScenarioVasAction[] = [];
    for (let n = 0; n < 40; n++) {
      const a = scenarioVas.sampleAction(s, rng);
      actions.push(a);
      s = scenarioVas.applyTrusted(s, a).state;
    }
    expect(isDeploying(s)).toBe(false);
    const rec = battleRecordOf(setup, actions);
    if (!rec) throw new Error('no record');
    expect(rec.actions.length).toBeLessThan(actions.length);
    const made = vas.createGame(rec.setup);
    if (!made.ok) throw new Error(made.error.message);
    const replayed = rec.actions.reduce((st, a) => vas.applyTrusted(st, a as never).state, made.value);
    expect(vas.serialize(replayed)).toBe(vas.serialize(s as VasState));
    expect(battleRecordOf(setup, actions.slice(0, 2))).toBeNull();
  });

  it('the same rolls and deployments give the same battle, whoever replays them', () => {
    const a = toBattle(created(setupOf('blockade')), 'd:2');
    const b = toBattle(created(setupOf('blockade')), 'd:2');
    expect(vas.serialize(a.state)).toBe(vas.serialize(b.state));
  });

  it('refuses a deployment out of turn, a ship outside the zone, a ship left out, and dice that do not fit, each with its code', () => {
    let s = created(setupOf('carrier-clash'));
    const rng = seedRng('d:3');
    const bad = scenarioVas.apply(s, { type: 'roll', values: [7] });
    expect(bad.ok ? null : bad.error.code).toBe('ERR_BAD_DICE');
    while (scenarioVas.pending(s).kind === 'chance') s = scenarioVas.applyTrusted(s, scenarioVas.sampleAction(s, rng)).state;
    const p = scenarioVas.pending(s);
    if (p.kind !== 'decision') throw new Error('no deployment');
    const other = (isDeploying(s) ? s.fleetOrder : []).find((f) => f !== p.player) ?? '';
    const auto = scenarioVas.legalActions(s)[0] as Extract<ScenarioVasAction, { type: 'scenario-deploy' }>;
    const code = (a: ScenarioVasAction): string | null => { const r = scenarioVas.apply(s, a); return r.ok ? null : r.error.code; };
    expect(code({ ...auto, fleet: other })).toBe('ERR_WRONG_PLAYER');
    expect(scenarioVas.actorOf(s, { ...auto, fleet: other })).toBeNull();
    expect(scenarioVas.actorOf(s, auto)).toBe(p.player);
    const [first, ...rest] = auto.placements;
    expect(code({ ...auto, placements: rest })).toBe('ERR_DEPLOY_UNPLACED');
    if (first) expect(code({ ...auto, placements: [{ ...first, x: -50, y: -50 }, ...rest] })).toBe('ERR_DEPLOY_PLACEMENT');
    expect(code({ type: 'roll', values: [3] })).toBe('ERR_NOT_NOW');
    expect(code({ type: 'scenario-aloft', fleet: p.player, choices: {} })).toBe('ERR_NOT_NOW');
    expect(code(auto)).toBeNull();
  });

  it('VAS-SCN-AIR-ALOFT-CHOICE: a side sees its own flights-aloft choice and never the other\'s before the battle; a choice beyond the scenario\'s most is refused', () => {
    let s = created(setupOf('carrier-clash'));
    const rng = seedRng('d:4');
    while (scenarioVas.pending(s).kind !== 'simultaneous') s = scenarioVas.applyTrusted(s, scenarioVas.sampleAction(s, rng)).state;
    if (!isDeploying(s)) throw new Error('battle too soon');
    const [a, b] = s.fleetOrder as [string, string];
    const view = scenarioVas.observe(s, a) as DeployingView;
    const carrier = view.deploy?.players.find((p) => p.fleetId === a)?.ships.find((x) => x.flights.length > 0);
    if (!carrier) throw new Error('no carrier');
    const tooMany = scenarioVas.apply(s, { type: 'scenario-aloft', fleet: a, choices: { [carrier.id]: 99 } });
    expect(tooMany.ok ? null : tooMany.error.code).toBe('ERR_ALOFT_TOO_MANY');
    s = scenarioVas.applyTrusted(s, { type: 'scenario-aloft', fleet: a, choices: { [carrier.id]: 0 } }).state;
    expect(scenarioVas.observe(s, a)).toMatchObject({ ownSecret: { [carrier.id]: 0 } });
    expect(JSON.stringify(scenarioVas.observe(s, b))).not.toContain(`"${carrier.id}":0`);
    expect(scenarioVas.pending(s)).toMatchObject({ kind: 'simultaneous', players: [b] });
    const battle = scenarioVas.applyTrusted(s, { type: 'scenario-aloft', fleet: b, choices: {} }).state as VasState;
    expect(isDeploying(battle)).toBe(false);
    const ofCarrier = battle.air.flights.filter((f) => f.carrier === carrier.id);
    expect(ofCarrier.length).toBeGreaterThan(0);
    expect(ofCarrier.some((f) => f.airborne)).toBe(false);
    expect(battle.air.flights.filter((f) => f.fleet === b && f.carrier !== null).some((f) => f.airborne)).toBe(true);
  });

  it('a scenario with nothing to roll or place starts as the battle; a plain battle setup is played by vas', () => {
    const matapan = created(setupOf('cape-matapan'));
    expect(isDeploying(matapan)).toBe(false);
    const plain = scenarioVas.createGame({ seed: 1, fleets: [] });
    const direct = vas.createGame({ seed: 1, fleets: [] });
    expect(plain.ok).toBe(direct.ok);
  });

  it('a scenario that does not set up is refused with ERR_SETUP and the reason', () => {
    const r = scenarioVas.createGame({ scenario: { ...(BUILTIN_SCENARIOS['blockade'] as object), sides: [] }, seed: 1 });
    expect(r.ok ? null : r.error.code).toBe('ERR_SETUP');
    const noLevel = scenarioVas.createGame({ scenario: BUILTIN_SCENARIOS['at-all-costs'], seed: 1, fleets: [{}] });
    expect(noLevel.ok).toBe(false);
  });
});
