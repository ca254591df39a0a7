/**
 * WAS-19.3 in a game at this browser against the bot: the Axis player, seeing British ships face down, is never
 * told which British ships rolled for a two-area move (the speed roll comes before the combat phase reveals them):
 * not in the log, not in the dice panel. The same game seen from the Allied seat names them (the filter is the
 * viewer's, not a loss of the words).
 */
import { describe, expect, it } from 'vitest';
import { heuristicPlan } from '@salvo/bots';
import { wasEngine, type Side, type WasAction, type WasState } from '@salvo/was';
import { startLocal, type NewGame } from '../src/session/new-game';
import type { GameSession } from '../src/session/types';

const settle = () => new Promise((r) => setTimeout(r, 0));

async function play(humanSeat: Side): Promise<{ log: string[]; dice: string[] }> {
  const g: NewGame = { game: 'was', mode: 'bot', bot: 'heuristic', humanSeat, seed: '7', preMeasure: false, botDelay: 0, wasOptions: { faceDown: true } };
  const s = startLocal(g) as GameSession<WasState, WasAction> | string;
  if (typeof s === 'string') throw new Error(s);
  await settle();
  const dice: string[] = [];
  // the person plays the heuristic bot's plan for their side, to the end of turn 2
  for (let i = 0; i < 400; i++) {
    const snap = s.getSnapshot();
    if (snap.pending.kind === 'over' || snap.state.turn > 2) break;
    if (snap.lastDice) dice.push(snap.lastDice.label);
    const a = heuristicPlan(snap.state, humanSeat) ?? wasEngine.legalActions(snap.state).find((x) => !('side' in x) || x.side === humanSeat);
    if (!a) throw new Error(`nothing to play at ${snap.state.step.kind}`);
    expect(await s.submit(a, 'test')).toBeNull();
    await settle();
  }
  return { log: s.getSnapshot().log.map((e) => `${e.actor ?? ''} ${e.text}`), dice };
}

const BRITISH = ['Nelson', 'Rodney', 'Hood', 'Warspite', 'Barham', 'Royal Oak', 'Renown', 'Ark Royal', 'Devonshire', 'Sussex'];

describe('War at Sea, British ships face down (19.3), against the bot', () => {
  it('WAS-19.3 the Axis player\'s log and dice panel never name the British ships that roll for speed (before the reveal)', async () => {
    const axis = await play('axis');
    const speed = axis.log.filter((l) => /Speed rolls? for/.test(l));
    expect(speed.length).toBeGreaterThan(0);
    for (const line of speed) for (const name of BRITISH) expect(line).not.toContain(name);
    const speedDice = axis.dice.filter((l) => /Speed rolls? for/.test(l));
    expect(speedDice.length).toBeGreaterThan(0);
    for (const label of speedDice) for (const name of BRITISH) expect(label).not.toContain(name);
    // the Allied player, playing the same bot plans, reads the names in the same lines
    const allies = await play('allies');
    expect(allies.log.filter((l) => /Speed rolls? for/.test(l)).some((l) => BRITISH.some((n) => l.includes(n)))).toBe(true);
  });
});
