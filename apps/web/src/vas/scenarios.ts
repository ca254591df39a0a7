/**
 * The Victory at Sea battles offered on the start screen. Each is plain setup data for the engine
 * (`createGame` checks it); the fleets are always `rn` and `rm` so seats and bots work the same.
 * - matapan: HMS Warspite and HMS Valiant against Vittorio Veneto and the heavy cruiser Zara (the battle `salvo play` starts).
 * - carrier: Matapan plus HMS Ark Royal and her flights (one Fulmar aloft), an Agile destroyer each,
 *   land-based German aircraft for the Axis and an Italian submarine deployed hidden in a 24" square.
 * - night: cruisers and destroyers at night under the night-fighting variant (spotting, starshell, spotlights).
 */
import type { VasFleetSetup, VasSetup, VasShipSetup } from '@salvo/vas';
import { defaultBattle } from '@salvo/scenarios';
import type { ScenarioId } from '../common/scenario-names';

// The battles' names live apart from their setups, so the start screen lists them without loading the engine.
export { SCENARIOS, type ScenarioId } from '../common/scenario-names';

const ship = (id: string, name: string, cls: string, x: number, y: number, heading: number): VasShipSetup => ({ id, name, class: cls, position: { x, y }, heading });

/** The default battle's two fleets (@salvo/scenarios' `defaultBattle`, the battle `salvo play` starts). */
function matapan(): [VasFleetSetup, VasFleetSetup] {
  const [rn, rm] = defaultBattle(0).fleets;
  if (!rn || !rm) throw new Error('The default battle has two fleets.');
  return [rn, rm];
}

export function scenarioSetup(id: ScenarioId, seed: string): VasSetup {
  const [rn, rm] = matapan();
  if (id === 'carrier') {
    return {
      seed,
      fleets: [
        {
          ...rn,
          ships: [...rn.ships, ship('ark', 'HMS Ark Royal', 'Ark Royal', 12, 4, 0), ship('cossack', 'HMS Cossack', 'Tribal', 54, 8, 0)],
          flights: [
            { id: 'fulmar1', aircraft: 'Fairey Fulmar', carrier: 'ark', airborne: true, position: { x: 16, y: 14 } },
            { id: 'sword1', aircraft: 'Fairey Swordfish', carrier: 'ark' },
            { id: 'sword2', aircraft: 'Fairey Swordfish', carrier: 'ark' },
            { id: 'fulmar2', aircraft: 'Fairey Fulmar', carrier: 'ark' },
          ],
        },
        {
          ...rm,
          ships: [...rm.ships, ship('darecco', 'Nicoloso da Recco', 'Navigatori', 54, 40, 180), { id: 'scire', name: 'Scirè', class: 'Adua', heading: 0, hiddenSquare: { col: 1, row: 0 } }],
          flights: [
            { id: 'stuka1', aircraft: 'Junkers Ju-87', position: { x: 66, y: 44 }, heading: 180 },
            { id: 'me109', aircraft: 'Messerschmitt Me-109', position: { x: 60, y: 44 }, heading: 180 },
          ],
        },
      ],
    };
  }
  if (id === 'night') {
    return {
      seed,
      options: { night: true, variants: ['night-fighting'], year: 1941 },
      fleets: [
        { id: 'rn', name: 'Royal Navy', ships: [ship('orion', 'HMS Orion', 'Leander', 30, 14, 0), ship('cossack', 'HMS Cossack', 'Tribal', 38, 14, 0), ship('maori', 'HMS Maori', 'Tribal', 22, 14, 0)] },
        { id: 'rm', name: 'Regia Marina', ships: [ship('trento', 'Trento', 'Trento', 32, 34, 180), ship('darecco', 'Nicoloso da Recco', 'Navigatori', 40, 34, 180), ship('malocello', 'Lanzerotto Malocello', 'Navigatori', 24, 34, 180)] },
      ],
    };
  }
  return { seed, fleets: [rn, rm] };
}
