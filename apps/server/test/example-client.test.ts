/**
 * The README's tiny WebSocket client (apps/server/examples/ws-client.mjs) against a real server: a line typed
 * (here piped) before the welcome arrives is sent once it does, not dropped; the client prints the ack, the
 * events and the next prompt; `say` writes to the other player and the conversation is printed. Started as the README starts it: plain node on the .mjs file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, humanGame, tempDir, testServer, type TestServer } from './support';

const CLIENT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../examples/ws-client.mjs');

/** Runs the client with `input` written at once, until `until` shows in its output (or 15 s). */
function runClient(args: string[], input: string, until: RegExp): Promise<string> {
  return new Promise((res, rej) => {
    const p = spawn(process.execPath, [CLIENT, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => { p.kill(); rej(new Error(`client output so far:\n${out}`)); }, 15_000);
    const check = (): void => { if (until.test(out)) { clearTimeout(timer); p.kill(); res(out); } };
    p.stdout.on('data', (d: Buffer) => { out += d.toString(); check(); });
    p.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    p.stdin.write(input);
  });
}

describe('the README tiny client', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'example.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  /** A new game and the seat that won the initiative (the server's dice decide which). */
  async function gameAtTakeFirst(): Promise<{ game: string; tokens: Record<string, string>; seat: string; v: number }> {
    const { game, tokens } = await humanGame(srv.url, 'vas');
    const mine = await api(srv.url, 'POST', '/api/my-games', { tokens: Object.values(tokens) });
    // a tied initiative roll is rolled again, so the version at this point is 2 or more
    const listed = (mine.json.games as { toMove: string[]; v: number }[])[0];
    return { game, tokens, seat: listed?.toMove[0] ?? 'rn', v: listed?.v ?? 2 };
  }

  it('sends a line typed before the welcome once the welcome comes, and prints the ack and the next prompt', async () => {
    const { game, tokens, seat, v } = await gameAtTakeFirst();
    const other = seat === 'rn' ? 'rm' : 'rn';
    const out = await runClient([srv.wsUrl, game, tokens[seat] as string], `{"type":"take-first","fleet":"${seat}","first":false}\n`, new RegExp(`\\[v${v + 1}\\] ${other} to `));
    expect(out).toMatch(new RegExp(`\\[v${v}\\] ${seat} to take-first`));
    expect(out).toMatch(new RegExp(`ok, committed at v${v + 1}`));
    expect(out).toMatch(/declines to move first/);
  });

  it('writes to the other player with "say" and prints the conversation', async () => {
    const { game, tokens } = await gameAtTakeFirst();
    const out = await runClient([srv.wsUrl, game, tokens.rm as string], 'say Good luck, admiral\n', /rm: Good luck, admiral/);
    expect(out).not.toMatch(/refused/);
  });

  it('says how to type an action when the line is not JSON', async () => {
    const { game, tokens, seat, v } = await gameAtTakeFirst();
    const out = await runClient([srv.wsUrl, game, tokens[seat] as string], 'take first please\n', /Type an action as JSON/);
    expect(out).toMatch(new RegExp(`\\[v${v}\\] ${seat} to take-first`));
  });
});
