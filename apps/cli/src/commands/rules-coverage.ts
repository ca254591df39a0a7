/**
 * `salvo rules coverage`: every registered rule id with the tests that name it. With `--results
 * <vitest.json>` only tests that ran and passed in that run count (the CI gate); without it, test titles.
 * Last line: `rules: N, covered: N, uncovered: N`. Exit 1 while a rule is uncovered, a test names
 * an id that no registry has, or a registry cannot be read.
 */
import type { Command } from 'commander';
import { coverageFailed, coverageOf, formatCoverage } from '../io/coverage';
import { repoRoot } from '../io/repo-root';
import { exitQuietlyOnEpipe } from '../io/epipe';

interface CoverageOptions {
  json?: boolean;
  quiet?: boolean;
  root?: string;
  results?: string;
}

export function registerRulesCoverage(program: Command): void {
  const rules = program.command('rules').description('rule registries and their tests');
  rules
    .command('coverage')
    .description('list every rule id with the tests naming it; exit 1 while any rule has no test')
    .option('--json', 'print the report as JSON')
    .option('--quiet', 'print only uncovered rules, errors and the summary line')
    .option('--root <dir>', 'repository root to scan (default: this checkout)')
    .option('--results <vitest.json>', 'count only tests that ran and passed in this vitest JSON results file (what CI does)')
    .action(async (opts: CoverageOptions) => {
      exitQuietlyOnEpipe();
      const report = await coverageOf(opts.root ?? repoRoot(), opts.results);
      if (opts.json) process.stdout.write(JSON.stringify(report, null, 2) + '\n');
      else process.stdout.write(formatCoverage(report, opts.quiet ?? false).join('\n') + '\n');
      if (coverageFailed(report)) process.exitCode = 1;
    });
}
