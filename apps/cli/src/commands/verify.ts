/**
 * `salvo verify <record.json>`: checks a finished online game's dice against its revealed seed
 * (apps/server/src/verify.ts). Exit 0: every die came from the seed committed at creation; 1: not.
 */
import type { Command } from 'commander';
import { verifyRecord } from '@salvo/server';
import { readJsonFile } from '../io/json-file';

export function registerVerify(program: Command): void {
  program
    .command('verify')
    .description('check that every die of a finished online game came from the seed the server committed to')
    .argument('<record.json>', 'the game record downloaded from the server')
    .action((file: string) => {
      const read = readJsonFile(file, 'game record');
      if (!read.ok) {
        process.stderr.write(read.error.message + '\n');
        process.exitCode = 1;
        return;
      }
      const r = verifyRecord(read.value);
      if (!r.ok) {
        for (const p of r.problems) process.stderr.write(p + '\n');
        process.exitCode = 1;
        return;
      }
      const typed = r.diceTyped ? `; ${r.diceTyped} rolls were typed at the table and are not checked` : '';
      process.stdout.write(`Verified: ${r.actions} actions, ${r.diceChecked} rolls all from the committed seed${typed}.\n`);
    });
}
