/**
 * WAS-SALVO-TACTICAL-ONLINE with two server processes on one PostgreSQL database, hearing each other through Redis:
 * both are told the war went to the table and both make its battle, both are told the battle ended and both record
 * its result. The battle is made once (its seats too), the result is recorded once, the war goes on from it on both
 * processes, and the race lost is quiet (no failure logged, nothing tried again).
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { randomAction } from '@salvo/bots';
import { tableBattleId } from '@salvo/was-tactical';
import type { WasState } from '@salvo/was';
import { actionsAfter, getSeats } from '../src/db/queries';
import { rulesetOf, toMove } from '../src/rulesets';
import { api, type TestServer } from './support';
import { twoProcesses } from './two-processes';
import { stateAt } from './races';
import { step, warAtBattle } from './war-at-battle';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const vasEngine = rulesetOf('vas')!.engine;

describe('a war\'s table battle with two server processes (PostgreSQL + Redis)', () => {
  const pair = twoProcesses('tablerace');

  it('WAS-SALVO-TACTICAL-ONLINE: the battle is made once and its result recorded once, whichever process hears first', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const { x, y } = pair;
    const { game, tokens, g } = await warAtBattle(x, {}, 'allies', 'two-processes');
    const s = g.state as WasState;
    const area = (step(g) as { area: string }).area;
    const id = tableBattleId(game, s.turn, area);
    const v0 = g.version; // g is x's live game: it moves on
    // y follows the war too, then takes it to the table: x hears of it through Redis
    expect((await api(y.url, 'GET', `/api/games/${game}`, undefined, tokens.axis)).status).toBe(200);
    expect((await api(y.url, 'POST', `/api/games/${game}/act`, { v: v0, action: { type: 'fight-on-table' } }, tokens.allies)).status).toBe(200);
    for (let i = 0; i < 1000 && !(x.service.cached(id) && y.service.cached(id)); i++) await sleep(10);
    expect(x.service.cached(id) && y.service.cached(id)).toBeTruthy();
    expect((await getSeats(x.store, id)).length).toBe(2);
    // the battle played to its end, each seat's moves through its own process (allies on x, axis on y)
    const rng = seedRng('two-processes');
    const via: Record<string, TestServer> = { allies: x, axis: y };
    for (let n = 0; n < 20_000; n++) {
      const view = await api(x.url, 'GET', `/api/games/${id}`, undefined, tokens.allies);
      const v = view.json.v as number;
      const state = await stateAt(x, id, v);
      const move = toMove(rulesetOf('vas')!, state, false, null);
      if (vasEngine.pending(state as never).kind === 'over') break;
      const seat = move.seats.find((x) => x in via);
      if (seat === undefined) { await sleep(5); continue; }
      const r = await api((via[seat] as TestServer).url, 'POST', `/api/games/${id}/act`, { v, action: randomAction(vasEngine, state, rng) }, tokens[seat]);
      if (r.status !== 200 && r.json.code !== 'ERR_STALE') throw new Error(`refused: ${JSON.stringify(r.json)}`);
    }
    // both processes hear that it ended; one records the result, once, and both follow the war past it
    let rows = await actionsAfter(x.store, game, v0 + 1);
    for (let i = 0; i < 1000 && rows.length === 0; i++) { await sleep(10); rows = await actionsAfter(x.store, game, v0 + 1); }
    await sleep(500);
    rows = await actionsAfter(x.store, game, v0 + 1);
    expect(rows.filter((r) => (JSON.parse(r.action) as { type: string }).type === 'tactical-result').map((r) => r.actor)).toEqual(['server']);
    for (let i = 0; i < 500 && !((x.service.cached(game)?.version ?? 0) > v0 + 1 && x.service.cached(game)?.version === y.service.cached(game)?.version); i++) await sleep(10);
    expect(x.service.cached(game)?.version).toBe(y.service.cached(game)?.version);
    expect((x.service.cached(game)?.state as WasState).step).not.toMatchObject({ kind: 'tactical-battle', area });
    // the lost races were quiet: nothing failed, nothing was tried again
    for (const p of [x, y]) expect(p.logs.filter((l) => l.includes('ERR_TABLE_BATTLE'))).toEqual([]);
  }, 180_000);
});
