/**
 * The text on a War at Sea counter when the ship's full name does not fit its box. The rule (its examples are checked in
 * test/counter-label.test.ts): a name that fits is shown whole; otherwise every word but the last is cut to its
 * initial and a full stop, and small joining words (of, di, der…) are dropped ("Queen Elizabeth" →
 * "Q. Elizabeth", "Conte di Cavour" → "C. Cavour", "King George V" → "K. George V"); a name still too long
 * is cut with "…". The factors (attack-defence-speed, airstrike) are never cut. The full name is always
 * in the counter's accessible name and its <title> tooltip.
 */
const JOINERS = new Set(['of', 'di', 'de', 'der', 'von', 'la', 'le']);

/** `name` shortened by the rule above to at most `room` characters (never fewer than 3 before the "…"). */
export function abbreviate(name: string, room: number): string {
  if (name.length <= room) return name;
  const words = name.split(/\s+/).filter((w) => w && !JOINERS.has(w.toLowerCase()));
  // A last word of one or two characters ("V", "1A") keeps the word before it whole too.
  const tail = words.length > 1 && (words[words.length - 1] ?? '').length <= 2 ? 2 : 1;
  const short = [...words.slice(0, -tail).map((w) => `${w[0] ?? ''}.`), ...words.slice(-tail)].join(' ');
  if (short.length <= room) return short;
  const keep = Math.max(3, room - 1);
  return `${short.slice(0, keep)}…`;
}

/** A ship's factors as printed on its counter: "4-4-2", with the airstrike in brackets, "1-2-3(2)". */
export const factors = (x: { attack: number; defense: number; speed: number; airstrike: number }): string =>
  `${x.attack}-${x.defense}-${x.speed}${x.airstrike ? `(${x.airstrike})` : ''}`;

/** The counter's text in `chars` characters at most (when that is possible at all): name then factors. */
export function counterText(name: string, f: string, chars: number): string {
  return `${abbreviate(name, Math.max(3, chars - f.length - 1))} ${f}`;
}
