/**
 * The War at Sea search bot on the server: a game with a `search` seat is played over real sockets
 * (the Axis a person whose socket sends what the heuristic would) while a Victory at Sea game on the
 * same process is played by two people; the other game's acknowledgements arrive while the bot's
 * decision is on its worker thread (counted between the pool's start and end of a job, not timed).
 * Then: a search bot game stopped mid-decision resumes after a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { seedRng } from '@salvo/kernel';
import { heuristicWasBot } from '@salvo/bots';
import type { WasState } from '@salvo/was';
import type { PoolEvent } from '../src/bot-pool';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { clientRng, drive, vasFromView } from './drive';
import { spawnServer } from './child';

type Turn = { kind: string; seats: string[] };
const turnOf = (f: Frame): Turn => f.turn as Turn;

describe('War at Sea search bot on the server (SQLite file)', () => {
  const tmp = tempDir();
  const file = join(tmp.dir, 'search.sqlite');
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(file, { botThreads: 1, botTimeoutMs: 600_000 }); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('GET /api/bots offers search for War at Sea and every strength for Victory at Sea', async () => {
    expect((await api(srv.url, 'GET', '/api/bots?ruleset=war-at-sea')).json.bots).toEqual(['random', 'heuristic', 'search']);
    expect((await api(srv.url, 'GET', '/api/bots?ruleset=vas')).json.bots).toEqual(['random', 'easy', 'normal', 'hard']);
  });

  it('a search seat plays its turns on a worker thread while another game on the process keeps being acknowledged', async () => {
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'war-at-sea', seats: { allies: { bot: 'search' } }, as: 'axis' });
    expect(c.status).toBe(201);
    const game = c.json.game as string;
    const token = (c.json.you as { token: string }).token;

    // the other game's acks, counted per search job while it is on its thread
    let thinking = false;
    let acksWhileThinking = 0;
    let jobsDone = 0;
    const overlapped: number[] = [];
    srv.bots.watch((e: PoolEvent) => {
      if (e.kind === 'start') { thinking = true; acksWhileThinking = 0; return; }
      thinking = false;
      if (e.outcome !== 'ok') return;
      jobsDone += 1;
      // the searched decisions: the side's movement (deployment and the like are the heuristic's)
      if (e.job.ruleset === 'war-at-sea' && e.job.view.step.kind === 'move') overlapped.push(acksWhileThinking);
    });

    let done = false;
    const other = async (): Promise<number> => {
      let acks = 0;
      let round = 0;
      while (!done) {
        const { game: b, tokens } = await humanGame(srv.url, 'vas');
        const clients: Record<string, Client> = {};
        const latest: Record<string, Frame> = {};
        for (const [seat, t] of Object.entries(tokens)) {
          clients[seat] = await Client.open(srv.wsUrl);
          latest[seat] = await (clients[seat] as Client).hello(b, { token: t });
        }
        const decide = vasFromView(clientRng(`other-${round++}`));
        while (!done && turnOf(Object.values(latest)[0] as Frame).kind !== 'over') {
          await drive(clients, latest, decide, 1);
          acks += 1;
          if (thinking) acksWhileThinking += 1;
        }
        for (const cl of Object.values(clients)) cl.close();
      }
      return acks;
    };

    const axis = await Client.open(srv.wsUrl);
    const searchGame = async (): Promise<{ axisActs: number; last: Frame }> => {
      let latest = await axis.hello(game, { token });
      expect(latest.t).toBe('welcome');
      let axisActs = 0;
      try {
        // until the search bot has made a few decisions on its thread and the game has moved on past them
        while (turnOf(latest).kind !== 'over' && (overlapped.length < 1 || axisActs < 2)) {
          const live = srv.service.cached(game);
          const v = latest.v as number;
          if (turnOf(latest).seats.includes('axis') && live?.version === v) {
            const action = heuristicWasBot(seedRng(`axis-${v}`)).decide(live.state as WasState, 'axis');
            const r = await axis.act(v, action, `x${v}`);
            expect(r.t, JSON.stringify(r)).toBe('ack');
            axisActs += 1;
          }
          latest = await axis.next((f) => f.t === 'update' && (f.v as number) > v, 600_000);
        }
      } finally {
        done = true;
      }
      return { axisActs, last: latest };
    };

    const [acks, a] = await Promise.all([other(), searchGame()]);
    axis.close();
    expect(overlapped.length).toBeGreaterThanOrEqual(1);
    expect(jobsDone).toBeGreaterThan(overlapped.length);
    expect(a.axisActs).toBeGreaterThanOrEqual(2);
    expect(acks).toBeGreaterThan(0);
    // the other game was acknowledged while a searched movement decision was being made
    expect(Math.max(...overlapped)).toBeGreaterThan(0);
    expect(srv.logs.join('')).not.toContain('fell back');
    const rec = await srv.store.db.selectFrom('actions').select(['actor']).where('game_id', '=', game).execute();
    expect(rec.filter((r) => r.actor === 'allies').length).toBeGreaterThan(overlapped.length);
  }, 900_000);

  it('the bundled server (esbuild, as salvo serve is shipped) starts the search bot\'s thread from beside its bundle', async () => {
    const child = await spawnServer(join(tmp.dir, 'bundle.sqlite'));
    try {
      const c = await api(child.url, 'POST', '/api/games', { ruleset: 'war-at-sea', seats: { allies: { bot: 'search' }, axis: { bot: 'heuristic' } } });
      expect(c.status).toBe(201);
      const game = c.json.game as string;
      const spectate = c.json.spectate as string;
      // the Allies deploy first: a version past 3 holds the search bot's first decision and the Axis's answer
      let r = await api(child.url, 'GET', `/api/games/${game}`, undefined, spectate);
      while ((r.json.v as number) < 4 && child.proc.exitCode === null) {
        await new Promise((res) => setTimeout(res, 200));
        r = await api(child.url, 'GET', `/api/games/${game}`, undefined, spectate);
      }
      expect(r.json.v as number).toBeGreaterThanOrEqual(4);
      // warnings and errors only (--quiet): a thread that did not start would have logged ERR_BOT_START and fallen back
      expect(child.stderr.join('')).not.toContain('ERR_BOT');
    } finally {
      await child.stop();
    }
  }, 600_000);

  it('a search decision that times out is made by the heuristic instead, and the game goes on', async () => {
    await srv.close();
    srv = await testServer(file, { botThreads: 1, botTimeoutMs: 1 });
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'war-at-sea', seats: { allies: { bot: 'search' }, axis: { bot: 'heuristic' } } });
    const game = c.json.game as string;
    const spectate = c.json.spectate as string;
    let r = await api(srv.url, 'GET', `/api/games/${game}`, undefined, spectate);
    while ((r.json.v as number) < 10 && (r.json.turn as Turn).kind !== 'over') {
      await new Promise((res) => setTimeout(res, 200));
      r = await api(srv.url, 'GET', `/api/games/${game}`, undefined, spectate);
    }
    expect(r.json.v as number).toBeGreaterThanOrEqual(10);
    const fell = srv.logs.filter((l) => l.includes('fell back'));
    expect(fell.length).toBeGreaterThan(0);
    expect(fell[0]).toContain('ERR_BOT_TIMEOUT');
    expect(fell[0]).not.toContain('"ships"');
  }, 600_000);

  it('a search bot game stopped while its bot thinks resumes after a restart', async () => {
    await srv.close();
    srv = await testServer(file, { botThreads: 1, botTimeoutMs: 600_000 });
    let started = 0;
    srv.bots.watch((e) => { if (e.kind === 'start') started += 1; });
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'war-at-sea', seats: { allies: { bot: 'search' }, axis: { bot: 'heuristic' } } });
    const game = c.json.game as string;
    const spectate = c.json.spectate as string;
    while (started === 0) await new Promise((res) => setTimeout(res, 50));
    await srv.close();
    const stopped = Number((await (srv = await testServer(file, { botThreads: 1, botTimeoutMs: 600_000 })).store.db.selectFrom('games').select('version').where('id', '=', game).executeTakeFirstOrThrow()).version);
    let r = await api(srv.url, 'GET', `/api/games/${game}`, undefined, spectate);
    while ((r.json.v as number) <= stopped + 2 && (r.json.turn as Turn).kind !== 'over') {
      await new Promise((res) => setTimeout(res, 200));
      r = await api(srv.url, 'GET', `/api/games/${game}`, undefined, spectate);
    }
    expect(r.json.v as number).toBeGreaterThan(stopped + 2);
    const allies = await srv.store.db.selectFrom('actions').select(['seq']).where('game_id', '=', game).where('actor', '=', 'allies').execute();
    expect(allies.length).toBeGreaterThan(0);
  }, 600_000);
});
