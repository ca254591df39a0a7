/** Handlers of the combat decisions: port strikes (9.5), U-boats (8.5), airstrikes (10.2), carrier intent (11.6), surface fire (11.2, 11.3), the +1 (11.5), the order of areas. */
import { ruleError } from '@salvo/kernel';
import { airVolleys, portStrikeMax, strikesIn, validateAirTargets } from './air';
import { areaCombat, openArea } from './combat-areas';
import { shotsRolled } from './step-dice';
import { fireStep, runVolleys } from './combat-rounds';
import { wrong, type Handler } from './step-common';
import { axisCarriers, fireVolleys, recordFire, validateFire } from './surface';
import { placeIn, sideName } from './names';
import { uboatVolleys, validateUboatTargets } from './uboats';

export const onPortStrike: Handler<'port-strike', 'air-targets'> = (s, st, a, check, ev) => {
  if (check) {
    if (a.side !== st.side) return ruleError('ERR_NOT_YOUR_TURN', `The ${sideName(st.side)} strike this port.`);
    const e = validateAirTargets(s, st.side, st.port, portStrikeMax(s, st.side, st.port), a.targets);
    if (e) return e;
  }
  s.volleys = airVolleys(st.side, a.targets);
  runVolleys(s, null, { kind: 'port-strikes-done', side: st.side }, ev);
  return null;
};

export const onUboatTargets: Handler<'uboat-targets', 'uboat-targets'> = (s, st, a, check, ev) => {
  if (check) {
    const e = validateUboatTargets(s, st.area, a.targets);
    if (e) return e;
  }
  s.volleys = uboatVolleys(a.targets);
  runVolleys(s, st.area, { kind: 'uboats-done', area: st.area }, ev);
  return null;
};

/** WBC 2000 (c): the side named first allocates and resolves; the others follow after seeing the results. */
export const onAirTargets: Handler<'air-targets', 'air-targets'> = (s, st, a, check, ev) => {
  const [now, ...rest] = st.sides;
  if (check) {
    if (a.side !== now) return ruleError('ERR_NOT_YOUR_TURN', now ? `The ${sideName(now)} allocate their airstrikes now (WBC 2000 clarification).` : 'Nobody strikes here.');
    const e = validateAirTargets(s, a.side, st.area, strikesIn(s, a.side, st.area), a.targets);
    if (e) return e;
  }
  s.volleys = airVolleys(a.side, a.targets);
  runVolleys(s, st.area, { kind: 'air-done', area: st.area, next: rest }, ev);
  return null;
};

export const onCarrierIntent: Handler<'carrier-intent', 'carrier-intent'> = (s, st, a, check, ev) => {
  const c = areaCombat(s, st.area);
  const eng = c.engagements[st.engagement];
  if (check) {
    const ok = new Set(eng ? axisCarriers(s, st.area, c, eng) : []);
    if (!Array.isArray(a.firing) || a.firing.some((id) => !ok.has(id))) {
      return ruleError('ERR_NOT_A_CARRIER', 'Declare only your carriers in this battle that can fire.');
    }
  }
  c.carriersFiring = [...a.firing];
  fireStep(s, st.area, st.engagement, 'allies', ev);
  return null;
};

export const onSurfaceFire: Handler<'surface-fire', 'fire'> = (s, st, a, check, ev) => {
  const c = areaCombat(s, st.area);
  const eng = c.engagements[st.engagement];
  if (!eng) return wrong(s, a);
  if (check) {
    const e = validateFire(s, st.area, c, eng, st.side, a.groups);
    if (e) return e;
  }
  recordFire(c, st.side, a.groups);
  s.volleys = fireVolleys(s, c, st.side, a.groups);
  const after = st.side === 'allies'
    ? { kind: 'allied-fire-done' as const, area: st.area, engagement: st.engagement }
    : { kind: 'axis-fire-done' as const, area: st.area, engagement: st.engagement };
  runVolleys(s, st.area, after, ev);
  return null;
};

/** 11.5: the firing side keeps or drops the +1 of its undamaged German ships on the dice just rolled. */
export const onAddOne: Handler<'add-one', 'add-one'> = (s, st, a, check, ev) => {
  if (check && typeof a.add !== 'boolean') return ruleError('ERR_BAD_ACTION', 'Say whether to add one (true) or not (false).');
  shotsRolled(s, st.area, st.values, a.add, ev);
  return null;
};

/** WBC 2000 (b): the Axis names the next sea area to resolve among those still to come. */
export const onResolveArea: Handler<'choose-area', 'resolve-area'> = (s, _st, a, check, ev) => {
  if (check && !s.areaQueue.includes(a.area)) {
    return ruleError('ERR_NOT_IN_QUEUE', `${placeIn(a.area)} is not one of the areas still to resolve: ${s.areaQueue.map(placeIn).join(', ')}.`);
  }
  openArea(s, a.area, ev);
  return null;
};
