/**
 * War at Sea actions and events in words (after apps/cli/src/was/describe.ts), with each die of a
 * volley and its meaning: hit (a modified 6, or a natural 6), disabled (a modified 5), miss, and the
 * German +1 of 11.5 shown where it applied.
 */
import type { WasAction, WasEvent, WasState } from '@salvo/was';
import { names, placeName, shipName, sideName } from './names';

export function describeAction(s: WasState, a: WasAction): string {
  switch (a.type) {
    case 'roll': return `roll ${a.values.join(' ')}`;
    case 'deploy': return a.malta.length ? `start ${names(s, a.malta)} at Malta, the rest in England` : 'start every British ship in England';
    case 'move': {
      const orders = a.orders.map((o) => `${shipName(s, o.ship)} to ${placeName(o.to)}${o.via ? ` via ${placeName(o.via)}` : ''}`);
      const repairs = Object.entries(a.repairs ?? {}).map(([id, n]) => `repair ${shipName(s, id)} ${n}`);
      const ub = Object.entries(a.uboats ?? {}).map(([ar, n]) => `${String(n)} U-boat(s) to ${placeName(ar)}`);
      const all = [...orders, ...repairs, ...ub];
      return all.length ? all.join('; ') : 'all ships stay where they are';
    }
    case 'place-uboats': return `U-boats: ${Object.entries(a.areas).filter(([, n]) => n).map(([ar, n]) => `${String(n)} to ${placeName(ar)}`).join(', ') || 'none at sea'}`;
    case 'resolve-area': return `resolve the ${placeName(a.area)} next`;
    case 'add-one': return a.add ? 'add one to each die (11.5)' : 'keep the dice as rolled (11.5)';
    case 'place-air': return `land-based air ${a.target ? `on ${placeName(a.target)}` : 'kept home'}`;
    case 'air-targets': return `airstrikes on ${names(s, a.targets)}`;
    case 'uboat-targets': return `U-boats attack ${names(s, a.targets)}`;
    case 'carrier-intent': return a.firing.length ? `carriers ${names(s, a.firing)} will fire` : 'no carrier fires';
    case 'fire': return a.groups.length ? a.groups.map((g) => `${names(s, g.shooters)} fire at ${shipName(s, g.target)}`).join('; ') : 'hold fire';
    case 'disengage': return a.groups ? `disengage in ${a.groups.length} group(s): ${a.groups.map((g) => `[${names(s, g)}]`).join(' ')}` : 'stay and fight';
    case 'pursue': return a.groups.length ? a.groups.map((g) => `${names(s, g.ships)} pursue group ${g.target + 1}`).join('; ') : 'no pursuit';
    case 'continue-pursuit': return a.engagements.length ? `continue pursuit ${a.engagements.map((i) => i + 1).join(', ')}` : 'break off';
    case 'return': {
      const list = Object.entries(a.ports).map(([id, p]) => `${shipName(s, id)} to ${p === 'stay' ? 'stay at sea' : p === 'oiler' ? 'an oiler' : placeName(p)}`);
      return list.length ? list.join('; ') : 'every ship to its first port';
    }
    case 'surrender': return `the ${sideName(a.side)} surrender`;
  }
}

/** One die of a volley in words: "5+1=6 hit (German +1, 11.5)". */
export function dieMeaning(v: number, mod: number): string {
  const m = v === 6 ? 6 : v + mod;
  const shown = mod ? `${v}+${mod}=${v + mod}` : String(v);
  const why = mod ? ' (German +1, 11.5)' : '';
  if (v === 6) return `${shown} hit${why}`;
  if (m >= 6) return `${shown} hit${why}`;
  if (m === 5) return `${shown} disabled${why}`;
  return `${shown} miss${why}`;
}

function shotsText(e: Extract<WasEvent, { type: 'shots' }>, s: WasState, before: WasState): string {
  const v = (before.volleys as WasState['volleys'] | undefined)?.find((x) => x.side === e.side && x.target === e.target);
  const who = e.shooters.length ? names(s, e.shooters) : v?.source === 'uboat' ? 'U-boats' : 'airstrike';
  const dice = e.rolls.map((r, i) => dieMeaning(r, e.mods?.[i] ?? 0)).join(', ');
  return `${sideName(e.side)} ${who} at ${shipName(s, e.target)}: ${dice}${e.hits ? ` — ${e.hits} hit(s)` : ''}${e.disable && !e.hits ? ' — disabled' : ''}`;
}

export function describeEvent(s: WasState, e: WasEvent, before: WasState): string | null {
  switch (e.type) {
    case 'turn-started': return `Turn ${e.turn} begins`;
    case 'reinforcement': return `${shipName(s, e.ship)} arrives in ${placeName(e.port)}`;
    case 'uboats-received': return `${e.count} U-boat(s) join${e.lost ? `, ${e.lost} lost to the limit of seven` : ''}`;
    case 'deployed': return null;
    case 'russian-sailing': return `${shipName(s, e.ship)} rolls ${e.roll}: ${e.maySail ? 'may sail' : 'stays in port'}`;
    case 'us-release': return `${shipName(s, e.ship)} rolls ${e.roll}: ${e.released ? 'released' : 'not released'}`;
    case 'italian-takeover': return `${shipName(s, e.ship)} rolls ${e.roll}: ${e.result}`;
    case 'moved': return null;
    case 'speed-roll': return `${shipName(s, e.ship)} speed roll ${e.roll} against Speed ${e.speed}: ${e.success ? 'arrives' : `fails, back to ${placeName(e.port ?? '')}`}`;
    case 'repaired': return `${shipName(s, e.ship)} repaired ${e.points} in ${placeName(e.port)}`;
    case 'uboats-placed': return null;
    case 'air-placed': return `${sideName(e.side)} land-based air: ${e.target ? placeName(e.target) : 'home'}`;
    case 'asw': return `ASW in the ${placeName(e.area)}: ${e.rolls.join(' ')}; ${e.sunk} U-boat(s) sunk, ${e.disabled} disabled, ${e.surviving} left`;
    case 'shots': return shotsText(e, s, before);
    case 'eliminated': return `${shipName(s, e.ship)} is eliminated: ${e.reason}`;
    case 'fire-lost': return `${names(s, e.shooters)} lose their fire at ${shipName(s, e.target)}: ${e.reason}`;
    case 'damage': return `${shipName(s, e.target)} takes ${e.total} damage (${e.rolls.join(' ')})${e.sunk ? ' and sinks' : ''}`;
    case 'disabled': return `${shipName(s, e.ship)} is disabled`;
    case 'sunk': return `${shipName(s, e.ship)} is sunk`;
    case 'round-started': return `Surface combat in the ${placeName(e.area)}, round ${e.round}`;
    case 'disengaged': return `${sideName(e.side)} disengage in the ${placeName(e.area)}`;
    case 'pursuit': return `${names(s, e.pursuers)} pursue ${names(s, e.target)}`;
    case 'broke-off': return `${names(s, e.ships)} break off`;
    case 'returned': return null;
    case 'oiler-roll': return `${shipName(s, e.ship)} oiler roll ${e.roll}: ${e.success ? 'refuelled at sea' : 'to the Neutral port'}`;
    case 'control': return e.side ? `${placeName(e.area)}: ${sideName(e.side)} control` : null;
    case 'poc': return `${sideName(e.side)} +${e.points} POC (${e.reason})`;
    case 'surrendered': return `The ${sideName(e.side)} surrender`;
    case 'game-over': return `Game over: ${e.winner ? `${sideName(e.winner)} win` : 'a draw'} (POC ${e.poc})`;
  }
}
