/** The Salvo server: `startServer` (used by `salvo serve`), `verifyRecord` and `verifyTableBattles` (used by `salvo verify`). */
export { startServer, DEFAULT_WEB_DIST, type ServerOptions, type RunningServer } from './server';
export { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS, type RateLimits } from './rate-limit';
export { backupSqlite, type BackupResult } from './db/backup';
export { verifyRecord, type VerifyReport } from './verify';
export { verifyTableBattles, type TableBattleReport } from './verify-battles';
export { registerBot, botNames, type BotEntry } from './bots';
