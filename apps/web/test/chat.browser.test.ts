/**
 * The players' messages in real browsers through the real server: the creator writes before the other player has
 * joined and after; the other player reads it on joining, is told it by the polite live region, and answers with the
 * Send button; a spectator's page has no messages at all; hidden messages count what arrives; a tab in the background
 * says a message came; "Your online games" says which games have new messages; the length is counted down near the
 * limit and a message over it cannot be sent; each page says whether the other player has the game open.
 */
import { describe, expect, it } from 'vitest';
import { createOnlineGame, onlineHarness } from './online-harness';
import { axeViolations, browserOrSkip, shot, withShots } from './browser';

const run = browserOrSkip();

describe.skipIf(!run)('messages between the players of an online game', () => {
  const { server, context } = onlineHarness('salvo-web-chat-');

  it('both seats write and read, the spectator sees none, and hiding counts the new ones', async () => {
    const a = await context();
    await withShots(a, 'chat-a', async () => {
      const { invite, watch } = await createOnlineGame(a, server().url);
      await a.getByText('No messages yet.').waitFor();
      // written before the other player joined: it waits for them
      await a.getByLabel('Write to the other player').fill('Good luck, admiral.');
      await a.getByLabel('Write to the other player').press('Enter');
      const listA = a.getByRole('list', { name: 'Messages between the players' });
      await expect.poll(() => listA.locator('li').allInnerTexts()).toEqual([expect.stringMatching(/^You \d\d?:\d\d( [AP]M)?\nGood luck, admiral\.$/)]);
      expect(await a.getByLabel('Write to the other player').inputValue()).toBe('');

      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      const listB = b.getByRole('list', { name: 'Messages between the players' });
      await expect.poll(() => listB.locator('li .chat-text').allInnerTexts()).toEqual(['Good luck, admiral.']);
      expect(await listB.locator('li .actor').first().innerText()).toBe('Royal Navy');
      // who is connected: each page says the other player has it open
      await expect.poll(() => a.locator('.chat-presence').textContent()).toBe('Regia Marina is here.');
      await expect.poll(() => b.locator('.chat-presence').textContent()).toBe('Royal Navy is here.');

      await b.getByLabel('Write to the other player').fill('And to you.\nMay the dice be kind.');
      await b.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => listA.locator('li .chat-text').allInnerTexts()).toEqual(['Good luck, admiral.', 'And to you.\nMay the dice be kind.']);
      await expect.poll(() => a.locator('.chat-panel [role=status]').textContent()).toBe('Message from Regia Marina: And to you.\nMay the dice be kind.');
      expect(await axeViolations(a)).toEqual([]);
      await shot(a, 'chat-a-two-messages', false);

      const w = await context();
      await w.goto(watch);
      await w.getByRole('heading', { name: 'Victory at Sea' }).waitFor();
      await w.locator('.status').waitFor();
      expect(await w.getByRole('heading', { name: /^Messages/ }).count()).toBe(0);
      expect(await w.locator('body').innerText()).not.toContain('Good luck, admiral');

      // hidden on B's page (remembered in this browser): a new message is counted in the heading, not shown or announced
      await b.getByRole('button', { name: 'Hide messages' }).click();
      await a.getByLabel('Write to the other player').fill('Your move.');
      await a.getByRole('button', { name: 'Send' }).click();
      await b.getByRole('heading', { name: 'Messages (1 new)' }).waitFor();
      expect(await listB.count()).toBe(0);
      expect(await b.evaluate("localStorage.getItem('salvo.chat.hidden')")).toBe('1');
      await b.getByRole('button', { name: 'Show messages' }).click();
      expect(await b.evaluate("localStorage.getItem('salvo.chat.hidden')")).toBe('0');
      await expect.poll(() => listB.locator('li .chat-text').allInnerTexts()).toEqual(['Good luck, admiral.', 'And to you.\nMay the dice be kind.', 'Your move.']);

      // a message that arrives while A's tab is in the background marks the tab's title until the tab is seen
      const titled = await a.title();
      await a.evaluate("Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })");
      await b.getByLabel('Write to the other player').fill('Still there?');
      await b.getByLabel('Write to the other player').press('Enter');
      await expect.poll(() => a.title()).toBe(`New message — ${titled}`);
      await a.evaluate("Object.defineProperty(document, 'hidden', { configurable: true, get: () => false }); document.dispatchEvent(new Event('visibilitychange'))");
      await expect.poll(() => a.title()).toBe(titled);

      // away from the game, "Your online games" says the other player wrote since; opening it reads them
      await b.goto(`${server().url}/`);
      await expect.poll(() => a.locator('.chat-presence').textContent()).toBe('Regia Marina is not connected.');
      const row = b.locator('.my-games li').first();
      await row.waitFor();
      expect(await row.innerText()).not.toContain('new messages');
      await a.getByLabel('Write to the other player').fill('Yes, your move.');
      await a.getByLabel('Write to the other player').press('Enter');
      await expect.poll(() => listA.locator('li').count()).toBe(5);
      await b.goto(`${server().url}/`);
      await expect.poll(() => row.innerText()).toContain('new messages');
      await row.getByRole('button', { name: /^Open game/ }).click();
      await expect.poll(() => listB.locator('li .chat-text').last().innerText()).toBe('Yes, your move.');
      await expect.poll(() => a.locator('.chat-presence').textContent()).toBe('Regia Marina is here.');
      // shown, not announced: it was in the conversation the page opened with
      expect(await b.locator('.chat-panel [role=status]').textContent()).toBe('');
      await b.goto(`${server().url}/`);
      await b.locator('.my-games li').first().waitFor();
      await expect.poll(() => b.locator('.my-games li').first().innerText()).not.toContain('new messages');

      // the length is counted down near the limit; past it the message cannot be sent
      await a.getByLabel('Write to the other player').fill('x'.repeat(460));
      await a.getByText('40 characters left').waitFor();
      await a.getByLabel('Write to the other player').fill('x'.repeat(503));
      await a.getByText('3 characters too many').waitFor();
      expect(await a.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    });
  });

  it('War at Sea: the board has the same messages, each headed by the side that wrote it', async () => {
    const a = await context();
    await withShots(a, 'chat-was', async () => {
      const { invite } = await createOnlineGame(a, server().url, 'was');
      const b = await context();
      await b.goto(invite);
      await b.getByRole('heading', { name: 'War at Sea' }).waitFor();
      await b.getByLabel('Write to the other player').fill('Convoys first?');
      await b.getByLabel('Write to the other player').press('Enter');
      const listA = a.getByRole('list', { name: 'Messages between the players' });
      await expect.poll(() => listA.locator('li .actor').allInnerTexts()).toEqual(['The Axis']);
      await expect.poll(() => a.locator('.chat-panel [role=status]').textContent()).toBe('Message from the Axis: Convoys first?');
      expect(await axeViolations(a)).toEqual([]);
      await shot(a, 'chat-was', false);
    });
  });
});
