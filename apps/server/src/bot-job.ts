/**
 * One expensive bot decision as it crosses to a worker thread: the bot's name, its seat, its seed and
 * what the seat may see, never the game's state. Victory at Sea: `vas.observe` for the seat (the VAS
 * bots decide from the view). War at Sea: the War at Sea bots (and the engine they call for legal
 * actions and playouts) take a state, and `observe`'s view lacks public bookkeeping they need (the
 * areas still to resolve, the volleys, the convoy POC of the turn), so the job carries the state
 * with everything `observe` hides taken out: the PRNG (a fixed stand-in; the search draws its own
 * worlds) and the other side's secret order. While 19.3 hides British identities from the seat there
 * is no job: the search bot would play the heuristic there anyway, and that runs on the main thread.
 * `decideJob` is the worker's whole work, a pure function of the job.
 */
import { seedRng, type RngState } from '@salvo/kernel';
import { searchWasBot, vasBot, type VasStrength } from '@salvo/bots';
import { vas, type VasState, type VasView } from '@salvo/vas';
import { hidesBritish, type Side, type WasState } from '@salvo/was';
import type { AnyAction } from './rulesets';

export type BotJob =
  | { readonly ruleset: 'vas'; readonly strength: VasStrength; readonly seat: string; readonly seed: string; readonly view: VasView }
  | { readonly ruleset: 'war-at-sea'; readonly strength: 'search'; readonly seat: Side; readonly seed: string; readonly view: WasState };

/** The PRNG a War at Sea job carries instead of the game's (the dice to come are not the seat's to see). */
const STAND_IN: RngState = seedRng('salvo-bot-job: not the game PRNG');

/** A War at Sea state reduced to what `side` may see (for a seat that sees every ship's identity). */
export function wasSeatState(state: WasState, side: Side): WasState {
  const own = state.secret[side];
  return { ...state, rng: STAND_IN, secret: own ? { [side]: own } : {} };
}

/** The job for a Victory at Sea seat: its `observe` view. */
export function vasJob(strength: VasStrength, state: VasState, seat: string, seed: string): BotJob {
  return { ruleset: 'vas', strength, seat, seed, view: vas.observe(state, seat) };
}

/** The job for a War at Sea search seat, or null when 19.3 hides British ships from it (decided on the main thread). */
export function wasSearchJob(state: WasState, side: Side, seed: string): BotJob | null {
  if (hidesBritish(state, side)) return null;
  return { ruleset: 'war-at-sea', strength: 'search', seat: side, seed, view: wasSeatState(state, side) };
}

/** The decision (run on a worker thread). */
export function decideJob(job: BotJob): AnyAction {
  if (job.ruleset === 'vas') return vasBot(job.strength, job.seed).decide(job.view) as unknown as AnyAction;
  return searchWasBot(seedRng(job.seed)).decide(job.view, job.seat) as unknown as AnyAction;
}
