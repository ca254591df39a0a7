/**
 * VAS-AA-ALLOCATE-HAND at the terminal: a battle with the option `aaByHand` is played with it, and
 * the `aa-fire` prompt lists each AA weapon with its dice and flights, takes Salvo's split on Enter, reads a
 * typed split, and asks again with the engine's sentence after a bad one.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord, seedRng } from '@salvo/kernel';
import { vas, type VasAction, type VasSetup } from '@salvo/vas';
import { runPlay } from '../src/commands/play';
import { scriptedTerminal } from '../src/io/terminal';
import { humanDecision } from '../src/vas/human-turn';
import { aaChoiceLines } from '../src/vas/aa-prompt';
import { AIR_SETUP, toAttack } from '../../../packages/vas/src/aircraft/test-setup';
import { start } from '../../../packages/vas/test/fixtures';
import { loadScenario, scenarioToSetup } from '@salvo/scenarios';

const dir = mkdtempSync(join(tmpdir(), 'salvo-aa-hand-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BY_HAND: VasSetup = { ...AIR_SETUP, options: { aaByHand: true } };
/** Two Stukas within Ark Royal's 5" AA (7 dice): rn is asked to split. */
const asked = () => toAttack({ to: { stuka1: { x: 14, y: 26 }, stuka2: { x: 11.5, y: 24.5 } } }, start(BY_HAND));

describe('salvo play: AA dice split by hand', () => {
  it('VAS-CRIT-FIRE-CONTROL: with Fire Control hit the split prompt says each AA weapon must first roll 4+', () => {
    expect(aaChoiceLines(asked()).some((l) => l.includes('Fire Control'))).toBe(false);
    const fc: VasSetup = { ...BY_HAND, fleets: BY_HAND.fleets.map((f) => (f.id === 'rn' ? { ...f, ships: f.ships.map((x) => ({ ...x, criticals: [{ effect: 'fire-control' }] })) } : f)) };
    const s = toAttack({ to: { stuka1: { x: 14, y: 26 }, stuka2: { x: 11.5, y: 24.5 } } }, start(fc));
    expect(aaChoiceLines(s)).toContain('  Fire Control is down: each AA weapon must first roll 4+ to fire at all.');
  });

  it('VAS-AA-ALLOCATE-HAND: the prompt shows the AA weapon, its dice and flights; a bad split is refused and asked again; Enter takes Salvo\'s split', async () => {
    const s = asked();
    const p = vas.pending(s);
    if (p.kind !== 'decision') throw new Error('no decision');
    const term = scriptedTerminal(['aa stuka1x9', 'aa zzz9x7', '']);
    const step = await humanDecision(vas, s, 'rn', p.prompt, term, seedRng(1));
    // the die each flight needs (Target 5; +1 against the Stuka diving on her) and which attacks her
    expect(term.out).toContain('  AA: 7 dice, may fire at flight stuka2 (Junkers Ju-87): 4+ to hit, attacking her (bombs); flight stuka1 (Junkers Ju-87): 5+ to hit');
    expect(term.out.some((l) => l.includes('cannot be hit'))).toBe(false);
    expect(term.out.some((l) => l.startsWith('  Enter: Salvo\'s split.'))).toBe(true);
    expect(term.out).toContain('HMS Ark Royal\'s AA has 7 AA dice; you gave 9.');
    expect(term.out).toContain('No single flight matches "zzz9".');
    expect(step && step !== 'auto' && step !== 'undo' && step.action).toEqual(vas.legalActions(s)[0]);
  });

  it('VAS-AA-ALLOCATE-HAND: in Bad Weather and at Night a Stuka not attacking her cannot be hit, and the prompt says Salvo\'s split wastes dice on it', async () => {
    const dark: VasSetup = { ...BY_HAND, options: { aaByHand: true, weather: 'bad', night: true } };
    const s = toAttack({ to: { stuka1: { x: 14, y: 26 }, stuka2: { x: 11.5, y: 24.5 } } }, start(dark));
    const p = vas.pending(s);
    if (p.kind !== 'decision') throw new Error('no decision');
    const term = scriptedTerminal(['']);
    await humanDecision(vas, s, 'rn', p.prompt, term, seedRng(1));
    expect(term.out).toContain('  AA: 7 dice, may fire at flight stuka2 (Junkers Ju-87): 6+ to hit, attacking her (bombs); flight stuka1 (Junkers Ju-87): cannot be hit (needs 7)');
    expect(term.out).toContain('  Salvo\'s split puts 3 dice at flights that cannot be hit.');
  });

  it('VAS-AA-ALLOCATE-HAND: a typed split is what the ship fires', async () => {
    const s = asked();
    const p = vas.pending(s);
    if (p.kind !== 'decision') throw new Error('no decision');
    const step = await humanDecision(vas, s, 'rn', p.prompt, scriptedTerminal(['aa stuka1x5 stuka2x2']), seedRng(1));
    const fire: VasAction = { type: 'aa-fire', ship: 'ark', fire: [{ weapon: 1, flight: 'stuka1', dice: 5 }, { weapon: 1, flight: 'stuka2', dice: 2 }] };
    expect(step && step !== 'auto' && step !== 'undo' && step.action).toEqual(fire);
    const next = step && step !== 'auto' && step !== 'undo' ? vas.pending(step.transition.state) : null;
    expect(next).toMatchObject({ kind: 'chance', request: { purpose: 'aa', dice: 5, context: { flight: 'stuka1' } } });
  });

  it('VAS-AA-ALLOCATE-HAND: a battle file with options.aaByHand is played with the option, kept in the record; the bots answer each split', async () => {
    const loaded = loadScenario('carrier-clash');
    if (!loaded.ok) throw new Error('carrier-clash does not load');
    const planned = scenarioToSetup(loaded.value, { seed: 'aa-hand-bots', attacker: 0 });
    if (!planned.ok) throw new Error('carrier-clash does not plan');
    const file = join(dir, 'clash-by-hand.json');
    writeFileSync(file, JSON.stringify({ ...planned.value.setup, options: { ...planned.value.setup.options, aaByHand: true } }));
    const save = join(dir, 'clash.json');
    const code = await runPlay({ p1: 'random', p2: 'random', scenario: file, save }, scriptedTerminal([]), false);
    expect(code).toBe(0);
    const rec = parseRecord(JSON.parse(readFileSync(save, 'utf8')));
    if (!rec.ok) throw new Error('record');
    expect((rec.value.setup as VasSetup).options?.aaByHand).toBe(true);
    expect((rec.value.actions as VasAction[]).some((a) => a.type === 'aa-fire')).toBe(true);
  });

  it('VAS-AA-ALLOCATE-HAND: salvo play --aa-by-hand puts the option in the battle\'s setup, kept in the record', async () => {
    const save = join(dir, 'flag.json');
    const code = await runPlay({ p1: 'random', p2: 'random', seed: 5, scenario: 'carrier-clash', aaByHand: true, save }, scriptedTerminal([]), false);
    expect(code).toBe(0);
    const rec = parseRecord(JSON.parse(readFileSync(save, 'utf8')));
    if (!rec.ok) throw new Error('record');
    expect((rec.value.setup as VasSetup).options?.aaByHand).toBe(true);
  });
});
