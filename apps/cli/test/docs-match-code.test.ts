/**
 * The newcomer's documents (README.md, docs/architecture.md, docs/game-record.md) against the code:
 * commands and options against the registered `salvo` commands, action tables against the action
 * unions in the engines' types.ts, module lists against the files, environment variables and scripts
 * against what exists, and the dependency direction against each package.json. A failure names the
 * stale sentence's subject; fix the document (or the code) so they agree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerCommands } from '../src/commands/index';
import { repoRoot } from '../src/io/repo-root';

const root = repoRoot();
const text = (p: string): string => readFileSync(join(root, p), 'utf8');
const readme = text('README.md');
const architecture = text('docs/architecture.md');
const gameRecord = text('docs/game-record.md');

/** Every command path ("was play") with its long options. */
function commandOptions(): Map<string, string[]> {
  const program = new Command();
  registerCommands(program);
  const out = new Map<string, string[]>();
  const walk = (cmd: Command, path: string[]): void => {
    for (const sub of cmd.commands) {
      const p = [...path, sub.name()];
      out.set(p.join(' '), sub.options.map((o) => o.long ?? '').filter((l) => l !== ''));
      walk(sub, p);
    }
  };
  walk(program, []);
  return out;
}

/** The command-table rows of README's "The `salvo` command": each `salvo …` usage in the first cell. */
function readmeUsages(): { command: string; options: string[] }[] {
  const section = readme.slice(readme.indexOf('## The `salvo` command'), readme.indexOf('## For developers'));
  const rows = section.split('\n').filter((l) => l.startsWith('| `salvo '));
  return rows.flatMap((row) => (row.split(' | ')[0] ?? '').match(/`salvo [^`]+`/g) ?? []).map((usage) => {
    const words = usage.slice(1, -1).split(' ').slice(1);
    const cmd = words.slice(0, words.findIndex((w) => /^[[<-]/.test(w)) === -1 ? words.length : words.findIndex((w) => /^[[<-]/.test(w)));
    return { command: cmd.filter((w) => /^[a-z][a-z-]*$/.test(w)).join(' '), options: usage.match(/--[a-z0-9-]+/g) ?? [] };
  });
}

/** The `type` literals of an action union and each member's field names. */
function actionUnion(file: string, name: string): Map<string, string[]> {
  const src = text(file);
  const start = src.indexOf(`export type ${name} =`);
  const block = src.slice(start, src.indexOf('\n\n', start));
  const members = block.split(/\n\s*\|\s*\{/).slice(1);
  return new Map(members.map((m) => {
    const body = m.replace(/\/\*\*[\s\S]*?\*\//g, '');
    const type = /readonly type: '([a-z-]+)'/.exec(body)?.[1] ?? '?';
    const fields = [...body.matchAll(/readonly (\w+)\??:/g)].map((x) => x[1] ?? '').filter((f) => f !== 'type');
    return [type, [...new Set(fields)]];
  }));
}

/** Rows `| \`type\` | fields | when |` of one game-record.md section. */
function actionTable(heading: string): Map<string, string> {
  const start = gameRecord.indexOf(heading);
  const section = gameRecord.slice(start, gameRecord.indexOf('\n## ', start + 1));
  const rows = section.split('\n').filter((l) => /^\| `[a-z-]+` \|/.test(l) && !l.startsWith('| `type`'));
  return new Map(rows.map((r) => [/^\| `([a-z-]+)`/.exec(r)?.[1] ?? '?', r.split(' | ')[1] ?? '']));
}

describe('README matches the salvo command', () => {
  const registered = commandOptions();
  const usages = readmeUsages();

  it('every command and option the README names is registered', () => {
    const problems: string[] = [];
    for (const u of usages) {
      const opts = registered.get(u.command);
      if (!opts) problems.push(`no command "salvo ${u.command}"`);
      else for (const o of u.options) if (!opts.includes(o)) problems.push(`salvo ${u.command} has no ${o}`);
    }
    expect(usages.length).toBeGreaterThan(8);
    expect(problems).toEqual([]);
  });

  it('every command that does something (a leaf) is in the README table', () => {
    const named = new Set(usages.map((u) => u.command));
    const leaves = [...registered.keys()].filter((k) => ![...registered.keys()].some((o) => o.startsWith(`${k} `)) || k === 'ships');
    expect(leaves.filter((k) => !named.has(k))).toEqual([]);
  });

  it('the options of salvo play and salvo was play are all in the README', () => {
    for (const cmd of ['play', 'was play']) {
      const missing = (registered.get(cmd) ?? []).filter((o) => !usages.some((u) => u.command === cmd && u.options.includes(o)));
      expect(missing, cmd).toEqual([]);
    }
  });

  it('the quick start is exactly npm start and npm test, and every npm script and file the README runs exists', () => {
    const quick = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('## The `salvo` command'));
    const block = /```sh\n([\s\S]*?)```/.exec(quick)?.[1] ?? '';
    expect(block.trim().split('\n').map((l) => l.split('#')[0]?.trim())).toEqual(['npm start', 'npm test']);
    const scripts = Object.keys((JSON.parse(text('package.json')) as { scripts: Record<string, string> }).scripts);
    for (const m of readme.matchAll(/npm run (?:-s )?([a-z:]+)/g)) expect(scripts, m[0]).toContain(m[1]);
    for (const m of readme.matchAll(/npx tsx ([\w/.-]+\.ts)/g)) expect(existsSync(join(root, m[1] ?? '')), m[0]).toBe(true);
    for (const m of readme.matchAll(/`((?:docs|packages)\/[\w/.-]+\.md)`/g)) expect(existsSync(join(root, m[1] ?? '')), m[1]).toBe(true);
  });

  it('every SALVO_ environment variable the code reads is in the README, and the README names no other', () => {
    const used = new Set<string>();
    const scan = (dir: string): void => {
      for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory() && e.name !== 'node_modules') scan(p);
        else if (/\.(ts|mjs)$/.test(e.name)) for (const m of text(p).matchAll(/process\.env(?:\.|\[['"])(SALVO_[A-Z_]+)/g)) used.add(m[1] ?? '');
      }
    };
    for (const d of ['packages', 'apps', 'test-support', 'scripts', 'bench']) scan(d);
    for (const m of text('.ci/run').matchAll(/export (SALVO_[A-Z_]+)/g)) used.add(m[1] ?? '');
    const named = new Set([...readme.matchAll(/SALVO_[A-Z_]+/g)].map((m) => m[0]));
    expect([...used].filter((v) => !named.has(v)).sort()).toEqual([]);
    expect([...named].filter((v) => !used.has(v)).sort()).toEqual([]);
  });
});

describe('docs/game-record.md action tables match the action unions', () => {
  for (const [heading, file, union] of [
    ['## Victory at Sea actions', 'packages/vas/src/types.ts', 'VasAction'],
    ['## War at Sea actions', 'packages/was/src/types.ts', 'WasAction'],
  ] as const) {
    it(`${union}: one row per action type, naming every field`, () => {
      const code = actionUnion(file, union);
      const table = actionTable(heading);
      expect([...table.keys()].sort()).toEqual([...code.keys()].sort());
      for (const [type, fields] of code) {
        const cell = table.get(type) ?? '';
        for (const f of fields) expect(cell, `${type}.${f}`).toMatch(new RegExp(`\\b${f}\\b`));
      }
    });
  }

  it('the engine ids the format names are the engines\' descriptor ids', async () => {
    const { vas } = await import('@salvo/vas');
    const { wasEngine } = await import('@salvo/was');
    expect(gameRecord).toContain(`"${vas.descriptor.id}" (Victory at Sea)`);
    expect(gameRecord).toContain(`"${wasEngine.descriptor.id}" (War at Sea)`);
  });
});

describe('docs/architecture.md matches the tree', () => {
  it('every War at Sea module is named in the War at Sea module list, and every module named exists', () => {
    const section = architecture.slice(architecture.indexOf('## War at Sea modules'), architecture.indexOf('## Conventions'));
    const files = readdirSync(join(root, 'packages/was/src')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const named = new Set([...section.matchAll(/`([\w-]+\.ts)`/g)].map((m) => m[1]));
    expect(files.filter((f) => !named.has(f))).toEqual([]);
    expect([...named].filter((f) => f !== undefined && !files.includes(f))).toEqual([]);
  });

  it('every kernel module is named in the layout, and each top-level folder of the layout exists', () => {
    const files = readdirSync(join(root, 'packages/kernel/src')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts');
    const layout = architecture.slice(architecture.indexOf('```'), architecture.indexOf('```', architecture.indexOf('```') + 3));
    expect(files.filter((f) => !layout.includes(f))).toEqual([]);
    for (const m of layout.matchAll(/^ {0,2}([\w-]+)\/ /gm)) {
      const dir = m[1] ?? '';
      expect(existsSync(join(root, dir)) || existsSync(join(root, 'packages', dir)) || existsSync(join(root, 'apps', dir)), dir).toBe(true);
    }
  });

  it('the dependency direction apps -> bots -> vas, was -> data -> kernel holds in every package.json', () => {
    expect(architecture).toContain('`apps/* -> bots -> vas, was -> data -> kernel`');
    const rank: Record<string, number> = { kernel: 0, data: 1, vas: 2, was: 2, bots: 3 };
    for (const [pkg, r] of Object.entries(rank)) {
      const deps = Object.keys((JSON.parse(text(`packages/${pkg}/package.json`)) as { dependencies?: Record<string, string> }).dependencies ?? {});
      for (const d of deps.filter((x) => x.startsWith('@salvo/'))) expect(rank[d.slice(7)] ?? 99, `${pkg} -> ${d}`).toBeLessThan(r);
    }
  });
});
