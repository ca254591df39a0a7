import { describe, expect, it } from 'vitest';
import { vas, type VasState } from '@salvo/vas';
import { attackInfo } from '../src/render/attack-info';
import { defaultBattle } from '@salvo/scenarios';

function state(): VasState {
  const r = vas.createGame(defaultBattle(1));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the attack prompt of a person', () => {
  it('lists the weapons to type with their numbers, and each enemy with its distance judged to the nearest 5 inches (no pre-measuring) and the arc it lies in', () => {
    const s = state();
    const zara = s.ships.zara;
    if (zara) zara.position = { x: 40, y: 16 }; // exactly 45 degrees off Warspite's bow: both arcs
    const lines = attackInfo(s, 'rn');
    expect(lines[1]).toBe('  HMS Warspite: 0 A Turret 33" 2AD/3DD, 1 B Turret 33" 2AD/3DD, 2 X Turret 33" 2AD/3DD, 3 Y Turret 33" 2AD/3DD, 4 Secondary Armament 14" 4AD/1DD, 5 AA 5" 8AD (AA only)');
    expect(lines[2]).toBe('    targets: Vittorio Veneto about 35" fore, Zara about 15" fore/starboard');
    expect(lines).toHaveLength(5);
    expect(lines.join('\n')).not.toMatch(/\d+\.\d"/);
  });

  it('shows exact ranges only under the --pre-measure house rule', () => {
    const s = state();
    const zara = s.ships.zara;
    if (zara) zara.position = { x: 40, y: 16 };
    expect(attackInfo(s, 'rn', true)[2]).toBe('    targets: Vittorio Veneto 36" fore, Zara 14.1" fore/starboard');
  });

  it('gives the Attack Dice a weapon has now: the secondary and AA of a Crippled ship are halved, rounding down', () => {
    const s = state();
    const warspite = s.ships.warspite;
    if (!warspite) throw new Error('default battle changed');
    warspite.crippled = true;
    const line = attackInfo(s, 'rn')[1] ?? '';
    expect(line).toContain('4 Secondary Armament 14" 2AD/1DD');
    expect(line).toContain('5 AA 5" 4AD (AA only)');
  });

  it('leaves out ships that have attacked and marks destroyed weapons and lost Attack Dice', () => {
    const s = state();
    const warspite = s.ships.warspite;
    const valiant = s.ships.valiant;
    if (!warspite || !valiant) throw new Error('default battle changed');
    warspite.attackedThisTurn = true;
    const a = valiant.weapons[0];
    const sec = valiant.weapons[4];
    if (a) a.destroyed = true;
    if (sec) sec.adLost = 4;
    const lines = attackInfo(s, 'rn');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('HMS Valiant: 0 A Turret 33" 0AD/3DD destroyed, 1 B Turret');
    expect(lines[1]).toContain('4 Secondary Armament 14" 0AD/1DD');
    warspite.attackedThisTurn = false;
    valiant.attackedThisTurn = true;
    expect(attackInfo(s, 'rn')[1]).toMatch(/^ {2}HMS Warspite: /);
  });
});
