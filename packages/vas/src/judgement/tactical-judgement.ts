/**
 * VAS-TACTICAL-JUDGEMENT (Campaigns, Ship Experience): a ship may bring XP Dice into a battle; each
 * one spent re-rolls one die that directly affects the ship: every chance step whose purpose is in
 * JUDGED and whose context names the ship (attack and damage dice by or at it, its Command checks, every
 * die of the damage it takes, its AA and the dodge dice against it, radar, spotting and detection rolls).
 * A roll of one die per ship names each die's ship (`die<i>`): that ship may re-roll that die only.
 * A die is re-rolled at most once (Introduction, Re-Rolls): dice that are already a re-roll
 * (`attack-reroll`) are not offered, and the dice re-rolled here reach the resolution as `fixed`, which
 * no later re-roll rule takes again (attack/consume.ts, torpedoes/resolve.ts).
 *
 * Contract: the dice of such a chance step are held (`state.judgement`) instead of applied while a
 * ship named in the request has re-rolls left; each such ship is asked once, in the order the request
 * names them; re-rolled faces come as a chance step of their own; then the (changed) dice are applied
 * as if rolled so. Nothing is held for a ship without re-rolls: other games are unchanged.
 */
import { ruleError, showValue, type ChanceRequest, type RuleError } from '@salvo/kernel';
import type { HeldRoll, ShipId, ShipState, VasAction, VasEvent, VasState } from '../types';

/**
 * Chance purposes a ship may re-roll, and the context keys naming the ships they directly affect: a ship
 * named under one of these keys may re-roll every die of the request; a ship named under `die<i>` only
 * die i (a radar or spot roll is one die per enemy ship: each such die directly affects that ship too).
 */
const JUDGED: Readonly<Record<string, readonly string[]>> = {
  attack: ['attacker', 'target'],
  damage: ['attacker', 'target'],
  'command-check': ['ship'],
  'damage-control': ['ship'],
  'critical-confirm': ['target'],
  'critical-location': ['target'],
  'critical-effect': ['target'],
  'critical-extra': ['target'],
  'turret-destroyed': ['target'],
  'magazine-turns': ['target'],
  cripple: ['target'],
  fire: ['ship'],
  'fire-control': ['ship'],
  'gun-failure': ['ship'],
  'electrical-failure': ['ship'],
  'torpedo-belt': ['target', 'attacker'],
  aa: ['ship'],
  dodge: ['ship'],
  'radar-detection': ['ship'],
  spotting: ['ship'],
  'friendly-fire': ['ship', 'friend'],
  starshell: ['ship', 'target'],
  'starshell-scatter': ['ship'],
  detection: ['boat'],
  'long-ranged-detection': ['ship'],
};

/** The context key naming the one ship die `i` directly affects (besides the ships named for every die). */
export const dieKey = (i: number): string => `die${i}`;

/** Request context naming, die by die, the one ship each die directly affects (`ships[i]` for die i). */
export function perDie(ships: readonly ShipId[]): Record<string, string> {
  const out: Record<string, string> = {};
  ships.forEach((id, i) => { out[dieKey(i)] = id; });
  return out;
}

const left = (s: ShipState | undefined): number => (s && !s.destroyed ? s.rerolls ?? 0 : 0);

/** The ships `request`'s dice directly affect, in the order they are asked: every-die ships, then per-die ones. */
function candidates(request: ChanceRequest): string[] {
  const keys = Object.hasOwn(JUDGED, request.purpose) ? JUDGED[request.purpose] : undefined;
  const ctx = request.context;
  if (!keys || !ctx) return [];
  const out: string[] = [];
  const add = (id: unknown): void => { if (typeof id === 'string' && !out.includes(id)) out.push(id); };
  for (const k of keys) add(ctx[k]);
  for (let i = 0; i < request.dice; i++) add(ctx[dieKey(i)]);
  return out;
}

/** The indices of `request`'s dice that directly affect `ship` (all of them, or the per-die ones naming it). */
export function judgedDice(request: ChanceRequest | null, ship: ShipId): number[] {
  const keys = request && Object.hasOwn(JUDGED, request.purpose) ? JUDGED[request.purpose] : undefined;
  const ctx = request?.context;
  if (!request || !keys || !ctx) return [];
  const all = Array.from({ length: request.dice }, (_, i) => i);
  if (keys.some((k) => ctx[k] === ship)) return all;
  return all.filter((i) => ctx[dieKey(i)] === ship);
}

/** The next ship that may re-roll some die of `request` (not asked yet, re-rolls left, a die of its own not re-rolled), if any. */
export function nextJudge(state: VasState, request: ChanceRequest, asked: readonly ShipId[], rerolled: readonly number[]): ShipId | undefined {
  if (rerolled.length >= request.dice) return undefined;
  for (const id of candidates(request)) {
    if (!Object.hasOwn(state.ships, id) || asked.includes(id) || left(state.ships[id]) <= 0) continue;
    if (judgedDice(request, id).some((i) => !rerolled.includes(i))) return id;
  }
  return undefined;
}

/** Holds freshly rolled `values` when a ship involved may re-roll; true when held. */
export function holdRoll(draft: VasState, request: ChanceRequest, values: readonly number[]): boolean {
  const ship = nextJudge(draft, request, [], []);
  if (ship === undefined) return false;
  draft.judgement = { values: values.slice(), asked: [ship], rerolled: [], rerolling: null };
  return true;
}

/** The ship deciding now (the last asked), while a held roll awaits its choice. */
export function judgeNow(state: VasState): ShipState | undefined {
  const h = state.judgement;
  if (!h || h.rerolling !== null) return undefined;
  const id = h.asked[h.asked.length - 1];
  return id === undefined ? undefined : state.ships[id];
}

/** The chance step of the faces being re-rolled, or null when none are. */
export function rerollChance(state: VasState, base: ChanceRequest | null): ChanceRequest | null {
  const h = state.judgement;
  if (!h || h.rerolling === null) return null;
  const ship = h.asked[h.asked.length - 1] ?? '';
  const name = state.ships[ship]?.name ?? ship;
  const n = h.rerolling.length;
  return {
    dice: n, sides: base?.sides ?? 6, purpose: 'tactical-judgement',
    label: `Re-roll ${n}d${base?.sides ?? 6} for ${name}'s Tactical Judgement (${base?.label.replace(/[.:\s]+$/, '') ?? 'the held roll'})`,
    context: { ship },
  };
}

export function judgementPrompt(state: VasState, base: ChanceRequest | null): string {
  const h = state.judgement;
  const ship = judgeNow(state);
  if (!h || !ship) return '';
  const own = judgedDice(base, ship.id);
  const dice = h.values.map((v, i) => (h.rerolled.includes(i) ? `${v} (re-rolled)` : own.includes(i) ? `die ${i}: ${v}` : `${v} (not ${ship.name}'s to re-roll)`)).join(', ');
  return `Turn ${state.turn}: ${ship.name} may spend Tactical Judgement (${ship.rerolls ?? 0} left) on ${base?.label.replace(/[.:\s]+$/, '') ?? 'this roll'}, which came up ${dice}: re-roll which dice (by index), or keep them?`;
}

/** Dice the ship deciding now may still re-roll: those that directly affect it, not re-rolled yet. */
export const openDice = (h: HeldRoll, base: ChanceRequest | null, ship: ShipId): number[] =>
  judgedDice(base, ship).filter((i) => i < h.values.length && !h.rerolled.includes(i));

/** Keep, each single die, and (with more re-rolls) as many open dice as the ship may re-roll. */
export function judgementChoices(state: VasState, base: ChanceRequest | null): VasAction[] {
  const h = state.judgement;
  const ship = judgeNow(state);
  if (!h || !ship) return [];
  const dice = openDice(h, base, ship.id);
  const most = dice.slice(0, ship.rerolls ?? 0);
  const out: VasAction[] = [{ type: 'tactical-judgement', ship: ship.id, dice: [] }, ...dice.map((i): VasAction => ({ type: 'tactical-judgement', ship: ship.id, dice: [i] }))];
  if (most.length > 1) out.push({ type: 'tactical-judgement', ship: ship.id, dice: most });
  return out;
}

export function validateJudgement(state: VasState, base: ChanceRequest | null, ship: ShipId, dice: unknown): RuleError | null {
  const h = state.judgement;
  const now = judgeNow(state);
  if (!h || !now || now.id !== ship) return ruleError('ERR_NO_JUDGEMENT', 'That ship has no Tactical Judgement to decide now.', { path: 'ship' });
  const form = `a list of die indices from 0 to ${h.values.length - 1}, each once (empty: keep the dice)`;
  if (!Array.isArray(dice) || dice.some((d) => !Number.isInteger(d)) || new Set(dice).size !== dice.length) {
    return ruleError('ERR_BAD_ACTION', `The field "dice" must be ${form}, not ${showValue(dice)}.`, { path: 'dice' });
  }
  const list = dice as number[];
  if (list.some((d) => d < 0 || d >= h.values.length)) return ruleError('ERR_BAD_ACTION', `The field "dice" must be ${form}.`, { path: 'dice' });
  if (list.some((d) => h.rerolled.includes(d))) return ruleError('ERR_REROLLED_TWICE', 'A die may only be re-rolled once.', { path: 'dice' });
  const own = judgedDice(base, ship);
  if (list.some((d) => !own.includes(d))) return ruleError('ERR_NOT_THIS_SHIPS_DIE', `${now.name} may re-roll only the dice that directly affect her (${own.join(', ')}).`, { path: 'dice' });
  if (list.length > (now.rerolls ?? 0)) return ruleError('ERR_NO_REROLLS', `${now.name} has only ${now.rerolls ?? 0} Tactical Judgement dice left.`, { path: 'dice' });
  return null;
}

/** Starts re-rolling `dice` (a chance step follows); false when the ship keeps the dice. */
export function startReroll(draft: VasState, dice: readonly number[]): boolean {
  const h = draft.judgement;
  if (!h || dice.length === 0) return false;
  h.rerolling = dice.slice().sort((a, b) => a - b);
  return true;
}

/** Puts the re-rolled faces in; spends the ship's dice. */
export function applyReroll(draft: VasState, values: readonly number[]): VasEvent[] {
  const h = draft.judgement;
  if (!h || h.rerolling === null) return [];
  const id = h.asked[h.asked.length - 1] ?? '';
  const ship = draft.ships[id];
  const dice = h.rerolling;
  const before = dice.map((i) => h.values[i] ?? 0);
  dice.forEach((i, k) => { h.values[i] = values[k] ?? h.values[i] ?? 0; });
  const after = dice.map((i) => h.values[i] ?? 0);
  h.rerolled.push(...dice);
  h.rerolling = null;
  if (ship) ship.rerolls = Math.max(0, (ship.rerolls ?? 0) - dice.length);
  const name = ship?.name ?? id;
  return [{
    type: 'tactical-judgement', rule: 'VAS-TACTICAL-JUDGEMENT', ship: id,
    text: `${name} spends ${dice.length} Tactical Judgement ${dice.length === 1 ? 'die' : 'dice'}: ${before.join(', ')} re-rolled to ${after.join(', ')} (${ship?.rerolls ?? 0} left).`,
    data: { dice: dice.slice(), before, after, spent: dice.length, left: ship?.rerolls ?? 0 },
  }];
}
