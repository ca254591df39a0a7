/**
 * The two games a mail file can hold, their engines and their seats. Seats are the engine's players: Victory at
 * Sea's two fleets (fleet ids, in the setup's order), War at Sea's sides (allies, axis). Victory at Sea is
 * `scenarioVas`: a battle setup plays as `vas`, a scenario setup from its pre-battle rolls and deployment first.
 */
import type { Engine } from '@salvo/kernel';
import { scenarioVas, type ScenarioVasState } from '@salvo/scenarios';
import { SIDES, wasEngine } from '@salvo/was';
import type { MailGameKind } from './types';

export type MailEngine = Engine<unknown, unknown, { readonly type: string }, unknown, string, unknown>;

export const MAIL_GAMES: readonly MailGameKind[] = ['vas', 'war-at-sea'];

export const isMailGame = (v: unknown): v is MailGameKind => v === 'vas' || v === 'war-at-sea';

/** The engine, for views (observe, pending, legalActions) and for describing actions. */
export function mailEngine(kind: MailGameKind): MailEngine {
  return (kind === 'vas' ? scenarioVas : wasEngine) as unknown as MailEngine;
}

/** The players of a freshly created game, in the engine's order. */
export function playersOf(kind: MailGameKind, state: unknown): readonly string[] {
  return kind === 'vas' ? (state as ScenarioVasState).fleetOrder : SIDES;
}
