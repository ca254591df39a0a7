/**
 * The built-in Victory at Sea scenarios as the web app lists them (packages/scenarios/data, checked by
 * parseScenario): the six generic ones first, then the twelve historical ones, in the package's order.
 * `scenarioById` also serves the game screen, which knows a battle's scenario only by `state.scenario.id`;
 * it finds the scenario files opened in the page too (`openScenarioFile`), which are kept in the browser
 * (kept-scenarios.ts) until forgotten.
 */
import { BUILTIN_SCENARIOS, parseScenario, type Scenario } from '@salvo/scenarios';
import { forgetScenarioFile, keepScenarioFile, keptScenarioFiles } from './kept-scenarios';

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

/** Scenario files opened in this page or kept from earlier visits (a designer's drafts), by id: listed after the built-ins. */
let opened: Map<string, Scenario> | null = null;
/** Each opened file's JSON as read, by id: what an online game of it sends the server. */
const raws = new Map<string, Record<string, unknown>>();

/** The kept files, read once a visit; one that no longer parses, or takes a built-in's id, is left out. */
function files(): Map<string, Scenario> {
  if (opened) return opened;
  opened = new Map();
  for (const raw of Object.values(keptScenarioFiles())) {
    const r = parseScenario(raw);
    if (r.ok && !scenarioList().some((s) => s.id === r.value.id)) {
      opened.set(r.value.id, r.value);
      raws.set(r.value.id, raw as Record<string, unknown>);
    }
  }
  return opened;
}

export function scenarioById(id: string): Scenario | undefined {
  return scenarioList().find((s) => s.id === id) ?? files().get(id);
}

/** The scenario files opened in this page and kept from earlier visits, in the order first opened. */
export function openedScenarios(): Scenario[] {
  return [...files().values()];
}

/** The JSON of an opened scenario file, as read (undefined for a built-in): what the server is sent to play it online. */
export function scenarioFileJson(id: string): Record<string, unknown> | undefined {
  files();
  return raws.get(id);
}

/** Takes a scenario file off the list, and out of the browser's storage. */
export function forgetScenario(id: string): void {
  files().delete(id);
  raws.delete(id);
  forgetScenarioFile(id);
}

/**
 * A scenario file opened in the page: parsed and checked as `salvo play --scenario file.json` checks it.
 * Returns the scenario (listed from now on, replacing an earlier file with its id) and whether the browser
 * kept it for later visits (false when its storage refused: it then lasts for this visit), or every
 * problem as a sentence with its place. An id of a built-in is refused: a battle and its record name their
 * scenario by id, so a draft needs its own.
 */
export function openScenarioFile(fileName: string, text: string): { ok: true; scenario: Scenario; kept: boolean } | { ok: false; problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, problems: [`${fileName} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const r = parseScenario(raw);
  if (!r.ok) return { ok: false, problems: r.problems.map((p) => `${p.path || '(file)'}: ${p.message}`) };
  const builtin = scenarioList().find((s) => s.id === r.value.id);
  if (builtin) {
    return { ok: false, problems: [`${fileName} uses the id "${builtin.id}" of the built-in scenario ${builtin.name}: give your scenario an "id" of its own (docs/scenarios.md), since a battle and its record name their scenario by id.`] };
  }
  files().set(r.value.id, r.value);
  raws.set(r.value.id, raw as Record<string, unknown>);
  return { ok: true, scenario: r.value, kept: keepScenarioFile(r.value.id, raw) };
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
