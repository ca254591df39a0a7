/**
 * Drives an online game in table mode on two pages (the browser tests' shared loop): whichever page shows the
 * dice form types its roll, whichever shows "Your decision" plays it, until `until(typists)` holds or `tries`
 * looks are spent. Returns the pages in the order they typed (one entry per roll).
 */
import type { Page } from 'playwright-core';

export interface TableDrive {
  /** Done when this holds of the typists so far (e.g. two rolls, or both pages have typed). */
  until(typists: readonly Page[]): boolean;
  readonly tries: number;
  /** Plays the decision a page shows (it may find the controls replaced by the server's answer). */
  decide(p: Page): Promise<unknown>;
  /** Before a page types: checks what the other page says meanwhile. */
  beforeTyping?(p: Page, other: Page): Promise<unknown>;
  /** After a page typed; `first` is true for that page's first roll. */
  afterTyping?(p: Page, other: Page, first: boolean): Promise<unknown>;
  /** Milliseconds to wait after typing and after a decision. */
  readonly pause?: { typed: number; decided: number };
}

export async function typeOnlineRolls(a: Page, b: Page, o: TableDrive): Promise<Page[]> {
  const typists: Page[] = [];
  for (let i = 0; i < o.tries && !o.until(typists); i++) {
    let acted = false;
    for (const [p, other] of [[a, b], [b, a]] as const) {
      const form = p.getByRole('form', { name: 'Dice rolled at the table' });
      if (await form.count()) {
        await o.beforeTyping?.(p, other);
        const dice = form.getByLabel(/^Die \d+ of \d+$/);
        for (let k = 0; k < (await dice.count()); k++) await dice.nth(k).fill(String(1 + ((k + i) % 6)));
        await form.getByRole('button', { name: 'Enter dice' }).click();
        await o.afterTyping?.(p, other, !typists.includes(p));
        typists.push(p);
        acted = true;
        if (o.pause) await p.waitForTimeout(o.pause.typed);
        break;
      }
      if (await p.getByRole('heading', { name: /^Your decision/ }).count()) {
        await o.decide(p);
        acted = true;
        if (o.pause) await p.waitForTimeout(o.pause.decided);
        break;
      }
    }
    if (!acted) await a.waitForTimeout(100);
  }
  return typists;
}

/** Whether any log line on the pages says the server rolled (in table mode every roll is typed). */
export async function serverRolledAny(...pages: Page[]): Promise<boolean> {
  for (const p of pages) if ((await p.locator('.log li').allInnerTexts()).some((t) => t.includes('rolled by the server'))) return true;
  return false;
}
