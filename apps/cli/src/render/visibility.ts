/**
 * The conditions of a Victory at Sea table and who sees whom: Bad Weather, night (core rules or the
 * night-fighting variant), which enemy ships each side has Spotted, each radar's detections, this
 * turn's spot rolls and the lights of the variant. Empty by day in good weather without radar rules.
 */
import type { VasState } from '@salvo/vas';

type Seen = Pick<VasState, 'options' | 'visibility' | 'ships' | 'fleets' | 'fleetOrder'>;

const names = (state: Seen, ids: readonly string[]): string => ids.map((id) => state.ships[id]?.name ?? id).join(', ');

export function visibilityLines(state: Seen): string[] {
  const o = state.options;
  const v = state.visibility;
  const variant = o.night && o.variants.includes('night-fighting');
  const conditions = [
    o.night ? (variant ? 'night (night-fighting variant)' : 'night') : '',
    o.weather === 'bad' ? 'Bad Weather' : '',
    o.radar ? 'radar rules' : '',
  ].filter(Boolean);
  if (conditions.length === 0) return [];
  const out = [`Conditions: ${conditions.join(', ')}`];
  const sides = [...new Set(state.fleetOrder.map((f) => state.fleets[f]?.side ?? f))];
  for (const side of sides) {
    const seen = Object.hasOwn(v.spotted, side) ? v.spotted[side] ?? [] : [];
    const fleets = state.fleetOrder.filter((f) => (state.fleets[f]?.side ?? f) === side).map((f) => state.fleets[f]?.name ?? f).join(' and ');
    if (seen.length > 0) out.push(`  spotted by ${fleets}: ${names(state, seen)}`);
  }
  for (const [by, ids] of Object.entries(v.detected)) if (ids.length > 0) out.push(`  ${state.ships[by]?.name ?? by}'s radar has detected: ${names(state, ids)}`);
  const nf = v.night;
  if (nf) {
    for (const [by, ids] of Object.entries(nf.spots)) if (ids.length > 0) out.push(`  ${state.ships[by]?.name ?? by} has spotted this turn: ${names(state, ids)}`);
    for (const l of nf.spotlights) out.push(`  ${state.ships[l.by]?.name ?? l.by}'s spotlight holds ${state.ships[l.target]?.name ?? l.target}`);
    if (nf.now.lit.length > 0) out.push(`  lit by starshell: ${names(state, nf.now.lit)}`);
  }
  return out;
}
