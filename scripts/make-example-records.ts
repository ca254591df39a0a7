/**
 * Writes the example files in testdata/ (deterministic: same engines, same bytes):
 * - vas-bot-battle.json: a whole random-bot-against-random-bot battle of the built-in `salvo play` setup, seed 7;
 * - vas-bad-record.json: the same record with its first move made 99" long, which replay must reject
 *   (meta.rejectAt gives that action's index);
 * - vas-setup-two-destroyers.json: a small setup for `salvo play --scenario` (inline rosters, no seed);
 * - was-bot-game.json: a whole War at Sea game, heuristic bot against heuristic bot, seed 7, as
 *   `salvo was play --allies heuristic --axis heuristic --seed 7 --save` plays it.
 * Run: npx tsx scripts/make-example-records.ts [output directory, default testdata/]
 * `writeExampleFiles(dir)` does the same from a test (apps/cli/test/testdata-records.test.ts regenerates into a temp dir).
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeRecord, seedRng, type GameRecord } from '@salvo/kernel';
import { vas, type VasAction, type VasSetup } from '@salvo/vas';
import { wasEngine, type WasAction, type WasSetup } from '@salvo/was';
import { scriptedTerminal } from '../apps/cli/src/io/terminal';
import { writeJsonFile } from '../apps/cli/src/io/json-file';
import { recordText } from '../apps/cli/src/io/record-text';
import { repoRoot } from '../apps/cli/src/io/repo-root';
import { defaultBattle } from '@salvo/scenarios';
import { playVas } from '../apps/cli/src/vas/play-loop';
import { playWas } from '../apps/cli/src/was/play-loop';

const SEED = 7;

export interface ExampleFile {
  readonly name: string;
  readonly text: string;
  /** Printed by the script after writing. */
  readonly note: string;
}

/** Every example file's name and exact text. Throws if a bot game does not finish (a bug). */
export async function exampleFiles(): Promise<ExampleFile[]> {
  const { good, bad, badIndex } = await vasRecords();
  const was = await wasRecord();
  return [
    { name: 'vas-bot-battle.json', text: recordText(good), note: `${good.actions.length} actions` },
    { name: 'vas-bad-record.json', text: recordText(bad), note: `${bad.actions.length} actions, action ${badIndex} rejected` },
    { name: 'vas-setup-two-destroyers.json', text: JSON.stringify(smallSetup(), null, 2) + '\n', note: 'a setup' },
    { name: 'was-bot-game.json', text: recordText(was), note: `${was.actions.length} actions` },
  ];
}

async function vasRecords(): Promise<{ good: GameRecord<VasSetup, VasAction>; bad: GameRecord<VasSetup, VasAction>; badIndex: number }> {
  const setup: VasSetup = defaultBattle(SEED);
  const created = vas.createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  const controllers = Object.fromEntries(created.value.fleetOrder.map((f) => [f, 'random' as const]));
  const out = await playVas(vas, created.value, { controllers, table: false, botRng: seedRng(`bots:${SEED}`) }, scriptedTerminal([]));
  if (out.stopped) throw new Error(out.stopped);
  const meta = { p1: 'random', p2: 'random', seed: String(SEED) };
  const good = makeRecord(vas.descriptor.id, vas.descriptor.version, setup, out.actions, meta);
  const badIndex = good.actions.findIndex((a) => a.type === 'move');
  const badActions = good.actions.map((a, i): VasAction => (i === badIndex && a.type === 'move' ? { ...a, legs: [{ forward: 99 }] } : a));
  const badMeta = { ...meta, note: `action ${badIndex} made illegal on purpose`, rejectAt: String(badIndex) };
  return { good, bad: makeRecord(vas.descriptor.id, vas.descriptor.version, setup, badActions, badMeta), badIndex };
}

/** The record `salvo was play --allies heuristic --axis heuristic --seed 7 --save f` writes (same setup, bot PRNG, meta). */
async function wasRecord(): Promise<GameRecord<WasSetup, WasAction>> {
  const setup: WasSetup = { seed: SEED, options: { faceDown: false, weakBismarcks: false, accumulateUboats: false } };
  const created = wasEngine.createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  const controllers = { allies: 'heuristic', axis: 'heuristic' } as const;
  const out = await playWas(created.value, { controllers, table: false, botRng: seedRng(`was-bots:${SEED}`), clearScreen: false }, scriptedTerminal([]));
  if (out.stopped) throw new Error(out.stopped);
  const meta = { allies: 'heuristic', axis: 'heuristic', seed: String(SEED) };
  return makeRecord(wasEngine.descriptor.id, wasEngine.descriptor.version, setup, out.actions, meta);
}

/** Two destroyers 20" apart: a short, quick battle for trying `salvo play --scenario`. */
function smallSetup(): Omit<VasSetup, 'seed'> {
  const roster = (cls: string, nation: 'Royal Navy' | 'Kriegsmarine') => ({
    class: cls, nation, type: 'destroyer' as const, priority: 'Skirmish' as const,
    speed: 7, turning: 2, target: 6, armour: 2, damage: [6, 2] as const, crew: [12, 4] as const,
    traits: ['Agile'], inService: 1938, origin: 'user:salvo example',
    weapons: [
      { name: 'A Turret', kind: 'main' as const, mount: 'A' as const, range: 15, ad: 1, dd: 1, traits: [] },
      { name: 'Y Turret', kind: 'main' as const, mount: 'Y' as const, range: 15, ad: 1, dd: 1, traits: [] },
      { name: 'AA', kind: 'aa' as const, range: 3, ad: 2, dd: null, traits: [] },
    ],
  });
  return {
    fleets: [
      { id: 'rn', name: 'Royal Navy', ships: [{ id: 'javelin', name: 'HMS Javelin', roster: roster('J', 'Royal Navy'), position: { x: 36, y: 14 }, heading: 0 }] },
      { id: 'km', name: 'Kriegsmarine', ships: [{ id: 'z20', name: 'Z20 Karl Galster', roster: roster('Type 1936', 'Kriegsmarine'), position: { x: 36, y: 34 }, heading: 180 }] },
    ],
  };
}

/** Writes every example file into `dir` (which must exist); returns one line per file written. Throws on a write error. */
export async function writeExampleFiles(dir: string): Promise<string[]> {
  const lines: string[] = [];
  for (const f of await exampleFiles()) {
    const w = writeJsonFile(join(dir, f.name), null, f.text);
    if (!w.ok) throw new Error(w.error.message);
    lines.push(`wrote ${join(dir, f.name)} (${f.note})`);
  }
  return lines;
}

async function main(): Promise<void> {
  const arg = process.argv[2];
  const lines = await writeExampleFiles(arg ? resolve(arg) : join(repoRoot(), 'testdata'));
  process.stdout.write(lines.join('\n') + '\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main();
