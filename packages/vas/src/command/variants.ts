/**
 * VAS-COMMAND-VARIANT (victory-at-sea.txt, Advanced Rules: Command): a ship's crew is Elite (6),
 * Veteran (5), Military-Grade (4, the default), Conscript (3) or Green (2). A setup gives `command`
 * as the number or the crew's name; every Command check uses the ship's score (Special Actions,
 * Damage Control, Fire, spotting).
 */
export const CREW_QUALITY: Readonly<Record<string, number>> = {
  elite: 6, veteran: 5, 'military-grade': 4, conscript: 3, green: 2,
};

/** The Command score a setup's `command` stands for, or undefined when it is neither form. */
export function commandScore(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 2 && raw <= 6) return raw;
  if (typeof raw === 'string' && Object.hasOwn(CREW_QUALITY, raw.toLowerCase())) return CREW_QUALITY[raw.toLowerCase()];
  return undefined;
}
