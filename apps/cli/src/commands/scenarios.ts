/**
 * `salvo scenarios`: every built-in scenario (id, name, game length, summary), then the Scenario Type
 * table; `--json` prints them as data; `--roll <1-6>` or `--random` picks one from the table
 * (VAS-SCN-RANDOM-TABLE). Exit 1 if a built-in scenario is broken (a bug), 2 on a bad option.
 */
import { randomInt } from 'node:crypto';
import type { Command } from 'commander';
import { BUILTIN_SCENARIOS, parseScenario, randomScenarioId, RANDOM_SCENARIO_TABLE, type Scenario } from '@salvo/scenarios';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { printable } from '../io/safe-text';
import type { CliRun } from './ships';

const lengthText = (s: Scenario): string => ('turns' in s.length ? `${s.length.turns} turns` : `until ${s.length.until} (at most ${s.length.maxTurns} turns)`);

export function runScenarios(opts: { json?: boolean; roll?: string; random?: boolean }): CliRun {
  const out: string[] = [];
  const err: string[] = [];
  const list: Scenario[] = [];
  for (const [id, raw] of Object.entries(BUILTIN_SCENARIOS)) {
    const r = parseScenario(raw);
    if (r.ok) list.push(r.value);
    else err.push(`Built-in scenario ${id} is broken: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  }
  if (opts.roll !== undefined || opts.random) {
    const d = opts.roll !== undefined ? Number(opts.roll) : randomInt(1, 7);
    if (!Number.isInteger(d) || d < 1 || d > 6) return { code: 2, out: [], err: [`--roll takes a die roll from 1 to 6, not "${opts.roll ?? ''}".`] };
    const id = randomScenarioId(d) ?? '';
    const s = list.find((x) => x.id === id);
    return { code: 0, out: [`Scenario Type roll ${d}: ${s?.name ?? id} (salvo play --scenario ${id} --level <level>).`], err };
  }
  if (opts.json) return { code: err.length ? 1 : 0, out: [JSON.stringify(list.map((s) => ({ id: s.id, name: s.name, kind: s.kind, length: lengthText(s), summary: s.summary })), null, 2)], err };
  out.push('Scenarios (play one with: salvo play --scenario <id> [--level L] [--fleet a.json --fleet b.json]):');
  for (const s of list) {
    out.push(`  ${s.id.padEnd(16)} ${s.name} (${s.kind}${s.level ? `, ${s.level}` : ''}); ${lengthText(s)}`);
    out.push(`  ${''.padEnd(16)} ${s.summary}`);
  }
  out.push('Scenario Type table (1d6; salvo scenarios --random rolls it):');
  for (const e of RANDOM_SCENARIO_TABLE) out.push(`  ${e.roll}: ${list.find((s) => s.id === e.scenario)?.name ?? e.scenario}`);
  return { code: err.length ? 1 : 0, out, err };
}

export function registerScenarios(program: Command): void {
  program
    .command('scenarios')
    .description('list the Victory at Sea scenarios (id, name, game length, summary) and the random scenario table')
    .option('--json', 'print the list as JSON')
    .option('--random', 'roll 1d6 on the Scenario Type table')
    .option('--roll <n>', 'look up a die roll (1-6) on the Scenario Type table')
    .action((opts: { json?: boolean; roll?: string; random?: boolean }) => {
      exitQuietlyOnEpipe();
      const r = runScenarios(opts);
      for (const l of r.out) process.stdout.write(printable(l) + '\n');
      for (const l of r.err) process.stderr.write(printable(l) + '\n');
      process.exitCode = r.code;
    });
}
