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

describe('three fleets', () => {
  it('VAS-CAMPAIGN-DEFEAT: a defeated fleet drops out of the turn: no initiative, and the others finish their phases without it', async () => {
    const { FRENCH } = await import('./fleets-extra');
    let s = (await import('./helpers')).fresh({ seed: 3, map: 'mediterranean', players: [{ id: 'rn', fleet: (await import('./fleets')).ROYAL_NAVY }, { id: 'it', fleet: (await import('./fleets')).ITALIAN_NAVY }, { id: 'fr', fleet: FRENCH }] });
    for (const id of ['rn', 'it', 'fr']) s = act(s, { type: 'swap', player: id, ships: null }).state;
    for (const x of s.players.fr!.ships) x.destroyed = true;
    checkVictory(s);
    expect(s.players.fr!.eliminated).toBe(true);
    expect(s.winner).toBeNull();
    for (const id of [...s.initiative]) if (id !== 'fr') s = act(s, { type: 'select', player: id, target: null }).state;
    expect(s.phase).toBe('experience');
    for (const id of ['rn', 'it']) s = act(s, { type: 'done', player: id }).state;
    expect(s.phase).toBe('repairs');
    for (const id of ['rn', 'it']) s = act(s, { type: 'done', player: id }).state;
    expect(s.turn).toBe(2);
    expect(s.initiative).not.toContain('fr');
    for (const id of [...s.initiative]) s = act(s, { type: 'select', player: id, target: null }).state;
    for (const id of ['rn', 'it']) s = act(s, { type: 'done', player: id }).state;
    expect(s.phase).toBe('repairs');
  });
});

describe('a fleet destroyed with engagements still to fight', () => {
  it('VAS-CAMPAIGN-DEFEAT: its other engagements that turn go to its enemy without a battle', async () => {
    const { act: a2, turnOne: t1 } = await import('./helpers');
    let s = t1();
    const [first = '', second = ''] = s.initiative;
    s = a2(s, { type: 'select', player: first, target: 'malta' }).state;
    s = a2(s, { type: 'challenge', player: second, accept: true }).state;
    s = a2(s, { type: 'select', player: second, target: 'crete' }).state;
    s = a2(s, { type: 'challenge', player: first, accept: true }).state;
    for (const p of [first, second]) s = a2(s, { type: 'prepare', player: p, engagement: 't1-1', modifier: 0, night: false }).state;
    // Every ship of the second player but none sent is lost elsewhere; he sends nothing and loses t1-1.
    for (const x of s.players[second]!.ships) x.destroyed = true;
    s = a2(s, { type: 'fleet', player: first, engagement: 't1-1', ships: [] }).state;
    const r = a2(s, { type: 'fleet', player: second, engagement: 't1-1', ships: [] });
    expect(r.state.players[second]!.eliminated).toBe(true);
    expect(r.state.phase).toBe('over');
    expect(r.state.winner).toBe(first);
  });
});
