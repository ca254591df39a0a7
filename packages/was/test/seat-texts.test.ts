/**
 * Every text a side reads goes through the filter of `observe` (19.3): the prompts and dice labels of
 * `pendingFor`, the events of `visibleEvents`, and the view itself. Walks seeded games with every
 * combination of the options; SALVO_LEAK_GAMES sets the games per combination (2 by default).
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '@salvo/kernel';
import type { Side, WasEvent, WasOptions, WasState } from '../src/types';
import { hidesBritish, observe, pendingFor, visibleEvents } from '../src/view';
import { describeEvent } from '../src/describe';
import { E, newGame } from './helpers';

const GAMES = Number(process.env['SALVO_LEAK_GAMES'] ?? 2);
const OPTION_KEYS: readonly (keyof WasOptions)[] = Object.keys(newGame().options) as (keyof WasOptions)[];

/** Every combination of the options (2^n setups). */
export function everyOptionSet(): Partial<WasOptions>[] {
  const out: Partial<WasOptions>[] = [];
  for (let m = 0; m < 1 << OPTION_KEYS.length; m++) {
    const o: Partial<Record<keyof WasOptions, boolean>> = {};
    OPTION_KEYS.forEach((k, i) => (o[k] = (m & (1 << i)) !== 0));
    out.push(o);
  }
  return out;
}

/** British ships in play (the turn chart's waiting ones and the sunk are public): the identities 19.3 hides. */
const british = (before: WasState, after: WasState): { ids: string[]; names: RegExp } => {
  const inPlay = new Set([...before.ships, ...after.ships].filter((x) => x.nation === 'UK' && x.status === 'active').map((x) => x.id));
  const uk = before.ships.filter((x) => inPlay.has(x.id));
  return { ids: uk.map((x) => x.id), names: uk.length ? new RegExp(`\\b(${uk.map((x) => x.name).join('|')})\\b`) : /$^/ };
};

/** What a viewer who may not see British identities was shown that names one: empty when nothing leaked. */
function leaks(before: WasState, events: readonly WasEvent[], after: WasState, viewer: Side | 'spectator'): string[] {
  const { ids, names } = british(before, after);
  const found: string[] = [];
  const check = (where: string, text: string): void => {
    const id = ids.find((x) => text.includes(`"${x}"`));
    const name = names.exec(text);
    if (id || name) found.push(`${where}: ${text.slice(0, 200)}`);
  };
  if (hidesBritish(before, viewer)) {
    const p = pendingFor(before, viewer);
    if (p.kind === 'chance') check('dice label', p.request.label);
    if (p.kind === 'decision' || p.kind === 'simultaneous') check('prompt', p.prompt);
    check('view', JSON.stringify(observe(before, viewer)));
  }
  // Independently of the filter: hidden from the start of the action unless revealed; the reveal and a new turn switch.
  let hidden = hidesBritish(before, viewer);
  for (const e of visibleEvents(after, events, viewer)) {
    if (e.type === 'air-placed') hidden = false;
    if (e.type === 'turn-started') hidden = after.options.faceDown;
    if (hidden) check(`event ${e.type}`, JSON.stringify(e));
  }
  return found;
}

describe('what each side reads', () => {
  it('WAS-19.3: no prompt, dice label, event or view shown to the Axis or a spectator names a face-down British ship, in games with every option combination', () => {
    const sets = everyOptionSet();
    expect(sets.length).toBe(2 ** OPTION_KEYS.length);
    let hiddenSteps = 0;
    for (const [n, options] of sets.entries()) {
      for (let g = 0; g < GAMES; g++) {
        const seed = n * 100 + g + 1;
        let s = newGame(options, seed);
        const rng = seedRng(`leak:${seed}`);
        for (let i = 0; i < E.descriptor.maxActions; i++) {
          const p = E.pending(s);
          if (p.kind === 'over') break;
          const t = p.kind === 'chance' ? E.rollChance(s) : E.applyTrusted(s, E.sampleAction(s, rng));
          for (const viewer of ['axis', 'spectator'] as const) {
            if (hidesBritish(s, viewer)) hiddenSteps++;
            expect(leaks(s, t.events, t.state, viewer), `seed ${seed}, options ${JSON.stringify(options)}, step ${s.step.kind}`).toEqual([]);
          }
          s = t.state;
        }
      }
    }
    expect(hiddenSteps).toBeGreaterThan(0);
  });

  it('WAS-19.3: every event a viewer is told can be put in words from that viewer\'s views alone (the online page\'s log)', () => {
    let described = 0;
    let unnamed = 0;
    for (const options of [{}, { faceDown: true }, { tacticalBattles: true }]) {
      for (let g = 0; g < 3; g++) {
        let s = newGame(options, 500 + g);
        const rng = seedRng(`words:${g}`);
        for (let i = 0; i < E.descriptor.maxActions; i++) {
          const p = E.pending(s);
          if (p.kind === 'over') break;
          const t = p.kind === 'chance' ? E.rollChance(s) : E.applyTrusted(s, E.sampleAction(s, rng));
          for (const viewer of ['allies', 'axis', 'spectator'] as const) {
            const before = observe(s, viewer);
            const after = observe(t.state, viewer);
            for (const e of visibleEvents(t.state, t.events, viewer)) {
              let text: string | null = null;
              expect(() => { text = describeEvent(after as unknown as WasState, e, before as unknown as WasState); }, `${viewer}: ${JSON.stringify(e)}`).not.toThrow();
              // an airstrike's or the U-boats' shots say which, from the event alone
              if (e.type === 'shots' && e.shooters.length === 0) {
                expect(text, JSON.stringify(e)).toMatch(/^((Allied|Axis) airstrike on|U-boats attack) /);
                unnamed++;
              }
              described++;
            }
          }
          s = t.state;
        }
      }
    }
    expect(described).toBeGreaterThan(1000);
    expect(unnamed).toBeGreaterThan(0);
  });

  it('WAS-19.3: the Allied speed rolls are labelled for the Axis without the ships (the Allies see the names)', () => {
    const s = newGame({ faceDown: true }, 1);
    s.step = { kind: 'speed-roll', side: 'allies', ships: ['gb-nelson', 'gb-rodney'], fallbacks: ['england', 'england'] };
    const axis = pendingFor(s, 'axis');
    const allies = pendingFor(s, 'allies');
    expect(axis.kind === 'chance' && axis.request.label).toBe("Speed rolls for 2 British two-area move(s), face down (19.3): below each ship's speed succeeds");
    expect(axis.kind === 'chance' && axis.request.dice).toBe(2);
    expect(allies.kind === 'chance' && allies.request.label).toContain('Nelson, Rodney');
    const open = newGame({ faceDown: false }, 1);
    open.step = s.step;
    const told = pendingFor(open, 'axis');
    expect(told.kind === 'chance' && told.request.label).toContain('Nelson, Rodney');
  });

  it('WAS-19.3: British reinforcements are not named to the Axis at the start of a turn', () => {
    let s = newGame({ faceDown: true }, 3);
    const rng = seedRng('reinforce');
    const told: WasEvent[] = [];
    const all: WasEvent[] = [];
    while (s.turn < 2) {
      const t = E.pending(s).kind === 'chance' ? E.rollChance(s) : E.applyTrusted(s, E.sampleAction(s, rng));
      all.push(...t.events);
      told.push(...visibleEvents(t.state, t.events, 'axis'));
      s = t.state;
    }
    expect(all.some((e) => e.type === 'reinforcement' && e.ship === 'gb-king-george-v')).toBe(true);
    expect(told.some((e) => e.type === 'reinforcement' && e.ship.startsWith('gb-'))).toBe(false);
    expect(told.some((e) => e.type === 'reinforcement' && e.ship === 'de-bismarck')).toBe(true);
  });
});
