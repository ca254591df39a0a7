/**
 * Ctrl-C during a game: the play commands keep their record file current after every action, so an
 * interrupt loses nothing; this says where the game is and how to play on, then exits 130 (the
 * shell's code for SIGINT). Without a record file it says that nothing was kept.
 */
export function onInterrupt(savePath: string | undefined, resumeCommand: string): void {
  process.once('SIGINT', () => {
    process.stdout.write(
      savePath
        ? `\nInterrupted. The game so far is saved in ${savePath}; play on with: ${resumeCommand} --resume ${savePath}\n`
        : '\nInterrupted. Nothing was saved (give --save <file.json> to keep a game you may stop).\n',
    );
    process.exit(130);
  });
}
