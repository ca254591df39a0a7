/**
 * Where ships went down (src/vas/Wrecks.tsx): a destroyed ship keeps a marked wreck at her last position, named;
 * ships afloat, withdrawn or hidden have none.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultBattle } from '@salvo/scenarios';
import { vas, type VasState } from '@salvo/vas';

// a .tsx module, which the tests' type check does not compile (no --jsx): loaded by its path, typed here
const WRECKS = '../src/vas/Wrecks.tsx';
const { Wrecks, wrecksOf } = (await import(WRECKS)) as { Wrecks: FunctionComponent<{ state: VasState; height: number }>; wrecksOf: (s: VasState) => { id: string }[] };

function battle(): VasState {
  const c = vas.createGame(defaultBattle(1));
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

describe('wrecks on the table', () => {
  it('a destroyed ship is marked where she went down, with her name; the others are not', () => {
    const s = battle();
    expect(wrecksOf(s)).toEqual([]);
    expect(renderToStaticMarkup(createElement(Wrecks, { state: s, height: 48 }))).toBe('');
    // drawn inside the table's svg, as on the page (a title outside an svg would be the document's)
    const sunk = structuredClone(s);
    const [first, second, third] = sunk.shipOrder;
    sunk.ships[first as string]!.destroyed = true;
    sunk.ships[second as string]!.destroyed = true;
    sunk.ships[second as string]!.withdrawn = true;
    sunk.ships[third as string]!.destroyed = true;
    sunk.ships[third as string]!.hidden = true;
    expect(wrecksOf(sunk).map((w) => w.id)).toEqual([first]);
    const ship = sunk.ships[first as string]!;
    const html = renderToStaticMarkup(createElement('svg', null, createElement(Wrecks, { state: sunk, height: 48 })));
    expect(html).toContain(`data-wreck="${ship.id}"`);
    expect(html).toContain(`${ship.name} went down here`);
    expect(html).toContain(`cx="${ship.position.x}" cy="${48 - ship.position.y}"`);
  });
});
