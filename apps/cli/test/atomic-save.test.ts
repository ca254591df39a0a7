/** Saves that are atomic and durable, keep links and modes, and never share a temporary file (issue 7 item 20). */
import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeRecord } from '@salvo/kernel';
import { vas } from '@salvo/vas';
import { wasEngine } from '@salvo/was';
import { writeFileAtomic } from '../src/io/atomic-write';
import { keepRecord, recordSaver, resumeGame } from '../src/io/record-file';
import { recordText } from '../src/io/record-text';
import { defaultBattle } from '@salvo/scenarios';

const dir = mkdtempSync(join(tmpdir(), 'salvo-atomic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const partials = (): string[] => readdirSync(dir).filter((n) => n.endsWith('.partial'));

describe('writeFileAtomic', () => {
  it('replaces the file a symlink points to, keeps the link and the mode 600, and leaves no temporary file', () => {
    const real = join(dir, 'real.json');
    writeFileSync(real, 'old');
    chmodSync(real, 0o600);
    const link = join(dir, 'link.json');
    symlinkSync(real, link);
    expect(writeFileAtomic(link, 'new').ok).toBe(true);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new');
    expect(statSync(real).mode & 0o777).toBe(0o600);
    expect(partials()).toEqual([]);
  });

  it('a failed write says why and removes its temporary file; stale ones of dead processes are swept', () => {
    const r = writeFileAtomic(join(dir, 'no-such-dir', 'x.json'), 'x');
    expect(!r.ok && r.error.message).toMatch(/^Cannot write .*no-such-dir.*x\.json: /);
    const target = join(dir, 'swept.json');
    writeFileSync(join(dir, '.swept.json.999999999.abcdef.partial'), 'half');
    expect(writeFileAtomic(target, 'whole').ok).toBe(true);
    expect(partials()).toEqual([]);
  });

  it('two processes saving to one path never leave a reader an empty or half-written file', async () => {
    const target = join(dir, 'shared.json');
    writeFileSync(target, JSON.stringify({ writer: 0, pad: 'x'.repeat(50_000) }));
    const script = (id: number): string =>
      `import { writeFileAtomic } from ${JSON.stringify(join(process.cwd(), 'apps/cli/src/io/atomic-write.ts'))};
       for (let i = 0; i < 150; i++) { const r = writeFileAtomic(${JSON.stringify(target)}, JSON.stringify({ writer: ${id}, i, pad: 'x'.repeat(50000) })); if (!r.ok) { console.error(r.error.message); process.exit(1); } }`;
    const run = (id: number): Promise<number> => new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(id)], { stdio: 'inherit' });
      child.on('exit', (code) => resolve(code ?? 1));
    });
    const writers = Promise.all([run(1), run(2)]);
    let reads = 0;
    let done = false;
    void writers.then(() => { done = true; });
    while (!done) {
      const o = JSON.parse(readFileSync(target, 'utf8')) as { pad: string };
      expect(o.pad).toHaveLength(50_000);
      reads++;
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(await writers).toEqual([0, 0]);
    expect(reads).toBeGreaterThan(0);
    expect(partials()).toEqual([]);
  }, 60_000);
});

describe('keeping and resuming a record', () => {
  it('a save that keeps failing ends the game with a loud warning naming how much is on disk', () => {
    const sub = mkdtempSync(join(dir, 'gone-'));
    const path = join(sub, 'g.json');
    const saver = recordSaver(path, 'vas', 1, defaultBattle(1), {});
    const printed: string[] = [];
    const kept = keepRecord(saver, [], (l) => printed.push(l));
    expect(kept.ok).toBe(true);
    if (!kept.ok) return;
    kept.value.onAction([{ type: 'roll', values: [1, 1] }]);
    expect(kept.value.warning()).toBeNull();
    rmSync(sub, { recursive: true, force: true }); // the disk goes away
    kept.value.onAction([{ type: 'roll', values: [1, 1] }, { type: 'roll', values: [2, 2] }]);
    kept.value.onAction([{ type: 'roll', values: [1, 1] }, { type: 'roll', values: [2, 2] }, { type: 'take-first', fleet: 'rn', first: true }]);
    expect(printed).toHaveLength(1); // said once while it keeps failing
    expect(kept.value.warning()).toMatch(/^WARNING: the game is NOT fully saved: .*g\.json holds only its first 1 actions\. Last error: Cannot write/);
  });

  it('--resume refuses a record of another engine version and leaves it as it was', () => {
    const path = join(dir, 'v9.json');
    const text = recordText(makeRecord('vas', 9, defaultBattle(1), []));
    writeFileSync(path, text);
    const printed: string[] = [];
    expect(resumeGame(vas, path, (l) => printed.push(l))).toBeNull();
    expect(printed[0]).toBe(`${path} was made with Victory at Sea engine version 9; this Salvo plays version ${vas.descriptor.version}. Playing on would rewrite it under the new rules, so it is not resumed: replay it with \`npm run salvo -- replay ${path}\`, or start a new game.`);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('VAS-RULES-VERSION: --resume plays a record of version 2 on under its rules, and the setup it goes on with names them', () => {
    const path = join(dir, 'v2.json');
    const text = recordText(makeRecord('vas', 2, defaultBattle(1), [{ type: 'roll', values: [6, 6] }, { type: 'roll', values: [1, 1] }], { dice: 'table' }));
    writeFileSync(path, text);
    const printed: string[] = [];
    const resumed = resumeGame(vas, path, (l) => printed.push(l));
    expect(printed).toEqual([`Resuming ${path}: 2 actions replayed under the rules of Victory at Sea engine version 2, which it began with.`]);
    expect((resumed?.setup as { options?: { rulesVersion?: number } }).options?.rulesVersion).toBe(2);
    expect((resumed?.state as { options: { rulesVersion?: number } }).options.rulesVersion).toBe(2);
    // a record of the current version plays on by the current rules, its setup as it was
    const now = join(dir, 'v-now.json');
    writeFileSync(now, recordText(makeRecord('vas', vas.descriptor.version, defaultBattle(1), [])));
    const current = resumeGame(vas, now, () => undefined);
    expect((current?.state as { options: { rulesVersion?: number } }).options.rulesVersion).toBeUndefined();
  });

  it('a War at Sea record of another engine version is refused with the War at Sea replay command, pasteable without a global install', () => {
    const path = join(dir, 'w9.json');
    const text = recordText(makeRecord('war-at-sea', 9, { seed: 1, options: {} }, []));
    writeFileSync(path, text);
    const printed: string[] = [];
    expect(resumeGame(wasEngine, path, (l) => printed.push(l))).toBeNull();
    expect(printed[0]).toBe(`${path} was made with War at Sea engine version 9; this Salvo plays version ${wasEngine.descriptor.version}. Playing on would rewrite it under the new rules, so it is not resumed: replay it with \`npm run salvo -- was replay ${path}\`, or start a new game.`);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });
});
