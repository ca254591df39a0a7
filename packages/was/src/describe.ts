/**
 * War at Sea actions and events in words, shared by the terminal and the browser (pure: no I/O).
 * Every place is named as printed on the board and every ship by its name; a ship the state does not
 * name (a face-down British counter in an Axis view, 19.3) reads "a British ship", never its id.
 * Volleys give each die and its meaning (7.2, 7.3): hit (a natural 6 or a modified 6), disables (a
 * modified 5), miss, with the German +1 of 11.5 shown where it applied.
 */
import { placeName, returnChoiceName, sideName } from './names';
import type { Side, TacticalShipResult, WasAction, WasEvent, WasState } from './types';

type Named = Pick<WasState, 'ships'> | { readonly ships: readonly { readonly id: string; readonly name?: string }[] };

/** A ship's printed name, or "a British ship" for a counter the viewer sees face down (or not at all). */
export function describedShip(s: Named, id: string): string {
  const x = (s.ships as readonly { id: string; name?: string }[]).find((q) => q.id === id);
  return x?.name ?? 'a British ship';
}

const names = (s: Named, ids: readonly string[]): string => (ids.length ? ids.map((id) => describedShip(s, id)).join(', ') : 'nothing');

export function describeAction(s: Named, a: WasAction): string {
  switch (a.type) {
    case 'roll': return `roll ${a.values.join(' ')}`;
    case 'deploy': return a.malta.length ? `start ${names(s, a.malta)} at Malta, the rest in England` : 'start every British ship in England';
    case 'move': {
      const orders = a.orders.map((o) => `${describedShip(s, o.ship)} to ${placeName(o.to)}${o.via ? ` via ${placeName(o.via)}` : ''}`);
      const repairs = Object.entries(a.repairs ?? {}).map(([id, n]) => `repair ${describedShip(s, id)} ${n}`);
      const ub = Object.entries(a.uboats ?? {}).map(([ar, n]) => `${String(n)} U-boat(s) to ${placeName(ar)}`);
      const all = [...orders, ...repairs, ...ub];
      return all.length ? all.join('; ') : 'all ships stay where they are';
    }
    case 'place-uboats': {
      const ub = Object.entries(a.areas).filter(([, n]) => n).map(([ar, n]) => `${String(n)} to ${placeName(ar)}`);
      return ub.length ? `U-boats: ${ub.join(', ')}` : 'no U-boats at sea';
    }
    case 'resolve-area': return `resolve the ${placeName(a.area)} next`;
    case 'add-one': return a.add ? 'add one to each die (11.5)' : 'keep the dice as rolled (11.5)';
    case 'place-air': return `land-based air ${a.target ? `on ${placeName(a.target)}` : 'kept home'}`;
    case 'air-targets': return `airstrikes on ${names(s, a.targets)}`;
    case 'uboat-targets': return `U-boats attack ${names(s, a.targets)}`;
    case 'carrier-intent': return a.firing.length ? `carriers ${names(s, a.firing)} will fire` : 'no carrier fires';
    case 'fire': return a.groups.length ? a.groups.map((g) => `${names(s, g.shooters)} fire at ${describedShip(s, g.target)}`).join('; ') : 'hold fire';
    case 'disengage': return a.groups ? `disengage in ${a.groups.length} group(s): ${a.groups.map((g) => `[${names(s, g)}]`).join(' ')}` : 'stay and fight';
    case 'pursue': return a.groups.length ? a.groups.map((g) => `${names(s, g.ships)} pursue group ${g.target + 1}`).join('; ') : 'no pursuit';
    case 'continue-pursuit': return a.engagements.length ? `continue pursuit ${a.engagements.map((i) => i + 1).join(', ')}` : 'break off';
    case 'return': {
      const list = Object.entries(a.ports).map(([id, p]) => `${describedShip(s, id)} to ${returnChoiceName(p)}`);
      return list.length ? list.join('; ') : 'every ship to its first port';
    }
    case 'surrender': return `the ${sideName(a.side)} surrender`;
    case 'fight-by-dice': return 'fight the battle by the War at Sea dice';
    case 'fight-on-table': return 'fight the battle on the Victory at Sea table';
    case 'tactical-result': return `the battle fought on the tactical table: ${tacticalSummary(s, a.ships, a.holds)}`;
  }
}

/** "Hood sunk; Bismarck 3 damage, afloat; Prinz Eugen withdrew. The Axis hold the area." */
export function tacticalSummary(s: Named, ships: readonly TacticalShipResult[], holds: Side | null): string {
  const one = (r: TacticalShipResult): string =>
    r.fate === 'sunk' ? `${describedShip(s, r.ship)} sunk` : `${describedShip(s, r.ship)} ${r.damage} damage, ${r.fate === 'afloat' ? 'afloat' : 'withdrew to port'}`;
  const who = holds ? `the ${sideName(holds)} hold the area` : 'neither side holds the area';
  return `${ships.map(one).join('; ')}; ${who}`;
}

/**
 * `before` is the state the event came from (the one the action was applied to): it tells an
 * airstrike's shots from a U-boat attack's, which the event itself does not.
 */
export function describeEvent(s: Named, e: WasEvent, before?: Partial<Pick<WasState, 'volleys'>>): string | null {
  const ship = (id: string): string => describedShip(s, id);
  switch (e.type) {
    case 'turn-started': return `--- Turn ${e.turn} ---`;
    case 'reinforcement': return `${ship(e.ship)} arrives in ${placeName(e.port)}`;
    case 'uboats-received': return `${e.count} U-boat(s) join${e.lost ? `, ${e.lost} lost to the limit of seven` : ''}`;
    case 'deployed': return null;
    case 'russian-sailing': return `${ship(e.ship)} rolls ${e.roll}: ${e.maySail ? 'may sail' : 'stays in port'}`;
    case 'us-release': return `${ship(e.ship)} rolls ${e.roll}: ${e.released ? 'released' : 'not released'}`;
    case 'italian-takeover': return `${ship(e.ship)} rolls ${e.roll}: ${e.result}`;
    case 'moved': return null;
    case 'speed-roll': return `${ship(e.ship)} speed roll ${e.roll} against ${e.speed}: ${e.success ? 'arrives' : `fails, back to ${placeName(e.port ?? '')}`}`;
    case 'repaired': return `${ship(e.ship)} repaired ${e.points} in ${placeName(e.port)}`;
    case 'uboats-placed': return null;
    case 'air-placed': return `${sideName(e.side)} land-based air: ${e.target ? placeName(e.target) : 'home'}`;
    case 'asw': return `ASW in the ${placeName(e.area)}: ${e.rolls.join(' ')}; ${e.sunk} U-boat(s) sunk, ${e.disabled} disabled, ${e.surviving} left`;
    case 'shots': return `${sideName(e.side)} ${e.shooters.length ? names(s, e.shooters) : e.source ? SOURCE_NAME[e.source] : unnamedShooter(e.side, e.target, before)} at ${ship(e.target)}: ${perDie(e.rolls, e.mods ?? [])}`;
    case 'eliminated': return `${ship(e.ship)} is eliminated: ${e.reason}`;
    case 'fire-lost': return `${names(s, e.shooters)} lose their fire at ${ship(e.target)}: ${e.reason}`;
    case 'damage': return `${ship(e.target)} takes ${e.total} damage (${e.rolls.join(' ')})${e.sunk ? ' and sinks' : ''}`;
    case 'disabled': return `${ship(e.ship)} is disabled`;
    case 'sunk': return `${ship(e.ship)} is sunk`;
    case 'round-started': return `Surface combat in the ${placeName(e.area)}, round ${e.round}`;
    case 'disengaged': return `${sideName(e.side)} disengage in the ${placeName(e.area)}`;
    case 'pursuit': return `${names(s, e.pursuers)} pursue ${names(s, e.target)}`;
    case 'broke-off': return `${names(s, e.ships)} break off`;
    case 'returned': return null;
    case 'oiler-roll': return `${ship(e.ship)} oiler roll ${e.roll}: ${e.success ? 'refuelled at sea' : 'to the Neutral port'}`;
    case 'control': return e.side ? `${placeName(e.area)}: ${sideName(e.side)} control` : null;
    case 'poc': return `${sideName(e.side)} +${e.points} POC (${e.reason})`;
    case 'surrendered': return `The ${sideName(e.side)} surrender`;
    case 'to-table': return `The battle in the ${placeName(e.area)} goes to the Victory at Sea table`;
    case 'tactical-result': {
      const t = tacticalSummary(s, e.ships, e.holds);
      return `The battle in the ${placeName(e.area)}, fought on the tactical table: ${t.charAt(0).toUpperCase()}${t.slice(1)}`;
    }
    case 'game-over': return `Game over: ${e.winner ? `${sideName(e.winner)} win` : 'a draw'} (POC ${e.poc})`;
  }
}

/** Shots with no ships named come from an airstrike or from U-boats: the volley in `before` says which. */
const SOURCE_NAME = { uboat: 'U-boats', air: 'airstrike' } as const;

/** Who fired a volley with no named shooters (records of events from before `source`); a viewer's view holds no volley queue, so it may not say which. */
function unnamedShooter(side: Side, target: string, before: Partial<Pick<WasState, 'volleys'>> | undefined): string {
  const v = before?.volleys?.find((x) => x.side === side && x.target === target && x.shooters.length === 0);
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
