/**
 * `salvo sim-worker --queue redis://host:port`: runs `salvo sim --queue` batches until stopped
 * (Ctrl-C or SIGTERM closes it cleanly; an unfinished batch goes back to the queue for another).
 * Exit 1: Redis cannot be reached or the URL is bad.
 */
import type { Command } from 'commander';
import { startQueueWorker } from '@salvo/sim';

export interface SimWorkerOptions { queue?: string; queueName?: string; prefix?: string; quiet?: boolean }

export function registerSimWorker(program: Command): void {
  program
    .command('sim-worker')
    .description('run Monte Carlo batches from a `salvo sim --queue` run (start any number, on any machines)')
    .option('--queue <redis://host:port>', 'the Redis of the queue')
    .option('--queue-name <name>', 'the BullMQ queue (default salvo-sim)')
    .option('--prefix <prefix>', 'BullMQ key prefix (default bull)')
    .option('--quiet', 'print nothing per batch')
    .action(async (opts: SimWorkerOptions) => {
      if (!opts.queue) {
        process.stderr.write('salvo sim-worker: give --queue redis://host:port.\n');
        process.exitCode = 2;
        return;
      }
      try {
        const w = await startQueueWorker(opts.queue, {
          ...(opts.queueName ? { name: opts.queueName } : {}), ...(opts.prefix ? { prefix: opts.prefix } : {}),
          onJob: (b) => { if (!opts.quiet) process.stdout.write(`batch ${b} done\n`); },
        });
        process.stdout.write(`salvo sim-worker: waiting for batches on ${opts.queue}\n`);
        const stop = (): void => { void w.close().then(() => process.exit(0)); };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      } catch (e) {
        process.stderr.write(`salvo sim-worker: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exitCode = 1;
      }
    });
}
