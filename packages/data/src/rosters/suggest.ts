/**
 * "Did you mean ...?": the known name closest to what a user typed, for error sentences about unknown
 * classes, aircraft and nations. Case, spaces, hyphens and a trailing "class" are ignored; a name that
 * contains the typed text (or is contained in it) counts as close. Pure and deterministic: ties go to
 * the earlier candidate.
 */

/**
 * The key under which names are the same: case, accents, spaces, punctuation and a trailing "class" do not
 * count ("Type VII" is "Type-VII", "Zerstorer 1936" is "Zerstörer 1936", "queen elizabeth-class" is
 * "Queen Elizabeth"). No two names of the catalog share a key (catalog.test.ts).
 */
export const nameKey = (s: string): string => s.trim().toLowerCase().replace(/[-\s]+class$/, '').normalize('NFD')
  .replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]/g, '');
const fold = nameKey;

/** Levenshtein distance (insert, delete, substitute; each 1). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/**
 * The candidate closest to `typed`, or undefined when none is close: at most a third of the longer
 * name's letters differ (at least one when three or more are typed, so "Hod" finds "Hood"), or one name holds the other whole
 * ("Swordfish" finds "Fairey Swordfish"; at least three letters).
 */
export function closestName(typed: string, candidates: readonly string[]): string | undefined {
  const t = fold(typed);
  if (t.length === 0) return undefined;
  let best: { name: string; score: number } | undefined;
  for (const name of candidates) {
    const c = fold(name);
    if (c.length === 0) continue;
    let score = editDistance(t, c);
    const allowed = Math.max(t.length >= 3 ? 1 : 0, Math.floor(Math.max(t.length, c.length) / 3));
    if (score > allowed) {
      const holds = Math.min(t.length, c.length) >= 3 && (c.includes(t) || t.includes(c));
      if (!holds) continue;
      score = allowed + 1 + Math.abs(c.length - t.length) / 100;
    }
    if (!best || score < best.score) best = { name, score };
  }
  return best?.name;
}

/** " Did you mean X?" (with the leading space), or "" when nothing is close. */
export function didYouMean(typed: string, candidates: readonly string[]): string {
  const hit = closestName(typed, candidates);
  return hit === undefined ? '' : ` Did you mean "${hit}"?`;
}
