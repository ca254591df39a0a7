/** Small inputs with huge costs (issue 7 item 16): limits are checked before work and echoes are capped. */
import { describe, expect, it } from 'vitest';
import { findShipClass, validateFleet, type ShipRoster } from '@salvo/data';
import { vas } from '@salvo/vas';
import { shipCard } from '../src/data/roster-card';
import { defaultBattle } from '@salvo/scenarios';

/**
 * The list as a proxy that counts reads of its entries: "checked before work" means the limit is seen from
 * the length alone, so a refused list has (almost) none of its entries read. No clock involved.
 */
function counted<T>(items: T[]): { list: T[]; reads: () => number } {
  let n = 0;
  const list = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) n += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list, reads: () => n };
}

describe('limits before work', () => {
  it('a fleet file of 40,000 "count": 99 entries is refused at once, without expanding a count', () => {
    const ships = counted(Array.from({ length: 40_000 }, () => ({ class: 'Tribal', count: 99 })));
    const report = validateFleet({ nation: 'Royal Navy', ships: ships.list }, { level: 'Battle' });
    expect(report.problems.map((p) => p.code)).toEqual(['ERR_FLEET_TOO_BIG']);
    expect(report.problems[0]?.message).toBe('ships has 40000 entries; a fleet file has at most 200.');
    expect(ships.reads()).toBeLessThan(200);
    const many = validateFleet({ nation: 'Royal Navy', ships: Array.from({ length: 10 }, () => ({ class: 'Tribal', count: 99 })) }, { level: 'Battle' });
    expect(many.problems[0]?.message).toBe('the file buys 990 ships, squadrons and civilian ships; a fleet file buys at most 500.');
  });

  it('a 10 MB class name or nation is refused without being matched against names or echoed', () => {
    const huge = 'x'.repeat(10_000_000);
    for (const input of [{ nation: 'Royal Navy', ships: [{ class: huge }] }, { nation: huge, ships: [] }]) {
      const report = validateFleet(input, { level: 'Battle' });
      expect(report.problems[0]?.code).toBe('ERR_FLEET_TOO_BIG');
      expect(report.problems.every((p) => p.message.length < 200)).toBe(true);
    }
  });

  it('createGame refuses 40,000 ships before placing any, and a 5 MB ship name without echoing it', () => {
    const setup = defaultBattle(1);
    const first = setup.fleets[0]!;
    const ship = first.ships[0]!;
    const ships = counted(Array.from({ length: 40_000 }, (_, i) => ({ ...ship, id: `s${i}` })));
    const crowd = { ...setup, fleets: [{ ...first, ships: ships.list }, setup.fleets[1]!] };
    const r = vas.createGame(crowd);
    expect(!r.ok && r.error.problems.map((p) => p.code)).toEqual(['ERR_TOO_MANY_SHIPS']);
    expect(ships.reads()).toBeLessThan(200);
    const named = { ...setup, fleets: [{ ...first, ships: [{ ...ship, name: 'n'.repeat(5_000_000) }] }, setup.fleets[1]!] };
    const n = vas.createGame(named);
    expect(n.ok).toBe(false);
    expect(!n.ok && n.error.message.length).toBeLessThan(500);
  });

  it('a roster card of 150,000 weapons prints without overflowing the stack', () => {
    const base = findShipClass('Queen Elizabeth') as ShipRoster;
    const w = base.weapons[0]!;
    const lines = shipCard({ ...base, weapons: Array.from({ length: 150_000 }, () => w) });
    expect(lines.length).toBeGreaterThan(150_000);
  });
});
