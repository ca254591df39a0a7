/**
 * The web Scenarios screen's planning (apps/web/src/scenario/plan.ts, catalog.ts): every built-in scenario
 * plans and becomes a setup the engine accepts with the scenario's game length; a chosen side is Player 1's
 * with no attacker roll (VAS-SCN-ATTACKER-ROLL only when asked); a fleet file is checked with the same
 * restrictions as `salvo fleet validate --scenario` (VAS-SCN-FLEET-CARRIER) and, when legal, played by its side
 * whatever the roll; only people whose side deploys in zones place by hand (VAS-SCN-DEPLOY-ZONES).
 */
import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { planToSetup } from '@salvo/scenarios';
import { scenarioById, scenarioList, turnLimit } from '../src/scenario/catalog';
import { anyoneDeploys, fleetFileProblems, handDeployers, planChoice, readyText, sideNavy } from '../src/scenario/plan';

const get = (id: string) => {
  const s = scenarioById(id);
  if (!s) throw new Error(`no scenario ${id}`);
  return s;
};

describe('web scenario planning', () => {
  it('lists the 6 generic then the 12 historical scenarios; each plans to a setup the engine accepts, with its length', () => {
    const list = scenarioList();
    expect(list).toHaveLength(18);
    expect(list.slice(0, 6).every((s) => s.kind === 'generic')).toBe(true);
    expect(list.map((s) => s.id)).toContain('river-plate');
    for (const s of list) {
      const r = planChoice({ scenario: s, seed: '4', side: 'roll' });
      if (!r.ok) throw new Error(`${s.id}: ${r.problems.join(' ')}`);
      const made = vas.createGame(planToSetup(r.plan));
      if (!made.ok) throw new Error(`${s.id}: ${made.error.message}`);
      expect(made.value.options.maxTurns).toBe(turnLimit(s));
      expect(made.value.scenario?.id).toBe(s.id);
    }
  });

  it('VAS-SCN-ATTACKER-ROLL: a chosen side is Player 1\'s without a roll; "roll" rolls one die each', () => {
    const chosen = planChoice({ scenario: get('blockade'), seed: '7', side: 'defender', level: 'Raid' });
    if (!chosen.ok) throw new Error(chosen.problems.join(' '));
    expect(chosen.plan.players[chosen.first]?.side.id).toBe('defender');
    expect(chosen.plan.notes.some((n) => n.startsWith('Attacker roll'))).toBe(false);
    const rolled = planChoice({ scenario: get('blockade'), seed: '7', side: 'roll', level: 'Raid' });
    if (!rolled.ok) throw new Error(rolled.problems.join(' '));
    expect(rolled.first).toBe(0);
    expect(rolled.plan.notes.some((n) => n.startsWith('Attacker roll'))).toBe(true);
  });

  it('VAS-SCN-FLEET-CARRIER: a Carrier Clash fleet without a carrier is refused with the validator\'s sentence', () => {
    const problems = fleetFileProblems(get('carrier-clash'), 'west', 'Raid', { nation: 'Royal Navy', ships: [{ class: 'Tribal', name: 'HMS Cossack' }] });
    expect(problems.join(' ')).toMatch(/needs at least one aircraft carrier/);
    expect(fleetFileProblems(get('carrier-clash'), 'west', 'Raid', get('carrier-clash').example?.fleets.west)).toEqual([]);
  });

  it('a legal fleet file plays for its side whatever the attacker roll gives Player 1', () => {
    const s = get('supply-ships');
    const mine = { ...(s.example?.fleets.defender as Record<string, unknown>), name: 'My convoy escort' };
    expect(fleetFileProblems(s, 'defender', 'Raid', mine)).toEqual([]);
    for (const seed of ['1', '2', '3', '4']) {
      const r = planChoice({ scenario: s, seed, side: 'roll', level: 'Raid', fleets: { defender: mine } });
      if (!r.ok) throw new Error(r.problems.join(' '));
      expect(r.plan.players.find((p) => p.side.id === 'defender')?.fleetName).toBe('My convoy escort');
      expect(r.plan.notes.some((n) => n.startsWith('Attacker roll'))).toBe(true);
    }
  });

  it('VAS-SCN-DEPLOY-ZONES: people in zone scenarios place by hand, in the set-up order; historical fleets start placed', () => {
    const g = planChoice({ scenario: get('victory-at-sea'), seed: '5', side: 'first', level: 'Raid' });
    if (!g.ok) throw new Error(g.problems.join(' '));
    expect(handDeployers(g.plan, (i) => i === g.first)).toEqual([g.first]);
    expect(handDeployers(g.plan, () => true)).toEqual(g.plan.deployOrder);
    const h = planChoice({ scenario: get('river-plate'), seed: '5', side: 'rn' });
    if (!h.ok) throw new Error(h.problems.join(' '));
    expect(handDeployers(h.plan, () => true)).toEqual([]);
    expect(h.plan.players.every((p) => p.ships.every((s) => s.placement))).toBe(true);
  });

  it('VAS-SCN-DEPLOY-ZONES: the ready screen says who placed each fleet; the set-up order only where anyone sets up; sides name their navies', () => {
    const g = planChoice({ scenario: get('victory-at-sea'), seed: '5', side: 'first', level: 'Raid' });
    if (!g.ok) throw new Error(g.problems.join(' '));
    expect(anyoneDeploys(g.plan)).toBe(true);
    const [a, b] = g.plan.players.map((p) => p.fleetName);
    expect(readyText(g.plan, (i) => i === 0)).toBe(`Player 1 placed ${a}. The bot placed ${b}.`);
    const h = planChoice({ scenario: get('river-plate'), seed: '5', side: 'rn' });
    if (!h.ok) throw new Error(h.problems.join(' '));
    expect(anyoneDeploys(h.plan)).toBe(false);
    expect(readyText(h.plan, () => true)).not.toMatch(/bot|placed/);
    const s = get('victory-at-sea');
    expect(s.sides.map((x) => sideNavy(s, x, {}))).toEqual(['Royal Navy', 'Kriegsmarine']);
    expect(sideNavy(s, s.sides[0]!, { first: { nation: 'US Navy', ships: [] } })).toBe('US Navy');
    const rp = get('river-plate');
    expect(rp.sides.map((x) => sideNavy(rp, x, {})).every((n) => typeof n === 'string')).toBe(true);
  });

  it('VAS-SCN-CONVOY-ENTRY: in Convoy Duty the attacker places nothing at deployment; its ships wait off the table and enter in the battle', () => {
    const c = planChoice({ scenario: get('convoy-duty'), seed: '5', side: 'attacker', level: 'Raid' });
    if (!c.ok) throw new Error(c.problems.join(' '));
    const attacker = c.plan.players.findIndex((p) => p.side.deployment.kind === 'long-edge-entry');
    expect(attacker).toBeGreaterThanOrEqual(0);
    expect(handDeployers(c.plan, () => true)).not.toContain(attacker);
    expect(handDeployers(c.plan, () => true).length).toBeGreaterThan(0);
  });
});
