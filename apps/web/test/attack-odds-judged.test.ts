/**
 * VAS-ATTACK-NOMINATE in the attack form's words (src/vas/AttackOdds.tsx, AttackPanel.tsx), rendered as
 * the page renders them: Zara 20.4" off, seen "about 20"", after a flank-speed move, is given the odds on
 * each side of 20" (the far side cannot hit: a sentence, not a chart of one bar at 0), with the engine's
 * figures and no true distance; at 12" one set of odds; every enemy has its own "All weapons at".
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createGame, judgedAttackOdds, type FireNomination, type VasAction, type VasState } from '@salvo/vas';

// .tsx modules, which the tests' type check does not compile (no --jsx): loaded by their paths, typed here
const ODDS = '../src/vas/AttackOdds.tsx';
const PANEL = '../src/vas/AttackPanel.tsx';
type OddsProps = { state: VasState; ship: string; fire: readonly FireNomination[]; preMeasure: boolean };
type PanelProps = { state: VasState; fleet: string; eligible: readonly string[]; preMeasure: boolean; chosen: string; onChoose: (s: string) => void; onSubmit: (a: VasAction) => void };
const { AttackOdds } = (await import(ODDS)) as { AttackOdds: FunctionComponent<OddsProps> };
const { AttackPanel } = (await import(PANEL)) as { AttackPanel: FunctionComponent<PanelProps> };

const text = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&quot;/g, '"').replace(/\s+/g, ' ');

/** Warspite at (20,24) facing up the table; Zara `d` inches due east steaming east (no beam); Vittorio Veneto 15" north. */
function table(d: number, zaraMoved: number): VasState {
  const r = createGame({
    seed: 1,
    fleets: [
      { id: 'rn', ships: [{ id: 'warspite', name: 'Warspite', class: 'Queen Elizabeth', position: { x: 20, y: 24 }, heading: 0 }] },
      { id: 'rm', ships: [
        { id: 'veneto', name: 'Vittorio Veneto', class: 'Littorio', position: { x: 20, y: 39 }, heading: 90 },
        { id: 'zara', name: 'Zara', class: 'Zara', position: { x: 20 + d, y: 24 }, heading: 90 },
      ] },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value;
  s.phase = 'attack';
  s.ships.zara!.distanceMovedThisTurn = zaraMoved;
  return s;
}
const turrets: FireNomination[] = [0, 1, 2, 3].map((weapon) => ({ weapon, target: 'zara' }));
const oddsText = (s: VasState, preMeasure = false): string => text(renderToStaticMarkup(createElement(AttackOdds, { state: s, ship: 'warspite', fire: turrets, preMeasure })));

describe('the attack form\'s odds, as the player may reckon them', () => {
  it('VAS-ATTACK-NOMINATE: "about 20"" straddling 20": both sides, the near one with the engine\'s figures, the far one a sentence', () => {
    const s = table(20.4, 13);
    const j = judgedAttackOdds(s, 'warspite', turrets, false);
    if (!j.ok) throw new Error(j.error.message);
    const near = j.value[0]!.cases[0]!.value.odds;
    const html = renderToStaticMarkup(createElement(AttackOdds, { state: s, ship: 'warspite', fire: turrets, preMeasure: false }));
    const t = text(html);
    expect(t).toContain('Zara is about 20" off, and the distance may not be measured: she may be on either side of 20", so the odds are given for each.');
    expect(t).toContain(`Zara , if 20" or less: expected ${near.meanDamage.toFixed(1)} Damage (${near.meanHits.toFixed(1)} hits)`);
    expect(t).toContain('Zara , if more than 20" (long range -1; plunging fire +1 to Damage Dice): no hit possible: every weapon firing needs 7+.');
    // one chart, for the near side; none that is a single bar at 0
    expect(html.match(/role="img"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Damage Zara (if 20&quot; or less) loses: 0: ');
    expect(t).not.toContain('20.4');
  });

  it('VAS-ATTACK-NOMINATE: at 12" (seen "about 10"") one set of odds; under the house rule the measured distance, one set', () => {
    expect(oddsText(table(12, 0))).not.toMatch(/or less|more than|either side/);
    expect(oddsText(table(20.4, 13), true)).toContain('Zara : no hit possible: every weapon firing needs 7+.');
  });
});

describe('the attack form\'s quick choices and to-hit words', () => {
  it('VAS-ATTACK-NOMINATE: every enemy has its own "All weapons at", in the fixed order of the table', () => {
    const s = table(5, 0);
    const html = renderToStaticMarkup(createElement(AttackPanel, { state: s, fleet: 'rn', eligible: ['warspite'], preMeasure: false, chosen: 'warspite', onChoose: () => undefined, onSubmit: () => undefined }));
    expect([...html.matchAll(/<button[^>]*>All weapons at ([^<]*)<\/button>/g)].map((m) => m[1])).toEqual(['Vittorio Veneto', 'Zara']);
  });
});
