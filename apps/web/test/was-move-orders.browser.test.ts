/**
 * The War at Sea movement form in a real browser (hot-seat): a two-area mover from port names the port she falls
 * back to if her speed roll fails (6.4), and a damaged ship in a friendly port is repaired from the form (13.1,
 * 13.2): points beyond the port's capacity are refused in words with the button held, a ship given a route is
 * not offered repair, and the submitted orders are the ones the record and the state show.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heuristicPlan } from '@salvo/bots';
import { wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { axeViolations, browserOrSkip, launch, RESULTS, withShots, type Harness } from './browser';
import { settled, snapshot, startGame } from './drive';
import { fallbackChoices, movers, repairable, routeKey } from '../src/was/move-action';
import { placeName } from '../src/was/names';

const run = browserOrSkip();

interface Snap { state: WasState; pending: { kind: string; player?: string; players?: string[] } }

const sideOf = (snap: Snap): Side => (snap.pending.player ?? snap.pending.players?.[0]) as Side;

describe.skipIf(!run)('War at Sea movement orders: fallback ports and repairs', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('WAS-13.2 a damaged ship in port is repaired from the form, within the port\'s capacity; WAS-6.4 a two-area mover names her fallback port', async () => {
    const { page } = h;
    await withShots(page, 'was-move-orders', async () => {
      await startGame(page, h.url, { game: 'was', mode: 'hot-seat', seed: '3' });
      await settled(page);
      let snap = await snapshot<Snap>(page);
      // played on by the heuristic bot until a side moves with a damaged ship in a friendly port
      for (let i = 0; i < 600; i++) {
        if (await settled(page) === 'handover') await page.getByRole('button', { name: /^I am the / }).click();
        snap = await snapshot<Snap>(page);
        if (snap.state.step.kind === 'move' && repairable(snap.state, sideOf(snap)).length > 0) break;
        const a = heuristicPlan(snap.state, sideOf(snap)) ?? wasEngine.legalActions(snap.state)[0];
        await page.evaluate(async (act) => { await (globalThis as unknown as { __salvo: { submit(a: unknown, t: string): Promise<unknown> } }).__salvo.submit(act, 'test'); }, a as WasAction);
      }
      const side = sideOf(snap);
      const [dock] = repairable(snap.state, side);
      if (!dock) throw new Error('no damaged ship in port within 600 decisions');
      const form = page.locator('.decision').getByRole('form', { name: /movement orders/ });
      await form.waitFor();
      const points = form.getByLabel(`Damage points repaired on ${dock.ship.name}`);
      const give = form.getByRole('button', { name: 'Give these orders' });
      if (dock.ship.damage > dock.capacity) {
        await points.fill(String(dock.capacity + 1));
        await expect(form.getByRole('status').innerText()).resolves.toMatch(/repairs at most .* a turn \(13\.2\)/);
        await expect(give.isDisabled()).resolves.toBe(true);
      }
      const n = Math.min(dock.ship.damage, dock.capacity);
      await points.fill(String(n));
      // a two-area mover from port, if any: the fallback offered is the engine's, and a non-default one is sent
      const mover = movers(snap.state, side).find((m) => m.ship.id !== dock.ship.id && m.routes.some((r) => r.via && fallbackChoices(snap.state, m.ship, routeKey(r)).length > 1));
      let fallback: string | null = null;
      if (mover) {
        const route = mover.routes.find((r) => r.via && fallbackChoices(snap.state, mover.ship, routeKey(r)).length > 1);
        if (!route) throw new Error('no route');
        await form.getByLabel(`Order for ${mover.ship.name}`).selectOption(routeKey(route));
        const ports = fallbackChoices(snap.state, mover.ship, routeKey(route));
        const pick = form.getByLabel(`Port ${mover.ship.name} falls back to`);
        await expect(pick.locator('option').allInnerTexts()).resolves.toEqual(ports.map(placeName));
        fallback = ports[1] as string;
        await pick.selectOption(fallback);
      }
      await expect(form.getByRole('status').count()).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await form.screenshot({ path: join(RESULTS, 'was-move-orders.png') });
      await give.click();
      await page.waitForFunction((id) => {
        const s = (globalThis as unknown as { __salvo: { getSnapshot(): { actions: { type: string; repairs?: Record<string, number> }[] } } }).__salvo.getSnapshot();
        return s.actions.some((a) => a.type === 'move' && a.repairs?.[id] !== undefined);
      }, dock.ship.id);
      const after = await snapshot<{ actions: WasAction[] }>(page);
      const sent = after.actions.filter((a): a is Extract<WasAction, { type: 'move' }> => a.type === 'move').at(-1);
      expect(sent?.repairs).toEqual({ [dock.ship.id]: n });
      if (mover && fallback) expect(sent?.orders.find((o) => o.ship === mover.ship.id)?.fallback).toBe(fallback);
      const repaired = (await snapshot<Snap>(page)).state.ships.find((x) => x.id === dock.ship.id);
      expect(repaired?.damage).toBe(dock.ship.damage - n);
    });
  }, 300_000);
});
