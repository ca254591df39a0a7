/**
 * Fleet files for a generic scenario's sides: each side plays the scenario's example fleet unless a player
 * opens a fleet file for it (the `salvo fleet` format). A file is checked at once against the side and the
 * Priority Level with the restrictions of `salvo fleet validate --scenario` (fleetFileProblems); a refused
 * file is not kept, and its problems stay on the page. Or the fleet is built in the page (FleetBuilder),
 * starting from the side's fleet as it stands.
 */
import { useState } from 'react';
import { FleetBuilder } from './FleetBuilder';
import { draftFromFile } from './fleet-draft';
import type { PriorityLevel } from '@salvo/data';
import { checkSideFleet, civilianPointsFor, type Scenario } from '@salvo/scenarios';
import { buyingSides, fleetFileProblems } from './plan';

interface Props {
  readonly scenario: Scenario;
  readonly level: PriorityLevel;
  /** The points value the players agreed (At All Costs); absent: the scenario's own. */
  readonly points?: number;
  readonly fleets: Readonly<Record<string, unknown>>;
  readonly onChange: (fleets: Record<string, unknown>) => void;
}

const fleetName = (raw: unknown): string => {
  const o = raw as { name?: unknown; nation?: unknown } | undefined;
  return [o?.name, o?.nation].filter((x) => typeof x === 'string').join(', ') || 'a fleet';
};

export function FleetFiles({ scenario, level, points, fleets, onChange }: Props) {
  const agreed = points !== undefined ? { points } : {};
  const [refused, setRefused] = useState<Record<string, { file: string; problems: string[] }>>({});
  /** The side whose fleet is being built in the page. */
  const [building, setBuilding] = useState<string | null>(null);
  const open = async (side: string, file: File | undefined) => {
    if (!file) return;
    let raw: unknown;
    try {
      raw = JSON.parse(await file.text());
    } catch (e) {
      setRefused({ ...refused, [side]: { file: file.name, problems: [`${file.name} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`] } });
      return;
    }
    const problems = fleetFileProblems(scenario, side, level, raw, points);
    if (problems.length > 0) {
      setRefused({ ...refused, [side]: { file: file.name, problems } });
      return;
    }
    setRefused(Object.fromEntries(Object.entries(refused).filter(([k]) => k !== side)));
    onChange({ ...fleets, [side]: raw });
  };
  return (
    <fieldset className="fleet-files">
      <legend>Fleets (Priority Level {level})</legend>
      {buyingSides(scenario).map((side) => {
        const own = Object.hasOwn(fleets, side.id);
        const example = scenario.example?.fleets[side.id];
        const bad = refused[side.id];
        return (
          <div key={side.id} className="fleet-file">
            <p><strong>{side.name}:</strong> {own ? `your fleet (${fleetName(fleets[side.id])})` : example ? `the scenario's example fleet (${fleetName(example)}, built for Priority Level ${scenario.example?.level ?? ''})` : 'no fleet yet: open a fleet file or build one'}
              {own && <> <button type="button" onClick={() => onChange(Object.fromEntries(Object.entries(fleets).filter(([k]) => k !== side.id)))}>Use the example fleet</button></>}</p>
            <div className="row">
              <label>Open a fleet file for {side.name} <input type="file" accept=".json,application/json" onChange={(e) => void open(side.id, e.target.files?.[0])} /></label>
              {building !== side.id && <button type="button" onClick={() => setBuilding(side.id)}>Build a fleet for {side.name}…</button>}
            </div>
            {building === side.id && (
              <FleetBuilder build={{
                who: side.name, what: scenario.name, level, civilianPoints: civilianPointsFor(side, level),
                noSquadrons: side.fleet.kind === 'allocation' && side.fleet.landAircraft === 'forbidden',
                check: (file) => checkSideFleet(scenario, side, level, file, agreed),
              }}
                start={draftFromFile(own ? fleets[side.id] : example) ?? { nation: 'Royal Navy', name: '', entries: [] }}
                onUse={(file) => { setBuilding(null); setRefused(Object.fromEntries(Object.entries(refused).filter(([k]) => k !== side.id))); onChange({ ...fleets, [side.id]: file }); }}
                onCancel={() => setBuilding(null)} />
            )}
            {bad && <div role="alert" className="error"><p>{bad.file} cannot be {side.name}&apos;s fleet in {scenario.name}:</p><ul>{bad.problems.map((p, i) => <li key={i}>{p}</li>)}</ul></div>}
          </div>
        );
      })}
    </fieldset>
  );
}
