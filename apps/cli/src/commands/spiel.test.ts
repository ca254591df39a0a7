/** `salvo spiel`'s line reader: lines split across chunks, blank lines, an over-long line skipped, a last line without newline. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { spielLineReader } from './spiel';

describe('salvo spiel', () => {
  it('answers one line per request whatever the chunks, skips an over-long line with an error, and reads a last line without newline', () => {
    const out: string[] = [];
    const reader = spielLineReader((l) => out.push(l), 200);
    reader.push('{"id":1,"op":"regis');
    reader.push('tered_games"}\n\n{"id":2,');
    reader.push(`"op":"x","pad":"${'y'.repeat(300)}`);
    reader.push(`${'y'.repeat(300)}"}\n{"id":3,"op":"load_game","name":"war_at_sea"}\r\n`);
    reader.push('{"id":4,"op":"new_initial_state","game":"g1"}');
    reader.end();
    const answers = out.map((l) => JSON.parse(l) as { id: unknown; ok: boolean; error?: { message: string } });
    expect(out.every((l) => l.endsWith('\n'))).toBe(true);
    expect(answers.map((a) => [a.id, a.ok])).toEqual([[1, true], [null, false], [3, true], [4, true]]);
    expect(answers[1]?.error?.message).toBe('A request line is limited to 200 characters; that one was skipped.');
  });

  it('runs as a process: answers on stdout, nothing on stderr, exit 0 when its input ends', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', 'spiel'], {
      input: '{"id":1,"op":"load_game","name":"victory_at_sea"}\n{"id":2,"op":"fly"}\n',
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { id: number; ok: boolean });
    expect(lines.map((l) => [l.id, l.ok])).toEqual([[1, true], [2, false]]);
  });
});
