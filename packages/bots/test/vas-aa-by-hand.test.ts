/**
 * VAS-AA-ALLOCATE-HAND: with the option on, the bots (the heuristic and the random player) answer each
 * ship's AA split with Salvo's own split, the engine's first listed choice, and finish the battle.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas, type VasAction, type VasState } from '@salvo/vas';
import { playVasMatch, vasBot, type VasBot } from '../src/vas/index';
import { loadScenario, scenarioToSetup } from '../../scenarios/src/index';

function carrierClashByHand(): VasState {
  const loaded = loadScenario('carrier-clash');
  if (!loaded.ok) throw new Error('carrier-clash does not load');
  const planned = scenarioToSetup(loaded.value, { seed: 'aa-hand-bots', attacker: 0 });
  if (!planned.ok) throw new Error(planned.problems.map((p) => p.message).join('; '));
  const game = vas.createGame({ ...planned.value.setup, options: { ...planned.value.setup.options, aaByHand: true } });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe('Victory at Sea bots: AA split by hand', () => {
  for (const strength of ['easy', 'random'] as const) {
    it(`VAS-AA-ALLOCATE-HAND: the ${strength} bot answers every AA split with Salvo's split and plays the battle out`, () => {
      const start = carrierClashByHand();
      expect(start.options.aaByHand).toBe(true);
      const bots: Record<string, VasBot> = {};
      for (const f of start.fleetOrder) bots[f] = vasBot(strength, `aa-hand:${f}`);
      const m = playVasMatch({ ...start, rng: seedRng('aa-hand-game') }, bots);
      expect(m.error).toBeUndefined();
      let s = start;
      s = { ...s, rng: seedRng('aa-hand-game') };
      let splits = 0;
      for (const a of m.actions) {
        if (a.type === 'aa-fire') {
          splits++;
          expect(a).toEqual(vas.legalActions(s)[0]);
        }
        const t = vas.apply(s, a as VasAction);
        if (!t.ok) throw new Error(t.error.message);
        s = t.value.state;
      }
      expect(splits).toBeGreaterThan(0);
    });
  }
});
