/**
 * A War at Sea war online with surface battles on the table (WAS-SALVO-TACTICAL-ONLINE), played by its people's seats
 * through the HTTP API to its first surface battle; and the deciders the table-battle tests play with.
 */
import { expect } from 'vitest';
import { seedRng, type RngState } from '@salvo/kernel';
import { heuristicWasBot, randomAction } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import type { Side, WasState } from '@salvo/was';
import type { LiveGame } from '../src/live';
import { api, type TestServer } from './support';
import { playUntil, type Decide } from './play-until';

export const wasDecide = (rng: RngState): Decide => (state, seat) => heuristicWasBot(rng).decide(state as WasState, seat as Side);
export const vasDecide = (rng: RngState): Decide => (state) => randomAction(vas, state as VasState, rng);
export const step = (g: LiveGame) => (g.state as WasState).step;
const atBattle = (g: LiveGame) => step(g).kind === 'tactical-battle' || g.rs.engine.pending(g.state).kind === 'over';

/**
 * A war with the option on, played by the people's seats to its first surface battle (a new war if one ends without);
 * with `entropy`, created with seat entropy and each seat's contribution given.
 */
export async function warAtBattle(srv: TestServer, seats: Record<string, unknown>, as: string, seed: string, entropy?: Record<string, string>): Promise<{ game: string; tokens: Record<string, string>; spectate: string; g: LiveGame }> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const c = await api(srv.url, 'POST', '/api/games', { ruleset: 'war-at-sea', as, seats, setup: { options: { tacticalBattles: true } }, ...(entropy ? { seatEntropy: true } : {}) });
    expect(c.status).toBe(201);
    const game = c.json.game as string;
    const tokens: Record<string, string> = { [as]: (c.json.you as { token: string }).token };
    for (const [seat, invite] of Object.entries(c.json.invites as Record<string, string>)) {
      tokens[seat] = (await api(srv.url, 'POST', `/api/games/${game}/join`, { invite, ...(entropy?.[seat] ? { entropy: entropy[seat] } : {}) })).json.token as string;
    }
    if (entropy?.[as]) expect((await api(srv.url, 'POST', `/api/games/${game}/entropy`, { entropy: entropy[as] }, tokens[as])).status).toBe(200);
    const g = await playUntil(srv, game, tokens, wasDecide(seedRng(`${seed}:${attempt}`)), atBattle);
    if (step(g).kind === 'tactical-battle') return { game, tokens, spectate: c.json.spectate as string, g };
  }
  throw new Error('no surface battle in six wars');
}
