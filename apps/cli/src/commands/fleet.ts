/**
 * `salvo fleet validate <fleet.json> --level Battle --points 5 [--year 1941] [--rosters mine.json]`:
 * prints the fleet's cost in Fleet Allocation Points and every problem (its place and the rule it
 * breaks); exit 1 on any problem, 2 on a bad option. `--json` prints { cost, points, problems, fleet }.
 * `salvo fleet list <nation> [--level L]`: the nation's fleet list with what each entry costs at L.
 */
import type { Command } from 'commander';
import {
  allocationFor, crewQualityName, didYouMean, fleetList, fleetNationOf, levelDifference, validateFleet, FLEET_NATIONS,
  type Catalog, type FleetReport, type PriorityLevel,
} from '@salvo/data';
import { catalogWithRosters, parseLevel, parseWholeOption } from '../data/catalog-option';
import { agreesPoints, BUILTIN_SCENARIOS, checkSideFleet, parseAgreedPoints, civilianPointsFor, loadScenario, parseScenario, sidesAlike, type LoadResult } from '@salvo/scenarios';
import { FLEET_FILE_HELP, ROSTERS_OPTION } from '../data/file-help';
import { readInputJson } from '../data/read-input';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { printable } from '../io/safe-text';
import type { CliRun } from './ships';

interface ValidateOptions { level?: string; points?: string; year?: string; civilianPoints?: string; rosters?: string; json?: boolean; scenario?: string; side?: string }

type Checker = { check: (raw: unknown, catalog: Catalog) => FleetReport; level: PriorityLevel; civilianPoints: number; label: string };

/**
 * A built-in scenario by id, else a scenario file read through the CLI's one capped reader (a device,
 * a pipe or a file over the cap is refused before it is read; issue 7 item 15).
 */
function scenarioFrom(idOrPath: string): LoadResult {
  if (Object.hasOwn(BUILTIN_SCENARIOS, idOrPath)) return loadScenario(idOrPath);
  const read = readInputJson(idOrPath, 'scenario file');
  if (!read.ok) {
    const looksLikeId = /^[a-z0-9-]+$/.test(idOrPath);
    const message = looksLikeId ? `"${idOrPath}" is neither a scenario id (${Object.keys(BUILTIN_SCENARIOS).join(', ')}) nor a file that can be read.` : read.error;
    return { ok: false, source: idOrPath, problems: [{ path: '', message }] };
  }
  return { ...parseScenario(read.value), source: idOrPath };
}

/** `--scenario <id|file> [--side <id>]`: the side's points, civilian points and restrictions (VAS-SCN-FLEET-*). */
function scenarioChecker(opts: ValidateOptions, level: PriorityLevel | undefined, year: number | undefined): Checker | CliRun {
  const loaded = scenarioFrom(opts.scenario ?? '');
  // A sentence about the whole file already names it; one about a place in it is prefixed with file and place.
  const named = (p: { path: string; message: string }): string =>
    !p.path && p.message.includes(opts.scenario ?? '') ? p.message : `${opts.scenario ?? ''}${p.path ? ` at ${p.path}` : ''}: ${p.message}`;
  if (!loaded.ok) return { code: 1, out: [], err: loaded.problems.map(named) };
  const scenario = loaded.value;
  const lvl = scenario.level ?? level;
  if (!lvl) return { code: 2, out: [], err: [`--level is required: ${scenario.name} is played at the players' Priority Level (Patrol, Skirmish, Raid, Battle, War).`] };
  // --points with --scenario: only the value the players agreed, for a scenario that lets them (At All Costs).
  const agreed = opts.points !== undefined && agreesPoints(scenario) ? parseAgreedPoints(opts.points) : undefined;
  if (agreed && !agreed.ok) return { code: 2, out: [], err: [agreed.message] };
  if ((opts.points !== undefined && !agreed) || opts.civilianPoints !== undefined) return { code: 2, out: [], err: [`--points and --civilian-points come from the scenario with --scenario; leave them out.`] };
  const buying = scenario.sides.filter((x) => x.fleet.kind === 'allocation');
  const sideList = scenario.sides.map((x) => `${x.id} (${x.name}${x.role !== 'none' ? `, ${x.role}` : ''})`).join(', ');
  const side = opts.side !== undefined ? scenario.sides.find((x) => x.id === opts.side) : sidesAlike(scenario) ? buying[0] : undefined;
  if (!side) {
    return { code: 2, out: [], err: [opts.side !== undefined ? `${scenario.name} has no side "${opts.side}"; its sides: ${sideList}.`
      : `${scenario.name}'s sides buy different fleets: give --side, one of ${sideList}. (Attacker and defender are chosen, or rolled for, before the battle.)`] };
  }
  const civilianPoints = civilianPointsFor(side, lvl);
  return {
    level: lvl, civilianPoints,
    label: ` as ${side.name} in ${scenario.name}`,
    check: (raw, catalog) => checkSideFleet(scenario, side, lvl, raw, { ...(year !== undefined ? { year } : {}), ...(agreed?.ok ? { points: agreed.value } : {}) }, catalog),
  };
}

export function runFleetValidate(file: string, opts: ValidateOptions): CliRun {
  if (opts.scenario !== undefined) return runScenarioValidate(file, opts);
  if (opts.level === undefined) return { code: 2, out: [], err: ['--level is required: the scenario\'s Priority Level (Patrol, Skirmish, Raid, Battle, War).'] };
  const level = parseLevel(opts.level);
  if (!level) return { code: 2, out: [], err: [`Unknown Priority Level "${opts.level}" (Patrol, Skirmish, Raid, Battle, War).`] };
  const points = opts.points === undefined ? 5 : parseWholeOption(opts.points, 999);
  if (points === undefined) return { code: 2, out: [], err: [`--points must be a whole number from 0 to 999, not "${opts.points}".`] };
  const year = opts.year === undefined ? undefined : parseWholeOption(opts.year, 9999);
  if (year === undefined && opts.year !== undefined) return { code: 2, out: [], err: [`--year must be a year, e.g. 1941, not "${opts.year}".`] };
  if (year !== undefined && (year < 1900 || year > 1950)) return { code: 2, out: [], err: [`--year must be a year of the fleet lists' era (1900 to 1950), not ${year}.`] };
  const civilianPoints = opts.civilianPoints === undefined ? 0 : parseWholeOption(opts.civilianPoints, 999);
  if (civilianPoints === undefined) return { code: 2, out: [], err: [`--civilian-points must be a whole number from 0 to 999, not "${opts.civilianPoints}".`] };
  const catalog = catalogWithRosters(opts.rosters);
  if (!catalog.ok) return { code: 1, out: [], err: catalog.error };
  const checker: Checker = {
    level, civilianPoints, label: '',
    check: (raw, cat) => validateFleet(raw, { level, points, civilianPoints, ...(year !== undefined ? { year } : {}) }, cat),
  };
  return report(file, checker, catalog.value, opts.json === true);
}

function runScenarioValidate(file: string, opts: ValidateOptions): CliRun {
  const level = opts.level === undefined ? undefined : parseLevel(opts.level);
  if (opts.level !== undefined && !level) return { code: 2, out: [], err: [`Unknown Priority Level "${opts.level}" (Patrol, Skirmish, Raid, Battle, War).`] };
  const year = opts.year === undefined ? undefined : parseWholeOption(opts.year, 9999);
  if (year === undefined && opts.year !== undefined) return { code: 2, out: [], err: [`--year must be a year, e.g. 1941, not "${opts.year}".`] };
  const checker = scenarioChecker(opts, level, year);
  if ('code' in checker) return checker;
  const catalog = catalogWithRosters(opts.rosters);
  if (!catalog.ok) return { code: 1, out: [], err: catalog.error };
  return report(file, checker, catalog.value, opts.json === true);
}

function report(file: string, checker: Checker, catalog: Catalog, json: boolean): CliRun {
  const { civilianPoints, level } = checker;
  const read = readInputJson(file, 'fleet file');
  if (!read.ok) return { code: 1, out: [], err: [read.error] };
  const report = checker.check(read.value, catalog);
  const code = report.problems.length > 0 ? 1 : 0;
  if (json) return { code, out: [JSON.stringify(report, null, 2)], err: [] };
  // A file that costs nothing and has problems (not a fleet, no nation, nothing known) gets no cost line.
  const costed = report.cost > 0 || report.problems.length === 0;
  const out = costed ? [`${file}: costs ${report.cost} of ${report.points} Fleet Allocation Points at Priority Level ${level}${checker.label}.`] : [];
  const f = report.fleet;
  if (f) {
    for (const s of f.ships) {
      const flights = s.flights.length ? `, flights: ${s.flights.map((x) => `${x.count} ${x.aircraft}`).join(', ')}` : '';
      out.push(`  ${s.name} (${s.class}, ${s.roster.priority}, Command ${s.command} ${crewQualityName(s.command)}${flights})`);
    }
    for (const q of f.squadrons) out.push(`  ${q.aircraft} squadron (${q.flights} flights, ${q.priority}, Command ${q.command}, land-based)`);
    for (const c of f.civilians) {
      const cost = c.roster.civilianCost ?? 0;
      out.push(`  ${c.name} (${c.class}, civilian, ${cost} civilian ship point${cost === 1 ? '' : 's'})`);
    }
    if (f.civilians.length) out.push(`Civilian ships cost ${f.civilianCost} of ${civilianPoints} civilian ship points.`);
    out.push('The fleet is valid.');
  }
  const err = report.problems.map((p) => `${file}${p.path ? ` at ${p.path}` : ''}: ${p.message} [${p.code}; rule ${String(p.details?.rule ?? '?')}]`);
  if (err.length) err.push(`${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}.`);
  return { code, out, err };
}

function costText(ship: PriorityLevel, scenario: PriorityLevel): string {
  const a = allocationFor(levelDifference(ship, scenario));
  switch (a.kind) {
    case 'points-each': return `${a.points} point${a.points > 1 ? 's' : ''} each`;
    case 'per-point': return `${a.units} per point`;
    case 'forbidden': return 'cannot be bought';
  }
}

/** Without a nation, every nation's list in turn. */
export function runFleetList(nationText: string | undefined, opts: { level?: string }): CliRun {
  const nation = nationText === undefined ? undefined : fleetNationOf(nationText);
  if (nationText !== undefined && !nation) {
    return { code: 2, out: [], err: [`Unknown nation "${nationText}".${didYouMean(nationText, FLEET_NATIONS)} Nations: ${FLEET_NATIONS.join(', ')}.`] };
  }
  const level = opts.level === undefined ? undefined : parseLevel(opts.level);
  if (opts.level !== undefined && !level) return { code: 2, out: [], err: [`Unknown Priority Level "${opts.level}" (Patrol, Skirmish, Raid, Battle, War).`] };
  const out: string[] = [];
  for (const n of nation ? [nation] : FLEET_NATIONS) {
    out.push(`${n} fleet list${level ? ` (costs at Priority Level ${level})` : ''}`);
    for (const l of fleetList(n)) {
      if (l.ships.length + l.squadrons.length === 0) continue;
      out.push(`  ${l.level}${level ? `: ${costText(l.level, level)}` : ''}`);
      for (const s of l.ships) out.push(`    ${s.class}${s.listed ? ` (printed "${s.listed}")` : ''}`);
      for (const q of l.squadrons) out.push(`    ${q.aircraft} squadron (${q.flights} flights)`);
    }
  }
  return { code: 0, out, err: [] };
}

function emit(r: CliRun): void {
  for (const l of r.out) process.stdout.write(printable(l) + '\n');
  for (const l of r.err) process.stderr.write(printable(l) + '\n');
  process.exitCode = r.code;
}

export function registerFleet(program: Command): void {
  const fleet = program.command('fleet').description('Victory at Sea fleet building: check a fleet file, show fleet lists');
  fleet
    .command('validate')
    .description('print a fleet\'s cost and every problem; exit 1 if it is not legal')
    .argument('<fleet.json>', 'the fleet file (format and example below)')
    .option('--level <level>', 'the scenario\'s Priority Level (Patrol, Skirmish, Raid, Battle, War); required unless the scenario fixes it')
    .option('--points <n>', 'Fleet Allocation Points (default 5)')
    .option('--year <year>', 'In Service Dates: only ships and aircraft in service by this year')
    .option('--civilian-points <n>', 'civilian ship points (Convoy Duty: 4 per level from Patrol; Supply Ships: 5); default 0')
    .option('--rosters <file>', ROSTERS_OPTION)
    .option('--scenario <id|file>', 'check against a scenario side\'s points and restrictions (salvo scenarios lists them); --points and --civilian-points then come from it (At All Costs: --points is the value the players agreed)')
    .option('--side <id>', 'with --scenario: the side the fleet is for (e.g. attacker, defender), when the sides differ')
    .option('--json', 'print { cost, points, problems, fleet } as JSON')
    .addHelpText('after', FLEET_FILE_HELP)
    .action((file: string, opts: ValidateOptions) => { exitQuietlyOnEpipe(); emit(runFleetValidate(file, opts)); });
  fleet
    .command('list')
    .description('print the fleet lists by Priority Level (every nation, or one)')
    .argument('[nation]', 'e.g. "Royal Navy", Kriegsmarine, ijn; all nations if left out')
    .option('--level <level>', 'show what each level costs at this scenario level')
    .action((nation: string | undefined, opts: { level?: string }) => { exitQuietlyOnEpipe(); emit(runFleetList(nation, opts)); });
}
