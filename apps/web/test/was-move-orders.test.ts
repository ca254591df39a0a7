/**
 * The War at Sea movement form's builder (was/move-action.ts) against real game states (heuristic-bot games):
 * an untouched form sends what the old form sent; a two-area mover from port may name the port she falls back to
 * (6.4), the engine's default is not sent; damaged ships in a friendly port can be repaired (13.1, 13.2), a ship
 * that sails is not, and the engine judges the points against the port's capacity.
 */
import { describe, expect, it } from 'vitest';
import type { WasAction } from '@salvo/was';
import { refusal } from '../src/was/forms/engine-check';
import { EMPTY_DRAFT, fallbackChoices, moveAction, movers, repairable, routeKey } from '../src/was/move-action';
import { eachWasDecision, type WasDecision } from './was-decisions';

/** Every movement decision of heuristic-bot games with these seeds. */
function moveSteps(seeds: readonly number[]): WasDecision[] {
  const out: WasDecision[] = [];
  eachWasDecision(seeds, (d) => { if (d.state.step.kind === 'move') out.push(d); });
  return out;
}

const MOVES = moveSteps([1, 2, 3, 5]);

describe('the War at Sea movement form', () => {
  it('untouched, it sends every ship staying, as the old form did, and the engine accepts it', () => {
    expect(MOVES.length).toBeGreaterThan(20);
    for (const d of MOVES) {
      const a = moveAction(d.state, EMPTY_DRAFT);
      expect(a).toEqual({ type: 'move', orders: [] });
      expect(refusal(d.state, a, d.side)).toBeNull();
    }
  });

  it('WAS-6.4 a two-area move from port may fall back to any port the engine allows; the default is not sent, another is, and both are accepted', () => {
    let tried = 0;
    for (const d of MOVES) {
      for (const { ship, routes } of movers(d.state, d.side)) {
        const two = routes.find((r) => r.via);
        if (!two) continue;
        const key = routeKey(two);
        const ports = fallbackChoices(d.state, ship, key);
        expect(ports.length).toBeGreaterThan(0);
        const plain = moveAction(d.state, { ...EMPTY_DRAFT, orders: { [ship.id]: key }, fallbacks: { [ship.id]: ports[0] as string } }) as Extract<WasAction, { type: 'move' }>;
        expect(plain.orders[0]?.fallback).toBeUndefined();
        expect(refusal(d.state, plain, d.side)).toBeNull();
        for (const p of ports.slice(1)) {
          const other = moveAction(d.state, { ...EMPTY_DRAFT, orders: { [ship.id]: key }, fallbacks: { [ship.id]: p } }) as Extract<WasAction, { type: 'move' }>;
          expect(other.orders[0]?.fallback).toBe(p);
          expect(refusal(d.state, other, d.side)).toBeNull();
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('WAS-13.2 damaged ships in a friendly port are offered for repair: up to the port\'s capacity accepted, beyond it refused with the rule; a ship that sails is left out', () => {
    let repaired = 0;
    for (const d of MOVES) {
      for (const { ship, capacity } of repairable(d.state, d.side)) {
        const n = Math.min(ship.damage, capacity);
        const a = moveAction(d.state, { ...EMPTY_DRAFT, repairs: { [ship.id]: String(n) } });
        expect(a).toEqual({ type: 'move', orders: [], repairs: { [ship.id]: n } });
        expect(refusal(d.state, a, d.side)).toBeNull();
        if (ship.damage > capacity) expect(refusal(d.state, moveAction(d.state, { ...EMPTY_DRAFT, repairs: { [ship.id]: String(capacity + 1) } }), d.side)).toMatch(/repairs at most .* a turn \(13\.2\)/);
        const route = movers(d.state, d.side).find((m) => m.ship.id === ship.id)?.routes[0];
        if (route) {
          const sails = moveAction(d.state, { ...EMPTY_DRAFT, orders: { [ship.id]: routeKey(route) }, repairs: { [ship.id]: String(n) } });
          expect(sails).not.toHaveProperty('repairs');
        }
        repaired++;
      }
    }
    expect(repaired).toBeGreaterThan(0);
  });
});
