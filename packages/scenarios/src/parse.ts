/**
 * `parseScenario(raw)`: untrusted JSON to a `Scenario`, or every problem as a sentence with its path
 * (VAS-SCN-FORMAT). Shape by the zod schema; then what a schema cannot say: zones inside the table,
 * fixed ships on the table, inside their zone and not on another ship, known classes, side ids that
 * exist, and scenario rule ids the engine implements (VAS-SCN-RULES). Pure: no I/O.
 */
import { findShipClass, issueSentence } from '@salvo/data';
import { footprintRadius, isScenarioRule } from '@salvo/vas';
import { ScenarioSchema, type Scenario, type ScenarioZone } from './schema';
import { checkShipRules } from './ship-rules';

export interface ScenarioProblem {
  /** Where in the file, e.g. `sides[0].deployment.zones[1]`; '' for the whole file. */
  readonly path: string;
  readonly message: string;
}

export type ParseResult = { readonly ok: true; readonly value: Scenario } | { readonly ok: false; readonly problems: ScenarioProblem[] };

/** `sides.0.fleet` -> `sides[0].fleet`. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc === '' ? String(k) : `${acc}.${String(k)}`), '');
}

export function insideZone(z: ScenarioZone, at: { x: number; y: number }): boolean {
  return at.x >= z.x && at.x <= z.x + z.width && at.y >= z.y && at.y <= z.y + z.height;
}

function checkGeometry(s: Scenario, out: ScenarioProblem[]): void {
  const { width, height } = s.table;
  const placed: { name: string; x: number; y: number; r: number }[] = [];
  s.sides.forEach((side, si) => {
    const sp = `sides[${si}]`;
    side.deployment.zones.forEach((z, zi) => {
      if (z.x + z.width > width + 1e-9 || z.y + z.height > height + 1e-9) {
        out.push({ path: `${sp}.deployment.zones[${zi}]`, message: `Zone "${z.id}" (x ${z.x} to ${z.x + z.width}, y ${z.y} to ${z.y + z.height}) reaches outside the ${width}x${height} table.` });
      }
    });
    if (side.deployment.kind === 'zone' && side.deployment.zones.length === 0 && (side.fleet.kind === 'allocation' || side.fleet.ships.some((sh) => !sh.position))) {
      out.push({ path: `${sp}.deployment.zones`, message: `Side "${side.id}" deploys in zones but has none: give at least one zone.` });
    }
    if (side.fleet.kind !== 'fixed') return;
    side.fleet.ships.forEach((ship, i) => {
      const p = `${sp}.fleet.ships[${i}]`;
      const roster = findShipClass(ship.class);
      if (!roster) out.push({ path: `${p}.class`, message: `No ship class called "${ship.class}" is known (salvo ships lists them).` });
      const zone = ship.zone === undefined ? undefined : side.deployment.zones.find((z) => z.id === ship.zone);
      if (ship.zone !== undefined && !zone) out.push({ path: `${p}.zone`, message: `Side "${side.id}" has no zone "${ship.zone}".` });
      if (side.deployment.kind === 'fixed' && !ship.position) out.push({ path: `${p}.position`, message: `${ship.name} needs a position: side "${side.id}" deploys at fixed positions.` });
      if (!ship.position) return;
      const at = ship.position;
      if (at.x > width || at.y > height) { out.push({ path: `${p}.position`, message: `${ship.name} is placed off the ${width}x${height} table.` }); return; }
      if (zone && !insideZone(zone, at)) out.push({ path: `${p}.position`, message: `${ship.name} at (${at.x}, ${at.y}) is outside her zone "${zone.id}".` });
      const r = roster ? footprintRadius(roster.type) : 0;
      const hit = placed.find((o) => Math.hypot(o.x - at.x, o.y - at.y) < o.r + r);
      if (hit) out.push({ path: `${p}.position`, message: `${ship.name} is placed on top of ${hit.name}.` });
      placed.push({ name: ship.name, x: at.x, y: at.y, r });
    });
  });
}

function checkReferences(s: Scenario, out: ScenarioProblem[]): void {
  const ids = s.sides.map((x) => x.id);
  s.sides.forEach((side, i) => {
    if (ids.indexOf(side.id) !== i) out.push({ path: `sides[${i}].id`, message: `Two sides are called "${side.id}".` });
  });
  for (const key of ['firstTurnOrder', 'freeTurn'] as const) {
    (s.initiative?.[key] ?? []).forEach((id, i) => {
      if (!ids.includes(id)) out.push({ path: `initiative.${key}[${i}]`, message: `No side is called "${id}" (sides: ${ids.join(', ')}).` });
    });
  }
  s.rules.forEach((id, i) => {
    if (!isScenarioRule(id)) out.push({ path: `rules[${i}]`, message: `The engine does not implement the scenario rule "${id}": this scenario cannot be played without it.` });
  });
  for (const id of Object.keys(s.ruleParams)) {
    if (!s.rules.includes(id)) out.push({ path: `ruleParams.${id}`, message: `Parameters for "${id}", which is not in "rules".` });
  }
  if (s.victory.kind === 'special' && s.rules.length === 0) {
    out.push({ path: 'victory', message: 'Special victory conditions need the scenario rule ids that decide them in "rules".' });
  }
  const needs = (rule: string, why: string, path: string): void => {
    if (!s.rules.includes(rule)) out.push({ path, message: `${why} needs the scenario rule "${rule}" in "rules".` });
  };
  if (s.initiative?.freeTurn?.length) needs('VAS-SCN-FREE-TURN', 'A free turn', 'initiative.freeTurn');
  if (s.initiative?.firstTurnOrder?.length) needs('VAS-SCN-FIRST-INITIATIVE', 'A fixed first-turn initiative', 'initiative.firstTurnOrder');
  if (s.victory.end === 'civilians-gone') needs('VAS-SCN-END-CIVILIANS', 'Ending when the civilian ships are gone', 'victory.end');
  if (s.victory.end === 'sides-gone') needs('VAS-SCN-END-FLEETS', 'Ending when some sides are gone', 'victory.end');
  if (s.victory.end === 'sides-gone' && !s.victory.endSides?.length) out.push({ path: 'victory.endSides', message: 'Ending when some sides are gone needs those side ids in "endSides".' });
  (s.victory.endSides ?? []).forEach((id, i) => {
    if (!ids.includes(id)) out.push({ path: `victory.endSides[${i}]`, message: `No side is called "${id}" (sides: ${ids.join(', ')}).` });
  });
  s.sides.forEach((side, i) => {
    if (side.deployment.kind === 'blockade-roll') needs('VAS-SCN-BLOCKADE-DEPLOY', 'A rolled blockade deployment', `sides[${i}].deployment.kind`);
    if (side.deployment.kind === 'long-edge-entry') needs('VAS-SCN-CONVOY-ENTRY', 'Entry from the long edges', `sides[${i}].deployment.kind`);
    if (side.scoring.exitEdges.length > 0) needs('VAS-VP-EXIT', 'Scoring ships off an edge', `sides[${i}].scoring.exitEdges`);
    const sc = side.scoring;
    if (sc.civilianDestroyedBonus + sc.civilianExitBonus + sc.civilianSurvivalBonus > 0 || sc.civilianWithdrawalDestroyed) needs('VAS-VP-CIVILIAN', 'A civilian ship bonus', `sides[${i}].scoring`);
  });
}

export function parseScenario(raw: unknown): ParseResult {
  const shaped = ScenarioSchema.safeParse(raw);
  if (!shaped.success) {
    // Each schema issue as a sentence a designer reads ("must be a number, not the text "x""), not zod's wording.
    const problems = shaped.error.issues.flatMap((i) =>
      issueSentence(i, raw, 'is not a scenario field (misspelt? docs/scenarios.md lists the fields)').map(({ field, message }) => ({
        path: field === '(roster)' ? '' : field,
        message,
      })),
    );
    return { ok: false, problems };
  }
  const problems: ScenarioProblem[] = [];
  checkGeometry(shaped.data, problems);
  checkReferences(shaped.data, problems);
  checkShipRules(shaped.data, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: shaped.data };
}
