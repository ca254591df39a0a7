/** A battle fought to its end for tests: random legal decisions, dice from the battle's own PRNG. */
import { rollFor, seedRng, type RngState } from '@salvo/kernel';
import { vas, type VasAction, type VasSetup } from '@salvo/vas';
import type { BattleRecord } from '../src/index';

export function fight(setup: VasSetup, seed = 1): BattleRecord {
  const c = vas.createGame(setup);
  if (!c.ok) throw new Error(c.error.message);
  let st = c.value;
  const rng = seedRng(`test-battle:${seed}`);
  const actions: VasAction[] = [];
  for (let i = 0; i < 20000; i++) {
    const p = vas.pending(st);
    if (p.kind === 'over') return { setup, actions };
    if (p.kind === 'chance') {
      const values = rollFor([...st.rng] as RngState, p.request);
      st = vas.rollChance(st).state;
      actions.push({ type: 'roll', values });
      continue;
    }
    const a = vas.sampleAction(st, rng);
    const r = vas.apply(st, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    st = r.value.state;
  }
  throw new Error('battle too long');
}
