/**
 * Creating a game from a built-in Victory at Sea scenario over HTTP (POST /api/games with `scenario`),
 * through the real server on a SQLite file: the server makes the pre-battle rolls and deploys, the seats
 * are the scenario's fleets, the battle is played to its end by two clients, and the record's setup
 * carries the scenario. Bad scenario ids and illegal fleet files are refused with the scenario's sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { clientRng, drive, vasFromView } from './drive';

describe('scenario games on the server', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'scenario.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('River Plate: seats are its fleets, the designed positions and the scenario reach the engine, and it plays to a result', async () => {
    const { game, tokens } = await humanGame(srv.url, 'vas', { as: 'rn', scenario: { id: 'river-plate' } });
    expect(Object.keys(tokens).sort()).toEqual(['km', 'rn']);
    const clients: Record<string, Client> = {};
    const latest: Record<string, Frame> = {};
    for (const seat of ['rn', 'km']) {
      clients[seat] = await Client.open(srv.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(game, { token: tokens[seat] as string });
    }
    const view = latest.rn?.view as { scenario?: { id: string }; options: { maxTurns: number }; ships: Record<string, { name: string }> };
    expect(view.scenario?.id).toBe('river-plate');
    expect(view.options.maxTurns).toBe(30);
    expect(Object.values(view.ships).map((s) => s.name)).toContain('Admiral Graf Spee');
    await drive(clients, latest, vasFromView(clientRng('river-plate')), 20_000);
    expect((latest.rn?.turn as { kind: string }).kind).toBe('over');
    const record = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, tokens.rn);
    expect(record.status).toBe(200);
    expect((record.json.setup as { scenario: { id: string } }).scenario.id).toBe('river-plate');
    for (const c of Object.values(clients)) c.close();
  }, 120_000);

  it('a generic scenario at a level with the example fleet; the side and level reach the setup', async () => {
    const created = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'first', scenario: { id: 'victory-at-sea', level: 'Raid' } });
    expect(created.status).toBe(201);
    expect((created.json.seats as { seat: string }[]).map((s) => s.seat).sort()).toEqual(['first', 'second']);
    const view = await api(srv.url, 'GET', `/api/games/${created.json.game as string}`, undefined, (created.json.you as { token: string }).token);
    const v = view.json.view as { scenario: { level: string; victory: string }; options: { maxTurns: number } };
    expect(v.scenario).toMatchObject({ level: 'Raid', victory: 'points' });
    expect(v.options.maxTurns).toBe(10);
  });

  it('an unknown scenario, a fleet that breaks the restrictions and a scenario with a setup are refused', async () => {
    const unknown = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', scenario: { id: 'jutland' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/"jutland" is not a scenario/);
    // VAS-SCN-FLEET-CARRIER: a Carrier Clash fleet needs a carrier
    const noCarrier = { nation: 'Royal Navy', ships: [{ class: 'Tribal', name: 'HMS Cossack' }] };
    const bad = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', scenario: { id: 'carrier-clash', level: 'Raid', fleets: { west: noCarrier } } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('ERR_SCENARIO');
    expect(bad.json.message).toMatch(/needs at least one aircraft carrier/);
    const both = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', setup: { fleets: [] }, scenario: { id: 'river-plate' } });
    expect(both.status).toBe(400);
  });
});
