/**
 * Hub.push: a seat the new state asks to act gets each version at once; idle viewers (the other seat, the
 * spectator) get at most one frame per idle period, which merges versions without losing any: their
 * frames run on from one another, carry every version's events, and end at the game's version. Two
 * sockets of one viewer get the same bytes. A real game on a real SQLite file, advanced by the engine.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { seedRng } from '@salvo/kernel';
import { randomAction } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import { openStore } from '../src/db/open';
import { createGame } from '../src/create';
import { Hub, type Conn } from '../src/hub';
import { advance, prngRoll } from '../src/live';
import { tempDir } from './support';

const tmp = tempDir();
afterAll(() => tmp.done());

interface Got { frames: Record<string, unknown>[]; bytes: Buffer[] }
function conn(game: string, viewer: string, got: Got): Conn {
  return {
    game, viewer, sent: 0, patches: false, chatSent: 0, buffered: () => 0, drop: () => undefined,
    sendEncoded: (b) => { got.bytes.push(b); got.frames.push(JSON.parse(b.toString()) as Record<string, unknown>); },
  };
}

describe('Hub.push', () => {
  it('sends the seat to act every version at once and merges idle viewers\' versions without losing one', async () => {
    const store = await openStore(join(tmp.dir, 'hub.sqlite'));
    try {
      const c = await createGame(store, { ruleset: 'vas' });
      if (!c.ok) throw new Error(c.message);
      const g = c.g;
      const hub = new Hub(1 << 22, 40);
      const got: Record<string, Got> = {};
      const conns: Conn[] = [];
      for (const [i, viewer] of [...g.players, 'spectator', 'spectator'].entries()) {
        const box = (got[`${viewer}#${i}`] = { frames: [], bytes: [] });
        const k = conn(g.id, viewer, box);
        conns.push(k);
        hub.add(k);
      }
      const rng = seedRng('hub');
      let immediate = 0;
      for (let n = 0; n < 120; n++) {
        const p = vas.pending(g.state as VasState);
        if (p.kind === 'over') break;
        const actor = p.kind === 'chance' ? 'dice' : p.kind === 'decision' ? p.player : (p.players[0] as string);
        const action = p.kind === 'chance' ? prngRoll(g) : randomAction(vas, g.state as VasState, rng);
        expect(advance(g, actor, action as never, actor !== 'dice')).not.toHaveProperty('code');
        hub.push(g);
        const next = vas.pending(g.state as VasState);
        const toAct = next.kind === 'decision' ? [next.player] : next.kind === 'simultaneous' ? [...next.players] : [];
        for (const k of conns) if (toAct.includes(k.viewer)) { expect(k.sent).toBe(g.version); immediate += 1; }
      }
      expect(immediate).toBeGreaterThan(10);
      await new Promise((r) => setTimeout(r, 100));
      for (const [who, box] of Object.entries(got)) {
        let v = 0;
        const events: unknown[] = [];
        for (const f of box.frames) {
          expect(f.from, who).toBe(v + 1);
          v = f.v as number;
          events.push(...(f.events as unknown[]));
        }
        expect(v, who).toBe(g.version);
        const viewer = who.split('#')[0] as string;
        expect(events).toEqual(g.history.flatMap((h) => h.events.get(viewer) ?? []));
      }
      // the spectator was idle all along: its versions were merged into fewer frames
      expect(got['spectator#2']?.frames.length).toBeLessThan(g.version / 2);
      // two sockets of one viewer were sent the very same bytes
      expect(got['spectator#2']?.bytes).toEqual(got['spectator#3']?.bytes);
      expect(got['spectator#2']?.bytes.every((b, i) => b === got['spectator#3']?.bytes[i])).toBe(true);
    } finally {
      await store.close();
    }
  });
});
