/**
 * A battle deployed by hand online (online-deploy.ts, deploy-view.ts): the replay stops at the first player by hand
 * in the deploy order, a player who decides nothing is placed automatically, a deployment is judged with the
 * scenario's own checks and stable codes, and each viewer's view shows another player's positions only once that
 * player has deployed, a carrier's choice only to its player, never the seed or the PRNG.
 */
import { describe, expect, it } from 'vitest';
import { applyDeployment, autoPlaceSide, deployView, loadScenario, planBattle, planOfView, placeShip, replayDeployment, type BattlePlan, type Deployment, type DeployProgress, type Scenario } from '../src/index';

function scenario(id: string): Scenario {
  const r = loadScenario(id);
  if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.problems)}`);
  return r.value;
}

function plan(id: string, seed: string): BattlePlan {
  const r = planBattle(scenario(id), { seed });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}

function progress(id: string, seed: string, done: ReadonlyMap<number, Deployment>, byHand: (i: number) => boolean = () => true): DeployProgress {
  const r = replayDeployment(plan(id, seed), byHand, done);
  if (!('plan' in r)) throw new Error(r.message);
  return r;
}

/** The bots' placement of `player` on what is placed so far, as a deployment. */
function placements(p: BattlePlan, player: number): Deployment {
  const copy = planOfView(deployView({ plan: p, step: 0, deploying: player, fixed: new Set() }, player));
  expect(autoPlaceSide(copy, player)).toBeNull();
  return { placements: (copy.players[player]?.ships ?? []).map((s) => ({ ship: s.id, x: s.placement?.position.x ?? 0, y: s.placement?.position.y ?? 0 })) };
}

describe('deploying by hand, one player after the other', () => {
  it('VAS-SCN-DEPLOY-ORDER: Carrier Clash stops at the initiative loser, then at the other player, then is done; the same inputs replay to the same table', () => {
    const start = progress('carrier-clash', 'g:1', new Map());
    const [first, second] = start.plan.deployOrder as [number, number];
    expect(start.deploying).toBe(first);
    expect(start.plan.players.flatMap((p) => p.ships).some((s) => s.placement)).toBe(false);
    const mine = placements(start.plan, first);
    const afterFirst = progress('carrier-clash', 'g:1', new Map([[first, mine]]));
    expect(afterFirst.deploying).toBe(second);
    expect(afterFirst.plan.players[first]?.ships.map((s) => s.placement?.position)).toEqual(mine.placements.map((p) => ({ x: p.x, y: p.y })));
    const theirs = placements(afterFirst.plan, second);
    const done = progress('carrier-clash', 'g:1', new Map([[first, mine], [second, theirs]]));
    expect(done.deploying).toBeNull();
    expect(JSON.stringify(progress('carrier-clash', 'g:1', new Map([[first, mine], [second, theirs]])).plan.players)).toBe(JSON.stringify(done.plan.players));
  });

  it('a player not by hand (a bot) is placed automatically in her turn; Blockade\'s blockader, with nothing to choose, is placed by her roll before the breakout group deploys', () => {
    const cc = plan('carrier-clash', 'g:2');
    const [first, second] = cc.deployOrder as [number, number];
    const r = progress('carrier-clash', 'g:2', new Map(), (i) => i === second);
    expect(r.deploying).toBe(second);
    expect(r.plan.players[first]?.ships.every((s) => s.placement)).toBe(true);
    const blockade = progress('blockade', 'g:3', new Map());
    const blockader = blockade.plan.players.findIndex((p) => p.side.deployment.kind === 'blockade-roll');
    expect(blockade.deploying).toBe(1 - blockader);
    expect(blockade.plan.players[blockader]?.ships.every((s) => s.placement)).toBe(true);
    // a side the scenario places sends no positions
    const refused = applyDeployment(blockade.plan, blockader, { placements: [{ ship: blockade.plan.players[blockader]?.ships[0]?.id ?? '', x: 1, y: 1 }] });
    expect(refused).toMatchObject({ code: 'ERR_DEPLOY_NOT_PLACED_BY_YOU' });
  });

  it('VAS-SCN-DEPLOY-ZONES, VAS-SCN-AIR-ALOFT-CHOICE: a deployment is judged with the scenario\'s checks and stable codes', () => {
    const p0 = progress('carrier-clash', 'g:4', new Map());
    const me = p0.deploying ?? -1;
    const good = placements(p0.plan, me);
    const fresh = (): BattlePlan => progress('carrier-clash', 'g:4', new Map()).plan;
    const [head, ...rest] = good.placements;
    if (!head) throw new Error('no ship');
    expect(applyDeployment(fresh(), me, { placements: rest })).toMatchObject({ code: 'ERR_DEPLOY_UNPLACED' });
    expect(applyDeployment(fresh(), me, { placements: [...good.placements, head] })).toMatchObject({ code: 'ERR_DEPLOY_SHIP' });
    expect(applyDeployment(fresh(), me, { placements: [...good.placements, { ship: 'nobody', x: 1, y: 1 }] })).toMatchObject({ code: 'ERR_DEPLOY_SHIP' });
    const onTop = applyDeployment(fresh(), me, { placements: [head, { ...rest[0], ship: rest[0]?.ship ?? '', x: head.x, y: head.y }, ...rest.slice(1)] });
    expect(onTop).toMatchObject({ code: 'ERR_DEPLOY_PLACEMENT' });
    expect((onTop as { message: string }).message).toMatch(/would be on top of/);
    const carrier = p0.plan.players[me]?.ships.find((s) => s.flights.length > 0)?.id ?? '';
    expect(applyDeployment(fresh(), me, { ...good, aloft: { [carrier]: 99 } })).toMatchObject({ code: 'ERR_ALOFT_TOO_MANY' });
    const ok = applyDeployment(fresh(), me, { ...good, aloft: { [carrier]: 1 } });
    expect('deployment' in ok && ok.deployment.placements.every((pl) => typeof pl.heading === 'number')).toBe(true);
  });

  it('VAS-SCN-DEPLOY-HIDDEN: the view shows a player\'s positions once she has deployed, her carrier\'s choice only to her, never the seed or the PRNG', () => {
    const p0 = progress('carrier-clash', 'g:5', new Map());
    const [first, second] = p0.plan.deployOrder as [number, number];
    const carrier = p0.plan.players[first]?.ships.find((s) => s.flights.length > 0)?.id ?? '';
    const mine: Deployment = { ...placements(p0.plan, first), aloft: { [carrier]: 0 } };
    const p1 = progress('carrier-clash', 'g:5', new Map([[first, mine]]));
    const forSecond = deployView(p1, second);
    const forFirst = deployView(p1, first);
    const forAll = deployView(p1, null);
    for (const v of [forSecond, forFirst, forAll]) {
      expect(v.players[first]?.ships.every((s) => s.placement)).toBe(true);
      expect(JSON.stringify(v)).not.toMatch(/g:5|"rng"|"seed"/);
    }
    expect(forFirst.players[first]?.ships.find((s) => s.id === carrier)?.aloft).toBeDefined();
    expect(JSON.stringify(forSecond)).not.toMatch(/"aloft"/);
    expect(JSON.stringify(forAll)).not.toMatch(/"aloft"/);
    // while the second deploys she holds her own ships only on her page: the first's view of them stays empty
    const plan2 = planOfView(forSecond);
    expect(autoPlaceSide(plan2, second)).toBeNull();
    expect(forSecond.players[second]?.ships.some((s) => s.placement)).toBe(false);
    expect(placeShip(plan2, second, 0, { position: plan2.players[first]?.ships[0]?.placement?.position ?? { x: 0, y: 0 }, heading: 0 })).not.toBeNull();
  });
});
