/**
 * `salvo backup <copy.sqlite>`: a consistent copy of `salvo serve`'s SQLite database, safe to take while the server
 * runs (apps/server/src/db/backup.ts). Restore by stopping the server and putting the copy in the database's place.
 * Exit 0 with what was copied; 1 with the sentence when it cannot be made; 2 for a usage error.
 */
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { backupSqlite } from '@salvo/server';

export function registerBackup(program: Command): void {
  program
    .command('backup')
    .description("copy the online server's SQLite database consistently, while it runs")
    .argument('<copy.sqlite>', 'the new file to write (never overwritten)')
    .option('--db <file>', 'the database file (default: <data-dir>/salvo.sqlite, as salvo serve uses)')
    .option('--data-dir <dir>', 'where salvo serve keeps its database', '.salvo')
    .addHelpText('after', `
The copy holds every action the server had committed when it began, and the games' secret seeds: keep it as
private as the database. To restore: stop salvo serve, put the copy in the database's place
(<data-dir>/salvo.sqlite, removing salvo.sqlite-wal and salvo.sqlite-shm beside it), start salvo serve again.
A PostgreSQL database is backed up with pg_dump.

Example:
  salvo backup backups/salvo-$(date +%F).sqlite`)
    .action((copy: string, opts: { db?: string; dataDir: string }) => {
      const source = opts.db ?? join(resolve(opts.dataDir), 'salvo.sqlite');
      const r = backupSqlite(source, copy);
      if (!r.ok) {
        process.stderr.write(r.message + '\n');
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`Backed up ${r.games} game${r.games === 1 ? '' : 's'} and ${r.actions} action${r.actions === 1 ? '' : 's'} to ${copy} (${Math.max(1, Math.round(r.bytes / 1024))} KB, integrity checked).\n`);
    });
}
