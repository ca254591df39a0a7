/**
 * Loads the rule registries: every `packages/<name>/src/rules.ts` under a root that exports
 * `RULES: readonly { id, title, source }[]`. Missing files are skipped; malformed ones are reported.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface RuleEntry {
  readonly id: string;
  readonly title: string;
  readonly source: string;
  /** The registry file it comes from, relative to the root. */
  readonly registry: string;
}

export interface LoadedRegistries {
  readonly rules: RuleEntry[];
  /** Registry files that exist but could not be read (a sentence each). */
  readonly problems: string[];
}

/** Registry files in package-name order (kernel, data, vas, was, ... as present). */
export function registryFiles(root: string): string[] {
  const pkgs = join(root, 'packages');
  if (!existsSync(pkgs)) return [];
  return readdirSync(pkgs, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `packages/${d.name}/src/rules.ts`)
    .filter((rel) => existsSync(join(root, rel)))
    .sort();
}

function isRule(x: unknown): x is { id: string; title: string; source: string } {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return typeof r.id === 'string' && typeof r.title === 'string' && typeof r.source === 'string';
}

export async function loadRegistries(root: string): Promise<LoadedRegistries> {
  const rules: RuleEntry[] = [];
  const problems: string[] = [];
  for (const rel of registryFiles(root)) {
    let mod: Record<string, unknown>;
    try {
      mod = (await import(pathToFileURL(join(root, rel)).href)) as Record<string, unknown>;
    } catch (e) {
      problems.push(`${rel} could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const list = mod.RULES;
    if (!Array.isArray(list)) {
      problems.push(`${rel} does not export an array RULES.`);
      continue;
    }
    list.forEach((r: unknown, i) => {
      if (isRule(r)) rules.push({ id: r.id, title: r.title, source: r.source, registry: rel });
      else problems.push(`${rel}: RULES[${i}] is not { id, title, source } strings.`);
    });
  }
  return { rules, problems };
}
