/**
 * Creating a game from a built-in Victory at Sea scenario over HTTP (POST /api/games with `scenario`),
 * through the real server on a SQLite file: the server makes the pre-battle rolls and deploys, the seats
 * are the scenario's fleets, the battle is played to its end by two clients, and the record's setup
 * carries the scenario. A designer's own scenario file is played the same way, its record carrying it.
 * Bad scenario ids, broken files, a file with a built-in's id and illegal fleet files are refused with
 * the scenario's sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { api, Client, humanGame, tempDir, testServer, type Frame, type TestServer } from './support';
import { clientRng, drive, vasFromView } from './drive';
import { BUILTIN_SCENARIOS } from '@salvo/scenarios';

describe('scenario games on the server', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'scenario.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  /** Both River Plate seats on their own sockets, each with its first frame. */
  async function seated(game: string, tokens: Record<string, string>): Promise<{ clients: Record<string, Client>; latest: Record<string, Frame> }> {
    const clients: Record<string, Client> = {};
    const latest: Record<string, Frame> = {};
    for (const seat of ['rn', 'km']) {
      clients[seat] = await Client.open(srv.wsUrl);
      latest[seat] = await (clients[seat] as Client).hello(game, { token: tokens[seat] as string });
    }
    return { clients, latest };
  }

  it('River Plate: seats are its fleets, the designed positions and the scenario reach the engine, and it plays to a result', async () => {
    const { game, tokens } = await humanGame(srv.url, 'vas', { as: 'rn', scenario: { id: 'river-plate' } });
    expect(Object.keys(tokens).sort()).toEqual(['km', 'rn']);
    const { clients, latest } = await seated(game, tokens);
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

  it('VAS-SCN-FORMAT: a designer\'s own scenario file is played online: its seats, positions and name reach the engine, and the record carries it', async () => {
    const draft = { ...(BUILTIN_SCENARIOS['river-plate'] as Record<string, unknown>), id: 'plate-draft', name: 'River Plate, my draft', length: { until: 'either fleet has withdrawn or been destroyed', maxTurns: 9 } };
    const { game, tokens } = await humanGame(srv.url, 'vas', { as: 'rn', scenario: { file: draft } });
    expect(Object.keys(tokens).sort()).toEqual(['km', 'rn']);
    const { clients, latest } = await seated(game, tokens);
    const view = latest.km?.view as { scenario?: { id: string; name: string }; options: { maxTurns: number } };
    expect(view.scenario).toMatchObject({ id: 'plate-draft', name: 'River Plate, my draft' });
    expect(view.options.maxTurns).toBe(9);
    await drive(clients, latest, vasFromView(clientRng('plate-draft')), 20_000);
    expect((latest.rn?.turn as { kind: string }).kind).toBe('over');
    const record = await api(srv.url, 'GET', `/api/games/${game}/record`, undefined, tokens.rn);
    expect((record.json.setup as { scenario: { id: string; name: string } }).scenario).toMatchObject({ id: 'plate-draft', name: 'River Plate, my draft' });
    for (const c of Object.values(clients)) c.close();
  }, 120_000);

  it('a scenario file that breaks the format, takes a built-in\'s id, or comes with an id too is refused with a sentence', async () => {
    const plate = BUILTIN_SCENARIOS['river-plate'] as Record<string, unknown>;
    const broken = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', scenario: { file: { ...plate, id: 'x-draft', sides: 'two' } } });
    expect(broken.status).toBe(400);
    expect(broken.json.code).toBe('ERR_SCENARIO');
    expect(broken.json.message).toMatch(/^The scenario file has (a problem|\d+ problems): sides: /);
    const copy = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', scenario: { file: plate } });
    expect(copy.status).toBe(400);
    expect(copy.json.message).toMatch(/uses the id "river-plate" of a built-in scenario/);
    const both = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', scenario: { id: 'river-plate', file: { ...plate, id: 'y-draft' } } });
    expect(both.status).toBe(400);
    expect(both.json.message).toBe('Give the scenario by its id or as a scenario file, one of the two.');
    const neither = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', scenario: {} });
    expect(neither.status).toBe(400);
  });

  it('a generic scenario at a level with the example fleet; the side and level reach the setup', async () => {
    // deployed automatically, so the battle's view is there at once (by hand: deploy-hand.test.ts)
    const created = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', as: 'first', scenario: { id: 'victory-at-sea', level: 'Raid' }, deploy: 'auto' });
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
