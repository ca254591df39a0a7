/**
 * `salvo fleet validate <fleet.json> --level Battle --points 5 [--year 1941] [--rosters mine.json]`:
 * prints the fleet's cost in Fleet Allocation Points and every problem (its place and the rule it
 * breaks); exit 1 on any problem, 2 on a bad option. `--json` prints { cost, points, problems, fleet }.
 * `salvo fleet list <nation> [--level L]`: the nation's fleet list with what each entry costs at L.
 */
import type { Command } from 'commander';
import {
  allocationFor, crewQualityName, fleetList, isFleetNation, levelDifference, validateFleet, FLEET_NATIONS,
  type PriorityLevel,
} from '@salvo/data';
import { catalogWithRosters, parseLevel } from '../data/catalog-option';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { readJsonFile } from '../io/json-file';
import type { CliRun } from './ships';

interface ValidateOptions { level?: string; points?: string; year?: string; civilianPoints?: string; rosters?: string; json?: boolean }

export function runFleetValidate(file: string, opts: ValidateOptions): CliRun {
  if (opts.level === undefined) return { code: 2, out: [], err: ['--level is required: the scenario\'s Priority Level (Patrol, Skirmish, Raid, Battle, War).'] };
  const level = parseLevel(opts.level);
  if (!level) return { code: 2, out: [], err: [`Unknown Priority Level "${opts.level}" (Patrol, Skirmish, Raid, Battle, War).`] };
  const points = opts.points === undefined ? 5 : Number(opts.points);
  if (!Number.isInteger(points) || points < 0) return { code: 2, out: [], err: [`--points must be a whole number, not "${opts.points}".`] };
  const year = opts.year === undefined ? undefined : Number(opts.year);
  if (year !== undefined && !Number.isInteger(year)) return { code: 2, out: [], err: [`--year must be a year, e.g. 1941, not "${opts.year}".`] };
  const civilianPoints = opts.civilianPoints === undefined ? 0 : Number(opts.civilianPoints);
  if (!Number.isInteger(civilianPoints) || civilianPoints < 0) return { code: 2, out: [], err: [`--civilian-points must be a whole number, not "${opts.civilianPoints}".`] };
  const catalog = catalogWithRosters(opts.rosters);
  if (!catalog.ok) return { code: 1, out: [], err: catalog.error };
  const read = readJsonFile(file);
  if (!read.ok) return { code: 1, out: [], err: [read.error.message] };
  const report = validateFleet(read.value, { level, points, civilianPoints, ...(year !== undefined ? { year } : {}) }, catalog.value);
  const code = report.problems.length > 0 ? 1 : 0;
  if (opts.json) return { code, out: [JSON.stringify(report, null, 2)], err: [] };
  const out = [`${file}: costs ${report.cost} of ${report.points} Fleet Allocation Points at Priority Level ${level}.`];
  const f = report.fleet;
  if (f) {
    for (const s of f.ships) {
      const flights = s.flights.length ? `, flights: ${s.flights.map((x) => `${x.count} ${x.aircraft}`).join(', ')}` : '';
      out.push(`  ${s.name} (${s.class}, ${s.roster.priority}, Command ${s.command} ${crewQualityName(s.command)}${flights})`);
    }
    for (const q of f.squadrons) out.push(`  ${q.aircraft} squadron (${q.flights} flights, ${q.priority}, Command ${q.command}, land-based)`);
    for (const c of f.civilians) out.push(`  ${c.name} (${c.class}, civilian, ${c.roster.civilianCost ?? 0} civilian ship points)`);
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

export function runFleetList(nationText: string, opts: { level?: string }): CliRun {
  const nation = FLEET_NATIONS.find((n) => n.toLowerCase() === nationText.trim().toLowerCase()) ?? (nationText.toLowerCase() === 'ijn' ? 'Imperial Japanese Navy' : nationText);
  if (!isFleetNation(nation)) return { code: 2, out: [], err: [`Unknown nation "${nationText}". Nations: ${FLEET_NATIONS.join(', ')}.`] };
  const level = opts.level === undefined ? undefined : parseLevel(opts.level);
  if (opts.level !== undefined && !level) return { code: 2, out: [], err: [`Unknown Priority Level "${opts.level}".`] };
  const out = [`${nation} fleet list${level ? ` (costs at Priority Level ${level})` : ''}`];
  for (const l of fleetList(nation)) {
    if (l.ships.length + l.squadrons.length === 0) continue;
    out.push(`  ${l.level}${level ? `: ${costText(l.level, level)}` : ''}`);
    for (const s of l.ships) out.push(`    ${s.class}${s.listed ? ` (printed "${s.listed}")` : ''}`);
    for (const q of l.squadrons) out.push(`    ${q.aircraft} squadron (${q.flights} flights)`);
  }
  return { code: 0, out, err: [] };
}

function emit(r: CliRun): void {
  for (const l of r.out) process.stdout.write(l + '\n');
  for (const l of r.err) process.stderr.write(l + '\n');
  process.exitCode = r.code;
}

export function registerFleet(program: Command): void {
  const fleet = program.command('fleet').description('Victory at Sea fleet building: check a fleet file, show fleet lists');
  fleet
    .command('validate')
    .description('print a fleet\'s cost and every problem; exit 1 if it is not legal')
    .argument('<fleet.json>', 'fleet file: { nation, ships: [{ class, name?, count?, command?, flights? }], squadrons?: [{ aircraft, command? }], civilians?: [{ type, count? }] }')
    .option('--level <level>', 'the scenario\'s Priority Level (Patrol, Skirmish, Raid, Battle, War); required')
    .option('--points <n>', 'Fleet Allocation Points (default 5)')
    .option('--year <year>', 'In Service Dates: only ships and aircraft in service by this year')
    .option('--civilian-points <n>', 'civilian ship points (Convoy Duty: 4 per level from Patrol; Supply Ships: 5); default 0')
    .option('--rosters <file>', 'apply a roster file with official figures first')
    .option('--json', 'print { cost, points, problems, fleet } as JSON')
    .action((file: string, opts: ValidateOptions) => { exitQuietlyOnEpipe(); emit(runFleetValidate(file, opts)); });
  fleet
    .command('list')
    .description('print a nation\'s fleet list by Priority Level')
    .argument('<nation>', 'e.g. "Royal Navy", Kriegsmarine, ijn')
    .option('--level <level>', 'show what each level costs at this scenario level')
    .action((nation: string, opts: { level?: string }) => { exitQuietlyOnEpipe(); emit(runFleetList(nation, opts)); });
}
