/**
 * VAS-AA-ALLOCATE-HAND, the AA split panel's words (src/vas/AaPanel.tsx): each flight says the die a weapon needs
 * to hit it (the engine's `aaNeeded`), "cannot be hit (needs 7)" when no die can, and how many dice of the split
 * go at flights they cannot hit; read off the table the deciding side sees.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aaNeeded, aaSplitChoice, vas, type VasAction, type VasState } from '@salvo/vas';
import { playToTheSplit } from './aa-hand-play';

// a .tsx module, which the tests' type check does not compile (no --jsx): loaded by its path, typed here
const PANEL = '../src/vas/AaPanel.tsx';
const { AaPanel } = (await import(PANEL)) as { AaPanel: FunctionComponent<{ state: VasState; onSubmit: (a: VasAction, tried: string) => void }> };

/** The panel's text, tags dropped (the aria-labels stay as attributes and are read separately). */
const panelText = (s: VasState): string => renderToStaticMarkup(createElement(AaPanel, { state: s, onSubmit: () => undefined })).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('AA split panel: what each die can do', () => {
  it('VAS-AA-ALLOCATE-HAND: in good weather the Me-109 (Target 6) hits on 6+ and the Stuka (Target 5) on 5+', () => {
    const { state } = playToTheSplit('aa1');
    const c = aaSplitChoice(state);
    const w = c?.weapons[0]?.weapon ?? -1;
    expect([aaNeeded(state, 'cossack', w, 'me109'), aaNeeded(state, 'cossack', w, 'stuka1')]).toEqual([6, 5]);
    const text = panelText(state);
    expect(text).toMatch(/F me109 \(Messerschmitt Me-109\): hits on 6\+/);
    expect(text).toMatch(/DB stuka1 \(Junkers Ju-87\): hits on 5\+/);
    expect(text).not.toMatch(/cannot hit|cannot be hit/);
  });

  it('VAS-AA-ALLOCATE-HAND: in Bad Weather the Me-109 cannot be hit (needs 7), the Stuka needs 6, and Salvo\'s split is told it wastes dice', () => {
    const { state } = playToTheSplit('aa1', { weather: 'bad' });
    const text = panelText(state);
    expect(text).toMatch(/F me109 \(Messerschmitt Me-109\): cannot be hit \(needs 7\)/);
    expect(text).toMatch(/DB stuka1 \(Junkers Ju-87\): hits on 6\+/);
    const onMe109 = aaSplitChoice(state)?.auto.filter((s) => s.flight === 'me109').reduce((n, s) => n + s.dice, 0) ?? 0;
    expect(onMe109).toBeGreaterThan(0);
    expect(text).toContain(`${onMe109} ${onMe109 === 1 ? 'die goes at a flight it' : 'dice go at flights they'} cannot hit.`);
    // the same words from the view the deciding side is given (nothing there that observe hides)
    const seen = vas.observe(state, 'rn') as unknown as VasState;
    expect(panelText(seen)).toBe(text);
  });

  it('VAS-CRIT-FIRE-CONTROL: with Fire Control hit the panel says each weapon must first roll 4+; without, it says nothing of it', () => {
    const { state } = playToTheSplit('aa1');
    expect(panelText(state)).not.toContain('Fire Control');
    const hit = structuredClone(state);
    hit.ships.cossack?.criticals.push({ id: 99, location: 'vital', effect: 'fire-control', turn: 1, repairable: false, repaired: false });
    expect(panelText(hit)).toContain('Fire Control is down: each AA weapon must first roll 4+ to fire at all.');
  });
});
