/** The two engines as the local session drives them: log sentences, bots and player names. */
import { heuristicWasBot, randomWasBot, searchWasBot, vasBot, type VasBot } from '@salvo/bots';
import { nextU32, type Engine, type RngState } from '@salvo/kernel';
import { vas, type VasAction, type VasEvent, type VasState } from '@salvo/vas';
import { requestFor, visibleEvents, wasEngine, type Side, type WasAction, type WasEvent, type WasState, describeEvent } from '@salvo/was';
import { sideName } from '../was/names';
import type { GameAdapter } from './local';
import { offThread } from './bot-thread';
import type { Controller } from './types';

export const vasEngine = vas as unknown as Engine<unknown, VasState, VasAction, VasEvent, string, unknown>;
export const wasEng = wasEngine as unknown as Engine<unknown, WasState, WasAction, WasEvent, string, unknown>;

export const vasAdapter: GameAdapter<VasState, VasAction, VasEvent> = {
  kind: 'vas',
  engine: vasEngine,
  describe: (_before, _after, events) => events.map((e) => {
    const rule = (e as { rule?: unknown }).rule;
    return typeof rule === 'string' ? { text: e.text, rule } : { text: e.text };
  }),
  botDecide: (state, player, bot, rng) => (bot === 'easy' || bot === 'normal' || bot === 'hard'
    ? strengthBot(player, bot, rng).decide(vas.observe(state, player))
    : vasEngine.sampleAction(state, rng)),
  botOffload: (state, player, bot, rng) => (bot === 'hard'
    ? offThread({ game: 'vas', ...workerBot(rng, player, bot), player, state }) as Promise<VasAction> | null
    : null),
  actorName: (state, player) => state.fleets[player]?.name ?? player,
};

/**
 * A long-thinking bot's name on the worker (bot-thread.ts) and the seed it is made from: one per session
 * (its bot PRNG), seat and strength, the seed drawn from that PRNG the first time, as `strengthBot` does.
 */
const sessionIds = new WeakMap<RngState, { id: number; seeds: Map<string, string> }>();
let sessions = 0;
function workerBot(rng: RngState, player: string, strength: string): { key: string; seed: string } {
  let s = sessionIds.get(rng);
  if (!s) sessionIds.set(rng, (s = { id: ++sessions, seeds: new Map() }));
  const name = `${player}:${strength}`;
  let seed = s.seeds.get(name);
  if (seed === undefined) s.seeds.set(name, (seed = `${nextU32(rng)}:${player}`));
  return { key: `${s.id}:${name}`, seed };
}

/**
 * The Victory at Sea strengths of @salvo/bots (VAS_STRENGTHS), one bot per seat and strength, each fed only
 * `observe` for its fleet like the server's and the CLI's bots; seeded from the session's bot PRNG (itself
 * seeded from the game's seed), kept per session by that PRNG.
 */
const strengthBots = new WeakMap<RngState, Map<string, VasBot>>();
function strengthBot(player: string, strength: 'easy' | 'normal' | 'hard', rng: RngState): VasBot {
  let bots = strengthBots.get(rng);
  if (!bots) strengthBots.set(rng, (bots = new Map()));
  const key = `${player}:${strength}`;
  let b = bots.get(key);
  if (!b) {
    b = vasBot(strength, `${nextU32(rng)}:${player}`);
    bots.set(key, b);
  }
  return b;
}

/** `logViewer`: the side whose view filters the log (19.3 face-down ships). */
export function wasAdapter(logViewer: Side): GameAdapter<WasState, WasAction, WasEvent> {
  const bots = new Map<string, ReturnType<typeof heuristicWasBot>>();
  const botFor = (kind: Controller, rng: RngState) => {
    const key = kind;
    let b = bots.get(key);
    if (!b) {
      b = kind === 'random' ? randomWasBot(rng) : kind === 'search' ? searchWasBot(rng) : heuristicWasBot(rng);
      bots.set(key, b);
    }
    return b;
  };
  return {
    kind: 'was',
    engine: wasEng,
    describe: (before, after, events) => visibleEvents(after, events, logViewer)
      .map((e) => describeEvent(after, e, before))
      .filter((t): t is string => t !== null)
      .map((text) => ({ text })),
    botDecide: (state, player, bot, rng) => botFor(bot, rng).decide(state, player as Side),
    botOffload: (state, player, bot, rng) => (bot === 'search'
      ? offThread({ game: 'was', ...workerBot(rng, player, bot), player, state }) as Promise<WasAction> | null
      : null),
    actorName: (_state, player) => sideName(player as Side),
    // WAS-SALVO-TACTICAL: how a surface battle is fought (table or dice) is asked of the people, not a bot's seat.
    forPeople: (state) => state.step.kind === 'tactical-battle',
    // 19.3: the Axis is not told which British ships roll for speed (nor any British name before the reveal)
    diceLabel: (state, request) => requestFor(state, request, logViewer).label,
  };
}
