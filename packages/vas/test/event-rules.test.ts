/**
 * VAS-EVENT-RULE over seeded random battles, with every visibility option: each event the engine emits
 * names a rule id registered in rules.ts.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { RULES, vas, type VasEvent, type VasSetup } from '../src';
import { fourShipBattle } from './fixtures';
import { CONDITIONS } from './conditions';

const IDS = new Set(RULES.map((r) => r.id));

function eventsOf(setup: VasSetup, botSeed: number): VasEvent[] {
  const created = vas.createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const rng = seedRng(botSeed);
  const events: VasEvent[] = [];
  for (let i = 0; i < 20_000 && vas.pending(state).kind !== 'over'; i++) {
    const r = vas.apply(state, vas.sampleAction(state, rng));
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return events;
}

const OPTION_SETS = CONDITIONS;

describe('event rule ids', () => {
  it('VAS-EVENT-RULE: every event of seeded random battles names a registered rule id', () => {
    let n = 0;
    for (const options of OPTION_SETS) {
      for (let seed = 1; seed <= 6; seed++) {
        const setup = { ...fourShipBattle(seed), options } as VasSetup;
        for (const e of eventsOf(setup, seed)) {
          n++;
          expect(IDS.has(e.rule), `${e.type} names "${e.rule}"`).toBe(true);
        }
      }
    }
    expect(n).toBeGreaterThan(500);
  });
});
