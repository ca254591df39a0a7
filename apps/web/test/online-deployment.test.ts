/**
 * What the page sends and says for an online deployment by hand (scenario/online-deployment.ts): the deployment made
 * from the page's plan is what the scenario's own checks accept, with the carrier's choice per aircraft type as
 * chosen; the waiting sentences for the other seat, a seat that has deployed and a spectator; and a seat still to deploy
 * told its own fleet and zone in the table's words (the waiting sentence names only the other's).
 */
import { describe, expect, it } from 'vitest';
import { applyDeployment, autoPlaceSide, chooseAloft, deployView, loadScenario, planBattle, planOfView, replayDeployment, type BattlePlan } from '@salvo/scenarios';
import { deploymentOf, waitingText, yourPartText } from '../src/scenario/online-deployment';

function carrierClash(): BattlePlan {
  const s = loadScenario('carrier-clash');
  if (!s.ok) throw new Error('no scenario');
  const p = planBattle(s.value, { seed: 'web:1' });
  if (!p.ok) throw new Error('no plan');
  return p.value;
}

describe('an online deployment from the page', () => {
  it('VAS-SCN-AIR-ALOFT-CHOICE: the page\'s placements and carrier choice are accepted by the server\'s checks and give the chosen flights', () => {
    const server = carrierClash();
    const progress = replayDeployment(server, () => true, new Map());
    if (!('plan' in progress)) throw new Error(progress.message);
    const me = progress.deploying ?? -1;
    const page = planOfView(deployView(progress, me));
    expect(autoPlaceSide(page, me)).toBeNull();
    const carrier = page.players[me]?.ships.find((s) => s.flights.length > 1);
    if (!carrier) throw new Error('no carrier of several types');
    const [firstType] = carrier.flights;
    expect(chooseAloft(page, me, carrier.id, { [firstType?.aircraft ?? '']: 1 })).toBeNull();
    const sent = deploymentOf(page, me, new Set());
    expect(sent.placements).toHaveLength(page.players[me]?.ships.length ?? -1);
    expect(sent.aloft?.[carrier.id]).toMatchObject({ [firstType?.aircraft ?? '']: 1 });
    const judged = applyDeployment(carrierClash(), me, sent);
    expect('deployment' in judged).toBe(true);
  });

  it('the waiting sentences: the other seat, a seat that has deployed, a spectator', () => {
    const plan = carrierClash();
    const progress = replayDeployment(plan, () => true, new Map());
    if (!('plan' in progress)) throw new Error(progress.message);
    const [first, second] = plan.deployOrder as [number, number];
    const name = plan.players[first]?.fleetName ?? '';
    expect(waitingText(deployView(progress, second))).toBe(`${name} deploys first; you deploy next, with their ships on the table.`);
    expect(waitingText(deployView(progress, null))).toBe(`${name} deploys first.`);
    const after = { ...progress, step: 1, deploying: second };
    expect(waitingText(deployView(after, first))).toMatch(/^You have deployed; .+ deploys now\./);
  });

  it('a seat waiting to deploy is told its own fleet and zone, as the table labels them; nobody else is', () => {
    const plan = carrierClash();
    const progress = replayDeployment(plan, () => true, new Map());
    if (!('plan' in progress)) throw new Error(progress.message);
    const [first, second] = plan.deployOrder as [number, number];
    const p = plan.players[second];
    const zone = p?.side.deployment.zones[0];
    if (!p || !zone) throw new Error('no second zone');
    expect(yourPartText(deployView(progress, second))).toBe(`You play ${p.fleetName} (Player ${second + 1}, ${p.side.name}): you set up in ${zone.name ?? zone.id} (x ${zone.x} to ${zone.x + zone.width}, y ${zone.y} to ${zone.y + zone.height}).`);
    expect(yourPartText(deployView(progress, null))).toBeNull();
    expect(yourPartText(deployView({ ...progress, step: 1, deploying: second }, first))).toBeNull();
  });
});
