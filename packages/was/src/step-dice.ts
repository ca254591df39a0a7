/** The chance steps: the dice of a `roll` action go to the rule that asked for them (minor rolls, speed, ASW, to-hit, damage, oilers). */
import { afterAsw } from './combat-areas';
import { volleyFinished } from './combat-rounds';
import { applyOilerRoll } from './endturn';
import { applyMinorRoll } from './minors';
import { applySpeedRoll } from './movement';
import { afterSpeed } from './step-orders';
import type { WasEvent, WasState } from './types';
import { applyAsw } from './uboats';
import { plusOneMatters, rollShots } from './volleys';
import type { AreaId } from './types';

export function rollStep(s: WasState, values: readonly number[], ev: WasEvent[]): void {
  const st = s.step;
  switch (st.kind) {
    case 'minor-roll':
      applyMinorRoll(s, st.purpose, st.ships, values, ev);
      return;
    case 'speed-roll':
      applySpeedRoll(s, st.ships, st.fallbacks, values, ev);
      afterSpeed(s, st.side);
      return;
    case 'asw-roll':
      afterAsw(s, st.area, applyAsw(s, st.area, values, ev), ev);
      return;
    case 'to-hit': {
      const v = s.volleys[0];
      if (v && plusOneMatters(values, v.mods)) {
        s.step = { kind: 'add-one', area: st.area, values: [...values] };
        return;
      }
      shotsRolled(s, st.area, values, true, ev);
      return;
    }
    case 'damage':
      volleyFinished(s, st.area, values, st.disable, ev);
      return;
    case 'oiler-roll':
      applyOilerRoll(s, st.ships, values, ev);
      return;
    case 'deploy': case 'move': case 'place-uboats': case 'choose-area': case 'add-one': case 'place-air': case 'port-strike': case 'uboat-targets': case 'air-targets':
    case 'tactical-battle': case 'carrier-intent': case 'surface-fire': case 'disengage': case 'pursue': case 'continue-pursuit': case 'return': case 'over':
      return;
  }
}

/** The head volley's dice judged (with or without the +1 of 11.5): damage dice if it hit, else the next volley. */
export function shotsRolled(s: WasState, area: AreaId | null, values: readonly number[], addOne: boolean, ev: WasEvent[]): void {
  const r = rollShots(s, values, ev, addOne);
  if (r.hits > 0) s.step = { kind: 'damage', area, hits: r.hits, disable: r.disable };
  else volleyFinished(s, area, [], r.disable, ev);
}
