/** Handlers of disengagement (12.1, 12.2, 12.9: secret), pursuit (12.3-12.8) and its continuation (12.5). */
import { areaCombat, areaDone } from './combat-areas';
import { startPursuit } from './combat-rounds';
import { pursuitEngagements, validateContinue, validateDisengage, validatePursue } from './disengage';
import { escapeUnpursued, resolveDisengage } from './disengage-flow';
import { secretCheck, type Handler } from './step-common';
import { otherSide } from './types';

export const onDisengage: Handler<'disengage', 'disengage'> = (s, st, a, check, ev) => {
  const c = areaCombat(s, st.area);
  const eng = c.engagements[0];
  if (check) {
    const e = secretCheck(s, a.side, ['allies', 'axis']) ?? validateDisengage(s, st.area, a.side, eng ? (a.side === 'allies' ? eng.allies : eng.axis) : [], a.groups);
    if (e) return e;
  }
  s.secret[a.side] = { type: 'disengage', groups: a.groups === null ? null : a.groups.map((g) => [...g]) };
  if (s.secret.allies && s.secret.axis) resolveDisengage(s, st.area, ev);
  return null;
};

export const onPursue: Handler<'pursue', 'pursue'> = (s, st, a, check, ev) => {
  const c = areaCombat(s, st.area);
  if (check) {
    const e = validatePursue(s, st.area, c, st.side, a.groups);
    if (e) return e;
  }
  c.engagements = pursuitEngagements(c, st.side, a.groups);
  for (const e of c.engagements) {
    const pursuers = st.side === 'allies' ? e.allies : e.axis;
    ev.push({ type: 'pursuit', area: st.area, pursuers, target: st.side === 'allies' ? e.axis : e.allies });
  }
  escapeUnpursued(s, st.area, otherSide(st.side));
  startPursuit(s, st.area, ev);
  return null;
};

/** 12.5: the pursuits not named break off; the side they chased escapes from those. */
export const onContinuePursuit: Handler<'continue-pursuit', 'continue-pursuit'> = (s, st, a, check, ev) => {
  const c = areaCombat(s, st.area);
  if (check) {
    const e = validateContinue(s, st.area, c, a.engagements);
    if (e) return e;
  }
  const keep = c.engagements.filter((_, i) => a.engagements.includes(i));
  for (const e of c.engagements) {
    if (!keep.includes(e)) ev.push({ type: 'broke-off', area: st.area, ships: st.side === 'allies' ? e.allies : e.axis });
  }
  c.engagements = keep;
  escapeUnpursued(s, st.area, otherSide(st.side));
  if (!keep.length) areaDone(s, st.area, ev);
  else startPursuit(s, st.area, ev);
  return null;
};
