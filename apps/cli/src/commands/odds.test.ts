import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { attackOdds, createGame, vas, type VasState } from '@salvo/vas';
import { JSON_KEYS, registerOdds, runOdds } from './odds';
import { oddsAtPrompt } from '../vas/odds-prompt';
import { runShipsShow } from './ships';

const json = (r: { out: string[] }): Record<string, unknown> => JSON.parse(r.out.join('\n')) as Record<string, unknown>;

/** A record of Warspite (facing up the table at 20,24) and a Zara placed and damaged as given, no actions. */
function withRecord<T>(zara: Record<string, unknown>, body: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-odds-'));
  try {
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify({
      format: 'salvo-record', version: 1, game: vas.descriptor.id, engineVersion: vas.descriptor.version, actions: [],
      setup: { seed: 1, fleets: [
        { id: 'rn', ships: [{ id: 'warspite', name: 'Warspite', class: 'Queen Elizabeth', position: { x: 20, y: 24 }, heading: 0 }] },
        { id: 'rm', ships: [{ id: 'zara', name: 'Zara', class: 'Zara', heading: 0, ...zara }] },
      ] },
    }));
    return body(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('salvo odds', () => {
  it('VAS-ATTACK-SEQUENCE: --json prints the exact odds of the attack on paper, damage keyed by points, summing to 1', () => {
    const r = runOdds({ attacker: 'Warspite', weapons: 'A,B,X,Y', target: 'Zara', range: '18', beam: true, json: true });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out.join('\n')) as { mean: number; pCritical: number; pCrippled: number; pDestroyed: number; damage: Record<string, number> };
    expect(Object.values(j.damage).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(j.mean).toBeCloseTo(Object.entries(j.damage).reduce((a, [k, p]) => a + Number(k) * p, 0), 9);
    const bow = runOdds({ attacker: 'Warspite', weapons: 'A,B', target: 'Zara', range: '18', json: true });
    const beam = runOdds({ attacker: 'Warspite', weapons: 'A,B', target: 'Zara', range: '18', beam: true, json: true });
    expect((JSON.parse(beam.out.join('')) as { mean: number }).mean).toBeGreaterThan((JSON.parse(bow.out.join('')) as { mean: number }).mean);
    const text = runOdds({ attacker: 'Warspite', weapons: 'A', target: 'Zara', range: '18' });
    expect(text.out.join('\n')).toMatch(/Damage points lost:\n\s+0 +#+/);
    // the last bar is the target's whole Damage: sunk, and says so
    const zara = (JSON.parse(runShipsShow('Zara', { json: true }).out.join('\n')) as { damage: number[] }).damage[0] ?? 0;
    const close = runOdds({ attacker: 'Warspite', target: 'Zara', range: '10' }).out.join('\n').split('\n');
    expect(close[close.length - 1]).toMatch(new RegExp(`^ +${zara}  #* +[\\d.<]+% \\(all Zara's Damage: sunk\\)$`));
    expect(close.slice(0, -1).join('\n')).not.toContain('sunk)');
  });

  it('VAS-ATTACK-RANGE: bad input is one sentence with exit 1 (unknown class or weapon, cannot bear) or 2 (bad range)', () => {
    const cases: [Parameters<typeof runOdds>[0], number, RegExp][] = [
      [{ attacker: 'Nonesuch', target: 'Zara', range: '10' }, 1, /No ship class or ship called "Nonesuch"/],
      [{ attacker: 'Warspite', target: 'Zara', range: '10', weapons: 'Q' }, 1, /no weapon "Q"/],
      [{ attacker: 'Warspite', target: 'Zara', range: '20', weapons: 'Secondary' }, 1, /cannot bear: its range is 14"/],
      [{ attacker: 'Warspite', target: 'Zara', range: '-1' }, 2, /cannot be negative/],
      [{ attacker: 'Warspite', target: 'Zara', range: 'far' }, 2, /must be a distance in inches, not "far"/],
      [{ attacker: 'Warspite', target: 'Zara' }, 2, /^--range <inches> is needed \(or --record/],
      // a class Salvo does not know may be the player's own: the sentence says how to give it
      [{ attacker: 'Arethusa', target: 'Zara', range: '10' }, 1, /No ship class or ship called "Arethusa".* A class of your own: give its roster file with --rosters <file>/],
    ];
    for (const [opts, code, message] of cases) {
      const r = runOdds(opts);
      expect(r.code, JSON.stringify(opts)).toBe(code);
      expect(r.err.join(' ')).toMatch(message);
      expect(r.out).toEqual([]);
    }
  });
});

describe('salvo odds --rosters', () => {
  it('DATA-ROSTER-OVERRIDE: a roster file\'s figures replace the model\'s for the classes it names (Zara at Armour 6: less Damage, the same hits)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-odds-rosters-'));
    try {
      const zara = JSON.parse(runShipsShow('Zara', { json: true }).out.join('\n')) as Record<string, unknown>;
      const file = join(dir, 'zara.json');
      writeFileSync(file, JSON.stringify({ ...zara, armour: 6 }));
      const base = { attacker: 'Warspite', target: 'Zara', range: '18', json: true };
      const model = json(runOdds(base));
      const mine = json(runOdds({ ...base, rosters: file }));
      expect(mine.meanHits).toBeCloseTo(model.meanHits as number, 12);
      expect(mine.mean as number).toBeLessThan(model.mean as number);
      writeFileSync(file, '{ not json');
      expect(runOdds({ ...base, rosters: file })).toMatchObject({ code: 1 });
      expect(runOdds({ record: file, attacker: 'a', target: 'b', rosters: file })).toMatchObject({ code: 2, err: [expect.stringContaining('carry the rosters')] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('salvo odds: which weapons', () => {
  it('VAS-ATTACK-RANGE: without --weapons, the README example works: the Secondary (14") is left out at 18" with a note, the main guns fire', () => {
    const text = runOdds({ attacker: 'Warspite', target: 'Zara', range: '18' });
    expect(text.code).toBe(0);
    expect(text.err).toEqual([]);
    expect(text.out[0]).toBe('Warspite at Zara: 4 weapons firing.');
    expect(text.out).toContain('  Secondary Armament left out: its range is 14", the target is 18" away.');
    const j = json(runOdds({ attacker: 'Warspite', target: 'Zara', range: '18', json: true }));
    expect(j.leftOut).toEqual([{ weapon: 'Secondary Armament', why: 'its range is 14", the target is 18" away.' }]);
    // the same odds as naming the four turrets, and as --weapons main; all is the default
    const turrets = json(runOdds({ attacker: 'Warspite', target: 'Zara', range: '18', weapons: 'A,B,X,Y', json: true }));
    expect(j.mean).toBe(turrets.mean);
    expect(turrets.leftOut).toEqual([]);
    expect(json(runOdds({ attacker: 'Warspite', target: 'Zara', range: '18', weapons: 'main', json: true })).mean).toBe(turrets.mean);
    expect(json(runOdds({ attacker: 'Warspite', target: 'Zara', range: '18', weapons: 'all', json: true }))).toEqual(j);
  });

  it('VAS-ATTACK-RANGE: within 14" the default takes the Secondary too, --weapons main does not', () => {
    const all = json(runOdds({ attacker: 'Warspite', target: 'Zara', range: '10', json: true }));
    const main = json(runOdds({ attacker: 'Warspite', target: 'Zara', range: '10', weapons: 'main', json: true }));
    const named = json(runOdds({ attacker: 'Warspite', target: 'Zara', range: '10', weapons: 'A,B,X,Y,Secondary', json: true }));
    expect(all.leftOut).toEqual([]);
    expect(all.mean).toBe(named.mean);
    expect(main.mean as number).toBeLessThan(all.mean as number);
    expect(runOdds({ attacker: 'Warspite', target: 'Zara', range: '10' }).out[0]).toBe('Warspite at Zara: 5 weapons firing.');
  });

  it('VAS-ATTACK-RANGE: no weapon that can attack is exit 1 with one sentence; a named weapon that cannot bear is still refused; main mixed with names is exit 2', () => {
    const none = runOdds({ attacker: 'Warspite', target: 'Zara', range: '40' });
    expect(none).toMatchObject({ code: 1, out: [] });
    expect(none.err).toEqual(['None of Warspite\'s main guns or secondaries can attack Zara from this position (A Turret, B Turret, X Turret and Y Turret: its range is 33", the target is 40" away; Secondary Armament: its range is 14", the target is 40" away).']);
    const named = runOdds({ attacker: 'Warspite', target: 'Zara', range: '18', weapons: 'A,Secondary' });
    expect(named).toMatchObject({ code: 1, out: [], err: ['Warspite\'s Secondary Armament cannot bear: its range is 14", the target is 18" away.'] });
    const mixed = runOdds({ attacker: 'Warspite', target: 'Zara', range: '18', weapons: 'main,Secondary' });
    expect(mixed).toMatchObject({ code: 2, out: [] });
    expect(mixed.err[0]).toMatch(/--weapons takes "main" or "all" alone/);
  });

  it('VAS-ATTACK-ARC: from a record, turrets out of arc are left out with the arc, named ones refused with it', () => {
    withRecord({ position: { x: 20, y: 4 } }, (record) => {
      const j = json(runOdds({ record, attacker: 'warspite', target: 'zara', json: true }));
      expect(j.leftOut).toEqual([
        { weapon: 'A Turret', why: 'Zara is in its aft arc, outside its fire arc (fore, starboard, port).' },
        { weapon: 'B Turret', why: 'Zara is in its aft arc, outside its fire arc (fore, starboard, port).' },
        { weapon: 'Secondary Armament', why: 'its range is 14", the target is 20" away.' },
      ]);
      expect(j.mean).toBe(json(runOdds({ record, attacker: 'warspite', target: 'zara', weapons: 'X,Y', json: true })).mean);
      const a = runOdds({ record, attacker: 'warspite', target: 'zara', weapons: 'A' });
      expect(a).toMatchObject({ code: 1, out: [], err: ['Warspite\'s A Turret cannot bear on Zara: Zara is in its aft arc, outside its fire arc (fore, starboard, port).'] });
    });
  });
});

describe('salvo odds: a target already Crippled or at a Skeleton Crew', () => {
  it('VAS-CRIPPLED-THRESHOLD: a Tramp Freighter with 3 Damage left is already Crippled: the line says so and pCrippled is 0, not the engine\'s 1', () => {
    const opts = { attacker: 'Warspite', target: 'Tramp Freighter', range: '10', weapons: 'A', beam: true, targetDamage: '3' };
    const text = runOdds(opts).out.join('\n');
    expect(text).toContain('Tramp Freighter is already Crippled; this attack: Skeleton Crew');
    expect(text).not.toMatch(/Crippled \(or worse\)/);
    const j = json(runOdds({ ...opts, json: true }));
    expect(j).toMatchObject({ pCrippled: 0, targetCrippled: true, targetSkeleton: false });
    expect((j.damage as Record<string, number>)['0']).toBeGreaterThan(0.2);
    // a whole freighter: this attack's chance of crippling it, as the engine counts it
    const whole = json(runOdds({ ...opts, targetDamage: undefined, json: true }));
    expect(whole.targetCrippled).toBe(false);
    expect(whole.pCrippled as number).toBeGreaterThan(0);
    expect(whole.pCrippled as number).toBeLessThan(1);
    expect(runOdds({ ...opts, targetDamage: undefined }).out.join('\n')).toMatch(/Tramp Freighter Crippled \(or worse\) \d/);
  });

  it('VAS-SKELETON-THRESHOLD: a Zara carried into the battle Crippled and at a Skeleton Crew: both said, both chances 0, destroyed still counted', () => {
    withRecord({ position: { x: 38, y: 24 }, damage: 5, crew: 3 }, (record) => {
      const text = runOdds({ record, attacker: 'warspite', target: 'zara' }).out.join('\n');
      expect(text).toMatch(/Zara is already Crippled and at a Skeleton Crew; this attack: destroyed \d+\.\d%/);
      const j = json(runOdds({ record, attacker: 'warspite', target: 'zara', json: true }));
      expect(j).toMatchObject({ pCrippled: 0, pSkeleton: 0, targetCrippled: true, targetSkeleton: true });
      expect(j.pDestroyed as number).toBeGreaterThan(0);
    });
    withRecord({ position: { x: 38, y: 24 }, crew: 3 }, (record) => {
      expect(runOdds({ record, attacker: 'warspite', target: 'zara' }).out.join('\n')).toMatch(/Zara is already at a Skeleton Crew; this attack: Crippled \(or worse\) \d+\.\d%, destroyed/);
      expect(json(runOdds({ record, attacker: 'warspite', target: 'zara', json: true }))).toMatchObject({ pSkeleton: 0, targetSkeleton: true, targetCrippled: false });
    });
  });
});

describe('salvo odds --help', () => {
  it('lists every key --json prints, and says the default weapons truthfully', () => {
    const program = new Command();
    registerOdds(program);
    let help = '';
    program.commands.find((c) => c.name() === 'odds')?.configureOutput({ writeOut: (t) => { help += t; } }).outputHelp();
    const printed = Object.keys(json(runOdds({ attacker: 'Warspite', target: 'Zara', range: '18', json: true })));
    expect(JSON_KEYS.map(([k]) => k).sort()).toEqual([...printed].sort());
    for (const k of printed) expect(help).toMatch(new RegExp(`\\n  ${k} +\\S`));
    expect(help).toMatch(/pCrippled +P\(this attack Cripples the target.*0 if it is already Crippled/);
    expect(help.replace(/\s+/g, ' ')).toContain('all (the default): every main gun and secondary battery that can');
    expect(help).not.toMatch(/default every main battery/);
  });
});

describe('odds at the attack prompt', () => {
  /** Warspite and a Zara 21" apart (just beyond 20": -1 to hit, +1 plunging), the Zara on her beam. */
  function state(): VasState {
    const r = createGame({
      seed: 1,
      fleets: [
        { id: 'rn', ships: [{ id: 'warspite', name: 'Warspite', class: 'Queen Elizabeth', position: { x: 20, y: 24 }, heading: 0 }] },
        { id: 'rm', ships: [{ id: 'zara', name: 'Zara', class: 'Zara', position: { x: 41, y: 24 }, heading: 0 }] },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }
  it('VAS-ATTACK-NOMINATE: without the pre-measure house rule the judged "about 20"" straddles 20": the odds on each side, with the modifiers; with it the measured 21"', () => {
    const s = state();
    const judged = oddsAtPrompt(s, 'rn', 'odds warspite a@zara', false).join('\n');
    const measured = oddsAtPrompt(s, 'rn', 'odds warspite a@zara', true).join('\n');
    const at = (x: number): string => {
      const c = structuredClone(s);
      c.ships.zara!.position = { x, y: 24 };
      const o = attackOdds(c, 'warspite', [{ weapon: 0, target: 'zara' }]);
      return o.ok ? o.value[0]!.meanDamage.toFixed(2) : 'refused';
    };
    expect(at(40)).not.toBe(at(41));
    expect(judged).toContain(`${at(40)} Damage`);
    expect(measured).toContain(`${at(41)} Damage`);
    expect(judged).toMatch(/judged by eye/);
    // both sides of 20", each said, the far one with what makes it differ; the measured odds have one side only
    expect(judged).toContain('Zara is about 20" off, and the distance may not be measured: she may be on either side of 20", so the odds are given for each.');
    expect(judged).toMatch(new RegExp(`If 20" or less:\\n.*\\n  .*${at(40)} Damage`));
    expect(judged).toMatch(new RegExp(`If more than 20" \\(long range -1; plunging fire \\+1 to Damage Dice\\):\\n.*\\n  .*${at(41)} Damage`));
    expect(judged).toContain('A Turret: hits on 4+ if 20" or less, 5+ if more than 20" (Target 5+; beam +1; long range -1 if more than 20")');
    expect(measured).not.toContain('20" or less');
    expect(measured).toContain('A Turret: hits on 5+ (Target 5+; long range -1; beam +1)');
  });

  it('a target already Crippled is said to be so at the prompt, not counted as crippled by this attack', () => {
    const s = state();
    const fresh = oddsAtPrompt(s, 'rn', 'odds warspite a@zara', true).join('\n');
    expect(fresh).not.toContain('already Crippled');
    const hurt = structuredClone(s);
    hurt.ships.zara!.damage = hurt.ships.zara!.roster.damage[1];
    hurt.ships.zara!.crippled = true;
    const shown = oddsAtPrompt(hurt, 'rn', 'odds warspite a@zara', true).join('\n');
    expect(shown).toContain('Zara is already Crippled');
    expect(shown).not.toMatch(/Crippled \(or worse\) 100/);
  });
});
