/**
 * `--rosters` for a battle: every ship of the setup named by `class` whose class the user's roster file replaces
 * gets that roster inline instead, so the engine (which knows only Salvo's own figures) plays the modder's, and
 * the record, holding the rosters themselves, replays them anywhere. Classes the file does not name are untouched.
 */
import { defaultCatalog, findShipClass, type Catalog } from '@salvo/data';
import type { VasSetup, VasShipSetup } from '@salvo/vas';

/** The setup with the user's rosters inline, and the classes they replaced (for a line to the player). */
export function withUserRosters(setup: VasSetup, catalog: Catalog): { readonly setup: VasSetup; readonly replaced: readonly string[] } {
  const stock = defaultCatalog();
  const replaced = new Set<string>();
  const ship = (s: VasShipSetup): VasShipSetup => {
    if (s.roster !== undefined || s.class === undefined) return s;
    const mine = findShipClass(s.class, catalog);
    if (!mine || JSON.stringify(mine) === JSON.stringify(findShipClass(s.class, stock))) return s;
    replaced.add(mine.class);
    const { class: _named, ...rest } = s;
    return { ...rest, roster: mine };
  };
  const fleets = setup.fleets.map((f) => ({ ...f, ships: f.ships.map(ship) }));
  return { setup: { ...setup, fleets }, replaced: [...replaced].sort() };
}
