import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas } from '../index';
import { fourShipBattle } from '../../test/fixtures';
import { AIR_SETUP } from '../aircraft/test-setup';
import type { VasSetup } from '../types';

/** The four-ship battle with Tactical Judgement dice and a New Captain (VAS-NEW-CAPTAIN) on every ship. */
const withDice = (seed: number): VasSetup => {
  const s = fourShipBattle(seed);
  return { ...s, fleets: s.fleets.map((f) => ({ ...f, ships: f.ships.map((x) => ({ ...x, tacticalJudgement: 4, newCaptain: true })) })) };
};

describe('Tactical Judgement in random playouts', () => {
  it('VAS-TACTICAL-JUDGEMENT, VAS-NEW-CAPTAIN: every listed choice is accepted, held states round-trip, dice are spent down to zero at most', () => {
    let decisions = 0;
    let pairs = 0;
    for (const seed of [1, 2, 3]) {
      const c = vas.createGame(withDice(seed));
      if (!c.ok) throw new Error(c.error.message);
      let st = c.value;
      const rng = seedRng(seed);
      for (let i = 0; i < 5000 && vas.pending(st).kind !== 'over'; i++) {
        const p = vas.pending(st);
        if (p.kind === 'decision' && p.decision === 'tactical-judgement') {
          decisions++;
          for (const a of vas.legalActions(st)) expect(vas.apply(st, a).ok).toBe(true);
          const round = vas.parse(vas.serialize(st));
          expect(round.ok && vas.serialize(round.value)).toBe(vas.serialize(st));
        }
        if (p.kind === 'decision' && p.decision === 'nominate-move') {
          for (const a of vas.legalActions(st)) if (a.type === 'nominate-move' && a.second !== undefined) { pairs++; expect(vas.apply(st, a).ok).toBe(true); }
        }
        const r = vas.apply(st, vas.sampleAction(st, rng));
        if (!r.ok) throw new Error(r.error.message);
        st = r.value.state;
      }
      for (const id of st.shipOrder) expect(st.ships[id]?.rerolls ?? 0).toBeGreaterThanOrEqual(0);
    }
    expect(decisions).toBeGreaterThan(0);
    expect(pairs).toBeGreaterThan(0);
  });

  it('VAS-TACTICAL-JUDGEMENT: with aircraft, and at night with radar, the random bot meets and answers AA, dodge, radar and spotting re-rolls to the end of the battle', () => {
    const judged = new Set<string>();
    const dice = (setup: VasSetup): VasSetup => ({ ...setup, fleets: setup.fleets.map((f) => ({ ...f, ships: f.ships.map((x) => ({ ...x, tacticalJudgement: 20 })) })) });
    const night = (seed: number): VasSetup => ({ ...fourShipBattle(seed), options: { night: true, radar: true } });
    for (const [setup, seed] of [[AIR_SETUP, 1], [AIR_SETUP, 2], [night(1), 1], [night(2), 2]] as const) {
      const c = vas.createGame(dice(setup));
      if (!c.ok) throw new Error(c.error.message);
      let st = c.value;
      const rng = seedRng(seed);
      let last = '';
      for (let i = 0; i < 20_000 && vas.pending(st).kind !== 'over'; i++) {
        const p = vas.pending(st);
        if (p.kind === 'chance' && p.request.purpose !== 'tactical-judgement') last = p.request.purpose;
        if (p.kind === 'decision' && p.decision === 'tactical-judgement') judged.add(last);
        const r = vas.apply(st, vas.sampleAction(st, rng));
        if (!r.ok) throw new Error(r.error.message);
        st = r.value.state;
      }
      expect(vas.pending(st).kind).toBe('over');
    }
    for (const purpose of ['aa', 'dodge', 'radar-detection', 'spotting', 'attack', 'damage']) expect([...judged]).toContain(purpose);
  });
});
