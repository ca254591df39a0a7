/** Where the table's words cover each other or a ship (browser tests): boxes from getBoundingClientRect. */
import type { Page } from 'playwright-core';

export interface Overlap { readonly a: string; readonly b: string }

/**
 * Every pair of visible words on the table (ship names, arc labels, flight names) whose screen boxes
 * intersect by more than half a pixel each way, and every word that covers another ship's hull.
 * Only words inside the table's frame count (a panned-off word is not seen).
 */
export async function tableOverlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(`(() => {
    const svg = document.querySelector('svg.vas-table');
    if (!svg) return [{ a: 'no table', b: '' }];
    const frame = svg.getBoundingClientRect();
    const inside = (r) => r.width > 0 && r.right > frame.left && r.left < frame.right && r.bottom > frame.top && r.top < frame.bottom;
    const words = [...svg.querySelectorAll('text.ship-name, text.arc-label, text.flight-name')]
      .map((el) => ({ name: (el.classList[0] + ': ' + el.textContent).trim(), ship: el.closest('[data-ship]')?.getAttribute('data-ship') ?? null, r: el.getBoundingClientRect() }))
      .filter((w) => inside(w.r));
    const hulls = [...svg.querySelectorAll('[data-ship]')].map((g) => ({ ship: g.getAttribute('data-ship'), r: g.querySelector('.ship path').getBoundingClientRect() }));
    const hit = (p, q) => Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
    const out = [];
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) if (hit(words[i].r, words[j].r)) out.push({ a: words[i].name, b: words[j].name });
      for (const h of hulls) if (h.ship !== words[i].ship && inside(h.r) && hit(words[i].r, h.r)) out.push({ a: words[i].name, b: 'hull of ' + h.ship });
    }
    return out;
  })()`) as Promise<Overlap[]>;
}

/** How many ship names and arc labels are drawn (inside the table's frame). */
export async function wordsShown(page: Page): Promise<{ names: number; arcs: number }> {
  return page.evaluate(`(() => {
    const svg = document.querySelector('svg.vas-table');
    const frame = svg.getBoundingClientRect();
    const n = (sel) => [...svg.querySelectorAll(sel)].filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.right > frame.left && r.left < frame.right && r.bottom > frame.top && r.top < frame.bottom; }).length;
    return { names: n('text.ship-name'), arcs: n('text.arc-label') };
  })()`) as Promise<{ names: number; arcs: number }>;
}

/**
 * Every pair of words on the table whose screen boxes meet (more than half a pixel each way), and every word on
 * the move preview's ghost: ship names, arc labels, flights' and stacks' words, wrecks' names, a hidden boat's
 * square. Each <text> is one box (an arc label's or a stack's lines together). Only what is inside the table's frame counts.
 */
export async function wordOverlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(`(() => {
    const svg = document.querySelector('svg.vas-table');
    if (!svg) return [{ a: 'no table', b: '' }];
    const frame = svg.getBoundingClientRect();
    const inside = (r) => r.width > 0 && r.right > frame.left && r.left < frame.right && r.bottom > frame.top && r.top < frame.bottom;
    const words = [...svg.querySelectorAll('text')]
      .map((el) => ({ name: (el.getAttribute('class') + ': ' + el.textContent).trim(), r: el.getBoundingClientRect() }))
      .filter((w) => inside(w.r));
    const ghost = svg.querySelector('.preview .ghost');
    const g = ghost ? ghost.getBoundingClientRect() : null;
    const hit = (p, q) => Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
    const out = [];
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) if (hit(words[i].r, words[j].r)) out.push({ a: words[i].name, b: words[j].name });
      if (g && hit(words[i].r, g)) out.push({ a: words[i].name, b: 'the move preview ghost' });
    }
    return out;
  })()`) as Promise<Overlap[]>;
}
