/**
 * Victory at Sea in a real browser: a whole battle against the bot through the UI, table-mode
 * dice entry, the no-pre-measuring check on the page and its accessibility tree, keyboard-only
 * play of a whole battle (Tab and Enter only), and axe on each screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { currentAD, judgedAttackOdds, judgedToHit, reachByEye, spanNote, toHitText, type FireNomination, type ShipState, type VasState } from '@salvo/vas';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot, startGame } from './drive';
import { gunsBearing } from '../src/vas/bearing-by-eye';

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

/** The nominations the attack form holds: each weapon's target, and the dice of a split battery. */
async function nominated(form: Locator, st: VasState, ship: string): Promise<FireNomination[]> {
  const me = st.ships[ship]!;
  const out: FireNomination[] = [];
  for (const [i, w] of me.roster.weapons.entries()) {
    const select = form.getByLabel(`Target for ${w.name}`, { exact: true });
    if (await select.count()) {
      const t = await select.inputValue();
      if (t) out.push({ weapon: i, target: t });
      continue;
    }
    for (const e of Object.values(st.ships)) {
      const dice = form.getByLabel(`Dice of ${w.name} at ${e.name}`, { exact: true });
      if (await dice.count()) {
        const n = Number(await dice.inputValue());
        if (n > 0) out.push({ weapon: i, target: e.id, dice: n });
      }
    }
  }
  return out;
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

  it('VAS-ATTACK-NOMINATE: the odds and to-hit numbers of the attack being declared are the engine\'s, reckoned from the judged distance, and give no distance away', async () => {
    const { page } = h;
    await withShots(page, 'vas-attack-odds', async () => {
      await untilAttackForm(page, h.url);
      const form = page.getByRole('form', { name: 'Declare an attack' });
      await form.waitFor();
      expect(await page.getByRole('region', { name: 'Odds of this attack' }).count()).toBe(0);
      const snap = await snapshot<{ state: VasState }>(page);
      const st = snap.state;
      const ship = await form.getByLabel('Attacking ship').inputValue();
      // the quick choice for every enemy the form lists, then the one for the last of them
      const quick = form.getByRole('button', { name: /^All weapons at / });
      const names = await quick.allInnerTexts();
      const listed = (await form.locator('table.targets tbody th').allInnerTexts()).map((n) => `All weapons at ${n}`);
      expect(names).toEqual(listed);
      await quick.last().click();
      const target = Object.values(st.ships).find((x) => `All weapons at ${x.name}` === names[names.length - 1])!;
      const odds = page.getByRole('region', { name: 'Odds of this attack' });
      await odds.waitFor();
      const fire = await nominated(form, st, ship);
      expect(fire.length).toBeGreaterThan(0);
      expect(fire.every((f) => f.target === target.id)).toBe(true);
      const judged = judgedAttackOdds(st, ship, fire, false);
      if (!judged.ok) throw new Error(judged.error.message);
      const o = judged.value[0]!;
      const text = await odds.innerText();
      expect(text).toContain('ranges judged by eye');
      for (const c of o.cases) {
        const head = c.when ? `${target.name}, ${c.when}` : `${target.name}:`;
        expect(text).toContain(head);
        const x = c.value.odds;
        if (x.shots > 0 && x.meanHits > 0) expect(text).toContain(`expected ${x.meanDamage.toFixed(1)} Damage (${x.meanHits.toFixed(1)} hits)`);
      }
      expect(await odds.getByRole('img', { name: /^Damage .* loses: 0: / }).count()).toBe(o.cases.filter((c) => c.value.odds.meanHits > 0).length);
      // what each weapon needs to hit, in the engine's words, beside it
      for (const w of new Set(fire.map((f) => f.weapon))) {
        const cases = judgedToHit(st, ship, w, target.id, false)!;
        await expect(form.locator(`#to-hit-${w}`).innerText()).resolves.toBe(`${target.name}: ${toHitText(cases)}`);
      }
      // the odds say nothing the tape measure would: no true distance on the page or in its accessibility tree
      const me = st.ships[ship]!;
      const d = Math.hypot(target.position.x - me.position.x, target.position.y - me.position.y);
      const aria = await page.locator('body').ariaSnapshot();
      for (const f of [d.toFixed(1), `${d.toFixed(1)}"`]) {
        expect(await page.locator('body').innerText()).not.toContain(f);
        expect(aria).not.toContain(f);
      }
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'vas-attack-odds');
    });
  });

  it('VAS-ATTACK-NOMINATE: a target whose judged distance straddles a range limit gets the odds on each side, and a gun clearly out of Range is not picked', async () => {
    const { page } = h;
    await withShots(page, 'vas-attack-straddle', async () => {
      await startGame(page, h.url, { game: 'vas', mode: 'bot', seed: '9' });
      const form = page.getByRole('form', { name: 'Declare an attack' });
      let found: { ship: string; target: ShipState } | null = null;
      for (let i = 0; i < 300 && !found; i++) {
        if ((await settled(page)) === 'over') break;
        if (await form.count()) {
          const st = (await snapshot<{ state: VasState }>(page)).state;
          const ship = await form.getByLabel('Attacking ship').inputValue();
          const me = st.ships[ship]!;
          for (const e of Object.values(st.ships)) {
            if (e.fleet === me.fleet || e.destroyed || e.withdrawn || e.hidden) continue;
            // the guns the form's "All weapons at" picks (bearing-by-eye.ts): checked against the page below
            const guns = gunsBearing(me, e, false).map((k) => ({ weapon: k, target: e.id, ...(me.roster.weapons[k]?.kind === 'secondary' ? { dice: currentAD(me, k) } : {}) }));
            if (guns.length === 0) continue;
            const j = judgedAttackOdds(st, ship, guns, false);
            if (j.ok && j.value[0]!.cases.length > 1 && j.value[0]!.cases.some((c) => c.value.odds.shots > 0)) { found = { ship, target: e }; break; }
          }
          if (found) break;
        }
        await playVasDecision(page);
      }
      if (!found) throw new Error('no attack form with a target straddling a range limit');
      const st = (await snapshot<{ state: VasState }>(page)).state;
      const me = st.ships[found.ship]!;
      const t = found.target;
      await form.getByRole('button', { name: `All weapons at ${t.name}`, exact: true }).click();
      const fire = await nominated(form, st, found.ship);
      // no gun the player can see is out of Range is picked
      const d = Math.hypot(t.position.x - me.position.x, t.position.y - me.position.y);
      for (const f of fire) expect(reachByEye(d, me.roster.weapons[f.weapon]!.range, false)).not.toBe('no');
      const j = judgedAttackOdds(st, found.ship, fire, false);
      if (!j.ok) throw new Error(j.error.message);
      const odds = page.getByRole('region', { name: 'Odds of this attack' });
      await odds.waitFor();
      const text = await odds.innerText();
      const o = j.value[0]!;
      expect(o.cases.length).toBeGreaterThan(1);
      expect(text).toContain(spanNote(t.name, o)!);
      for (const c of o.cases) expect(text).toContain(`${t.name}, ${c.when}`);
      // the weapon whose to-hit differs across the limit says so beside it, with its "if"
      const toHit = await form.locator('.to-hit').allInnerTexts();
      expect(toHit.some((l) => / if (more than )?\d+(\.\d)?"/.test(l))).toBe(true);
      expect(await form.innerText()).not.toContain(d.toFixed(1));
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'vas-attack-straddle');
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
