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

export const BUILTIN_SCENARIOS: Readonly<Record<string, unknown>> = {
  'at-all-costs': atAllCosts,
  blockade,
  'carrier-clash': carrierClash,
  'convoy-duty': convoyDuty,
  'supply-ships': supplyShips,
  'victory-at-sea': victoryAtSea,
};

/** The Scenario Type table (VAS-SCN-RANDOM-TABLE): 1d6 -> scenario id. */
export const RANDOM_SCENARIO_TABLE: readonly { readonly roll: number; readonly scenario: string }[] = randomTable.entries;

export function randomScenarioId(d6: number): string | undefined {
  return RANDOM_SCENARIO_TABLE.find((e) => e.roll === d6)?.scenario;
}
