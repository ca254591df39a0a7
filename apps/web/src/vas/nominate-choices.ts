/**
 * What the nominate-move decision offers (VAS-SPECIAL-*), from the engine's legal actions (built with the engine's
 * `allowedSpecials`: a ship is listed with a Special Action only when she may attempt it now).
 *
 * Contract:
 * - `specials`: the Special Actions at least one ship that may be nominated may attempt, in the catalog's order;
 *   an action no ship may take (Rig for Silent Running! without a submersible) is not offered at all.
 * - `ships`: every ship that may be nominated, in the legal list's order; with a Special Action chosen, `why` is the
 *   engine's sentence for a ship that may not attempt it (her button is then disabled), else null.
 */
import { checkAction, SPECIAL_ACTIONS, type SpecialActionKind, type VasAction, type VasState } from '@salvo/vas';

export interface NominateShip { readonly id: string; readonly name: string; readonly why: string | null }
export interface NominateChoices { readonly specials: readonly SpecialActionKind[]; readonly ships: readonly NominateShip[] }

type Nominate = Extract<VasAction, { type: 'nominate-move' }>;

export function nominateChoices(state: VasState, legal: readonly VasAction[], special: SpecialActionKind | null): NominateChoices {
  const noms = legal.filter((a): a is Nominate => a.type === 'nominate-move');
  const ids = [...new Set(noms.map((a) => a.ship))];
  const offered = new Set(noms.flatMap((a) => (a.special !== undefined ? [a.special] : [])));
  const specials = (Object.keys(SPECIAL_ACTIONS) as SpecialActionKind[]).filter((k) => offered.has(k));
  const ships = ids.map((id): NominateShip => {
    const name = state.ships[id]?.name ?? id;
    if (special === null || noms.some((a) => a.ship === id && a.special === special)) return { id, name, why: null };
    const checked = checkAction(state, { type: 'nominate-move', ship: id, special });
    return { id, name, why: checked.ok ? `${name} may not attempt ${SPECIAL_ACTIONS[special].name} now.` : checked.error.message };
  });
  return { specials, ships };
}
