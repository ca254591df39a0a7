/**
 * Creating a game: the server draws the seed and commits to it, the setup (the client's, or the
 * ruleset's default) gets the derived seed, each player seat is a bot (by name) or a person; the
 * creator's seat gets its token, every other person's seat an invite, the game a spectator key.
 * Secrets are returned once and only their hashes are stored. A game created with `seatEntropy` and a
 * person's seat starts 'seeding': its setup holds a placeholder seed until every person's seat has
 * contributed (service.contribute), and nothing is rolled or played before. A scenario game deployed by hand starts
 * 'deploying' (deployment.ts): its setup is a stand-in, with a placeholder seed, until every seat has deployed.
 */
import { botFor, botNames } from './bots';
import { insertGame } from './db/queries';
import type { Store } from './db/open';
import type { SeatsTable } from './db/schema';
import { rebuild } from './live';
import { scenarioSetup } from './scenario-setup';
import { deployerOf, planSeed, progressOf, type DeployRecord } from './deployment';
import { RESERVED_SEATS, rulesetOf, toMove } from './rulesets';
import { engineSeedV2, hashSecret, newGameId, newSecret, newServerSeed, seedCommitment, SEEDING_PLACEHOLDER } from './secrets';
import type { z } from 'zod';
import type { createBody } from './protocol';

export type CreateRequest = z.infer<typeof createBody>;

export type Created =
  | { ok: true; game: string; ruleset: string; seedCommit: string; seats: { seat: string; kind: string; bot: string | null }[]; you: { seat: string; token: string } | null; invites: Record<string, string>; spectate?: string; g: ReturnType<typeof rebuild> }
  | { ok: false; code: string; message: string; problems?: unknown };

/**
 * A scenario game's deployment: by hand (`deploy: "hand"`, the default when every seat is a person) its person seats
 * deploy in the plan's order and `next` is the first to; null when it is deployed automatically (`deploy: "auto"`, a
 * bot in a seat by default, or nobody by hand has anything to decide: the automatic setup stands).
 */
function byHand(req: CreateRequest, rows: readonly SeatsTable[], id: string, serverSeed: string): { ok: true; rec: DeployRecord; next: string | null } | null | { ok: false; code: string; message: string } {
  const people = rows.filter((r) => r.kind === 'human').map((r) => r.seat);
  const mode = req.deploy ?? (people.length === rows.length ? 'hand' : 'auto');
  if (mode === 'auto' || people.length === 0 || !req.scenario) return null;
  const rec: DeployRecord = { request: req.scenario, hand: people, done: {} };
  const p = progressOf(rec, planSeed(id, serverSeed));
  if ('ok' in p) return { ok: false, code: 'ERR_SCENARIO', message: p.message };
  return { ok: true, rec, next: deployerOf(p) };
}

/**
 * `spectatorHash`, for the server's own games only (a rematch): the new game keeps that spectator key instead of a
 * new one, so whoever watched the old game may watch it; `spectate` is then absent from the answer (the server
 * holds only the hash).
 */
export async function createGame(store: Store, req: CreateRequest, keep: { readonly spectatorHash?: string } = {}): Promise<Created> {
  const rs = rulesetOf(req.ruleset);
  if (!rs) return { ok: false, code: 'ERR_RULESET', message: 'Unknown ruleset.' };
  const id = newGameId();
  const serverSeed = newServerSeed();
  const seedCommit = seedCommitment(id, serverSeed);
  let given = req.setup;
  if (req.deploy !== undefined && !req.scenario) return { ok: false, code: 'ERR_SETUP', message: 'Deployment by hand or automatic is chosen for a scenario game: give a scenario.' };
  if (req.scenario) {
    if (rs.id !== 'vas' || req.setup) return { ok: false, code: 'ERR_SETUP', message: req.setup ? 'Give a scenario or a setup, not both.' : 'Scenarios are Victory at Sea battles.' };
    // the pre-battle rolls come from the secret server seed: the creator cannot choose them
    const made = scenarioSetup(req.scenario, planSeed(id, serverSeed));
    if (!made.ok) return { ok: false, code: 'ERR_SCENARIO', message: made.message, ...(made.problems ? { problems: made.problems } : {}) };
    given = made.setup;
  }
  // the seed does not change the setup's validity or seats: it is settled once the seats are known
  const setup: Record<string, unknown> = { ...(given ?? rs.defaultSetup()), seed: SEEDING_PLACEHOLDER };
  const created = rs.engine.createGame(setup);
  if (!created.ok) return { ok: false, code: 'ERR_SETUP', message: created.error.message, problems: created.error.problems };
  const players = rs.seats(created.value);
  const reserved = players.find((p) => RESERVED_SEATS.has(p));
  if (reserved !== undefined) return { ok: false, code: 'ERR_SETUP', message: `"${reserved}" is a name the server keeps; give that fleet another id.` };
  for (const name of Object.keys(req.seats ?? {})) {
    if (!players.includes(name)) return { ok: false, code: 'ERR_SEAT', message: `This game has no seat "${name}"; its seats are ${players.join(', ')}.` };
  }
  if (req.as !== undefined && !players.includes(req.as)) return { ok: false, code: 'ERR_SEAT', message: `This game has no seat "${req.as}"; its seats are ${players.join(', ')}.` };
  const rows: SeatsTable[] = [];
  const invites: Record<string, string> = {};
  let you: { seat: string; token: string } | null = null;
  for (const p of players) {
    const botName = req.seats?.[p]?.bot;
    if (botName !== undefined) {
      if (!botFor(botName, rs.id)) return { ok: false, code: 'ERR_BOT', message: `No bot "${botName}" plays ${rs.id}; bots: ${botNames(rs.id).join(', ')}.` };
      if (req.as === p) return { ok: false, code: 'ERR_SEAT', message: 'You cannot take a seat given to a bot.' };
      rows.push({ game_id: id, seat: p, kind: 'bot', bot: botName, token_hash: null, invite_hash: null });
    } else if (req.as === p) {
      const token = newSecret();
      you = { seat: p, token };
      rows.push({ game_id: id, seat: p, kind: 'human', bot: null, token_hash: hashSecret(token), invite_hash: null });
    } else {
      const invite = newSecret();
      invites[p] = invite;
      rows.push({ game_id: id, seat: p, kind: 'human', bot: null, token_hash: null, invite_hash: hashSecret(invite) });
    }
  }
  const seeding = req.seatEntropy === true && rows.some((r) => r.kind === 'human');
  const deploy = req.scenario ? byHand(req, rows, id, serverSeed) : null;
  if (deploy && !deploy.ok) return deploy;
  const deploying = deploy?.ok === true && deploy.next !== null;
  if (deploying && seeding) return { ok: false, code: 'ERR_SETUP', message: 'A scenario deployed by hand does not take seat entropy yet: choose one of the two (or "deploy": "auto").' };
  if (!seeding && !deploying) setup.seed = engineSeedV2(id, serverSeed, {});
  const spectate = keep.spectatorHash === undefined ? newSecret() : undefined;
  const spectatorHash = keep.spectatorHash ?? hashSecret(spectate ?? '');
  const table = req.table === true;
  const now = new Date().toISOString();
  const row = {
    id, ruleset: rs.id, setup: JSON.stringify(setup), server_seed: serverSeed, seed_commit: seedCommit,
    table_mode: table ? 1 : 0, version: 0, status: seeding ? 'seeding' : deploying ? 'deploying' : 'active',
    to_move: JSON.stringify(deploying && deploy?.ok ? [deploy.next] : toMove(rs, created.value, table, null).seats),
    last_actor: null, spectator_hash: spectatorHash, created_at: now, updated_at: now, engine_version: rs.engine.descriptor.version,
    ...(deploying && deploy?.ok ? { deployment: JSON.stringify(deploy.rec) } : {}),
  };
  await insertGame(store, row, rows);
  const g = rebuild(row, rows, []);
  return { ok: true, game: id, ruleset: rs.id, seedCommit, seats: rows.map((r) => ({ seat: r.seat, kind: r.kind, bot: r.bot })), you, invites, ...(spectate === undefined ? {} : { spectate }), g };
}
