/**
 * A rematch (Salvo's own; docs/server.md "Rematch"): once a game of two seats is over, either seat may ask for the
 * same battle again with the sides swapped: the same ruleset, setup (a scenario as it was deployed), table mode and
 * bots, a new seed. The first seat to ask creates the game and takes its swapped seat; the other seat, asking with
 * its token of the old game, takes the other swapped seat. No invite travels: the old game's token is the proof.
 * A bot seat stays a bot and changes side with the rest. A war's battle on the table is never played again alone.
 * The rematch keeps the old game's spectator key: whoever was watching may watch it with the same link's key.
 *
 * Contract: `take` answers only after the new game and the seat are committed; every socket of the old game, the
 * spectators' included, on this process and (through `onMade`, the Redis bus) on the others, is then sent
 * `{t:'rematch', game, rematch}`.
 */
import type { RematchFrame } from '@salvo/kernel/protocol';
import { createGame, type CreateRequest } from './create';
import { getGame, getSeats } from './db/queries';
import { dropUnplayedGame, setRematch, takeSeat } from './db/rematch';
import type { Store } from './db/open';
import type { Conn, Hub } from './hub';
import { SPECTATOR } from './rulesets';
import { hashSecret, newSecret } from './secrets';
import type { GameService } from './service';

export type Rematch =
  | { readonly ok: true; readonly game: string; readonly ruleset: string; readonly seat: string; readonly token: string; readonly table: boolean; readonly created: boolean }
  | { readonly ok: false; readonly status: number; readonly code: string; readonly message: string };

const refuse = (status: number, code: string, message: string): Rematch => ({ ok: false, status, code, message });

export class Rematches {
  constructor(private readonly store: Store, private readonly service: GameService, private readonly hub: Hub, private readonly onMade: (game: string) => void) {}

  /** The seat `seat` of the finished game `old` takes its swapped seat in the rematch, creating it if none exists. */
  async take(old: string, seat: string): Promise<Rematch> {
    if (seat === SPECTATOR) return refuse(403, 'ERR_SPECTATOR', 'Spectators do not play the rematch.');
    const row = await getGame(this.store, old);
    if (!row) return refuse(404, 'ERR_AUTH', 'Unknown game or wrong secret.');
    if (row.status !== 'over') return refuse(409, 'ERR_NOT_OVER', 'A rematch can be asked for once this game is over.');
    if (row.parent) return refuse(409, 'ERR_REMATCH_BATTLE', 'A battle of a war is not fought again on its own: play the war again instead.');
    const seats = await getSeats(this.store, old);
    const other = seats.find((s) => s.seat !== seat)?.seat;
    if (seats.length !== 2 || other === undefined) return refuse(409, 'ERR_REMATCH_SEATS', 'A rematch swaps the two sides, and this game does not have two.');
    const swap = (s: string): string => (s === seat ? other : seat);
    let next = row.rematch ?? null;
    if (next === null) {
      const setup = JSON.parse(row.setup) as Record<string, unknown>;
      delete setup.seed;
      const bots = Object.fromEntries(seats.filter((s) => s.kind === 'bot').map((s) => [swap(s.seat), { bot: s.bot ?? '' }]));
      const c = await createGame(this.store, {
        ruleset: row.ruleset as CreateRequest['ruleset'], setup, seats: bots, table: row.table_mode === 1, as: swap(seat),
        ...(seats.some((s) => s.entropy) ? { seatEntropy: true } : {}),
      }, { spectatorHash: row.spectator_hash });
      if (!c.ok || !c.you) return refuse(409, c.ok ? 'ERR_REMATCH_SEATS' : c.code, c.ok ? 'The rematch has no seat for you.' : c.message);
      if (await setRematch(this.store, old, c.game)) {
        this.service.register(c.g);
        void this.service.resume(c.game);
        await this.tell(old);
        this.onMade(old);
        return { ok: true, game: c.game, ruleset: c.ruleset, seat: c.you.seat, token: c.you.token, table: row.table_mode === 1, created: true };
      }
      // the other seat made one at the same moment (through another process): that one is the rematch
      await dropUnplayedGame(this.store, c.game);
      next = (await getGame(this.store, old))?.rematch ?? null;
      if (next === null) return refuse(500, 'ERR_SERVER', 'The rematch could not be made; try again.');
    }
    const token = newSecret();
    const mine = swap(seat);
    if (!(await this.service.run(next, () => takeSeat(this.store, next, mine, hashSecret(token))))) {
      return refuse(409, 'ERR_REMATCH_TAKEN', 'Your seat in the rematch is taken already: open the rematch from Your online games.');
    }
    await this.service.seatsChanged(next);
    return { ok: true, game: next, ruleset: row.ruleset, seat: mine, token, table: row.table_mode === 1, created: false };
  }

  /** Sends every socket of `old` here (or `only`) the rematch, if there is one (after it was made, here or elsewhere). */
  async tell(old: string, only?: Conn): Promise<void> {
    if (!only && !this.hub.watching(old)) return;
    const next = (await getGame(this.store, old))?.rematch;
    if (!next) return;
    const frame: RematchFrame = { t: 'rematch', game: old, rematch: next };
    this.hub.pushToAll(old, Buffer.from(JSON.stringify(frame)), only);
  }
}
