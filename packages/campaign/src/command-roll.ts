/** VAS-CAMPAIGN-START-COMMAND: the crew table on 2d6. */
export function commandFor2d6(total: number): number {
  if (total <= 2) return 2;
  if (total <= 4) return 3;
  if (total <= 8) return 4;
  if (total <= 10) return 5;
  return 6;
}
