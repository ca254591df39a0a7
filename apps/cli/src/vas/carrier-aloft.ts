/**
 * At a scenario's deployment, a person chooses how many of each carrier's flights start in the air
 * (VAS-SCN-AIR-ALOFT-CHOICE): one prompt per carrier that has a choice (its least below its most), with the
 * range and the default (the most left for it, what a bot and an empty answer get). The answer is a number (the carrier's
 * flights in listed order) or, for a carrier of several aircraft types, one number per type in the order
 * listed. A refused answer prints the scenario package's sentence and asks again.
 */
import { chooseAloft, fleetAloft, type AloftChoice, type BattlePlan, type CarrierAloft } from '@salvo/scenarios';
import type { Terminal } from '../io/terminal';

const typeList = (c: CarrierAloft): string => c.types.map((t) => `${t.aircraft} ${t.aboard}`).join(', ');
const short = (aircraft: string): string => aircraft.split(' ').slice(-1)[0] ?? aircraft;

function help(c: CarrierAloft): string {
  const several = c.types.length > 1;
  return `Type how many of ${c.name}'s flights start in the air, ${c.min} to ${c.max}${several
    ? `, or one number for each type in this order: ${c.types.map((t) => short(t.aircraft)).join(', ')} (e.g. ${c.types.map((_, i) => (i === 0 ? Math.min(1, c.max) : 0)).join(' ')})` : ''}; Enter for ${c.count}.`;
}

/** The typed answer as a choice; null: ask again with the help; 'default': keep the most. */
function parseAnswer(answer: string, c: CarrierAloft): AloftChoice | 'default' | null {
  const words = answer.trim().split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return 'default';
  if (!words.every((w) => /^\d{1,2}$/.test(w))) return null;
  const nums = words.map(Number);
  if (nums.length === 1) return nums[0] ?? null;
  if (nums.length !== c.types.length) return null;
  return Object.fromEntries(c.types.map((t, i) => [t.aircraft, nums[i] ?? 0]));
}

/**
 * Asks for each carrier of `player` with a choice, recording each on the plan; the choices made (a carrier left at
 * its most is absent), or null when input ended.
 */
export async function askCarriersAloft(plan: BattlePlan, player: number, term: Terminal): Promise<Record<string, AloftChoice> | null> {
  const first = fleetAloft(plan, player);
  const choosing = first.carriers.filter((c) => c.min < c.max);
  const chosen: Record<string, AloftChoice> = {};
  if (choosing.length === 0) return chosen;
  term.print(`Carrier flights in the air at the start (${plan.scenario.name}): type how many of each carrier's flights start in the air (taken in the order listed), or one number for each aircraft type in that order; Enter keeps the most. The rest start aboard, ready to launch.${first.cap !== null ? ` Your carriers may have at most ${first.cap} Aircraft counters in the air together.` : ''}`);
  for (const { id } of choosing) {
    for (;;) {
      const c = fleetAloft(plan, player).carriers.find((x) => x.id === id);
      if (!c) break;
      const answer = await term.ask(`${c.name} (${typeList(c)}): flights in the air, ${c.min} to ${c.max} [${c.count}]: `);
      if (answer === null) return null;
      const choice = parseAnswer(answer, c);
      if (choice === 'default') break;
      if (choice === null) {
        term.print(help(c));
        continue;
      }
      const refused = chooseAloft(plan, player, id, choice);
      if (refused === null) {
        chosen[id] = choice;
        break;
      }
      term.print(refused.message);
    }
  }
  return chosen;
}
