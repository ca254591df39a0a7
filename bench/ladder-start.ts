/** The ladder's battles: a built-in scenario id (or scenario file) turned into a start state. */
import { vas, type VasState } from '../packages/vas/src/index';
import { loadScenario, scenarioToSetup } from '../packages/scenarios/src/index';

/** A built-in scenario (or scenario file) set up once, example fleets, player 1 attacking; each game then rolls its own dice. */
export function scenarioStart(id: string): VasState | string {
  const loaded = loadScenario(id);
  if (!loaded.ok) return loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; ');
  const planned = scenarioToSetup(loaded.value, { seed: `ladder:${id}`, attacker: 0 });
  if (!planned.ok) return planned.problems.map((p) => `${p.path}: ${p.message}`).join('; ');
  const game = vas.createGame(planned.value.setup);
  return game.ok ? game.value : game.error.message;
}
