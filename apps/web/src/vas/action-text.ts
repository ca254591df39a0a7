/** A Victory at Sea action in words, for option buttons of decisions without their own panel. */
import { describeAction, type VasAction, type VasState } from '@salvo/vas';

export function actionText(state: VasState, a: VasAction): string {
  const ship = (id: string): string => state.ships[id]?.name ?? id;
  switch (a.type) {
    case 'torpedo-critical': return a.reroll === null ? 'Keep the torpedo critical as rolled' : `Re-roll the torpedo critical (${a.reroll === 0 ? 'first' : 'second'} die)`;
    case 'reveal': return a.ships.length
      ? `Reveal ${a.ships.map((p) => `${ship(p.ship)} ${p.submerged ? 'submerged' : 'on the surface'} at (${p.position.x.toFixed(1)}, ${p.position.y.toFixed(1)}) heading ${Math.round(p.heading)}°`).join('; ')}`
      : 'Reveal no submersible';
    case 'enter': return a.ships.length
      ? `Bring on ${a.ships.map((e) => `${ship(e.ship)} at (${e.position.x.toFixed(1)}, ${e.position.y.toFixed(1)}) heading ${Math.round(e.heading)}°`).join('; ')}`
      : 'Keep the waiting ships off the table';
    case 'crash-dive': return a.attempt ? `${ship(a.ship)}: try a Crash Dive` : `${ship(a.ship)}: no Crash Dive`;
    case 'split-squadron': return `Split squadron ${a.squadron}`;
    case 'nominate-move': return `Nominate ${ship(a.ship)}${a.special ? ` (${a.special}${a.second ? ` + ${a.second}` : ''})` : ''}${a.depth ? ` (${String(a.depth)})` : ''}`;
    case 'damage-control': return a.critical === null ? `${ship(a.ship)}: no Damage Control` : `${ship(a.ship)}: Damage Control on #${a.critical}`;
    case 'take-first': return a.first ? 'Move first' : 'Let the opponent move first';
    case 'attack': return `${ship(a.ship)} attacks`;
    case 'move': return `Move ${ship(a.ship)}`;
    case 'roll': return `Dice ${a.values.join(' ')}`;
    case 'concede': return 'Concede';
    case 'air-first': return a.first ? 'Our aircraft move first' : 'The other fleet\'s aircraft move first';
    case 'fly': return `Fly ${a.moves.length} flight${a.moves.length === 1 ? '' : 's'}`;
    case 'air-attack': return a.bombs.length ? `Aircraft attack: ${a.bombs.map((b) => `${b.flight} bombs ${ship(b.target)}`).join(', ')}` : 'Aircraft attack (no bombs)';
    case 'aa-fire': return describeAction(state, a);
    case 'tactical-judgement': return a.dice.length ? `${ship(a.ship)}: Tactical Judgement, re-roll dice ${a.dice.join(', ')}` : `${ship(a.ship)}: keep the dice`;
  }
}
