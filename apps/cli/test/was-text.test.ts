/** War at Sea as the terminal words it: the log, the board and the prompts a person reads. */
import { describe, expect, it } from 'vitest';
import { wasEngine, describeEvent, perDie } from '@salvo/was';
import { runWasPlay } from '../src/commands/was';
import { scriptedTerminal } from '../src/io/terminal';
import { editDraft, emptyDraft } from '../src/was/move-builder';
import { parseTyped } from '../src/was/parse';
import { namePlaces, renderBattle, renderBoard } from '../src/was/render-board';

describe('War at Sea text', () => {
  it('WAS-11.5 WAS-7.2 WAS-7.3: each die of a volley reads hit, miss or disables, with the German +1 shown', () => {
    const start = wasEngine.createGame({ seed: 5 });
    if (!start.ok) throw new Error(start.error.message);
    const line = describeEvent(start.value, { type: 'shots', side: 'axis', shooters: ['de-gneisenau', 'de-admiral-hipper'], target: 'gb-norfolk', rolls: [1, 1, 4, 5], hits: 1, disable: true, mods: [1, 1, 1, 1] });
    // the ships, not the side (the log names who acted first); the +1 says why once (11.5)
    expect(line).toBe('Gneisenau, Admiral Hipper fire at Norfolk: 1 +1 (German gunnery, 11.5) miss, 1 +1 miss, 4 +1 disables, 5 +1 hit: 1 hit(s), and disabled');
    expect(perDie([3], [1])).toBe('3 +1 (German gunnery, 11.5) miss: no effect');
    expect(perDie([4, 6, 5], [])).toBe('4 miss, 6 hit, 5 disables: 1 hit(s), and disabled');
    expect(perDie([1], [])).toBe('1 miss: no effect');
  });

  it('place ids in engine sentences read as the names on the board', () => {
    expect(namePlaces('Designate your surface fire in the north-sea (11.2, 11.3).')).toBe('Designate your surface fire in the North Sea (11.2, 11.3).');
    expect(namePlaces('Pick up to 3 enemy ships in italy for your land-based airstrike.')).toBe('Pick up to 3 enemy ships in Italy for your land-based airstrike.');
    expect(namePlaces('Nelson may not move to barents-sea; Italian ships stay.')).toBe('Nelson may not move to Barents Sea; Italian ships stay.');
  });

  it('the log names who fires (airstrike, U-boats or the ships) with the side capitalised; a person\'s open decisions are logged too', async () => {
    const term = scriptedTerminal(['malta none', 'auto']);
    expect(await runWasPlay({ allies: 'human', axis: 'heuristic', seed: 12 }, term, false)).toBe(0);
    const out = term.out.join('\n');
    expect(out).toContain('\nAllies: start every British ship in England\n');
    expect(out).toMatch(/\n {2}Allied airstrike on [A-Z][^:]+: \d/);
    expect(out).toMatch(/\n {2}U-boats attack [A-Z][^:]+: \d/);
    expect(out).not.toContain('air/U-boat');
    expect(out).toMatch(/\n {2}\+\d POC to the (Allies|Axis) \(control of /);
    // the deployment and every move say where the ships went
    expect(out).toMatch(/\n {2}Every British ship starts in England\n/);
    expect(out).toMatch(/\n {2}[A-Z][A-Za-z ]+ sails to the [A-Z][A-Za-z ]+/);
  });

  it('the board gives control as of the last settled turn: none before Turn 1 ends, Turn 8 at the end of the game', async () => {
    const start = wasEngine.createGame({ seed: 5 });
    if (!start.ok) throw new Error(start.error.message);
    expect(renderBoard(wasEngine.observe(start.value, 'allies'))[2]).toBe('Sea areas (POC Axis/Allies; control none yet):');
    const term = scriptedTerminal([]);
    expect(await runWasPlay({ allies: 'heuristic', axis: 'heuristic', seed: 5 }, term, false)).toBe(0);
    const over = term.out.findIndex((l) => l.startsWith('  Game over: '));
    expect(over).toBeGreaterThan(0);
    expect(term.out.slice(over)).toContain('Sea areas (POC Axis/Allies; control at the end of Turn 8):');
    expect(term.out).toContain('Sea areas (POC Axis/Allies; control at the end of Turn 1):');
  });

  it('a battle before its first round of surface combat says so instead of "round 0"', () => {
    const start = wasEngine.createGame({ seed: 5 });
    if (!start.ok) throw new Error(start.error.message);
    const view = wasEngine.observe(start.value, 'axis');
    const withBattle = { ...view, combat: { 'north-sea': { round: 0, engagements: [], withdrawing: [] } } } as unknown as typeof view;
    expect(renderBattle(withBattle, 'north-sea')[0]).toBe('Battle in the North Sea, before surface combat:');
  });

  it('typed orders: a missing ship or Malta list is asked for instead of guessed; a trailing comma is ignored', () => {
    const start = wasEngine.createGame({ seed: 5 });
    if (!start.ok) throw new Error(start.error.message);
    const s = start.value;
    const msg = (r: { ok: boolean; error?: { message: string } }): string => (r.ok ? 'accepted' : (r.error?.message ?? ''));
    expect(msg(parseTyped(s, 'allies', 'malta'))).toBe('Name the ships for Malta ("malta nelson, rodney"), or "malta none" to start them all in England.');
    expect(parseTyped(s, 'allies', 'malta none')).toEqual({ ok: true, value: { type: 'deploy', malta: [] } });
    expect(parseTyped(s, 'allies', 'malta nelson, rodney,')).toEqual({ ok: true, value: { type: 'deploy', malta: ['gb-nelson', 'gb-rodney'] } });
    expect(msg(editDraft(s, 'allies', emptyDraft(), 'drop'))).toBe('Name a ship (its name or the start of it).');
    expect(msg(editDraft(s, 'allies', emptyDraft(), ' > na'))).toBe('Name a ship (its name or the start of it).');
  });

  it('typed orders: "move <ships> to <area>" is the same order as "<ships> > <area>", refusals included', () => {
    const start = wasEngine.createGame({ seed: 5 });
    if (!start.ok) throw new Error(start.error.message);
    const deployed = wasEngine.apply(start.value, { type: 'deploy', malta: [] });
    if (!deployed.ok) throw new Error(deployed.error.message);
    const s = deployed.value.state;
    const spelled = editDraft(s, 'allies', emptyDraft(), 'move nelson, rodney to north atlantic');
    expect(spelled.ok).toBe(true);
    expect(spelled).toEqual(editDraft(s, 'allies', emptyDraft(), 'nelson, rodney > north atlantic'));
    expect(spelled.ok && spelled.value.orders.map((o) => [o.ship, o.to])).toEqual([['gb-nelson', 'north-atlantic'], ['gb-rodney', 'north-atlantic']]);
    expect(editDraft(s, 'allies', emptyDraft(), 'Move Nelson to Baltic Sea')).toEqual(editDraft(s, 'allies', emptyDraft(), 'nelson > baltic sea'));
    expect(editDraft(s, 'allies', emptyDraft(), 'move nelson to baltic sea').ok).toBe(false);
  });
});
