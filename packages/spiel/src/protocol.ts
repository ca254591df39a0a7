/**
 * The JSON-lines protocol of `salvo spiel` (docs/openspiel-api.md), without I/O: one request object per line,
 * one response per request, in order. Games, states and bots live in the session under handles ("g1",
 * "s3", "b2") until `delete`d.
 *
 *   request:  {"id": 7, "op": "apply_action", "state": "s1", "action": 3}
 *   response: {"id": 7, "ok": true, "result": null}
 *             {"id": 7, "ok": false, "error": {"code": "ERR_SPIEL_ILLEGAL", "message": "Action 9 is not legal here: ..."}}
 *
 * A request that is not JSON, names no known op, or lacks a field is answered with an error; the session
 * goes on. At most `MAX_HANDLES` objects are kept at once.
 */
import { loadBot, type SpielBot } from './bots';
import { SpielError, spielFail } from './errors';
import { loadGame, registeredGames, type SpielGame } from './game';
import { SIMULTANEOUS_PLAYER } from './game-type';
import type { GameParams } from './games';
import type { SpielState } from './state';
import { sameJson } from './same-json';

export const MAX_HANDLES = 100_000;

type Request = Readonly<Record<string, unknown>>;

export interface SpielSession {
  /** Answers one request line with one response line (no newline). */
  handleLine(line: string): string;
  /** Live handles (games, states, bots). */
  size(): number;
}

export function spielSession(): SpielSession {
  const objects = new Map<string, SpielGame | SpielState | SpielBot>();
  const kinds = new Map<string, 'game' | 'state' | 'bot'>();
  let next = 1;

  const keep = (kind: 'game' | 'state' | 'bot', value: SpielGame | SpielState | SpielBot): string => {
    if (objects.size >= MAX_HANDLES) spielFail('ERR_SPIEL_TOO_MANY', `This session already keeps ${MAX_HANDLES} games, states and bots; delete some ({"op":"delete","handle":...}).`);
    const handle = `${kind[0]}${next++}`;
    objects.set(handle, value);
    kinds.set(handle, kind);
    return handle;
  };
  const get = <T>(req: Request, field: string, kind: 'game' | 'state' | 'bot'): T => {
    const handle = req[field];
    if (typeof handle !== 'string' || kinds.get(handle) !== kind) spielFail('ERR_SPIEL_HANDLE', `"${field}" must name a ${kind} of this session (e.g. "${kind[0]}1"), not ${JSON.stringify(handle) ?? 'nothing'}.`);
    return objects.get(handle as string) as T;
  };
  const int = (req: Request, field: string, optional = false): number | undefined => {
    const v = req[field];
    if (v === undefined && optional) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v)) spielFail('ERR_SPIEL_REQUEST', `"${field}" must be a whole number, not ${JSON.stringify(v) ?? 'missing'}.`);
    return v as number;
  };
  const state = (req: Request): SpielState => get<SpielState>(req, 'state', 'state');

  const status = (s: SpielState) => {
    const current = s.currentPlayer();
    return {
      current_player: current,
      is_terminal: s.isTerminal(),
      is_chance_node: s.isChanceNode(),
      is_simultaneous_node: current === SIMULTANEOUS_PLAYER,
      legal_actions: current === SIMULTANEOUS_PLAYER ? s.game.playerNames.map((_, p) => s.legalActions(p)) : s.legalActions(),
      chance_outcomes: s.isChanceNode() ? s.chanceOutcomes() : [],
      returns: s.returns(),
      move_number: s.moveNumber(),
      text: s.toString(),
    };
  };

  const OPS: Readonly<Record<string, (req: Request) => unknown>> = {
    registered_games: () => registeredGames(),
    load_game: (req) => {
      if (typeof req.name !== 'string') spielFail('ERR_SPIEL_REQUEST', '"name" must name a game (victory_at_sea or war_at_sea).');
      const params = req.params ?? {};
      if (typeof params !== 'object' || params === null || Array.isArray(params)) spielFail('ERR_SPIEL_REQUEST', '"params" must be an object.');
      const game = loadGame(req.name as string, params as GameParams);
      return { game: keep('game', game), type: game.getType(), num_players: game.numPlayers(), player_names: game.playerNames, max_game_length: game.maxGameLength() };
    },
    new_initial_state: (req) => ({ state: keep('state', get<SpielGame>(req, 'game', 'game').newInitialState()) }),
    deserialize_state: (req) => {
      if (typeof req.text !== 'string') spielFail('ERR_SPIEL_REQUEST', '"text" must be the text serialize() returned, or a Salvo game record as text.');
      return { state: keep('state', get<SpielGame>(req, 'game', 'game').deserializeState(req.text as string)) };
    },
    clone: (req) => ({ state: keep('state', state(req).clone()) }),
    delete: (req) => {
      const h = req.handle;
      if (typeof h !== 'string' || !objects.has(h)) spielFail('ERR_SPIEL_HANDLE', `No object of this session is called ${JSON.stringify(h) ?? 'nothing'}.`);
      objects.delete(h as string);
      kinds.delete(h as string);
      return null;
    },
    status: (req) => status(state(req)),
    current_player: (req) => state(req).currentPlayer(),
    is_terminal: (req) => state(req).isTerminal(),
    is_chance_node: (req) => state(req).isChanceNode(),
    is_simultaneous_node: (req) => state(req).isSimultaneousNode(),
    legal_actions: (req) => state(req).legalActions(int(req, 'player', true)),
    legal_action_structs: (req) => state(req).legalActionStructs(int(req, 'player', true)),
    chance_outcomes: (req) => state(req).chanceOutcomes(),
    apply_action: (req) => { state(req).applyAction(int(req, 'action') as number); return null; },
    apply_actions: (req) => {
      const joint = req.actions;
      if (!Array.isArray(joint)) spielFail('ERR_SPIEL_REQUEST', '"actions" must be a list with one action id for each player.');
      state(req).applyActions(joint as number[]);
      return null;
    },
    apply_action_struct: (req) => { state(req).applyActionStruct(req.action); return null; },
    action_to_string: (req) => state(req).actionToString(int(req, 'player') as number, int(req, 'action') as number),
    returns: (req) => state(req).returns(),
    observation_string: (req) => state(req).observationString(int(req, 'player') as number),
    observation_tensor: (req) => state(req).observationTensor(int(req, 'player') as number),
    observation_tensor_shape: (req) => get<SpielGame>(req, 'game', 'game').observationTensorShape(),
    observation_tensor_layout: (req) => get<SpielGame>(req, 'game', 'game').observationTensorLayout(),
    information_state_string: (req) => state(req).informationStateString(int(req, 'player') as number),
    history: (req) => state(req).history(),
    serialize: (req) => state(req).serialize(),
    to_string: (req) => state(req).toString(),
    load_bot: (req) => {
      const game = get<SpielGame>(req, 'game', 'game');
      if (typeof req.strength !== 'string') spielFail('ERR_SPIEL_REQUEST', '"strength" must name a bot (e.g. "easy").');
      const seed = req.seed ?? 1;
      if (typeof seed !== 'number' && typeof seed !== 'string') spielFail('ERR_SPIEL_REQUEST', '"seed" must be a number or a text.');
      return { bot: keep('bot', loadBot(game, req.strength as string, int(req, 'player') as number, seed as number | string)) };
    },
    bot_step: (req) => {
      const bot = get<SpielBot>(req, 'bot', 'bot');
      const s = state(req);
      const action = bot.step(s);
      const listed = s.legalActionStructs(bot.player).findIndex((a) => sameJson(a, action));
      if (req.apply === true) s.applyActionStruct(action);
      return { action, id: listed >= 0 ? listed : null };
    },
  };

  return {
    size: () => objects.size,
    handleLine(line) {
      let id: unknown = null;
      try {
        let req: unknown;
        try {
          req = JSON.parse(line);
        } catch {
          return spielFail('ERR_SPIEL_REQUEST', 'Each request is one line of JSON, e.g. {"id":1,"op":"registered_games"}.');
        }
        if (typeof req !== 'object' || req === null || Array.isArray(req)) spielFail('ERR_SPIEL_REQUEST', 'A request is a JSON object with an "op".');
        const r = req as Request;
        id = r.id ?? null;
        const op = typeof r.op === 'string' && Object.hasOwn(OPS, r.op) ? OPS[r.op] : undefined;
        if (!op) spielFail('ERR_SPIEL_OP', `Unknown op ${JSON.stringify(r.op) ?? '(none)'}; the ops are ${Object.keys(OPS).join(', ')}.`);
        return JSON.stringify({ id, ok: true, result: (op as (req: Request) => unknown)(r) ?? null });
      } catch (e) {
        const error = e instanceof SpielError ? { code: e.code, message: e.message } : { code: 'ERR_SPIEL_INTERNAL', message: `Salvo failed on this request (a bug; please report it): ${e instanceof Error ? e.message : String(e)}` };
        return JSON.stringify({ id, ok: false, error });
      }
    },
  };
}
