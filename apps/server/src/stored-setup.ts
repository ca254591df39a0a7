/**
 * The rules a stored game is played by (docs/server.md, "Rules versions"). Each game row keeps the engine version it
 * was created under (`engine_version`); a game made under an earlier version than the server's engine is rebuilt,
 * played on and published under the rules it began with (`Engine.setupUnder`), so upgrading the server never
 * changes a game in progress. Rows stored before the column existed (7 December 2026) were all made under the
 * versions in `BEFORE_COLUMN`.
 */
import type { GamesTable } from './db/schema';
import type { Ruleset } from './rulesets';

/** The engine version of every game stored before rows kept theirs: Victory at Sea was at version 2 then. */
const BEFORE_COLUMN: Readonly<Record<string, number>> = { vas: 2 };

/** The engine version the game was created under. */
export function engineVersionOf(row: Pick<GamesTable, 'ruleset' | 'engine_version'>, rs: Ruleset): number {
  return row.engine_version ?? BEFORE_COLUMN[row.ruleset] ?? rs.engine.descriptor.version;
}

/** The setup the game is rebuilt from: its stored setup, under the rules of the version it was created under. */
export function storedSetup(row: Pick<GamesTable, 'ruleset' | 'engine_version' | 'setup'>, rs: Ruleset): unknown {
  const setup = JSON.parse(row.setup) as unknown;
  const v = engineVersionOf(row, rs);
  return v < rs.engine.descriptor.version && rs.engine.setupUnder ? rs.engine.setupUnder(setup, v) : setup;
}
