/**
 * VAS-SETUP-CARRIED: a ship may start a battle with the Damage and Crew points it carried out of an
 * earlier one (campaigns: "All existing damage ... noted on the fleet roster"). `damage` is 1 to the
 * roster's total, `crew` 1 to the roster's total; at or below a threshold the ship starts Crippled or
 * with a Skeleton Crew (its crippling losses were suffered in the earlier battle: no dice now).
 * Also the campaign's Tactical Judgement dice (`tacticalJudgement`, VAS-TACTICAL-JUDGEMENT) and New
 * Captain (`newCaptain: true`, VAS-NEW-CAPTAIN) and the refit Radar on a ship that had it (`radarRefit: true`, VAS-REFIT-RADAR).
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { ShipRoster } from '@salvo/data';
import type { CheckBonus, ShipState } from '../types';

function readPoints(raw: unknown, max: number, what: string, path: string, problems: RuleError[]): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= max) return raw;
  problems.push(ruleError('ERR_BAD_CARRIED', `${what} carried from an earlier battle must be a whole number from 1 to ${max}.`, { path }));
  return undefined;
}

/** Checks `s.damage` and `s.crew` against the roster; returns what to apply (empty when absent). */
export function readCarried(s: Record<string, unknown>, roster: ShipRoster | undefined, sp: string, problems: RuleError[]): Carried {
  const checkBonus = readCheckBonus(s.checkBonus, `${sp}.checkBonus`, problems);
  const rerolls = readPoints(s.tacticalJudgement, 99, 'Tactical Judgement dice', `${sp}.tacticalJudgement`, problems);
  const newCaptain = s.newCaptain === true;
  if (s.newCaptain !== undefined && !newCaptain) problems.push(ruleError('ERR_BAD_NEW_CAPTAIN', 'newCaptain is true (the ship has a New Captain) or left out.', { path: `${sp}.newCaptain` }));
  const radarRefit = s.radarRefit === true;
  if (s.radarRefit !== undefined && !radarRefit) problems.push(ruleError('ERR_BAD_RADAR_REFIT', 'radarRefit is true (the ship was refitted with Radar) or left out.', { path: `${sp}.radarRefit` }));
  if (!roster) return {};
  const damage = readPoints(s.damage, roster.damage[0], 'Damage', `${sp}.damage`, problems);
  const crew = readPoints(s.crew, roster.crew[0], 'Crew', `${sp}.crew`, problems);
  return { ...(damage !== undefined ? { damage } : {}), ...(crew !== undefined ? { crew } : {}), ...(checkBonus ? { checkBonus } : {}), ...(rerolls !== undefined ? { rerolls } : {}), ...(newCaptain ? { newCaptain } : {}), ...(radarRefit ? { radarRefit } : {}) };
}

type Carried = { damage?: number; crew?: number; checkBonus?: CheckBonus; rerolls?: number; newCaptain?: boolean; radarRefit?: boolean };

/** VAS-SETUP-CHECK-BONUS: `{ damageControl?: 1, comeAbout?: 1 }` (campaign refits and duties, not cumulative). */
function readCheckBonus(raw: unknown, path: string, problems: RuleError[]): CheckBonus | undefined {
  if (raw === undefined) return undefined;
  const bad = (): undefined => { problems.push(ruleError('ERR_BAD_CHECK_BONUS', 'checkBonus is { damageControl?: 1, comeAbout?: 1 }.', { path })); return undefined; };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad();
  const r = raw as Record<string, unknown>;
  if (Object.keys(r).some((k) => k !== 'damageControl' && k !== 'comeAbout')) return bad();
  if ([r.damageControl, r.comeAbout].some((v) => v !== undefined && v !== 1)) return bad();
  return { ...(r.damageControl === 1 ? { damageControl: 1 } : {}), ...(r.comeAbout === 1 ? { comeAbout: 1 } : {}) };
}

/** Applies carried points to a freshly built ship (mutates it): thresholds as VAS-CRIPPLED/SKELETON. */
export function applyCarried(ship: ShipState, carried: Carried): void {
  if (carried.checkBonus) ship.checkBonus = carried.checkBonus;
  // VAS-TACTICAL-JUDGEMENT: XP Dice kept aside for this battle, one re-roll each.
  if (carried.rerolls !== undefined) ship.rerolls = carried.rerolls;
  // VAS-NEW-CAPTAIN: once per battle, two Special Actions in one turn.
  if (carried.newCaptain) ship.newCaptain = true;
  // VAS-REFIT-RADAR: the refitted set sees all round, Kriegsmarine or not.
  if (carried.radarRefit) ship.radarRefit = true;
  if (carried.damage !== undefined) {
    ship.damage = carried.damage;
    ship.crippled = ship.damage <= ship.roster.damage[1];
  }
  if (carried.crew !== undefined) {
    ship.crew = carried.crew;
    ship.skeleton = ship.crew <= ship.roster.crew[1];
  }
}
