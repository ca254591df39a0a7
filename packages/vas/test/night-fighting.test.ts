/**
 * The night-fighting variant (night-fighting.txt) through the public engine, with its two worked
 * examples as golden tests.
 */
import { describe, expect, it } from 'vitest';
import { vas, type VasSetup, type VasState } from '../src';
import { play, scripted, start, toMovement, winInitiative } from './fixtures';

interface Placed { id: string; name: string; cls: string; x: number; y: number; heading: number; extra?: Record<string, unknown> }

function battle(a: Placed[], b: Placed[], variants: string[], more: Record<string, unknown> = {}): VasSetup {
  const ship = (p: Placed) => ({ id: p.id, name: p.name, class: p.cls, position: { x: p.x, y: p.y }, heading: p.heading, ...p.extra });
  return {
    seed: 3,
    options: { night: true, variants, ...more },
    fleets: [{ id: 'a', name: 'First', ships: a.map(ship) }, { id: 'b', name: 'Second', ships: b.map(ship) }],
  } as VasSetup;
}

/** Fleet `a` wins the initiative; each ship moves `forward[id]` (default 1") straight ahead. */
function spottingPhase(s0: VasState, forward: Record<string, number> = {}): VasState {
  let s = toMovement(s0, winInitiative(s0, 'a')).state;
  for (let guard = 0; guard < 40; guard++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision' || p.decision !== 'nominate-move') break;
    const n = vas.legalActions(s).find((a) => a.type === 'nominate-move' && a.special === undefined);
    if (!n || n.type !== 'nominate-move') break;
    s = play(s, [n, { type: 'move', ship: n.ship, legs: [{ forward: forward[n.ship] ?? 1 }] }]).state;
  }
  return s;
}

/** The labels of the spotting chance steps, answering each with `die`. */
function spotLabels(s: VasState, die: number): { labels: string[]; state: VasState } {
  const labels: string[] = [];
  let st = s;
  for (let p = vas.pending(st); p.kind === 'chance' && p.request.purpose === 'spotting'; p = vas.pending(st)) {
    labels.push(p.request.label);
    const r = vas.apply(st, vas.diceAction(Array.from({ length: p.request.dice }, () => die)));
    if (!r.ok) throw new Error(r.error.message);
    st = r.value.state;
  }
  return { labels, state: st };
}

const BISMARCK: Placed = { id: 'bismarck', name: 'Bismarck', cls: 'Bismarck', x: 30, y: 24, heading: 0, extra: { radar: false } };
const ZULU: Placed = { id: 'zulu', name: 'HMS Zulu', cls: 'Tribal', x: 50, y: 25, heading: 270 };

describe('night-fighting variant', () => {
  it('VAS-NF-EXAMPLE-ZULU: Bismarck, broadside on to Zulu closing at over 7", spots her on 5+ (6, +1); Zulu spots Bismarck on 3+ (4, +1 beam)', () => {
    const s = spottingPhase(start(battle([BISMARCK], [ZULU], ['night-fighting'])), { zulu: 8 });
    const { labels } = spotLabels(s, 6);
    expect(labels).toEqual([
      "Roll 2d6 for Bismarck's spot rolls: HMS Zulu 5+, HMS Zulu 5+",
      "Roll 1d6 for HMS Zulu's spot roll: Bismarck 3+",
    ]);
  });

  it('VAS-NF-EXAMPLE-EXETER: broadside on at 20", Exeter (strong) spots Zara on 5+ (5, +1 beam, -1 long); Zara (weak, 18") cannot spot Exeter', () => {
    const exeter: Placed = { id: 'exeter', name: 'HMS Exeter', cls: 'York', x: 20, y: 20, heading: 0 };
    const zara: Placed = { id: 'zara', name: 'Zara', cls: 'Zara', x: 40, y: 20, heading: 0 };
    const s = spottingPhase(start(battle([exeter], [zara], ['night-fighting', 'night-fighting:national'])));
    const { labels } = spotLabels(s, 6);
    expect(labels).toEqual(["Roll 2d6 for HMS Exeter's spot rolls: Zara 5+, Zara 5+"]);
  });

  it('VAS-NF-NATIONAL: without the optional part both navies use the standard brackets (20" is long range for Zara too)', () => {
    const exeter: Placed = { id: 'exeter', name: 'HMS Exeter', cls: 'York', x: 20, y: 20, heading: 0 };
    const zara: Placed = { id: 'zara', name: 'Zara', cls: 'Zara', x: 40, y: 20, heading: 0 };
    const { labels } = spotLabels(spottingPhase(start(battle([exeter], [zara], ['night-fighting']))), 6);
    expect(labels).toEqual(["Roll 2d6 for HMS Exeter's spot rolls: Zara 5+, Zara 5+", "Roll 2d6 for Zara's spot rolls: HMS Exeter 5+, HMS Exeter 5+"]);
    const us: Placed = { id: 'fletcher', name: 'USS Fletcher', cls: 'Fletcher', x: 40, y: 20, heading: 0, extra: { radar: false } };
    const early = spotLabels(spottingPhase(start(battle([exeter], [us], ['night-fighting', 'night-fighting:national'], { year: 1942 }))), 6).labels;
    const late = spotLabels(spottingPhase(start(battle([exeter], [us], ['night-fighting', 'night-fighting:national'], { year: 1943 }))), 6).labels;
    expect(early.some((l) => l.includes("USS Fletcher's"))).toBe(false);
    expect(late.some((l) => l.includes("USS Fletcher's"))).toBe(true);
  });

  it('VAS-NF-SPOT-PHASE: a ship fires only at a ship it has spotted this turn, and the rolls come again next turn', () => {
    const s = spottingPhase(start(battle([BISMARCK], [ZULU], ['night-fighting'])), { zulu: 8 });
    const failed = spotLabels(s, 2).state; // Bismarck fails (5+), Zulu fails (3+)
    const r = vas.apply(failed, { type: 'attack', ship: 'bismarck', fire: [{ weapon: 4, target: 'zulu' }] });
    expect(!r.ok && r.error.code).toBe('ERR_NOT_SPOTTED');
    const seen = spotLabels(s, 5).state;
    expect(vas.apply(seen, { type: 'attack', ship: 'bismarck', fire: [{ weapon: 4, target: 'zulu' }] }).ok).toBe(true);
    expect(seen.visibility.night?.spots).toEqual({ bismarck: ['zulu'], zulu: ['bismarck'] });
  });

  it('VAS-NF-REPLACES: the variant has no -1 to hit and no 20" limit of the core Night Battles (Bismarck hits Zulu as by day)', () => {
    const s = spotLabels(spottingPhase(start(battle([BISMARCK], [ZULU], ['night-fighting'])), { zulu: 8 }), 6).state;
    const fired = vas.apply(s, { type: 'attack', ship: 'bismarck', fire: [{ weapon: 4, target: 'zulu' }] });
    expect(fired.ok).toBe(true);
    const p = fired.ok ? vas.pending(fired.value.state) : null;
    // Zulu 6+, bows on, moved over 7": -1: cannot hit, exactly as by day (no night -1 on top).
    expect(p?.kind === 'chance' && p.request.label).toMatch(/cannot hit|7\+/);
  });

  it('VAS-NF-RADAR: a radar roll replaces one spot roll: 3+, at any range, no modifiers', () => {
    const radarBismarck = { ...BISMARCK, heading: 90, extra: {} }; // Kriegsmarine radar looks ahead (VAS-KM-RADAR)
    const far: Placed = { ...ZULU, x: 60 };
    const s = spottingPhase(start(battle([radarBismarck], [far], ['night-fighting'])));
    const { labels } = spotLabels(s, 6);
    expect(labels[0]).toBe("Roll 1d6 for Bismarck's spot roll: HMS Zulu 3+ (radar)");
  });

  it('VAS-NF-OPTIONS: unknown variants, parts without the variant and the variant by day are refused with paths', () => {
    const day = vas.createGame({ ...battle([BISMARCK], [ZULU], ['night-fighting', 'night-fighting:friendly-fire', 'moonlight']), options: { variants: ['night-fighting', 'moonlight'] } });
    expect(!day.ok && day.error.problems.map((p) => [p.code, p.path])).toEqual([
      ['ERR_VARIANT_NEEDS_NIGHT', 'options.variants[0]'], ['ERR_UNKNOWN_VARIANT', 'options.variants[1]'],
    ]);
    const alone = vas.createGame(battle([BISMARCK], [ZULU], ['night-fighting:national']));
    expect(!alone.ok && alone.error.problems.map((p) => p.code)).toEqual(['ERR_VARIANT_PART_ALONE']);
  });
});

export { scripted };
