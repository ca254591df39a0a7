/**
 * The scenarios shipped with Salvo, by id (data/*.json, checked when first asked for). Historical
 * scenarios append their files here, one line each.
 */
import atAllCosts from '../data/at-all-costs.json';
import blockade from '../data/blockade.json';
import carrierClash from '../data/carrier-clash.json';
import convoyDuty from '../data/convoy-duty.json';
import supplyShips from '../data/supply-ships.json';
import victoryAtSea from '../data/victory-at-sea.json';
import randomTable from '../data/random-table.json';
import riverPlate from '../data/river-plate.json';
import denmarkStrait from '../data/denmark-strait.json';
import finalBattle from '../data/final-battle.json';
import clashOfTheGiants from '../data/clash-of-the-giants.json';
import arcticSkirmish from '../data/arctic-skirmish.json';
import deathOfAGiant from '../data/death-of-a-giant.json';
import preludeToMatapanOne from '../data/prelude-to-matapan-1.json';
import preludeToMatapanTwo from '../data/prelude-to-matapan-2.json';
import capeMatapan from '../data/cape-matapan.json';
import cruiserActionOffGuadalcanal from '../data/cruiser-action-off-guadalcanal.json';
import bombardmentOfGuadalcanal from '../data/bombardment-of-guadalcanal.json';
import guadalcanalFinale from '../data/guadalcanal-finale.json';

export const BUILTIN_SCENARIOS: Readonly<Record<string, unknown>> = {
  'at-all-costs': atAllCosts,
  blockade,
  'carrier-clash': carrierClash,
  'convoy-duty': convoyDuty,
  'supply-ships': supplyShips,
  'victory-at-sea': victoryAtSea,
  'river-plate': riverPlate,
  'denmark-strait': denmarkStrait,
  'final-battle': finalBattle,
  'clash-of-the-giants': clashOfTheGiants,
  'arctic-skirmish': arcticSkirmish,
  'death-of-a-giant': deathOfAGiant,
  'prelude-to-matapan-1': preludeToMatapanOne,
  'prelude-to-matapan-2': preludeToMatapanTwo,
  'cape-matapan': capeMatapan,
  'cruiser-action-off-guadalcanal': cruiserActionOffGuadalcanal,
  'bombardment-of-guadalcanal': bombardmentOfGuadalcanal,
  'guadalcanal-finale': guadalcanalFinale,
};

/** The Scenario Type table (VAS-SCN-RANDOM-TABLE): 1d6 -> scenario id. */
export const RANDOM_SCENARIO_TABLE: readonly { readonly roll: number; readonly scenario: string }[] = randomTable.entries;

export function randomScenarioId(d6: number): string | undefined {
  return RANDOM_SCENARIO_TABLE.find((e) => e.roll === d6)?.scenario;
}
