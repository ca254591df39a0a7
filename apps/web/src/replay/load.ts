/**
 * Reading a record file for replay: the envelope (kernel `parseRecord`), the game, and every
 * action replayed through the checked `apply`. A file that is not JSON, not a Salvo record, for a
 * game Salvo does not play, or changed so that an action is refused gives one clear sentence.
 */
import { parseRecord, recordSetup, type GameRecord } from '@salvo/kernel';
import { vasEngine, wasEng } from '../session/adapters';
import type { GameKind } from '../session/types';

export interface Loaded {
  readonly game: GameKind;
  readonly record: GameRecord;
  /** states[i] is the game before action i; states[actions.length] is the end. */
  readonly states: readonly unknown[];
  /** events[i] are the events of action i (from states[i] to states[i + 1]), kept for the replay's log. */
  readonly events: readonly (readonly unknown[])[];
  readonly warning: string | null;
}

export const GAME_IDS: Readonly<Record<string, GameKind>> = { vas: 'vas', 'war-at-sea': 'was' };

export function loadRecord(text: string, expect?: GameKind): Loaded | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'This file is not a Salvo game record: it is not even JSON.';
  }
  const r = parseRecord(json);
  if (!r.ok) return `This file is not a Salvo game record we can read: ${r.error.message}`;
  const record = r.value;
  const game = GAME_IDS[record.game];
  if (!game) return `This record is for a game called "${record.game}", which Salvo does not play (it plays Victory at Sea and War at Sea).`;
  if (expect && game !== expect) return `This is a ${game === 'vas' ? 'Victory at Sea' : 'War at Sea'} record, not a ${expect === 'vas' ? 'Victory at Sea' : 'War at Sea'} one.`;
  const engine = game === 'vas' ? vasEngine : wasEng;
  // under the rules it was recorded with, when this Salvo keeps them (Engine.setupUnder)
  const created = engine.createGame(recordSetup(engine as never, record));
  if (!created.ok) return `The record's setup is not valid: ${created.error.message}`;
  const states: unknown[] = [created.value];
  const events: (readonly unknown[])[] = [];
  let state = created.value;
  for (let i = 0; i < record.actions.length; i++) {
    const step = engine.apply(state as never, record.actions[i] as never);
    if (!step.ok) return `The record has been changed or damaged: action ${i + 1} of ${record.actions.length} is refused by the rules (${step.error.message.replace(/\.$/, '')}). Nothing was loaded.`;
    state = step.value.state;
    states.push(state);
    events.push(step.value.events as readonly unknown[]);
  }
  const kept = record.engineVersion < engine.descriptor.version && engine.setupUnder !== undefined;
  const warning = record.engineVersion === engine.descriptor.version ? null
    : kept ? `Recorded with rules version ${record.engineVersion}; this Salvo has version ${engine.descriptor.version} and replays it by the rules it was recorded with.`
      : `Recorded with rules version ${record.engineVersion}; this Salvo has version ${engine.descriptor.version}. It replays without errors, but results may differ.`;
  return { game, record, states, events, warning };
}
