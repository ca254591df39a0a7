/**
 * A game as one process holds it: the state at its version, rebuilt from setup + actions, and the
 * last HISTORY versions' events already filtered for each viewer (a seat or the spectator), so a
 * reconnecting client is sent what it missed without replaying. Only `advance` changes a LiveGame.
 */
import type { GamesTable, SeatsTable } from './db/schema';
import { rngOf, rulesetOf, SPECTATOR, type AnyAction, type Ruleset } from './rulesets';
import { rollFor } from '@salvo/kernel';
import { engineVersionOf, storedSetup } from './stored-setup';
import type { DeployRecord } from './deployment';
import { isMarker } from './db/take-back';

export const HISTORY = 256;

export interface HistoryEntry {
  readonly v: number;
  readonly events: ReadonlyMap<string, readonly unknown[]>;
  /**
   * A version that answered a chance step: who rolled its dice, from the record's actor: the seat that typed
   * them at the table, or null when the server rolled them. Absent for decisions.
   */
  readonly roll?: { readonly by: string | null };
}

export interface LiveGame {
  readonly id: string;
  readonly rs: Ruleset;
  readonly table: boolean;
  readonly seedCommit: string;
  /** Secret until the game is over: only `revealedSeed` hands it out. */
  readonly serverSeed: string;
  readonly spectatorHash: string;
  readonly players: readonly string[];
  seats: Map<string, SeatsTable>;
  state: unknown;
  version: number;
  lastActor: string | null;
  /** The version at which the current simultaneous step began (actions stamped since then still count). */
  simStart: number;
  history: HistoryEntry[];
  /** Waiting for the seats' entropy (status 'seeding'): no die is rolled and no action taken yet. */
  seeding: boolean;
  /** A table battle's war (WAS-SALVO-TACTICAL-ONLINE, table-battles.ts), or null. */
  readonly parent: string | null;
  /** The engine version the game was created under, whose rules it is played by (stored-setup.ts). */
  readonly engineVersion: number;
  /**
   * A scenario being deployed by hand (status 'deploying', deployment.ts): its record, else null. While it is set the
   * state is a stand-in that nothing may show, roll or play (frames come from deploy-frames.ts).
   */
  deployment: DeployRecord | null;
}

/** The person seats whose entropy a seeding game still waits for (names only, never the values). */
export function awaitedEntropy(g: LiveGame): string[] {
  if (!g.seeding) return [];
  return g.players.filter((p) => { const s = g.seats.get(p); return s?.kind === 'human' && !s.entropy; });
}

export function viewersOf(g: LiveGame): string[] {
  return [...g.players, SPECTATOR];
}

export function isOver(g: LiveGame): boolean {
  return g.rs.engine.pending(g.state).kind === 'over';
}

/**
 * Builds a game from its row, seats and actions (trusted: they were checked when committed). With their `seq`, a gap
 * (actions taken back) and a take back's marker (db/take-back.ts) are followed: the version is always the last seq.
 */
export function rebuild(row: GamesTable, seats: readonly SeatsTable[], actions: readonly { seq?: number; actor: string; action: string }[]): LiveGame {
  const rs = rulesetOf(row.ruleset);
  if (!rs) throw new Error(`unknown ruleset ${row.ruleset}`);
  const created = rs.engine.createGame(storedSetup(row, rs));
  if (!created.ok) throw new Error(`stored setup rejected: ${created.error.code}`);
  const g: LiveGame = {
    id: row.id, rs, table: row.table_mode === 1, seedCommit: row.seed_commit, serverSeed: row.server_seed, spectatorHash: row.spectator_hash,
    players: rs.seats(created.value), seats: new Map(seats.map((s) => [s.seat, s])),
    state: created.value, version: 0, lastActor: null, simStart: 0, history: [], seeding: row.status === 'seeding',
    parent: row.parent ?? null, engineVersion: engineVersionOf(row, rs),
    deployment: row.status === 'deploying' && row.deployment ? (JSON.parse(row.deployment) as DeployRecord) : null,
  };
  for (const a of actions) {
    if (a.seq !== undefined && isMarker(a)) {
      takenBack(g, a.seq);
      continue;
    }
    if (a.seq !== undefined) g.version = a.seq - 1;
    advance(g, a.actor, JSON.parse(a.action) as AnyAction, false);
  }
  return g;
}

/**
 * The version `v` a take back made (its marker): no events; the history restarts there, since the versions it
 * removed are gone (a client that missed them gets no events, only the view).
 */
export function takenBack(g: LiveGame, v: number): void {
  g.version = v;
  g.simStart = v;
  g.history = [{ v, events: new Map(viewersOf(g).map((viewer) => [viewer, []])) }];
}

/**
 * Applies one action to the game (checked: `apply`, returning the refusal; trusted: `applyTrusted`).
 * A checked action that is accepted comes back as `{ accepted }`: the engine's normalised copy, which is
 * what the host records (never the object it was sent, extra fields and all).
 */
export function advance(g: LiveGame, actor: string, action: AnyAction, checked: boolean): { code: string; message: string } | { accepted: AnyAction } {
  const before = g.rs.engine.pending(g.state);
  let t;
  let accepted = action;
  if (checked) {
    const r = g.rs.engine.apply(g.state, action);
    if (!r.ok) return { code: r.error.code, message: r.error.message };
    t = r.value;
    if (r.value.action !== undefined) accepted = r.value.action as AnyAction;
  } else t = g.rs.engine.applyTrusted(g.state, action);
  g.state = t.state;
  g.version += 1;
  if (actor !== 'dice' && actor !== 'server') g.lastActor = actor;
  const events = new Map<string, unknown[]>();
  for (const viewer of viewersOf(g)) events.set(viewer, g.rs.eventsFor(t.state, t.events, viewer));
  g.history.push({ v: g.version, events, ...(before.kind === 'chance' ? { roll: { by: g.players.includes(actor) ? actor : null } } : {}) });
  if (g.history.length > HISTORY) g.history.shift();
  const after = g.rs.engine.pending(g.state);
  const sameStep = after.kind === 'simultaneous' && before.kind === 'simultaneous' && after.decision === before.decision;
  if (!sameStep) g.simStart = g.version;
  return { accepted };
}

/** The `roll` action the state's own PRNG gives for the pending chance step (what `rollChance` rolls). */
export function prngRoll(g: LiveGame): AnyAction {
  const p = g.rs.engine.pending(g.state);
  if (p.kind !== 'chance') throw new Error('no dice pending');
  return g.rs.engine.diceAction(rollFor(rngOf(g.state), p.request));
}

/** The server seed once the game is over (commit-reveal), else null. */
export function revealedSeed(g: LiveGame): string | null {
  return isOver(g) ? g.serverSeed : null;
}
