import { describe, expect, it } from 'vitest';
import { vas, type MoveLeg, type VasSetup, type VasState } from '../index';
import { BRITISH, GERMAN, TEST_CRUISER, TEST_DESTROYER, nominatedToMove, play, quietPhases, scripted, shipSetup, start, toMovement, twoFleets } from '../../test/fixtures';

const moveCode = (s: VasState, ship: string, legs: MoveLeg[]): string | null => {
  const r = vas.apply(s, { type: 'move', ship, legs });
  return r.ok ? null : r.error.code;
};

const nominate = (s: VasState, ship: string, special: string) =>
  vas.apply(s, { type: 'nominate-move', ship, special } as never);

/** Warspite's fleet wins the initiative and moves first; her nomination is awaited. */
const britishToNominate = (setup: VasSetup = twoFleets()): VasState => toMovement(start(setup), [6, 6, 1, 1]).state;

describe('Special Actions', () => {
  it('VAS-SPECIAL-ONE: the Special Action is chosen when the ship is nominated, attempted before she moves, and lasts the turn', () => {
    const s = play(britishToNominate(), [{ type: 'nominate-move', ship: 'warspite', special: 'evasive' }]).state;
    // the Command check comes first; the move waits for it
    expect(vas.pending(s)).toMatchObject({ kind: 'chance', request: { dice: 1, sides: 6, purpose: 'command-check' } });
    expect(vas.apply(s, { type: 'move', ship: 'warspite', legs: [{ forward: 3 }] })).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_PHASE' } });
    const checked = scripted(s, [6]).state;
    expect(checked.ships.warspite?.special).toEqual({ kind: 'evasive', success: true });
    // still in force in the Attack Phase; reset when the next turn begins
    const attack = quietPhases(play(checked, [{ type: 'move', ship: 'warspite', legs: [{ forward: 3 }] }]).state).state;
    expect(attack.turn).toBe(2);
    expect(attack.ships.warspite?.special).toBeNull();
    expect(nominate(britishToNominate(), 'warspite', 'surrender').ok).toBe(false);
    expect(nominate(britishToNominate(), 'warspite', 'surrender')).toMatchObject({ error: { code: 'ERR_BAD_ACTION' } });
  });

  it('VAS-SPECIAL-CHECK: 1d6 + Command must reach the number; Come About! (9) with Command 4 needs a 5', () => {
    const failed = nominatedToMove(start(twoFleets()), 'warspite', 'come-about', 4);
    expect(failed.ships.warspite?.special).toEqual({ kind: 'come-about', success: false });
    // a failed check: she moves normally, with Turning 1
    expect(moveCode(failed, 'warspite', [{ forward: 2.5 }, { turn: 90 }])).toBe('ERR_TURN_TOO_SHARP');
    expect(moveCode(failed, 'warspite', [{ forward: 2.5 }, { turn: 45 }, { forward: 2.5 }])).toBeNull();
    const passed = nominatedToMove(start(twoFleets()), 'warspite', 'come-about', 5);
    expect(passed.ships.warspite?.special).toEqual({ kind: 'come-about', success: true });
  });

  it('VAS-SPECIAL-CHECK: an Elite crew (Command 6) passes Come About! on a 3', () => {
    const setup = twoFleets();
    const elite: VasSetup = { ...setup, fleets: [{ ...setup.fleets[0]!, ships: [{ ...setup.fleets[0]!.ships[0]!, command: 6 }] }, setup.fleets[1]!] };
    expect(nominatedToMove(start(elite), 'warspite', 'come-about', 3).ships.warspite?.special?.success).toBe(true);
    expect(nominatedToMove(start(elite), 'warspite', 'come-about', 2).ships.warspite?.special?.success).toBe(false);
  });

  it('VAS-SPECIAL-BAD-WEATHER: -1 to Command checks and no Create Smoke! in Bad Weather', () => {
    const bad: VasSetup = { ...twoFleets(), options: { weather: 'bad' } };
    expect(nominatedToMove(start(bad), 'warspite', 'come-about', 5).ships.warspite?.special?.success).toBe(false);
    expect(nominatedToMove(start(bad), 'warspite', 'come-about', 6).ships.warspite?.special?.success).toBe(true);
    const s = britishToNominate(bad);
    expect(nominate(s, 'warspite', 'create-smoke')).toMatchObject({ ok: false, error: { code: 'ERR_SMOKE_IN_BAD_WEATHER' } });
    expect(vas.legalActions(s).some((a) => a.type === 'nominate-move' && a.special === 'create-smoke')).toBe(false);
  });

  it('VAS-SPECIAL-FORBIDDEN: no Special Actions with a Skeleton Crew', () => {
    const s0 = start(twoFleets());
    s0.ships.warspite!.crew = 15;
    s0.ships.warspite!.skeleton = true;
    const s = britishToNominate();
    const skeleton = toMovement(s0, [6, 6, 1, 1]).state;
    expect(nominate(skeleton, 'warspite', 'flank-speed')).toMatchObject({ ok: false, error: { code: 'ERR_SPECIAL_NOT_ALLOWED' } });
    expect(vas.legalActions(skeleton)).toEqual([{ type: 'nominate-move', ship: 'warspite' }]);
    expect(nominate(s, 'warspite', 'flank-speed').ok).toBe(true);
  });

  it('VAS-SPECIAL-FORBIDDEN: no Special Actions after a Bridge Hit or with Engines Disabled (until repaired)', () => {
    for (const effect of ['bridge-hit', 'engines-disabled']) {
      const s0 = start(twoFleets());
      s0.ships.warspite!.criticals = [{ id: 1, location: effect === 'bridge-hit' ? 'vital' : 'engines', effect, turn: 1, repairable: effect !== 'bridge-hit', repaired: false }];
      s0.nextCriticalId = 2;
      const s = toMovement(s0, [6, 6, 1, 1]).state;
      expect(nominate(s, 'warspite', 'evasive'), effect).toMatchObject({ ok: false, error: { code: 'ERR_SPECIAL_NOT_ALLOWED' } });
      s0.ships.warspite!.criticals[0]!.repaired = true;
      expect(nominate(toMovement(s0, [6, 6, 1, 1]).state, 'warspite', 'evasive').ok, effect).toBe(true);
    }
  });

  it('VAS-SPECIAL-ALL-HANDS: All Hands on Deck! needs 8: a 4 with Command 4', () => {
    expect(nominatedToMove(start(twoFleets()), 'warspite', 'all-hands-on-deck', 4).ships.warspite?.special).toEqual({ kind: 'all-hands-on-deck', success: true });
    expect(nominatedToMove(start(twoFleets()), 'warspite', 'all-hands-on-deck', 3).ships.warspite?.special).toEqual({ kind: 'all-hands-on-deck', success: false });
  });

  it('VAS-SPECIAL-COME-ABOUT: success adds 1 to Turning for the turn (Warspite may turn 2 points)', () => {
    const s = nominatedToMove(start(twoFleets()), 'warspite', 'come-about', 6);
    expect(moveCode(s, 'warspite', [{ forward: 2.5 }, { turn: 91 }])).toBe('ERR_TURN_TOO_SHARP');
    const after = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: -90 }, { forward: 2.5 }] }]).state;
    expect(after.ships.warspite?.heading).toBeCloseTo(0, 9);
  });

  it('VAS-SPECIAL-COME-ABOUT: a ship whose Rudder is hit still cannot turn', () => {
    const s0 = start(twoFleets());
    s0.ships.warspite!.criticals = [{ id: 1, location: 'vital', effect: 'rudder', turn: 1, repairable: false, repaired: false }];
    s0.nextCriticalId = 2;
    const s = nominatedToMove(s0, 'warspite', 'come-about', 6);
    expect(s.ships.warspite?.special).toEqual({ kind: 'come-about', success: true });
    expect(moveCode(s, 'warspite', [{ forward: 2.5 }, { turn: 10 }])).toBe('ERR_TURN_NOT_ALLOWED');
  });

  it('VAS-SPECIAL-SMOKE: automatic; a 3" counter trails from the ship\'s centre behind her final heading', () => {
    const s = nominatedToMove(start(twoFleets()), 'warspite', 'create-smoke');
    expect(s.ships.warspite?.special).toEqual({ kind: 'create-smoke', success: true });
    expect(vas.pending(s)).toMatchObject({ kind: 'decision', decision: 'move' }); // no dice
    const after = play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 2.5 }, { turn: -45 }, { forward: 2.5 }] }]).state;
    const w = after.ships.warspite!;
    expect(after.smoke).toHaveLength(1);
    const smoke = after.smoke[0]!;
    expect(smoke.from).toEqual(w.position);
    // behind a ship heading 45 is the south-west
    expect(smoke.to.x).toBeCloseTo(w.position.x - 3 * Math.SQRT1_2, 9);
    expect(smoke.to.y).toBeCloseTo(w.position.y - 3 * Math.SQRT1_2, 9);
  });

  it('VAS-SPECIAL-EVASIVE: Evasive! needs 8 and is recorded on the ship for the Attack Phase', () => {
    expect(nominatedToMove(start(twoFleets()), 'warspite', 'evasive', 4).ships.warspite?.special).toEqual({ kind: 'evasive', success: true });
    expect(nominatedToMove(start(twoFleets()), 'warspite', 'evasive', 3).ships.warspite?.special).toEqual({ kind: 'evasive', success: false });
  });

  it('VAS-SPECIAL-FLANK-SPEED: automatic; Speed +50% (Warspite 7.5"), and half of that before turning', () => {
    const s = nominatedToMove(start(twoFleets()), 'warspite', 'flank-speed');
    expect(vas.pending(s)).toMatchObject({ kind: 'decision', decision: 'move' });
    expect(moveCode(s, 'warspite', [{ forward: 7.6 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(moveCode(s, 'warspite', [{ forward: 3.7 }, { turn: 45 }, { forward: 3.8 }])).toBe('ERR_TURN_TOO_EARLY');
    expect(moveCode(s, 'warspite', [{ forward: 3.75 }, { turn: 45 }, { forward: 3.75 }])).toBeNull();
    expect(play(s, [{ type: 'move', ship: 'warspite', legs: [{ forward: 7.5 }] }]).state.ships.warspite?.distanceMovedThisTurn).toBeCloseTo(7.5, 9);
  });

  it('VAS-SPECIAL-SILENT-RUNNING: submersibles only; needs 9; then at most half Speed', () => {
    expect(nominate(britishToNominate(), 'warspite', 'rig-for-silent-running')).toMatchObject({ ok: false, error: { code: 'ERR_NOT_SUBMERSIBLE' } });
    const uboat = { ...TEST_DESTROYER, class: 'Test U-boat', type: 'submersible' as const, speed: 4, submergedSpeed: 2, traits: ['Submersible'] };
    const setup: VasSetup = {
      seed: 9,
      fleets: [
        { id: BRITISH, ships: [{ id: 'warspite', class: 'Queen Elizabeth', position: { x: 12, y: 24 }, heading: 90 }] },
        { id: GERMAN, ships: [shipSetup('u47', 'U-47', uboat, 40, 10, 0), shipSetup('hipper', 'Hipper', TEST_CRUISER, 60, 40, 270)] },
      ],
    };
    expect(nominatedToMove(start(setup), 'u47', 'rig-for-silent-running', 4).ships.u47?.special?.success).toBe(false);
    const s = nominatedToMove(start(setup), 'u47', 'rig-for-silent-running', 5);
    expect(s.ships.u47?.special).toEqual({ kind: 'rig-for-silent-running', success: true });
    expect(moveCode(s, 'u47', [{ forward: 2.1 }])).toBe('ERR_MOVE_TOO_FAR');
    expect(moveCode(s, 'u47', [{ forward: 2 }])).toBeNull();
  });
});
