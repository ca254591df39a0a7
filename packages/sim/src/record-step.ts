/**
 * The Victory at Sea state after the first `step` actions of a game record (untrusted JSON), for
 * odds and Monte Carlo runs "from here". Errors are sentences.
 */
import { parseRecord, replay, type GameRecord } from '@salvo/kernel';
import { vas, type VasAction, type VasSetup, type VasState } from '@salvo/vas';

export type AtStep = { readonly ok: true; readonly state: VasState; readonly setup: VasSetup; readonly actions: number } | { readonly ok: false; readonly message: string };

export function stateAtStep(json: unknown, step?: number): AtStep {
  const parsed = parseRecord(json);
  if (!parsed.ok) return { ok: false, message: parsed.error.message };
  if (parsed.value.game !== vas.descriptor.id) return { ok: false, message: `This is a record of the game "${parsed.value.game}"; Victory at Sea ("${vas.descriptor.id}") records only.` };
  const all = parsed.value.actions.length;
  const n = step ?? all;
  if (!Number.isInteger(n) || n < 0 || n > all) return { ok: false, message: `The step must be a whole number from 0 to ${all} (the record's actions), not ${String(step)}.` };
  const record = { ...parsed.value, actions: parsed.value.actions.slice(0, n) } as GameRecord<unknown, VasAction>;
  const r = replay(vas, record);
  if (!r.ok) return { ok: false, message: r.error.index < 0 ? `The record's setup is refused: ${r.error.error.message}` : `Action ${r.error.index + 1} of the record is refused: ${r.error.error.message}` };
  return { ok: true, state: r.value.state, setup: parsed.value.setup as VasSetup, actions: n };
}
