/** Driving the web client like a person: start a game, and play one decision at a time through the UI. */
import type { Page } from 'playwright-core';

export async function startGame(page: Page, url: string, opts: { game: 'vas' | 'was'; mode: 'bot' | 'hot-seat' | 'table'; seed?: string; seat?: string; bot?: string; scenario?: string; tactical?: boolean }): Promise<void> {
  await page.goto(`${url}?botDelay=0`);
  await page.getByLabel(opts.game === 'vas' ? /Victory at Sea/ : /War at Sea/).check();
  await page.getByLabel(opts.mode === 'bot' ? 'Against the bot' : opts.mode === 'hot-seat' ? /Hot-seat/ : /Table mode/).check();
  if (opts.seat) await page.getByLabel('You play').selectOption(opts.seat);
  // Victory at Sea tests play the random bot unless they name another (the page offers `normal` first).
  const bot = opts.bot ?? (opts.game === 'vas' ? 'random' : undefined);
  if (opts.mode === 'bot' && bot) await page.getByLabel('Bot', { exact: true }).selectOption(bot);
  if (opts.scenario) await page.getByRole('combobox', { name: 'Battle' }).selectOption(opts.scenario);
  if (opts.tactical) await page.getByLabel(/Surface battles on the tactical table/).check();
  await page.getByLabel('Seed').fill(opts.seed ?? '11');
  await page.getByRole('button', { name: 'Start' }).click();
}

/** Waits until the page shows a person's decision, table dice, a hand-over or the end. */
export async function settled(page: Page): Promise<'decision' | 'dice' | 'handover' | 'over'> {
  const decision = page.getByRole('heading', { name: /^Your decision/ });
  const dice = page.getByRole('form', { name: 'Dice rolled at the table' });
  const handover = page.getByRole('heading', { name: /^Hand the screen to/ });
  const over = page.locator('.result');
  await decision.or(dice).or(handover).or(over).first().waitFor({ timeout: 60_000 });
  if (await over.count()) return 'over';
  if (await handover.count()) return 'handover';
  if (await dice.count()) return 'dice';
  return 'decision';
}

export const errorShown = async (page: Page): Promise<boolean> => (await page.locator('.decision [role=alert]').count()) > 0;

/**
 * One Victory at Sea decision through the controls a player uses: move first, nominate the first
 * ship, full ahead (or the engine's refusal, then the bot's move), all weapons at the first enemy
 * (or hold fire when the engine refuses), the first Damage Control choice.
 */
export async function playVasDecision(page: Page): Promise<void> {
  const d = page.locator('.decision');
  const click = (name: string | RegExp) => d.getByRole('button', { name }).first().click();
  if (await d.getByRole('button', { name: 'Move first', exact: true }).count()) return click('Move first');
  if (await d.getByRole('button', { name: /^Nominate / }).count()) return click(/^Nominate /);
  if (await d.getByRole('form', { name: /^Move / }).count()) {
    await click('Full ahead');
    if (await d.locator('#move-check.error').count()) return click('Let the bot decide this');
    await click('Make this move');
    if (await errorShown(page)) await click('Let the bot decide this');
    return;
  }
  if (await d.getByRole('form', { name: 'Declare an attack' }).count()) {
    await click(/^All weapons at/);
    await click('Fire');
    await page.waitForTimeout(10);
    if (await errorShown(page)) await click('Hold fire');
    return;
  }
  const choice = d.locator('.choices button').first();
  if (await choice.count()) return choice.click();
  return click('Let the bot decide this');
}

/** The local session's snapshot (the test hook in App.tsx). */
export async function snapshot<T>(page: Page): Promise<T> {
  // the hook is set once the game's code has arrived (Start fetches the engines when pressed)
  await page.waitForFunction('globalThis.__salvo !== undefined');
  return (await page.evaluate('globalThis.__salvo.getSnapshot()')) as T;
}

/**
 * One War at Sea decision through the controls a player uses: the movement form as it stands
 * (every ship stays unless `moveFirst`), the first listed option otherwise, the bot's suggestion
 * when nothing is listed.
 */
export async function playWasDecision(page: Page, moveFirst = false): Promise<void> {
  const d = page.locator('.decision');
  const orders = d.getByRole('form', { name: /movement orders/ });
  if (await orders.count()) {
    if (moveFirst) {
      const select = orders.locator('select').first();
      if (await select.count()) {
        const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
        const to = values.find((v) => v !== '');
        if (to) await select.selectOption(to);
      }
    }
    // the form waits for the engine's yes: an order it refuses leaves the button disabled
    const give = orders.getByRole('button', { name: 'Give these orders' });
    if (await give.isDisabled()) return d.getByRole('button', { name: 'Let the bot decide this' }).click();
    await give.click();
    if (await errorShown(page)) await d.getByRole('button', { name: 'Let the bot decide this' }).click();
    return;
  }
  const choice = d.locator('.choices button').first();
  if (await choice.count()) {
    await choice.click();
    // a fire suggestion fills the form (FireForm): the orders are given with Open fire
    const fire = d.getByRole('button', { name: 'Open fire' });
    if ((await fire.count()) && (await fire.isEnabled())) await fire.click();
    return;
  }
  return d.getByRole('button', { name: 'Let the bot decide this' }).click();
}

/** Carrier Clash against the random bot, seed 1, the person in the west: Scenarios… to her deployment. */
export async function openCarrierClash(page: Page, url: string): Promise<void> {
  await page.goto(`${url}?botDelay=0`);
  await page.getByRole('button', { name: 'Scenarios…' }).click();
  await page.getByRole('radio', { name: /Carrier Clash/ }).check();
  await page.getByLabel('Against the bot').check();
  await page.getByLabel('Bot strength').selectOption('random');
  await page.getByLabel('You play').selectOption('west');
  await page.getByLabel('Seed').fill('1');
  await page.getByRole('button', { name: 'Prepare the battle' }).click();
  await page.getByRole('heading', { name: 'Player 1 (Task Force 17) deploys' }).waitFor();
}

/** Plays this page's decisions up to the first move form (move first, nominate the first ship). */
export async function toFirstMove(page: Page): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await settled(page);
    const d = page.locator('.decision');
    if (await d.getByRole('form', { name: /^Move / }).count()) return;
    if (await d.getByRole('button', { name: 'Move first', exact: true }).count()) await d.getByRole('button', { name: 'Move first', exact: true }).click();
    else if (await d.getByRole('button', { name: /^Nominate / }).count()) await d.getByRole('button', { name: /^Nominate / }).first().click();
    else await page.waitForTimeout(100);
  }
  throw new Error('no move form');
}
