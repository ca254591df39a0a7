/**
 * Behaviour fingerprint for performance work: a performance change must leave every line unchanged.
 *   npx tsx bench/fingerprint.ts [games]
 * - `states`: SHA-256 over the serialized state after every action of `games` random playouts
 *   (bench/playouts.ts's battle and seeds), the PRNG included;
 * - `events`: the same over every event's type, ship and data; `texts`: over every event's text
 *   (texts change when message sentences are edited; the other lines must not);
 * - `record <file>`: each game record in testdata/ replayed through the checked `apply`: a hash of
 *   the final serialized state, or the index and code of the action it stops at;
 * - `fast`: the fast attack path (bench/vas-attack.ts's duel) for a fixed number of attacks: the
 *   damage checksum and the final PRNG state.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { replay, seedRng, type Engine, type GameRecord } from '@salvo/kernel';
import { wasEngine, type WasAction } from '@salvo/was';
import { vas, type VasAction } from '@salvo/vas';
import { benchSetup } from './playouts';
import { fixedEngineAttacks } from './vas-attack';

const games = Number(process.argv[2] ?? 200) || 200;
const states = createHash('sha256');
const events = createHash('sha256');
const texts = createHash('sha256');
let actions = 0;
for (let g = 1; g <= games; g++) {
  const created = vas.createGame(benchSetup(g));
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const rng = seedRng(g);
  for (;;) {
    const p = vas.pending(state);
    if (p.kind === 'over') break;
    const t = p.kind === 'chance' ? vas.rollChance(state) : vas.applyTrusted(state, vas.sampleAction(state, rng));
    state = t.state;
    actions++;
    states.update(vas.serialize(state));
    for (const e of t.events) {
      events.update(JSON.stringify([e.type, e.ship ?? null, e.data ?? null]));
      texts.update(e.text);
    }
  }
}
const fast = fixedEngineAttacks(20_000);
process.stdout.write(`games ${games}, actions ${actions}\n`);
process.stdout.write(`states ${states.digest('hex')}\n`);
process.stdout.write(`events ${events.digest('hex')}\n`);
process.stdout.write(`texts  ${texts.digest('hex')}\n`);
const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
/** The hash of a record's final state, or where its replay stops; each record through its own engine. */
function replayed<S, A extends { readonly type: string }, E, P extends string, V>(engine: Engine<unknown, S, A, E, P, V>, record: GameRecord<unknown, A>): string {
  const r = replay(engine, record);
  return r.ok ? sha(engine.serialize(r.value.state)) : `stops at action ${r.error.index}: ${r.error.error.code}`;
}
for (const file of readdirSync('testdata').filter((f) => f.endsWith('.json')).sort()) {
  const json = JSON.parse(readFileSync(`testdata/${file}`, 'utf8')) as { format?: string; game?: string };
  if (json.format !== 'salvo-record') continue;
  const line = json.game === wasEngine.descriptor.id ? replayed(wasEngine, json as GameRecord<unknown, WasAction>) : replayed(vas, json as GameRecord<unknown, VasAction>);
  process.stdout.write(`record ${file} ${line}\n`);
}
process.stdout.write(`fast   ${fast.checksum} ${fast.rng.join(',')}\n`);
