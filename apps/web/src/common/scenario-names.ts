/**
 * What the start screen says of the Victory at Sea battles, without the engine or the scenario data: the
 * battles of its Battle list (vas/scenarios.ts builds their setups) and how many scenarios the Scenarios screen
 * offers. test/scenario-names.test.ts holds both to vas/scenarios.ts and @salvo/scenarios, so they cannot drift.
 */
export type ScenarioId = 'matapan' | 'carrier' | 'night';

export const SCENARIOS: readonly { id: ScenarioId; name: string }[] = [
  { id: 'matapan', name: 'Matapan: two battleships against a battleship and a heavy cruiser' },
  { id: 'carrier', name: 'Carrier strike: Ark Royal, aircraft, destroyers and a hidden submarine' },
  { id: 'night', name: 'Night action (night-fighting variant): cruisers and destroyers' },
];

/** The scenarios @salvo/scenarios carries (BUILTIN_SCENARIOS), by kind. */
export const SCENARIO_COUNT = { generic: 6, historical: 12 } as const;
