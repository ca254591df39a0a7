/** The page's keeping of a battle on the tactical table, and the War at Sea options of the new game form (WAS-SALVO-TACTICAL). */
import { describe, expect, it } from 'vitest';
import type { KeyValue } from '../src/session/browser-storage';
import { battleKey, forgetBattle, keepBattle, keptBattle, tableSeat } from '../src/was/tactical-store';
import { NO_WAS_OPTIONS, setupOptions } from '../src/was/was-options';


function memory(): KeyValue & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('a battle on the tactical table kept in the browser (WAS-SALVO-TACTICAL)', () => {
  it('WAS-SALVO-TACTICAL: kept by the war\'s point, read back, forgotten; a damaged or full store never stops the battle', () => {
    const store = memory();
    const key = battleKey('1-2-3-4', 57);
    expect(key).toBe('salvo:tactical:1-2-3-4:57');
    expect(keptBattle(store, key)).toBeNull();
    keepBattle(store, key, { setup: { seed: 'was:1:north-sea' }, actions: [{ type: 'pass' }] });
    expect(keptBattle(store, key)).toEqual({ setup: { seed: 'was:1:north-sea' }, actions: [{ type: 'pass' }] });
    expect(keptBattle(store, battleKey('1-2-3-4', 58))).toBeNull();
    forgetBattle(store, key);
    expect(keptBattle(store, key)).toBeNull();
    store.setItem(key, '{not json');
    expect(keptBattle(store, key)).toBeNull();
    store.setItem(key, JSON.stringify({ setup: {}, actions: 'none' }));
    expect(keptBattle(store, key)).toBeNull();
    const full: KeyValue = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('denied'); } };
    expect(() => keepBattle(full, key, { setup: {}, actions: [] })).not.toThrow();
    expect(() => forgetBattle(full, key)).not.toThrow();
    expect(keptBattle(null, key)).toBeNull();
  });

  it('WAS-SALVO-TACTICAL: the form gives only the options switched on (the tactical battles online too, WAS-SALVO-TACTICAL-ONLINE); bots of the war command on the table', () => {
    expect(setupOptions(NO_WAS_OPTIONS)).toEqual({});
    const all = { weakBismarcks: true, accumulateUboats: false, faceDown: true, tacticalBattles: true };
    expect(setupOptions(all)).toEqual({ weakBismarcks: true, faceDown: true, tacticalBattles: true });
    expect([tableSeat('human'), tableSeat('random'), tableSeat('heuristic'), tableSeat('search')]).toEqual(['human', 'random', 'normal', 'normal']);
  });
});
