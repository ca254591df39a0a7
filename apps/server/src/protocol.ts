/** The shapes of what clients send (WebSocket frames and HTTP bodies), checked before anything else. */
import { z } from 'zod';
import { CHAT_MAX_CHARS, type ClientFrame as SharedClientFrame } from '@salvo/kernel/protocol';
import { ENTROPY } from './secrets';

const secret = z.string().min(16).max(128);
const id = z.string().min(1).max(64);
export const action = z.looseObject({ type: z.string().min(1).max(64) });

const coordinate = z.number().min(-1e4).max(1e4);
/** A seat's deployment (numbers only bounded here: the scenario's checks answer a wrong one with their sentence) (deployment.ts): every ship it places (heading absent: its zone's), its carriers' flights aloft by ship id. */
export const deployment = z.object({
  placements: z.array(z.object({ ship: z.string().min(1).max(64), x: coordinate, y: coordinate, heading: z.number().min(-1e4).max(1e4).optional() }).strict()).max(200),
  aloft: z.record(z.string().max(64), z.union([z.number().min(-1e3).max(1e3), z.record(z.string().max(64), z.number().min(-1e3).max(1e3)), z.null()])).optional(),
}).strict();
export const clientFrame = z.discriminatedUnion('t', [
  z.object({ t: z.literal('hello'), game: id, token: secret.optional(), spectate: secret.optional(), lastVersion: z.number().int().min(0).max(1e9).optional(), patches: z.boolean().optional() }).strict(),
  z.object({ t: z.literal('act'), v: z.number().int().min(0).max(1e9), action, id: id.optional() }).strict(),
  z.object({ t: z.literal('ping') }).strict(),
  // the length is checked once trimmed (chat.ts), with a sentence of its own; this bound only stops a huge frame
  z.object({ t: z.literal('say'), text: z.string().max(CHAT_MAX_CHARS * 4), id: id.optional() }).strict(),
  // a seat's deployment of a scenario game deployed by hand (deployment.ts)
  z.object({ t: z.literal('deploy'), deployment, id: id.optional() }).strict(),
  // take back online (take-back.ts): the request, and the other seat's answer to request `request`
  z.object({ t: z.literal('take-back'), id: id.optional() }).strict(),
  z.object({ t: z.literal('take-back-answer'), request: z.number().int().min(1).max(1e9), allow: z.boolean(), id: id.optional() }).strict(),
]);
export type ClientFrame = z.infer<typeof clientFrame>;
// the schema and the shared protocol type (what the web client sends) must agree, both ways
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Deep<T> = T extends object ? { -readonly [K in keyof T]: Deep<T[K]> } : T;
export const clientFrameMatchesProtocol: Same<Deep<ClientFrame>, Deep<SharedClientFrame>> = true;

type ActFrame = Extract<ClientFrame, { t: 'act' }>;
const ACT_KEYS = new Set(['t', 'v', 'action', 'id']);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const idOk = (x: unknown): boolean => typeof x === 'string' && x.length >= 1 && x.length <= 64;

/**
 * `clientFrame`'s check of an `act` frame (the one sent per action) without zod's cost: true only for
 * a frame the schema accepts as it is; anything else (every refusal) goes through `clientFrame`, so the
 * answers are zod's. protocol.test.ts checks the two agree on generated frames.
 */
export function isPlainAct(json: unknown): json is ActFrame {
  if (!isRecord(json) || json.t !== 'act') return false;
  for (const k of Object.keys(json)) if (!ACT_KEYS.has(k)) return false;
  const { v, action: a, id: clientId } = json;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || v > 1e9) return false;
  if (clientId !== undefined && !idOk(clientId)) return false;
  return isRecord(a) && typeof a.type === 'string' && a.type.length >= 1 && a.type.length <= 64;
}

export const createBody = z.object({
  ruleset: z.enum(['vas', 'victory-at-sea', 'war-at-sea', 'was']),
  setup: z.record(z.string(), z.unknown()).optional(),
  /** Per player seat: `{ bot: name }` seats a bot; any other seat is for a person. */
  seats: z.record(z.string().max(64), z.object({ bot: z.string().max(64).optional() }).strict()).optional(),
  table: z.boolean().optional(),
  /** The seat the creator takes (its token is returned); the other people's seats get invites. */
  as: z.string().max(64).optional(),
  /**
   * Seat entropy: no die is rolled until every person's seat has given its contribution (on join, or
   * POST /api/games/:id/entropy); the engine seed mixes them all with the committed server seed.
   */
  seatEntropy: z.boolean().optional(),
  /**
   * Victory at Sea: a scenario instead of `setup` (scenario-setup.ts): a built-in one by `id`, or a
   * designer's own scenario `file` (Salvo's scenario format, checked as `salvo play --scenario` checks it);
   * the Priority Level of a generic scenario, fleet files by side id, the attacking player (0 or 1; rolled
   * when absent), the points value the players agreed (At All Costs; planBattle refuses it elsewhere).
   */
  scenario: z.object({
    id: z.string().max(64).optional(),
    file: z.record(z.string(), z.unknown()).optional(),
    level: z.enum(['Patrol', 'Skirmish', 'Raid', 'Battle', 'War']).optional(),
    fleets: z.record(z.string().max(64), z.unknown()).optional(),
    attacker: z.union([z.literal(0), z.literal(1)]).optional(),
    points: z.number().int().min(1).max(99).optional(),
  }).strict().optional(),
  /**
   * A scenario game's deployment (deployment.ts): `hand`, the default when every seat is a person, has each person
   * place her ships and choose her carriers' flights aloft in the plan's deploy order; `auto` places every ship as
   * a bot would, and starts the battle at once. A bot's seat is always placed automatically.
   */
  deploy: z.enum(['hand', 'auto']).optional(),
}).strict();

export const deployBody = deployment.extend({ id: id.optional() }).strict();

const entropy = z.string().regex(ENTROPY);
export const joinBody = z.object({ invite: secret, entropy: entropy.optional() }).strict();
export const entropyBody = z.object({ entropy }).strict();
export const mineBody = z.object({ tokens: z.array(secret).min(1).max(100) }).strict();
export const actBody = z.object({ v: z.number().int().min(0).max(1e9), action, id: id.optional() }).strict();

/** A zod failure as one sentence naming the first field at fault (never echoing the values sent). */
export function shapeProblem(e: z.ZodError): string {
  const first = e.issues[0];
  const where = first && first.path.length ? ` (at ${first.path.map(String).join('.')})` : '';
  return `The message is not of the expected form${where}.`;
}
