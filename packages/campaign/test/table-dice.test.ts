/**
 * Table mode (VAS-CAMPAIGN-TABLE-DICE): the dice typed at the table decide every campaign roll, in the
 * order the step asks for them; anything but exactly those dice is refused with what each die is for,
 * and the ledger is left as it was.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import { applyCampaign, checkCampaignFile, campaignFile, newCampaign, type CampaignAction, type CampaignSetup, type CampaignState } from '../src/index';
import { commandFor2d6 } from '../src/command-roll';
import { act, engagement, experiencePhase, refused, SETUP } from './helpers';

const TABLE: CampaignSetup = { ...SETUP, table: true };
const asked = (e: { details?: unknown }): string[] => ((e.details as { asked?: string[] } | undefined)?.asked ?? []);

/** The number of starting Command rolls (2d6 each) the test fleets ask for. */
function startDice(): number {
  const r = newCampaign(TABLE);
  if (r.ok) throw new Error('a table campaign without dice must be refused');
  return asked(r.error.problems[0] ?? {}).length;
}

/** A table campaign whose k-th starting die is `pick(k)`. */
function tableCampaign(pick: (k: number) => number): CampaignState {
  const r = newCampaign({ ...TABLE, dice: Array.from({ length: startDice() }, (_, k) => pick(k)) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Up to the second prepare of turn 1's engagement, in table mode: the step that rolls scenario, level, weather. */
function atGeneration(): { state: CampaignState; last: CampaignAction & { type: 'prepare' } } {
  let s = tableCampaign(() => 3);
  s = act(s, { type: 'swap', player: 'rn', ships: null }).state;
  s = act(s, { type: 'swap', player: 'it', ships: null, dice: [6, 6, 1, 1] }).state;
  expect(s.initiative).toEqual(['rn', 'it']);
  s = act(s, { type: 'select', player: 'rn', target: 'malta' }).state;
  s = act(s, { type: 'challenge', player: 'it', accept: true }).state;
  s = act(s, { type: 'select', player: 'it', target: null }).state;
  const id = s.engagements[0]?.id ?? '';
  s = act(s, { type: 'prepare', player: 'rn', engagement: id, modifier: 0, night: false }).state;
  return { state: s, last: { type: 'prepare', player: 'it', engagement: id, modifier: 0, night: false } as const };
}

describe('campaign dice rolled at the table', () => {
  it('VAS-CAMPAIGN-TABLE-DICE: the starting Command of every ship is the pair of dice typed for it, and the PRNG is not drawn', () => {
    const n = startDice();
    expect(n).toBeGreaterThan(4);
    const dice = Array.from({ length: n }, (_, k) => (k * 5) % 6 + 1);
    const r = newCampaign({ ...TABLE, dice });
    if (!r.ok) throw new Error(r.error.message);
    const ships = r.value.playerOrder.flatMap((id) => r.value.players[id]?.ships ?? []);
    ships.forEach((ship, i) => expect(ship.command).toBe(commandFor2d6((dice[2 * i] ?? 0) + (dice[2 * i + 1] ?? 0))));
    expect(r.value.rng).toEqual(seedRng(`campaign:${String(SETUP.seed)}`));
    expect(r.value.table).toBe(true);
    expect('rolling' in r.value).toBe(false);
    // all 6s against all 1s: Elite against Green, every ship
    expect(new Set(tableCampaign(() => 6).players.rn?.ships.map((x) => x.command))).toEqual(new Set([6]));
    expect(new Set(tableCampaign(() => 1).players.rn?.ships.map((x) => x.command))).toEqual(new Set([2]));
  });

  it('VAS-CAMPAIGN-TABLE-DICE: too few, too many or impossible dice are refused with what each die is for, the ledger unchanged', () => {
    const n = startDice();
    const few = newCampaign({ ...TABLE, dice: [3, 3, 3] });
    expect(few.ok ? '' : few.error.problems[0]?.message).toMatch(/3 dice were typed but this step rolls more: the next die is for the Command of .* \(die 2 of 2\)/);
    const many = newCampaign({ ...TABLE, dice: Array.from({ length: n + 1 }, () => 3) });
    expect(many.ok ? '' : many.error.problems[0]?.message).toMatch(new RegExp(`${n + 1} dice were typed but this step rolls ${n}`));
    const seven = newCampaign({ ...TABLE, dice: [3, 7] });
    expect(seven.ok ? '' : seven.error.problems[0]?.path).toBe('dice[1]');

    const { state, last } = atGeneration();
    const none = refused(state, last);
    expect(none.code).toBe('ERR_CAMPAIGN_DICE');
    expect(none.message).toMatch(/rolls 4 dice at the table: 1d6 for the scenario of the battle for Malta; 2d6 for the Priority Level of the battle for Malta; 1d6 for the weather of the battle for Malta/);
    expect(asked(none as { details?: unknown })).toHaveLength(4);
    expect(refused(state, { ...last, dice: [2, 4, 4] }).message).toMatch(/next die is for the weather of the battle for Malta/);
    expect(refused(state, { ...last, dice: [2, 4, 4, 5, 1] }).message).toMatch(/5 dice were typed but this step rolls 4/);
    expect(refused(state, { ...last, dice: [2, 4, 0, 5] }).message).toMatch(/Die 3 typed is 0/);
    expect(refused(state, { ...last, dice: [2, 4, 2.5, 5] }).code).toBe('ERR_CAMPAIGN_DICE');
    // a rule refusal comes before the dice: the step is wrong whatever was rolled
    expect(refused(state, { ...last, modifier: 9, dice: [2, 4, 4, 5] }).message).toMatch(/VAS-CAMPAIGN-LEVEL/);
  });

  it('VAS-CAMPAIGN-TABLE-DICE: the typed dice decide the step, and a step that rolls nothing needs none', () => {
    const { state, last } = atGeneration();
    // (atGeneration's swaps without a roll, selects and first prepare needed no dice even in table mode)
    const good = act(state, { ...last, dice: [2, 4, 4, 4] }).state.engagements[0];
    expect(good).toMatchObject({ scenario: 'blockade', level: 'Raid', weather: 'good' });
    expect(good?.rolls).toEqual({ scenario: [2], level: [4, 4], weather: [4] });
    const bad = act(state, { ...last, dice: [6, 6, 5, 5] }).state.engagements[0];
    expect(bad).toMatchObject({ scenario: 'victory-at-sea', level: 'War', weather: 'bad' });
    // a 3 (Carrier Clash) without carriers on both sides is rolled again: one more die, named as such
    const again = refused(state, { ...last, dice: [3, 4, 4, 4] });
    expect(again.message).toMatch(/next die is for the weather of the battle for Malta/);
    expect(asked(again as { details?: unknown })[1]).toMatch(/scenario of the battle for Malta, rolled again/);
    expect(act(state, { ...last, dice: [3, 1, 4, 4, 4] }).state.engagements[0]?.scenario).toBe('at-all-costs');
    // the rng is never drawn at the table
    expect(act(state, { ...last, dice: [2, 4, 4, 4] }).state.rng).toEqual(state.rng);
  });

  it('VAS-CAMPAIGN-TABLE-DICE: a step asks for the dice it rolls whatever they show, never for a re-roll its dice may not need; a tie typed asks for the re-roll', () => {
    // The initiative (VAS-CAMPAIGN-INIT): 2d6 a player, a tie rolled again. Whatever the ledger's PRNG
    // would have rolled (200 seeds), the step asks for the four dice and no re-roll.
    for (let seed = 1; seed <= 200; seed++) {
      const r = newCampaign({ ...TABLE, seed, dice: Array.from({ length: startDice() }, () => 3) });
      if (!r.ok) throw new Error(r.error.message);
      const s = act(r.value, { type: 'swap', player: 'rn', ships: null }).state;
      const none = refused(s, { type: 'swap', player: 'it', ships: null }) as { message: string; details?: unknown };
      expect(asked(none), `seed ${seed}`).toHaveLength(4);
      expect(asked(none).join('; ')).not.toMatch(/rolled again/);
      // A tie typed (both hold one target): the four dice rolled again are asked for, named as such.
      const tie = refused(s, { type: 'swap', player: 'it', ships: null, dice: [3, 3, 3, 3] }) as { message: string; details?: unknown };
      expect(tie.message).toMatch(/4 dice were typed but this step rolls more: the next die is for .*'s initiative, rolled again after a tie \(die 1 of 2\)/);
      expect(asked(tie)).toHaveLength(8);
      expect(asked(tie).slice(4).every((a) => /rolled again after a tie/.test(a))).toBe(true);
      if (seed > 20) continue;
      expect(act(s, { type: 'swap', player: 'it', ships: null, dice: [3, 3, 3, 3, 6, 6, 1, 1] }).state.initiative).toEqual(['rn', 'it']);
    }
  });

  it('VAS-CAMPAIGN-REFIT: a refit rolled at the table asks for one die when some face of it gives a refit that applies, and the re-roll only once the die typed does not', () => {
    const s: CampaignState = { ...experiencePhase(), table: true };
    const x = s.players.rn?.ships.find((v) => v.roster.damage[0] < 10);
    if (!x) throw new Error('the test fleet has a destroyer');
    // Reinforced Superstructure (1) cannot apply below 10 Damage, and the Auxiliary Hangar (6) is fitted.
    x.xp = 2;
    x.refits = ['auxiliary-hangar'];
    const spend: CampaignAction = { type: 'xp', player: 'rn', ship: x.id, spend: { kind: 'refit' } };
    const none = refused(s, spend) as { message: string; details?: unknown };
    expect(asked(none)).toEqual([`${x.name}'s refit`]);
    const one = refused(s, { ...spend, dice: [1] }) as { message: string; details?: unknown };
    expect(one.message).toMatch(/1 die was typed but this step rolls more: the next die is for .*'s refit, rolled again/);
    expect(asked(one)).toHaveLength(2);
    expect(act(s, { ...spend, dice: [1, 5] }).state.players.rn?.ships.find((v) => v.id === x.id)?.refits).toEqual(['auxiliary-hangar', 'superior-rudder']);
  });

  it('VAS-CAMPAIGN-TABLE-DICE: outside table mode typed dice are taken when given and the PRNG rolls otherwise; a file of typed steps replays exactly', () => {
    const e = engagement();
    const s = act(e.state, { type: 'prepare', player: e.attacker, engagement: e.id, modifier: 0, night: false }).state;
    const last: CampaignAction = { type: 'prepare', player: e.defender, engagement: e.id, modifier: 0, night: false };
    const rolled = applyCampaign(s, last);
    expect(rolled.ok).toBe(true);
    const typed = act(s, { ...last, dice: [5, 1, 1, 6] }).state;
    expect(typed.engagements[0]).toMatchObject({ scenario: 'supply-ships', level: 'Patrol', weather: 'bad' });

    const n = startDice();
    const setup: CampaignSetup = { ...TABLE, dice: Array.from({ length: n }, () => 4) };
    const start = newCampaign(setup);
    if (!start.ok) throw new Error(start.error.message);
    const actions: CampaignAction[] = [{ type: 'swap', player: 'rn', ships: null }, { type: 'swap', player: 'it', ships: null, dice: [1, 2, 5, 6] }];
    let state = start.value;
    for (const a of actions) state = act(state, a).state;
    expect(state.initiative).toEqual(['it', 'rn']);
    const file = JSON.parse(JSON.stringify(campaignFile(setup, actions, state))) as unknown;
    const checked = checkCampaignFile(file);
    expect(checked.ok).toBe(true);
    expect(JSON.stringify(state)).not.toMatch(/rolling/);
    const other = JSON.parse(JSON.stringify(campaignFile(setup, [actions[0]!, { ...actions[1]!, dice: [6, 5, 2, 1] }], state))) as unknown;
    expect(checkCampaignFile(other).ok).toBe(false);
  });
});
