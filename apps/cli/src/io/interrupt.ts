/**
 * Ctrl-C during a game: the play commands keep their record file current after every action, so an
 * interrupt loses nothing; this says where the game is and how to play on, then exits 130 (the
 * shell's code for SIGINT). Without a record file it says that nothing was kept.
 */
export function onInterrupt(savePath: string | undefined, resumeCommand: string): void {
  onInterruptSaying(savePath
    ? `The game so far is saved in ${savePath}; play on with: ${resumeCommand} --resume ${savePath}`
    : 'Nothing was saved (give --save <file.json> to keep a game you may stop).');
}

/** Ctrl-C says "Interrupted." and `sentence` (where the game is kept, how to go on), then exits 130. */
export function onInterruptSaying(sentence: string): void {
  process.once('SIGINT', () => {
    process.stdout.write(`\nInterrupted. ${sentence}\n`);
    process.exit(130);
  });
}
