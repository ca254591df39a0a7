/**
 * Seeds of a Monte Carlo run (bot-anchors.md 5): batch i gets a seed mixed from (root seed, i)
 * through SplitMix32-style hashing, never from a worker, a thread, the clock or Math.random, so
 * any number of workers runs identical batches. A game's seed is mixed from its batch seed and
 * its index in the batch.
 */
function mix32(h: number): number {
  let z = (h + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

function hashText(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const batchSeed = (root: number | string, batch: number): number => mix32(mix32(hashText(String(root))) ^ mix32(batch + 1));
export const gameSeed = (batch: number, game: number): number => mix32(batch ^ mix32(game + 0x51ed));
