/**
 * The normalised copy of an untrusted action whose shape `actionShapeError` accepted: only the fields the
 * rules read, every list a fresh plain array (a caller's array may carry an own `constructor`, which
 * breaks `map`/`filter`), every map a fresh object of own entries. The rules then never touch the caller's
 * objects, and the events never keep them by reference.
 */
import type { WasAction } from './types';

function list<T>(v: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < v.length; i++) out.push(v[i] as T);
  return out;
}

const dict = <T>(v: Readonly<Record<string, T>>): Record<string, T> => Object.fromEntries(Object.entries(v));

export function copyAction(a: WasAction): WasAction {
  switch (a.type) {
    case 'roll': return { type: 'roll', values: list(a.values) };
    case 'deploy': return { type: 'deploy', malta: list(a.malta) };
    case 'move': return {
      type: 'move',
      orders: list(a.orders).map((o) => ({
        ship: o.ship, to: o.to, ...(o.via !== undefined ? { via: o.via } : {}), ...(o.fallback !== undefined ? { fallback: o.fallback } : {}),
      })),
      ...(a.repairs !== undefined ? { repairs: dict(a.repairs) } : {}),
      ...(a.uboats !== undefined ? { uboats: dict(a.uboats) } : {}),
    };
    case 'place-uboats': return { type: 'place-uboats', areas: dict(a.areas) };
    case 'resolve-area': return { type: 'resolve-area', area: a.area };
    case 'add-one': return { type: 'add-one', add: a.add };
    case 'place-air': return { type: 'place-air', side: a.side, target: a.target };
    case 'air-targets': return { type: 'air-targets', side: a.side, targets: list(a.targets) };
    case 'uboat-targets': return { type: 'uboat-targets', targets: list(a.targets) };
    case 'carrier-intent': return { type: 'carrier-intent', firing: list(a.firing) };
    case 'fire': return { type: 'fire', groups: list(a.groups).map((g) => ({ shooters: list(g.shooters), target: g.target })) };
    case 'disengage': return { type: 'disengage', side: a.side, groups: a.groups === null ? null : list(a.groups).map((g) => list(g)) };
    case 'pursue': return { type: 'pursue', groups: list(a.groups).map((g) => ({ ships: list(g.ships), target: g.target })) };
    case 'continue-pursuit': return { type: 'continue-pursuit', engagements: list(a.engagements) };
    case 'return': return { type: 'return', ports: dict(a.ports) };
    case 'surrender': return { type: 'surrender', side: a.side };
    case 'fight-by-dice': return { type: 'fight-by-dice' };
    case 'fight-on-table': return { type: 'fight-on-table' };
    case 'tactical-result': return { type: 'tactical-result', ships: list(a.ships).map((r) => ({ ship: r.ship, damage: r.damage, fate: r.fate })), holds: a.holds };
  }
}
