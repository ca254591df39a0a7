/**
 * The bots' aircraft policy (VAS-AIR-*): launch, flying, attacks. Every choice starts from the
 * engine's listed actions (`legalActions`), so it is legal by construction, and is checked with
 * `apply` where the bot changes it. AA fire is automatic in the engine (VAS-AA-FIRE: no decision).
 * - Order of flying (`air-first`): let the enemy fly first, seeing where its flights go.
 * - Strike flights (bombers, torpedo bombers, fighter-bombers with a payload left): the engine's
 *   closing move at the nearest enemy ship, declaring torpedoes where it may (VAS-AIR-TORPEDO).
 * - Fighters: hunt the enemy flight they can reach this turn, strike aircraft first (the threat to our
 *   ships); with none in reach, strike like the others while they carry a payload, else stay over our
 *   own fleet (combat air patrol: over the enemy's ships they would only feed its AA).
 * - Attacks: the fleet nominates its aircraft (bombs on every ship in contact, torpedoes and dogfights
 *   resolved with them) as soon as they are due: bombs held back do nothing.
 * - Launch and recovery: a carrier's move carries the launch/recovery variant whenever one is listed
 *   for a move scored close to its best (`launchMove`): aircraft in the hangar deal no Damage; a
 *   cruiser's observation aircraft go up only with a move as good as her best.
 */
import { carrierCapacity, movableFlights, flyingFleet, type FlightMove, type FlightState, type VasAction, type VasState } from '@salvo/vas';
import type { RankedMove } from './move';
import { sides } from './view';

type Fly = Extract<VasAction, { type: 'fly' }>;

const isFighter = (f: FlightState): boolean => f.profile.type === 'Fighter' || f.profile.type === 'Fighter-Bomber';
const inAir = (f: FlightState): boolean => f.airborne && !f.destroyed && f.position !== null;
const hasPayload = (f: FlightState): boolean => f.profile.weapons.some((w, i) => (w.kind === 'bomb' || w.kind === 'torpedo') && !f.spent.includes(i));
const side = (state: VasState, fleet: string): string => state.fleets[fleet]?.side ?? fleet;
const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.hypot(a.x - b.x, a.y - b.y);

/** `from` moved towards `to` by at most `reach`, kept on the table. */
function toward(state: VasState, from: { x: number; y: number }, to: { x: number; y: number }, reach: number): { x: number; y: number } {
  const d = dist(from, to);
  const k = d <= reach ? 1 : reach / d;
  const { width, height } = state.options.table;
  return { x: Math.min(width, Math.max(0, from.x + (to.x - from.x) * k)), y: Math.min(height, Math.max(0, from.y + (to.y - from.y) * k)) };
}

/**
 * Where a fighter goes: the enemy flight it can reach this turn, strike aircraft first (the threat to
 * our ships), then the nearest; with none, `strike` (its listed move at the enemy ships) while it has
 * a payload left, else over our nearest ship.
 */
export function fighterGoal(state: VasState, f: FlightState, strike?: { x: number; y: number }): { x: number; y: number } | undefined {
  const from = f.position;
  if (!from) return undefined;
  const prey = state.air.flights
    .filter((o) => inAir(o) && o.position !== null && side(state, o.fleet) !== side(state, f.fleet))
    .map((o) => ({ o, d: dist(from, o.position as { x: number; y: number }) }))
    .filter((x) => x.d <= f.profile.speed)
    .sort((a, b) => Number(hasPayload(b.o) && !isFighter(b.o)) - Number(hasPayload(a.o) && !isFighter(a.o)) || a.d - b.d)[0];
  if (prey?.o.position) return prey.o.position;
  if (strike && hasPayload(f)) return strike;
  const { mine } = sides(state, f.fleet);
  const home = mine.map((s) => ({ s, d: dist(from, s.position) })).sort((a, b) => a.d - b.d)[0];
  return home?.s.position;
}

/** The fleet's flight moves for the group flying now; undefined when no fleet is flying. */
export function flyAction(state: VasState, listed: readonly VasAction[]): VasAction | undefined {
  const now = flyingFleet(state);
  const fly = listed.filter((a): a is Fly => a.type === 'fly');
  const base = fly.find((a) => (a.torpedoes?.length ?? 0) > 0) ?? fly.find((a) => a.moves.length > 0) ?? fly[0];
  if (!now || !base) return base;
  const declared = new Set((base.torpedoes ?? []).map((t) => t.flight));
  const moves: FlightMove[] = [];
  for (const f of movableFlights(state, now.fleet, now.group)) {
    const listedMove = base.moves.find((m) => m.flight === f.id);
    if (declared.has(f.id) || !isFighter(f) || !f.position) {
      if (listedMove) moves.push(listedMove);
      continue;
    }
    const goal = fighterGoal(state, f, listedMove?.to);
    if (goal) moves.push({ flight: f.id, to: toward(state, f.position, goal, f.profile.speed) });
  }
  return { type: 'fly', fleet: now.fleet, moves, ...(base.torpedoes?.length ? { torpedoes: base.torpedoes } : {}) };
}

/** The aircraft nomination to make now, if aircraft attacks are due: the one dropping the most bombs. */
export function airAttack(listed: readonly VasAction[]): VasAction | undefined {
  const air = listed.filter((a): a is Extract<VasAction, { type: 'air-attack' }> => a.type === 'air-attack');
  return air.sort((a, b) => b.bombs.length - a.bombs.length)[0];
}

/**
 * The move to make: the best ranked move, or the launch/recovery variant (listed by the engine for
 * straight moves of a ship that may launch or recover) of a move scoring nearly as well: a carrier
 * gives up to max(1, 20%) of the best score for it (her aircraft are her weapons), a ship with
 * observation aircraft only takes it with a move as good as the best (within 0.01): spotting never
 * buys a worse position.
 */
export function launchMove(state: VasState, ranked: readonly RankedMove[], listed: readonly VasAction[]): VasAction | undefined {
  const best = ranked[0];
  if (!best) return undefined;
  const variants = listed.filter((a): a is Extract<VasAction, { type: 'move' }> => a.type === 'move' && (a.launch !== undefined || a.recover !== undefined));
  const ship = variants[0] ? state.ships[variants[0].ship] : undefined;
  if (!ship) return best.action;
  const slack = carrierCapacity(ship) > 0 ? Math.max(1, 0.2 * Math.abs(best.score)) : 0.01;
  for (const r of ranked) {
    if (r.score < best.score - slack) break;
    if (r.action.type !== 'move') continue;
    const legs = JSON.stringify(r.action.legs);
    const v = variants.find((a) => JSON.stringify(a.legs) === legs);
    if (v) return v;
  }
  return best.action;
}
