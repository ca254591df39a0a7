/**
 * Runs `work` once the page has painted what was just set ("Making your key…"): a key from a passphrase takes about
 * a second of scrypt on the page's thread, and a button that froze without a word would look broken.
 */
export function afterPaint(work: () => void): void {
  const raf = (globalThis as { requestAnimationFrame?: (f: () => void) => unknown }).requestAnimationFrame;
  if (raf) raf.call(globalThis, () => setTimeout(work, 0));
  else setTimeout(work, 0);
}
