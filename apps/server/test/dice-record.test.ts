/**
 * Who rolled each chance step, as update frames say it (`rolls`), comes from the record: in a table-mode game
 * where a bot holds a seat, the person's typed dice name the person's seat (the actor of the stored roll) and the
 * bot's dice, rolled by the server, name nobody; a reconnect's catch-up says the same as the live frames did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { api, Client, tempDir, testServer, type Frame, type TestServer } from './support';
import { clientRng, vasFromView } from './drive';

type Rolls = Array<{ at: number; n: number; by: string | null }>;

describe('update frames: who rolled the dice, from the record', () => {
  const tmp = tempDir();
  let srv: TestServer;
  beforeAll(async () => { srv = await testServer(join(tmp.dir, 'dice-record.sqlite')); });
  afterAll(async () => { await srv.close(); tmp.done(); });

  it('table mode with a bot: typed rolls name the person\'s seat, the bot\'s rolls the server; a catch-up says the same', async () => {
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'vas', table: true, as: 'rn', seats: { rm: { bot: 'random' } } });
    expect(c.status).toBe(201);
    const game = c.json.game as string;
    const token = (c.json.you as { token: string }).token;
    const a = await Client.open(srv.wsUrl);
    let latest = await a.hello(game, { token });
    const decide = vasFromView(clientRng('dice-record'));
    const mine = (f: Frame): boolean => {
      const t = f.turn as { kind: string; seats: string[] };
      return t.kind === 'over' || t.seats.includes('rn');
    };
    if (!mine(latest)) latest = await a.next((f) => f.t === 'update' && mine(f));
    for (let n = 0; n < 30 && (latest.turn as { kind: string }).kind !== 'over'; n++) {
      const r = await a.act(latest.v as number, decide('rn', latest, latest.v as number), `x${n}`);
      expect(r.t).toBe('ack');
      latest = await a.next((f) => f.t === 'update' && (f.v as number) >= (r.v as number) && mine(f));
    }
    const rows = await srv.store.db.selectFrom('actions').select(['seq', 'actor', 'action']).where('game_id', '=', game).orderBy('seq').execute();
    const rollActor = new Map(rows.filter((r) => (JSON.parse(r.action) as { type: string }).type === 'roll').map((r) => [Number(r.seq), r.actor]));
    const updates = a.frames.filter((f) => f.t === 'update');
    const live: Array<string | null> = [];
    for (const f of updates) {
      const rolls = f.rolls as Rolls;
      expect(Array.isArray(rolls)).toBe(true);
      // The record's roll versions in this frame, in order: the person's seat, or null for the server's 'dice'.
      const recorded: Array<string | null> = [];
      for (let v = f.from as number; v <= (f.v as number); v++) {
        const actor = rollActor.get(v);
        if (actor !== undefined) recorded.push(actor === 'dice' ? null : actor);
      }
      // A roll that showed this seat no event is not listed (so no seat learns of a chance step it saw nothing
      // of); those listed are the record's rolls in order: a subsequence of `recorded`.
      let k = 0;
      for (const x of rolls) {
        while (k < recorded.length && recorded[k] !== x.by) k++;
        expect(k < recorded.length, `roll by ${String(x.by)} not in the record's rolls ${JSON.stringify(recorded)}`).toBe(true);
        k++;
      }
      for (const x of rolls) expect(x.at + x.n).toBeLessThanOrEqual((f.events as unknown[]).length);
      live.push(...rolls.map((x) => x.by));
    }
    expect(live.filter((b) => b === 'rn').length).toBeGreaterThan(0);
    expect(live.filter((b) => b === null).length).toBeGreaterThan(0);
    // A client that reconnects from the start is told the same, in one frame spanning every version.
    const back = await Client.open(srv.wsUrl);
    const w = await back.hello(game, { token }, 0);
    expect(w.from).toBe(1);
    expect((w.rolls as Rolls).map((x) => x.by)).toEqual(live.slice(0, (w.rolls as Rolls).length));
    expect((w.rolls as Rolls).length).toBe(live.length);
    a.close();
    back.close();
  }, 120_000);
});
