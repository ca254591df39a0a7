/**
 * WAS-SALVO-TACTICAL-ONLINE: a War at Sea game online with surface battles on the table. The players take a
 * battle to the table; the server hosts it as a Victory at Sea game with the war's seats (the same tokens, a
 * bot's seat played by Victory at Sea's bot), and when it ends records its result in the war itself. A
 * result typed by a player is refused, the dice are no longer a way out once the battle is on the table, the
 * war's bots wait for it, a restart in the middle of the battle loses nothing, and a result the database refuses
 * once is recorded when it takes writes again. Real server, SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { seedRng } from '@salvo/kernel';
import type { VasState } from '@salvo/vas';
import type { WasState } from '@salvo/was';
import { FLEET_OF, tableBattleId, tacticalResult } from '@salvo/was-tactical';
import { engineSeedV2, tableBattleSeed } from '../src/secrets';
import { getGame, getSeats, actionsAfter } from '../src/db/queries';
import type { LiveGame } from '../src/live';
import { verifyRecord } from '../src/verify';
import { api, tempDir, testServer, type TestServer } from './support';
import { playUntil } from './play-until';
import { step, vasDecide, warAtBattle } from './war-at-battle';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('War at Sea battles on the table, online (WAS-SALVO-TACTICAL-ONLINE)', () => {
  const tmp = tempDir();
  const file = join(tmp.dir, 'table.sqlite');
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(file); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('WAS-SALVO-TACTICAL-ONLINE WAS-SALVO-TACTICAL-RESULT: the battle is hosted with the war\'s seats, survives a restart, and its result is recorded by the server', async () => {
    const { game, tokens, spectate, g } = await warAtBattle(srv, {}, 'allies', 'two-people');
    const st = step(g) as Extract<WasState['step'], { kind: 'tactical-battle' }>;
    const before = g.state as WasState;
    const v = g.version;
    // a result typed by a player is refused; the choice is the Allies' when a person holds that seat
    const typed = await api(srv.url, 'POST', `/api/games/${game}/act`, { v, action: { type: 'tactical-result', ships: [], holds: null } }, tokens.allies);
    expect(typed.json.code).toBe('ERR_TABLE_RESULT');
    expect(String(typed.json.message)).toMatch(/comes from its table/);
    expect((await api(srv.url, 'POST', `/api/games/${game}/act`, { v, action: { type: 'fight-on-table' } }, tokens.axis)).json.code).toBe('ERR_NOT_YOUR_TURN');
    expect((await api(srv.url, 'POST', `/api/games/${game}/act`, { v, action: { type: 'fight-on-table' } }, tokens.allies)).status).toBe(200);
    expect((await api(srv.url, 'POST', `/api/games/${game}/act`, { v: v + 1, action: { type: 'fight-by-dice' } }, tokens.allies)).json.code).toBe('ERR_ON_TABLE');

    const id = tableBattleId(game, before.turn, st.area);
    for (let i = 0; i < 500 && !srv.service.cached(id); i++) await sleep(10);
    // the battle's seats are the war's, with the same tokens; the war's spectator key follows it too
    const row = await getGame(srv.store, id);
    expect(row).toMatchObject({ ruleset: 'vas', parent: game, table_mode: 0 });
    expect((await getSeats(srv.store, id)).map((s) => [s.seat, s.kind]).sort()).toEqual([['allies', 'human'], ['axis', 'human']]);
    for (const seat of ['allies', 'axis']) expect((await api(srv.url, 'GET', `/api/games/${id}`, undefined, tokens[seat])).json.seat).toBe(seat);
    expect((await api(srv.url, 'GET', `/api/games/${id}`, undefined, spectate)).status).toBe(200);
    const setupShips = Object.keys((srv.service.cached(id)?.state as VasState).ships).sort();
    expect(setupShips.length).toBeGreaterThan(1);
    // the seed is not the setup's `was:<turn>:<area>`: the battle's server seed is derived from the war's
    expect(JSON.parse(row?.setup ?? '{}').seed).not.toBe(`was:${before.turn}:${st.area}`);
    expect(row?.server_seed).toBe(tableBattleSeed((await getGame(srv.store, game))?.server_seed ?? '', id));
    // the war waits: its version does not move while the battle is fought
    const rng = seedRng('battle');
    await playUntil(srv, id, tokens, vasDecide(rng), (b) => b.version >= 40 || b.rs.engine.pending(b.state).kind === 'over');
    expect(srv.service.cached(game)?.version).toBe(v + 1);

    // a restart in the middle of the battle: both games come back from the file, and the battle goes on
    await srv.close();
    srv = await testServer(file);
    for (let i = 0; i < 500 && !srv.service.cached(id); i++) await sleep(10);
    await playUntil(srv, id, tokens, vasDecide(rng), (b) => b.rs.engine.pending(b.state).kind === 'over');
    const battle = srv.service.cached(id) as LiveGame;
    for (let i = 0; i < 500 && (srv.service.cached(game)?.version ?? 0) <= v + 1; i++) await sleep(10);
    const war = srv.service.cached(game) as LiveGame;
    const expected = tacticalResult({ ...before, step: { ...st, onTable: true } }, battle.state as VasState);
    expect(expected.ok).toBe(true);
    const rows = await actionsAfter(srv.store, game, v + 1);
    expect(rows[0]?.actor).toBe('server');
    expect(JSON.parse(rows[0]?.action ?? '{}')).toEqual(expected.ok ? expected.value : null);
    // the war went on past this battle (perhaps to the next area's)
    expect(step(war)).not.toMatchObject({ kind: 'tactical-battle', area: st.area });
    // both seats and the spectator read the result in the war's log
    const seen = await api(srv.url, 'GET', `/api/games/${game}`, undefined, tokens.axis);
    expect(seen.status).toBe(200);
    // the finished battle's record is published with its own revealed seed
    const record = (await api(srv.url, 'GET', `/api/games/${id}/record`, undefined, tokens.allies)).json;
    expect(record.meta).toMatchObject({ gameId: id, dice: 'server', war: game, seedFrom: 'war' });
    expect(verifyRecord(record)).toMatchObject({ ok: true, problems: [] });
  }, 120_000);

  it('WAS-SALVO-TACTICAL-ONLINE: against a War at Sea bot, the person chooses the table, the bots wait, and Victory at Sea\'s bot fights the bot\'s side', async () => {
    const { game, tokens, g } = await warAtBattle(srv, { allies: { bot: 'heuristic' } }, 'axis', 'one-person');
    const v = g.version;
    await sleep(300);
    expect(srv.service.cached(game)?.version).toBe(v);
    expect((await api(srv.url, 'POST', `/api/games/${game}/act`, { v, action: { type: 'fight-on-table' } }, tokens.axis)).status).toBe(200);
    const s = g.state as WasState;
    const id = tableBattleId(game, s.turn, (step(g) as { area: string }).area);
    for (let i = 0; i < 500 && !srv.service.cached(id); i++) await sleep(10);
    expect((await getSeats(srv.store, id)).map((x) => [x.seat, x.kind, x.bot]).sort()).toEqual([['allies', 'bot', 'normal'], ['axis', 'human', null]]);
    await playUntil(srv, id, tokens, vasDecide(seedRng('axis')), (b) => b.rs.engine.pending(b.state).kind === 'over');
    let rows = await actionsAfter(srv.store, game, v);
    for (let i = 0; i < 1000 && rows.length < 2; i++) { await sleep(10); rows = await actionsAfter(srv.store, game, v); }
    expect(rows.map((r) => [r.actor, (JSON.parse(r.action) as { type: string }).type]).slice(0, 2)).toEqual([['axis', 'fight-on-table'], ['server', 'tactical-result']]);
  }, 120_000);

  it('WAS-SALVO-TACTICAL-ONLINE: a result the database refuses is recorded once it takes writes again, without a move or a restart', async () => {
    const { game, tokens, g } = await warAtBattle(srv, {}, 'allies', 'refused');
    const v = g.version;
    const s = g.state as WasState;
    const id = tableBattleId(game, s.turn, (step(g) as { area: string }).area);
    expect((await api(srv.url, 'POST', `/api/games/${game}/act`, { v, action: { type: 'fight-on-table' } }, tokens.allies)).status).toBe(200);
    for (let i = 0; i < 500 && !srv.service.cached(id); i++) await sleep(10);
    // a second connection to the same file makes the war's writes fail, as a full disk or a locked file would
    const db = new Database(file);
    try {
      db.exec(`CREATE TRIGGER refuse_war BEFORE INSERT ON actions WHEN NEW.game_id = '${game}' BEGIN SELECT RAISE(ABORT, 'the disk is unwell'); END`);
      await playUntil(srv, id, tokens, vasDecide(seedRng('refused')), (b) => b.rs.engine.pending(b.state).kind === 'over');
      await sleep(1200);
      expect(srv.service.cached(game)?.version).toBe(v + 1);
      expect(await actionsAfter(srv.store, game, v + 1)).toEqual([]);
      db.exec('DROP TRIGGER refuse_war');
    } finally {
      db.close();
    }
    let rows = await actionsAfter(srv.store, game, v + 1);
    for (let i = 0; i < 1500 && rows.length === 0; i++) { await sleep(10); rows = await actionsAfter(srv.store, game, v + 1); }
    expect(rows.map((r) => [r.actor, (JSON.parse(r.action) as { type: string }).type])[0]).toEqual(['server', 'tactical-result']);
    expect(srv.service.cached(game)?.version).toBeGreaterThan(v + 1);
  }, 120_000);

  it('WAS-SALVO-TACTICAL-ONLINE: a war whose seats gave dice entropy gives its battles dice that mix it, from a seed the war fixed', async () => {
    const entropy = { allies: 'allies-entropy-for-the-war-01', axis: 'axis-entropy-for-the-war-002' };
    const { game, tokens, g } = await warAtBattle(srv, {}, 'allies', 'entropy', entropy);
    const s = g.state as WasState;
    const id = tableBattleId(game, s.turn, (step(g) as { area: string }).area);
    expect((await api(srv.url, 'POST', `/api/games/${game}/act`, { v: g.version, action: { type: 'fight-on-table' } }, tokens.allies)).status).toBe(200);
    for (let i = 0; i < 500 && !srv.service.cached(id); i++) await sleep(10);
    const warRow = await getGame(srv.store, game);
    const row = await getGame(srv.store, id);
    const fleets = { [FLEET_OF.allies]: entropy.allies, [FLEET_OF.axis]: entropy.axis };
    expect(JSON.parse(row?.setup ?? '{}').seed).toBe(engineSeedV2(id, tableBattleSeed(warRow?.server_seed ?? '', id), fleets));
    await playUntil(srv, id, tokens, vasDecide(seedRng('entropy')), (b) => b.rs.engine.pending(b.state).kind === 'over');
    const record = (await api(srv.url, 'GET', `/api/games/${id}/record`, undefined, tokens.axis)).json;
    expect(record.meta).toMatchObject({ seedFrom: 'war', [`entropy.${FLEET_OF.allies}`]: entropy.allies, [`entropy.${FLEET_OF.axis}`]: entropy.axis });
    expect(verifyRecord(record)).toMatchObject({ ok: true, problems: [] });
  }, 120_000);
});
