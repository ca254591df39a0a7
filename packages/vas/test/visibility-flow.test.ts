/**
 * Spotting checks, radar detection and Command variants through the public engine: the rolls open
 * the Attack Phase as chance steps, and what they decide is what the attack nominations may do.
 */
import { describe, expect, it } from 'vitest';
import { vas, type VasSetup, type VasState } from '../src';
import { BRITISH, GERMAN, TEST_CRUISER, play, scripted, shipSetup, start, toMovement, winInitiative } from './fixtures';

/** Warspite (12,24) heading 90 and the German cruiser `gap` inches east, heading 270 (bows on). */
function facing(gap: number, options: Record<string, unknown>, extra: { warspite?: Record<string, unknown>; hipper?: Record<string, unknown> } = {}): VasSetup {
  return {
    seed: 5,
    options,
    fleets: [
      { id: BRITISH, name: 'Royal Navy', ships: [{ id: 'warspite', name: 'HMS Warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90, ...extra.warspite }] },
      { id: GERMAN, name: 'Kriegsmarine', ships: [shipSetup('hipper', 'Admiral Hipper', TEST_CRUISER, 12 + gap, 24, 270, extra.hipper ?? {})] },
    ],
  } as VasSetup;
}

/** Britain wins the initiative; every ship moves 1" straight ahead; returns the state as the Attack Phase opens. */
function afterMovement(s0: VasState): VasState {
  let s = toMovement(s0, winInitiative(s0, BRITISH)).state;
  for (let guard = 0; guard < 20; guard++) {
    const p = vas.pending(s);
    if (p.kind !== 'decision' || p.decision !== 'nominate-move') break;
    const n = vas.legalActions(s).find((a) => a.type === 'nominate-move' && a.special === undefined);
    if (!n || n.type !== 'nominate-move') break;
    s = play(s, [n, { type: 'move', ship: n.ship, legs: [{ forward: 1 }] }]).state;
  }
  return s;
}

const label = (s: VasState): string => {
  const p = vas.pending(s);
  return p.kind === 'chance' ? p.request.label : `(${p.kind})`;
};

describe('spotting checks and radar detection in play', () => {
  it('VAS-SPOT-CHECK: at night each side makes a Command check of 8 for each enemy within 20" as the Attack Phase opens; only the spotted may be attacked', () => {
    const s = afterMovement(start(facing(15, { night: true, radar: false })));
    expect(label(s)).toMatch(/spotting checks of Royal Navy .*Admiral Hipper 4\+/);
    const rolled = scripted(s, [4, 3]);
    expect(rolled.events.filter((e) => e.rule === 'VAS-SPOT-CHECK').map((e) => e.type)).toEqual(['spotted', 'spot-failed']);
    const p = vas.pending(rolled.state);
    expect(p.kind === 'decision' && p.decision).toBe('attack');
    // Hipper is spotted: Warspite may fire (at night, 13" bows on: 5+ -1 = 6+).
    const fired = vas.apply(rolled.state, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] });
    expect(fired.ok).toBe(true);
    if (fired.ok) expect(label(fired.value.state)).toMatch(/6\+ to hit/);
  });

  it('VAS-NIGHT-SPOT: an attack at an unspotted ship at night is refused with ERR_NOT_SPOTTED and the state unchanged', () => {
    const s = afterMovement(start(facing(15, { night: true, radar: false })));
    const rolled = scripted(s, [3, 3]).state;
    const before = vas.serialize(rolled);
    const r = vas.apply(rolled, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_NOT_SPOTTED');
      expect(r.error.message).toMatch(/night/);
    }
    expect(vas.serialize(rolled)).toBe(before);
  });

  it('VAS-SPOT-CHECK: in Bad Weather the check is made within long range, one harder (5+ with Command 4); a ship within 20" may be fired at unspotted', () => {
    const far = afterMovement(start(facing(27, { weather: 'bad', radar: false })));
    expect(label(far)).toMatch(/Admiral Hipper 5\+/);
    const near = scripted(afterMovement(start(facing(15, { weather: 'bad', radar: false }))), [1, 1]).state;
    expect(near.visibility.spotted).toEqual({ british: [], german: [] });
    expect(vas.apply(near, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper' }] }).ok).toBe(true);
  });

  it('VAS-COMMAND-VARIANT: crews given by name; the spotting check uses the best Command (Elite: 2+), the Special Action check too', () => {
    const setup = facing(15, { night: true, radar: false }, { warspite: { command: 'elite' }, hipper: { command: 'green' } });
    const s0 = start(setup);
    expect([s0.ships.warspite?.command, s0.ships.hipper?.command]).toEqual([6, 2]);
    const s = afterMovement(s0);
    expect(label(s)).toMatch(/Royal Navy.*Admiral Hipper 2\+/);
    const german = vas.apply(s, vas.diceAction([2]));
    expect(german.ok && label(german.value.state)).toMatch(/Kriegsmarine.*HMS Warspite 6\+/);
    const moving = toMovement(s0, winInitiative(s0, BRITISH)).state;
    const evasive = play(moving, [{ type: 'nominate-move', ship: 'warspite', special: 'evasive' }]).state;
    expect(label(evasive)).toMatch(/needs 2\+/);
    const bad = vas.createGame(facing(15, {}, { warspite: { command: 'hero' } }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.problems.map((p) => [p.code, p.path])).toEqual([['ERR_BAD_COMMAND', 'fleets[0].ships[0].command']]);
  });

  it('VAS-RADAR-DETECT: each radar ship rolls for the enemies it has not detected (3+), once detected always; Warspite without radar rolls nothing', () => {
    const s = afterMovement(start(facing(40, { radar: true })));
    expect(label(s)).toMatch(/Admiral Hipper's radar.*HMS Warspite.*3\+/);
    const r = scripted(s, [3]);
    expect(r.events.map((e) => [e.type, e.rule])).toContainEqual(['radar-detected', 'VAS-RADAR-DETECT']);
    expect(r.state.visibility.detected).toEqual({ hipper: ['warspite'] });
    expect(r.state.visibility.spotted).toEqual({});
  });

  it('VAS-RADAR-FITTED: the setup fits or removes radar per ship; a bad value is refused with its path', () => {
    const s = start(facing(40, { radar: true }, { warspite: { radar: true }, hipper: { radar: false } }));
    expect(s.visibility.radar).toEqual(['warspite']);
    const bad = vas.createGame(facing(40, {}, { hipper: { radar: 'yes' } }));
    expect(!bad.ok && bad.error.problems.map((p) => [p.code, p.path])).toEqual([['ERR_SETUP_SHAPE', 'fleets[1].ships[0].radar']]);
  });

  it('VAS-RADAR-OPTION: the radar rules are in play at night and in Bad Weather unless turned off, and by day only when chosen', () => {
    expect(start(facing(40, {})).options.radar).toBe(false);
    expect(start(facing(40, { night: true })).options.radar).toBe(true);
    expect(start(facing(40, { weather: 'bad' })).options.radar).toBe(true);
    expect(start(facing(40, { night: true, radar: false })).options.radar).toBe(false);
    const bad = vas.createGame(facing(40, { radar: 1 }));
    expect(!bad.ok && bad.error.problems[0]?.code).toBe('ERR_BAD_OPTION');
  });

  it('VAS-RADAR-AUTO-SPOT: at night a ship detected by radar is spotted without a check once within 20" of its detector', () => {
    const s = afterMovement(start(facing(18, { night: true }, { warspite: { radar: true }, hipper: { radar: false } })));
    expect(label(s)).toMatch(/HMS Warspite's radar/);
    const r = scripted(s, [5, 3]);
    expect(r.events.map((e) => e.rule)).toContain('VAS-RADAR-AUTO-SPOT');
    expect(r.state.visibility.spotted.british).toEqual(['hipper']);
  });
});
