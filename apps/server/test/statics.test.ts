/**
 * Static view fields (statics.ts): a Victory at Sea welcome carries the viewer's ship rosters and aircraft
 * profiles once; update views leave them out and `joinStatics` gives back exactly `observe`. Stripping
 * leaves the state and the view as they were (even when serialising throws), and keeps any field whose
 * content is not the statics'.
 * War at Sea has no statics. Real games on a real SQLite file, advanced by the engine.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { rollFor, seedRng } from '@salvo/kernel';
import { joinStatics, viewOfFrame, type Statics, type ViewPatch } from '@salvo/kernel/protocol';
import { randomAction } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import { openStore } from '../src/db/open';
import { createGame } from '../src/create';
import { encodeFrame } from '../src/frames';
import { advance, type LiveGame } from '../src/live';
import { SPECTATOR } from '../src/rulesets';
import { staticsFor, withoutStatics } from '../src/statics';
import { tempDir } from './support';

const tmp = tempDir();
afterAll(() => tmp.done());
const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

async function game(ruleset: 'vas' | 'war-at-sea', file: string): Promise<{ g: LiveGame; close: () => Promise<void> }> {
  const store = await openStore(join(tmp.dir, file));
  const c = await createGame(store, { ruleset });
  if (!c.ok) throw new Error(c.message);
  return { g: c.g, close: () => store.close() };
}

/** `n` random actions, dice included, all from one seeded generator: the same game whatever the server's seed. */
function play(g: LiveGame, n: number): void {
  const rng = seedRng('statics');
  for (let i = 0; i < n; i++) {
    const p = vas.pending(g.state as VasState);
    if (p.kind === 'over') return;
    const actor = p.kind === 'chance' ? 'dice' : p.kind === 'decision' ? p.player : (p.players[0] as string);
    const action = p.kind === 'chance' ? vas.diceAction(rollFor(rng, p.request)) : randomAction(vas, g.state as VasState, rng);
    expect(advance(g, actor, action as never, actor !== 'dice')).not.toHaveProperty('code');
  }
}

describe('static view fields', () => {
  it('Victory at Sea: the welcome holds the rosters and profiles once, updates leave them out, joined they are observe', async () => {
    const { g, close } = await game('vas', 'vas.sqlite');
    try {
      const welcomes = new Map(g.players.concat(SPECTATOR).map((w) => [w, JSON.parse(encodeFrame(g, w, 0, 'welcome')) as { statics?: Statics }]));
      play(g, 40);
      const stateBefore = JSON.stringify(g.state);
      for (const viewer of [...g.players, SPECTATOR]) {
        const statics = welcomes.get(viewer)?.statics as Statics;
        const ships = Object.keys((g.state as VasState).ships);
        expect(Object.keys(statics['ships.*.roster'] ?? {}).sort()).toEqual([...ships].sort());
        expect(Object.keys(statics['air.flights.*.profile'] ?? {}).length).toBe((g.state as VasState).air.flights.length);
        const text = encodeFrame(g, viewer, g.version - 1, 'update');
        expect(text).not.toContain('"roster"');
        expect(text).not.toContain('"profile"');
        const whole = json(vas.observe(g.state as VasState, viewer));
        expect(text.length).toBeLessThan(JSON.stringify(whole).length * 0.75);
        expect(joinStatics((JSON.parse(text) as { view: unknown }).view, statics)).toEqual(whole);
      }
      expect(JSON.stringify(g.state)).toBe(stateBefore);
    } finally {
      await close();
    }
  });

  it('a field whose content differs from the statics\' stays in the view, and the view is left as it was given', async () => {
    const { g, close } = await game('vas', 'vas2.sqlite');
    try {
      const view = vas.observe(g.state as VasState, 'rn');
      const before = JSON.stringify(view);
      const statics = staticsFor(g, 'rn', view);
      const [first, second] = Object.keys(view.ships) as [string, string];
      const encode = (v: unknown): typeof view => JSON.parse(withoutStatics(v, statics, () => JSON.stringify(v))) as typeof view;
      // the same content in a new object (a rebuilt state) is still left out; changed content is kept
      const copied = { ...view, ships: { ...view.ships, [first]: { ...view.ships[first], roster: { ...view.ships[first]?.roster } } } };
      expect(encode(copied).ships[first]).not.toHaveProperty('roster');
      const changed = { ...view, ships: { ...view.ships, [first]: { ...view.ships[first], roster: { ...view.ships[first]?.roster, speed: 99 } } } };
      const out = encode(changed);
      expect(out.ships[first]?.roster).toEqual({ ...view.ships[first]?.roster, speed: 99 });
      expect(out.ships[second]).not.toHaveProperty('roster');
      expect(JSON.stringify(view)).toBe(before);
      // put back even when the serialisation throws
      expect(() => withoutStatics(view, statics, () => { throw new Error('boom'); })).toThrow('boom');
      expect(JSON.stringify(view)).toBe(before);
    } finally {
      await close();
    }
  });

  it('a patch update is a fraction of the view, carries no roster even where it sets a whole ship, and applied gives observe', async () => {
    const { g, close } = await game('vas', 'vas3.sqlite');
    try {
      const statics = JSON.parse(encodeFrame(g, 'rn', 0, 'welcome')).statics as Statics;
      const base = vas.observe(g.state as VasState, 'rn');
      const v0 = g.version;
      play(g, 30);
      const whole = vas.observe(g.state as VasState, 'rn');
      const text = encodeFrame(g, 'rn', v0, 'update', whole, base);
      const f = JSON.parse(text) as { view?: unknown; patch: ViewPatch };
      expect(f.view).toBeUndefined();
      expect(JSON.stringify(f.patch).length).toBeLessThan(JSON.stringify(whole).length / 4);
      expect(viewOfFrame(json(base), f, statics)).toEqual(json(whole));
      // a base without one ship: the patch sets that ship whole, and its roster is still left out
      const [first] = Object.keys(base.ships) as [string];
      const { [first]: _gone, ...rest } = base.ships;
      const fewer = { ...base, ships: rest };
      const added = encodeFrame(g, 'rn', v0, 'update', whole, fewer);
      expect((JSON.parse(added) as { patch: ViewPatch }).patch.some(([path]) => path.join('.') === `ships.${first}`)).toBe(true);
      expect(added).not.toContain('"roster"');
      expect(viewOfFrame(json(fewer), JSON.parse(added) as { patch: ViewPatch }, statics)).toEqual(json(whole));
    } finally {
      await close();
    }
  });

  it('War at Sea has no static fields: the welcome carries no statics and the view is observe', async () => {
    const { g, close } = await game('war-at-sea', 'was.sqlite');
    try {
      const w = JSON.parse(encodeFrame(g, 'axis', 0, 'welcome')) as { statics?: unknown; view: unknown };
      expect(w.statics).toBeUndefined();
      expect(json(w.view)).toEqual(json(g.rs.engine.observe(g.state, 'axis')));
    } finally {
      await close();
    }
  });
});
