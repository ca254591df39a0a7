/**
 * The steps of a file, each with the state before and after it, for hosts that tell what happened (the CLI's
 * "since your last turn"). For a file already opened or verified: the checks run again but proofs are not.
 */
import { ok, type Result } from '@salvo/kernel';
import type { MailError } from './errors';
import type { MailEntry, MailFile } from './types';
import { startWalk, step, whereIn } from './walk';

export interface MailStep {
  /** Position in the log. */
  readonly index: number;
  readonly entry: MailEntry;
  /** The engine action it applied (decision, dice or revealed orders); null for a join or sealed orders. */
  readonly action: unknown;
  readonly before: unknown;
  readonly after: unknown;
  readonly events: readonly unknown[];
}

/** The steps from log position `from` on. */
export function mailSteps(f: MailFile, from = 0): Result<MailStep[], MailError> {
  const start = startWalk(f);
  if (!start.ok) return start;
  const w = start.value;
  const out: MailStep[] = [];
  for (let i = 0; i < f.log.length; i++) {
    const entry = f.log[i] as MailEntry;
    const before = w.state;
    const r = step(w, entry, { verifyProof: false, where: whereIn(i, f.log.length) });
    if (!r.ok) return r;
    if (i < from) continue;
    const action = entry.kind === 'act' || entry.kind === 'reveal' ? entry.action : entry.kind === 'roll' ? w.engine.diceAction(entry.dice) : null;
    out.push({ index: i, entry, action, before, after: w.state, events: r.value });
  }
  return ok(out);
}
