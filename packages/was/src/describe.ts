/**
 * War at Sea actions and events in words, shared by the terminal and the browser (pure: no I/O).
 * Every place is named as printed on the board and every ship by its name; a ship the state does not
 * name (a face-down British counter in an Axis view, 19.3) reads "a British ship", never its id.
 * Volleys give each die and its meaning (7.2, 7.3): hit (a natural 6 or a modified 6), disables (a
 * modified 5), miss, with the German +1 of 11.5 shown, and why, where it applied. A line names the ships, not
 * the side (the log says who acted before it): "Gneisenau fire at Hood", "+2 POC to the Axis".
 */
import { placeIn, placeName, returnChoiceName, sideName } from './names';
import type { Location, Side, TacticalShipResult, WasAction, WasEvent, WasState } from './types';

type Named = Pick<WasState, 'ships'> | { readonly ships: readonly { readonly id: string; readonly name?: string; readonly location?: Location }[] };

/** The sea area a ship is in, in `s` (the state after the event), if it is at sea there. */
function seaAreaOf(s: Named, id: string): string | null {
  const l = (s.ships as readonly { id: string; location?: Location }[]).find((q) => q.id === id)?.location;
  return l?.kind === 'sea' ? l.area : null;
}

/** "Allied"/"Axis": a side's airstrike. */
const sideAdjective = (side: Side): string => (side === 'allies' ? 'Allied' : 'Axis');

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
    case 'deployed': return e.malta.length ? `${names(s, e.malta)} start${e.malta.length === 1 ? 's' : ''} at Malta, the other British ships in England` : 'Every British ship starts in England';
    case 'russian-sailing': return `${ship(e.ship)} rolls ${e.roll}: ${e.maySail ? 'may sail' : 'stays in port'}`;
    case 'us-release': return `${ship(e.ship)} rolls ${e.roll}: ${e.released ? 'released' : 'not released'}`;
    case 'italian-takeover': return `${ship(e.ship)} rolls ${e.roll}: ${e.result}`;
    case 'moved': return `${ship(e.ship)} sails to ${placeIn(e.to)}${e.via ? ` via ${placeIn(e.via)}` : ''}`;
    case 'speed-roll': {
      const at = e.success ? seaAreaOf(s, e.ship) : null;
      return `${ship(e.ship)} speed roll ${e.roll} against ${e.speed}: ${e.success ? `arrives${at ? ` in ${placeIn(at)}` : ''}` : `fails, back to ${placeName(e.port ?? '')}`}`;
    }
    case 'repaired': return `${ship(e.ship)} repaired ${e.points} in ${placeName(e.port)}`;
    case 'uboats-placed': return null;
    case 'air-placed': return `${sideName(e.side)} land-based air: ${e.target ? placeName(e.target) : 'home'}`;
    case 'asw': return `ASW in the ${placeName(e.area)}: ${e.rolls.join(' ')}; ${e.sunk} U-boat(s) sunk, ${e.disabled} disabled, ${e.surviving} left`;
    case 'shots': return `${e.shooters.length ? `${names(s, e.shooters)} fire${e.shooters.length === 1 ? 's' : ''} at` : shooterWords(e.side, e.source ?? unnamedSource(e.side, e.target, before))} ${ship(e.target)}: ${perDie(e.rolls, e.mods ?? [])}`;
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
    case 'poc': return `+${e.points} POC to the ${sideName(e.side)} (${e.reason})`;
    case 'surrendered': return `The ${sideName(e.side)} surrender`;
    case 'to-table': return `The battle in the ${placeName(e.area)} goes to the Victory at Sea table`;
    case 'tactical-result': {
      const t = tacticalSummary(s, e.ships, e.holds);
      return `The battle in the ${placeName(e.area)}, fought on the tactical table: ${t.charAt(0).toUpperCase()}${t.slice(1)}`;
    }
    case 'game-over': return `Game over: ${e.winner ? `${sideName(e.winner)} win` : 'a draw'} (POC ${e.poc})`;
  }
}

/** Shots with no ships named come from an airstrike or from U-boats: "Allied airstrike on", "U-boats attack". */
function shooterWords(side: Side, source: 'uboat' | 'air' | 'surface' | null): string {
  return source === 'uboat' ? 'U-boats attack' : source === 'air' ? `${sideAdjective(side)} airstrike on` : `${sideAdjective(side)} airstrike or U-boats at`;
}

/** Where a volley with no named shooters came from (records of events from before `source`): the volley in `before`; a viewer's view holds no volley queue, so it may not say. */
function unnamedSource(side: Side, target: string, before: Partial<Pick<WasState, 'volleys'>> | undefined): 'uboat' | 'air' | null {
  const v = before?.volleys?.find((x) => x.side === side && x.target === target && x.shooters.length === 0);
  return v?.source === 'uboat' || v?.source === 'air' ? v.source : null;
}

/** Why a die of a volley has +1: the only modifier of War at Sea fire is the undamaged German ship's (11.5). */
const PLUS_ONE_WHY = 'German gunnery, 11.5';

/**
 * 7.2, 7.3, 11.5: each die with its +1 shown and its result, then the volley's outcome; the first +1 says why
 * ("5 +1 (German gunnery, 11.5) hit, 4 +1 miss, 2 miss: 1 hit(s)").
 */
export function perDie(rolls: readonly number[], mods: readonly number[]): string {
  const firstPlus = mods.findIndex((m, i) => m !== 0 && i < rolls.length);
  const dice = rolls.map((v, i) => {
    const m = mods[i] ?? 0;
    const total = v === 6 ? 6 : v + m;
    return `${v}${m ? ` +${m}${i === firstPlus ? ` (${PLUS_ONE_WHY})` : ''}` : ''} ${total >= 6 ? 'hit' : total === 5 ? 'disables' : 'miss'}`;
  });
  const hits = rolls.filter((v, i) => v === 6 || v + (mods[i] ?? 0) >= 6).length;
  const disabled = rolls.some((v, i) => v !== 6 && v + (mods[i] ?? 0) === 5);
  const outcome = hits ? `${hits} hit(s)${disabled ? ', and disabled' : ''}` : disabled ? 'disabled' : 'no effect';
  return `${dice.join(', ')}: ${outcome}`;
}
