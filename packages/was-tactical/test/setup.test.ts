import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { wasEngine } from '@salvo/was';
import { tacticalSetup } from '../src/setup';
import { atBattle } from './helpers';

describe('the Victory at Sea table of a War at Sea surface battle (WAS-SALVO-TACTICAL-SETUP)', () => {
  it('WAS-SALVO-TACTICAL-SETUP WAS-SALVO-TACTICAL-CLASSES: both sides on their edges, 36" apart, each ship with its class and carried damage', () => {
    const was = atBattle('north-atlantic', ['gb-hood', 'gb-prince-of-wales', 'de-bismarck', 'de-prinz-eugen'], { 'de-bismarck': 3 });
    const r = tacticalSetup(was);
    if (!r.ok) throw new Error(r.error.message);
    const { setup } = r.value;
    expect(setup.seed).toBe('was:5:north-atlantic');
    expect(setup.fleets.map((f) => [f.id, f.ships.map((x) => [x.id, x.class, x.heading, x.position?.y])])).toEqual([
      ['allies', [['gb-hood', 'Hood', 0, 6], ['gb-prince-of-wales', 'King George V', 0, 6]]],
      ['axis', [['de-bismarck', 'Bismarck', 180, 42], ['de-prinz-eugen', 'Admiral Hipper', 180, 42]]],
    ]);
    const bismarck = setup.fleets[1]?.ships[0];
    expect(bismarck?.damage).toBe(39 - Math.round((3 / 9) * (39 - 13)));
    expect(setup.fleets[0]?.ships[0]?.damage).toBeUndefined();
    const game = vas.createGame(setup);
    expect(game.ok).toBe(true);
    if (game.ok) expect(game.value.ships['de-bismarck']?.damage).toBe(bismarck?.damage);
  });

  it('WAS-SALVO-TACTICAL-SETUP: a convoy is four merchant ships behind its escorts, one fewer per damage point; a Soviet battleship fights as a named stand-in', () => {
    const was = atBattle('barents-sea', ['convoy-1a', 'gb-norfolk', 'su-marat', 'de-scharnhorst'], { 'convoy-1a': 1 });
    const r = tacticalSetup(was);
    if (!r.ok) throw new Error(r.error.message);
    const allies = r.value.setup.fleets[0]?.ships ?? [];
    const merchants = allies.filter((x) => x.civilian);
    expect(merchants.map((x) => x.id)).toEqual(['convoy-1a-1', 'convoy-1a-2', 'convoy-1a-3']);
    for (const m of merchants) expect(m.position?.y).toBe(2);
    expect(allies.find((x) => x.id === 'su-marat')?.class).toBe('Conte di Cavour');
    expect(r.value.notes.join(' ')).toMatch(/Marat: the Conte di Cavour roster as a stand-in/);
    expect(r.value.notes.join(' ')).toMatch(/Convoy .* is 4 Tramp Freighters/);
    expect(vas.createGame(r.value.setup).ok).toBe(true);
  });

  it('WAS-SALVO-TACTICAL-SETUP: a dozen ships a side stand in two lines inside the table; a game not at a battle is refused', () => {
    const created = wasEngine.createGame({ seed: 1 });
    if (!created.ok) throw new Error('no game');
    const allies = created.value.ships.filter((x) => x.side === 'allies' && ['BB', 'BC', 'CA'].includes(x.type) && x.nation === 'UK').slice(0, 13).map((x) => x.id);
    const was = atBattle('north-sea', [...allies, 'de-bismarck']);
    const r = tacticalSetup(was);
    if (!r.ok) throw new Error(r.error.message);
    const ships = r.value.setup.fleets[0]?.ships ?? [];
    expect(new Set(ships.map((x) => x.position?.y))).toEqual(new Set([6, 2]));
    for (const x of ships) expect((x.position?.x ?? -1) > 0 && (x.position?.x ?? 99) < 72, x.id).toBe(true);
    expect(vas.createGame(r.value.setup).ok).toBe(true);
    const notAt = tacticalSetup(created.value);
    expect(notAt.ok ? '' : notAt.error.code).toBe('ERR_NO_TACTICAL_BATTLE');
  });
});
