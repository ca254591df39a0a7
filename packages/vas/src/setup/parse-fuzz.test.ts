/**
 * Tampered states (issue 7 item 21): a state `parse` accepts never makes the engine throw, and `apply`
 * never throws on actions whose lists carry an own `constructor`. States are taken along random games;
 * each is tampered at one random place (a value replaced by a hostile one, or removed). Runs scale
 * with SALVO_FUZZ_RUNS (default 400 under CI, 4000 otherwise).
 */
import { describe, expect, it } from 'vitest';
import { nextU32, seedRng, type RngState } from '@salvo/kernel';
import { vas, type VasState } from '../index';
import { fourShipBattle, start, twoFleets } from '../../test/fixtures';

const RUNS = Number(process.env.SALVO_FUZZ_RUNS ?? (process.env.CI ? 400 : 4000));
const HOSTILE: readonly unknown[] = [
  -1, 0, 1, 2, 7, 0.5, 1e308, -1e308, 2 ** 32, '', 'x', 'constructor', '__proto__', 'warspite', 'hipper', 'british', 'german',
  null, true, false, [], {}, [1], [null], { constructor: 1 }, { kind: 'attack' }, 'attack', 'over', 'initiative',
];

function statesAlong(seedGame: number): VasState[] {
  const out: VasState[] = [];
  for (const setup of [twoFleets(seedGame), fourShipBattle(seedGame)]) {
    let s = start(setup);
    const rng = seedRng(seedGame);
    for (let i = 0; i < 3000; i++) {
      if (i % 7 === 0) out.push(s);
      const p = vas.pending(s);
      if (p.kind === 'over') break;
      s = p.kind === 'chance' ? vas.rollChance(s).state : vas.applyTrusted(s, vas.sampleAction(s, rng)).state;
    }
    out.push(s);
  }
  return out;
}

/** Every place in a JSON tree, as a path of keys. */
function places(v: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (path.length > 0) out.push(path);
  if (Array.isArray(v)) v.forEach((x, i) => places(x, [...path, i], out));
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) places(x, [...path, k], out);
  return out;
}

function tamper(state: VasState, rng: RngState): { json: unknown; where: string } {
  const json = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
  const all = places(json);
  const path = all[nextU32(rng) % all.length]!;
  let parent: Record<string | number, unknown> = json;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  const pick = nextU32(rng) % (HOSTILE.length + 1);
  if (pick === HOSTILE.length) delete parent[key];
  else parent[key] = structuredClone(HOSTILE[pick]);
  return { json, where: `${path.join('.')} = ${pick === HOSTILE.length ? '(removed)' : JSON.stringify(HOSTILE[pick])}` };
}

/** Everything a host or bot does with a state. */
function exercise(s: VasState, rng: RngState): void {
  const p = vas.pending(s);
  vas.legalActions(s);
  for (const f of s.fleetOrder) vas.observe(s, f);
  if (p.kind === 'chance') vas.rollChance(s);
  else if (p.kind === 'decision') {
    const a = vas.sampleAction(s, rng);
    vas.apply(s, a);
    vas.actorOf(s, a);
  }
  vas.apply(s, { type: 'concede', fleet: s.fleetOrder[0]! });
}

describe('parse validates a state fully (issue 7 item 21)', () => {
  it('VAS-ENGINE-SERIALIZE: a tampered state is refused, or the engine runs it without throwing', () => {
    const rng = seedRng(7);
    const states = [...statesAlong(1), ...statesAlong(2)];
    let accepted = 0;
    for (let i = 0; i < RUNS; i++) {
      const { json, where } = tamper(states[i % states.length]!, rng);
      const r = vas.parse(JSON.stringify(json));
      if (!r.ok) {
        expect(r.error.code).toBe('ERR_PARSE');
        continue;
      }
      accepted++;
      try {
        exercise(r.value, seedRng(i));
      } catch (e) {
        expect.fail(`accepted a state tampered at ${where}, which then threw: ${(e as Error).message}`);
      }
    }
    expect(accepted).toBeGreaterThan(0); // some tampering is harmless (a ship's heading 2 degrees)
  });

  it('VAS-ENGINE-SERIALIZE: parse refuses hostile shapes a shape check alone would let through', () => {
    const s = start(twoFleets());
    const text = (f: (o: Record<string, any>) => void): string => { // eslint-disable-line @typescript-eslint/no-explicit-any
      const o = JSON.parse(vas.serialize(s)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      f(o);
      return JSON.stringify(o);
    };
    expect(vas.parse(vas.serialize(s)).ok).toBe(true);
    const bad = [
      text((o) => { o.ships.warspite.damage = 1e308; }),
      text((o) => { o.ships.warspite.roster.weapons[0].ad = 3e7; }),
      text((o) => { o.ships.warspite.fleet = 'nobody'; }),
      text((o) => { o.ships.warspite.weapons = []; }),
      text((o) => { o.turn = 1e308; }),
      text((o) => { o.ships.constructor = o.ships.warspite; }),
      text((o) => { o.resolution = { kind: 'attack', data: { attacker: 'warspite', shots: [], tasks: [{ t: 'attack', shot: 3 }] } }; }),
      text((o) => { o.extra = 1; }),
    ];
    for (const t of bad) expect(vas.parse(t).ok, t.slice(0, 60)).toBe(false);
  });

  it('VAS-ENGINE-ERRORS: apply never throws on lists with an own constructor (fire, legs, values)', () => {
    const rng = seedRng(3);
    let s = start(fourShipBattle(3));
    let tried = 0;
    let fired = 0;
    for (let i = 0; i < 3000 && fired < 5; i++) {
      const p = vas.pending(s);
      if (p.kind === 'over') break;
      if (p.kind === 'chance') {
        const req = p.request;
        const values = Object.assign(Array.from({ length: req.dice }, () => 1), { constructor: 1 });
        expect(() => vas.apply(s, { type: 'roll', values })).not.toThrow();
        s = vas.rollChance(s).state;
        continue;
      }
      const a = vas.sampleAction(s, rng);
      if (a.type === 'attack' || a.type === 'move') {
        tried++;
        const hostile = a.type === 'attack'
          ? { ...a, fire: Object.assign(a.fire.map((n) => ({ ...n, extra: { deep: [1] } })), { constructor: 1 }) }
          : { ...a, legs: Object.assign([...a.legs], { constructor: 1 }) };
        const r = vas.apply(s, hostile);
        if (r.ok && a.type === 'attack' && a.fire.length > 0) {
          fired++;
          // The engine kept none of the caller's objects: the accepted action is the plain one.
          expect(JSON.stringify(r.value.action)).toBe(JSON.stringify({ type: 'attack', ship: a.ship, fire: a.fire.map((n) => ({ weapon: n.weapon, target: n.target, ...(n.dice === undefined ? {} : { dice: n.dice }) })) }));
          expect(JSON.stringify(r.value.events)).not.toContain('deep');
        }
      }
      s = vas.applyTrusted(s, a).state;
    }
    expect(tried).toBeGreaterThan(0);
    expect(fired).toBeGreaterThan(0);
  });
});
