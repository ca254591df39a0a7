/**
 * `salvo verify <record.json> [battle.json...]`: checks a finished online game's dice against its revealed seed
 * (apps/server/src/verify.ts) and, for a War at Sea war, the battles it fought on the server's table against their
 * own records (verify-battles.ts). Exit 0: every die came from the seed committed at creation and every battle
 * given agrees with the war; 1: not, or a file could not be read.
 */
import type { Command } from 'commander';
import { verifyRecord, verifyTableBattles } from '@salvo/server';
import { takeBacksNote } from '@salvo/kernel';
import { readJsonFile } from '../io/json-file';

export function registerVerify(program: Command): void {
  program
    .command('verify')
    .description('check that every die of a finished online game came from the seed the server committed to (and a war\'s table battles against their records)')
    .argument('<record.json>', 'the game record downloaded from the server')
    .argument('[battles...]', "War at Sea: the records of the battles the war fought on the server's table, each checked against the result the war records")
    .action((file: string, battleFiles: string[]) => {
      const files = [file, ...battleFiles].map((f, i) => readJsonFile(f, i === 0 ? 'game record' : 'battle record'));
      for (const read of files) {
        if (read.ok) continue;
        process.stderr.write(read.error.message + '\n');
        process.exitCode = 1;
        return;
      }
      const [war, ...battles] = files.map((f) => (f.ok ? f.value : null));
      const r = verifyRecord(war);
      const t = verifyTableBattles(war, battles);
      const problems = [...r.problems, ...t.problems];
      if (problems.length) {
        for (const p of problems) process.stderr.write(p + '\n');
        process.exitCode = 1;
        return;
      }
      const typed = r.diceTyped ? `; ${r.diceTyped} rolls were typed at the table and are not checked` : '';
      process.stdout.write(`Verified: ${r.actions} actions, ${r.diceChecked} rolls all from the committed seed${typed}.\n`);
      // take back online (apps/server take-back.ts) removes actions but never the server's dice: the record says how often
      const note = takeBacksNote((war as { meta?: Record<string, string> } | null)?.meta);
      if (note) process.stdout.write(`${note}\n`);
      if (t.checked.length) process.stdout.write(`Battles on the table checked against their records: ${t.checked.join(', ')} (set up from the war, dice from their seeds, results as recorded).\n`);
      const derived = t.checked.filter((id) => !t.ownSeed.includes(id));
      if (derived.length) process.stdout.write(`Their seeds come from the war's (mixed with its seats' entropy, where they gave it): their dice were fixed when the war began (${derived.join(', ')}).\n`);
      if (t.ownSeed.length) process.stdout.write(`Seeds of their own, not derived from the war's (hosted before 7 December 2026; their dice were fixed when the battle began): ${t.ownSeed.join(', ')}.\n`);
      if (t.unchecked.length) process.stdout.write(`Not checked (give their records to check them): ${t.unchecked.join(', ')}; their results are the server's word.\n`);
    });
}
