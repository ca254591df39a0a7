/** Who a secret makes its bearer in one game: a seat, the spectator, or nobody. A token of another game is nobody. */
import type { LiveGame } from './live';
import { SPECTATOR } from './rulesets';
import { hashSecret, sameHash } from './secrets';

export function viewerOf(g: LiveGame, opts: { token?: string | undefined; spectate?: string | undefined }): string | null {
  if (opts.token !== undefined) {
    const h = hashSecret(opts.token);
    for (const s of g.seats.values()) if (s.token_hash && sameHash(s.token_hash, h)) return s.seat;
    return null;
  }
  if (opts.spectate !== undefined) return sameHash(g.spectatorHash, hashSecret(opts.spectate)) ? SPECTATOR : null;
  return null;
}

/** `Authorization: Bearer <seat token or spectator key>`. */
export function bearer(header: string | undefined): string | undefined {
  const m = header === undefined ? null : /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header);
  return m?.[1];
}

/** A bearer secret: first as a seat token, then as the spectator key. */
export function viewerOfBearer(g: LiveGame, secret: string | undefined): string | null {
  if (secret === undefined) return null;
  return viewerOf(g, { token: secret }) ?? viewerOf(g, { spectate: secret });
}
