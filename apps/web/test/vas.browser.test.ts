/**
 * Victory at Sea in a real browser: a whole battle against the bot through the UI, table-mode
 * dice entry, the no-pre-measuring check on the page and its accessibility tree, keyboard-only
 * play of a whole battle (Tab and Enter only), and axe on each screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentAD, judgedAttackOdds, type VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot, startGame } from './drive';

const run = browserOrSkip();

/** A battle against the bot (seed 9), played through the UI until the player declares an attack. */
async function untilAttackForm(page: Page, url: string): Promise<void> {
  await startGame(page, url, { game: 'vas', mode: 'bot', seed: '9' });
  for (let i = 0; i < 200; i++) {
    const s = await settled(page);
    if (s === 'over') throw new Error('the battle ended before an attack was declared');
    if (await page.getByRole('form', { name: 'Declare an attack' }).count()) break;
    await playVasDecision(page);
  }
}

describe.skipIf(!run)('Victory at Sea in the browser', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  it('plays a whole battle against the bot through the UI, to the end, and shows its whole log on request', async () => {
    const { page } = h;
    await withShots(page, 'vas-whole-battle', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '5' });
      expect(await axeViolations(page)).toEqual([]);
      let decisions = 0;
      for (;;) {
        const s = await settled(page);
        if (s === 'over') break;
        await playVasDecision(page);
        decisions++;
        expect(decisions).toBeLessThan(600);
      }
      const snap = await snapshot<{ pending: { kind: string }; state: VasState }>(page);
      expect(snap.pending.kind).toBe('over');
      await expect(page.locator('.result').innerText()).resolves.toMatch(/Winner|No winner/);
      expect(await page.locator('.log li').count()).toBeGreaterThan(20);
      // The log draws its newest 200 entries, numbered as in the whole log; the rest on request.
      const whole = (snap as unknown as { log: unknown[] }).log.length;
      expect(whole).toBeGreaterThan(200);
      expect(await page.locator('.log li').count()).toBe(200);
      expect(await page.locator('.log ol').getAttribute('start')).toBe(String(whole - 199));
      await page.getByRole('button', { name: `Show the ${whole - 200} earlier entries` }).click();
      expect(await page.locator('.log li').count()).toBe(whole);
      expect(await page.locator('.log ol').getAttribute('start')).toBe('1');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'vas-battle-over');
    });
  });

  it('VAS-ATTACK-NOMINATE: while an attack is declared, neither the page nor its accessibility tree holds an enemy distance', async () => {
    const { page } = h;
    await withShots(page, 'vas-no-distance', async () => {
      await untilAttackForm(page, h.url);
      await page.getByRole('form', { name: 'Declare an attack' }).waitFor();
      const snap = await snapshot<{ state: VasState }>(page);
      const st = snap.state;
      const mine = Object.values(st.ships).filter((s) => s.fleet === 'rn');
      const enemies = Object.values(st.ships).filter((s) => s.fleet !== 'rn');
      const forms: string[] = [];
      for (const a of mine) for (const e of enemies) {
        const d = Math.hypot(e.position.x - a.position.x, e.position.y - a.position.y);
        forms.push(d.toFixed(1), d.toFixed(2), `${d.toFixed(1)}"`);
      }
      const text = await page.locator('body').innerText();
      const aria = await page.locator('body').ariaSnapshot();
      const html = await page.content();
      for (const f of forms) {
        expect(text).not.toContain(f);
        expect(aria).not.toContain(f);
        expect(html).not.toContain(`${f}"`);
      }
      expect(text).toMatch(/about \d+"/);
      expect(text).toContain('distance judged by eye');
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'vas-attack-declare');
    });
  });

  it('VAS-ATTACK-NOMINATE: the odds of the attack being declared are the engine\'s, reckoned at the judged distance, and give no distance away', async () => {
    const { page } = h;
    await withShots(page, 'vas-attack-odds', async () => {
      await untilAttackForm(page, h.url);
      const form = page.getByRole('form', { name: 'Declare an attack' });
      await form.waitFor();
      expect(await page.getByRole('region', { name: 'Odds of this attack' }).count()).toBe(0);
      await form.getByRole('button', { name: /^All weapons at / }).click();
      const odds = page.getByRole('region', { name: 'Odds of this attack' });
      await odds.waitFor();
      const snap = await snapshot<{ state: VasState }>(page);
      const st = snap.state;
      const ship = await form.getByLabel('Attacking ship').inputValue();
      const target = await form.locator('select[aria-label^="Target for "]').first().inputValue();
      const me = st.ships[ship]!;
      const fire = me.roster.weapons.flatMap((w, i) => (me.weapons[i]?.destroyed || me.weapons[i]?.spent || w.kind === 'aa' || w.dd === null ? []
        : w.kind === 'secondary' ? [{ weapon: i, target, dice: currentAD(me, i) }] : [{ weapon: i, target }]));
      const judged = judgedAttackOdds(st, ship, fire, false);
      if (!judged.ok) throw new Error(judged.error.message);
      const o = judged.value[0]!;
      const text = await odds.innerText();
      expect(text).toContain('ranges judged by eye');
      expect(text).toContain(`${st.ships[target]!.name}:`);
      if (o.shots > 0) {
        expect(text).toContain(`expected ${o.meanDamage.toFixed(1)} Damage (${o.meanHits.toFixed(1)} hits)`);
        expect(text).toMatch(/critical hit \S+%; Crippled \S+%; sunk \S+%/);
        expect(await odds.getByRole('img', { name: /^Damage .* loses: 0: / }).count()).toBe(1);
      }
      // the odds say nothing the tape measure would: no true distance on the page or in its accessibility tree
      const d = Math.hypot(st.ships[target]!.position.x - me.position.x, st.ships[target]!.position.y - me.position.y);
      const aria = await page.locator('body').ariaSnapshot();
      for (const f of [d.toFixed(1), `${d.toFixed(1)}"`]) {
        expect(await page.locator('body').innerText()).not.toContain(f);
        expect(aria).not.toContain(f);
      }
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'vas-attack-odds');
    });
  });

  it('VAS-TURN-SEQUENCE: "How to play" beside the table marks the phase being played, as the header names it, through a turn', async () => {
    const { page } = h;
    await withShots(page, 'vas-how-to-play', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', bot: 'random', seed: '21' });
      await page.getByText('How to play: the turn and an attack').click();
      const now = page.locator('.how-to-play li[aria-current="step"]');
      const seen = new Set<string>();
      for (let i = 0; i < 200 && seen.size < 3; i++) {
        if ((await settled(page)) === 'over') break;
        const status = await page.locator('.game-header .status').innerText();
        const phase = /, (Initiative|Movement|Attack|End) Phase/.exec(status)?.[1];
        if (phase) {
          await expect(now.count()).resolves.toBe(1);
          await expect(now.innerText()).resolves.toMatch(new RegExp(`^${phase} Phase \\(now\\)\\.`));
          seen.add(phase);
        }
        await playVasDecision(page);
      }
      expect([...seen]).toEqual(expect.arrayContaining(['Movement', 'Attack']));
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'vas-how-to-play');
    });
  }, 240_000);

  it('a solo player\'s first opponent is one that plays: the normal bot in Victory at Sea, the heuristic in War at Sea', async () => {
    const { page } = h;
    await page.goto(h.url);
    const bot = page.getByLabel('Bot', { exact: true });
    await expect(bot.inputValue()).resolves.toBe('normal');
    await page.getByLabel(/War at Sea/).check();
    await expect(bot.inputValue()).resolves.toBe('heuristic');
    await page.getByLabel(/Victory at Sea/).check();
    await expect(bot.inputValue()).resolves.toBe('normal');
  });

  it('table mode: the dice are typed in, checked, and recorded as typed', async () => {
    const { page } = h;
    await withShots(page, 'vas-table-dice', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'table', seed: '3' });
      const form = page.getByRole('form', { name: 'Dice rolled at the table' });
      await form.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await expect(page.locator('.decision .prompt').innerText()).resolves.toContain('initiative');
      await expect(form.innerText()).resolves.toContain('Roll 2d6 at the table');
      await page.getByLabel('Die 1 of 2').fill('7');
      await page.getByLabel('Die 2 of 2').fill('2');
      await form.getByRole('button', { name: 'Enter dice' }).click();
      await expect(page.locator('.decision [role=alert]').innerText()).resolves.toContain('A d6 shows 1 to 6, not 7');
      await page.getByLabel('Die 1 of 2').fill('6');
      await page.getByLabel('Die 2 of 2').fill('5');
      await form.getByRole('button', { name: 'Enter dice' }).click();
      await page.locator('.log li', { hasText: '6 5 (typed at the table)' }).waitFor();
      // The live region says it too, and the dice panel.
      await page.getByTestId('announcer').filter({ hasText: '6 5 (typed at the table)' }).waitFor();
      await expect(page.locator('.last-dice').innerText()).resolves.toContain('(typed at the table)');
      const snap = await snapshot<{ actions: Array<{ type: string; values?: number[] }> }>(page);
      expect(snap.actions[0]).toEqual({ type: 'roll', values: [6, 5] });
      await shot(page, 'vas-table-dice');
    });
  });

  it('keyboard only: a whole battle against the bot, with Tab, Enter and the decision heading taking the focus', async () => {
    const { page } = h;
    await withShots(page, 'vas-keyboard', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '21' });
      const focused = () => page.evaluate('(document.activeElement && (document.activeElement.getAttribute("aria-label") || document.activeElement.textContent || "")).trim()') as Promise<string>;
      let presses = 0;
      const tabTo = async (re: RegExp) => {
        for (let i = 0; i < 160; i++) {
          await page.keyboard.press('Tab');
          presses++;
          if (re.test(await focused())) return;
        }
        throw new Error(`Tab never reached ${re}`);
      };
      const press = async (re: RegExp) => {
        await tabTo(re);
        await page.keyboard.press('Enter');
      };
      let decisions = 0;
      for (;;) {
        const s = await settled(page);
        if (s === 'over') break;
        decisions++;
        expect(decisions).toBeLessThan(600);
        const d = page.locator('.decision');
        if (await d.getByRole('button', { name: 'Move first', exact: true }).count()) await press(/^Move first$/);
        else if (await d.getByRole('button', { name: /^Nominate / }).count()) await press(/^Nominate /);
        else if (await d.getByRole('form', { name: /^Move / }).count()) {
          await press(/^Full ahead$/);
          await press(/^Make this move$/);
          if (await page.locator('.decision [role=alert]').count()) await press(/^Let the bot decide this$/);
        } else if (await d.getByRole('form', { name: 'Declare an attack' }).count()) {
          await press(/^All weapons at /);
          await press(/^Fire$/);
          await page.waitForTimeout(10);
          if (await page.locator('.decision [role=alert]').count()) await press(/^Hold fire$/);
        } else await press(/^(No Damage Control|Let the bot decide this)$/);
        await page.waitForTimeout(10);
      }
      const snap = await snapshot<{ pending: { kind: string }; actions: Array<{ type: string }> }>(page);
      expect(snap.pending.kind).toBe('over');
      expect(snap.actions.some((a) => a.type === 'attack')).toBe(true);
      await expect(page.getByTestId('announcer').innerText()).resolves.not.toBe('');
      console.log(`keyboard-only battle: ${decisions} decisions, ${presses} Tab presses`);
      await shot(page, 'vas-keyboard-over');
    });
  });
});
