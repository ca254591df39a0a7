import { describe, expect, it } from 'vitest';
import { applyCampaign } from '../src/index';
import { startTurn } from '../src/initiative';
import { act, engagement, fresh, refused, turnOne } from './helpers';
import { ITALIAN_NAVY, ROYAL_NAVY } from './fleets';

const SETUP_FLEETS = { rn: ROYAL_NAVY, it: ITALIAN_NAVY };

describe('initiative and targets', () => {
  it('VAS-CAMPAIGN-INIT: each total is 2d6 less one per target held plus any scouting bonus; the order is by total, ties re-rolled', () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = fresh({ seed, map: 'mediterranean', players: [{ id: 'rn', fleet: SETUP_FLEETS.rn }, { id: 'it', fleet: SETUP_FLEETS.it }] });
      s.owners.malta = 'rn';
      s.owners.crete = 'rn';
      const p = s.players.it;
      if (p) p.initiativeBonus = 2;
      const events = startTurn(s);
      const rolls = events.filter((e) => e.type === 'initiative-roll');
      for (const e of rolls) {
        const d = e.data as { player: string; dice: number[]; total: number };
        const heldN = d.player === 'rn' ? 3 : 1;
        expect(d.total).toBe(d.dice[0]! + d.dice[1]! - heldN + (d.player === 'it' ? 2 : 0));
      }
      const final = s.initiative.map((id) => s.initiativeRolls[id] ?? 0);
      expect(final[0]).toBeGreaterThan(final[1]!);
      if (rolls.length > 2) expect(rolls.length % 2).toBe(0);
      expect(s.players.it?.initiativeBonus).toBe(0);
    }
  });

  it('VAS-CAMPAIGN-SELECT: a player nominates only in his turn, never a target he holds or one already nominated', () => {
    let s = turnOne();
    const [first = '', second = ''] = s.initiative;
    expect(refused(s, { type: 'select', player: second, target: 'malta' }).message).toMatch(/VAS-CAMPAIGN-SELECT/);
    const home = first === 'rn' ? 'alexandria' : 'taranto';
    expect(refused(s, { type: 'select', player: first, target: home }).message).toMatch(/already holds/);
    expect(refused(s, { type: 'select', player: first, target: 'atlantis' }).code).toBe('ERR_CAMPAIGN_TARGET');
    s = act(s, { type: 'select', player: first, target: 'malta' }).state;
    s = act(s, { type: 'challenge', player: second, accept: false }).state;
    expect(refused(s, { type: 'select', player: second, target: 'malta' }).message).toMatch(/already been nominated/);
  });

  it('VAS-CAMPAIGN-CHALLENGE: an unchallenged target is taken without a fight; a challenge makes an engagement with the nominator attacking', () => {
    let s = turnOne();
    const [first = '', second = ''] = s.initiative;
    s = act(s, { type: 'select', player: first, target: 'malta' }).state;
    expect(refused(s, { type: 'select', player: second, target: 'crete' }).message).toMatch(/not .* turn/);
    s = act(s, { type: 'challenge', player: second, accept: false }).state;
    expect(s.owners.malta).toBe(first);
    expect(s.players[first]?.capturedThisTurn).toBe(1);
    const e = engagement('crete');
    expect(e.state.engagements).toHaveLength(1);
    expect(e.state.engagements[0]).toMatchObject({ target: 'crete', attacker: e.attacker, defender: e.defender });
    expect(e.state.owners.crete).toBeNull();
    expect(e.state.phase).toBe('engagements');
  });

  it('VAS-CAMPAIGN-HOME-PORT: an enemy Home Port cannot be nominated while its fleet survives', () => {
    const s = turnOne();
    const first = s.initiative[0] ?? '';
    const enemyHome = first === 'rn' ? 'taranto' : 'alexandria';
    expect(refused(s, { type: 'select', player: first, target: enemyHome }).message).toMatch(/Home Port.*VAS-CAMPAIGN-HOME-PORT/);
    expect(s.owners.taranto).toBe('it');
    expect(s.owners.alexandria).toBe('rn');
    expect(s.owners.toulon).toBeNull();
  });

  it('VAS-CAMPAIGN-TURN-ORDER: commands out of their phase are refused with the rule and the ledger unchanged', () => {
    const s = turnOne();
    expect(refused(s, { type: 'xp', player: 'rn', ship: 'hms-warspite', spend: { kind: 'command' } }).message).toMatch(/Ship Experience phase/);
    expect(refused(s, { type: 'rr', player: 'rn', ship: 'hms-warspite', spend: { kind: 'repair', points: 1 } }).message).toMatch(/Repairs and Reinforcements/);
    expect(refused(s, { type: 'done', player: 'rn' }).message).toMatch(/VAS-CAMPAIGN-TURN-ORDER/);
    expect(refused(s, { type: 'prepare', player: 'rn', engagement: 't1-1', modifier: 0, night: false }).code).toBe('ERR_CAMPAIGN_ORDER');
    expect(applyCampaign(s, { type: 'nonsense' } as never).ok).toBe(false);
  });

  it('VAS-CAMPAIGN-ONE-ENGAGEMENT: a ship already sent to one engagement this turn is refused for another', () => {
    let s = turnOne();
    const [first = '', second = ''] = s.initiative;
    s = act(s, { type: 'select', player: first, target: 'malta' }).state;
    s = act(s, { type: 'challenge', player: second, accept: true }).state;
    s = act(s, { type: 'select', player: second, target: 'crete' }).state;
    s = act(s, { type: 'challenge', player: first, accept: true }).state;
    expect(s.engagements).toHaveLength(2);
    for (const id of ['t1-1', 't1-2']) for (const p of [first, second]) s = act(s, { type: 'prepare', player: p, engagement: id, modifier: 3, night: false }).state;
    const mine = s.players[first]?.ships.filter((x) => x.roster.priority === 'Patrol').map((x) => x.id) ?? [];
    s = act(s, { type: 'fleet', player: first, engagement: 't1-1', ships: [mine[0] ?? ''] }).state;
    const r = refused(s, { type: 'fleet', player: first, engagement: 't1-2', ships: [mine[0] ?? ''] });
    expect(r.message).toMatch(/another engagement.*VAS-CAMPAIGN-ONE-ENGAGEMENT/);
    expect(refused(s, { type: 'fleet', player: first, engagement: 't1-2', ships: [mine[1] ?? '', mine[1] ?? ''] }).code).toBe('ERR_CAMPAIGN_SHIPS');
  });
});
