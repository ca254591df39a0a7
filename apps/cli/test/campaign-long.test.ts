/**
 * The long game (issue 12 item 7): a seeded Mediterranean campaign of at least six campaign turns
 * between two bots, every battle fought by the engine, saved to its file and replayed from it byte for
 * byte. Small fleets, random bots, a low level modifier and four-turn battles keep it cheap for CI.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { autoplay, newCampaign, replayCampaign, type CampaignSetup } from '@salvo/campaign';
import { loadCampaign, saveCampaign } from '../src/campaign/file-io';
import { ITALIAN_NAVY, ROYAL_NAVY } from '../../../packages/campaign/test/fleets';

const SETUP: CampaignSetup = { seed: 2026, map: 'mediterranean', players: [{ id: 'rn', fleet: ROYAL_NAVY }, { id: 'it', fleet: ITALIAN_NAVY }], options: { battleTurns: 4 } };

describe('a long campaign between bots', () => {
  it('VAS-CAMPAIGN-REPLAY: six campaign turns of bot decisions and engine battles replay from the saved file byte for byte', () => {
    const start = newCampaign(SETUP);
    if (!start.ok) throw new Error(start.error.message);
    const seat = { strength: 'random' as const, options: { modifier: -3 } };
    const run = autoplay(start.value, { rn: seat, it: seat }, 'long', 7);
    if (!run.ok) throw new Error(run.error.message);
    const { state, actions } = run.value;
    expect(state.turn === 7 || state.phase === 'over').toBe(true);
    expect(state.turn).toBeGreaterThanOrEqual(state.phase === 'over' ? 1 : 7);
    const battles = actions.filter((a) => a.type === 'battle');
    expect(battles.length).toBeGreaterThanOrEqual(3);
    for (const b of battles) if (b.type === 'battle') expect(b.record.actions.length).toBeGreaterThan(10);
    const dir = mkdtempSync(join(tmpdir(), 'salvo-campaign-'));
    try {
      const path = join(dir, 'long.json');
      const w = saveCampaign(path, SETUP, actions, state, { rn: 'random', it: 'random' });
      expect(w.ok).toBe(true);
      const text = readFileSync(path, 'utf8');
      const loaded = loadCampaign(path);
      if (!loaded.ok) throw new Error(loaded.error.message);
      const replayed = replayCampaign(loaded.value.file.setup, loaded.value.file.actions);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(JSON.stringify(replayed.value.state)).toBe(JSON.stringify(state));
      const again = join(dir, 'again.json');
      saveCampaign(again, loaded.value.file.setup, loaded.value.file.actions, replayed.value.state, loaded.value.seats);
      expect(readFileSync(again, 'utf8')).toBe(text);
      const xp = Object.values(state.players).flatMap((p) => p.ships).reduce((n, x) => n + x.xp, 0);
      const spentOrEarned = replayed.value.events.filter((e) => e.rule.startsWith('VAS-CAMPAIGN-XP') || e.rule === 'VAS-CAMPAIGN-REFIT').length;
      expect(xp + spentOrEarned).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
