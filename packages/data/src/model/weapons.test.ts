import { describe, expect, it } from 'vitest';
import { gunRange, mainGunTraits, rosterMount, tubesBearing, weaponRows } from './weapons';
import { TRIBAL_SPEC, TYPE_VII_SPEC } from './sample-specs';

describe('weapon rows', () => {
  it('MODEL-WEAPONS: a 15 in gun reaches 33 inches and a 6 in secondary 14 (the printed Warspite rows)', () => {
    expect(gunRange(15)).toBe(33);
    expect(gunRange(6)).toBe(14);
  });

  it('MODEL-WEAPONS: heavy guns are AP, 16 in and above Super AP, guns under 5 in Weak, rapid-firing 6 in triples Twin-Linked', () => {
    expect(mainGunTraits(2, 15)).toEqual(['AP']);
    expect(mainGunTraits(3, 16)).toEqual(['Super AP']);
    expect(mainGunTraits(2, 4.7)).toEqual(['Weak']);
    expect(mainGunTraits(4, 14)).toEqual(['AP']);
    expect(mainGunTraits(4, 15)).toEqual(['AP']);
    expect(mainGunTraits(3, 6)).toEqual(['Twin-Linked']);
    expect(mainGunTraits(2, 8)).toEqual([]);
  });

  it('MODEL-WEAPONS: mount labels decide the fire arc (X1 is aft, wing mounts are Q, numbered turrets by position)', () => {
    expect(rosterMount('X1', 2, 5)).toBe('X');
    expect(rosterMount('P1', 3, 6)).toBe('Q');
    expect(rosterMount('1', 0, 3)).toBe('A');
    expect(rosterMount('3', 2, 3)).toBe('X');
    expect(rosterMount('deck', 0, 1)).toBe('A');
  });

  it('MODEL-WEAPONS: a destroyer fires every tube of its centreline mount to either beam, reloads slowly, and drops depth charges', () => {
    const rows = weaponRows(TRIBAL_SPEC);
    expect(rows.find((w) => w.kind === 'torpedo')).toMatchObject({ range: 10, ad: 4, traits: ['Slow-Loading'] });
    expect(rows.at(-1)?.kind).toBe('depth-charge');
  });

  it('MODEL-WEAPONS: a submersible has no secondary battery and its torpedoes reach 10 inches', () => {
    const rows = weaponRows(TYPE_VII_SPEC);
    expect(rows.some((w) => w.kind === 'secondary')).toBe(false);
    expect(rows.find((w) => w.kind === 'torpedo')?.range).toBe(10);
  });

  it('MODEL-WEAPONS: torpedo Attack Dice are the tubes that bear: centreline all, side mounts one beam, a submersible its bow or stern', () => {
    const side = [{ position: 'port', tubes: 3 }, { position: 'port', tubes: 3 }, { position: 'starboard', tubes: 3 }, { position: 'starboard', tubes: 3 }] as const;
    expect(tubesBearing('destroyer', side)).toBe(6);
    expect(tubesBearing('destroyer', [{ position: 'centreline', tubes: 5 }, { position: 'centreline', tubes: 5 }])).toBe(10);
    expect(tubesBearing('destroyer', [{ position: 'centreline', tubes: 3 }, { position: 'port', tubes: 3 }, { position: 'starboard', tubes: 3 }])).toBe(6);
    expect(tubesBearing('submersible', [{ position: 'bow', tubes: 4 }, { position: 'stern', tubes: 1 }])).toBe(4);
    expect(tubesBearing('submersible', [{ position: 'bow', tubes: 6 }, { position: 'stern', tubes: 4 }])).toBe(6);
    expect(weaponRows(TYPE_VII_SPEC).find((w) => w.kind === 'torpedo')?.ad).toBe(4);
  });
});
