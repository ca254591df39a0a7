/** createGame: the untrusted setup becomes the Turn 1 state (4.1-4.6). */
import type { Result, RuleError, SetupError } from '@salvo/kernel';
import { err, ok, ruleError, seedRng, setupError } from '@salvo/kernel';
import { COUNTERS } from './board';
import type { ShipState, WasEvent, WasOptions, WasState } from './types';
import { startTurn } from './turn';

const OPTION_KEYS = ['weakBismarcks', 'accumulateUboats', 'faceDown', 'clarifiedEliminations', 'tacticalBattles'] as const;

function readOptions(raw: unknown, problems: RuleError[]): WasOptions {
  const o: Record<string, boolean> = { weakBismarcks: false, accumulateUboats: false, faceDown: false, clarifiedEliminations: false };
  if (raw === undefined) return o as unknown as WasOptions;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push(ruleError('ERR_SETUP_OPTIONS', 'Options must be an object of true/false switches.', { path: 'options' }));
    return o as unknown as WasOptions;
  }
  for (const [k, v] of Object.entries(raw)) {
    if (!(OPTION_KEYS as readonly string[]).includes(k)) {
      problems.push(ruleError('ERR_SETUP_OPTIONS', `Unknown option ${k}; known: ${OPTION_KEYS.join(', ')}.`, { path: `options.${k}` }));
    } else if (typeof v !== 'boolean') {
      problems.push(ruleError('ERR_SETUP_OPTIONS', `Option ${k} must be true or false.`, { path: `options.${k}` }));
    } else o[k] = v;
  }
  return o as unknown as WasOptions;
}

/** Ships from the counter mix: starting forces in their home ports, the rest off-board. */
function initialShips(): ShipState[] {
  return COUNTERS.map((c) => ({
    id: c.id, name: c.name, nation: c.nation, type: c.type, side: c.side,
    attack: c.attack, defense: c.defense, speed: c.speed, airstrike: c.airstrike,
    damage: 0, disabled: false,
    status: c.entryTurn === null ? 'active' : 'waiting',
    location: c.entryTurn === null ? { kind: 'port', port: c.homePort } : { kind: 'offboard' },
    moved: false, oiler: false, neutralSince: null, maySail: false,
    entryTurn: c.entryTurn, homePort: c.homePort,
  }));
}

export function createGame(setup: unknown): Result<{ state: WasState; events: WasEvent[] }, SetupError> {
  const problems: RuleError[] = [];
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) {
    return err(setupError([ruleError('ERR_SETUP_SHAPE', 'The setup must be an object with a seed.')]));
  }
  const raw = setup as Record<string, unknown>;
  const seed = raw['seed'];
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    problems.push(ruleError('ERR_SETUP_SEED', 'The setup needs a seed (a number or a string).', { path: 'seed' }));
  }
  for (const k of Object.keys(raw)) {
    if (k !== 'seed' && k !== 'options') problems.push(ruleError('ERR_SETUP_SHAPE', `Unknown setup field ${k}.`, { path: k }));
  }
  const options = readOptions(raw['options'], problems);
  if (problems.length) return err(setupError(problems));
  const state: WasState = {
    game: 'war-at-sea', options, turn: 0, step: { kind: 'deploy' }, ships: initialShips(),
    uboats: { inPlay: 0, reserve: 0, areas: {} }, control: [], poc: 0,
    pendingPoc: { allies: 0, axis: 0 }, lba: { allies: null, axis: null }, secret: {}, areaQueue: [], combat: {}, volleys: [], after: null,
    rng: seedRng(seed as number | string), revealed: false,
  };
  const events: WasEvent[] = [];
  startTurn(state, 1, events);
  return ok({ state, events });
}

