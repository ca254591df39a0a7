/**
 * Setups a passed file cannot hold (property 5): one refusal per option that hides something, and a property
 * test that every allowed setup shows both seats the same view at every step of random games.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedRng } from '@salvo/kernel';
import { BUILTIN_SCENARIOS, defaultBattle, parseScenario, scenarioToSetup } from '@salvo/scenarios';
import { mailEngine, mailRefusal, sameViews, type MailGameKind } from '../src/index';
import { playersOf } from '../src/games';

const scenario = (id: string): unknown => {
  const p = parseScenario(BUILTIN_SCENARIOS[id]);
  if (!p.ok) throw new Error(id);
  const s = scenarioToSetup(p.value, { seed: '1', attacker: 0 });
  if (!s.ok) throw new Error(id);
  return s.value.setup;
};

/** Plays `steps` random actions (dice from the state's PRNG); false at the first state whose views differ. */
function viewsStayEqual(kind: MailGameKind, setup: unknown, seed: number, steps: number): boolean {
  const engine = mailEngine(kind);
  const c = engine.createGame(setup);
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  const seats = playersOf(kind, s);
  const rng = seedRng(seed);
  for (let i = 0; i < steps; i++) {
    if (!sameViews(kind, s, seats)) return false;
    const p = engine.pending(s);
    if (p.kind === 'over') return true;
    s = (p.kind === 'chance' ? engine.rollChance(s) : engine.applyTrusted(s, engine.sampleAction(s, rng))).state;
  }
  return true;
}

describe('setups refused by mail', () => {
  it('SALVO-MAIL-HIDDEN: War at Sea face-down British ships (19.3) are refused with a sentence that says to play online', () => {
    const r = mailRefusal('war-at-sea', { seed: 1, options: { faceDown: true } });
    expect(r?.code).toBe('ERR_MAIL_HIDDEN');
    expect(r?.message).toBe('Face-down British ships (19.3) hide which ship is which from the Axis, and a file both players hold cannot keep it secret: play this game online instead (salvo serve).');
    expect(viewsStayEqual('war-at-sea', { seed: 1, options: { faceDown: true } }, 1, 5)).toBe(false);
  });

  it('SALVO-MAIL-HIDDEN: Victory at Sea submersibles deployed hidden, reinforcements arriving later and edge-entry convoys are refused', () => {
    const battle = defaultBattle(1);
    const sub = { ...battle, fleets: [battle.fleets[0]!, { id: 'km', ships: [{ id: 'u1', class: 'Type-VII', hiddenSquare: { col: 1, row: 0 }, heading: 0 }] }] };
    expect(mailRefusal('vas', sub)).toMatchObject({ code: 'ERR_MAIL_HIDDEN', message: expect.stringMatching(/is deployed hidden in a secret square\), and .* \(salvo serve\)\.$/) as unknown });
    const arrives = { ...battle, scenarioRules: [{ rule: 'arrives', ship: 'zara', turn: 2 }] };
    expect(mailRefusal('vas', arrives)).toMatchObject({ code: 'ERR_MAIL_HIDDEN', message: expect.stringContaining('Zara arrives later, unseen by the other side') as unknown });
    expect(mailRefusal('vas', scenario('final-battle'))?.code).toBe('ERR_MAIL_HIDDEN');
  });

  it('SALVO-MAIL-HIDDEN: a battle for more than two fleets and a setup that is not valid are refused with the reason', () => {
    const battle = defaultBattle(1);
    const three = { ...battle, fleets: [...battle.fleets, { id: 'fr', ships: [{ id: 'dunkerque', class: 'Dunkerque', position: { x: 60, y: 24 }, heading: 270 }] }] };
    const r = mailRefusal('vas', three);
    expect(r?.code).toBe('ERR_MAIL_SETUP');
    expect(mailRefusal('vas', { seed: 1, fleets: [] })?.code).toBe('ERR_MAIL_SETUP');
  });

  it('SALVO-MAIL-HIDDEN: allowed setups (War at Sea options, the default battle, built-in scenarios) show both seats equal views at every step of random games', () => {
    const vasSetups = [defaultBattle(2), scenario('river-plate'), scenario('denmark-strait'), scenario('arctic-skirmish')];
    for (const s of vasSetups) expect(mailRefusal('vas', s)).toBeNull();
    const wasOptions = [{}, { weakBismarcks: true }, { accumulateUboats: true }];
    for (const o of wasOptions) expect(mailRefusal('war-at-sea', { seed: 1, options: o })).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: vasSetups.length + wasOptions.length - 1 }), (seed, which) => {
      const w = wasOptions[which - vasSetups.length];
      return w === undefined
        ? viewsStayEqual('vas', vasSetups[which], seed, 400)
        : viewsStayEqual('war-at-sea', { seed, options: w }, seed, 400);
    }), { numRuns: 8 });
  });
});
