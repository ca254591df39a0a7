import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { shipLine, shipList } from '../src/render/ship-list';
import { defaultBattle } from '@salvo/scenarios';

describe('the ship list of the text table', () => {
  it('gives name, id, fleet, position, Speed, Damage, Crew, and unrepaired criticals numbered as dc takes them', () => {
    const r = vas.createGame(defaultBattle(1));
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.ships.veneto;
    if (!s) throw new Error('default battle changed');
    s.damage = 30;
    s.criticals.push(
      { id: 1, location: 'weapons', effect: 'secondary-damaged', turn: 1, repairable: true, repaired: false },
      { id: 2, location: 'engines', effect: 'props-damaged', turn: 1, repairable: true, repaired: true },
    );
    expect(shipLine(s, 'C', 'Regia Marina')).toBe(
      'C Vittorio Veneto (veneto, Regia Marina)  at (30, 42) heading 180  Speed 6, Turning 1  Target 4+, Armour 6+  Damage 30/38  Crew 60/60  criticals: 1 Secondary Weapons Damaged',
    );
  });

  it('marks the ships that have moved or attacked this turn, so what is left to do shows', () => {
    const r = vas.createGame(defaultBattle(1));
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.ships.warspite;
    if (!s) throw new Error('default battle changed');
    expect(shipLine(s, 'A', 'Royal Navy')).not.toContain('[');
    s.movedThisTurn = true;
    expect(shipLine(s, 'A', 'Royal Navy')).toMatch(/ {2}\[moved\]$/);
    s.attackedThisTurn = true;
    expect(shipLine(s, 'A', 'Royal Navy')).toMatch(/ {2}\[moved, attacked\]$/);
  });
});

describe('the ship list under scenario rules', () => {
  it('VAS-SCN-MAX-SPEED: a ship capped by a scenario rule shows her capped Speed, with the printed one', () => {
    const setup = defaultBattle(1);
    const r = vas.createGame({ ...setup, scenarioRules: [{ rule: 'max-speed', ships: ['warspite'], speed: 2 }] });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.ships.warspite;
    if (!s) throw new Error('default battle changed');
    expect(shipList(r.value).find((l) => l.includes('(warspite,'))).toContain(`Speed 2 (of ${s.roster.speed})`);
    expect(shipLine(s, 'A', 'Royal Navy', r.value)).toContain(`Speed 2 (of ${s.roster.speed})`);
    expect(shipLine(s, 'A', 'Royal Navy')).toContain(`Speed ${s.roster.speed},`);
  });
});
