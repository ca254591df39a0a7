/**
 * The Priority Level check on the model: every class's combat value against its level's median.
 * A class more than OUTLIER_FACTOR away must be corrected in the model or justified here; the test
 * VAS-PRIORITY-VALUE fails on an outlier without a justification. The markdown table is generated
 * into docs/ship-model.md by scripts/generate-rosters.ts.
 */
import { PRIORITY_LEVELS, type ShipRoster } from '../roster-types';
import { FLEET_LIST_CLASSES } from '../specs/fleet-list-names';
import { combatValues, median, type ValueRow } from './combat-value';

export const OUTLIER_FACTOR = 1.5;

/** Why a class may sit far from its level's median (the level is the rules', the figures the model's). */
export const JUSTIFIED_OUTLIERS: Readonly<Record<string, string>> = {
  Essex: 'A fleet carrier: its worth is its air group (nine flights here), which the gun-based value counts only as a flat strike every other turn; the rules rate carriers by the strike they bring, and Essex brings the largest.',
  "Jeanne d'Arc": 'A training cruiser of 25 knots with no armour belt; the French list puts it among the cruisers it sailed with. The model keeps it weak; players get more for their point elsewhere.',
};

export interface PriorityCheck {
  readonly rows: readonly ValueRow[];
  readonly medians: Readonly<Record<string, number>>;
  readonly outliers: readonly ValueRow[];
}

/**
 * Whether the rules' fleet lists price this class. The medians are the fleet-list classes' only: a class beyond
 * the lists (CLASSES_BEYOND_FLEET_LISTS, a level this project chose) is measured against them and does not move them.
 */
export const inFleetList = (r: { readonly class: string; readonly nation: string }): boolean =>
  FLEET_LIST_CLASSES.some((l) => l.class === r.class && l.nation === r.nation);

export function priorityCheck(rosters: readonly ShipRoster[], reference: ShipRoster): PriorityCheck {
  const rows = combatValues(rosters.filter((r) => r.type !== 'civilian'), reference, inFleetList);
  const medians: Record<string, number> = {};
  for (const p of PRIORITY_LEVELS) {
    const v = rows.filter((r) => r.priority === p && inFleetList(r)).map((r) => r.value);
    if (v.length) medians[p] = median(v);
  }
  const outliers = rows.filter((r) => r.ratio > OUTLIER_FACTOR || r.ratio < 1 / OUTLIER_FACTOR);
  return { rows, medians, outliers };
}

const f1 = (x: number): string => x.toFixed(1);

/** The generated section of docs/ship-model.md. */
export function priorityCheckMarkdown(check: PriorityCheck): string {
  const lines = ['| Level | Median value | Ratio to the level below |', '|---|---:|---:|'];
  let prev: number | undefined;
  for (const p of PRIORITY_LEVELS) {
    const m = check.medians[p];
    if (m === undefined) continue;
    lines.push(`| ${p} | ${f1(m)} | ${prev === undefined ? '' : (m / prev).toFixed(2)} |`);
    prev = m;
  }
  lines.push('', 'The medians are those of the fleet-list classes. A class marked † is beyond the fleet lists (a War at Sea counter\'s');
  lines.push('class, `CLASSES_BEYOND_FLEET_LISTS`): its level is this project\'s choice, measured against those medians.');
  lines.push('', '| Nation | Class | Level | Value | Ratio to level median |', '|---|---|---|---:|---:|');
  for (const p of PRIORITY_LEVELS) {
    for (const r of check.rows.filter((x) => x.priority === p)) {
      const flag = check.outliers.includes(r) ? ' **outlier**' : '';
      const beyond = inFleetList(r) ? '' : ' †';
      lines.push(`| ${r.nation} | ${r.class}${beyond} | ${r.priority} | ${f1(r.value)} | ${r.ratio.toFixed(2)}${flag} |`);
    }
  }
  lines.push('', `Classes more than a factor ${OUTLIER_FACTOR} from their level's median:`, '');
  if (check.outliers.length === 0) lines.push('- none');
  for (const o of check.outliers) {
    lines.push(`- **${o.class}** (${o.nation}, ${o.priority}, ${o.ratio.toFixed(2)}x): ${JUSTIFIED_OUTLIERS[o.class] ?? 'NOT JUSTIFIED'}`);
  }
  return lines.join('\n');
}
