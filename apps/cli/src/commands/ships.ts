/**
 * `salvo ships`: the ship classes by nation and Priority Level (with the fleet-list classes that have no
 * roster yet). `salvo ships show <class>` prints a roster card (`--json`: the roster as JSON, a valid
 * roster-file entry). `--rosters <file>` applies a user's roster file first; the classes it adds (`"new": true`)
 * are listed under their nation and level tagged `[user:<file>, new]`. Exit 1: unknown class or a bad roster
 * file; 2: bad option.
 */
import type { Command } from 'commander';
import {
  classesByWord, classOfNamedShip, didYouMean, fleetList, fleetNationOf, findAircraft, findShipClass, isNewClass, newClassSentence, unknownNameHint,
  NATIONS, PRIORITY_LEVELS, type Catalog, type Nation, type ShipRoster,
} from '@salvo/data';
import { aircraftCard, shipCard, shipJson } from '../data/roster-card';
import { catalogWithRosters, parseLevel } from '../data/catalog-option';
import { ROSTER_FILE_HELP, ROSTERS_OPTION } from '../data/file-help';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { printable } from '../io/safe-text';

export interface CliRun { readonly code: number; readonly out: string[]; readonly err: string[] }

interface ListOptions { nation?: string; level?: string; rosters?: string; json?: boolean }

/** The nation `text` names: its own name (any case or punctuation), RN, KM, USN, IJN, or the name the game shows for a fleet ("Regia Marina"). */
function findNation(text: string): Nation | undefined {
  const t = text.trim().toLowerCase().replace(/[^a-z]/g, '');
  if (t === 'regiamarina') return 'Italian Navy';
  return NATIONS.find((n) => n.toLowerCase().replace(/[^a-z]/g, '') === t) ?? fleetNationOf(text);
}


function listLines(catalog: Catalog, nations: readonly Nation[], levels: readonly string[]): string[] {
  const out: string[] = [];
  const width = Math.max(18, ...catalog.ships.map((s) => s.class.length), ...catalog.aircraft.map((a) => a.name.length));
  for (const nation of nations) {
    const ships = catalog.ships.filter((s) => s.nation === nation);
    const listed = nation === 'Civilian' ? [] : fleetList(nation);
    if (ships.length === 0 && listed.every((l) => l.ships.length === 0)) continue;
    out.push(nation);
    for (const level of PRIORITY_LEVELS) {
      if (!levels.includes(level)) continue;
      const here = ships.filter((s) => s.priority === level);
      const missing = (listed.find((l) => l.level === level)?.ships ?? []).filter((c) => !here.some((s) => s.class === c.class));
      const squadrons = listed.find((l) => l.level === level)?.squadrons ?? [];
      if (here.length + missing.length + squadrons.length === 0) continue;
      out.push(nation === 'Civilian' ? '  Civilian ships (bought with civilian ship points, not by Priority Level)' : `  ${level}`);
      for (const s of here) {
        const cost = s.civilianCost === undefined ? '' : `  ${s.civilianCost} civilian ship point${s.civilianCost === 1 ? '' : 's'}`;
        const tag = `${s.origin ?? 'model'}${isNewClass(s.class, catalog) ? ', new' : ''}`;
        out.push(`    ${s.class.padEnd(width)} ${s.type.padEnd(16)} Speed ${String(s.speed).padStart(2)}  Target ${s.target}+  Armour ${s.armour}+  Damage ${`${s.damage[0]}/${s.damage[1]}`.padEnd(6)} [${tag}]${cost}`);
      }
      for (const c of missing) out.push(`    ${c.class.padEnd(width)} (no roster yet)`);
      for (const q of squadrons) {
        const a = findAircraft(q.aircraft, catalog);
        out.push(`    ${q.aircraft.padEnd(width)} squadron of ${q.flights} flights${a ? `, ${a.type}` : ' (no profile yet)'}`);
      }
    }
  }
  if (out.length > 0) out.push(ORIGIN_LEGEND);
  return out;
}

/** What the bracketed tag after each roster says (issue 7 item 13). */
export const ORIGIN_LEGEND = 'Tags: [official] printed in the rulebook; [model] derived by Salvo\'s ship-statistics model from historical specifications (docs/ship-model.md); [user:<file>] from a --rosters file; [user:<file>, new] a class of your own that the file adds ("new": true), which battles can use and fleet files cannot buy.';

export function runShipsList(opts: ListOptions): CliRun {
  const nation = opts.nation === undefined ? undefined : findNation(opts.nation);
  if (opts.nation !== undefined && !nation) return { code: 2, out: [], err: [`Unknown nation "${opts.nation}".${didYouMean(opts.nation, NATIONS)} Nations: ${NATIONS.join(', ')}.`] };
  const level = opts.level === undefined ? undefined : parseLevel(opts.level);
  if (opts.level !== undefined && !level) return { code: 2, out: [], err: [`Unknown Priority Level "${opts.level}". Levels: ${PRIORITY_LEVELS.join(', ')}.`] };
  const catalog = catalogWithRosters(opts.rosters);
  if (!catalog.ok) return { code: 1, out: [], err: catalog.error };
  const nations = nation ? [nation] : NATIONS;
  const levels = level ? [level] : PRIORITY_LEVELS;
  if (opts.json) {
    const ships = catalog.value.ships.filter((s) => nations.includes(s.nation) && levels.includes(s.priority)).map((s) => shipJson(s, isNewClass(s.class, catalog.value)));
    return { code: 0, out: [JSON.stringify(ships, null, 2)], err: [] };
  }
  return { code: 0, out: listLines(catalog.value, nations, levels), err: [] };
}

/** A class's card; a class the roster file added ends with what it is and where it can be used (DATA-ROSTER-NEW). */
function cardOf(ship: ShipRoster, catalog: Catalog): string[] {
  return isNewClass(ship.class, catalog) ? [...shipCard(ship), newClassSentence(ship)] : shipCard(ship);
}

export function runShipsShow(name: string, opts: { rosters?: string; json?: boolean }): CliRun {
  const catalog = catalogWithRosters(opts.rosters);
  if (!catalog.ok) return { code: 1, out: [], err: catalog.error };
  const ship = findShipClass(name, catalog.value);
  if (ship) return { code: 0, out: opts.json ? [JSON.stringify(shipJson(ship, isNewClass(ship.class, catalog.value)), null, 2)] : cardOf(ship, catalog.value), err: [] };
  const plane = findAircraft(name, catalog.value);
  if (plane) return { code: 0, out: opts.json ? [JSON.stringify(plane, null, 2)] : aircraftCard(plane), err: [] };
  // A ship's own name ("Warspite") shows its class's roster, with a note the --json form leaves out.
  const named = classOfNamedShip(name, catalog.value);
  const ofClass = named ? findShipClass(named.class, catalog.value) : undefined;
  if (named && ofClass) {
    const note = `${named.ship} is a ship of the ${ofClass.class} class; its roster:`;
    return opts.json ? { code: 0, out: [JSON.stringify(shipJson(ofClass), null, 2)], err: [] } : { code: 0, out: [note, ...shipCard(ofClass)], err: [] };
  }
  const byWord = classesByWord(name, catalog.value);
  const only = byWord.length === 1 ? byWord[0] : undefined;
  if (only) {
    const note = `"${name.trim()}" is taken as the ${only.class} class (a word of its name or of one of its ships'); its roster:`;
    return opts.json ? { code: 0, out: [JSON.stringify(shipJson(only, isNewClass(only.class, catalog.value)), null, 2)], err: [] } : { code: 0, out: [note, ...cardOf(only, catalog.value)], err: [] };
  }
  const which = byWord.length > 1 ? ` Classes named so: ${byWord.map((c) => c.class).join(', ')}.` : unknownNameHint(name, catalog.value);
  return { code: 1, out: [], err: [`No ship class or aircraft called "${name}".${which} Run \`salvo ships\` for the list.`] };
}

function emit(r: CliRun): void {
  for (const l of r.out) process.stdout.write(printable(l) + '\n');
  for (const l of r.err) process.stderr.write(printable(l) + '\n');
  process.exitCode = r.code;
}

export function registerShips(program: Command): void {
  const ships = program
    .command('ships')
    .description('list ship classes by nation and Priority Level; `ships show <class>` prints a roster card')
    .option('--nation <nation>', 'only this nation (e.g. "Royal Navy", ijn, km, "Regia Marina")')
    .option('--level <level>', 'only this Priority Level (Patrol, Skirmish, Raid, Battle, War)')
    .option('--rosters <file>', ROSTERS_OPTION)
    .option('--json', 'print the rosters as JSON')
    .addHelpText('after', ROSTER_FILE_HELP)
    .action((opts: ListOptions) => { exitQuietlyOnEpipe(); emit(runShipsList(opts)); });
  ships
    .command('show')
    .description('print the roster card of a ship class (or an aircraft profile); a ship\'s name shows its class')
    .argument('<class>', 'class name, e.g. "Queen Elizabeth" (any case), an aircraft, or a ship such as Warspite')
    .option('--rosters <file>', ROSTERS_OPTION)
    .option('--json', 'print the roster as JSON: a roster-file entry you can edit and load with --rosters')
    .addHelpText('after', ROSTER_FILE_HELP)
    .action((name: string, opts: { rosters?: string; json?: boolean }, cmd: Command) => {
      exitQuietlyOnEpipe();
      const parent = cmd.parent?.opts<ListOptions>() ?? {};
      emit(runShipsShow(name, { ...opts, ...(opts.rosters === undefined && parent.rosters ? { rosters: parent.rosters } : {}), json: opts.json ?? parent.json ?? false }));
    });
}
