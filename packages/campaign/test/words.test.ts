/**
 * What a player reads names Strategic Targets by their names on the map and engagements by the target they are
 * fought for, never by the ids the file keeps ("sicily", "t1-1"); and a battle fought by bots is played by the
 * same strength on both sides (engagementStrengths).
 */
import { describe, expect, it } from 'vitest';
import { battleFor, campaignPending, engagementStrengths, engagementTurn, PERSONS_BOT, targetName, type CampaignEvent } from '../src/index';
import { act, engagement, turnOne } from './helpers';

const texts = (events: readonly CampaignEvent[]): string => events.map((e) => e.text).join('\n');

describe('targets and engagements in words', () => {
  it('VAS-CAMPAIGN-CHALLENGE: the challenge, the pass and the capture name the target, not its id', () => {
    let s = turnOne();
    const [first = '', second = ''] = s.initiative;
    const nominated = act(s, { type: 'select', player: first, target: 'sicily' });
    s = nominated.state;
    expect(campaignPending(s)).toMatchObject({ kind: 'challenge', target: 'sicily' });
    const challenged = act(s, { type: 'challenge', player: second, accept: true });
    expect(texts(challenged.events)).toMatch(/ challenges .* for Sicilian Narrows \(Messina\)\.$/);
    expect(texts(challenged.events)).not.toMatch(/\bsicily\b/);
    // the challenge's event names the engagement and its target, so a battle of it can be labelled later
    expect(challenged.events[0]?.data).toEqual({ engagement: 't1-1', target: 'sicily' });

    let t = turnOne();
    t = act(t, { type: 'select', player: first, target: 'malta' }).state;
    const let_ = act(t, { type: 'challenge', player: second, accept: false });
    expect(texts(let_.events)).toMatch(/ lets .* have Malta\./);
    expect(texts(let_.events)).toMatch(/ takes Malta\./);
    expect(texts(let_.events)).not.toMatch(/\bmalta\b/);
  });

  it('VAS-CAMPAIGN-LEVEL: an engagement is "the battle for <target>" in what its steps say', () => {
    const { state, attacker, id } = engagement('malta');
    expect(battleFor(state, id)).toBe('the battle for Malta');
    expect(targetName(state, 'crete')).toBe('Crete (Souda Bay)');
    expect(engagementTurn(id)).toBe(1);
    const r = act(state, { type: 'prepare', player: attacker, engagement: id, modifier: 0, night: false });
    expect(texts(r.events)).toMatch(/has marked down a secret modifier for the battle for Malta\.$/);
    expect(texts(r.events)).not.toContain(id);
  });

  it('VAS-CAMPAIGN-BATTLE-RECORD: a person\'s fleet fought by bots is played by the strength of the bot it meets; two people\'s by the same bot', () => {
    const e = { attacker: 'rn', defender: 'it' };
    expect(engagementStrengths(e, { it: 'normal' })).toEqual({ strengths: { rn: 'normal', it: 'normal' }, from: 'it' });
    expect(engagementStrengths(e, { rn: 'hard' })).toEqual({ strengths: { rn: 'hard', it: 'hard' }, from: 'rn' });
    expect(engagementStrengths(e, {})).toEqual({ strengths: { rn: PERSONS_BOT, it: PERSONS_BOT }, from: null });
    // two bot seats keep their own strengths
    expect(engagementStrengths(e, { rn: 'easy', it: 'normal' }).strengths).toEqual({ rn: 'easy', it: 'normal' });
  });
});
