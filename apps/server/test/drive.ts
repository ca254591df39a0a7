/**
 * Drives a game through real sockets. Each seat's client decides from what its socket was told:
 * for Victory at Sea the view is the whole state but the PRNG, so the client samples from the view
 * with a PRNG of its own; `decide` may be given instead (tests that hold the true state).
 */
import { seedRng, type RngState } from '@salvo/kernel';
import { randomAction } from '@salvo/bots';
import { vas, type VasState } from '@salvo/vas';
import type { Client, Frame } from './support';

export type Decide = (seat: string, latest: Frame, v: number) => unknown;

export function vasFromView(rng: RngState): Decide {
  return (_seat, latest) => {
    const { viewer: _v, ...rest } = latest.view as Record<string, unknown>;
    return randomAction(vas, { ...rest, rng: [1, 2, 3, 4] } as unknown as VasState, rng);
  };
}

const vOf = (f: Frame): number => f.v as number;

/** Plays until the game is over or `maxActions` client actions were acknowledged (send-to-ack times into `latencies`); returns the last version. */
export async function drive(clients: Record<string, Client>, latest: Record<string, Frame>, decide: Decide, maxActions = 100_000, latencies?: number[]): Promise<number> {
  let acted = 0;
  let n = 0;
  for (;;) {
    const any = Object.values(latest)[0] as Frame;
    const turn = any.turn as { kind: string; seats: string[] };
    if (turn.kind === 'over' || acted >= maxActions) return vOf(any);
    const seat = turn.seats[0];
    if (seat === undefined) throw new Error(`no seat to act at v${vOf(any)}: ${JSON.stringify(turn)}`);
    const c = clients[seat] as Client;
    const mine = latest[seat] as Frame;
    const action = decide(seat, mine, vOf(mine));
    const sent = performance.now();
    const r = await c.act(vOf(mine), action, `a${n++}`);
    latencies?.push(performance.now() - sent);
    if (r.t !== 'ack') throw new Error(`refused: ${JSON.stringify(r)} for ${JSON.stringify(action)}`);
    acted += 1;
    const v = r.v as number;
    for (const [s, cl] of Object.entries(clients)) {
      latest[s] = await cl.next((f) => f.t === 'update' && vOf(f) >= v);
    }
  }
}

export const clientRng = (seed: string): RngState => seedRng(seed);
