/**
 * A two-ship Victory at Sea position built from named classes, for odds asked "on paper"
 * (`salvo odds --attacker Warspite --target Zara --range 18 --beam`): the attacker is turned so that
 * every named weapon bears if any heading allows it (target on the beam first, then ahead, then
 * astern); the target shows its beam or its bow as asked. Modifiers are set on the state exactly as
 * the engine keeps them (Flank Speed and Evasive! as succeeded Special Actions, a fast target as
 * its distance moved), so the odds come from the engine's own rules.
 */
import { classOfNamedShip, findShipClass, unknownNameHint, type Catalog, type ShipRoster } from '@salvo/data';
import { attackOdds, createGame, type FireNomination, type VasState } from '@salvo/vas';
import { candidateWeapons, noneCanAttack, outOfRange, pickWeapons, weaponChoice, type LeftOut } from './choose';

export interface DuelSpec {
  readonly attacker: string;
  readonly target: string;
  /**
   * Weapon names, mounts (A, B, X, Y), or roster numbers, each of which must bear; empty or `all`: every
   * main gun and secondary battery that can attack the target, `main`: the main guns (the others left out).
   */
  readonly weapons: readonly string[];
  readonly range: number;
  readonly beam: boolean;
  readonly fastTarget?: boolean;
  readonly flankSpeed?: boolean;
  readonly evasiveTarget?: boolean;
  readonly evasiveAttacker?: boolean;
  /** Damage points the target has left (default its full score). */
  readonly targetDamage?: number;
  /** The ship classes to look the two up in: a modder's rosters applied (`--rosters`); default Salvo's own. */
  readonly catalog?: Catalog;
}

export type Built =
  | { readonly ok: true; readonly state: VasState; readonly fire: FireNomination[]; readonly leftOut: LeftOut[] }
  | { readonly ok: false; readonly message: string };

const CENTRE = 240;

export function rosterOf(name: string, catalog?: Catalog): ShipRoster | string {
  const direct = findShipClass(name, catalog);
  if (direct) return direct;
  const named = classOfNamedShip(name, catalog);
  const cls = named ? findShipClass(named.class, catalog) : undefined;
  return cls ?? `No ship class or ship called "${name}".${unknownNameHint(name, catalog, 'ships')} Run \`salvo ships\` for the list.`;
}

/** Roster index of a weapon named by number, name, name prefix or mount letter; or a sentence. */
export function weaponIndex(roster: ShipRoster, word: string): number | string {
  const w = word.trim().toLowerCase();
  if (/^\d+$/.test(w) && roster.weapons[Number(w)]) return Number(w);
  const found = roster.weapons.findIndex((x) => x.name.toLowerCase() === w || x.mount?.toLowerCase() === w || x.name.toLowerCase() === `${w} turret`);
  if (found >= 0) return found;
  const prefix = roster.weapons.flatMap((x, i) => (x.name.toLowerCase().startsWith(w) ? [i] : []));
  if (prefix.length === 1 && prefix[0] !== undefined) return prefix[0];
  const names = roster.weapons.map((x, i) => `${i} ${x.name}`).join(', ');
  return `The ${roster.class} class has no weapon "${word}"; its weapons: ${names}.`;
}

function place(a: ShipRoster, t: ShipRoster, range: number, bearing: number, beam: boolean, names: readonly [string, string]): VasState | string {
  const rad = (bearing * Math.PI) / 180;
  const tx = CENTRE + range * Math.sin(rad);
  const ty = CENTRE + range * Math.cos(rad);
  const r = createGame({
    seed: 1,
    options: { table: { width: 2 * CENTRE, height: 2 * CENTRE } },
    fleets: [
      { id: 'attacker', name: 'Attacker', ships: [{ id: 'attacker', name: names[0], roster: a, position: { x: CENTRE, y: CENTRE }, heading: 0 }] },
      { id: 'target', name: 'Target', ships: [{ id: 'target', name: names[1], roster: t, position: { x: tx, y: ty }, heading: beam ? (bearing + 90) % 360 : bearing }] },
    ],
  });
  return r.ok ? r.value : r.error.message;
}

export function buildDuel(spec: DuelSpec): Built {
  const a = rosterOf(spec.attacker, spec.catalog);
  if (typeof a === 'string') return { ok: false, message: a };
  const t = rosterOf(spec.target, spec.catalog);
  if (typeof t === 'string') return { ok: false, message: t };
  if (!Number.isFinite(spec.range) || spec.range < 0) return { ok: false, message: `The range must be a distance in inches of 0 or more, not "${String(spec.range)}".` };
  if (spec.range > CENTRE - 1) return { ok: false, message: `A range of ${spec.range}" is beyond every weapon in the game.` };
  const choice = weaponChoice(spec.weapons);
  if (typeof choice === 'object' && 'problem' in choice) return { ok: false, message: choice.problem };
  const names: [string, string] = [spec.attacker.trim(), spec.target.trim()];
  if (choice === 'all' || choice === 'main') return buildDefault(spec, a, t, choice, names);
  const indices: number[] = [];
  for (const word of choice) {
    const i = weaponIndex(a, word);
    if (typeof i === 'string') return { ok: false, message: i };
    indices.push(i);
  }
  for (const i of indices) {
    const w = a.weapons[i];
    if (w && w.range + 1e-9 < spec.range) return { ok: false, message: `${names[0]}'s ${w.name} cannot bear: ${outOfRange(w, spec.range)}` };
  }
  let lastProblem = '';
  for (const bearing of [90, 0, 180]) {
    const state = place(a, t, spec.range, bearing, spec.beam, names);
    if (typeof state === 'string') return { ok: false, message: state };
    const fire = indices.map((weapon) => ({ weapon, target: 'target' }));
    let bears = true;
    for (const n of fire) {
      const r = attackOdds(state, 'attacker', [n]);
      if (!r.ok) return { ok: false, message: r.error.message };
      if ((r.value[0]?.shots ?? 0) === 0) bears = false;
    }
    if (!bears) { lastProblem = `${indices.map((i) => a.weapons[i]?.name ?? i).join(', ')} cannot all bear on one target at once (their fire arcs do not overlap).`; continue; }
    applyModifiers(state, spec);
    return { ok: true, state, fire, leftOut: [] };
  }
  return { ok: false, message: lastProblem };
}

/**
 * `all` or `main`: the weapons that reach the target, the attacker turned (beam, ahead, astern) so that
 * the most of them bear; those out of range or arc are left out with the reason.
 */
function buildDefault(spec: DuelSpec, a: ShipRoster, t: ShipRoster, choice: 'all' | 'main', names: [string, string]): Built {
  const candidates = candidateWeapons(a, choice);
  const short: LeftOut[] = [];
  const reach: number[] = [];
  for (const i of candidates) {
    const w = a.weapons[i];
    if (!w) continue;
    if (w.range + 1e-9 < spec.range) short.push({ weapon: w.name, why: outOfRange(w, spec.range) });
    else reach.push(i);
  }
  let best: { state: VasState; fire: FireNomination[]; leftOut: LeftOut[] } | null = null;
  if (reach.length > 0) {
    for (const bearing of [90, 0, 180]) {
      const state = place(a, t, spec.range, bearing, spec.beam, names);
      if (typeof state === 'string') return { ok: false, message: state };
      const picked = pickWeapons(state, 'attacker', 'target', reach);
      if (best === null || picked.fire.length > best.fire.length) best = { state, ...picked };
      if (picked.leftOut.length === 0) break;
    }
  }
  const leftOut = [...short, ...(best?.leftOut ?? [])].sort((x, y) => a.weapons.findIndex((w) => w.name === x.weapon) - a.weapons.findIndex((w) => w.name === y.weapon));
  if (!best || best.fire.length === 0) return { ok: false, message: noneCanAttack(names[0], names[1], choice, leftOut) };
  applyModifiers(best.state, spec);
  return { ok: true, state: best.state, fire: best.fire, leftOut };
}

function applyModifiers(state: VasState, spec: DuelSpec): void {
  const me = state.ships.attacker;
  const it = state.ships.target;
  if (!me || !it) return;
  if (spec.fastTarget) it.distanceMovedThisTurn = 8;
  if (spec.flankSpeed) me.special = { kind: 'flank-speed', success: true };
  else if (spec.evasiveAttacker) me.special = { kind: 'evasive', success: true };
  if (spec.evasiveTarget) it.special = { kind: 'evasive', success: true };
  if (spec.targetDamage !== undefined) {
    it.damage = Math.max(1, Math.min(it.roster.damage[0], Math.round(spec.targetDamage)));
    it.crippled = it.damage <= it.roster.damage[1];
  }
}
