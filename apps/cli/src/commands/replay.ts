/**
 * `salvo replay <record.json>`: checks a game record, replays it through the engine's checked `apply`,
 * prints every event (one line each) and the final state. `--json` prints `{ events, state }`, the
 * state as a spectator sees it (`observe`), or whole with `--full`. A bad record exits 1 with the
 * sentence and the number of the rejected action, counted from 1 (or that the setup was rejected).
 * Dice that came from the record's seed are checked against it: the first roll the seed does not
 * give is refused (a record marked "dice": "table" is not checked, and says so).
 */
import type { Command } from 'commander';
import { parseRecord, replay, showValue, takeBacksNote, typedDice, type GameRecord } from '@salvo/kernel';
import { vas, type VasAction } from '@salvo/vas';
import { wasEngine } from '@salvo/was';
import { readJsonFile } from '../io/json-file';
import { renderVasTable } from '../render/vas-table';
import { SPECTATOR } from '../vas/spectator';
import { exitQuietlyOnEpipe } from '../io/epipe';
import { printable } from '../io/safe-text';

interface ReplayOptions {
  json?: boolean;
  full?: boolean;
}

export interface ReplayRun {
  readonly code: number;
  readonly out: string[];
  readonly err: string[];
}

export function runReplay(file: string, opts: ReplayOptions): ReplayRun {
  const out: string[] = [];
  const errs: string[] = [];
  const fail = (line: string): ReplayRun => ({ code: 1, out, err: [...errs, line] });
  const read = readJsonFile(file, 'game record');
  if (!read.ok) return fail(read.error.message);
  const rec = parseRecord(read.value);
  if (!rec.ok) return fail(`${rec.error.message}${rec.error.path ? ` (at ${rec.error.path})` : ''}`);
  if (rec.value.game !== vas.descriptor.id) {
    const hint = rec.value.game === wasEngine.descriptor.id ? ' Replay it with: salvo was replay ' + file : '';
    return fail(`This record is of the game "${rec.value.game}"; salvo replay reads "${vas.descriptor.id}" records.${hint}`);
  }
  if (rec.value.engineVersion !== vas.descriptor.version) {
    const kept = rec.value.engineVersion < vas.descriptor.version;
    errs.push(`Note: the record was made with engine version ${rec.value.engineVersion}; this is version ${vas.descriptor.version}${kept ? ', and replays it under the rules it keeps for that version' : ''}.`);
  }
  const typed = typedDice(rec.value);
  if (typed) errs.push('Note: the dice of this record were typed at a table ("dice": "table"), so they are not checked against its seed.');
  const result = replay(vas, rec.value as GameRecord<unknown, VasAction>, { seededDice: !typed });
  if (!result.ok) {
    const { index, error } = result.error;
    // Actions are numbered from 1, as everywhere a person reads them.
    const where = index < 0 ? 'The setup was rejected' : `Action ${index + 1} of ${rec.value.actions.length} (${showValue(rec.value.actions[index], 200)}) was rejected`;
    return fail(`${where}: ${error.message} [${error.code}]`);
  }
  const { state, events } = result.value;
  if (opts.json) {
    const view = opts.full ? state : vas.observe(state, SPECTATOR);
    out.push(JSON.stringify({ events, state: view }, null, 2));
    return { code: 0, out, err: errs };
  }
  const takenBack = takeBacksNote(rec.value.meta);
  if (takenBack) out.push(takenBack, '');
  const before = rec.value.meta?.preBattle;
  if (before) out.push('Before the battle:', ...before.split('\n').map((l) => `  ${l}`), '');
  for (const e of events) out.push(e.text);
  out.push('');
  out.push(...renderVasTable(state));
  const p = vas.pending(state);
  if (p.kind === 'over') {
    const names = p.winners.map((w) => state.fleets[w]?.name ?? w);
    out.push(names.length ? `Winner: ${names.join(' and ')}. ${p.summary}` : `No winner. ${p.summary}`);
  } else {
    out.push(`The record stops before the end: next, ${p.kind === 'chance' ? p.request.label : p.prompt}`);
  }
  out.push(`${rec.value.actions.length} actions, ${events.length} events.`);
  return { code: 0, out, err: errs };
}

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('replay a Victory at Sea game record and print its events and final state')
    .argument('<record.json>', 'the game record file')
    .option('--json', 'print { events, state } as JSON (state as a spectator sees it)')
    .option('--full', 'with --json: the whole state, PRNG included')
    .action((file: string, opts: ReplayOptions) => {
      exitQuietlyOnEpipe();
      const r = runReplay(file, opts);
      for (const l of r.out) process.stdout.write(printable(l) + '\n');
      for (const l of r.err) process.stderr.write(printable(l) + '\n');
      process.exitCode = r.code;
    });
}
