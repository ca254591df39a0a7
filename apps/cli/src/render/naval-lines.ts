/**
 * The Advanced Rules lines of the terminal view: Torpedo Spreads in the water, squadrons, and the squares
 * of hidden submersibles, only those the view holds (a fleet sees its own side's; `observe` removes others).
 */
import { SQUARE, type VasState } from '@salvo/vas';

const squareText = (col: number, row: number): string =>
  `square ${String.fromCharCode(65 + (col % 26))}${row + 1} (x ${col * SQUARE}-${(col + 1) * SQUARE}, y ${row * SQUARE}-${(row + 1) * SQUARE})`;

export function navalLines(state: VasState): string[] {
  const name = (id: string): string => state.ships[id]?.name ?? id;
  const out: string[] = [];
  for (const t of state.naval.torpedoes) {
    const weapon = state.ships[t.attacker]?.roster.weapons[t.weapon]?.name ?? 'Torpedoes';
    const when = t.dueTurn === state.turn ? 'this End Phase' : `the End Phase of turn ${t.dueTurn}`;
    out.push(`Torpedo Spread: ${name(t.attacker)}'s ${weapon} (${t.dice} AD) ${t.beam ? 'on the beam of' : 'off the bow or stern of'} ${name(t.target)}, strikes ${when}${t.longLance ? ' (The Long Lance)' : ''}`);
  }
  for (const q of state.naval.squadrons) out.push(`Squadron ${q.id} (${state.fleets[q.fleet]?.name ?? q.fleet}): ${q.ships.map(name).join(', ')}`);
  for (const id of state.shipOrder) {
    const sq = state.naval.hidden[id];
    if (sq) out.push(`Hidden: ${name(id)} in ${squareText(sq.col, sq.row)}`);
  }
  for (const [boat, sides] of Object.entries(state.naval.detected)) out.push(`Detected: ${name(boat)} (by ${sides.join(', ')})`);
  return out;
}
