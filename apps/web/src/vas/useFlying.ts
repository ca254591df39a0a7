/**
 * The person's flight plans while their fleet flies (VAS-AIR-MOVE): which flights the engine lets move
 * now (`flyingFleet`, `movableFlights`), a plan per flight (reset for each new group), the points the
 * table draws, and the `fly` action with the engine's sentence on it (`checkAction`).
 */
import { useMemo, useState } from 'react';
import type { Vec } from '@salvo/kernel';
import { checkAction, flyingFleet, movableFlights, type FlightState, type VasAction, type VasState } from '@salvo/vas';
import { dragPlan, flyMoves, planPoint, type FlyPlan } from './fly-plan';

export interface Flying {
  readonly flights: FlightState[];
  readonly plans: Readonly<Record<string, FlyPlan>>;
  /** For the table: the movable flights and where their plans send them. */
  readonly drawn: { readonly ids: readonly string[]; readonly planned: Readonly<Record<string, Vec>> };
  readonly action: VasAction;
  readonly problem: string | null;
  setPlan(flight: string, plan: FlyPlan): void;
  drag(flight: string, p: Vec): void;
}

export function useFlying(state: VasState, active: boolean): Flying | undefined {
  const now = active ? flyingFleet(state) : undefined;
  const flights = useMemo(() => (now ? movableFlights(state, now.fleet, now.group) : []), [state, now?.fleet, now?.group]);
  const key = now ? `${state.turn}:${now.fleet}:${now.group}` : '';
  const [plans, setPlans] = useState<Record<string, FlyPlan>>({});
  const [plansFor, setPlansFor] = useState('');
  if (key !== plansFor) {
    setPlansFor(key);
    setPlans({});
  }
  return useMemo(() => {
    if (!now) return undefined;
    const planned: Record<string, Vec> = {};
    for (const f of flights) {
      const to = planPoint(f, plans[f.id]);
      if (to) planned[f.id] = to;
    }
    const action: VasAction = { type: 'fly', fleet: now.fleet, moves: flyMoves(flights, plans) };
    const checked = checkAction(state, action);
    return {
      flights, plans, action, problem: checked.ok ? null : checked.error.message,
      drawn: { ids: flights.map((f) => f.id), planned },
      setPlan: (flight, plan) => setPlans((old) => ({ ...old, [flight]: plan })),
      drag: (flight, p) => {
        const f = flights.find((x) => x.id === flight);
        if (f) setPlans((old) => ({ ...old, [flight]: dragPlan(f, p) }));
      },
    };
  }, [now?.fleet, now?.group, flights, plans, state]);
}
