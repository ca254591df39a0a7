/** Races used by the conflict tests on one process (SQLite) and across two (PostgreSQL + Redis). */
import { expect } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { randomAction } from '@salvo/bots';
import { rulesetOf } from '../src/rulesets';
import { api, Client, humanGame, type Frame, type TestServer } from './support';

export async function conflictTrials(srv: TestServer, trials: number, other?: TestServer): Promise<{ trials: number; winners: number }> {
  const engine = rulesetOf('vas')!.engine;
  const rng = seedRng('conflicts');
  let done = 0;
  let winners = 0;
  while (done < trials) {
    const { game, tokens } = await humanGame(srv.url, 'vas');
    const sockets: Record<string, [Client, Client]> = {};
    for (const [seat, token] of Object.entries(tokens)) {
      const a = await Client.open(srv.wsUrl);
      const b = await Client.open((other ?? srv).wsUrl);
      await a.hello(game, { token });
      await b.hello(game, { token });
      sockets[seat] = [a, b];
    }
    for (let i = 0; done < trials; i++) {
      const view = await api(srv.url, 'GET', `/api/games/${game}`, undefined, Object.values(tokens)[0]);
      const turn = view.json.turn as { kind: string; seats: string[] };
      if (turn.kind === 'over') break;
      const v = view.json.v as number;
      const seat = turn.seats[0] as string;
      const state = (await stateAt(srv, game, v));
      const [a, b] = sockets[seat] as [Client, Client];
      const x = randomAction(engine, state, rng);
      const y = randomAction(engine, state, rng);
      const viaHttp = i % 3 === 2;
      const results: Frame[] = await Promise.all([
        a.act(v, x, `x${i}`),
        viaHttp
          ? api((other ?? srv).url, 'POST', `/api/games/${game}/act`, { v, action: y, id: `y${i}` }, tokens[seat]).then((r) => ({ t: r.status === 200 ? 'ack' : 'error', ...r.json }) as Frame)
          : b.act(v, y, `y${i}`),
      ]);
      const acks = results.filter((r) => r.t === 'ack');
      const refused = results.filter((r) => r.t === 'error');
      expect(acks, JSON.stringify(results)).toHaveLength(1);
      expect(refused[0]?.code).toBe('ERR_STALE');
      expect(refused[0]?.v).toBe(acks[0]?.v);
      winners += 1;
      done += 1;
      for (const [c1, c2] of Object.values(sockets)) {
        await c1.next((f) => f.t === 'update' && (f.v as number) >= (acks[0]?.v as number));
        await c2.next((f) => f.t === 'update' && (f.v as number) >= (acks[0]?.v as number));
      }
    }
    for (const [c1, c2] of Object.values(sockets)) { c1.close(); c2.close(); }
    const rows = await srv.store.db.selectFrom('actions').select(['seq']).where('game_id', '=', game).orderBy('seq').execute();
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_r, i) => i + 1));
  }
  return { trials: done, winners };
}

/** The true state at version v, rebuilt from the database (the test is the referee). */
export async function stateAt(srv: TestServer, game: string, v: number): Promise<unknown> {
  const engine = rulesetOf('vas')!.engine;
  const row = await srv.store.db.selectFrom('games').select('setup').where('id', '=', game).executeTakeFirstOrThrow();
  const actions = await srv.store.db.selectFrom('actions').select('action').where('game_id', '=', game).where('seq', '<=', v).orderBy('seq').execute();
  const created = engine.createGame(JSON.parse(row.setup));
  if (!created.ok) throw new Error('setup');
  let s = created.value;
  for (const a of actions) s = engine.applyTrusted(s, JSON.parse(a.action)).state;
  return s;
}

