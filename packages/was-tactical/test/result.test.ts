import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { wasEngine } from '@salvo/was';
import { tacticalResult } from '../src/result';
import { tacticalSetup } from '../src/setup';
import { atBattle, fought } from './helpers';

const DENMARK = ['gb-hood', 'gb-prince-of-wales', 'de-bismarck', 'de-prinz-eugen'];

function setupOf(was: ReturnType<typeof atBattle>) {
  const r = tacticalSetup(was);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.setup;
}

describe('a finished Victory at Sea battle as the War at Sea result (WAS-SALVO-TACTICAL-RESULT)', () => {
  it('WAS-SALVO-TACTICAL-RESULT: each ship ends as it ended on the table, the winner afloat holds the area, and the War at Sea game takes it', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const was = atBattle('north-atlantic', DENMARK, { 'de-bismarck': 2 });
      const end = fought(setupOf(was), 'easy', seed);
      const r = tacticalResult(was, end);
      if (!r.ok) throw new Error(r.error.message);
      for (const res of r.value.ships) {
        const t = end.ships[res.ship];
        expect(res.fate).toBe(t?.destroyed || t?.abandoned ? 'sunk' : t?.withdrawn ? 'withdrew' : 'afloat');
        const defense = was.ships.find((x) => x.id === res.ship)?.defense ?? 0;
        if (res.fate !== 'sunk' && t) expect(res.damage === defense, `${res.ship} crippled ${t.crippled}, ${res.damage} of ${defense}`).toBe(t.crippled);
      }
      expect(r.value.ships.find((x) => x.ship === 'de-bismarck')?.damage ?? 99).toBeGreaterThanOrEqual(2);
      const p = vas.pending(end);
      const winners = p.kind === 'over' ? p.winners : [];
      const afloat = (side: string) => r.value.ships.some((x) => x.fate === 'afloat' && (side === 'allies' ? x.ship.startsWith('gb-') : x.ship.startsWith('de-')));
      if (winners.length === 1 && afloat(winners[0] ?? '')) expect(r.value.holds).toBe(winners[0]);
      const applied = wasEngine.apply(was, r.value);
      expect(applied.ok, applied.ok ? '' : applied.error.message).toBe(true);
      if (applied.ok) {
        const control = applied.value.events.find((e) => e.type === 'control' && e.area === 'north-atlantic');
        expect(control).toEqual({ type: 'control', area: 'north-atlantic', side: r.value.holds });
      }
    }
  });

  it('WAS-SALVO-TACTICAL-RESULT: a convoy counts its merchants sunk as damage points and is sunk with the last of them', () => {
    const was = atBattle('barents-sea', ['convoy-2b', 'gb-kent', 'de-admiral-hipper']);
    const start = vas.createGame(setupOf(was));
    if (!start.ok) throw new Error(start.error.message);
    const end = fought(setupOf(was), 'easy', 3);
    const merchants = Object.values(end.ships).filter((x) => x.id.startsWith('convoy-2b-'));
    const sunk = merchants.filter((x) => x.destroyed || x.abandoned).length;
    const r = tacticalResult(was, end);
    if (!r.ok) throw new Error(r.error.message);
    const convoy = r.value.ships.find((x) => x.ship === 'convoy-2b');
    if (sunk === 4) expect(convoy?.fate).toBe('sunk');
    else expect(convoy?.damage).toBe(sunk);
    // The same battle with every merchant destroyed by hand.
    const wrecked = structuredClone(end);
    for (const x of Object.values(wrecked.ships)) if (x.id.startsWith('convoy-2b-')) x.destroyed = true;
    const all = tacticalResult(was, wrecked);
    expect(all.ok && all.value.ships.find((x) => x.ship === 'convoy-2b')?.fate).toBe('sunk');
  });

  it('WAS-SALVO-TACTICAL-RESULT: a battle not over, a table from another battle, and a game not waiting are refused with the reason', () => {
    const was = atBattle('north-atlantic', DENMARK);
    const start = vas.createGame(setupOf(was));
    if (!start.ok) throw new Error(start.error.message);
    const early = tacticalResult(was, start.value);
    expect(early.ok ? '' : `${early.error.code} ${early.error.message}`).toMatch(/^ERR_BATTLE_NOT_OVER The battle on the table is not over \(turn 1 of 12\)/);
    const other = atBattle('north-atlantic', ['gb-nelson', 'de-bismarck']);
    const end = fought(setupOf(was), 'easy', 1);
    const wrong = tacticalResult(other, end);
    expect(wrong.ok ? '' : wrong.error.message).toMatch(/^Nelson is not on that table/);
    const after = wasEngine.apply(was, { type: 'fight-by-dice' });
    if (!after.ok) throw new Error(after.error.message);
    const late = tacticalResult(after.value.state, end);
    expect(late.ok ? '' : late.error.code).toBe('ERR_NO_TACTICAL_BATTLE');
  });
});
