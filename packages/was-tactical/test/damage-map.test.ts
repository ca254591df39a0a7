import { describe, expect, it } from 'vitest';
import { findShipClass } from '@salvo/data';
import { wasEngine } from '@salvo/was';
import { damageFromTable, damageOnTable } from '../src/damage-map';
import { vasClassOf } from '../src/classes';

const created = wasEngine.createGame({ seed: 1 });
const counters = created.ok ? created.value.ships.filter((x) => x.type !== 'convoy') : [];

describe('War at Sea damage points on the Victory at Sea table and back (WAS-SALVO-TACTICAL-DAMAGE)', () => {
  it('WAS-SALVO-TACTICAL-DAMAGE WAS-7.6: every counter round-trips each damage point; its Defense is Crippled, less is not', () => {
    expect(counters.length).toBeGreaterThan(50);
    for (const x of counters) {
      const cls = vasClassOf(x);
      expect(cls, x.name).toBeDefined();
      const [total, threshold] = findShipClass(cls?.class ?? '')?.damage ?? [0, 0];
      for (let d = 0; d <= x.defense; d++) {
        const left = damageOnTable(d, x.defense, total, threshold);
        expect(left <= threshold, `${x.name} with ${d} of ${x.defense}`).toBe(d === x.defense && d > 0);
        expect(damageFromTable(left, 0, x.defense, total, threshold), `${x.name} with ${d} of ${x.defense}`).toBe(d);
      }
    }
  });

  it('WAS-SALVO-TACTICAL-DAMAGE: points lost on the table add damage in proportion, never beyond the Defense while afloat, never less than before', () => {
    // Queen Elizabeth: Damage 34, Crippled at 11; War at Sea Defense 4 (Warspite).
    expect(damageOnTable(1, 4, 34, 11)).toBe(34 - 6);
    expect(damageOnTable(3, 4, 34, 11)).toBe(34 - 17);
    expect(damageFromTable(34, 0, 4, 34, 11)).toBe(0);
    expect(damageFromTable(30, 0, 4, 34, 11)).toBe(1);
    expect(damageFromTable(12, 0, 4, 34, 11)).toBe(3);
    expect(damageFromTable(11, 0, 4, 34, 11)).toBe(4);
    expect(damageFromTable(34, 2, 4, 34, 11)).toBe(2);
    // Defense 1 (a County cruiser): unhurt until Crippled.
    expect(damageFromTable(8, 0, 1, 24, 8)).toBe(1);
    expect(damageFromTable(9, 0, 1, 24, 8)).toBe(0);
  });
});
