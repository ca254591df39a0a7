/**
 * A scenario game deployed by hand online (deployment.ts), through the real server on a SQLite file: Carrier Clash
 * created with people in both seats waits for the seats' deployments in the plan's deploy order; refusals carry
 * the scenario's code and sentence; the raw frames show each seat only what it may see (its own carriers'
 * choices; the other seat's positions only once that seat has deployed; a spectator what both may see); the
 * deployment in progress survives a restart; the last deployment starts the battle with the positions and flights
 * chosen, and the finished game's record verifies. Also: `deploy: "auto"` and a bot's seat start at once as before.
 * On PostgreSQL with two processes behind Redis: a seat on one process sees a deployment made through the other, a
 * deployment sent to both at once is recorded once, a process started afresh finds the deployment where it stands,
 * and the battle starts on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { autoPlaceSide, planOfView, type DeployView } from '@salvo/scenarios';
import { api, Client, humanGame, PG_URL, tempDir, testServer, type Frame, type TestServer } from './support';
import { verifyRecord } from '../src/index';
import { twoProcesses } from './two-processes';

type Placements = { ship: string; x: number; y: number }[];

/** Where `view`'s deploying player would put her ships (the bots' placement, on what she can see), the first moved by `shift` inches. */
function chosenPlacements(view: DeployView, shift: number): Placements {
  const plan = planOfView(view);
  const me = view.you ?? -1;
  const why = autoPlaceSide(plan, me);
  if (why) throw new Error(why);
  return (plan.players[me]?.ships ?? []).map((s, i) => ({ ship: s.id, x: (s.placement?.position.x ?? 0) + (i === 0 ? shift : 0), y: s.placement?.position.y ?? 0 }));
}

const deploymentOf = (f: Frame): DeployView => f.deployment as DeployView;
const deploy = async (c: Client, deployment: unknown, id: string): Promise<Frame> => {
  c.send({ t: 'deploy', deployment, id });
  return c.next((f) => (f.t === 'ack' || f.t === 'error') && f.id === id);
};

describe('a scenario deployed by hand online', () => {
  const tmp = tempDir();
  const file = join(tmp.dir, 'deploy.sqlite');
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(file); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('VAS-SCN-DEPLOY-ORDER, VAS-SCN-DEPLOY-HIDDEN, VAS-SCN-AIR-ALOFT-CHOICE: Carrier Clash is deployed by each seat in turn, each sees what the rules let it see, a restart keeps it, and the battle starts from the chosen table and verifies', async () => {
    const { game, tokens, spectate } = await humanGame(srv.url, 'vas', { as: 'west', scenario: { id: 'carrier-clash' } });
    const mine = await api(srv.url, 'POST', '/api/my-games', { tokens: [tokens.west, tokens.east] });
    const rows = mine.json.games as { seat: string; status: string; yourTurn: boolean }[];
    expect(rows.map((r) => r.status)).toEqual(['deploying', 'deploying']);
    const clients: Record<string, Client> = {};
    const welcome: Record<string, Frame> = {};
    for (const seat of ['west', 'east']) {
      clients[seat] = await Client.open(srv.wsUrl, { raw: true });
      welcome[seat] = await (clients[seat] as Client).hello(game, { token: tokens[seat] as string });
    }
    const watcher = await Client.open(srv.wsUrl, { raw: true });
    const watched = await watcher.hello(game, { spectate });
    const w = deploymentOf(welcome.west as Frame);
    const first = w.players[w.deploying ?? -1]?.fleetId as string;
    const second = first === 'west' ? 'east' : 'west';
    expect(rows.find((r) => r.seat === first)?.yourTurn).toBe(true);
    expect(rows.find((r) => r.seat === second)?.yourTurn).toBe(false);
    for (const f of [welcome.west, welcome.east, watched] as Frame[]) {
      expect(f.view).toBeNull();
      expect(f.v).toBe(0);
      expect(f.turn).toEqual({ kind: 'decision', seats: [first], decision: 'deploy' });
      // no ship of a fleet that must still deploy has a position, in anyone's frame; no seed, no PRNG
      const text = JSON.stringify(f);
      expect(text).not.toMatch(/"placement"|"rng"|"seed"|"blockadeRolls"/);
    }
    // the initiative roll that decided who sets up first is in the briefing
    expect(w.notes.join(' ')).toMatch(/lost and sets up first/);

    // refusals: the second seat out of turn, a ship outside the zone, a ship forgotten, too many flights aloft, a stranger ship, an action
    const c1 = clients[first] as Client;
    const c2 = clients[second] as Client;
    const early = await deploy(c2, { placements: [] }, 'early');
    expect(early).toMatchObject({ t: 'error', code: 'ERR_DEPLOY_NOT_YOUR_TURN' });
    expect(early.message).toMatch(/deploys first; you deploy next/);
    const view1 = deploymentOf(welcome[first] as Frame);
    const me1 = view1.players[view1.you ?? -1];
    const good = chosenPlacements(view1, 0.5);
    const { width, height } = view1.scenario.table;
    const zones = me1?.side.deployment.zones ?? [];
    const away = [{ x: width / 2, y: height / 2 }, { x: 0, y: 0 }, { x: width, y: height }].find((at) => !zones.some((z) => at.x >= z.x && at.x <= z.x + z.width && at.y >= z.y && at.y <= z.y + z.height));
    const outside = await deploy(c1, { placements: [{ ...good[0], ...away }, ...good.slice(1)] }, 'outside');
    expect(outside).toMatchObject({ t: 'error', code: 'ERR_DEPLOY_PLACEMENT' });
    expect(outside.message).toMatch(/must be placed inside the zone/);
    const forgot = await deploy(c1, { placements: good.slice(1) }, 'forgot');
    expect(forgot).toMatchObject({ t: 'error', code: 'ERR_DEPLOY_UNPLACED' });
    const carrier = me1?.ships.find((s) => s.flights.length > 0);
    expect(carrier).toBeDefined();
    const many = await deploy(c1, { placements: good, aloft: { [carrier?.id ?? '']: 50 } }, 'many');
    expect(many).toMatchObject({ t: 'error', code: 'ERR_ALOFT_TOO_MANY' });
    const stranger = await deploy(c1, { placements: [...good, { ship: 'hms-nobody', x: 1, y: 1 }] }, 'stranger');
    expect(stranger).toMatchObject({ t: 'error', code: 'ERR_DEPLOY_SHIP' });
    const acted = await c1.act(0, { type: 'concede', fleet: first }, 'act');
    expect(acted).toMatchObject({ t: 'error', code: 'ERR_DEPLOYING' });
    const http = await api(srv.url, 'POST', `/api/games/${game}/deploy`, { placements: good.slice(1) }, tokens[first]);
    expect(http.status).toBe(422);
    expect(http.json.code).toBe('ERR_DEPLOY_UNPLACED');

    // the first seat deploys, its carrier with no flight aloft
    const ok1 = await deploy(c1, { placements: good, aloft: { [carrier?.id ?? '']: 0 } }, 'one');
    expect(ok1).toMatchObject({ t: 'ack' });
    const seen: Record<string, Frame> = {
      [first]: await c1.next((f) => f.t === 'deployment'),
      [second]: await c2.next((f) => f.t === 'deployment'),
      spectator: await watcher.next((f) => f.t === 'deployment'),
    };
    const firstIndex = w.deployOrder[0] as number;
    for (const [who, f] of Object.entries(seen)) {
      const v = deploymentOf(f);
      expect(v.deploying).toBe(w.deployOrder[1]);
      // the first seat's positions are the ones it chose, seen by everyone
      expect(v.players[firstIndex]?.ships.map((s) => s.placement?.position)).toEqual(good.map((p) => ({ x: p.x, y: p.y })));
      // its carrier's choice only by itself, in the frames as sent
      const raw = (who === first ? c1 : who === second ? c2 : watcher).raw?.filter((x) => x.t === 'deployment') ?? [];
      expect(raw.length).toBe(1);
      expect(JSON.stringify(raw[0]).includes('"aloft"')).toBe(who === first);
    }

    // a restart in the middle of the deployment: the second seat finds the first's table as it was
    for (const c of [c1, c2, watcher]) c.close();
    await srv.close();
    srv = await testServer(file);
    const again = await Client.open(srv.wsUrl, { raw: true });
    const back = await again.hello(game, { token: tokens[second] as string });
    const view2 = deploymentOf(back);
    expect(view2.deploying).toBe(w.deployOrder[1]);
    expect(view2.players[firstIndex]?.ships.map((s) => s.placement?.position)).toEqual(good.map((p) => ({ x: p.x, y: p.y })));
    expect(JSON.stringify(back)).not.toMatch(/"aloft"/);
    const other = await Client.open(srv.wsUrl);
    await other.hello(game, { token: tokens[first] as string });

    // the second seat deploys (it must avoid the first's ships: its view has them); the battle starts for both
    const again2 = await deploy(again, { placements: [] }, 'empty');
    expect(again2).toMatchObject({ t: 'error', code: 'ERR_DEPLOY_UNPLACED' });
    const good2 = chosenPlacements(view2, -0.5);
    expect(await deploy(again, { placements: good2 }, 'two')).toMatchObject({ t: 'ack' });
    const battle2 = await again.next((f) => f.t === 'welcome');
    const battle1 = await other.next((f) => f.t === 'welcome');
    const ships = (battle2.view as { ships: Record<string, { position: { x: number; y: number } }> }).ships;
    for (const p of [...good, ...good2]) expect(ships[p.ship]?.position).toEqual({ x: p.x, y: p.y });
    expect((battle1.turn as { kind: string }).kind).not.toBe('over');
    // the first seat's carrier starts with none aloft, as chosen; the second's, with no choice sent, with the most
    const flights = (battle2.view as { air: { flights: { carrier: string | null; airborne: boolean }[] } }).air.flights;
    const otherCarrier = view2.players[w.deployOrder[1] as number]?.ships.find((s) => s.flights.length > 0)?.id;
    expect(flights.filter((f) => f.carrier === carrier?.id).length).toBeGreaterThan(0);
    expect(flights.filter((f) => f.carrier === carrier?.id && f.airborne).length).toBe(0);
    expect(flights.filter((f) => f.carrier === otherCarrier && f.airborne).length).toBeGreaterThan(0);
    expect(await deploy(again, { placements: good2 }, 'late')).toMatchObject({ t: 'error', code: 'ERR_NOT_DEPLOYING' });

    // the game goes on as any other: one side concedes, and the record verifies against the seed committed at creation
    const turnNow = await api(srv.url, 'GET', `/api/games/${game}`, undefined, tokens.west);
    const turn = turnNow.json.turn as { kind: string; seats: string[] };
    const seat = turn.seats[0] ?? 'west';
    const conceder = seat === first ? other : again;
    const ended = await conceder.act(turnNow.json.v as number, { type: 'concede', fleet: seat }, 'concede');
    expect(ended).toMatchObject({ t: 'ack' });
    const record = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, tokens.west);
    expect(record.status).toBe(200);
    const verdict = verifyRecord(record.json);
    expect(verdict.problems).toEqual([]);
    expect(verdict.ok).toBe(true);
    again.close();
    other.close();
  }, 120_000);

  it('"deploy": "auto" and a game with a bot start at once, placed as before; deployment by hand with seat entropy, or without a scenario, is refused', async () => {
    const auto = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'west', scenario: { id: 'carrier-clash' }, deploy: 'auto' });
    expect(auto.status).toBe(201);
    const viaBot = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'west', seats: { east: { bot: 'random' } }, scenario: { id: 'carrier-clash' } });
    expect(viaBot.status).toBe(201);
    for (const made of [auto, viaBot]) {
      const g = await api(srv.url, 'GET', `/api/games/${made.json.game as string}`, undefined, (made.json.you as { token: string }).token);
      expect(g.json.deployment).toBeUndefined();
      expect(g.json.view).not.toBeNull();
    }
    const entropy = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'west', scenario: { id: 'carrier-clash' }, seatEntropy: true });
    expect(entropy.status).toBe(400);
    expect(entropy.json.message).toMatch(/does not take seat entropy yet/);
    const noScenario = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', deploy: 'hand' });
    expect(noScenario.status).toBe(400);
    expect(noScenario.json.code).toBe('ERR_SETUP');
  });

  it('by hand against a bot: the person deploys, the bot\'s side is placed automatically in its turn', async () => {
    const made = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'west', seats: { east: { bot: 'random' } }, scenario: { id: 'carrier-clash' }, deploy: 'hand' });
    expect(made.status).toBe(201);
    const token = (made.json.you as { token: string }).token;
    const c = await Client.open(srv.wsUrl);
    const hello = await c.hello(made.json.game as string, { token });
    const v = deploymentOf(hello);
    expect(v.players[v.deploying ?? -1]?.fleetId).toBe('west');
    expect(await deploy(c, { placements: chosenPlacements(v, 0) }, 'd')).toMatchObject({ t: 'ack' });
    const battle = await c.next((f) => f.t === 'welcome');
    expect(battle.view).not.toBeNull();
    c.close();
  });
});

describe('a scenario deployed by hand across two processes (PostgreSQL + Redis)', () => {
  const pair = twoProcesses('deploy');

  it('VAS-SCN-DEPLOY-ORDER: each process\'s sockets follow the other\'s deployments, one sent to both at once is recorded once, a fresh process finds the deployment in PostgreSQL, and the battle starts on both', async (ctx) => {
    if (!pair.up) return ctx.skip();
    const { game, tokens } = await humanGame(pair.x.url, 'vas', { as: 'west', scenario: { id: 'carrier-clash' } });
    const onX = await Client.open(pair.x.wsUrl);
    const onY = await Client.open(pair.y.wsUrl);
    const wx = await onX.hello(game, { token: tokens.west as string });
    await onY.hello(game, { token: tokens.east as string });
    const v = deploymentOf(wx);
    const first = v.players[v.deploying ?? -1]?.fleetId as string;
    const [firstC, secondC] = first === 'west' ? [onX, onY] : [onY, onX];
    const firstView = (await api(pair.x.url, 'GET', `/api/games/${game}`, undefined, tokens[first])).json.deployment as DeployView;
    const mine = chosenPlacements(firstView, 0);
    // the first seat's deployment sent through both processes at once: one is recorded, the other refused
    const twin = await Client.open((first === 'west' ? pair.y : pair.x).wsUrl);
    await twin.hello(game, { token: tokens[first] as string });
    const answers = await Promise.all([deploy(firstC, { placements: mine }, 'a'), deploy(twin, { placements: mine }, 'b')]);
    expect(answers.filter((f) => f.t === 'ack').length).toBe(1);
    expect(answers.find((f) => f.t === 'error')?.code).toMatch(/^ERR_STALE$|^ERR_DEPLOY_NOT_YOUR_TURN$/);
    const told = deploymentOf(await secondC.next((f) => f.t === 'deployment'));
    const firstIndex = v.deployOrder[0] as number;
    expect(told.players[firstIndex]?.ships.map((s) => s.placement?.position)).toEqual(mine.map((p) => ({ x: p.x, y: p.y })));
    // a process started afresh on the same PostgreSQL schema finds the deployment where it stands
    const fresh = await testServer(`${PG_URL}?schema=${pair.schema}`);
    try {
      const look = await Client.open(fresh.wsUrl);
      const seen = deploymentOf(await look.hello(game, { token: tokens[first === 'west' ? 'east' : 'west'] as string }));
      expect(seen.deploying).toBe(v.deployOrder[1]);
      expect(seen.players[firstIndex]?.ships.map((s) => s.placement?.position)).toEqual(mine.map((p) => ({ x: p.x, y: p.y })));
      look.close();
    } finally {
      await fresh.close();
    }
    expect(await deploy(secondC, { placements: chosenPlacements(told, 0) }, 'c')).toMatchObject({ t: 'ack' });
    const battles = await Promise.all([onX.next((f) => f.t === 'welcome'), onY.next((f) => f.t === 'welcome')]);
    for (const b of battles) expect((b.view as { ships: Record<string, unknown> }).ships[mine[0]?.ship ?? '']).toBeDefined();
    for (const c of [onX, onY, twin]) c.close();
  }, 60_000);
});
