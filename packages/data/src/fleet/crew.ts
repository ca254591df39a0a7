/** Crew quality (rules: "Command"): Command 2 to 6, Military-Grade (4) by default. */
export const CREW_QUALITIES = { Elite: 6, Veteran: 5, 'Military-Grade': 4, Conscript: 3, Green: 2 } as const;
export type CrewQuality = keyof typeof CREW_QUALITIES;
export const DEFAULT_COMMAND = 4;

/** A Command score from a number (2-6) or a crew-quality name; undefined if neither. */
export function parseCommand(value: unknown): number | undefined {
  if (value === undefined) return DEFAULT_COMMAND;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6) return value;
  if (typeof value === 'string') {
    const hit = Object.entries(CREW_QUALITIES).find(([name]) => name.toLowerCase() === value.trim().toLowerCase());
    return hit?.[1];
  }
  return undefined;
}

export function crewQualityName(command: number): string {
  return Object.entries(CREW_QUALITIES).find(([, v]) => v === command)?.[0] ?? `Command ${command}`;
}
