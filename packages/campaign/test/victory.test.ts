import { describe, expect, it } from 'vitest';
import { applyCampaign, availableTargets } from '../src/index';
import { checkVictory } from '../src/victory';
import { act, refused, turnOne } from './helpers';

describe('victory and defeat', () => {
  it('VAS-CAMPAIGN-VICTORY: the first to hold every available target wins (enemy Home Ports excepted while their fleet survives); the campaign then takes no command', () => {
    let s = turnOne();
    const [first = '', second = ''] = s.initiative;
    const avail = availableTargets(s, first);
    const enemyHome = first === 'rn' ? 'taranto' : 'alexandria';
    expect(avail).not.toContain(enemyHome);
    for (const t of avail) if (t !== 'malta') s.owners[t] = first;
    expect(checkVictory(s)).toEqual([]);
    s = act(s, { type: 'select', player: first, target: 'malta' }).state;
    const r = act(s, { type: 'challenge', player: second, accept: false });
    expect(r.state.winner).toBe(first);
    expect(r.state.phase).toBe('over');
    expect(r.events.some((e) => e.rule === 'VAS-CAMPAIGN-VICTORY')).toBe(true);
    expect(refused(r.state, { type: 'done', player: second }).code).toBe('ERR_CAMPAIGN_OVER');
  });

  it('VAS-CAMPAIGN-DEFEAT: a player whose every ship is destroyed loses; his targets, Home Port too, fall open and the last fleet wins', () => {
    const s = turnOne();
    for (const x of s.players.it!.ships) x.destroyed = true;
    const events = checkVictory(s);
    expect(s.players.it!.eliminated).toBe(true);
    expect(s.owners.taranto).toBeNull();
    expect(events.map((e) => e.rule)).toEqual(['VAS-CAMPAIGN-DEFEAT', 'VAS-CAMPAIGN-DEFEAT']);
    expect(s.winner).toBe('rn');
    expect(applyCampaign(s, { type: 'select', player: 'rn', target: 'taranto' }).ok).toBe(false);
    const t = turnOne();
    t.players.it!.ships.forEach((x, i) => { x.destroyed = i > 0; });
    t.players.it!.ships[0]!.awayUntil = 3;
    checkVictory(t);
    expect(t.players.it!.eliminated).toBe(false);
  });
});
