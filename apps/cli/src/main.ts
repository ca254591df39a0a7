#!/usr/bin/env node
/**
 * `salvo`: the command-line surface. Each command lives in its own module under
 * commands/ and registers itself on the program; this file only assembles them.
 * Exit codes: 0 success, 1 a rule or input problem (the sentence is printed), 2 usage error.
 */
import { Command } from 'commander';
import { registerCommands } from './commands/index';

const program = new Command();
program
  .name('salvo')
  .description('Salvo: play, referee and study WWII naval wargames (Victory at Sea, War at Sea).')
  .version('0.1.0')
  .showHelpAfterError('(run with --help for usage)')
  .configureOutput({ outputError: (str, write) => write(str) })
  // Usage errors (unknown option, missing argument) exit 2; help and --version exit 0.
  .exitOverride((e) => process.exit(e.exitCode === 0 ? 0 : 2));

registerCommands(program);

program.parseAsync(process.argv).catch((e: unknown) => {
  process.stderr.write(`salvo: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
