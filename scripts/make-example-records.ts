/**
 * Writes the example game records in testdata/ (deterministic: same engine, same files):
 * - vas-bot-battle.json: a whole bot-against-bot battle of the built-in `salvo play` setup, seed 7;
 * - vas-bad-record.json: the same record with its first move made 99" long, which replay must reject;
 * - vas-setup-two-destroyers.json: a small setup for `salvo play --scenario` (inline rosters, no seed).
 * Run: npx tsx scripts/make-example-records.ts
 */
import { join } from 'node:path';
import { makeRecord, seedRng, type GameRecord } from '@salvo/kernel';
import { vas, type VasAction, type VasSetup } from '@salvo/vas';
import { scriptedTerminal } from '../apps/cli/src/io/terminal';
import { writeJsonFile } from '../apps/cli/src/io/json-file';
import { recordText } from '../apps/cli/src/io/record-text';
import { repoRoot } from '../apps/cli/src/io/repo-root';
import { defaultBattle } from '../apps/cli/src/vas/default-battle';
import { playVas } from '../apps/cli/src/vas/play-loop';

const SEED = 7;

async function main(): Promise<void> {
  const setup: VasSetup = defaultBattle(SEED);
  const created = vas.createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  const controllers = Object.fromEntries(created.value.fleetOrder.map((f) => [f, 'random' as const]));
  const out = await playVas(vas, created.value, { controllers, table: false, botRng: seedRng(`bots:${SEED}`) }, scriptedTerminal([]));
  if (out.stopped) throw new Error(out.stopped);
  const meta = { p1: 'random', p2: 'random', seed: String(SEED) };
  const good: GameRecord<VasSetup, VasAction> = makeRecord(vas.descriptor.id, vas.descriptor.version, setup, out.actions, meta);
  const firstMove = good.actions.findIndex((a) => a.type === 'move');
  const badActions = good.actions.map((a, i): VasAction => (i === firstMove && a.type === 'move' ? { ...a, legs: [{ forward: 99 }] } : a));
  const bad = makeRecord(vas.descriptor.id, vas.descriptor.version, setup, badActions, { ...meta, note: `action ${firstMove} made illegal on purpose` });
  const dir = join(repoRoot(), 'testdata');
  for (const [name, rec] of [['vas-bot-battle.json', good], ['vas-bad-record.json', bad]] as const) {
    const w = writeJsonFile(join(dir, name), rec, recordText(rec));
    if (!w.ok) throw new Error(w.error.message);
    process.stdout.write(`wrote testdata/${name} (${rec.actions.length} actions)\n`);
  }
  process.stdout.write(`the bad record's rejected action is index ${firstMove}\n`);
  const w = writeJsonFile(join(dir, 'vas-setup-two-destroyers.json'), smallSetup());
  if (!w.ok) throw new Error(w.error.message);
  process.stdout.write('wrote testdata/vas-setup-two-destroyers.json\n');
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

void main();
