/**
 * Refitting (VAS-CAMPAIGN-REFIT): the Refit table on 1d6, and the roster a refitted ship sails with.
 * Effects are not cumulative and a result that cannot apply (no AA to improve, Radar already fitted)
 * is re-rolled. Superior Rudder Control reaches the battle as a check bonus (battle-setup.ts).
 * Radar applies to a ship without it, and to a Kriegsmarine ship with it ("no longer limited by the German Special
 * Rules for Radar": it reaches the battle as `radarRefit`, VAS-REFIT-RADAR); other ships with Radar re-roll it.
 */
import { traitValue, type ShipRoster } from '@salvo/data';
import { REFITS, type CampaignShip, type Refit } from './types';

export function refitApplies(ship: CampaignShip, refit: Refit): boolean {
  if (ship.refits.includes(refit)) return false;
  switch (refit) {
    case 'radar': return !hasRadar(ship.roster) || ship.roster.nation === KRIEGSMARINE;
    case 'improved-aa': return ship.roster.weapons.some((w) => w.kind === 'aa');
    case 'additional-weapons': return ship.roster.weapons.some((w) => w.kind === 'secondary');
    case 'reinforced-superstructure': return Math.floor(ship.roster.damage[0] / 10) > 0;
    case 'superior-rudder':
    case 'auxiliary-hangar': return true;
  }
}

const KRIEGSMARINE = 'Kriegsmarine';
const hasRadar = (roster: ShipRoster): boolean => traitValue(roster, 'Radar') !== undefined;

/** VAS-REFIT-RADAR: the refit Radar on a ship whose class already has it frees its set of the German limit. */
export const radarRefitted = (ship: CampaignShip): boolean => ship.refits.includes('radar') && hasRadar(ship.roster);

export const refitsLeft = (ship: CampaignShip): Refit[] => REFITS.filter((r) => refitApplies(ship, r));

/** Extra Damage points of a Reinforced Superstructure: one per ten the roster has (round down). */
export const superstructureBonus = (roster: ShipRoster): number => Math.floor(roster.damage[0] / 10);

/** The roster the ship fights with: the class roster with its refits. */
export function effectiveRoster(ship: CampaignShip): ShipRoster {
  let r: ShipRoster = ship.roster;
  for (const refit of ship.refits) {
    switch (refit) {
      case 'reinforced-superstructure': r = { ...r, damage: [r.damage[0] + superstructureBonus(ship.roster), r.damage[1]] }; break;
      case 'radar': if (!hasRadar(r)) r = { ...r, traits: [...r.traits, 'Radar'] }; break;
      case 'improved-aa': r = { ...r, weapons: r.weapons.map((w) => (w.kind === 'aa' ? { ...w, ad: w.ad + 1 } : w)) }; break;
      case 'additional-weapons': r = { ...r, weapons: r.weapons.map((w) => (w.kind === 'secondary' ? { ...w, ad: w.ad + 1 } : w)) }; break;
      case 'auxiliary-hangar': {
        const a = traitValue(r, 'Aircraft');
        const n = typeof a === 'number' ? a + 1 : 1;
        r = { ...r, traits: [...r.traits.filter((t) => !(t === 'Aircraft' || t.startsWith('Aircraft '))), `Aircraft ${n}`] };
        break;
      }
      case 'superior-rudder': break;
    }
  }
  return r;
}

/** Applies a rolled refit to the ledger ship (the superstructure's points are added to its Damage). */
export function applyRefit(ship: CampaignShip, refit: Refit): void {
  ship.refits.push(refit);
  if (refit === 'reinforced-superstructure') ship.damage += superstructureBonus(ship.roster);
  // VAS-SETUP-CRIPPLE-LOSSES: lifted above its threshold, the ship has its turrets and traits back;
  // a later crippling owes the surcharge anew (VAS-CAMPAIGN-RR-REPAIR).
  if (ship.damage > ship.roster.damage[1]) { delete ship.crippleLosses; delete ship.crippledSurchargePaid; }
}
