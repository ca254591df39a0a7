/**
 * The boardgame.io game of the server bench whose move is the same load as a Salvo action: the move
 * applies one Victory at Sea action through @salvo/vas (checked by the engine and refused when the
 * engine names another actor, as Salvo's server does), then rolls every chance step that follows from
 * the state's own PRNG, as Salvo's server does; `playerView` is the engine's `observe` for the player's
 * seat, with whose turn it is (and the prompt for the seats that must decide) and the events of the
 * last move that seat may see, which is what a Salvo `update` frame carries. The battle is the
 * server's default (Warspite and Valiant against Vittorio Veneto and Zara).
 *
 * The move reads the state through immer's `original`, not through the draft boardgame.io hands it,
 * so the engine's clone reads plain objects (the fairest way to run a foreign engine under immer).
 */
import { original } from 'immer';
import { rollFor } from '@salvo/kernel';
import { vas, type VasAction, type VasEvent, type VasState } from '@salvo/vas';
import { rulesetOf } from '../apps/server/src/rulesets';

export interface VasG {
  readonly state: VasState;
  /** Player i plays seat seats[i] (the engine's fleet order). */
  readonly seats: readonly string[];
  /** The events of the last move (the action's and its dice'). */
  readonly events: readonly VasEvent[];
}

/** What a player is sent: the engine's view of its seat, whose turn it is, the last move's visible events. */
export interface VasPlayerView {
  readonly view: unknown;
  readonly turn: { kind: string; seats: string[]; prompt?: string };
  readonly events: readonly unknown[];
}

const INVALID_MOVE = 'INVALID_MOVE';
const rs = rulesetOf('vas');
if (!rs) throw new Error('no vas ruleset');
const ruleset = rs;

function turnOf(state: VasState, seat: string): VasPlayerView['turn'] {
  const p = vas.pending(state);
  switch (p.kind) {
    case 'decision': return { kind: p.kind, seats: [p.player], ...(p.player === seat ? { prompt: p.prompt } : {}) };
    case 'simultaneous': return { kind: p.kind, seats: [...p.players], ...(p.players.includes(seat) ? { prompt: p.prompt } : {}) };
    case 'chance': return { kind: p.kind, seats: [] };
    case 'over': return { kind: p.kind, seats: [] };
  }
}

/** Rolls every chance step now pending from the state's own PRNG (what Salvo's server does after each action). */
function rollDice(state: VasState, events: VasEvent[]): VasState {
  for (let n = 0; n <= vas.descriptor.maxActions; n++) {
    const p = vas.pending(state);
    if (p.kind !== 'chance') break;
    const t = vas.applyTrusted(state, vas.diceAction(rollFor(state.rng, p.request)));
    state = t.state;
    events.push(...t.events);
  }
  return state;
}

type Ctx = { G: VasG; playerID?: string | null; random: { Number(): number } };

export const bgioVasGame = {
  name: 'salvo-bench-vas',
  setup: ({ random }: { random: { Number(): number } }): VasG => {
    const created = vas.createGame({ ...ruleset.defaultSetup(), seed: Math.floor(random.Number() * 2 ** 31) } as never);
    if (!created.ok) throw new Error(created.error.message);
    const events: VasEvent[] = [];
    return { state: rollDice(created.value, events), seats: [...created.value.fleetOrder], events };
  },
  moves: {
    act: {
      move: ({ G, playerID }: Ctx, action: VasAction): VasG | typeof INVALID_MOVE => {
        const g = (original(G) ?? G) as VasG;
        const seat = g.seats[Number(playerID)];
        if (seat === undefined || vas.actorOf(g.state, action) !== seat) return INVALID_MOVE;
        const r = vas.apply(g.state, action);
        if (!r.ok) return INVALID_MOVE;
        const events = [...r.value.events];
        return { state: rollDice(r.value.state, events), seats: g.seats, events };
      },
      client: false,
    },
  },
  turn: { activePlayers: { all: null } },
  endIf: ({ G }: Ctx): { winners: readonly string[] } | undefined => {
    const p = vas.pending(G.state);
    return p.kind === 'over' ? { winners: p.winners } : undefined;
  },
  playerView: ({ G, playerID }: Ctx): VasPlayerView => {
    const seat = G.seats[Number(playerID)] ?? 'spectator';
    return { view: vas.observe(G.state, seat), turn: turnOf(G.state, seat), events: ruleset.eventsFor(G.state, G.events, seat) };
  },
};
