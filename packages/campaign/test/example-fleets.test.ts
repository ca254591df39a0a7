import { describe, expect, it } from 'vitest';
import { campaignMap, EXAMPLE_FLEETS, newCampaign } from '../src/index';

describe('example fleets', () => {
  it('VAS-CAMPAIGN-START-FLEET: each example fleet is a valid starting fleet, and each map\'s pair begins a campaign together', () => {
    for (const map of new Set(EXAMPLE_FLEETS.map((f) => f.map))) {
      expect(campaignMap(map), map).toBeDefined();
      const pair = EXAMPLE_FLEETS.filter((f) => f.map === map);
      expect(pair.length, map).toBeGreaterThanOrEqual(2);
      const r = newCampaign({ seed: 1, map, players: pair.map((f) => ({ id: f.id, fleet: f.fleet })) });
      expect(r.ok ? [] : r.error.problems.map((p) => `${p.path}: ${p.message}`), map).toEqual([]);
    }
  });

  it('VAS-CAMPAIGN-START-FLEET: example fleets have distinct ids, and every ship a distinct name within her fleet', () => {
    expect(new Set(EXAMPLE_FLEETS.map((f) => f.id)).size).toBe(EXAMPLE_FLEETS.length);
    for (const f of EXAMPLE_FLEETS) expect(new Set(f.fleet.ships.map((s) => s.name)).size, f.id).toBe(f.fleet.ships.length);
  });

  it('VAS-CAMPAIGN-HOME-PORT: every example fleet\'s navy has a Home Port on the map it was drawn up for', () => {
    for (const f of EXAMPLE_FLEETS) expect(campaignMap(f.map)?.targets.some((t) => t.homePort === f.fleet.nation), f.id).toBe(true);
  });
});
