/**
 * VAS-ATTACK-ARC, VAS-ATTACK-NOMINATE in a real browser: "All weapons at X" assigns only the guns whose
 * arc covers X as the table shows it; a turret picked by hand that cannot bear gets a warning beside it,
 * the check under the form says the nomination is legal but the turret is spent, and after Fire the
 * engine's log says the same. Expectations are worked out from the engine's arcs (weaponArcs), not
 * from the page's helper. Screenshots in test-results/ for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arcsOfBearing, relativeBearing } from '@salvo/kernel';
import { weaponArcs, type ShipState, type VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();
type Snap = { state: VasState };

const bears = (ship: ShipState, i: number, target: ShipState): boolean => {
  const lies = arcsOfBearing(relativeBearing(ship.position, ship.heading, target.position));
  return lies.some((a) => weaponArcs(ship.roster.weapons[i]!).includes(a));
};
/** The whole stretch the judged distance may mean ("about 40"": 37.5" on) lies beyond the weapon's Range. */
const outOfReach = (ship: ShipState, i: number, target: ShipState): boolean => {
  const d = Math.hypot(target.position.x - ship.position.x, target.position.y - ship.position.y);
  return Math.max(5, Math.round(d / 5) * 5) - 2.5 > ship.roster.weapons[i]!.range;
};

describe.skipIf(!run)('Victory at Sea: the attack form knows which weapons bear', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-ATTACK-ARC: "All weapons at" leaves out a turret that cannot bear; picked by hand it is flagged, and the engine spends it', async () => {
    const { page } = h;
    await withShots(page, 'attack-bearing', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '9', seat: 'rn' });
      const form = page.getByRole('form', { name: 'Declare an attack' });
      let found: { ship: ShipState; target: ShipState; blind: number } | null = null;
      for (let i = 0; i < 200 && !found; i++) {
        const s = await settled(page);
        if (s === 'over') throw new Error('the battle ended before a turret could not bear');
        if (await form.count()) {
          const st = (await snapshot<Snap>(page)).state;
          const ship = st.ships[await form.getByLabel('Attacking ship').inputValue()]!;
          // every enemy listed has its own "All weapons at"
          for (const label of await form.getByRole('button', { name: /^All weapons at / }).allInnerTexts()) {
            const target = Object.values(st.ships).find((x) => `All weapons at ${x.name}` === label)!;
            const blind = ship.roster.weapons.findIndex((w, k) => w.kind === 'main' && !ship.weapons[k]?.destroyed && !ship.weapons[k]?.spent && !bears(ship, k, target) && !outOfReach(ship, k, target));
            if (blind >= 0) { found = { ship, target, blind }; break; }
          }
          if (found) break;
        }
        await playVasDecision(page);
      }
      if (!found) throw new Error('no attack with a turret that cannot bear');
      const { ship, target, blind } = found;
      const turret = ship.roster.weapons[blind]!;
      await form.getByRole('button', { name: `All weapons at ${target.name}`, exact: true }).click();
      // Every main turret: aimed at the target exactly when it bears and may reach her; the blind one holds fire.
      for (const [k, w] of ship.roster.weapons.entries()) {
        if (w.kind !== 'main' || ship.weapons[k]?.destroyed || ship.weapons[k]?.spent) continue;
        await expect(form.getByLabel(`Target for ${w.name}`).inputValue(), w.name).resolves.toBe(bears(ship, k, target) && !outOfReach(ship, k, target) ? target.id : '');
      }
      const check = page.locator('#attack-check');
      await expect(check.innerText()).resolves.toBe('The engine accepts these nominations (ranges are measured when they are resolved).');
      expect(await form.locator('.bearing-warning').count()).toBe(0);
      await shot(page, 'attack-bearing-all', false);

      // Picked by hand: the warning beside it, and the check no longer says all is well.
      await form.getByLabel(`Target for ${turret.name}`).selectOption(target.id);
      const lies = arcsOfBearing(relativeBearing(ship.position, ship.heading, target.position)).join('/');
      const warning = `⚠ ${turret.name} cannot bear on ${target.name} (she lies ${lies}; ${turret.mount} bears ${weaponArcs(turret).join('/')}): nominated, it is spent without firing.`;
      await expect(form.locator('.bearing-warning').innerText()).resolves.toBe(warning);
      await expect(check.innerText()).resolves.toBe(`The nominations are legal, but ${turret.name} cannot bear on its target: nominated, it is spent this turn without firing.`);
      expect(await check.getAttribute('class')).toBe('warn');
      expect(await form.getByLabel(`Target for ${turret.name}`).getAttribute('aria-describedby')).toBe(`bearing-${blind} to-hit-${blind}`);
      // what it needs to hit, in the engine's words, says it too
      await expect(form.locator(`#to-hit-${blind}`).innerText()).resolves.toBe(`${target.name}: out of arc`);
      // No distance is given away by the warning.
      const d = Math.hypot(target.position.x - ship.position.x, target.position.y - ship.position.y);
      expect(await form.innerText()).not.toContain(d.toFixed(1));
      expect((await axeViolations(page)).join('\n')).toBe('');
      await shot(page, 'attack-bearing-warning');

      // The engine agrees: the turret is spent without firing.
      await form.getByRole('button', { name: 'Fire', exact: true }).click();
      await page.locator('.log li', { hasText: `${ship.name}'s ${turret.name} cannot fire: ${target.name} is not in its fire arc. The weapon is spent this turn.` }).first().waitFor();
      await shot(page, 'attack-bearing-fired', false);
    });
  });
});
