/**
 * The built-in Victory at Sea scenarios as the web app lists them (packages/scenarios/data, checked by
 * parseScenario): the six generic ones first, then the twelve historical ones, in the package's order.
 * `scenarioById` also serves the game screen, which knows a battle's scenario only by `state.scenario.id`.
 */
import { BUILTIN_SCENARIOS, parseScenario, type Scenario } from '@salvo/scenarios';

let cache: Scenario[] | null = null;

/** Every built-in scenario that parses (a broken one is a bug the package's own tests catch). */
export function scenarioList(): Scenario[] {
  if (cache) return cache;
  const out: Scenario[] = [];
  for (const raw of Object.values(BUILTIN_SCENARIOS)) {
    const r = parseScenario(raw);
    if (r.ok) out.push(r.value);
  }
  cache = [...out.filter((s) => s.kind === 'generic'), ...out.filter((s) => s.kind === 'historical')];
  return cache;
}

export function scenarioById(id: string): Scenario | undefined {
  return scenarioList().find((s) => s.id === id);
}

/** "10 turns" or "until either fleet has withdrawn or been destroyed (at most 30 turns)". */
export function lengthText(s: Scenario): string {
  return 'turns' in s.length ? `${s.length.turns} turns` : `until ${s.length.until} (at most ${s.length.maxTurns} turns)`;
}

/** The Priority Level line: fixed by the scenario, or the players' choice. */
export function levelText(s: Scenario): string {
  return s.level ? `Priority Level ${s.level}` : "Priority Level of the players' choice";
}

/** The most turns the battle can last (the engine's `maxTurns`). */
export function turnLimit(s: Scenario): number {
  return 'turns' in s.length ? s.length.turns : s.length.maxTurns;
}
