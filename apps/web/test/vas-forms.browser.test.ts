/**
 * The nominate and reveal forms in a real browser: Rig for Silent Running! is offered only to a fleet with a
 * submersible and a surface ship's button then says why she may not (VAS-SPECIAL-SILENT-RUNNING); a hidden
 * submarine is revealed where the player types inside her square, at her heading, submerged (VAS-SUB-REVEAL).
 * Screenshots in test-results/ for a person to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { settled, snapshot, startGame } from './drive';

const run = browserOrSkip();
type Snap = { state: VasState };

describe.skipIf(!run)('Victory at Sea: the nominate and reveal forms', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('VAS-SPECIAL-SILENT-RUNNING VAS-SUB-REVEAL: silent running only for a submarine; Scirè revealed off the square\'s centre, heading 135, submerged', async () => {
    const { page } = h;
    await withShots(page, 'vas-forms', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '4', scenario: 'carrier', seat: 'rm' });
      const d = page.locator('.decision');
      const special = d.getByLabel('Special Action (optional)');
      let revealed = false;
      let checkedSilent = false;
      for (let i = 0; i < 60 && !(revealed && checkedSilent); i++) {
        const s = await settled(page);
        if (s === 'over') break;
        if (!revealed && await d.locator('.reveal').count()) {
          await shot(page, 'vas-reveal-form', false);
          // a click on the table inside her square places her there, ticked and marked
          const at = (await page.evaluate(`(() => {
            const svg = document.querySelector('svg.vas-table');
            const p = new DOMPoint(40, 48 - 10).matrixTransform(svg.getScreenCTM());
            return { x: p.x, y: p.y };
          })()`)) as { x: number; y: number };
          await page.mouse.click(at.x, at.y);
          await expect(d.getByLabel('x', { exact: true }).inputValue()).resolves.toBe('40');
          await expect(d.getByLabel('y', { exact: true }).inputValue()).resolves.toBe('10');
          await expect(page.locator('.pick-mark').count()).resolves.toBe(1);
          await shot(page, 'vas-reveal-picked', false);
          await expect(d.getByLabel('Reveal her now').isChecked()).resolves.toBe(true);
          await d.getByLabel('x', { exact: true }).fill('46.5');
          await d.getByLabel('y', { exact: true }).fill('2');
          await d.getByLabel('heading°').fill('135');
          await d.getByLabel('submerged').check();
          await d.getByLabel('x', { exact: true }).fill('60');
          await expect(d.getByText(/inside the square she was recorded in/).count()).resolves.toBe(1);
          await expect(d.getByRole('button', { name: 'Reveal her' }).isDisabled()).resolves.toBe(true);
          await d.getByLabel('x', { exact: true }).fill('46.5');
          expect((await axeViolations(page)).join('\n')).toBe('');
          await shot(page, 'vas-reveal-typed', false);
          await d.getByRole('button', { name: 'Reveal her' }).click();
          await settled(page);
          const scire = (await snapshot<Snap>(page)).state.ships.scire;
          expect(scire).toMatchObject({ hidden: false, submerged: true, position: { x: 46.5, y: 2 }, heading: 135 });
          revealed = true;
          continue;
        }
        if (await special.count()) {
          const options = await special.locator('option').allTextContents();
          expect(options.some((o) => o.startsWith('Rig for Silent Running!'))).toBe(revealed);
          if (revealed) {
            await special.selectOption('rig-for-silent-running');
            const surface = d.getByRole('button', { name: /^Nominate (?!Scirè)/ }).first();
            await expect(surface.isDisabled()).resolves.toBe(true);
            await expect(d.getByText(/is for submersibles only/).first().count()).resolves.toBe(1);
            await expect(d.getByRole('button', { name: 'Nominate Scirè to move' }).isDisabled()).resolves.toBe(false);
            await shot(page, 'vas-nominate-silent', false);
            checkedSilent = true;
            break;
          }
        }
        await d.getByRole('button', { name: 'Let the bot decide this' }).click();
      }
      expect([revealed, checkedSilent]).toEqual([true, true]);
      // the log cites its rules as a quiet "rule" whose tooltip and spoken text give the rule's title
      const cite = page.locator('.log abbr.rule').filter({ hasText: 'rule' }).first();
      await expect(cite.getAttribute('title')).resolves.toMatch(/^Rule: .+ \(VAS-[A-Z-]+\)$/);
      await expect(page.locator('.log').innerText()).resolves.not.toMatch(/\[VAS-/);
      await expect(page.locator('.log').getByText('rule: At the start of a Movement Phase a hidden submersible may be placed anywhere in its square (VAS-SUB-REVEAL)', { exact: false }).count()).resolves.toBeGreaterThan(0);
      await page.evaluate("(() => { const el = document.querySelector('.log'); el.scrollTop = el.scrollHeight; })()");
      await shot(page, 'vas-log-rules', false);
    });
  }, 180_000);
  it('the fire arcs are cleared when the flights are to be moved; in table mode the header keeps its buttons beside the title', async () => {
    const { page } = h;
    await withShots(page, 'vas-fly-arcs', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '4', scenario: 'carrier', seat: 'rn' });
      const d = page.locator('.decision');
      let flew = false;
      for (let i = 0; i < 60 && !flew; i++) {
        const s = await settled(page);
        if (s === 'over') break;
        if (await d.getByRole('form', { name: 'Fly aircraft' }).count()) {
          await expect(page.locator('.arcs').count()).resolves.toBe(0);
          await shot(page, 'vas-fly-no-arcs', false);
          flew = true;
          break;
        }
        await d.getByRole('button', { name: 'Let the bot decide this' }).click();
      }
      expect(flew).toBe(true);
      await startGame(page, h.url, { game: 'vas', mode: 'table', seed: '4' });
      await page.getByRole('form', { name: 'Dice rolled at the table' }).waitFor();
      const title = await page.locator('.game-header h1').boundingBox();
      const leave = await page.locator('.game-header').getByRole('button', { name: 'Leave game' }).boundingBox();
      // the buttons sit on the title's line, not on a second line under a gap
      expect(Math.abs((leave?.y ?? 999) - (title?.y ?? 0))).toBeLessThan(30);
      await shot(page, 'vas-table-mode-header', false);
    });
  }, 180_000);
});
