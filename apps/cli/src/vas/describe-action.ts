/** One readable line for a Victory at Sea action, for numbered option lists and logs. */
import { criticalName, SPECIAL_ACTIONS, type MoveLeg, type VasAction, type VasState } from '@salvo/vas';

const f1 = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, ''));

export function describeLegs(legs: readonly MoveLeg[]): string {
  return legs.map((l) => ('forward' in l ? `forward ${f1(l.forward)}"` : `turn ${l.turn > 0 ? '+' : ''}${f1(l.turn)}°`)).join(', ');
}

export function describeAction(state: VasState, a: VasAction): string {
  const ship = (id: string): string => state.ships[id]?.name ?? id;
  const fleet = (id: string): string => state.fleets[id]?.name ?? id;
  switch (a.type) {
    case 'roll':
      return `roll ${a.values.join(' ')}`;
    case 'take-first':
      return a.first ? `${fleet(a.fleet)} moves first` : `${fleet(a.fleet)} makes the opponent move first`;
    case 'nominate-move':
      return `nominate ${ship(a.ship)} to move${a.special ? ` with ${SPECIAL_ACTIONS[a.special].name}` : ''}`;
    case 'move':
      return `move ${ship(a.ship)}: ${describeLegs(a.legs) || 'stay'}`;
    case 'attack': {
      if (a.fire.length === 0) return `${ship(a.ship)} holds her fire`;
      const s = state.ships[a.ship];
      const noms = a.fire.map((f) => `${s?.roster.weapons[f.weapon]?.name ?? `weapon ${f.weapon}`}${f.dice !== undefined ? ` (${f.dice} AD)` : ''} at ${ship(f.target)}`);
      return `${ship(a.ship)} fires ${noms.join('; ')}`;
    }
    case 'damage-control': {
      if (a.critical === null) return `${ship(a.ship)}: no Damage Control`;
      const c = state.ships[a.ship]?.criticals.find((x) => x.id === a.critical);
      return `${ship(a.ship)}: Damage Control on critical ${a.critical}${c ? ` (${criticalName(c.effect)})` : ''}`;
    }
    case 'concede':
      return `${fleet(a.fleet)} concedes`;
  }
}
