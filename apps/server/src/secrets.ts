/**
 * Seat tokens, invites and spectator keys (256 random bits, base64url; only their SHA-256 is stored)
 * and the commit-reveal seed of a game (anchors §7): 32 random bytes, committed by a domain-separated
 * SHA-256 at creation and revealed when the game ends; the engine seed is derived from it by HMAC.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { seed128 } from '@salvo/kernel';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(token: string): string {
  return createHash('sha256').update('salvo-token|').update(token).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedCommitment(gameId: string, serverSeed: string): string {
  return createHash('sha256').update(`salvo-seed-commit|${gameId}|${serverSeed}`).digest('hex');
}

/**
 * The engine seed of games created since seat entropy (scheme 2): the kernel's 128-bit seed format,
 * from an HMAC keyed by the server seed over the game id and every contribution, `seat=entropy`
 * sorted by seat (entropy is [A-Za-z0-9_-], so the separators cannot be forged). With no
 * contributions it is still a full 128-bit seed. The server seed is committed before any seat
 * contributes, so the server cannot pick its seed to suit the seats' entropy.
 */
export function engineSeedV2(gameId: string, serverSeed: string, entropy: Readonly<Record<string, string>>): string {
  const parts = Object.keys(entropy).sort().map((seat) => `${seat}=${entropy[seat] ?? ''}`);
  const mac = createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`salvo-engine-seed-v2|${gameId}|${parts.join('|')}`).digest('hex');
  return seed128(mac);
}

/**
 * The server seed of a war's table battle (WAS-SALVO-TACTICAL-ONLINE): derived from the war's own server seed, so
 * every battle's dice were fixed by the commitment published when the war was created (mixed with the war's seat
 * entropy by `engineSeedV2`), not chosen when the battle began. Revealing it at the battle's end reveals nothing of
 * the war's seed (an HMAC output); `salvo verify war.json battle.json` checks the derivation once the war is over.
 */
export function tableBattleSeed(warServerSeed: string, battleId: string): string {
  return createHmac('sha256', Buffer.from(warServerSeed, 'hex')).update(`salvo-table-battle-seed|${battleId}`).digest('hex');
}

/** A seat's entropy as the protocol accepts it: 16 to 128 characters of [A-Za-z0-9_-]. */
export const ENTROPY = /^[A-Za-z0-9_-]{16,128}$/;

/** The placeholder seed of a game waiting for its seats' entropy: no die is ever rolled from it. */
export const SEEDING_PLACEHOLDER = 'salvo-seeding';

/** The `seed` given to the engine's setup by the first scheme (games created before seat entropy). */
export function engineSeed(gameId: string, serverSeed: string): string {
  return createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`salvo-engine-seed|${gameId}`).digest('hex');
}

export function newGameId(): string {
  return randomBytes(8).toString('hex');
}
