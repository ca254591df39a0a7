/** Actions and events of War at Sea in words, for the terminal log and the numbered options. */
import type { Side, WasAction, WasEvent, WasState } from '@salvo/was';
import { areaName } from './render-board';

const sideName = (x: Side): string => (x === 'allies' ? 'Allies' : 'Axis');

export function shipName(s: WasState, id: string): string {
  return s.ships.find((x) => x.id === id)?.name ?? id;
}

const names = (s: WasState, ids: readonly string[]): string => (ids.length ? ids.map((id) => shipName(s, id)).join(', ') : 'nothing');

export function describeAction(s: WasState, a: WasAction): string {
  switch (a.type) {
    case 'roll': return `roll ${a.values.join(' ')}`;
    case 'deploy': return a.malta.length ? `start ${names(s, a.malta)} at Malta, the rest in England` : 'start every British ship in England';
    case 'move': {
      const orders = a.orders.map((o) => `${shipName(s, o.ship)} to ${areaName(o.to)}${o.via ? ` via ${areaName(o.via)}` : ''}`);
      const repairs = Object.entries(a.repairs ?? {}).map(([id, n]) => `repair ${shipName(s, id)} ${n}`);
      const ub = Object.entries(a.uboats ?? {}).map(([ar, n]) => `${String(n)} U-boat(s) to ${areaName(ar)}`);
      const all = [...orders, ...repairs, ...ub];
      return all.length ? all.join('; ') : 'all ships stay in port';
    }
    case 'place-uboats': {
      const ub = Object.entries(a.areas).filter(([, n]) => n).map(([ar, n]) => `${String(n)} to ${areaName(ar)}`);
      return ub.length ? `U-boats: ${ub.join(', ')}` : 'no U-boats at sea';
    }
    case 'resolve-area': return `resolve the ${areaName(a.area)} next`;
    case 'add-one': return a.add ? 'add one to each die (11.5)' : 'keep the dice as rolled (11.5)';
    case 'place-air': return `land-based air ${a.target ? `on ${areaName(a.target)}` : 'kept home'}`;
    case 'air-targets': return `airstrikes on ${names(s, a.targets)}`;
    case 'uboat-targets': return `U-boats attack ${names(s, a.targets)}`;
    case 'carrier-intent': return a.firing.length ? `carriers ${names(s, a.firing)} will fire` : 'no carrier fires';
    case 'fire': return a.groups.length ? a.groups.map((g) => `${names(s, g.shooters)} fire at ${shipName(s, g.target)}`).join('; ') : 'hold fire';
    case 'disengage': return a.groups ? `disengage in ${a.groups.length} group(s): ${a.groups.map((g) => `[${names(s, g)}]`).join(' ')}` : 'stay and fight';
    case 'pursue': return a.groups.length ? a.groups.map((g) => `${names(s, g.ships)} pursue group ${g.target + 1}`).join('; ') : 'no pursuit';
    case 'continue-pursuit': return a.engagements.length ? `continue pursuit ${a.engagements.map((i) => i + 1).join(', ')}` : 'break off';
    case 'return': {
      const list = Object.entries(a.ports).map(([id, p]) => `${shipName(s, id)} to ${p === 'stay' || p === 'oiler' ? p : areaName(p)}`);
      return list.length ? list.join('; ') : 'every ship to its first port';
    }
    case 'surrender': return `the ${sideName(a.side)} surrender`;
  }
}

/**
 * `before` is the state the event came from (the one the action was applied to): it tells an
 * airstrike's shots from a U-boat attack's, which the event itself does not.
 */
export function describeEvent(s: WasState, e: WasEvent, before?: WasState): string | null {
  switch (e.type) {
    case 'turn-started': return `--- Turn ${e.turn} ---`;
    case 'reinforcement': return `${shipName(s, e.ship)} arrives in ${areaName(e.port)}`;
    case 'uboats-received': return `${e.count} U-boat(s) join${e.lost ? `, ${e.lost} lost to the limit of seven` : ''}`;
    case 'deployed': return null;
    case 'russian-sailing': return `${shipName(s, e.ship)} rolls ${e.roll}: ${e.maySail ? 'may sail' : 'stays in port'}`;
    case 'us-release': return `${shipName(s, e.ship)} rolls ${e.roll}: ${e.released ? 'released' : 'not released'}`;
    case 'italian-takeover': return `${shipName(s, e.ship)} rolls ${e.roll}: ${e.result}`;
    case 'moved': return null;
    case 'speed-roll': return `${shipName(s, e.ship)} speed roll ${e.roll} against ${e.speed}: ${e.success ? 'arrives' : `fails, back to ${areaName(e.port ?? '')}`}`;
    case 'repaired': return `${shipName(s, e.ship)} repaired ${e.points} in ${areaName(e.port)}`;
    case 'uboats-placed': return null;
    case 'air-placed': return `${sideName(e.side)} land-based air: ${e.target ? areaName(e.target) : 'home'}`;
    case 'asw': return `ASW in the ${areaName(e.area)}: ${e.rolls.join(' ')}; ${e.sunk} U-boat(s) sunk, ${e.disabled} disabled, ${e.surviving} left`;
    case 'shots': return `${sideName(e.side)} ${e.shooters.length ? names(s, e.shooters) : unnamedShooter(e.side, e.target, before)} at ${shipName(s, e.target)}: ${perDie(e.rolls, e.mods ?? [])}`;
    case 'eliminated': return `${shipName(s, e.ship)} is eliminated: ${e.reason}`;
    case 'fire-lost': return `${names(s, e.shooters)} lose their fire at ${shipName(s, e.target)}: ${e.reason}`;
    case 'damage': return `${shipName(s, e.target)} takes ${e.total} damage (${e.rolls.join(' ')})${e.sunk ? ' and sinks' : ''}`;
    case 'disabled': return `${shipName(s, e.ship)} is disabled`;
    case 'sunk': return `${shipName(s, e.ship)} is sunk`;
    case 'round-started': return `Surface combat in the ${areaName(e.area)}, round ${e.round}`;
    case 'disengaged': return `${sideName(e.side)} disengage in the ${areaName(e.area)}`;
    case 'pursuit': return `${names(s, e.pursuers)} pursue ${names(s, e.target)}`;
    case 'broke-off': return `${names(s, e.ships)} break off`;
    case 'returned': return null;
    case 'oiler-roll': return `${shipName(s, e.ship)} oiler roll ${e.roll}: ${e.success ? 'refuelled at sea' : 'to the Neutral port'}`;
    case 'control': return e.side ? `${areaName(e.area)}: ${sideName(e.side)} control` : null;
    case 'poc': return `${sideName(e.side)} +${e.points} POC (${e.reason})`;
    case 'surrendered': return `The ${sideName(e.side)} surrender`;
    case 'game-over': return `Game over: ${e.winner ? `${sideName(e.winner)} win` : 'a draw'} (POC ${e.poc})`;
  }
}

/** Shots with no ships named come from an airstrike or from U-boats: the volley in `before` says which. */
function unnamedShooter(side: Side, target: string, before: WasState | undefined): string {
  const v = before?.volleys.find((x) => x.side === side && x.target === target && x.shooters.length === 0);
  return v?.source === 'uboat' ? 'U-boats' : v?.source === 'air' ? 'airstrike' : 'airstrike or U-boats';
}

/** 7.2, 7.3, 11.5: each die with its +1 shown and its result, then the volley's outcome ("5+1 hit, 4 miss: 1 hit"). */
export function perDie(rolls: readonly number[], mods: readonly number[]): string {
  const dice = rolls.map((v, i) => {
    const m = mods[i] ?? 0;
    const total = v === 6 ? 6 : v + m;
    return `${v}${m ? `+${m}` : ''} ${total >= 6 ? 'hit' : total === 5 ? 'disables' : 'miss'}`;
  });
  const hits = rolls.filter((v, i) => v === 6 || v + (mods[i] ?? 0) >= 6).length;
  const disabled = rolls.some((v, i) => v !== 6 && v + (mods[i] ?? 0) === 5);
  const outcome = hits ? `${hits} hit(s)${disabled ? ', and disabled' : ''}` : disabled ? 'disabled' : 'no effect';
  return `${dice.join(', ')}: ${outcome}`;
}
