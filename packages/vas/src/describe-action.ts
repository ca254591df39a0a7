/** One readable line for a Victory at Sea action, for numbered option lists and logs. */
import { criticalName } from './damage/critical-table';
import { SPECIAL_ACTIONS } from './special-actions/catalog';
import type { MoveLeg, VasAction, VasState } from './types';
import { splitText } from './aircraft/aa-hand';

/** At most two decimals, no trailing zeros or point: 3.001 is "3", never "3." (which read `forward 3."`). */
const f1 = (n: number): string => String(Number(n.toFixed(2)) + 0);

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
      return `nominate ${ship(a.ship)} to move${a.depth ? ` (${a.depth === 'dive' ? 'diving' : 'surfacing'})` : ''}${a.special ? ` with ${SPECIAL_ACTIONS[a.special].name}` : ''}${a.second ? ` and ${SPECIAL_ACTIONS[a.second].name} (New Captain)` : ''}`;
    case 'move':
      return `move ${ship(a.ship)}: ${describeLegs(a.legs) || 'stay'}${a.launch?.length ? `, launching ${a.launch.join(', ')}` : ''}${a.recover?.length ? `, recovering ${a.recover.join(', ')}` : ''}`;
    case 'attack': {
      const lights = `${a.starshell ? `, a starshell over ${ship(a.starshell)}` : ''}${a.spotlight ? `, her spotlight on ${ship(a.spotlight)}` : ''}`;
      if (a.fire.length === 0) return `${ship(a.ship)} holds her fire${lights}`;
      const s = state.ships[a.ship];
      const noms = a.fire.map((f) => `${s?.roster.weapons[f.weapon]?.name ?? `weapon ${f.weapon}`}${f.dice !== undefined ? ` (${f.dice} AD)` : ''} at ${ship(f.target)}`);
      return `${ship(a.ship)} fires ${noms.join('; ')}${lights}`;
    }
    case 'damage-control': {
      if (a.critical === null) return `${ship(a.ship)}: no Damage Control`;
      const c = state.ships[a.ship]?.criticals.find((x) => x.id === a.critical);
      return `${ship(a.ship)}: Damage Control on critical ${a.critical}${c ? ` (${criticalName(c.effect)})` : ''}`;
    }
    case 'concede':
      return `${fleet(a.fleet)} concedes`;
    case 'torpedo-critical':
      return a.reroll === null ? 'keep both critical location dice' : `re-roll critical location die ${a.reroll === 0 ? 'one' : 'two'}`;
    case 'reveal':
      return a.ships.length === 0 ? `${fleet(a.fleet)} keeps its submersibles hidden`
        : `${fleet(a.fleet)} reveals ${a.ships.map((r) => `${ship(r.ship)} at (${f1(r.position.x)}, ${f1(r.position.y)})${r.submerged ? ' submerged' : ''}`).join('; ')}`;
    case 'crash-dive':
      return a.attempt ? `${ship(a.ship)} tries to crash dive` : `${ship(a.ship)} stays on the surface`;
    case 'split-squadron':
      return `${fleet(a.fleet)} splits squadron ${a.squadron}`;
    case 'air-first':
      return a.first ? `${fleet(a.fleet)} moves its aircraft first` : `${fleet(a.fleet)} makes the enemy move aircraft first`;
    case 'fly': {
      const torpedoes = a.torpedoes?.length ? `; torpedo attack${a.torpedoes.length === 1 ? '' : 's'} by ${a.torpedoes.map((t) => `${t.flight} on ${ship(t.target)}`).join(', ')}` : '';
      return a.moves.length === 0 ? `${fleet(a.fleet)} holds its flights${torpedoes}`
        : `${fleet(a.fleet)} flies ${a.moves.map((m) => `${m.flight} to (${f1(m.to.x)}, ${f1(m.to.y)})`).join('; ')}${torpedoes}`;
    }
    case 'air-attack':
      return a.bombs.length === 0 ? `${fleet(a.fleet)}'s aircraft attack (dogfights and declared torpedoes; no bombs)`
        : `${fleet(a.fleet)}'s aircraft attack: ${a.bombs.map((b) => `${b.flight} bombs ${ship(b.target)}`).join('; ')}`;
    case 'enter':
      return a.ships.length === 0 ? `${fleet(a.fleet)} keeps its waiting ships off the table`
        : `${fleet(a.fleet)} brings on ${a.ships.map((e) => `${ship(e.ship)} at (${f1(e.position.x)}, ${f1(e.position.y)}) heading ${f1(e.heading)}`).join('; ')}`;
    case 'aa-fire': {
      const s = state.ships[a.ship];
      return s ? `${s.name} splits her AA dice: ${splitText(state, s, a.fire)}` : `${ship(a.ship)} splits her AA dice`;
    }
    case 'tactical-judgement':
      return a.dice.length === 0 ? `${ship(a.ship)} keeps the dice` : `${ship(a.ship)} spends Tactical Judgement: re-roll dice ${a.dice.join(', ')}`;
  }
}
