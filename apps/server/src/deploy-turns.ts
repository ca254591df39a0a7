/**
 * The seats' deployments of the scenario games deployed by hand (deployment.ts), for the game service: each judged,
 * recorded by compare-and-set on the stored record (so two processes cannot both take a turn), then told to the
 * listeners (this process's sockets, the other processes through Redis). The last one gives the game its setup with
 * the engine seed an automatic deployment would have (engineSeedV2 of the committed server seed); the game is rebuilt
 * from it, its listeners are sent the battle, its first dice rolled and its bots started. A game deployed through
 * another process is re-read when the service catches it up.
 */
import type { Deployment } from '@salvo/scenarios';
import type { GameHost } from './game-host';
import { actionsAfter, getGame, getSeats, saveDeployment } from './db/queries';
import { deploySeat, planSeed } from './deployment';
import { rebuild, type LiveGame } from './live';
import { toMove } from './rulesets';
import { engineSeedV2 } from './secrets';

export type Deployed = { readonly ok: true; readonly started: boolean } | { readonly ok: false; readonly code: string; readonly message: string };

/** What the deployments need of the game service. */
export interface DeployHost extends GameHost {
  refreshSeats(g: LiveGame): Promise<void>;
  /** Rolls the dice the game's first step needs (service.commit with no action). */
  roll(g: LiveGame): Promise<unknown>;
  scheduleBots(g: LiveGame): void;
}

/** The seats to move first in a game made from `setup` (its row's to_move). */
function firstToMove(g: LiveGame, setup: Record<string, unknown>): string[] {
  const created = g.rs.engine.createGame(setup);
  return created.ok ? toMove(g.rs, created.value, g.table, null).seats : [];
}

export class DeployTurns {
  private readonly listeners: ((g: LiveGame, started: boolean) => void)[] = [];

  constructor(private readonly host: DeployHost) {}

  onDeployed(fn: (g: LiveGame, started: boolean) => void): void {
    this.listeners.push(fn);
  }

  /** `seat`'s deployment of game `id`: recorded and told, or refused with the scenario's code and sentence. */
  deploy(id: string, seat: string, d: Deployment): Promise<Deployed> {
    const h = this.host;
    return h.run(id, async (): Promise<Deployed> => {
      const g = await h.load(id);
      if (!g) return { ok: false, code: 'ERR_NO_GAME', message: 'There is no such game.' };
      if (h.shared) await h.catchUp(g);
      if (!g.deployment) return { ok: false, code: 'ERR_NOT_DEPLOYING', message: 'This game is not being deployed: its battle has begun, or it was set up without a deployment.' };
      const r = deploySeat(g.deployment, planSeed(g.id, g.serverSeed), seat, d);
      if (!r.ok) return r;
      let start: { setup: string; status: string } | null = null;
      let next = r.next === null ? [] : [r.next];
      if (r.setup) {
        const setup = { ...r.setup, seed: engineSeedV2(g.id, g.serverSeed, {}) };
        const made = g.rs.engine.createGame(setup);
        if (!made.ok) return { ok: false, code: 'ERR_SETUP', message: made.error.message };
        start = { setup: JSON.stringify(setup), status: 'active' };
        next = firstToMove(g, setup);
      }
      const saved = await saveDeployment(h.store, g.id, JSON.stringify(g.deployment), JSON.stringify(r.rec), JSON.stringify(next), start);
      if (!saved) {
        await this.refresh(g);
        return { ok: false, code: 'ERR_STALE', message: 'Another deployment was recorded first: look at the table again.' };
      }
      h.log.info({ game: g.id, seat, started: start !== null }, 'deployed');
      if (!start) {
        g.deployment = r.rec;
        for (const fn of this.listeners) fn(g, false);
        return { ok: true, started: false };
      }
      await this.start(g, true);
      return { ok: true, started: true };
    });
  }

  /** A game being deployed re-read (another process may have recorded a deployment); the listeners told of a change. Call inside `run`. */
  async refresh(g: LiveGame): Promise<void> {
    const row = await getGame(this.host.store, g.id);
    if (!row || !g.deployment) return;
    if (row.status !== 'deploying') return this.start(g, false);
    if (!row.deployment || row.deployment === JSON.stringify(g.deployment)) return;
    g.deployment = JSON.parse(row.deployment) as LiveGame['deployment'];
    await this.host.refreshSeats(g);
    for (const fn of this.listeners) fn(g, false);
  }

  /**
   * A game whose deployment ended (`roll`: here; else in another process, which rolls its first dice): rebuilt from
   * its setup, sent to the listeners, its bots started.
   */
  private async start(g: LiveGame, roll: boolean): Promise<void> {
    const h = this.host;
    const row = await getGame(h.store, g.id);
    if (!row || row.status === 'deploying') return;
    Object.assign(g, rebuild(row, await getSeats(h.store, g.id), await actionsAfter(h.store, g.id, 0)));
    for (const fn of this.listeners) fn(g, true);
    if (roll) await h.roll(g);
    h.scheduleBots(g);
  }
}
