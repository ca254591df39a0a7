/**
 * `salvo mail` as two players run it: one file, two passphrases, alternating `mail play` runs with piped answers
 * (one per line, as `salvo play` reads them); and the bad inputs, each refused with exit 1 or 2 and one sentence.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/io/repo-root';

const ROOT = repoRoot();
const dir = mkdtempSync(join(tmpdir(), 'salvo-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ALICE = 'alice passphrase 1';
const BOB = 'bob passphrase 22';

function salvo(args: readonly string[], passphrase: string | null, input = ''): { code: number | null; out: string; err: string } {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.SALVO_MAIL_PASSPHRASE;
  if (passphrase !== null) env.SALVO_MAIL_PASSPHRASE = passphrase;
  // node --import tsx: as `npx tsx`, without npx's own start-up on every run
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], { cwd: ROOT, input, env, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const answers = (n: number): string => '1\n'.repeat(n);
/** The lines Salvo said, without the board. */
const said = (out: string): string[] => out.split('\n').filter((l) => /^(Send|Since|So far|War at Sea by mail|Alice|Bob|This|That|Your|Input|Wrote|You)/.test(l));

describe('salvo mail (subprocess)', () => {
  it('SALVO-MAIL-ORDERS SALVO-MAIL-BEHIND: two players alternate on one War at Sea file: each sees what the other did, secret orders go sealed, the file sent is not taken for an answer', () => {
    const g = join(dir, 'g.json');
    const made = salvo(['mail', 'new', g, '--game', 'war-at-sea', '--as', 'allies', '--name', 'Alice', '--opponent', 'Bob'], ALICE);
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^Wrote .*g\.json: War at Sea by mail, Alice \(allies\) against Bob \(axis\), game [0-9a-f]{16}\.\nYou move first: salvo mail play .*g\.json\n$/);
    const a1 = salvo(['mail', 'play', g], ALICE, answers(10));
    expect(a1.code).toBe(0);
    expect(said(a1.out)).toContain('Alice: start every British ship in England');
    expect(said(a1.out).at(-1)).toBe(`Send ${g} to Bob: Bob decides next: Move your ships, place U-boats and repair (5.3).`);
    const again = salvo(['mail', 'play', g], ALICE, answers(10));
    expect(again.code).toBe(1);
    expect(again.out).toBe('This is the file you sent as Alice, not Bob\'s answer (if you are Bob, give --as axis).\n');
    const wrong = salvo(['mail', 'play', g, '--as', 'allies'], BOB, answers(10));
    expect(wrong).toMatchObject({ code: 1, err: '' });
    expect(wrong.out).toBe('This is the file you sent, not Bob\'s answer.\n');
    const b1 = salvo(['mail', 'play', g, '--as', 'axis'], BOB, answers(10));
    expect(b1.code).toBe(0);
    expect(said(b1.out)).toEqual(expect.arrayContaining(['So far:', 'Alice: all ships stay where they are', 'Your orders are sealed in the file until the other side has given theirs.']));
    expect(said(b1.out).at(-1)).toMatch(/^Send .* to Alice: Alice gives their secret orders next: Place your land-based Airstrike marker in secret \(5\.5, 9\.2\)\. Yours are sealed in the file until then\.$/);
    // Bob's sealed Airstrike marker is not in the file in plain: no axis place-air until Alice gave hers.
    expect(readFileSync(g, 'utf8')).not.toMatch(/"seat":"axis","action":\{"type":"place-air"/);
    const notBob = salvo(['mail', 'play', g, '--as', 'axis'], 'not bob at all', answers(10));
    expect(notBob).toMatchObject({ code: 1, out: 'This is the file you sent, not Alice\'s answer.\n', err: '' });
    const a2 = salvo(['mail', 'play', g], ALICE, answers(10));
    expect(a2.code).toBe(0);
    expect(said(a2.out)).toEqual(expect.arrayContaining(['Since your last turn:', 'Bob joined the game.', 'Bob has written secret orders (sealed in the file until the other side has given theirs).', 'Alice: land-based air kept home']));
    expect(said(a2.out).at(-1)).toBe(`Send ${g} to Bob: Bob's sealed orders are opened next (Salvo does it when Bob opens the file).`);
    const b2 = salvo(['mail', 'play', g, '--as', 'axis'], BOB, answers(10));
    expect(b2.code).toBe(0);
    expect(said(b2.out)).toContain('Bob (sealed orders, revealed): land-based air kept home');
    const bad = salvo(['mail', 'play', g, '--as', 'allies'], 'not alice at all', answers(10));
    expect(bad).toMatchObject({ code: 1, out: 'That is not Alice\'s passphrase for this game.\n', err: '' });
    const shown = salvo(['mail', 'show', g, '--json', '--verify-all'], null);
    expect(shown.code).toBe(0);
    const report = JSON.parse(shown.out) as { seats: { joined: boolean }[]; verified: { allProofs: boolean }; over: boolean; actions: number };
    expect(report.seats.map((s) => s.joined)).toEqual([true, true]);
    expect(report).toMatchObject({ over: false, verified: { allProofs: true } });
    expect(report.actions).toBeGreaterThan(5);
  });

  it('bad input: a missing file, not a mail file, an existing file without --force, --face-down, a bad --game or seat, no passphrase on a pipe: exit 1 or 2, one sentence, no stack trace', () => {
    const g = join(dir, 'bad.json');
    const cases: [string[], string | null, number, RegExp][] = [
      [['mail', 'play', join(dir, 'missing.json')], ALICE, 1, /^There is no file .*missing\.json\.$/],
      [['mail', 'show', join(dir, 'missing.json')], null, 1, /^There is no file .*missing\.json\.$/],
      [['mail', 'new', g, '--game', 'war-at-sea', '--as', 'allies', '--face-down'], ALICE, 1, /^Face-down British ships \(19\.3\) .* play this game online instead \(salvo serve\)\.$/],
      [['mail', 'new', g, '--game', 'chess', '--as', 'white'], ALICE, 2, /^--game is vas \(Victory at Sea\) or war-at-sea\.$/],
      [['mail', 'new', g, '--game', 'vas', '--as', 'allies'], ALICE, 2, /^--as names your seat: rn \(Royal Navy\) or rm \(Regia Marina\)\.$/],
      [['mail', 'new', g, '--game', 'vas', '--as', 'rn'], null, 2, /^No terminal to type the passphrase on: set SALVO_MAIL_PASSPHRASE or give --passphrase-file <file>\.$/],
    ];
    for (const [args, pass, code, sentence] of cases) {
      const r = salvo(args, pass);
      expect({ args, code: r.code }).toEqual({ args, code });
      expect(r.out.trim()).toMatch(sentence);
      expect(r.out.trim().split('\n')).toHaveLength(1);
      expect(r.err).toBe('');
    }
    writeFileSync(g, '{"not": "a mail file"}');
    for (const sub of ['play', 'show']) {
      const r = salvo(['mail', sub, g], ALICE);
      expect(r).toMatchObject({ code: 1, out: 'This is not a Salvo mail file (it has no "format": "salvo-mail").\n', err: '' });
    }
    const exists = salvo(['mail', 'new', g, '--game', 'vas', '--as', 'rn'], ALICE);
    expect(exists).toMatchObject({ code: 1, out: `${g} exists already: give --force to replace it.\n`, err: '' });
    const forced = salvo(['mail', 'new', g, '--game', 'vas', '--as', 'rn', '--force'], ALICE);
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(/Send .* to Regia Marina: Regia Marina rolls the next dice \(Roll 2d6 for the initiative of Royal Navy\)\. Regia Marina opens it with: salvo mail play .* --as rm\n$/);
  });
});
