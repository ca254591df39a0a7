import { describe, expect, it } from 'vitest';
import { vas, type CriticalHit, type VasState } from '../index';
import { BRITISH, GERMAN, nominatedToMove, play, quietPhases, scripted, start, toAttackPhase, toMovement, twoFleets } from '../../test/fixtures';

const rolling = (): VasState => start(twoFleets()); // initiative: 2d6 for the Royal Navy
const choosing = (): VasState => scripted(start(twoFleets()), [6, 6, 1, 1]).state; // Royal Navy: take-first
const nominate = (): VasState => toMovement(start(twoFleets()), [6, 6, 1, 1]).state; // Royal Navy nominates
const moving = (): VasState => nominatedToMove(start(twoFleets()), 'warspite');
const attack = (): VasState => toAttackPhase(start(twoFleets()), BRITISH);
function damageControl(): VasState {
  const s = start(twoFleets());
  const crit: CriticalHit = { id: 1, location: 'engines', effect: 'turbine-damaged', turn: 1, repairable: true, repaired: false };
  s.ships.warspite!.criticals = [crit];
  s.nextCriticalId = 2;
  return quietPhases(toMovement(s, [6, 6, 1, 1]).state).state;
}
const over = (): VasState => play(nominate(), [{ type: 'concede', fleet: GERMAN }]).state;

type Row = readonly [what: string, state: () => VasState, action: unknown, code: string, path: string | undefined, phrase: string];

/** One row per refusal: the code, the path and a phrase of the sentence that says what is wrong. */
const ROWS: readonly Row[] = [
  ['not an object', nominate, 'move', 'ERR_BAD_ACTION', 'type', 'An action is a JSON object with a field "type"'],
  ['no type', nominate, { ship: 'warspite' }, 'ERR_BAD_ACTION', 'type', 'An action needs the field "type": one of roll, take-first'],
  ['unknown type', nominate, { type: 'teleport' }, 'ERR_BAD_ACTION', 'type', 'The field "type" must be one of roll, take-first, nominate-move, move, attack, damage-control, concede, torpedo-critical, reveal, crash-dive, split-squadron, air-first, fly, air-attack, tactical-judgement, enter, aa-fire, not teleport.'],
  ['move before nomination', nominate, { type: 'move' }, 'ERR_WRONG_PHASE', undefined,
    'A move comes after its ship has been nominated to move (nominate-move). Now the game expects nominate-move: Turn 1: Royal Navy, nominate a ship to move.'],
  ['take-first without fleet', choosing, { type: 'take-first' }, 'ERR_BAD_ACTION', 'fleet', 'A take-first action needs the field "fleet": the id of a fleet, one of "british", "german".'],
  ['take-first with a number for fleet', choosing, { type: 'take-first', fleet: 1, first: true }, 'ERR_BAD_ACTION', 'fleet', 'The field "fleet" must be the id of a fleet, one of "british", "german", not 1.'],
  ['take-first with an unknown fleet', choosing, { type: 'take-first', fleet: 'japan', first: true }, 'ERR_UNKNOWN_FLEET', 'fleet', 'There is no fleet "japan": the field "fleet" takes one of "british", "german".'],
  ['take-first without first', choosing, { type: 'take-first', fleet: BRITISH }, 'ERR_BAD_ACTION', 'first', 'A take-first action needs the field "first": true to move first or false'],
  ['take-first with first "yes"', choosing, { type: 'take-first', fleet: BRITISH, first: 'yes' }, 'ERR_BAD_ACTION', 'first', 'The field "first" must be true to move first or false to make the opponent do so, not yes.'],
  ['take-first after the choice', nominate, { type: 'take-first' }, 'ERR_WRONG_PHASE', undefined, 'take-first is the choice of who moves first'],
  ['take-first by the other fleet', choosing, { type: 'take-first', fleet: GERMAN, first: true }, 'ERR_NOT_YOUR_TURN', 'fleet', "It is Royal Navy's decision, not Kriegsmarine's: Turn 1: Royal Navy, move first"],
  ['concede without fleet', nominate, { type: 'concede' }, 'ERR_BAD_ACTION', 'fleet', 'A concession needs the field "fleet"'],
  ['nominate-move without ship', nominate, { type: 'nominate-move' }, 'ERR_BAD_ACTION', 'ship', 'A nominate-move action needs the field "ship": the id of a ship, one of "warspite", "hipper".'],
  ['nominate-move with a list for ship', nominate, { type: 'nominate-move', ship: ['warspite'] }, 'ERR_BAD_ACTION', 'ship', 'The field "ship" must be the id of a ship, one of "warspite", "hipper", not ["warspite"].'],
  ['nominate-move with an unknown ship', nominate, { type: 'nominate-move', ship: 'bismarck' }, 'ERR_UNKNOWN_SHIP', 'ship', 'There is no ship "bismarck": the field "ship" takes one of "warspite", "hipper".'],
  ['nominate-move of an enemy ship', nominate, { type: 'nominate-move', ship: 'hipper' }, 'ERR_NOT_YOUR_TURN', 'ship', "It is Royal Navy's decision, not Kriegsmarine's"],
  ['nominate-move with an unknown special', nominate, { type: 'nominate-move', ship: 'warspite', special: 'ram' }, 'ERR_BAD_ACTION', 'special',
    'The field "special" must be one of "all-hands-on-deck", "come-about", "create-smoke", "evasive", "flank-speed", "rig-for-silent-running", or left out for no Special Action, not ram.'],
  ['move without ship', moving, { type: 'move', legs: [{ forward: 3 }] }, 'ERR_BAD_ACTION', 'ship', 'A move needs the field "ship"'],
  ['move of another ship', moving, { type: 'move', ship: 'hipper', legs: [{ forward: 3 }] }, 'ERR_NOT_YOUR_TURN', 'ship', "It is Royal Navy's decision, not Kriegsmarine's: Turn 1: move HMS Warspite."],
  ['move without legs', moving, { type: 'move', ship: 'warspite' }, 'ERR_BAD_MOVE', 'legs', 'A move needs the field "legs": a list of legs such as [{ "forward": 3 }, { "turn": 45 }, { "forward": 2 }].'],
  ['move with legs "ahead"', moving, { type: 'move', ship: 'warspite', legs: 'ahead' }, 'ERR_BAD_MOVE', 'legs', 'The field "legs" must be a list of legs such as'],
  ['move with a bad leg', moving, { type: 'move', ship: 'warspite', legs: [{ forward: 2 }, { forward: -1 }] }, 'ERR_BAD_MOVE', 'legs[1]', 'Each leg in "legs" is { "forward": inches of 0 or more } or { "turn": degrees from -180 to 180 }, not {"forward":-1}.'],
  ['move with a leg that both turns and moves', moving, { type: 'move', ship: 'warspite', legs: [{ forward: 2, turn: 45 }] }, 'ERR_BAD_MOVE', 'legs[0]', 'Each leg in "legs" is'],
  ['attack without fire', attack, { type: 'attack', ship: 'warspite' }, 'ERR_BAD_ACTION', 'fire', 'An attack needs the field "fire": a list of nominations such as [{ "weapon": 0, "target": "bismarck" }], or [] to hold fire.'],
  ['attack with fire an object', attack, { type: 'attack', ship: 'warspite', fire: { weapon: 0 } }, 'ERR_BAD_ACTION', 'fire', 'The field "fire" must be a list of nominations'],
  ['attack with a number as nomination', attack, { type: 'attack', ship: 'warspite', fire: [3] }, 'ERR_BAD_ACTION', 'fire[0]', 'Each nomination in "fire" is { "weapon": number, "target": ship id } with an optional "dice", not 3.'],
  ['attack nomination without weapon', attack, { type: 'attack', ship: 'warspite', fire: [{ target: 'hipper' }] }, 'ERR_BAD_WEAPON', 'fire[0].weapon', `Each nomination in "fire" needs the field "weapon": the weapon's number on the ship's roster (0 for the first).`],
  ['attack nomination with weapon "A"', attack, { type: 'attack', ship: 'warspite', fire: [{ weapon: 'A', target: 'hipper' }] }, 'ERR_BAD_WEAPON', 'fire[0].weapon', 'The field "weapon" of a nomination must be'],
  ['attack nomination without target', attack, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0 }] }, 'ERR_BAD_TARGET', 'fire[0].target', 'Each nomination in "fire" needs the field "target": the id of the target ship.'],
  ['attack nomination with dice 1.5', attack, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'hipper', dice: 1.5 }] }, 'ERR_BAD_DICE', 'fire[0].dice', 'The field "dice" of a nomination must be the Attack Dice allotted, a whole number of at least 1, not 1.5.'],
  ['attack at an unknown target', attack, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'bismarck' }] }, 'ERR_BAD_TARGET', 'fire[0].target', 'There is no ship "bismarck": the target must be an enemy ship'],
  ['attack at her own ship', attack, { type: 'attack', ship: 'warspite', fire: [{ weapon: 0, target: 'warspite' }] }, 'ERR_BAD_TARGET', 'fire[0].target', 'HMS Warspite is not an enemy ship: the target must be'],
  ['attack in the Movement Phase', nominate, { type: 'attack', ship: 'warspite', fire: [] }, 'ERR_WRONG_PHASE', undefined, 'attack nominates a ship to fire, in the Attack Phase. Now the game expects nominate-move'],
  ['damage-control without critical', damageControl, { type: 'damage-control', ship: 'warspite' }, 'ERR_BAD_ACTION', 'critical',
    'A damage-control action needs the field "critical": the number of the critical hit to repair (1 (Turbine Damaged)) or null for none.'],
  ['damage-control with critical "turbine"', damageControl, { type: 'damage-control', ship: 'warspite', critical: 'turbine' }, 'ERR_BAD_ACTION', 'critical', 'The field "critical" must be the number of the critical hit to repair'],
  ['damage-control of a critical the ship lacks', damageControl, { type: 'damage-control', ship: 'warspite', critical: 7 }, 'ERR_NOT_REPAIRABLE', 'critical', 'HMS Warspite has no critical hit 7 that Damage Control can repair now; the field "critical" takes 1 (Turbine Damaged) or null.'],
  ['damage-control before the End Phase', nominate, { type: 'damage-control', ship: 'warspite', critical: null }, 'ERR_WRONG_PHASE', undefined, 'damage-control chooses a critical hit to repair, in the End Phase.'],
  ['roll without values', rolling, { type: 'roll' }, 'ERR_BAD_DICE', 'values', 'A roll needs the field "values": a list of 2 dice, each 1 to 6 (Roll 2d6 for the initiative of Royal Navy).'],
  ['roll with values "six"', rolling, { type: 'roll', values: 'six' }, 'ERR_BAD_DICE', 'values', 'The field "values" must be a list of 2 dice, each 1 to 6 (Roll 2d6 for the initiative of Royal Navy), not six.'],
  ['roll of one die for two', rolling, { type: 'roll', values: [3] }, 'ERR_BAD_DICE', 'values', 'The field "values" is wrong: this roll takes 2 dice, not 1 (Roll 2d6 for the initiative of Royal Navy).'],
  ['roll of a 7', rolling, { type: 'roll', values: [3, 7] }, 'ERR_BAD_DICE', 'values', 'The field "values" is wrong: a d6 shows 1 to 6, not 7.'],
  ['roll with a word among the dice', rolling, { type: 'roll', values: [3, 'x'] }, 'ERR_BAD_DICE', 'values', 'a die is written as a number from 1 to 6, not as the text "x".'],
  ['roll with no dice asked', nominate, { type: 'roll', values: [3] }, 'ERR_NO_CHANCE_PENDING', undefined, 'No dice are to be rolled now. Now the game expects nominate-move: Turn 1: Royal Navy, nominate a ship to move.'],
  ['a decision while dice are due', rolling, { type: 'nominate-move', ship: 'warspite' }, 'ERR_WRONG_PHASE', undefined, 'Dice must be rolled first (a roll with 2 dice): Roll 2d6 for the initiative of Royal Navy.'],
  ['anything after the battle', over, { type: 'concede', fleet: BRITISH }, 'ERR_GAME_OVER', undefined, 'The battle is over.'],
];

describe('refusals of JSON actions name the field and the expected form', () => {
  it.each(ROWS)('VAS-ENGINE-ERRORS: %s', (_what, make, action, code, path, phrase) => {
    const state = make();
    const before = structuredClone(state);
    const r = vas.apply(state, action as never);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.path).toBe(path);
    expect(r.error.message).toContain(phrase);
    expect(r.error.message).not.toMatch(/\bundefined\b|"nothing"|\[object/);
    expect(state).toEqual(before);
  });
});
