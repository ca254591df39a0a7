/** Seat names as the CLI says them: the name given, else the fleet's or side's own name. */
import { mailEngine, playersOf, type MailGameKind } from '@salvo/mail';
import { fleetNameIn, type ScenarioVasState } from '@salvo/scenarios';

/** The seats of a setup with their default names (fleet names; Allies and Axis), or null when it does not set up. */
export function seatsOf(kind: MailGameKind, setup: unknown): { seat: string; name: string }[] | null {
  const created = mailEngine(kind).createGame(setup);
  if (!created.ok) return null;
  const state = created.value;
  return playersOf(kind, state).map((seat) => ({
    seat,
    name: kind === 'vas' ? fleetNameIn(state as ScenarioVasState, seat) : seat === 'allies' ? 'Allies' : 'Axis',
  }));
}

export const nameIn = (names: Readonly<Record<string, string>>, seat: string): string => names[seat] ?? seat;
