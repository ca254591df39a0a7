/**
 * The terminal's Advanced Rules lines (torpedo spreads, squadrons, hidden squares only for their own side)
 * and the typed verbs for reveals, depth changes, crash dives, torpedo criticals and squadron splits.
 */
import { describe, expect, it } from 'vitest';
import { vas, type VasSetup, type VasState } from '@salvo/vas';
import { renderVasTable } from '../src/render/vas-table';
import { parseTypedAction } from '../src/vas/parse-action';

const setup: VasSetup = {
  seed: 1,
  fleets: [
    {
      id: 'rn', name: 'Royal Navy', squadrons: [{ id: 'd1', ships: ['jervis', 'janus'] }], ships: [
        { id: 'jervis', name: 'HMS Jervis', class: 'J, K and N', position: { x: 10, y: 20 }, heading: 90 },
        { id: 'janus', name: 'HMS Janus', class: 'J, K and N', position: { x: 10, y: 23 }, heading: 90 },
      ],
    },
    { id: 'km', name: 'Kriegsmarine', ships: [{ id: 'u47', name: 'U-47', class: 'Type-VII', hiddenSquare: { col: 1, row: 0 }, heading: 0 }] },
  ],
};

function start(): VasState {
  const r = vas.createGame(setup);
  if (!r.ok) throw new Error(r.error.problems[0]?.message);
  return r.value;
}

describe('the terminal view of the Advanced Rules', () => {
  it('shows squadrons and torpedo spreads to all, a hidden boat\'s square only to its own side', () => {
    const s = start();
    s.naval.torpedoes.push({ id: 1, attacker: 'jervis', fleet: 'rn', weapon: 4, target: 'u47', dice: 5, beam: true, longLance: false, placedTurn: 1, dueTurn: 1, attackerEvasive: false });
    const own = renderVasTable(s, 'km').join('\n');
    const other = renderVasTable(s, 'rn').join('\n');
    const spectator = renderVasTable(s).join('\n');
    expect(own).toMatch(/Hidden: U-47 in square B1 \(x 24-48, y 0-24\)/);
    for (const text of [other, spectator]) {
      expect(text).not.toMatch(/square B1/);
      expect(text).toMatch(/U-47 \(u47, Kriegsmarine\) {2}not on the table/);
      expect(text).toMatch(/Squadron d1 \(Royal Navy\): HMS Jervis, HMS Janus/);
      expect(text).toMatch(/Torpedo Spread: HMS Jervis's Torpedoes \(5 AD\) on the beam of U-47, strikes this End Phase/);
    }
  });

  it('reads reveal, dive and surface, crash, reroll and split', () => {
    const s = start();
    expect(parseTypedAction(s, 'reveal u47 30 10 90 submerged', 'km')).toEqual({ ok: true, action: { type: 'reveal', fleet: 'km', ships: [{ ship: 'u47', position: { x: 30, y: 10 }, heading: 90, submerged: true }] } });
    expect(parseTypedAction(s, 'reveal none', 'km')).toEqual({ ok: true, action: { type: 'reveal', fleet: 'km', ships: [] } });
    expect(parseTypedAction(s, 'nominate u47 dive', 'km')).toEqual({ ok: true, action: { type: 'nominate-move', ship: 'u47', depth: 'dive' } });
    expect(parseTypedAction(s, 'reroll 1', 'rn')).toEqual({ ok: true, action: { type: 'torpedo-critical', fleet: 'rn', reroll: 1 } });
    expect(parseTypedAction(s, 'split d1', 'rn')).toEqual({ ok: true, action: { type: 'split-squadron', fleet: 'rn', squadron: 'd1' } });
    s.naval.crashDives.push({ ship: 'u47', by: 'jervis' });
    expect(parseTypedAction(s, 'crash no', 'km')).toEqual({ ok: true, action: { type: 'crash-dive', ship: 'u47', attempt: false } });
  });
});
