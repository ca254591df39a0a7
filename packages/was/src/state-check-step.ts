/** The step of a saved state (state-check.ts): its fields, and that the combat records it and the volley queue lead to exist. */
import { isArea, isPort } from './board';
import { type Check, bool, fail, int, listOf, nullable, obj, oneOf, shipId } from './state-check-kit';
import type { WasState } from './types';

const side = oneOf(['allies', 'axis']);
const area: Check = (v, p) => (typeof v === 'string' && isArea(v) ? null : fail(p, 'a sea area'));
const port: Check = (v, p) => (typeof v === 'string' && isPort(v) ? null : fail(p, 'a port'));

/** Steps that run a battle in their area need its combat record; those naming an engagement need that engagement. */
function combatFor(s: WasState, a: unknown, engagement: unknown): string | null {
  if (typeof a !== 'string' || !isArea(a)) return null;
  const c = s.combat[a];
  if (!c) return `The state's step is in ${a}, which has no combat record.`;
  if (engagement !== undefined && !c.engagements[engagement as number]) return `The state's step names engagement ${String(engagement)}, which ${a} does not have.`;
  return null;
}

export function checkStep(v: unknown, s: WasState, ids: ReadonlySet<string>): string | null {
  const e = obj(v, 'step');
  if (e) return e;
  const st = v as Record<string, unknown>;
  const ships = listOf(shipId(ids), 80);
  const a = st['area'];
  const field = (c: Check, k: string): string | null => c(st[k], `step.${k}`);
  const after = s.after;
  const afterCombat = after && 'area' in after ? combatFor(s, after.area, undefined) : null;
  const own = ((): string | null => {
    switch (st['kind']) {
      case 'deploy': case 'place-air': case 'place-uboats': case 'over': return null;
      case 'choose-area': return s.areaQueue.length ? null : fail('areaQueue', 'the areas still to resolve (none are left)');
      case 'add-one': return field(nullable(area), 'area') ?? field(listOf(int(1, 6), 200), 'values') ?? combatFor(s, a, undefined);
      case 'minor-roll': return field(oneOf(['russian-sailing', 'us-release', 'italian-takeover']), 'purpose') ?? field(ships, 'ships');
      case 'move': case 'return': return field(side, 'side');
      case 'speed-roll': return field(side, 'side') ?? field(ships, 'ships') ?? field(listOf(port, 80), 'fallbacks');
      case 'port-strike': return field(side, 'side') ?? field(port, 'port');
      case 'asw-roll': return field(area, 'area') ?? field(int(0, 200), 'dice') ?? combatFor(s, a, undefined);
      case 'uboat-targets': return field(area, 'area') ?? field(int(0, 99), 'uboats') ?? combatFor(s, a, undefined);
      case 'air-targets': return field(area, 'area') ?? field(listOf(side, 2), 'sides') ?? combatFor(s, a, undefined);
      case 'tactical-battle': return field(area, 'area') ?? field((v, p) => (v === undefined || v === true ? null : fail(p, 'true, or absent')), 'onTable') ?? combatFor(s, a, undefined);
      case 'carrier-intent': return field(area, 'area') ?? field(int(0, 80), 'engagement') ?? combatFor(s, a, st['engagement']);
      case 'surface-fire': return field(area, 'area') ?? field(int(0, 80), 'engagement') ?? field(side, 'side') ?? combatFor(s, a, st['engagement']);
      case 'to-hit': return field(nullable(area), 'area') ?? combatFor(s, a, undefined);
      case 'damage': return field(nullable(area), 'area') ?? field(int(0, 200), 'hits') ?? field(bool, 'disable') ?? combatFor(s, a, undefined);
      case 'disengage': return field(area, 'area') ?? combatFor(s, a, undefined);
      case 'pursue': case 'continue-pursuit': return field(area, 'area') ?? field(side, 'side') ?? combatFor(s, a, undefined);
      case 'oiler-roll': return field(ships, 'ships');
      default: return fail('step.kind', 'a step of the sequence of play');
    }
  })();
  return own ?? afterCombat;
}
