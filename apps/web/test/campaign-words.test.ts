/**
 * The campaign's words on the page (campaign-words.ts): targets by name, engagements by the target fought for,
 * how far each player is from victory with the targets left out named, and the note beside "Let the bots fight
 * it" saying which bot plays each fleet.
 */
import { describe, expect, it } from 'vitest';
import { availableTargets, campaignPending } from '@salvo/campaign';
import { botBattleNote, holdsWords, pendingWords } from '../src/campaign/campaign-words';
import { act, engagement, turnOne } from '../../../packages/campaign/test/helpers';

describe('campaign words on the page', () => {
  it('VAS-CAMPAIGN-CHALLENGE: what the campaign waits for names the target and the battle, not their ids', () => {
    let s = turnOne();
    s = act(s, { type: 'select', player: s.initiative[0] ?? '', target: 'sicily' }).state;
    expect(pendingWords(s).now).toMatch(/ may challenge .* for Sicilian Narrows \(Messina\)\.$/);
    const e = engagement('malta');
    const now = pendingWords(e.state, campaignPending(e.state)).now;
    expect(now).toMatch(/^The battle for Malta: /);
    expect(now).not.toContain(e.id);
  });

  it('VAS-CAMPAIGN-VICTORY: "holds n of the m it must hold", the targets left out of m named', () => {
    const s = turnOne();
    for (const id of s.playerOrder) {
      const words = holdsWords(s, id);
      const want = availableTargets(s, id);
      expect(words).toContain(`holds ${want.filter((t) => s.owners[t] === id).length} of the ${want.length} it must hold (all 15 but `);
    }
    // the Royal Navy player need not hold Taranto, the Italian Home Port, while the Italian fleet survives
    expect(holdsWords(s, 'rn')).toMatch(/all 15 but Taranto, an enemy Home Port\)$/);
  });

  it('VAS-CAMPAIGN-BATTLE-RECORD: the note says both fleets are played by the same bot, and whose strength it is', () => {
    const { state, defender, id } = engagement('malta');
    const e = state.engagements.find((x) => x.id === id);
    if (!e) throw new Error('no engagement');
    const foe = state.players[defender]?.name ?? '';
    expect(botBattleNote(state, e, { [defender]: 'normal' })).toBe(`Both fleets are played by the normal bot (${foe}'s strength), so neither side is played better than the other, as salvo campaign battle does. The battle can be watched afterwards.`);
    expect(botBattleNote(state, e, {})).toMatch(/^Both fleets are played by the normal bot, so neither side/);
  });
});
