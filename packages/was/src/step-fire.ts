/** Handlers of the combat decisions that fire: port strikes (9.5), U-boats (8.5), airstrikes (10.2), carrier intent (11.6), surface fire (11.2, 11.3). */
import { ruleError } from '@salvo/kernel';
import { airVolleys, portStrikeMax, strikesIn, validateAirTargets } from './air';
import { areaCombat } from './combat-areas';
import { fireStep, runVolleys } from './combat-rounds';
import { secretCheck, wrong, type Handler } from './step-common';
import { axisCarriers, fireVolleys, recordFire, validateFire } from './surface';
import { sideName } from './names';
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

/** Secret while both sides strike: the volleys are built once every striking side has named its targets. */
export const onAirTargets: Handler<'air-targets', 'air-targets'> = (s, st, a, check, ev) => {
  if (check) {
    const e = secretCheck(s, a.side, st.sides) ?? validateAirTargets(s, a.side, st.area, strikesIn(s, a.side, st.area), a.targets);
    if (e) return e;
  }
  s.secret[a.side] = { type: 'air-targets', targets: [...a.targets] };
  if (st.sides.every((x) => s.secret[x])) {
    const vs = st.sides.flatMap((x) => {
      const o = s.secret[x];
      return o && o.type === 'air-targets' ? airVolleys(x, o.targets) : [];
    });
    s.secret = {};
    s.volleys = vs;
    runVolleys(s, st.area, { kind: 'air-done', area: st.area }, ev);
  }
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
