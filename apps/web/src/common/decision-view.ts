/**
 * Keeps the player's next decision in sight. After a step of the player's own (Fire, Deploy the fleet), the panel
 * it was taken in is replaced by the next, often much shorter, one: nothing scrolls, but the page stays at the same
 * offset while the content under it moves up, so the player is left looking at the log or the ship cards, the
 * new decision above the window. Called when a new decision of this player is shown: its heading, when above the top
 * of the window, is brought just below the top (its focus ring in view); one in view or below is left where it is
 * (the player may be looking at the table above it, on a phone).
 */
const MARGIN = 12;

export function bringDecisionIntoView(heading: { getBoundingClientRect(): { top: number } } | null): void {
  const top = heading?.getBoundingClientRect().top;
  if (top !== undefined && top < 0) (globalThis as unknown as { scrollBy(x: number, y: number): void }).scrollBy(0, top - MARGIN);
}
