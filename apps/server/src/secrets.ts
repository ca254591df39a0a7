/**
 * Seat tokens, invites and spectator keys (256 random bits, base64url; only their SHA-256 is stored)
 * and the commit-reveal seed of a game (anchors §7): 32 random bytes, committed by a domain-separated
 * SHA-256 at creation and revealed when the game ends; the engine seed is derived from it by HMAC.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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

/** The `seed` given to the engine's setup. */
export function engineSeed(gameId: string, serverSeed: string): string {
  return createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`salvo-engine-seed|${gameId}`).digest('hex');
}

export function newGameId(): string {
  return randomBytes(8).toString('hex');
}
