/**
 * Placing ships in a side's deployment zones (VAS-SCN-DEPLOY-ZONES): `checkPlacement` judges a position a
 * person chose (inside one of the side's zones, on the table, not on another ship); `autoPlace` gives a bot's
 * placement: ships in a line along each zone's long axis, spread evenly, rows added when a line is full,
 * ships of a side with several zones (long-edge entry) shared out among them in turn.
 */
import { footprintRadius } from '@salvo/vas';
import type { ShipRoster } from '@salvo/data';
import { insideZone } from './parse';
import type { ScenarioZone } from './schema';

export interface Placement { readonly position: { readonly x: number; readonly y: number }; readonly heading: number }
export interface PlacedShip { readonly name: string; readonly roster: ShipRoster; readonly placement: Placement }

export function overlapping(roster: ShipRoster, at: { x: number; y: number }, placed: readonly PlacedShip[]): PlacedShip | undefined {
  const r = footprintRadius(roster.type);
  return placed.find((o) => Math.hypot(o.placement.position.x - at.x, o.placement.position.y - at.y) < r + footprintRadius(o.roster.type));
}

/** A sentence saying why a chosen position is refused, or null. */
export function checkPlacement(zones: readonly ScenarioZone[], roster: ShipRoster, name: string, at: { x: number; y: number }, placed: readonly PlacedShip[]): string | null {
  if (zones.length > 0 && !zones.some((z) => insideZone(z, at))) {
    return `${name} must be placed inside ${zones.length === 1 ? 'the zone' : 'one of the zones'}: ${zones.map(zoneText).join('; ')}.`;
  }
  const hit = overlapping(roster, at, placed);
  return hit ? `${name} would be on top of ${hit.name}.` : null;
}

export function zoneText(z: ScenarioZone): string {
  return `${z.name ?? z.id} (x ${z.x} to ${z.x + z.width}, y ${z.y} to ${z.y + z.height})`;
}

/** The heading a ship placed in `z` faces: the zone's, else towards the table's centre line. */
export function zoneHeading(z: ScenarioZone, table: { width: number; height: number }): number {
  if (z.heading !== undefined) return z.heading;
  const cx = z.x + z.width / 2;
  const cy = z.y + z.height / 2;
  if (z.width >= z.height) return cy < table.height / 2 ? 0 : 180;
  return cx < table.width / 2 ? 90 : 270;
}

/**
 * Clear water (inches, hull to hull) a bot keeps from a ship of its own side that was already on the table before it
 * placed (a person's hand-placed ship, a fixed one): footprints may touch under the rules, but a bot's ship drawn
 * against a ship the person just placed reads as a mistake.
 */
export const AUTO_CLEARANCE = 1.5;

/** Whether `at` overlaps no ship in `placed` or `mine` and keeps `clearance` from every ship in `own`. */
function clearOf(roster: ShipRoster, at: { x: number; y: number }, placed: readonly PlacedShip[], own: readonly PlacedShip[], mine: readonly PlacedShip[], clearance: number): boolean {
  if (overlapping(roster, at, placed) || overlapping(roster, at, mine)) return false;
  const r = footprintRadius(roster.type) + clearance;
  return own.every((o) => Math.hypot(o.placement.position.x - at.x, o.placement.position.y - at.y) >= r + footprintRadius(o.roster.type));
}

/**
 * Positions for `rosters` in `zones` that avoid `placed` and each other; null if they do not fit. Each ship takes
 * the even spread's slot along a row, or the next slot or row when it would overlap a ship. When the side already
 * has ships on the table (`own`: placed by hand, or fixed), a slot too near one of them moves along the row to the
 * nearest point keeping AUTO_CLEARANCE from them (half-inch steps, inside the zone), so they stay where they are and
 * the rest go round them; a zone too crowded for the clearance is filled again with the ships only not overlapping.
 * With no ship of the side placed, the placement is exactly the even spread it always was (campaign files and
 * records built from it replay unchanged).
 */
export function autoPlace(zones: readonly ScenarioZone[], rosters: readonly { name: string; roster: ShipRoster }[],
  table: { width: number; height: number }, placed: readonly PlacedShip[], own: readonly PlacedShip[] = []): Placement[] | null {
  if (own.length === 0) return spread(zones, rosters, table, placed, own, 0, false);
  return spread(zones, rosters, table, placed, own, AUTO_CLEARANCE, true) ?? spread(zones, rosters, table, placed, own, 0, true);
}

function spread(zones: readonly ScenarioZone[], rosters: readonly { name: string; roster: ShipRoster }[],
  table: { width: number; height: number }, placed: readonly PlacedShip[], own: readonly PlacedShip[], clearance: number, slide: boolean): Placement[] | null {
  const out: Placement[] = [];
  const mine: PlacedShip[] = [];
  const byZone = zones.map(() => [] as number[]);
  rosters.forEach((_, i) => byZone[i % Math.max(1, zones.length)]?.push(i));
  const result: (Placement | undefined)[] = rosters.map(() => undefined);
  for (const [zi, zone] of zones.entries()) {
    const members = byZone[zi] ?? [];
    const horizontal = zone.width >= zone.height;
    const along = horizontal ? zone.width : zone.height;
    const across = horizontal ? zone.height : zone.width;
    const heading = zoneHeading(zone, table);
    let k = 0;
    for (let row = 0; k < members.length && row < 12; row++) {
      const offset = across / 2 + (row % 2 === 0 ? 1 : -1) * Math.ceil(row / 2) * 3;
      if (offset < 0 || offset > across) continue;
      const perRow = Math.max(1, members.length - k);
      for (let slot = 0; slot < perRow && k < members.length; slot++) {
        const idx = members[k] as number;
        const entry = rosters[idx] as { name: string; roster: ShipRoster };
        const t = (slot + 1) / (perRow + 1);
        const pointAt = (u: number) => (horizontal ? { x: zone.x + u, y: zone.y + offset } : { x: zone.x + offset, y: zone.y + u });
        const clear = (u: number): boolean => clearOf(entry.roster, pointAt(u), placed, own, mine, clearance);
        const at = slide ? nearestClear(t * along, along, footprintRadius(entry.roster.type), clear) : clear(t * along) ? t * along : null;
        if (at === null) continue;
        const pt = pointAt(at);
        const p: Placement = { position: { x: round(pt.x), y: round(pt.y) }, heading };
        mine.push({ name: entry.name, roster: entry.roster, placement: p });
        result[idx] = p;
        k++;
      }
    }
    if (k < members.length) return null;
  }
  for (const p of result) {
    if (!p) return null;
    out.push(p);
  }
  return out;
}

const round = (v: number): number => Math.round(v * 10) / 10;

/** The point along a row (0 to `along`) nearest `u` that `clear` accepts, half-inch steps, a hull's radius in from the ends; null if none. */
function nearestClear(u: number, along: number, radius: number, clear: (u: number) => boolean): number | null {
  if (clear(u)) return u;
  for (let d = 0.5; d <= along; d += 0.5) {
    for (const v of [u - d, u + d]) if (v >= radius && v <= along - radius && clear(v)) return v;
  }
  return null;
}
