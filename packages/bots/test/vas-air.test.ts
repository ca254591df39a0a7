/**
 * The bots' aircraft policy (air.ts): in a carrier battle the heuristic launches, flies and nominates
 * its aircraft itself, never handing an aircraft decision to the engine's random `sampleAction`; its
 * fighters hunt strike aircraft before anything else.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas, type FlightState, type VasState } from '@salvo/vas';
import { asState, heuristicAction, NORMAL, playVasMatch, vasBot, type VasBot } from '../src/vas/index';
import { fighterGoal } from '../src/vas/air';
import { loadScenario, scenarioToSetup } from '../../scenarios/src/index';

function carrierClash(): VasState {
  const loaded = loadScenario('carrier-clash');
  if (!loaded.ok) throw new Error('carrier-clash does not load');
  const planned = scenarioToSetup(loaded.value, { seed: 'air-test', attacker: 0 });
  if (!planned.ok) throw new Error(planned.problems.map((p) => p.message).join('; '));
  const game = vas.createGame(planned.value.setup);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

const AIR_DECISIONS = new Set(['air-first', 'fly']);

describe('Victory at Sea bots: aircraft', () => {
  it('VAS-AIR-LAUNCH, VAS-AIR-MOVE, VAS-AIR-NOMINATE: the heuristic launches, flies and attacks with its aircraft by its own policy', () => {
    const start = carrierClash();
    let launches = 0;
    let flights = 0;
    let strikes = 0;
    let unknown = 0;
    const watched = (inner: VasBot): VasBot => ({
      name: inner.name,
      decide(view) {
        const state = asState(view);
        const p = vas.pending(state);
        if (p.kind === 'decision' && (AIR_DECISIONS.has(p.decision) || vas.legalActions(state).some((a) => a.type === 'air-attack'))) {
          if (heuristicAction(state, NORMAL) === undefined) unknown++;
        }
        const a = inner.decide(view);
        if (a.type === 'move' && (a.launch?.length ?? 0) + (a.recover?.length ?? 0) > 0) launches++;
        if (a.type === 'fly' && a.moves.length > 0) flights++;
        if ((a.type === 'air-attack' && a.bombs.length > 0) || (a.type === 'fly' && (a.torpedoes?.length ?? 0) > 0)) strikes++;
        return a;
      },
    });
    const bots: Record<string, VasBot> = {};
    for (const f of start.fleetOrder) bots[f] = watched(vasBot('easy', `air:${f}`));
    const m = playVasMatch({ ...start, rng: seedRng('air-game') }, bots);
    expect(m.error).toBeUndefined();
    expect(m.winners).not.toBeNull();
    expect(unknown).toBe(0);
    expect(launches).toBeGreaterThan(0);
    expect(flights).toBeGreaterThan(0);
    expect(strikes).toBeGreaterThan(0);
  });

  it('bot aircraft policy: a fighter goes for the enemy strike flight it can reach, not the nearer enemy fighter; with none and no payload, over its own fleet', () => {
    const s = carrierClash();
    const mk = (id: string, fleet: string, x: number, y: number, f: FlightState): FlightState => ({ ...f, id, fleet, airborne: true, position: { x, y }, dogfight: [], spent: [] });
    const fleets = s.fleetOrder;
    const template = s.air.flights;
    const fighter = template.find((f) => f.profile.type === 'Fighter');
    const striker = template.find((f) => f.profile.type === 'Torpedo Bomber');
    expect(fighter && striker).toBeTruthy();
    if (!fighter || !striker) return;
    const mine = mk('f1', fleets[0]!, 30, 20, fighter);
    const enemyFighter = mk('e1', fleets[1]!, 30, 23, fighter);
    const enemyStriker = mk('e2', fleets[1]!, 30, 20 + Math.min(8, fighter.profile.speed), striker);
    const state: VasState = { ...s, air: { ...s.air, flights: [mine, enemyFighter, enemyStriker] } };
    expect(fighterGoal(state, mine)).toEqual(enemyStriker.position);
    // with nothing in reach it strikes while it has bombs, then stays over its own fleet, not over the enemy's AA
    const far: VasState = { ...s, air: { ...s.air, flights: [mine] } };
    expect(fighterGoal(far, mine, { x: 1, y: 2 })).toEqual({ x: 1, y: 2 });
    const spent = { ...mine, spent: mine.profile.weapons.map((_, i) => i) };
    const goal = fighterGoal(far, spent, { x: 1, y: 2 });
    const own = s.shipOrder.map((id) => s.ships[id]!).filter((x) => x.fleet === mine.fleet).map((x) => x.position);
    expect(own).toContainEqual(goal);
  });
});
