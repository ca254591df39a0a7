/** Ends quietly when stdout is closed early (`salvo replay x.json | head`). */
export function exitQuietlyOnEpipe(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}
