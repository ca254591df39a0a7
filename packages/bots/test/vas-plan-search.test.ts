/**
 * The search over plans (plan-search.ts): its playouts give each side its own character and stop at
 * the horizon; with no evidence it plays exactly as `normal`; its choice is a function of the view and
 * its own seed; and the plans it weighs are different characters, not copies of `normal`.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { vas, type VasState } from '@salvo/vas';
import { heuristicAction } from '../src/vas/heuristic';
import { NORMAL } from '../src/vas/params';
import { PLANS, choosePlan, planSearchVasBot, playSides } from '../src/vas/plan-search';
import { asState } from '../src/vas/view';
import { start } from '../../vas/test/fixtures';
import { defaultBattle } from '@salvo/scenarios';

/** Plays the default battle with `rn` by `decide` and `rm` by `normal`, handing each rn decision to `check` first. */
function playWith(decide: (s: VasState) => ReturnType<typeof heuristicAction>, check: (s: VasState) => void, decisions: number): VasState {
  let s: VasState = { ...start(defaultBattle(1)), rng: seedRng('plan-test') };
  let seen = 0;
  for (let guard = 0; guard < 4000 && seen < decisions; guard++) {
    const pend = vas.pending(s);
    if (pend.kind === 'over') break;
    if (pend.kind === 'chance') { s = vas.rollChance(s).state; continue; }
    const player = pend.kind === 'decision' ? pend.player : pend.players[0]!;
    let a;
    if (player === 'rn') { check(s); seen++; a = decide(s); } else a = heuristicAction(s, NORMAL);
    const r = vas.apply(s, a ?? vas.sampleAction(s, seedRng(guard)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

describe('Victory at Sea search over plans', () => {
  it('bot plan search: a playout stops when the horizon turn ends, and each side plays its own character', () => {
    const s = start(defaultBattle(1));
    const out = playSides({ ...s, rng: seedRng(7) }, 'rn', s.turn, NORMAL, NORMAL, seedRng(8));
    expect(out.phase === 'over' || out.turn === s.turn + 1).toBe(true);
    // the same worlds with a bolder Royal Navy end elsewhere: the character given to a side is the one it plays
    const bold = PLANS.find((p) => p.name === 'close and brawl')!.params;
    const a = playSides({ ...s, rng: seedRng(7) }, 'rn', s.turn, NORMAL, NORMAL, seedRng(8));
    const b = playSides({ ...s, rng: seedRng(7) }, 'rn', s.turn, bold, NORMAL, seedRng(8));
    expect(a).toEqual(out);
    const at = (x: VasState): string => JSON.stringify(['warspite', 'valiant'].map((id) => x.ships[id]!.position));
    expect(at(b)).not.toBe(at(a));
  });

  it('bot plan search: the plans are different characters of the heuristic, normal\'s own first', () => {
    expect(PLANS[0]!.params).toEqual(NORMAL);
    const keys = new Set(PLANS.map((p) => JSON.stringify(p.params)));
    expect(keys.size).toBe(PLANS.length);
  });

  it('bot plan search: with one world a plan no other plan can be shown better, so the bot plays exactly as normal', () => {
    const bot = planSearchVasBot('plan', { worlds: 1, horizon: 1 }, seedRng('one-world'));
    playWith((s) => bot.decide(vas.observe(s, 'rn')), (s) => {
      expect(bot.decide(vas.observe(s, 'rn'))).toEqual(heuristicAction(asState(vas.observe(s, 'rn'), seedRng(0)), NORMAL));
    }, 30);
  });

  it('VAS-VIEW-NO-RNG: two states that differ only in the game\'s dice give the plan search the same plan and action', () => {
    const s = start(defaultBattle(1));
    const other = { ...s, rng: seedRng('other game dice') };
    const pick = (x: VasState): number => choosePlan(asState(vas.observe(x, 'rn'), seedRng('d')), 'rn', { worlds: 2, horizon: 1 }, seedRng('bot'));
    expect(pick(other)).toBe(pick(s));
    const act = (x: VasState) => planSearchVasBot('plan', { worlds: 2, horizon: 1 }, seedRng('bot')).decide(vas.observe(x, 'rn'));
    expect(act(other)).toEqual(act(s));
  });
});
