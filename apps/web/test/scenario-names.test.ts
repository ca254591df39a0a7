/**
 * The start screen names the Victory at Sea battles and counts the scenarios from a module without the engine
 * (src/common/scenario-names.ts): these hold it to the setups vas/scenarios.ts builds and to @salvo/scenarios'
 * own list, so the names and numbers on the start screen cannot drift from what is played.
 */
import { describe, expect, it } from 'vitest';
import { vas } from '@salvo/vas';
import { BUILTIN_SCENARIOS, defaultBattle } from '@salvo/scenarios';
import { SCENARIO_COUNT, SCENARIOS } from '../src/common/scenario-names';
import { SCENARIOS as FROM_SETUPS, scenarioSetup } from '../src/vas/scenarios';

describe('the battle names and scenario counts on the start screen', () => {
  it('names each battle vas/scenarios.ts builds, once, and each builds a game the engine accepts', () => {
    expect(FROM_SETUPS).toBe(SCENARIOS);
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
    expect(new Set(SCENARIOS.map((s) => s.name)).size).toBe(SCENARIOS.length);
    for (const { id } of SCENARIOS) expect(vas.createGame(scenarioSetup(id, '1')).ok).toBe(true);
    // Matapan is @salvo/scenarios' default battle (the one `salvo play` starts)
    expect(scenarioSetup('matapan', '1').fleets).toEqual(defaultBattle(0).fleets);
  });

  it('counts the generic and historical scenarios @salvo/scenarios carries', () => {
    const kinds = Object.values(BUILTIN_SCENARIOS).map((s) => (s as { kind?: unknown }).kind);
    expect(kinds.length).toBe(SCENARIO_COUNT.generic + SCENARIO_COUNT.historical);
    expect({ generic: kinds.filter((k) => k === 'generic').length, historical: kinds.filter((k) => k === 'historical').length }).toEqual(SCENARIO_COUNT);
  });
});
