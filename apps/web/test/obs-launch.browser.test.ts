/**
 * VAS-AIR-OBSERVATION-LAUNCH in a real browser: HMS Warspite (Aircraft 2) is offered her observation
 * aircraft in the move form, the form says when they may go up, the engine's refusal shows when she
 * turns, and a straight move launches one: the flight is then in the air and drawn on the table.
 * Screenshots in test-results/ for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();
type Snap = { state: VasState };

describe.skipIf(!run)('Victory at Sea: a battleship launches her observation aircraft from the move form', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-AIR-OBSERVATION-LAUNCH: Warspite\'s move form offers obs1, refuses it on a turn, and launches it on a straight move', async () => {
    const { page } = h;
    await withShots(page, 'obs-launch', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '9', seat: 'rn' });
      const d = page.locator('.decision');
      const form = d.getByRole('form', { name: 'Move HMS Warspite' });
      for (let i = 0; i < 100; i++) {
        const s = await settled(page);
        if (s === 'over') throw new Error('the battle ended before Warspite moved');
        if (await form.count()) break;
        const nominate = d.getByRole('button', { name: 'Nominate HMS Warspite to move' });
        if (await nominate.count()) await nominate.click();
        else await playVasDecision(page);
      }
      await form.waitFor();
      const group = form.getByRole('group', { name: /^Observation aircraft \(launched only on a straight move, without turning, and with no Special Action/ });
      await expect(group.count()).resolves.toBe(1);
      const obs1 = form.getByLabel("Launch HMS Warspite's floatplane 1");
      await expect(obs1.count()).resolves.toBe(1);
      await expect(form.getByLabel("Launch HMS Warspite's floatplane 2").count()).resolves.toBe(1);
      expect(await form.getByText(/Recover/).count()).toBe(0);
      await obs1.check();
      // Turning with a launch: the engine's own sentence, before anything is sent.
      await form.getByLabel('Straight ahead (inches)').fill('5');
      await form.getByLabel('Then turn').selectOption('45');
      await expect(page.locator('#move-check').innerText()).resolves.toBe('HMS Warspite must move in a straight line, without turning, to launch or recover aircraft.');
      await shot(page, 'obs-launch-turn-refused', false);
      await form.getByLabel('Then turn').selectOption('0');
      await form.getByLabel('Straight ahead (inches)').fill('2');
      await expect(page.locator('#move-check').innerText()).resolves.toMatch(/^Ends at \(30\.0, 8\.0\) heading 0°, 2\.0" moved\.$/);
      expect((await axeViolations(page)).join('\n')).toBe('');
      await shot(page, 'obs-launch-form', false);
      await form.getByRole('button', { name: 'Make this move' }).click();
      await page.locator('.log li', { hasText: 'HMS Warspite launches her floatplane 1' }).first().waitFor();
      const f = (await snapshot<Snap>(page)).state.air.flights.find((x) => x.id === 'warspite/obs1');
      expect(f?.airborne).toBe(true);
      expect((await snapshot<Snap>(page)).state.air.flights.find((x) => x.id === 'warspite/obs2')?.airborne).toBe(false);
      await expect(page.getByRole('img', { name: /^HMS Warspite's floatplane 1, .*Royal Navy/ }).count()).resolves.toBe(1);
      await shot(page, 'obs-launch-aloft', false);
    });
  });
});
