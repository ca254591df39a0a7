/**
 * Under the table, in words: what the marks beside ship names mean (spotting, lit, torpedo spreads)
 * and the selected ship's fire arcs with the weapons covering each. The table places those words only
 * where they cover nothing, so this line always says them in full.
 */
import type { Arc } from '@salvo/kernel';
import type { ShipState } from '@salvo/vas';
import type { TableState } from './fleet-style';
import { ARC_LIST } from './geometry';
import { spottingMatters } from './overlay-data';
import { SPOT_MARK } from './table-labels';

export function TableLegend({ state, selected, arcs }: { state: TableState; selected: ShipState | undefined; arcs: ReadonlyMap<Arc, { name: string; weapons: string }> }) {
  const spotting = spottingMatters(state);
  const torpedoes = (state.naval?.torpedoes ?? []).length > 0;
  if (!spotting && !torpedoes && !selected) return null;
  return (
    <div className="table-legend">
      {selected && (
        <p><strong>Fire arcs of {selected.name}</strong> (drawn for direction only):{' '}
          {ARC_LIST.map((a) => `${a}: ${arcs.get(a)?.weapons ?? '—'}`).join(' · ')}</p>
      )}
      {(spotting || torpedoes) && (
        <p aria-label="Marks beside ship names">
          {spotting && <>
            <span className="mark">{SPOT_MARK.spotted}</span> spotted by the enemy · <span className="mark">{SPOT_MARK.unspotted}</span> not spotted by the enemy (drawn faint)
            · <span className="mark">{SPOT_MARK.lit}</span> lit by starshell or spotlight
          </>}
          {torpedoes && <>{spotting ? ' · ' : ''}<span className="mark">T×n</span> torpedo spreads running at her</>}
        </p>
      )}
    </div>
  );
}
