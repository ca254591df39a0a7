/**
 * A battle from a file on the Scenarios screen (scenario/BattleFile.tsx): a setup whose allied fleets share a
 * side is opened, its sides and ships shown, and fought against the bot from the side the person chose (both
 * of its fleets the person's, the enemy the bot's, the file's own seed); the game is kept like any other and
 * offered again after a reload. Files of the wrong kind are refused with where they open. Axe; screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vas, type VasSetup, type VasState } from '@salvo/vas';
import { rollFor, type RngState } from '@salvo/kernel';
import { defaultBattle } from '@salvo/scenarios';
import { axeViolations, browserOrSkip, launch, shot, withShots, type Harness } from './browser';
import { playVasDecision, settled, snapshot } from './drive';

const run = browserOrSkip();

interface Snap { actions: unknown[]; state: VasState; pending: { kind: string; player?: string } }

/** The default battle with the Royal Navy split into two fleets of one side (as a War at Sea battle with Force H). */
function alliedSetup(): VasSetup {
  const base = defaultBattle('file-7');
  const [rn, rm] = base.fleets;
  if (!rn || !rm) throw new Error('the default battle has two fleets');
  return {
    seed: 'file-7',
    fleets: [
      { id: 'home', name: 'Home Fleet', side: 'allies', ships: rn.ships.slice(0, 1) },
      { id: 'force-h', name: 'Force H', side: 'allies', ships: rn.ships.slice(1) },
      { ...rm, side: 'axis' },
    ],
  };
}

describe.skipIf(!run)('a battle from a file', () => {
  let h: Harness;
  beforeAll(async () => { h = await launch(); }, 120_000);
  afterAll(async () => { await h?.close(); });

  const openFile = async (name: string, body: string) => {
    const section = h.page.getByRole('region', { name: 'A battle from a file' });
    await section.getByLabel('Open a battle file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
    return section;
  };

  it('refuses what is not a battle file, saying what it is and where it opens', async () => {
    await h.page.goto(`${h.url}?botDelay=0`);
    await h.page.getByRole('button', { name: 'Scenarios…' }).click();
    let section = await openFile('notes.json', '{"seed": 1,');
    await expect.poll(() => section.getByRole('alert').innerText()).toContain('The file is not JSON');
    section = await openFile('river.json', JSON.stringify({ id: 'x', name: 'X', sides: [] }));
    await expect.poll(() => section.getByRole('alert').innerText()).toContain('This is a scenario file, not a battle file');
    section = await openFile('game.json', JSON.stringify({ format: 'salvo-record', version: 1 }));
    await expect.poll(() => section.getByRole('alert').innerText()).toContain('This is a game record');
    const bad = alliedSetup();
    const broken = { ...bad, fleets: bad.fleets.map((f, i) => (i === 2 ? { ...f, ships: f.ships.map((s) => ({ ...s, class: 'Yamato Mk II' })) } : f)) };
    section = await openFile('broken.json', JSON.stringify(broken));
    await expect.poll(() => section.getByRole('alert').innerText()).toMatch(/broken\.json cannot be opened as a battle:[\s\S]*Yamato Mk II/);
    await expect(section.getByRole('button', { name: 'Fight this battle' }).count()).resolves.toBe(0);
  });

  it('fights an opened file against the bot from the chosen side, both allied fleets the person\'s, with the file\'s seed, and keeps it', async () => {
    await withShots(h.page, 'battle-file', async () => {
      await h.page.goto(`${h.url}?botDelay=0`);
      await h.page.getByRole('button', { name: 'Scenarios…' }).click();
      const section = await openFile('force-h.json', JSON.stringify(alliedSetup()));
      await expect(section.getByRole('status').innerText()).resolves.toBe('force-h.json: Home Fleet and Force H (HMS Warspite, HMS Valiant) against Regia Marina (Vittorio Veneto, Zara).');
      await section.getByLabel('Against the bot').check();
      await section.getByLabel('You play').selectOption({ label: 'Home Fleet and Force H' });
      await section.getByLabel('Bot strength').selectOption('random');
      expect(await axeViolations(h.page)).toEqual([]);
      await shot(h.page, 'battle-file-opened');
      await section.getByRole('button', { name: 'Fight this battle' }).click();
      const people = new Set<string>();
      // Into turn 2 (a battle over before then would be forgotten, as every finished game is).
      for (let i = 0; i < 300 && (await snapshot<Snap>(h.page)).state.turn < 2; i++) {
        if ((await settled(h.page)) === 'over') throw new Error('the battle ended in turn 1');
        const snap = await snapshot<Snap>(h.page);
        if (snap.pending.player) people.add(snap.pending.player);
        await playVasDecision(h.page);
      }
      await settled(h.page);
      const snap = await snapshot<Snap>(h.page);
      expect(snap.state.turn).toBe(2);
      expect(snap.state.fleetOrder).toEqual(['home', 'force-h', 'rm']);
      expect(people.has('rm')).toBe(false);
      expect(people.size).toBeGreaterThan(0);
      expect([...people].every((p) => p === 'home' || p === 'force-h')).toBe(true);
      // The first dice are those the file's own seed gives (as `salvo play --scenario force-h.json` rolls them).
      const created = vas.createGame(alliedSetup());
      if (!created.ok) throw new Error(created.error.message);
      const first = vas.pending(created.value);
      if (first.kind !== 'chance') throw new Error('the battle starts with the initiative dice');
      expect(snap.actions[0]).toEqual({ type: 'roll', values: rollFor([...created.value.rng] as RngState, first.request) });
      await shot(h.page, 'battle-file-playing', false);
      // Kept like any local game: offered again after leaving.
      await h.page.getByRole('button', { name: 'Leave game' }).click();
      const offer = h.page.getByRole('region', { name: /^Your unfinished games?$/ });
      await expect(offer.innerText()).resolves.toMatch(/Victory at Sea[\s\S]*against the bot \(random\)/);
      await offer.getByRole('button', { name: 'Resume the game' }).first().click();
      await settled(h.page);
      expect((await snapshot<Snap>(h.page)).actions).toEqual(snap.actions);
    });
  });
});
