/**
 * Weapon rows of a roster from a specification. One row per main-gun mount (its turret letter decides
 * the fire arc), then one Secondary Armament row, one AA row, Torpedoes, Depth Charges.
 */
import type { Mount, WeaponRoster, WeaponTrait } from '../roster-types';
import { MOUNTS } from '../roster-types';
import type { ShipSpec, TorpedoLauncher } from '../specs/schema';
import {
  AA_RANGE, DEFAULT_TORPEDO_CALIBRE, DEPTH_CHARGE, SHIP_CALIBRATION, TORPEDO_RANGE, type ShipCalibration,
} from './calibration';

export type WeaponSpec = Pick<ShipSpec, 'type' | 'mainGuns' | 'secondaryGuns' | 'aaGuns' | 'torpedoTubes' | 'depthCharges'>;

export function gunRange(calibreInches: number, cal: ShipCalibration = SHIP_CALIBRATION): number {
  return Math.round(cal.rangeBase + cal.rangePerInchCalibre * calibreInches);
}

export function gunDamageDice(calibreInches: number, cal: ShipCalibration = SHIP_CALIBRATION): number {
  return Math.max(1, Math.round(calibreInches / cal.calibrePerDd));
}

/**
 * Weapon traits of a main-gun mount of `guns` guns of a calibre. Twin-Linked only for the rapid-firing
 * multiple mounts of RAPID_FIRE_MAX_CALIBRE or less: a heavy quadruple turret already rolls one Attack Die
 * per gun, and a re-roll of its misses on top would count its weight of fire one and a half times
 * (King George V's ten 14 in would out-gun Iowa's nine 16 in; docs/ship-model.md, the Twin-Linked law).
 */
export function mainGunTraits(guns: number, calibreInches: number, cal: ShipCalibration = SHIP_CALIBRATION): WeaponTrait[] {
  const traits: WeaponTrait[] = [];
  if (calibreInches >= cal.superApCalibre) traits.push('Super AP');
  else if (calibreInches >= cal.apCalibre) traits.push('AP');
  if (calibreInches < cal.weakBelowCalibre) traits.push('Weak');
  if (guns >= 3 && calibreInches <= cal.rapidFireMaxCalibre) traits.push('Twin-Linked');
  return traits;
}

/**
 * The roster mount (fire arc) of a spec mount: a label starting A/B/Q/X/Y takes that letter ("X1" is X);
 * wing mounts (P.., S..) fire to the beams like Q; a submersible's deck gun fires forward (A); any other
 * label goes by position, the forward half of the list A, the rest X.
 */
export function rosterMount(label: string, index: number, count: number): Mount {
  const upper = label.toUpperCase();
  if (upper === 'DECK') return 'A';
  const known = MOUNTS.find((m) => upper.startsWith(m));
  if (known) return known;
  if (/^[PS]\d*$/.test(upper)) return 'Q';
  return index < Math.ceil(count / 2) ? 'A' : 'X';
}

function mountName(label: string): string {
  if (label.toLowerCase() === 'deck') return 'Deck Gun';
  return /^[A-Z]\d?$/i.test(label) ? `${label.toUpperCase()} Turret` : `Turret ${label}`;
}

export function mainGunRows(spec: WeaponSpec, cal: ShipCalibration = SHIP_CALIBRATION): WeaponRoster[] {
  return spec.mainGuns.map((m, i) => ({
    name: mountName(m.mount), kind: 'main', mount: rosterMount(m.mount, i, spec.mainGuns.length),
    range: gunRange(m.calibreInches, cal), ad: m.guns, dd: gunDamageDice(m.calibreInches, cal),
    traits: mainGunTraits(m.guns, m.calibreInches, cal),
  }));
}

/** All secondary guns as one battery: half bear on a side; the largest calibre sets the range. */
export function secondaryRow(spec: WeaponSpec, cal: ShipCalibration = SHIP_CALIBRATION): WeaponRoster | undefined {
  const count = spec.secondaryGuns.reduce((n, g) => n + g.count, 0);
  if (count === 0) return undefined;
  const calibre = Math.max(...spec.secondaryGuns.map((g) => g.calibreInches));
  return { name: 'Secondary Armament', kind: 'secondary', range: gunRange(calibre, cal), ad: Math.max(1, Math.round(count / 2)), dd: 1, traits: ['Weak'] };
}

/** The AA battery: weight of fire is the sum of count x calibre (mm); AD grows with its square root. */
export function aaRow(spec: WeaponSpec, cal: ShipCalibration = SHIP_CALIBRATION): WeaponRoster | undefined {
  const weight = spec.aaGuns.reduce((n, g) => n + g.count * g.calibreMm, 0);
  const ad = Math.round(Math.sqrt(weight) / cal.aaRootDivisor);
  if (ad < 1) return undefined;
  return { name: 'AA', kind: 'aa', range: AA_RANGE, ad, dd: null, traits: [] };
}

/**
 * Tubes that bear at once: a ship fires to one beam (the rules' port or starboard torpedo arc), so its
 * centreline launchers (which train to either side) and the side mounts of the better beam; a submersible
 * fires ahead or astern, so its bow or its stern tubes, whichever are more. Bow and stern tubes of a
 * surface ship bear on neither beam.
 */
export function tubesBearing(type: ShipSpec['type'], launchers: readonly TorpedoLauncher[]): number {
  const sum = (p: TorpedoLauncher['position']) => launchers.filter((l) => l.position === p).reduce((n, l) => n + l.tubes, 0);
  if (type === 'submersible') return Math.max(sum('bow'), sum('stern'));
  return sum('centreline') + Math.max(sum('port'), sum('starboard'));
}

/**
 * Torpedoes: AD = the tubes that bear (tubesBearing); none for carriers (their few submerged tubes were
 * never used in the war). Capital ships keep the tubes their spec records for the war (Nelson's, Hood's,
 * Renown's, Scharnhorst's). Reloading takes a turn.
 */
export function torpedoRow(spec: WeaponSpec, cal: ShipCalibration = SHIP_CALIBRATION): WeaponRoster | undefined {
  if (!spec.torpedoTubes || spec.type === 'aircraft carrier') return undefined;
  const ad = tubesBearing(spec.type, spec.torpedoTubes.launchers);
  if (ad < 1) return undefined;
  const calibre = spec.torpedoTubes.calibreInches ?? DEFAULT_TORPEDO_CALIBRE;
  return { name: 'Torpedoes', kind: 'torpedo', range: TORPEDO_RANGE, ad, dd: gunDamageDice(calibre, cal), traits: ['Slow-Loading'] };
}

export function depthChargeRow(spec: WeaponSpec): WeaponRoster | undefined {
  if (!spec.depthCharges) return undefined;
  return { name: 'Depth Charges', kind: 'depth-charge', ...DEPTH_CHARGE, traits: [] };
}

export function weaponRows(spec: WeaponSpec, cal: ShipCalibration = SHIP_CALIBRATION): WeaponRoster[] {
  const rows = [...mainGunRows(spec, cal), secondaryRow(spec, cal), aaRow(spec, cal), torpedoRow(spec, cal), depthChargeRow(spec)];
  return rows.filter((r): r is WeaponRoster => r !== undefined);
}
