/**
 * The odds of an attack, and what each weapon needs to hit, as its player may reckon them before
 * firing (VAS-ATTACK-NOMINATE: no pre-measuring). The player sees each target at a distance judged
 * to the nearest 5" ("about 20""), so all he knows is that she lies somewhere in the 5" those words
 * cover (17.5" up to 22.5"). Where a range limit of the attack falls inside that stretch (20" long
 * range, 30" extreme range, a weapon's Range, the visibility limits), nothing on the table tells him
 * which side she is on: the odds are then given for each side ("if 20" or less", "if more than 20""),
 * with the modifiers that make them differ; elsewhere once. Each case is reckoned with the target put
 * at a distance inside it along the true line of sight (arcs and aspect as on the table), so no figure
 * depends on more than the judged distance. With the pre-measure house rule, the true distance is used.
 *
 * One source of truth: the terminal's `odds` at the attack prompt and the web client's attack form
 * both ask here, so they agree; the odds are the engine's (odds.ts), the modifiers to-hit.ts's.
 */
import { err, ok, showValue, type Result, type RuleError } from '@salvo/kernel';
import type { FireNomination, ShipId, ShipState, VasState } from '../types';
import { SPOT_RANGE_BAD_WEATHER, SPOT_RANGE_NIGHT } from '../conditions/rules';
import { TORPEDO_RANGE } from '../torpedoes/reach';
import { attackOdds, type AttackOdds } from './odds';
import { planShots } from './plan';
import { weaponReach } from './reach';
import { EXTREME_RANGE, LONG_RANGE, MEASURE_EPS, beyond } from './stages';
import { partText, toHitAt, type ToHit } from './to-hit';
import { validateNominations } from './validate';

/** A distance as judged by eye: the nearest 5", at least 5". */
export const judgedDistance = (d: number): number => Math.max(5, Math.round(d / 5) * 5);

/** What a player who sees a target at true distance `d` knows: "about `shown`"", so somewhere in [lo, hi). */
export interface JudgedSpan {
  readonly shown: number;
  readonly lo: number;
  readonly hi: number;
}

/** The stretch of true distances judged as `d` is (5" judges everything under 7.5"). */
export function judgedSpan(d: number): JudgedSpan {
  const shown = judgedDistance(d);
  return { shown, lo: shown === 5 ? 0 : shown - 2.5, hi: shown + 2.5 };
}

/**
 * Whether a weapon of this reach reaches a target `d` off, as far as the player can tell: 'no' when the
 * whole judged stretch lies beyond it, 'maybe' when part does, 'yes' otherwise; measured under the house rule.
 */
export function reachByEye(d: number, reach: number, preMeasure: boolean): 'yes' | 'maybe' | 'no' {
  if (preMeasure) return beyond(d, reach) ? 'no' : 'yes';
  const { lo, hi } = judgedSpan(d);
  return beyond(lo, reach) ? 'no' : hi > reach + MEASURE_EPS ? 'maybe' : 'yes';
}

const inch = (n: number): string => `${Number.isInteger(n) ? n : n.toFixed(1)}"`;

/** One stretch of the judged distances where what is reckoned stays the same. */
export interface JudgedCase<T> {
  /** How the player tells it: 'if 20" or less', 'if more than 20"'; '' when the distance makes no difference. */
  readonly when: string;
  /** The limit this case ends at (the next case is beyond it); null for the last or only case. */
  readonly upTo: number | null;
  readonly value: T;
}

/** Every distance at which the rules change something for this attacker: the range bands, the visibility limits, her weapons' reaches. */
function limitsOf(attacker: ShipState): number[] {
  const out = new Set([LONG_RANGE, EXTREME_RANGE, SPOT_RANGE_NIGHT, SPOT_RANGE_BAD_WEATHER, TORPEDO_RANGE]);
  for (const w of attacker.roster.weapons) out.add(weaponReach(attacker, w).range);
  return [...out].sort((a, b) => a - b);
}

/** The words for the piece between two cuts (either may be missing). */
function whenOf(below: number | undefined, above: number | undefined): string {
  if (below === undefined && above === undefined) return '';
  if (below === undefined) return `if ${inch(above as number)} or less`;
  if (above === undefined) return `if more than ${inch(below)}`;
  return `if more than ${inch(below)} and no more than ${inch(above)}`;
}

/**
 * Cuts [lo, hi) at the limits inside it (a limit itself is on the near side: "more than" is what the
 * rules count), reckons `f` in the middle of each piece and merges neighbours with the same `key`.
 */
function byStretch<T>(span: JudgedSpan, limits: readonly number[], f: (at: number) => T, key: (v: T) => string): JudgedCase<T>[] {
  const cuts = limits.filter((c) => c > span.lo + MEASURE_EPS && c < span.hi - MEASURE_EPS);
  const edges = [span.lo, ...cuts, span.hi];
  const pieces: { value: T; key: string; top: number | undefined }[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const value = f(((edges[i] as number) + (edges[i + 1] as number)) / 2);
    const k = key(value);
    const top = i < cuts.length ? cuts[i] : undefined;
    const last = pieces[pieces.length - 1];
    if (last && last.key === k) last.top = top;
    else pieces.push({ value, key: k, top });
  }
  return pieces.map((p, i) => ({ when: whenOf(i === 0 ? undefined : pieces[i - 1]?.top, p.top), upTo: p.top ?? null, value: p.value }));
}

/** The state with `target` put `at` inches from `me` along the true line of sight. */
function placedAt(state: VasState, me: ShipState, target: ShipState, at: number): VasState {
  const dx = target.position.x - me.position.x;
  const dy = target.position.y - me.position.y;
  const k = at / Math.hypot(dx, dy);
  const moved = { ...target, position: { x: me.position.x + dx * k, y: me.position.y + dy * k } };
  return { ...state, ships: { ...state.ships, [target.id]: moved } };
}

/** The odds at one target in one case, and the range-bound facts that make this case differ from the others. */
export interface CaseOdds {
  readonly odds: AttackOdds;
  /** E.g. ['long range -1', 'plunging fire +1 to Damage Dice', 'Secondary Armament out of range (Range 14")']; empty when there is one case. */
  readonly why: readonly string[];
}

export interface JudgedOdds {
  readonly target: ShipId;
  /** The judged distance the player sees ("about 20""); null under the pre-measure house rule. */
  readonly shown: number | null;
  /** One case, or one per side of each range limit the judged distance straddles where the odds differ. */
  readonly cases: readonly JudgedCase<CaseOdds>[];
}

/** What is bound to the distance, for the nominations at one target reckoned `at` inches off. */
function factsAt(state: VasState, me: ShipState, target: ShipState, weapons: readonly number[], at: number): string[] {
  const placed = placedAt(state, me, target, at);
  const t = placed.ships[target.id] as ShipState;
  const out = new Set<string>();
  for (const i of weapons) {
    const h = toHitAt(placed, me, i, t, at);
    if (!h) continue;
    if (h.blocked !== null) { out.add(`${me.roster.weapons[i]?.name ?? `weapon ${i}`} ${h.blocked}`); continue; }
    for (const p of h.parts) out.add(partText(p));
    if (h.plunging) out.add('plunging fire +1 to Damage Dice');
  }
  return [...out];
}

/** The shots `planShots` makes at the target, as a key (the distance itself left out). */
function shotsKey(state: VasState, me: ShipState, fire: readonly FireNomination[]): string {
  return JSON.stringify(planShots(state, me, fire, null).map(({ range: _range, ...rest }) => rest));
}

function oddsOne(state: VasState, ship: ShipId, fire: readonly FireNomination[]): AttackOdds {
  const r = attackOdds(state, ship, fire);
  if (!r.ok || !r.value[0]) throw new Error(`odds refused after validation: ${r.ok ? 'no target' : r.error.message}`);
  return r.value[0];
}

/**
 * Odds of `ship` firing `fire` now, per target in order of first nomination, as the player may reckon
 * them (see the header). Refuses what `apply` would refuse (validate.ts codes).
 */
export function judgedAttackOdds(state: VasState, ship: ShipId, fire: readonly FireNomination[], preMeasure: boolean): Result<JudgedOdds[], RuleError> {
  const me = Object.hasOwn(state.ships, ship) ? state.ships[ship] : undefined;
  if (!me) return err({ code: 'ERR_BAD_SHIP', message: `There is no ship ${showValue(ship)}.` });
  const problem = validateNominations(state, me, fire);
  if (problem) return err(problem);
  const out: JudgedOdds[] = [];
  for (const id of new Set(fire.map((n) => n.target))) {
    const t = state.ships[id];
    if (!t) continue;
    const mine = fire.filter((n) => n.target === id);
    const d = Math.hypot(t.position.x - me.position.x, t.position.y - me.position.y);
    if (preMeasure || d === 0) {
      out.push({ target: id, shown: preMeasure ? null : judgedDistance(d), cases: [{ when: '', upTo: null, value: { odds: oddsOne(state, ship, mine), why: [] } }] });
      continue;
    }
    const span = judgedSpan(d);
    const weapons = [...new Set(mine.map((n) => n.weapon))];
    const pieces = byStretch(span, limitsOf(me), (at) => {
      const placed = placedAt(state, me, t, at);
      return { at, facts: factsAt(state, me, t, weapons, at), key: shotsKey(placed, me, mine) };
    }, (v) => `${v.key}|${v.facts.join(';')}`);
    const common = pieces.length === 1 ? new Set(pieces[0]?.value.facts) : new Set(pieces[0]?.value.facts.filter((f) => pieces.every((p) => p.value.facts.includes(f))));
    out.push({
      target: id, shown: span.shown,
      cases: pieces.map((p) => ({
        when: p.when, upTo: p.upTo,
        value: { odds: oddsOne(placedAt(state, me, t, p.value.at), ship, mine), why: pieces.length === 1 ? [] : p.value.facts.filter((f) => !common.has(f)) },
      })),
    });
  }
  return ok(out);
}

/**
 * What `ship`'s weapon `weapon` needs to hit `target`, as the player may reckon it: one case, or one
 * per side of a range limit the judged distance straddles where it differs. Null for an unknown ship or weapon.
 */
export function judgedToHit(state: VasState, ship: ShipId, weapon: number, target: ShipId, preMeasure: boolean): JudgedCase<ToHit>[] | null {
  const me = Object.hasOwn(state.ships, ship) ? state.ships[ship] : undefined;
  const t = Object.hasOwn(state.ships, target) ? state.ships[target] : undefined;
  if (!me || !t || !me.roster.weapons[weapon]) return null;
  const d = Math.hypot(t.position.x - me.position.x, t.position.y - me.position.y);
  const at = (x: number): ToHit | null => toHitAt(placedAt(state, me, t, x), me, weapon, t, x);
  if (preMeasure || d === 0) {
    const h = toHitAt(state, me, weapon, t, d);
    return h ? [{ when: '', upTo: null, value: h }] : null;
  }
  const cases = byStretch(judgedSpan(d), limitsOf(me), at, (h) => JSON.stringify(h));
  return cases.every((c): c is JudgedCase<ToHit> => c.value !== null) ? cases : null;
}

const rollText = (h: ToHit): string => (h.blocked !== null ? h.blocked : h.roll >= 7 ? 'cannot hit (needs 7+)' : `hits on ${h.roll}+`);

/**
 * The to-hit cases in words: "hits on 5+ (Target 5+; beam +1)", or where the distance matters
 * "hits on 5+ if 20" or less, 6+ if more than 20" (Target 5+; beam +1; long range -1 if more than 20")".
 */
export function toHitText(cases: readonly JudgedCase<ToHit>[]): string {
  const live = cases.filter((c) => c.value.blocked === null);
  const first = live[0] ?? cases[0];
  if (!first) return '';
  const outcome = cases.length === 1 ? rollText(first.value) : cases.map((c, i) => {
    const r = rollText(c.value);
    return `${i > 0 && c.value.blocked === null && r.startsWith('hits on ') ? r.slice('hits on '.length) : r} ${c.when}`;
  }).join(', ');
  const texts = live.map((c) => c.value.parts.map(partText));
  const common = (texts[0] ?? []).filter((p) => texts.every((t) => t.includes(p)));
  const varying = live.flatMap((c) => c.value.parts.map(partText).filter((p) => !common.includes(p)).map((p) => `${p} ${c.when}`));
  const mods = live.length === 0 ? [] : [`Target ${first.value.need}+`, ...common, ...varying];
  return mods.length === 0 ? outcome : `${outcome} (${mods.join('; ')})`;
}

/** "Zara is about 20" off: she may be on either side of 20", which may not be measured; the odds are given for each side." Null with one case. */
export function spanNote(targetName: string, o: JudgedOdds): string | null {
  if (o.cases.length < 2 || o.shown === null) return null;
  const cuts = o.cases.flatMap((c) => (c.upTo === null ? [] : [inch(c.upTo)]));
  return `${targetName} is about ${o.shown}" off, and the distance may not be measured: she may be on either side of ${cuts.join(' and ')}, so the odds are given for each.`;
}
