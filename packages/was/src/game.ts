/**
 * One action on a draft state: checks it fits the pending step, validates it (unless trusted) and
 * hands it to the module that owns the rule. The caller (engine.ts) clones once per action.
 */
import type { Result, RuleError, Transition } from '@salvo/kernel';
import { diceFitRequest, err, ok, rollFor, ruleError } from '@salvo/kernel';
import { actionShapeError } from './action-shape';
import { airVolleys, portStrikeMax, strikesIn, validateAirTargets, validatePlaceAir } from './air';
import {
  afterAsw, areaCombat, areaDone, fireStep, runVolleys, startCombatPhase, startPursuit, volleyFinished,
} from './combat';
import { pursuitEngagements, validateContinue, validateDisengage, validatePursue } from './disengage';
import { applyOilerRoll, applyReturns, nextReturn } from './endturn';
import { applyMinorRoll } from './minors';
import { applyMove, applySpeedRoll, validateMove } from './movement';
import { pending } from './pending';
import { validateReturn } from './returns';
import { fireVolleys, recordFire, validateFire, axisCarriers } from './surface';
import { nextMinorRoll } from './turn';
import type { Side, WasAction, WasEvent, WasState } from './types';
import { otherSide } from './types';
import { cloneState } from './clone';
import { escapeUnpursued, resolveDisengage } from './disengage-flow';
import { applyAsw, uboatVolleys, validateUboatTargets } from './uboats';
import { rollShots } from './volleys';
import { surrender } from './surrender';
import { shipName, sideName } from './names';

/** The one clone per action (docs/architecture.md): rules modules then mutate the draft. */
export function applyChecked(state: WasState, action: WasAction, check: boolean): Result<Transition<WasState, WasEvent>, RuleError> {
  if (check) {
    const shapeError = actionShapeError(action);
    if (shapeError) return err(shapeError);
  }
  const draft = cloneState(state);
  const events: WasEvent[] = [];
  const e = step(draft, action, check, events);
  return e ? err(e) : ok({ state: draft, events });
}

const wrong = (s: WasState, a: WasAction): RuleError =>
  ruleError('ERR_WRONG_ACTION', `A ${a.type} action does not answer the pending ${s.step.kind} step.`, { details: { step: s.step.kind } });

export function step(s: WasState, a: WasAction, check: boolean, ev: WasEvent[]): RuleError | null {
  if (a.type === 'surrender') return surrender(s, a.side, check, ev);
  const st = s.step;
  const p = pending(s);
  if (p.kind === 'chance') {
    if (a.type !== 'roll') return wrong(s, a);
    if (check) {
      const bad = Array.isArray(a.values) ? diceFitRequest(p.request, a.values) : 'Dice are a list of numbers.';
      if (bad) return ruleError('ERR_BAD_DICE', bad);
    }
    // Whatever the dice came from, the PRNG advances as if it had rolled them: a replayed record
    // reaches the same state byte for byte, and a resumed game never repeats dice already seen.
    rollFor(s.rng, p.request);
    rollStep(s, a.values, ev);
    return null;
  }
  if (a.type === 'roll') return wrong(s, a);
  switch (st.kind) {
    case 'deploy': {
      if (a.type !== 'deploy') return wrong(s, a);
      if (check) {
        const e = validateDeploy(s, a.malta);
        if (e) return e;
      }
      for (const id of a.malta) {
        const x = s.ships.find((q) => q.id === id);
        if (x) x.location = { kind: 'port', port: 'malta' };
      }
      ev.push({ type: 'deployed', malta: [...a.malta] });
      nextMinorRoll(s, 'deploy');
      return null;
    }
    case 'move': {
      if (a.type !== 'move') return wrong(s, a);
      if (check) {
        const e = validateMove(s, st.side, a);
        if (e) return e;
      }
      const r = applyMove(s, st.side, a, ev);
      if (r.ships.length) s.step = { kind: 'speed-roll', side: st.side, ships: r.ships, fallbacks: r.fallbacks };
      else afterSpeed(s, st.side);
      return null;
    }
    case 'place-air': {
      if (a.type !== 'place-air') return wrong(s, a);
      if (check) {
        const e = secretCheck(s, a.side, ['allies', 'axis']) ?? validatePlaceAir(a.side, a.target);
        if (e) return e;
      }
      s.secret[a.side] = { type: 'place-air', target: a.target };
      if (s.secret.allies && s.secret.axis) startCombatPhase(s, ev);
      return null;
    }
    case 'port-strike': {
      if (a.type !== 'air-targets') return wrong(s, a);
      if (check) {
        if (a.side !== st.side) return ruleError('ERR_NOT_YOUR_TURN', `The ${sideName(st.side)} strike this port.`);
        const e = validateAirTargets(s, st.side, st.port, portStrikeMax(s, st.side, st.port), a.targets);
        if (e) return e;
      }
      s.volleys = airVolleys(st.side, a.targets);
      runVolleys(s, null, { kind: 'port-strikes-done', side: st.side }, ev);
      return null;
    }
    case 'uboat-targets': {
      if (a.type !== 'uboat-targets') return wrong(s, a);
      if (check) {
        const e = validateUboatTargets(s, st.area, a.targets);
        if (e) return e;
      }
      s.volleys = uboatVolleys(a.targets);
      runVolleys(s, st.area, { kind: 'uboats-done', area: st.area }, ev);
      return null;
    }
    case 'air-targets': {
      if (a.type !== 'air-targets') return wrong(s, a);
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
    }
    case 'carrier-intent': {
      if (a.type !== 'carrier-intent') return wrong(s, a);
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
    }
    case 'surface-fire': {
      if (a.type !== 'fire') return wrong(s, a);
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
    }
    case 'disengage': {
      if (a.type !== 'disengage') return wrong(s, a);
      const c = areaCombat(s, st.area);
      const eng = c.engagements[0];
      if (check) {
        const e = secretCheck(s, a.side, ['allies', 'axis']) ?? validateDisengage(s, st.area, a.side, eng ? (a.side === 'allies' ? eng.allies : eng.axis) : [], a.groups);
        if (e) return e;
      }
      s.secret[a.side] = { type: 'disengage', groups: a.groups === null ? null : a.groups.map((g) => [...g]) };
      if (s.secret.allies && s.secret.axis) resolveDisengage(s, st.area, ev);
      return null;
    }
    case 'pursue': {
      if (a.type !== 'pursue') return wrong(s, a);
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
    }
    case 'continue-pursuit': {
      if (a.type !== 'continue-pursuit') return wrong(s, a);
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
    }
    case 'return': {
      if (a.type !== 'return') return wrong(s, a);
      if (check) {
        const e = validateReturn(s, st.side, a.ports);
        if (e) return e;
      }
      applyReturns(s, st.side, a.ports, ev);
      nextReturn(s, st.side, ev);
      return null;
    }
    case 'over':
      return ruleError('ERR_GAME_OVER', 'The game is over.');
    case 'minor-roll':
    case 'speed-roll':
    case 'asw-roll':
    case 'to-hit':
    case 'damage':
    case 'oiler-roll':
      return wrong(s, a);
  }
}

function secretCheck(s: WasState, side: unknown, sides: readonly Side[]): RuleError | null {
  if (side !== 'allies' && side !== 'axis') return ruleError('ERR_BAD_SIDE', 'Say which side gives this order.');
  if (!sides.includes(side)) return ruleError('ERR_NOT_YOUR_TURN', `The ${sideName(side)} have nothing to decide here.`);
  if (s.secret[side]) return ruleError('ERR_ALREADY_SUBMITTED', `The ${sideName(side)} have already handed in this order.`);
  return null;
}

function validateDeploy(s: WasState, malta: unknown): RuleError | null {
  if (!Array.isArray(malta)) return ruleError('ERR_BAD_ACTION', 'List the British ships that start at Malta.');
  for (const [i, id] of malta.entries()) {
    const x = s.ships.find((q) => q.id === id);
    if (!x || x.nation !== 'UK' || x.status !== 'active' || x.entryTurn !== null) {
      return ruleError('ERR_NOT_BRITISH_START', `${shipName(s, id)} is not a British starting ship (4.3).`, { path: `malta[${i}]` });
    }
  }
  return null;
}

function afterSpeed(s: WasState, side: Side): void {
  s.step = side === 'allies' ? { kind: 'move', side: 'axis' } : { kind: 'place-air' };
}

function rollStep(s: WasState, values: readonly number[], ev: WasEvent[]): void {
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
      const r = rollShots(s, values, ev);
      if (r.hits > 0) s.step = { kind: 'damage', area: st.area, hits: r.hits, disable: r.disable };
      else volleyFinished(s, st.area, [], r.disable, ev);
      return;
    }
    case 'damage':
      volleyFinished(s, st.area, values, st.disable, ev);
      return;
    case 'oiler-roll':
      applyOilerRoll(s, st.ships, values, ev);
      return;
    case 'deploy': case 'move': case 'place-air': case 'port-strike': case 'uboat-targets': case 'air-targets':
    case 'carrier-intent': case 'surface-fire': case 'disengage': case 'pursue': case 'continue-pursuit': case 'return': case 'over':
      return;
  }
}

