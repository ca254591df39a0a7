/**
 * `salvo was replay`: a War at Sea game record replayed through the checked `apply`, with the log
 * of events, the final board and the result; or, with --json, a summary object. Stops at the first
 * rejected action and says which one and why. The dice of a record rolled by Salvo are checked against
 * the record's own seed, as `salvo replay` and `--resume` do (issue 7 item 22): an edited die is
 * refused at its action; a record marked `"dice": "table"` is replayed as typed, and says so.
 */
import { parseRecord, recordSetup, replay, takeBacksNote, typedDice, type GameRecord } from '@salvo/kernel';
import { wasEngine, type WasAction, type WasState, describeAction, describeEvent } from '@salvo/was';
import type { Terminal } from '../io/terminal';
import { readJsonFile } from '../io/json-file';
import { renderBoard } from './render-board';

export interface ReplaySummary {
  readonly game: string;
  readonly actions: number;
  readonly turn: number;
  readonly poc: number;
  readonly over: boolean;
  readonly winners: string[];
  readonly summary: string;
  readonly meta?: Readonly<Record<string, string>>;
}

export function summarize(rec: GameRecord, state: WasState): ReplaySummary {
  const p = wasEngine.pending(state);
  return {
    game: rec.game,
    actions: rec.actions.length,
    turn: state.turn,
    poc: state.poc,
    over: p.kind === 'over',
    winners: p.kind === 'over' ? [...p.winners] : [],
    summary: p.kind === 'over' ? p.summary : `Stopped at turn ${state.turn}, step ${state.step.kind}.`,
    ...(rec.meta ? { meta: rec.meta } : {}),
  };
}

/**
 * `errors` receives every sentence that says why the replay failed (the command sends them to stderr,
 * as `salvo replay` does); actions are numbered from 1 in the text and in `--json` (`action`).
 */
export function runWasReplay(path: string, json: boolean, term: Terminal, errors: (line: string) => void = (l) => term.print(l)): number {
  const read = readJsonFile(path, 'game record');
  if (!read.ok) {
    errors(read.error.message);
    return 1;
  }
  const parsed = parseRecord(read.value);
  if (!parsed.ok) {
    errors(parsed.error.message);
    return 1;
  }
  const rec = parsed.value as GameRecord<unknown, WasAction>;
  if (rec.game !== wasEngine.descriptor.id) {
    errors(`${path} is a record of "${rec.game}", not of War at Sea (${wasEngine.descriptor.id}).${rec.game === 'vas' ? ` Replay it with: salvo replay ${path}` : ''}`);
    return 1;
  }
  if (rec.engineVersion !== wasEngine.descriptor.version) {
    term.print(`Note: recorded with engine version ${rec.engineVersion}; this is version ${wasEngine.descriptor.version}.`);
  }
  const created = wasEngine.createGame(recordSetup(wasEngine, rec));
  if (!created.ok) {
    errors(created.error.message);
    return 1;
  }
  const typed = typedDice(rec);
  if (typed) errors('Note: the dice of this record were typed at a table ("dice": "table"), so they are not checked against its seed.');
  const out = replay(wasEngine, rec, { seededDice: !typed });
  if (!json) {
    const takenBack = takeBacksNote(rec.meta);
    if (takenBack) term.print(takenBack);
    // The log up to the first refused action (all of it when the record replays).
    const upTo = out.ok ? rec.actions.length : Math.max(0, out.error.index);
    let s = created.value;
    for (const a of rec.actions.slice(0, upTo)) {
      const r = wasEngine.apply(s, a);
      if (!r.ok) break;
      if (a.type !== 'roll') term.print(`${describeAction(s, a)}`);
      for (const e of r.value.events) {
        const t = describeEvent(r.value.state, e, s);
        if (t) term.print(`  ${t}`);
      }
      s = r.value.state;
    }
  }
  if (!out.ok) {
    const where = out.error.index < 0 ? 'the setup' : `action ${out.error.index + 1}`;
    if (json) term.print(JSON.stringify({ ok: false, action: out.error.index < 0 ? 0 : out.error.index + 1, code: out.error.error.code, message: out.error.error.message }));
    else errors(`The record stops at ${where}: ${out.error.error.message} (${out.error.error.code})`);
    return 1;
  }
  const sum = summarize(rec, out.value.state);
  if (json) term.print(JSON.stringify({ ok: true, ...sum }, null, 2));
  else {
    renderBoard(wasEngine.observe(out.value.state, 'allies')).forEach((l) => term.print(l));
    term.print(`${sum.summary} (${sum.actions} actions replayed)`);
  }
  return 0;
}
