/**
 * Test support: two seats passing one mail file as TEXT, each hop opened from the text the other sent, with a
 * seeded random player deciding for whoever holds the file. Keys are derived once per seat (scrypt is slow).
 */
import { nextU32, seedRng, type RngState } from '@salvo/kernel';
import { createMail, mailAct, mailEngine, mailKey, mailSend, openMail, type MailGameKind, type MailKey, type MailTable } from '../src/index';

/** Deterministic "random bytes" for ids, salts and nonces (tests only). */
export function bytesFrom(rng: RngState): (n: number) => Uint8Array {
  return (n) => Uint8Array.from({ length: n }, () => nextU32(rng) & 0xff);
}

/** A legal action of `seat` now, drawn with `rng`. */
export function pickAction(t: MailTable, rng: RngState): unknown {
  const engine = mailEngine(t.file.game);
  for (let i = 0; i < 40; i++) {
    const a = engine.sampleAction(t.state, rng);
    if (engine.actorOf(t.state, a) === t.seat) return a;
  }
  const mine = engine.legalActions(t.state).filter((a) => engine.actorOf(t.state, a) === t.seat);
  const a = mine[nextU32(rng) % Math.max(1, mine.length)];
  if (a === undefined) throw new Error(`no action for ${t.seat}`);
  return a;
}

export interface Game {
  readonly keys: Readonly<Record<string, MailKey>>;
  readonly texts: string[];
  readonly tables: MailTable[];
}

export interface PlayOptions {
  readonly game: MailGameKind;
  readonly setup: unknown;
  readonly seats: readonly [string, string];
  readonly id: string;
  readonly seed: number;
  /** Stop after this many hops (files sent); default: to the end. */
  readonly hops?: number;
  /** Called with every text sent and the table it came from. */
  readonly onSend?: (text: string, t: MailTable) => void;
}

const keyCache = new Map<string, MailKey>();
export function keyOf(passphrase: string, id: string, seat: string): MailKey {
  const k = `${passphrase}|${id}|${seat}`;
  const known = keyCache.get(k) ?? mailKey(passphrase, id, seat);
  keyCache.set(k, known);
  return known;
}

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

/** Plays a whole game (or `hops` sends) between two keys, every hop through the file text. */
export function playByMail(o: PlayOptions): Game {
  const rng = seedRng(o.seed);
  const random = bytesFrom(rng);
  const keys = { [o.seats[0]]: keyOf(`pass-${o.seats[0]}`, o.id, o.seats[0]), [o.seats[1]]: keyOf(`pass-${o.seats[1]}`, o.id, o.seats[1]) };
  const k0 = keys[o.seats[0]] as MailKey;
  let t = must(createMail({ game: o.game, setup: o.setup, seat: o.seats[0], id: o.id, created: '2026-12-07T21:30:00Z', names: { [o.seats[0]]: 'Alice', [o.seats[1]]: 'Bob' } }, k0, random));
  const texts: string[] = [];
  const tables: MailTable[] = [];
  for (let hop = 0; hop < (o.hops ?? 100_000); hop++) {
    const key = keys[t.seat] as MailKey;
    while (t.status.kind === 'decide') t = must(mailAct(t, key, pickAction(t, rng), random));
    const text = mailSend(t, key);
    texts.push(text);
    tables.push(t);
    o.onSend?.(text, t);
    if (t.status.kind === 'over') break;
    if (t.status.kind !== 'send') throw new Error('unreachable');
    t = must(openMail(text, keys[t.status.to] as MailKey));
  }
  return { keys, texts, tables };
}
