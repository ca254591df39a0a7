/**
 * Rule coverage: which registered rule ids are named by which test titles, which are named by
 * none (uncovered), and which ids named in tests are in no registry (typos).
 */
import { idsInTitle, scanTestTitles, type TestTitle } from './test-titles';
import { loadRegistries, type RuleEntry } from './rule-registries';
import { passedTestTitles } from './test-results';

export interface RuleCoverage extends RuleEntry {
  readonly tests: TestTitle[];
}

export interface UnknownId {
  readonly id: string;
  readonly test: TestTitle;
}

export interface CoverageReport {
  readonly rules: RuleCoverage[];
  readonly unknown: UnknownId[];
  /** Ids registered more than once, and registry files that could not be read. */
  readonly problems: string[];
  readonly summary: { readonly rules: number; readonly covered: number; readonly uncovered: number };
}

/** Prefixes that always count as rule-id prefixes, so typos are caught before a registry exists. */
const KNOWN_PREFIXES = ['VAS', 'WAS'];

/** Pure core: registry entries + titles -> report. */
export function computeCoverage(rules: readonly RuleEntry[], titles: readonly TestTitle[], problems: readonly string[] = []): CoverageReport {
  const byId = new Map<string, RuleCoverage>();
  const out: RuleCoverage[] = [];
  const probs = [...problems];
  for (const r of rules) {
    const prev = byId.get(r.id);
    if (prev) {
      probs.push(`Rule id ${r.id} is registered twice (${prev.registry} and ${r.registry}).`);
      continue;
    }
    const c: RuleCoverage = { ...r, tests: [] };
    byId.set(r.id, c);
    out.push(c);
  }
  const prefixes = new Set([...KNOWN_PREFIXES, ...rules.map((r) => r.id.split('-')[0] ?? r.id)]);
  const unknown: UnknownId[] = [];
  for (const t of titles) {
    for (const id of idsInTitle(t.title, prefixes)) {
      const c = byId.get(id);
      if (c) c.tests.push(t);
      else unknown.push({ id, test: t });
    }
  }
  const covered = out.filter((r) => r.tests.length > 0).length;
  return { rules: out, unknown, problems: probs, summary: { rules: out.length, covered, uncovered: out.length - covered } };
}

/**
 * Loads every registry under `root`. With `results` (a vitest JSON results file), a rule is covered only
 * by tests that ran and passed in that run (test-results.ts); without it, by the titles of every test file
 * under `root/packages` and `root/apps`, skipped ones included (a quick look, never the CI gate).
 */
export async function coverageOf(root: string, results?: string): Promise<CoverageReport> {
  const { rules, problems } = await loadRegistries(root);
  if (results === undefined) return computeCoverage(rules, scanTestTitles(root), problems);
  const passed = passedTestTitles(results, root);
  return passed.ok ? computeCoverage(rules, passed.value, problems) : computeCoverage(rules, [], [...problems, passed.error]);
}

/** The run fails while any rule is uncovered, any test names an unknown id, or a registry is broken. */
export function coverageFailed(r: CoverageReport): boolean {
  return r.summary.uncovered > 0 || r.unknown.length > 0 || r.problems.length > 0;
}

export function summaryLine(r: CoverageReport): string {
  return `rules: ${r.summary.rules}, covered: ${r.summary.covered}, uncovered: ${r.summary.uncovered}`;
}

/** Text report; `quiet` lists only uncovered rules and errors. The last line is always the summary. */
export function formatCoverage(r: CoverageReport, quiet: boolean): string[] {
  const lines: string[] = [];
  for (const rule of r.rules) {
    if (rule.tests.length === 0) {
      lines.push(`${rule.id}  ${rule.title}  (${rule.source})  UNCOVERED`);
      continue;
    }
    if (quiet) continue;
    lines.push(`${rule.id}  ${rule.title}  (${rule.source})`);
    for (const t of rule.tests) lines.push(`    ${t.file}:${t.line}  ${t.title}`);
  }
  for (const u of r.unknown) {
    lines.push(`error: ${u.id} is named by ${u.test.file}:${u.test.line} but is in no rule registry ("${u.test.title}")`);
  }
  for (const p of r.problems) lines.push(`error: ${p}`);
  lines.push(summaryLine(r));
  return lines;
}
