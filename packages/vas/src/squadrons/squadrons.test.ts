import { describe, expect, it } from 'vitest';
import { vas } from '../game';
import { play, scripted, start, winInitiative } from '../../test/fixtures';
import type { VasAction, VasState } from '../types';
import { commandOf } from './command';
import { squadronBattle } from './test-setups';

const refuse = (s: VasState, a: VasAction): string => {
  const before = vas.serialize(s);
  const r = vas.apply(s, a);
  expect(vas.serialize(s)).toBe(before);
  return r.ok ? 'accepted' : r.error.code;
};

/** Turn 1, `fleet` won the initiative and moves first. */
function moving(fleet: string): VasState {
  const s = start(squadronBattle());
  const rolled = scripted(s, winInitiative(s, fleet)).state;
  return play(rolled, [{ type: 'take-first', fleet, first: true }]).state;
}

const pendingOf = (s: VasState): [string, string] => {
  const p = vas.pending(s);
  return p.kind === 'decision' ? [p.decision, p.player] : [p.kind, ''];
};

describe('squadrons', () => {
  it('VAS-SQUADRON-SETUP: two to six ships of the fleet, none twice, each within 4" of another; problems have codes and paths', () => {
    const base = squadronBattle();
    const bad = JSON.parse(JSON.stringify(base)) as { fleets: { squadrons: unknown[] }[] };
    bad.fleets[0]!.squadrons = [
      { id: 'a', ships: ['jervis'] },
      { id: 'b', ships: ['jervis', 'z1'] },
      { id: 'c', ships: ['janus', 'leander'] },
      { id: 'd', ships: ['javelin', 'janus'] },
      { id: 'd', ships: ['javelin', 'janus'] },
    ];
    const r = vas.createGame(bad);
    const problems = r.ok ? [] : r.error.problems.map((p) => [p.code, p.path]);
    expect(problems).toEqual(expect.arrayContaining([
      ['ERR_SQUADRON_SIZE', 'fleets[0].squadrons[0].ships'],
      ['ERR_SQUADRON_SHIP', 'fleets[0].squadrons[1].ships[1]'],
      ['ERR_SQUADRON_SPREAD', 'fleets[0].squadrons[2].ships'],
      ['ERR_DUPLICATE_ID', 'fleets[0].squadrons[4].id'],
    ]));
    const seven = JSON.parse(JSON.stringify(base)) as { fleets: { squadrons: unknown[] }[] };
    seven.fleets[0]!.squadrons = [{ id: 'x', ships: ['jervis', 'janus', 'javelin', 'leander', 'jervis', 'janus', 'javelin'] }];
    const r7 = vas.createGame(seven);
    expect(r7.ok ? [] : r7.error.problems.map((p) => p.code)).toContain('ERR_SQUADRON_SIZE');
    expect(start(base).naval.squadrons.map((q) => q.id)).toEqual(['d1', 'z']);
  });

  it('VAS-SQUADRON-NOMINATION: once a squadron ship has moved, the fleet moves the rest of the squadron before the other fleet nominates', () => {
    let s = moving('rn');
    s = play(s, [{ type: 'nominate-move', ship: 'janus', special: 'flank-speed' }, { type: 'move', ship: 'janus', legs: [{ forward: 6 }] }]).state;
    expect(pendingOf(s)).toEqual(['nominate-move', 'rn']);
    expect(refuse(s, { type: 'nominate-move', ship: 'leander' })).toBe('ERR_SQUADRON_TOGETHER');
    const listed = vas.legalActions(s).flatMap((a) => (a.type === 'nominate-move' ? [a.ship] : []));
    expect([...new Set(listed)].sort()).toEqual(['javelin', 'jervis']);
    s = play(s, [{ type: 'nominate-move', ship: 'jervis' }, { type: 'move', ship: 'jervis', legs: [{ forward: 6 }] }]).state;
    s = play(s, [{ type: 'nominate-move', ship: 'javelin' }, { type: 'move', ship: 'javelin', legs: [{ forward: 6 }] }]).state;
    expect(pendingOf(s)).toEqual(['nominate-move', 'km']);
    expect(s.naval.squadronTurn).toBeNull();
  });

  it('VAS-SQUADRON-NOMINATION: in the Attack Phase the squadron fires as one nomination, each ship at targets of its own', () => {
    const s = start(squadronBattle());
    s.phase = 'attack';
    s.resolution = null;
    s.initiativeOrder = ['rn', 'km'];
    s.activation = { order: ['rn', 'km'], next: 0 };
    const a = play(s, [{ type: 'attack', ship: 'janus', fire: [] }]).state;
    expect(pendingOf(a)).toEqual(['attack', 'rn']);
    expect(refuse(a, { type: 'attack', ship: 'leander', fire: [] })).toBe('ERR_SQUADRON_TOGETHER');
    const b = play(a, [{ type: 'attack', ship: 'jervis', fire: [] }, { type: 'attack', ship: 'javelin', fire: [] }]).state;
    expect(pendingOf(b)).toEqual(['attack', 'km']);
  });

  it('VAS-SQUADRON-COMMAND: every ship of a squadron uses its best Command', () => {
    const s = start(squadronBattle());
    expect([commandOf(s, s.ships.janus!), commandOf(s, s.ships.javelin!), commandOf(s, s.ships.leander!)]).toEqual([5, 5, 4]);
    let m = moving('rn');
    m = play(m, [{ type: 'nominate-move', ship: 'janus', special: 'come-about' }]).state;
    const p = vas.pending(m);
    expect(p.kind === 'chance' ? p.request.label : '').toMatch(/needs 4\+/); // 9 - 5, not 9 - 3
  });

  it('VAS-SQUADRON-FORMATION: a ship that ends the squadron\'s move more than 4" from every other member sails on alone', () => {
    let s = moving('rn');
    s = play(s, [
      { type: 'nominate-move', ship: 'jervis' }, { type: 'move', ship: 'jervis', legs: [{ forward: 8 }] },
      { type: 'nominate-move', ship: 'janus' }, { type: 'move', ship: 'janus', legs: [{ forward: 8 }] },
      { type: 'nominate-move', ship: 'javelin' },
    ]).state;
    const r = play(s, [{ type: 'move', ship: 'javelin', legs: [{ forward: 1 }] }]);
    expect(r.events.find((e) => e.type === 'squadron-left')?.rule).toBe('VAS-SQUADRON-FORMATION');
    expect(r.state.naval.squadrons.find((q) => q.id === 'd1')?.ships).toEqual(['jervis', 'janus']);
  });

  it('VAS-SQUADRON-DROP: a Crippled or destroyed ship drops out; a squadron left with one ship is dissolved', () => {
    let s = moving('km');
    s.ships.z2!.crippled = true;
    s = play(s, [{ type: 'nominate-move', ship: 'z1' }]).state;
    expect(s.naval.squadrons.map((q) => q.id)).toEqual(['d1']);
    s.ships.javelin!.destroyed = true;
    s = play(s, [{ type: 'move', ship: 'z1', legs: [{ forward: 1 }] }]).state;
    expect(s.naval.squadrons[0]?.ships).toEqual(['jervis', 'janus']);
  });

  it('VAS-SQUADRON-SPLIT: the fleet to nominate may split a squadron at any time, even part-way through its move', () => {
    let s = moving('rn');
    expect(vas.legalActions(s)).toContainEqual({ type: 'split-squadron', fleet: 'rn', squadron: 'd1' });
    expect(refuse(s, { type: 'split-squadron', fleet: 'rn', squadron: 'z' })).toBe('ERR_UNKNOWN_SQUADRON');
    expect(refuse(s, { type: 'split-squadron', fleet: 'km', squadron: 'z' })).toBe('ERR_NOT_YOUR_TURN');
    s = play(s, [{ type: 'nominate-move', ship: 'jervis' }, { type: 'move', ship: 'jervis', legs: [{ forward: 2 }] }]).state;
    const r = play(s, [{ type: 'split-squadron', fleet: 'rn', squadron: 'd1' }]);
    expect(r.events.find((e) => e.type === 'squadron-split')?.rule).toBe('VAS-SQUADRON-SPLIT');
    expect(r.state.naval.squadrons.map((q) => q.id)).toEqual(['z']);
    expect(pendingOf(r.state)).toEqual(['nominate-move', 'km']);
  });
});
