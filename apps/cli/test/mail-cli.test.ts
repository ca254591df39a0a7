/**
 * `salvo mail` as two players run it: one file, two passphrases, alternating `mail play` runs with piped answers
 * (one per line, as `salvo play` reads them); and the bad inputs, each refused with exit 1 or 2 and one sentence.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ok } from '@salvo/kernel';
import { repoRoot } from '../src/io/repo-root';
import { proofsChecked } from '../src/mail/show';
import { unlock } from '../src/mail/unlock';

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
    expect(made.out).toMatch(/^Wrote .*g\.json: War at Sea by mail, Alice \(Allies\) against Bob \(Axis\), game [0-9a-f]{16}\.\nYou move first: salvo mail play .*g\.json\n$/);
    const a1 = salvo(['mail', 'play', g], ALICE, answers(10));
    expect(a1.code).toBe(0);
    expect(said(a1.out)).toContain('Alice: start every British ship in England');
    // By mail the menu does not offer what mail refuses ("auto", "undo").
    expect(a1.out).toContain('  bot. let the heuristic bot decide   |   help\n');
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

describe('a scenario by mail at the terminal', () => {
  it('SALVO-MAIL-SCENARIO: Carrier Clash by mail: Bob rolls the pre-battle dice and deploys first, Alice places a ship by hand (a refused place is said and asked again), the flights aloft go sealed, and the battle begins', () => {
    const g = join(dir, 'cc.json');
    const made = salvo(['mail', 'new', g, '--game', 'vas', '--scenario', 'carrier-clash', '--level', 'Battle', '--as', 'west', '--name', 'Alice', '--opponent', 'Bob'], ALICE);
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/Send .* to Bob: Bob rolls the next dice \(Bad Weather\?/);
    const usage = salvo(['mail', 'new', join(dir, 'x.json'), '--game', 'vas', '--level', 'Battle', '--as', 'rn'], ALICE);
    expect(usage).toMatchObject({ code: 2, out: '--level, --fleet and --points go with --scenario <id>.\n' });
    const refused = salvo(['mail', 'new', join(dir, 'y.json'), '--game', 'vas', '--scenario', 'convoy-duty', '--level', 'Battle', '--as', 'rn'], ALICE);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/enters from the edge later, unseen by the other side\), and a file both players hold cannot keep it secret/);
    // Who sets up first is rolled: the one who lost places first; Enter places every ship for her.
    const b1 = salvo(['mail', 'play', g, '--as', 'east'], BOB, '\n'.repeat(12));
    expect(b1.code).toBe(0);
    expect(b1.out).toMatch(/Initiative for deployment: Task Force 17 \d+, Carrier Division 5 \d+\./);
    const bobFirst = /Carrier Division 5 lost and sets up first/.test(b1.out);
    const first = bobFirst ? BOB : ALICE;
    const second = bobFirst ? ALICE : BOB;
    const sides = bobFirst ? ['east', 'west'] : ['west', 'east'];
    if (!bobFirst) expect(said(b1.out).at(-1)).toMatch(/^Send .* to Alice: Alice decides next: Task Force 17: place your ships/);
    const p1 = bobFirst ? b1 : salvo(['mail', 'play', g, '--as', 'west'], ALICE, '\n'.repeat(12));
    // the one who sets up first reads the scenario's briefing with the rolls' outcome before placing
    expect(p1.out).toContain('Conditions: ');
    expect(p1.out).toMatch(/: placed \w.* at \(\d+(\.\d)?, \d+(\.\d)?\) heading \d+, /);
    // the second places one ship by hand: off the table first (refused, asked again), then in her zone
    const zoneX = sides[1] === 'west' ? 5 : 66;
    const p2 = salvo(['mail', 'play', g, '--as', sides[1] as string], second, `200 200\n${zoneX} 44 ${sides[1] === 'west' ? 90 : 270}\n${'\n'.repeat(12)}`);
    expect(p2.code).toBe(0);
    expect(p2.out).toMatch(/on the table: /);
    expect(p2.out).toMatch(new RegExp(` at \\(${zoneX}, 44\\) heading ${sides[1] === 'west' ? 90 : 270}`));
    expect(p2.out).toContain('Your orders are sealed in the file until the other side has given theirs.');
    expect(readFileSync(g, 'utf8')).not.toContain('scenario-aloft');
    const p3 = salvo(['mail', 'play', g, '--as', sides[0] as string], first, '0\n');
    expect(p3.code).toBe(0);
    const p4 = salvo(['mail', 'play', g, '--as', sides[1] as string], second, '');
    expect(p4.out).toContain('Every side has deployed: Carrier Clash begins.');
    const shown = salvo(['mail', 'show', g, '--verify-all'], null);
    expect(shown.code).toBe(0);
    expect(shown.out).not.toMatch(/^(Alice|Bob): $/m);
  }, 400_000);
});

describe('salvo mail as a new user reads it', () => {
  it('SALVO-MAIL-BEHIND: a scenario is refused by name; sides are named as players read them; the first file sent is kept as sent; a cut file is damaged; mail help offers no auto or undo; Ctrl-C says where the moves are', async () => {
    const scenario = salvo(['mail', 'new', join(dir, 's.json'), '--game', 'vas', '--as', 'rn', '--setup', 'packages/scenarios/data/denmark-strait.json'], ALICE);
    expect(scenario).toMatchObject({ code: 1, err: '', out: 'packages/scenarios/data/denmark-strait.json is a scenario, not a battle setup: give it with --scenario packages/scenarios/data/denmark-strait.json.\n' });
    const g = join(dir, 'v.json');
    const made = salvo(['mail', 'new', g, '--game', 'vas', '--as', 'rn', '--name', 'Alice', '--opponent', 'Bob'], ALICE);
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^Wrote .*v\.json: Victory at Sea by mail, Alice \(Royal Navy\) against Bob \(Regia Marina\), game [0-9a-f]{16}\.\n/);
    // Bob rolls first: the file went to him at once, so it is kept as sent and re-opening it is not taken for his answer.
    expect(readFileSync(join(dir, '.v.json.rn.sent'), 'utf8')).toBe(readFileSync(g, 'utf8'));
    expect(salvo(['mail', 'play', g], ALICE)).toMatchObject({ code: 1, out: 'This is the file you sent as Alice, not Bob\'s answer (if you are Bob, give --as rm).\n' });
    const fresh = salvo(['mail', 'show', g], null);
    expect(fresh.out).toMatch(/\n {2}created by Alice \(Royal Navy\), key [0-9a-f]{16}, sealed the game's creation\n {2}against {4}Bob \(Regia Marina\), not joined yet\nVerified: .* by the rollers' keys: no dice rolled yet \(\d+ ms\)\.\n/);
    const cut = join(dir, 'cut.json');
    writeFileSync(cut, readFileSync(g, 'utf8').slice(0, 300));
    expect(salvo(['mail', 'show', cut], null)).toMatchObject({ code: 1, out: 'This Salvo mail file is cut short or damaged: ask your friend to send it again.\n' });
    // Bob joins and rolls the initiative; whoever won it decides next, by mail: its help offers no auto or undo, and Ctrl-C at its prompt says where the moves are.
    expect(salvo(['mail', 'play', g, '--as', 'rm'], BOB).code).not.toBeNull();
    const next = (JSON.parse(salvo(['mail', 'show', g, '--json'], null).out) as { next: string[] }).next[0];
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', 'mail', 'play', g, '--as', next ?? ''], { cwd: ROOT, env: { ...process.env, SALVO_MAIL_PASSPHRASE: next === 'rn' ? ALICE : BOB } });
    let out = '';
    let helped = false;
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString('utf8');
      if (!out.endsWith('> ')) return;
      if (helped) child.kill('SIGINT');
      else child.stdin.write('help\n');
      helped = true;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(code).toBe(130);
    expect(out).toContain('  concede (asks to confirm) | random (the bot picks this one) | table (show it again) | {json}\n');
    expect(out).not.toMatch(/auto \(|\n {2}undo /);
    expect(out.endsWith(`\nInterrupted. Your moves so far are saved in ${g}; play on with: salvo mail play ${g}\n`)).toBe(true);
  }, 120_000);

  it('show says "no new dice" for none since a seal, and "no dice rolled yet", never "the 0"', () => {
    expect(proofsChecked(6, 0)).toBe('no new dice since entry 7 (--verify-all checks all)');
    expect(proofsChecked(0, 0)).toBe('no dice rolled yet');
    expect(proofsChecked(6, 2)).toBe('the 2 since entry 7, what the last sender added (--verify-all checks all)');
  });

  it('SALVO-MAIL-KEY: a passphrase typed wrong is asked again, up to 3 tries; one from the variable or a file is not', async () => {
    const wrong = { ok: false as const, error: { code: 'ERR_MAIL_PASSPHRASE', message: 'That is not Bob\'s passphrase for this game.' } };
    const said: string[] = [];
    const typed = ['bob pasphrase 22', BOB];
    const opened = await unlock(async () => ({ ok: true, value: typed.shift() ?? '', typed: true }), (p) => (p === BOB ? ok('open') : wrong), (l) => said.push(l));
    expect(opened).toEqual({ ok: true, value: 'open' });
    expect(said).toEqual(['That is not Bob\'s passphrase for this game. Type it again (2 tries left).']);
    let asked = 0;
    const never = await unlock(async () => { asked++; return { ok: true, value: 'typo', typed: true }; }, () => wrong, () => undefined);
    expect({ never, asked }).toEqual({ never: { ok: false, message: wrong.error.message }, asked: 3 });
    asked = 0;
    const fromEnv = await unlock(async () => { asked++; return { ok: true, value: 'typo' }; }, () => wrong, () => undefined);
    expect({ fromEnv, asked }).toEqual({ fromEnv: { ok: false, message: wrong.error.message }, asked: 1 });
  });
});
