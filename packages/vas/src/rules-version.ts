/**
 * Rules versions (docs/game-record.md, "Engine versions"). The engine's version (`vas.descriptor.version`) is bumped
 * when a rules change alters the outcome of a recorded game. A game begun under an earlier version keeps its rules:
 * its setup names them (`options.rulesVersion`), and each rule changed since asks `playsUnder` which reading applies.
 * So a record, a server game in progress or a campaign made before a change replays, and goes on, as it began.
 *
 * Version 2: Salvo before the rules audit of 7 December 2026. Version 3 changed: torpedo spreads take the Bad Weather,
 * Night Battles and launcher's Flank Speed! -1s (VAS-TORP-MODIFIERS); Damage Control takes Bad Weather's -1
 * (VAS-SPECIAL-BAD-WEATHER); AA fire obeys the limits on a ship's attacks (depth change, Blockade free turn,
 * Evasive!, Fire Control, smoke); a flight that dogfought drops nothing that turn (VAS-AIR-NOMINATE); flights
 * approaching a surfaced boat offer the crash dive (VAS-SUB-CRASH-DIVE); a squadron spots with its best Command; a
 * ship lit last turn cannot be fired on by a friend (VAS-NF-FRIENDLY-FIRE). Version 1 records (before torpedoes)
 * play under version 2's rules, as they did before version 3. Version 2 games also keep the words of their requests
 * where a later version words them otherwise (the fire roll's number needed, end-phase/fire.ts; a torpedo refused
 * as beyond reach without its exact distance, torpedoes/validate.ts).
 */
import type { VasState } from './types';

/** The rules this engine plays by default, and its `descriptor.version`. */
export const VAS_RULES_VERSION = 3;
/** The earliest rules kept: older records play under these. */
export const OLDEST_RULES = 2;

/** Whether a game plays under rules of at least `version` (a game without `rulesVersion` plays the current rules). */
export function playsUnder(state: Pick<VasState, 'options'>, version: number): boolean {
  return (state.options.rulesVersion ?? VAS_RULES_VERSION) >= version;
}

/**
 * The setup that replays and continues a game recorded under `engineVersion`: the same setup, its options naming
 * those rules when they are older than the current ones. Anything not a setup object is given back as it is (the
 * engine then refuses it with its own sentence).
 */
export function setupUnderRules(setup: unknown, engineVersion: number): unknown {
  if (engineVersion >= VAS_RULES_VERSION || typeof setup !== 'object' || setup === null || Array.isArray(setup)) return setup;
  const s = setup as { options?: unknown };
  const options = typeof s.options === 'object' && s.options !== null && !Array.isArray(s.options) ? s.options : {};
  return { ...s, options: { ...options, rulesVersion: Math.max(engineVersion, OLDEST_RULES) } };
}
