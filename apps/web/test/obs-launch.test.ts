/**
 * VAS-AIR-OBSERVATION-LAUNCH in the move form (launch-choices.ts): a ship with Aircraft X is offered her own
 * observation aircraft, and a launch the engine would refuse whatever the legs is shown with the engine's
 * sentence instead of a checkbox.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { checkAction, createGame, vas, type VasAction, type VasState } from '@salvo/vas';
import { scenarioSetup } from '../src/vas/scenarios';
import { launchChoices } from '../src/vas/launch-choices';

/** Matapan (seed 9), played by the engine's sampler until HMS Warspite is nominated and owes her move. */
function warspiteMoving(): VasState {
  const g = createGame(scenarioSetup('matapan', '9'));
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = seedRng('obs-launch');
  for (let i = 0; i < 200; i++) {
    const p = vas.pending(s);
    if (p.kind === 'chance') { s = vas.rollChance(s).state; continue; }
    if (p.kind !== 'decision') break;
    if (p.decision === 'move' && s.moving === 'warspite') return s;
    const legal = vas.legalActions(s) as VasAction[];
    const a = legal.find((x) => x.type === 'nominate-move' && x.ship === 'warspite' && x.special === undefined) ?? vas.sampleAction(s, rng);
    const r = vas.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  throw new Error('HMS Warspite never came to move');
}

describe('launch choices of a ship with observation aircraft (VAS-AIR-OBSERVATION-LAUNCH)', () => {
  it('offers a battleship\'s observation aircraft, by name, and the engine accepts the launch on a straight move', () => {
    const s = warspiteMoving();
    const ship = s.ships.warspite!;
    const c = launchChoices(s, ship);
    expect(c).toEqual({
      carrier: false,
      aboard: [
        { id: 'warspite/obs1', label: "HMS Warspite's floatplane 1", refused: null },
        { id: 'warspite/obs2', label: "HMS Warspite's floatplane 2", refused: null },
      ],
      aloft: [],
      observationAloft: [],
    });
    expect(checkAction(s, { type: 'move', ship: 'warspite', legs: [{ forward: 2 }], launch: ['warspite/obs1'] }).ok).toBe(true);
    // Turning is refused with the engine's sentence (the form shows it under the move).
    const turned = checkAction(s, { type: 'move', ship: 'warspite', legs: [{ forward: 3 }, { turn: 45 }, { forward: 1 }], launch: ['warspite/obs1'] });
    expect(turned.ok ? '' : turned.error.message).toMatch(/must move in a straight line, without turning/);
  });

  it('shows the engine\'s reason instead of offering a launch it would refuse (Crippled; a Special Action taken)', () => {
    const s = warspiteMoving();
    const crippled = structuredClone(s);
    crippled.ships.warspite!.crippled = true;
    const c = launchChoices(crippled, crippled.ships.warspite!);
    expect(c?.aboard.map((f) => f.refused)).toEqual([
      'HMS Warspite is Crippled: she can neither launch nor recover aircraft.',
      'HMS Warspite is Crippled: she can neither launch nor recover aircraft.',
    ]);
    const special = structuredClone(s);
    special.ships.warspite!.special = { kind: 'all-hands-on-deck', success: true };
    expect(launchChoices(special, special.ships.warspite!)?.aboard[0]?.refused).toMatch(/took a Special Action this turn/);
  });

  it('lists an observation aircraft in the air as not recoverable, and a ship without aircraft gets nothing', () => {
    const s = structuredClone(warspiteMoving());
    const obs = s.air.flights.find((f) => f.id === 'warspite/obs1')!;
    obs.airborne = true;
    obs.position = { x: 30, y: 10 };
    const c = launchChoices(s, s.ships.warspite!);
    expect(c?.aboard.map((f) => f.id)).toEqual(['warspite/obs2']);
    expect(c?.aloft).toEqual([]);
    expect(c?.observationAloft).toEqual(["HMS Warspite's floatplane 1"]);
    const none = structuredClone(s);
    none.air.flights = none.air.flights.filter((f) => f.carrier !== 'warspite');
    expect(launchChoices(none, none.ships.warspite!)).toBeNull();
  });
});
