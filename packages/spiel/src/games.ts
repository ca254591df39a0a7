/**
 * The games `loadGame` knows, by OpenSpiel-style short names, and how each turns its parameters into a
 * setup. Parameters are plain JSON (OpenSpiel's `GameParameters`); bad ones throw `SpielError`
 * ERR_SPIEL_PARAMS with a sentence naming the parameter.
 */
import { vas, describeAction as describeVasAction, type VasAction, type VasState } from '@salvo/vas';
import { wasEngine, describeAction as describeWasAction, SIDES, type WasAction, type WasState, type WasView } from '@salvo/was';
import { BUILTIN_SCENARIOS, defaultBattle, parseScenario, scenarioToSetup } from '@salvo/scenarios';
import type { AnyEngine, EngineAdapter } from './adapter';
import { spielFail } from './errors';
import { wasObservationTensor, wasTensorLayout } from './was-tensor';

export type GameParams = Readonly<Record<string, unknown>>;

export interface GameDefinition {
  readonly shortName: string;
  readonly longName: string;
  readonly adapter: EngineAdapter;
  /** Parameter names and what each takes (OpenSpiel's parameter specification). */
  readonly parameters: Readonly<Record<string, string>>;
  /** The engine setup these parameters describe; throws ERR_SPIEL_PARAMS. */
  setup(params: GameParams): unknown;
}

const TURN_BASED = 'true: secret simultaneous orders are asked one player after the other, each hidden from the rest (OpenSpiel\'s turn-based transform); default false';

const seedOf = (params: GameParams): string | number => {
  const seed = params.seed ?? 1;
  if (typeof seed === 'number' && Number.isFinite(seed)) return seed;
  if (typeof seed === 'string' && seed.length > 0 && seed.length <= 200) return seed;
  return spielFail('ERR_SPIEL_PARAMS', `The parameter "seed" must be a number or a short text, not ${JSON.stringify(seed)}.`);
};

const object = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function vasSetup(params: GameParams): unknown {
  const seed = seedOf(params);
  if (params.setup !== undefined && params.scenario !== undefined) {
    return spielFail('ERR_SPIEL_PARAMS', 'Give either "setup" or "scenario", not both.');
  }
  if (params.setup !== undefined) {
    if (!object(params.setup)) return spielFail('ERR_SPIEL_PARAMS', 'The parameter "setup" must be a Victory at Sea setup object (docs/game-record.md).');
    return params.setup;
  }
  if (params.scenario === undefined || params.scenario === 'default') return defaultBattle(seed);
  let raw: unknown = params.scenario;
  if (typeof raw === 'string') {
    if (!Object.hasOwn(BUILTIN_SCENARIOS, raw)) {
      return spielFail('ERR_SPIEL_PARAMS', `No built-in scenario is called "${raw}"; the built-in ones are default, ${Object.keys(BUILTIN_SCENARIOS).join(', ')}.`);
    }
    raw = BUILTIN_SCENARIOS[raw];
  }
  const parsed = parseScenario(raw);
  if (!parsed.ok) return spielFail('ERR_SPIEL_PARAMS', `The scenario is not valid: ${parsed.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ')}`);
  const planned = scenarioToSetup(parsed.value, { seed: String(seed), attacker: 0 });
  if (!planned.ok) return spielFail('ERR_SPIEL_PARAMS', `The scenario cannot be set up: ${planned.problems.map((p) => p.message).join('; ')}`);
  return planned.value.setup;
}

function wasSetup(params: GameParams): unknown {
  const seed = seedOf(params);
  if (params.options !== undefined && !object(params.options)) {
    return spielFail('ERR_SPIEL_PARAMS', 'The parameter "options" must be an object of War at Sea options (docs/game-record.md).');
  }
  return { seed, ...(params.options === undefined ? {} : { options: params.options }) };
}

/** The counter mix of a War at Sea game, in the order of its initial state (the tensor's ship blocks). */
const shipIdsOf = (initial: unknown): string[] => (initial as WasState).ships.map((x) => x.id);

export const GAMES: Readonly<Record<string, GameDefinition>> = {
  victory_at_sea: {
    shortName: 'victory_at_sea',
    longName: 'Victory at Sea (tactical)',
    adapter: {
      engine: vas as unknown as AnyEngine,
      players: (s) => (s as VasState).fleetOrder,
      describe: (s, a) => describeVasAction(s as VasState, a as VasAction),
    },
    parameters: {
      scenario: 'a built-in scenario id (default: the default battle of `salvo play`) or a scenario object; played with its example fleets, the first side attacking',
      setup: 'a whole Victory at Sea setup object instead of a scenario',
      seed: 'number or text: the setup\'s seed (pre-battle rolls, the default battle); default 1',
      turn_based: TURN_BASED,
    },
    setup: vasSetup,
  },
  war_at_sea: {
    shortName: 'war_at_sea',
    longName: 'War at Sea (strategic)',
    adapter: {
      engine: wasEngine as unknown as AnyEngine,
      players: () => SIDES,
      describe: (s, a) => describeWasAction(s as WasState, a as WasAction),
      tensor: {
        layout: (initial) => wasTensorLayout(shipIdsOf(initial)),
        encode: (view, initial) => wasObservationTensor(view as WasView, shipIdsOf(initial)),
      },
    },
    parameters: {
      options: 'War at Sea options object (optional rules 19.1-19.3, clarifications, tacticalBattles)',
      seed: 'number or text: the game\'s seed; default 1',
      turn_based: TURN_BASED,
    },
    setup: wasSetup,
  },
};

export function gameDefinition(name: unknown): GameDefinition {
  if (typeof name === 'string' && Object.hasOwn(GAMES, name)) return GAMES[name] as GameDefinition;
  return spielFail('ERR_SPIEL_GAME', `No game is called ${JSON.stringify(name)}; the games are ${Object.keys(GAMES).join(' and ')}.`);
}
