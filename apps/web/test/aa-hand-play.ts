/**
 * The carrier battle (option aaByHand) played up to its first AA split, for the AA tests: Cossack steams north,
 * the Regia Marina's flights fly at her (the Me-109 2" to her east, the Stuka 2" to her west), nobody fires;
 * each side's dice rolled as the page rolls them.
 */
import { distance, type Vec } from '@salvo/kernel';
import { movableFlights, moveLimits, vas, type VasAction, type VasOptions, type VasState } from '@salvo/vas';
import { vasNewSetup } from '../src/session/new-game';

const toward = (from: Vec, to: Vec, reach: number): Vec => {
  const d = distance(from, to);
  const go = Math.min(reach - 0.01, d);
  return { x: from.x + ((to.x - from.x) * go) / d, y: from.y + ((to.y - from.y) * go) / d };
};

/** The decisions up to the first `aa-fire` decision, and the state there; `options` are added to the scenario's. */
export function playToTheSplit(seed: string, options: VasOptions = {}): { actions: VasAction[]; state: VasState } {
  const setup = vasNewSetup('carrier', seed, true);
  const c = vas.createGame({ ...setup, options: { ...setup.options, ...options } });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  const out: VasAction[] = [];
  for (let i = 0; i < 300; i++) {
    const p = vas.pending(s);
    if (p.kind === 'chance') { s = vas.rollChance(s).state; continue; }
    if (p.kind !== 'decision') break;
    if (p.decision === 'aa-fire') return { actions: out, state: s };
    let a = vas.legalActions(s)[0] as VasAction;
    if (p.decision === 'take-first' || p.decision === 'air-first') a = { type: p.decision, fleet: p.player, first: p.player === 'rn' };
    const ship = s.moving ? s.ships[s.moving] : undefined;
    if (p.decision === 'move' && ship) a = { type: 'move', ship: ship.id, legs: [{ forward: ship.id === 'cossack' && s.turn === 1 ? moveLimits(ship).speed : moveLimits(ship).minimum }] };
    if (p.decision === 'fly') {
      const at = s.ships.cossack?.position ?? { x: 0, y: 0 };
      const group = s.air.stage?.kind === 'fighters' ? 'fighters' : 'others';
      const moves = p.player !== 'rm' ? [] : movableFlights(s, 'rm', group).map((f) => ({ flight: f.id, to: toward(f.position as Vec, { x: at.x + (f.id === 'me109' ? 2 : -2), y: at.y + 2 }, f.profile.speed) }));
      a = { type: 'fly', fleet: p.player, moves };
    }
    if (p.decision === 'attack') {
      const first = vas.legalActions(s).find((x) => x.type === 'attack');
      if (first?.type === 'attack') a = { type: 'attack', ship: first.ship, fire: [] };
    }
    const r = vas.apply(s, a);
    if (!r.ok) throw new Error(`${p.decision}: ${r.error.message}`);
    out.push(a);
    s = r.value.state;
  }
  throw new Error('the battle never came to an AA split');
}
