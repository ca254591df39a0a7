/**
 * The engine's suggestions as quick choices a player can tell apart. The engine lists fire and pursuit both as
 * one group per target and as one group per ship (packages/was/src/legal.ts), so two suggestions may send the
 * same ships at the same targets and differ only in grouping, which their plain descriptions hardly show:
 * - pursuit: such a suggestion is dropped after the first, being the same in play (pursuing groups that chase
 *   one withdrawing group fight it together, docs/rules-decisions.md WAS-12.8);
 * - fire: each such suggestion says its volleys, which do differ (a volley rolls its dice together, and one
 *   whose target is already sunk loses its fire, WAS-11.2).
 * Every other suggestion keeps its description, in the engine's order.
 */
import type { WasAction } from '@salvo/was';

export interface QuickChoice {
  readonly action: WasAction;
  readonly text: string;
}

/** Which ship goes after what, whatever the grouping (null for actions without groups of ships). */
function whoAtWhat(a: WasAction): string | null {
  const pairs = a.type === 'fire' ? a.groups.flatMap((g) => g.shooters.map((id) => `${id}>${g.target}`))
    : a.type === 'pursue' ? a.groups.flatMap((g) => g.ships.map((id) => `${id}>${g.target}`))
      : null;
  return pairs && `${a.type}:${[...pairs].sort().join(' ')}`;
}

const volleys = (n: number): string => (n === 1 ? ' (one volley: all these dice together)' : ` (${n} volleys, fired in this order)`);

export function quickChoices(suggestions: readonly WasAction[], describe: (a: WasAction) => string): QuickChoice[] {
  const count = new Map<string, number>();
  for (const a of suggestions) {
    const k = whoAtWhat(a);
    if (k !== null) count.set(k, (count.get(k) ?? 0) + 1);
  }
  const kept = new Set<string>();
  const out: QuickChoice[] = [];
  for (const a of suggestions) {
    const k = whoAtWhat(a);
    const twins = k !== null && (count.get(k) ?? 0) > 1;
    if (k !== null && twins && a.type === 'pursue') {
      if (kept.has(k)) continue;
      kept.add(k);
    }
    out.push({ action: a, text: twins && a.type === 'fire' ? `${describe(a)}${volleys(a.groups.length)}` : describe(a) });
  }
  return out;
}
