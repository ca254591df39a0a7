/**
 * The War at Sea decision forms' pure builders against real game states: heuristic-bot games played
 * by the engine, each decision state kept. For every builder: each of the engine's own suggestions can
 * be composed and is accepted; choices drawn at random are accepted or refused with a sentence; an
 * action the engine's sampled list never offered can be composed and is accepted; and the parts a form
 * offers come from the acting side's view, so online (a stand-in built from the view) judges the same.
 */
import { describe, expect, it } from 'vitest';
import { heuristicPlan } from '@salvo/bots';
import { nextU32, seedRng, type RngState } from '@salvo/kernel';
import { describeAction, observe, wasEngine, type Step, type WasAction, type WasEvent } from '@salvo/was';
import { asState } from '../src/was/remote-state';
import { airAction, airParts } from '../src/was/forms/air-action';
import { disengageAction, disengageParts } from '../src/was/forms/disengage-action';
import { refusal } from '../src/was/forms/engine-check';
import { fireAction, fireParts, firePicks } from '../src/was/forms/fire-action';
import { maltaAction, maltaCandidates } from '../src/was/forms/malta-action';
import { pursueAction, pursueParts } from '../src/was/forms/pursue-action';
import { quickChoices } from '../src/was/forms/quick-choices';
import { returnAction, returnRows, type ReturnChoice } from '../src/was/forms/return-action';
import { uboatAction, uboatParts } from '../src/was/forms/uboat-action';
import { groupSpeedNow } from '../src/was/forms/seen-ships';
import { FORM_STEPS, hasForm } from '../src/was/forms/form-steps';
import { eachWasDecision, type WasDecision } from './was-decisions';

type Decision = WasDecision;

/** Decision states of heuristic-bot games (both sides), by step kind, at most `cap` of each per game. */
function corpus(seeds: readonly number[], cap = 6): Map<Step['kind'], Decision[]> {
  const out = new Map<Step['kind'], Decision[]>();
  for (const seed of seeds) {
    const kept = new Map<Step['kind'], number>();
    eachWasDecision([seed], (d) => {
      const n = kept.get(d.state.step.kind) ?? 0;
      if (n >= cap) return;
      kept.set(d.state.step.kind, n + 1);
      out.set(d.state.step.kind, [...(out.get(d.state.step.kind) ?? []), d]);
    });
  }
  return out;
}

// Seeds 5 and 14 bring battles too big for the engine's full lists (U-boats, disengagement, pursuit).
const CORPUS = corpus([1, 2, 3, 5, 7, 14]);
const at = (...kinds: Step['kind'][]): Decision[] => kinds.flatMap((k) => CORPUS.get(k) ?? []);
const key = (a: WasAction): string => JSON.stringify(a);
const oldList = (d: Decision): WasAction[] => wasEngine.legalActions(d.state).filter((a) => !('side' in a) || a.side === d.side);
const ok = (d: Decision, a: WasAction): boolean => refusal(d.state, a, d.side) === null;
const below = (rng: RngState, n: number): number => nextU32(rng) % Math.max(1, n);
const view = (d: Decision) => observe(d.state, d.side);

/** Online the form is judged against a stand-in made from the view: it must give the same verdict. */
function sameOnline(d: Decision, a: WasAction): void {
  expect(refusal(asState(view(d)), a, d.side) === null, `online verdict on ${key(a)}`).toBe(ok(d, a));
}

describe('War at Sea decision forms: which steps get one', () => {
  it('every step the engine only samples (or lists by the dozen) has a form; short complete lists keep their buttons', () => {
    expect([...FORM_STEPS].sort()).toEqual(['air-targets', 'deploy', 'disengage', 'port-strike', 'pursue', 'return', 'surface-fire', 'uboat-targets']);
    for (const k of ['place-air', 'choose-area', 'add-one', 'carrier-intent', 'continue-pursuit', 'tactical-battle', 'move'] as const) expect(hasForm(k), k).toBe(false);
    for (const k of FORM_STEPS) expect(CORPUS.get(k)?.length ?? 0, `games reach ${k}`).toBeGreaterThan(0);
  });

  it('the steps left as buttons list every answer the bot gave, in a list short enough to read', () => {
    // Over the games' decisions: a step keeps its buttons only if each legal answer the bot gave was listed and the list is short.
    for (const [kind, decisions] of CORPUS) {
      let missed = 0;
      let longest = 0;
      for (const d of decisions) {
        const list = oldList(d);
        longest = Math.max(longest, list.length);
        const planned = heuristicPlan(d.state, d.side);
        if (planned && !list.some((a) => key(a) === key(planned))) missed++;
      }
      if (!hasForm(kind) && kind !== 'move' && kind !== 'place-uboats') expect({ kind, missed, short: longest <= 12 }).toEqual({ kind, missed: 0, short: true });
    }
  });
});

describe('Malta deployment form (4.3)', () => {
  const d = at('deploy')[0] as Decision;
  const ships = maltaCandidates(view(d));

  it('offers every British starting ship and composes each suggestion, random sets and sets never suggested', () => {
    expect(ships.length).toBe(27);
    expect(ships.every((x) => x.nation === 'UK' && x.entryTurn === null)).toBe(true);
    for (const a of oldList(d)) {
      if (a.type !== 'deploy') throw new Error(a.type);
      expect(maltaAction(ships, new Set(a.malta))).toEqual(a);
    }
    const rng = seedRng('malta');
    const old = new Set(oldList(d).map(key));
    for (let i = 0; i < 30; i++) {
      const a = maltaAction(ships, new Set(ships.filter(() => below(rng, 2) === 0).map((x) => x.id)));
      expect(ok(d, a)).toBe(true);
      sameOnline(d, a);
    }
    const hoodAndArk = maltaAction(ships, new Set(['gb-hood', 'gb-ark-royal', 'gb-warspite']));
    expect(old.has(key(hoodAndArk))).toBe(false);
    expect(ok(d, hoodAndArk)).toBe(true);
  });

  it('a ship that may not start at Malta is refused with the rule in words', () => {
    expect(refusal(d.state, maltaAction(ships, new Set(['gb-hood', 'de-bismarck'])), 'allies')).toBe('Bismarck is not a British starting ship (4.3).');
  });
});

describe('return form (5.7)', () => {
  const states = at('return');

  it('composes every suggestion and any pick of the listed ports; many were never suggested', () => {
    const rng = seedRng('returns');
    let fresh = 0;
    for (const d of states) {
      const rows = returnRows(view(d), d.state, d.side);
      expect(rows.length).toBeGreaterThan(0);
      for (const a of oldList(d)) {
        if (a.type !== 'return') throw new Error(a.type);
        expect(ok(d, returnAction(rows, a.ports as Record<string, ReturnChoice>))).toBe(true);
      }
      const old = new Set(oldList(d).map(key));
      for (let i = 0; i < 8; i++) {
        const picks = Object.fromEntries(rows.map((r) => [r.ship.id, r.options[below(rng, r.options.length)] as ReturnChoice]));
        const a = returnAction(rows, picks);
        expect(ok(d, a), key(a)).toBe(true);
        sameOnline(d, a);
        if (!old.has(key(a))) fresh++;
      }
    }
    expect(fresh).toBeGreaterThan(0);
  });

  it('a port the ship may not reach is refused with the ports it may', () => {
    const d = states[0] as Decision;
    const rows = returnRows(view(d), d.state, d.side);
    const row = rows[0];
    if (!row) throw new Error('no row');
    const wrong = (['russia', 'usa', 'england', 'gibraltar', 'malta', 'germany', 'italy', 'norway', 'france', 'neutral'] as ReturnChoice[]).find((p) => !row.options.includes(p)) as ReturnChoice;
    expect(refusal(d.state, returnAction(rows, { [row.ship.id]: wrong }), d.side)).toMatch(new RegExp(`^${row.ship.name} may go to .+ \\(5\\.7, 6\\.7\\)\\.$`));
  });
});

describe('airstrike form (9.5 port strikes, 10.2)', () => {
  const states = at('port-strike', 'air-targets');

  it('composes every suggestion and any set of enemy ships up to the strikes; more are refused in words', () => {
    const rng = seedRng('air');
    let fresh = 0;
    let refused = 0;
    for (const d of states) {
      const parts = airParts(view(d), d.state);
      if (!parts) throw new Error('no parts');
      expect(parts.side).toBe(d.side);
      expect(parts.strikes).toBeGreaterThan(0);
      const old = new Set(oldList(d).map(key));
      for (const a of oldList(d)) {
        if (a.type !== 'air-targets') throw new Error(a.type);
        expect(ok(d, airAction(parts.side, parts.targets, new Set(a.targets)))).toBe(true);
      }
      for (let i = 0; i < 10; i++) {
        const ticked = new Set(parts.targets.filter(() => below(rng, 3) === 0).map((x) => x.id));
        const a = airAction(parts.side, parts.targets, ticked);
        sameOnline(d, a);
        if (ticked.size <= parts.strikes) {
          expect(ok(d, a), key(a)).toBe(true);
          if (!old.has(key(a))) fresh++;
        } else {
          expect(refusal(d.state, a, d.side)).toBe(`You have ${parts.strikes} airstrikes here.`);
          refused++;
        }
      }
    }
    expect(fresh).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});

describe('U-boat target form (8.5)', () => {
  const states = at('uboat-targets');

  it('composes every suggestion and any spread of the U-boats; sending too many is refused in words', () => {
    const rng = seedRng('uboats');
    let fresh = 0;
    for (const d of states) {
      const parts = uboatParts(view(d));
      if (!parts) throw new Error('no parts');
      const old = new Set(oldList(d).map(key));
      for (const a of oldList(d)) {
        if (a.type !== 'uboat-targets') throw new Error(a.type);
        const counts: Record<string, number> = {};
        for (const t of a.targets) counts[t] = (counts[t] ?? 0) + 1;
        expect(ok(d, uboatAction(parts.targets, counts))).toBe(true);
      }
      for (let i = 0; i < 8; i++) {
        const counts: Record<string, number> = {};
        for (let u = 0; u < parts.uboats; u++) {
          const t = parts.targets[below(rng, parts.targets.length + 1)];
          if (t) counts[t.id] = (counts[t.id] ?? 0) + 1;
        }
        const a = uboatAction(parts.targets, counts);
        expect(ok(d, a), key(a)).toBe(true);
        sameOnline(d, a);
        if (!old.has(key(a))) fresh++;
      }
      const first = parts.targets[0];
      if (first) expect(refusal(d.state, uboatAction(parts.targets, { [first.id]: parts.uboats + 1 }), d.side)).toMatch(/^Only \d+ U-boats survive to fire \(8\.5\)\.$/);
    }
    expect(fresh).toBeGreaterThan(0);
  });
});

describe('surface fire form (11.2, 11.6, 14.8)', () => {
  const states = at('surface-fire');

  it('offers every ship the engine lets fire, composes every suggestion exactly, and any pick of targets and volleys', () => {
    const rng = seedRng('fire');
    let fresh = 0;
    for (const d of states) {
      const parts = fireParts(view(d), d.state);
      if (!parts) throw new Error('no parts');
      const ids = new Set(parts.shooters.map((x) => x.id));
      const old = new Set(oldList(d).map(key));
      for (const a of oldList(d)) {
        if (a.type !== 'fire') throw new Error(a.type);
        // Any list of groups: group i is volley i + 1; a suggestion fills the form so, and the form composes it exactly.
        for (const g of a.groups) for (const id of g.shooters) expect(ids.has(id)).toBe(true);
        const { picks, volleyOf } = firePicks(a);
        expect(fireAction(parts, picks, volleyOf)).toEqual(a);
      }
      for (let i = 0; i < 10; i++) {
        const picks = Object.fromEntries(parts.shooters.map((x) => [x.id, parts.targets[below(rng, parts.targets.length + 1)]?.id ?? '']));
        const volleyOf = Object.fromEntries(parts.shooters.map((x) => [x.id, 1 + below(rng, parts.shooters.length)]));
        const a = fireAction(parts, picks, volleyOf);
        sameOnline(d, a);
        const why = refusal(d.state, a, d.side);
        // The only refusal a pick of listed ships can meet is a screened carrier, and it says so.
        if (why !== null) expect(why).toMatch(/ may be fired upon only if it fires or every other enemy ship is fired upon \(11\.6\)\.$/);
        else if (!old.has(key(a))) fresh++;
      }
    }
    expect(fresh).toBeGreaterThan(0);
  });
});

describe('disengage form (12.1, 12.2)', () => {
  const states = at('disengage');

  it('composes staying, every suggested split and any numbering of groups', () => {
    const rng = seedRng('disengage');
    let fresh = 0;
    for (const d of states) {
      const parts = disengageParts(view(d), d.side);
      if (!parts) throw new Error('no parts');
      expect(ok(d, disengageAction(d.side, parts.ships, false, {}))).toBe(true);
      const old = new Set(oldList(d).map(key));
      for (const a of oldList(d)) {
        if (a.type !== 'disengage' || a.groups === null) continue;
        const groupOf: Record<string, number> = {};
        a.groups.forEach((g, i) => { for (const id of g) groupOf[id] = i + 1; });
        expect(disengageAction(d.side, parts.ships, true, groupOf)).toEqual(a);
      }
      for (let i = 0; i < 6; i++) {
        const groupOf = Object.fromEntries(parts.ships.map((x) => [x.id, 1 + below(rng, parts.ships.length)]));
        const a = disengageAction(d.side, parts.ships, true, groupOf);
        expect(ok(d, a), key(a)).toBe(true);
        sameOnline(d, a);
        if (!old.has(key(a))) fresh++;
      }
    }
    expect(fresh).toBeGreaterThan(0);
  });

  it('a split that leaves a ship behind is refused with 12.2 in words', () => {
    const d = states.find((x) => (disengageParts(view(x), x.side)?.ships.length ?? 0) > 1) as Decision;
    const parts = disengageParts(view(d), d.side);
    const [first] = parts?.ships ?? [];
    if (!first) throw new Error('no ship');
    expect(refusal(d.state, { type: 'disengage', side: d.side, groups: [[first.id]] }, d.side)).toMatch(/^A side that disengages must withdraw all its ships in .+ \(12\.2\)\.$/);
  });
});

describe('pursuit form (12.3, 12.8)', () => {
  const states = at('pursue');

  it('composes every suggestion; any pick is accepted or refused as too slow, in words, with the speeds the form shows', () => {
    const rng = seedRng('pursue');
    let accepted = 0;
    let fresh = 0;
    let slow = 0;
    for (const d of states) {
      const parts = pursueParts(view(d));
      if (!parts) throw new Error('no parts');
      const old = new Set(oldList(d).map(key));
      for (const a of oldList(d)) {
        if (a.type !== 'pursue') throw new Error(a.type);
        // Any list of pursuing groups: group i is number i + 1.
        const picks: Record<string, number> = {};
        const groupOf: Record<string, number> = {};
        a.groups.forEach((g, i) => { for (const id of g.ships) { picks[id] = g.target; groupOf[id] = i + 1; } });
        expect(pursueAction(parts, picks, groupOf)).toEqual(a);
      }
      for (let i = 0; i < 8; i++) {
        const picks = Object.fromEntries(parts.ships.map((x) => [x.id, below(rng, 2) === 0 ? null : below(rng, parts.groups.length)]));
        const groupOf = Object.fromEntries(parts.ships.map((x) => [x.id, 1 + below(rng, parts.ships.length)]));
        const a = pursueAction(parts, picks, groupOf);
        sameOnline(d, a);
        const why = refusal(d.state, a, d.side);
        if (why === null) accepted++;
        if (why === null && !old.has(key(a))) fresh++;
        if (why !== null) {
          expect(why).toMatch(/^This group makes speed \d+; the withdrawing group makes \d+ \(12\.3\)\.$/);
          // The speeds the form shows are the engine's.
          const [, mine, theirs] = /speed (\d+); the withdrawing group makes (\d+)/.exec(why) ?? [];
          const g = a.type === 'pursue' ? a.groups.find((x) => groupSpeedNow(parts.ships.filter((y) => x.ships.includes(y.id))) < groupSpeedNow(parts.groups[x.target] ?? [])) : undefined;
          if (!g) throw new Error('no slow group');
          slow++;
          expect([groupSpeedNow(parts.ships.filter((y) => g.ships.includes(y.id))), groupSpeedNow(parts.groups[g.target] ?? [])]).toEqual([Number(mine), Number(theirs)]);
        }
      }
    }
    expect(accepted).toBeGreaterThan(0);
    expect(fresh).toBeGreaterThan(0);
    expect(slow).toBeGreaterThan(0);
  });
});

describe('pursuit form: several pursuing groups (WAS-12.8)', () => {
  const states = at('pursue');

  it('WAS-12.8: two pursuing groups after one withdrawing group are composed and accepted, and fight it together', () => {
    let two = 0;
    for (const d of states) {
      const parts = pursueParts(view(d));
      if (!parts) throw new Error('no parts');
      for (const target of parts.groups.keys()) {
        // Two ships each able to chase this group alone, put in pursuing groups 1 and 2.
        const able = parts.ships.filter((x) => ok(d, { type: 'pursue', groups: [{ ships: [x.id], target }] }));
        const [x, y] = able;
        if (!x || !y) continue;
        const a = pursueAction(parts, { [x.id]: target, [y.id]: target }, { [x.id]: 1, [y.id]: 2 });
        expect(a).toEqual({ type: 'pursue', groups: [{ ships: [x.id], target }, { ships: [y.id], target }] });
        expect(refusal(d.state, a, d.side)).toBeNull();
        sameOnline(d, a);
        expect(describeAction(d.state, a)).toBe(`${x.name} pursue group ${target + 1}; ${y.name} pursue group ${target + 1}`);
        // The same ships in one group: the same fight (one pursuit of that group, both ships in it).
        const together = pursueAction(parts, { [x.id]: target, [y.id]: target }, {});
        expect(together).toEqual({ type: 'pursue', groups: [{ ships: [x.id, y.id], target }] });
        const pursuits = (b: WasAction) => {
          const r = wasEngine.apply(d.state, b);
          if (!r.ok) throw new Error(r.error.message);
          return r.value.events.filter((e): e is Extract<WasEvent, { type: 'pursuit' }> => e.type === 'pursuit');
        };
        expect(pursuits(a)).toEqual(pursuits(together));
        expect(pursuits(a)).toEqual([expect.objectContaining({ pursuers: [x.id, y.id] })]);
        two++;
        break;
      }
    }
    expect(two).toBeGreaterThan(0);
  });
});

describe('quick choices told apart (fire WAS-11.2, pursuit WAS-12.8)', () => {
  it('suggestions differing only in grouping read differently (fire says its volleys) or, for pursuit, are shown once', () => {
    let fireTwins = 0;
    let pursueDropped = 0;
    for (const d of at('surface-fire', 'pursue')) {
      const list = oldList(d);
      const describe = (a: WasAction) => describeAction(d.state, a);
      const choices = quickChoices(list, describe);
      const texts = choices.map((c) => c.text);
      // No two quick choices look alike.
      expect(new Set(texts).size, texts.join(' | ')).toBe(texts.length);
      // The always-legal default stays first.
      expect(choices[0]?.action).toEqual(list[0]);
      const shown = new Set(choices.map((c) => key(c.action)));
      const pairs = (a: WasAction) => (a.type === 'fire' ? a.groups.flatMap((g) => g.shooters.map((id) => `${id}>${g.target}`)) : a.type === 'pursue' ? a.groups.flatMap((g) => g.ships.map((id) => `${id}>${g.target}`)) : []).sort().join(' ');
      for (const a of list) {
        if (shown.has(key(a))) continue;
        // Only a pursuit is dropped, and only when a shown one sends the same ships after the same groups.
        expect(a.type).toBe('pursue');
        expect(choices.some((c) => pairs(c.action) === pairs(a))).toBe(true);
        pursueDropped++;
      }
      for (const c of choices) {
        if (c.action.type !== 'fire') continue;
        const twins = list.filter((b) => pairs(b) === pairs(c.action)).length;
        if (twins > 1) {
          fireTwins++;
          const n = c.action.groups.length;
          expect(c.text).toBe(`${describe(c.action)}${n === 1 ? ' (one volley: all these dice together)' : ` (${n} volleys, fired in this order)`}`);
        } else expect(c.text).toBe(describe(c.action));
      }
    }
    expect(fireTwins).toBeGreaterThan(0);
    expect(pursueDropped).toBeGreaterThan(0);
  });
});
