/**
 * Walking a log through the engine (property 1 and the checks of 3 and 4). `step` checks one entry against the
 * state before it and applies it: whose it is (the engine's `actorOf`, the roller rule), its dice against the
 * roller's proof, sealed orders against their commitment, and the rules (`apply`, strict). The same `step` runs
 * when a file is opened and when a seat adds an entry, so a file Salvo writes is a file Salvo accepts.
 */
import { err, ok, type Result } from '@salvo/kernel';
import { hex } from './bytes';
import { headerHash, nextHash } from './chain';
import { diceFromProof, diceMessage } from './dice';
import { mailError, type MailError } from './errors';
import { mailEngine, type MailEngine } from './games';
import { commitmentOf } from './orders';
import { firstBadProof, type ProofCheck } from './batch';
import { validPublicKey, verify } from './sign';
import type { MailEntry, MailFile, MailHeader, SealedEntry } from './types';

export interface Walk {
  readonly header: MailHeader;
  readonly engine: MailEngine;
  readonly log: MailEntry[];
  state: unknown;
  /** Engine actions applied so far. */
  actions: number;
  keys: Record<string, string>;
  /** Outstanding sealed orders: seat -> log position of its `sealed` entry. */
  sealed: Record<string, number>;
  /** The seat of the last decision (act or reveal); null before any. */
  lastDecider: string | null;
  /** Chain hash after the entries walked. */
  chain: Uint8Array;
}

export const otherSeat = (h: MailHeader, seat: string): string => (h.seats[0] === seat ? h.seats[1] : h.seats[0]);
export const nameOf = (h: MailHeader, seat: string): string => h.names[seat] ?? seat;
/** The roller of a chance step now: the opponent of the last decider; before any decision, the seat that did not create the game. */
export const rollerOf = (w: Walk): string => (w.lastDecider === null ? w.header.seats[1] : otherSeat(w.header, w.lastDecider));

export function cloneWalk(w: Walk): Walk {
  return { ...w, log: w.log.slice(), keys: { ...w.keys }, sealed: { ...w.sealed } };
}

/** The walk at the start of the game (the setup under the rules of the engine version the file was made with). */
export function startWalk(header: MailHeader): Result<Walk, MailError> {
  const engine = mailEngine(header.game);
  if (header.engineVersion > engine.descriptor.version) {
    return err(mailError('ERR_MAIL_VERSION', `This game was made by a newer Salvo (rules version ${header.engineVersion}; this one has ${engine.descriptor.version}): update Salvo to open it.`));
  }
  const setup = header.engineVersion < engine.descriptor.version && engine.setupUnder ? engine.setupUnder(header.setup, header.engineVersion) : header.setup;
  const created = engine.createGame(setup);
  if (!created.ok) return err(mailError('ERR_MAIL_SETUP', `The game in this file cannot be set up: ${created.error.message}`));
  if (!validPublicKey(header.creatorKey)) return err(mailError('ERR_MAIL_FORMAT', 'This mail file is damaged: the creator\'s key is not a key.'));
  return ok({
    header, engine, log: [], state: created.value, actions: 0, keys: { [header.seats[0]]: header.creatorKey },
    sealed: {}, lastDecider: null, chain: headerHash(header),
  });
}

export interface StepOptions {
  /** Check the roller's BLS proof (a pairing, ~20 ms); dice are always checked against the proof's hash. */
  readonly verifyProof: boolean;
  /** How the entry is named in sentences: "Action 17 of 40". */
  readonly where: string;
  /** When given, proofs are collected here to be checked together (batch.ts) instead of one by one. */
  readonly deferred?: DeferredProof[];
}

export interface DeferredProof extends ProofCheck { readonly error: MailError }

const sameDice = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** Checks and applies one entry; mutates the walk. Returns the engine events. */
export function step(w: Walk, e: MailEntry, o: StepOptions): Result<readonly unknown[], MailError> {
  const h = w.header;
  const who = nameOf(h, e.seat);
  const fail = (code: string, message: string): Result<never, MailError> => err(mailError(code, `${o.where}: ${message}`));
  if (e.kind === 'join') {
    if (e.seat === h.seats[0] || w.keys[e.seat] !== undefined) return fail('ERR_MAIL_FORMAT', `${who} joins a game ${who} is already in.`);
    if (!validPublicKey(e.key)) return fail('ERR_MAIL_FORMAT', `${who}'s key is not a key.`);
    w.keys[e.seat] = e.key;
    return done(w, e, []);
  }
  const key = w.keys[e.seat];
  if (key === undefined) return fail('ERR_MAIL_FORMAT', `${who} acts before joining the game.`);
  const p = w.engine.pending(w.state);
  const other = otherSeat(h, e.seat);
  if (e.kind === 'roll') {
    if (p.kind !== 'chance') return fail('ERR_MAIL_NOT_YOURS', 'dice are written where no dice are asked for.');
    const roller = rollerOf(w);
    if (e.seat !== roller) return fail('ERR_MAIL_DICE', `these dice were rolled by ${who}, but ${nameOf(h, roller)} rolls them (the other player made the last decision).`);
    const want = diceFromProof(e.proof, p.request.dice, p.request.sides);
    if (!want || !sameDice(want, e.dice)) return fail('ERR_MAIL_DICE', `the dice ${JSON.stringify(e.dice)} are not the ones ${who}'s proof gives: they were changed.`);
    const message = diceMessage(h.id, w.actions, hex(w.chain));
    const notKeys = mailError('ERR_MAIL_DICE', `${o.where}: these dice do not come from ${who}'s key: the file was changed, or ${who}'s dice were made with another key.`);
    if (o.verifyProof && o.deferred) o.deferred.push({ signature: e.proof, message, publicKey: key, error: notKeys });
    else if (o.verifyProof && !verify(e.proof, message, key)) return err(notKeys);
    return applied(w, e, w.engine.diceAction(want), null, o.where);
  }
  if (p.kind === 'over') return fail('ERR_MAIL_NOT_YOURS', 'the game was already over.');
  if (p.kind !== 'simultaneous' && (e.kind === 'sealed' || e.kind === 'reveal')) return fail('ERR_MAIL_ORDERS', 'sealed orders are written where no secret orders are asked for.');
  if (e.kind === 'sealed') {
    if (p.kind !== 'simultaneous' || !p.players.includes(e.seat) || !p.players.includes(other) || Object.keys(w.sealed).length > 0 || e.index !== w.actions) {
      return fail('ERR_MAIL_ORDERS', `${who}'s sealed orders are not the first orders of this step.`);
    }
    w.sealed[e.seat] = w.log.length;
    return done(w, e, []);
  }
  if (e.kind === 'reveal') {
    const at = w.sealed[e.seat];
    const sealed = at === undefined ? undefined : (w.log[at] as SealedEntry | undefined);
    if (at !== e.sealed || sealed === undefined || p.kind !== 'simultaneous' || p.players.includes(other)) {
      return fail('ERR_MAIL_ORDERS', `${who} reveals orders that were not sealed, or before ${nameOf(h, other)} gave theirs.`);
    }
    if (commitmentOf(h.id, sealed.index, e.salt, e.action) !== sealed.commitment) {
      return fail('ERR_MAIL_ORDERS', `${who}'s revealed orders are not the ones ${who} sealed: they were changed after they were given.`);
    }
    delete w.sealed[e.seat];
    return applied(w, e, e.action, e.seat, o.where, 'ERR_MAIL_ORDERS');
  }
  if (p.kind === 'simultaneous' && (w.sealed[e.seat] !== undefined || (p.players.includes(other) && w.sealed[other] === undefined))) {
    return fail('ERR_MAIL_ORDERS', `${who}'s secret orders are written in plain before ${nameOf(h, other)} gave theirs.`);
  }
  return applied(w, e, e.action, e.seat, o.where);
}

function applied(w: Walk, e: MailEntry, action: unknown, decider: string | null, where: string, code = 'ERR_MAIL_RULE'): Result<readonly unknown[], MailError> {
  const who = nameOf(w.header, e.seat);
  if (decider !== null) {
    const actor = w.engine.actorOf(w.state, action);
    if (actor !== decider) return err(mailError('ERR_MAIL_NOT_YOURS', `${where}: this is not ${who}'s to decide at that point.`));
  }
  const r = w.engine.apply(w.state, action as { type: string });
  if (!r.ok) return err(mailError(code, `${where} (${who}'s) is refused: ${r.error.message}`));
  w.state = r.value.state;
  w.actions++;
  if (decider !== null) w.lastDecider = decider;
  return done(w, e, r.value.events);
}

function done(w: Walk, e: MailEntry, events: readonly unknown[]): Result<readonly unknown[], MailError> {
  w.chain = nextHash(w.chain, e);
  w.log.push(e);
  return ok(events);
}

/** "Action 17 of 40" (1-based position in the log). */
export const whereIn = (i: number, total: number): string => `Action ${i + 1} of ${total}`;

/** Walks a whole file; proofs are verified from log position `proofsFrom` on. Events per entry. */
export function walkFile(f: MailFile, proofsFrom: number): Result<{ walk: Walk; events: (readonly unknown[])[] }, MailError> {
  const start = startWalk(f);
  if (!start.ok) return start;
  const w = start.value;
  const events: (readonly unknown[])[] = [];
  const deferred: DeferredProof[] = [];
  for (let i = 0; i < f.log.length; i++) {
    const r = step(w, f.log[i] as MailEntry, { verifyProof: i >= proofsFrom, where: whereIn(i, f.log.length), deferred });
    // A die not from its roller's key is said first: the dice it gave may be why a later action fails.
    if (!r.ok) return err(deferred[firstBadProof(deferred)]?.error ?? r.error);
    events.push(r.value);
  }
  const bad = deferred[firstBadProof(deferred)];
  return bad ? err(bad.error) : ok({ walk: w, events });
}
