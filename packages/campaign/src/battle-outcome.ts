/**
 * What a battle record says happened (VAS-CAMPAIGN-BATTLE-RECORD, VAS-CAMPAIGN-XP-*): the record is
 * replayed through the engine's checked `apply`; every Destroyed, Crippled and Skeleton Crew event is
 * credited to the ship whose attack was being resolved (the attack nominated, the attack resolution's
 * attacker, a Torpedo Spread's firer, a flight's carrier). Events outside any attack (fires, flooding)
 * credit nobody (docs/rules-decisions.md, VAS-CAMPAIGN-XP-KILL). The record is replayed under the engine
 * rules it was fought under (`recordedSetup`).
 *
 * Campaign rules 4 (rules-version.ts) credit every attack the decision names. Before them the firer of a
 * Torpedo Spread was looked for among the spreads still waiting on the table, which the engine leaves as
 * soon as it starts to resolve one (torpedoes/resolve.ts, `startDueSpread`), and an aircraft attack (the
 * `air` resolution: bombs) was not looked at: no ship's torpedo (nor a flight's) and no bomb was ever
 * credited. A campaign under campaign rules 2 or 3 keeps those credits (`legacyAttackerOf`).
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { setupUnderRules, vas, VAS_RULES_VERSION, type VasAction, type VasSetup, type VasState } from '@salvo/vas';
import type { BattleRecord, CrippleLosses, LedgerCritical } from './types';
import { crippleLossesOf, openCriticals } from './criticals';
import { CURRENT_CAMPAIGN_RULES, playsCampaignRules, type CampaignRulesVersion } from './rules-version';

export type CreditKind = 'destroyed' | 'crippled' | 'skeleton';
export interface Credit { readonly attacker: string; readonly target: string; readonly kind: CreditKind }

export interface ShipAfter {
  readonly damage: number;
  readonly crew: number;
  readonly destroyed: boolean;
  /** Its unrepaired critical hits, carried ones among them (VAS-CAMPAIGN-DAMAGE-CARRIED). */
  readonly criticals: readonly LedgerCritical[];
  /** Crippled at the end: the turrets and traits lost to crippling, carried ones among them; else null. */
  readonly crippleLosses: CrippleLosses | null;
  /** Reduced to a Skeleton Crew during this battle. */
  readonly skeletonReduced: boolean;
  /** Tactical Judgement dice spent in this battle (its `tactical-judgement` events, VAS-TACTICAL-JUDGEMENT). */
  readonly judgementSpent: number;
}

export interface BattleOutcome {
  /** Fleet ids (campaign player ids) the engine declared winners; [] a draw. */
  readonly winners: readonly string[];
  readonly ships: Readonly<Record<string, ShipAfter>>;
  readonly credits: readonly Credit[];
  /** Flights destroyed, or aboard a carrier that was destroyed. */
  readonly flightsLost: readonly { readonly fleet: string; readonly carrier: string | null; readonly aircraft: string; readonly id: string }[];
}

/** A ship's id as it is, a flight's as its carrier's (its XP is the carrier's); a land-based flight's: null. */
function shipOrCarrier(st: VasState, who: string | null): string | null {
  if (who === null || Object.hasOwn(st.ships, who)) return who;
  return st.air.flights.find((f) => f.id === who)?.carrier ?? null;
}

/** `data.field` of a resolution's plain data when it is a text (the engine's resolutions are plain JSON). */
function textField(data: unknown, field: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const v = (data as Record<string, unknown>)[field];
  return typeof v === 'string' ? v : null;
}

/**
 * Campaign rules 4: the ship whose attack `a` resolves in `st`. A Torpedo Spread being resolved carries its
 * firer (`attacker`: a ship, or the flight that dropped it); an aircraft attack carries the bomb run being
 * rolled (`strike.attacker`, the flight). Other steps of the aircraft business (AA fire, dodges, dogfights)
 * damage no ship.
 */
function attackerOf(st: VasState, a: VasAction): string | null {
  const r = st.resolution;
  if (a.type === 'attack') return shipOrCarrier(st, a.ship);
  if (r?.kind === 'attack') return shipOrCarrier(st, r.data.attacker);
  if (r?.kind === 'torpedo') {
    const spread = r.data.spread;
    return shipOrCarrier(st, textField(r.data, 'attacker') ?? st.naval.torpedoes.find((t) => t.id === spread)?.attacker ?? null);
  }
  if (r?.kind === 'air') return shipOrCarrier(st, textField(r.data.strike, 'attacker'));
  return null;
}

/** Campaign rules 2 and 3: as credited then (see the head of this file), so their campaigns replay as they were played. */
function legacyAttackerOf(st: VasState, a: VasAction): string | null {
  let who: string | null = null;
  if (a.type === 'attack') who = a.ship;
  else if (st.resolution?.kind === 'attack') who = st.resolution.data.attacker;
  else if (st.resolution?.kind === 'torpedo') {
    const spread = st.resolution.data.spread;
    who = st.naval.torpedoes.find((t) => t.id === spread)?.attacker ?? null;
  }
  return shipOrCarrier(st, who);
}

const KIND: Readonly<Record<string, CreditKind>> = { 'ship-destroyed': 'destroyed', 'ship-crippled': 'crippled', 'skeleton-crew': 'skeleton' };

/**
 * The setup a battle record replays under: its own, naming the engine rules it was fought under, which are
 * the record's `engineVersion`, or `fought` when it does not say (the campaign's battle rules; the current
 * engine's by default). A setup that names its rules already keeps them.
 */
export function recordedSetup(record: BattleRecord, fought: number = VAS_RULES_VERSION): VasSetup {
  return setupUnderRules(record.setup, record.engineVersion ?? fought) as VasSetup;
}

/**
 * `fought`: the engine version of the battle when the record does not say (see `recordedSetup`). `rules`: the
 * campaign rules of its campaign (rules-version.ts), which say whose attacks are credited (the current ones
 * by default).
 */
export function battleOutcome(record: BattleRecord, fought: number = VAS_RULES_VERSION, rules: CampaignRulesVersion = CURRENT_CAMPAIGN_RULES): Result<BattleOutcome, RuleError> {
  const creditOf = playsCampaignRules({ options: { rulesVersion: rules } }, 4) ? attackerOf : legacyAttackerOf;
  const c = vas.createGame(recordedSetup(record, fought));
  if (!c.ok) return err(ruleError('ERR_CAMPAIGN_BATTLE', `The battle's setup is not valid: ${c.error.message} (VAS-CAMPAIGN-BATTLE-RECORD)`));
  let st = c.value;
  const start = st;
  const credits: Credit[] = [];
  const spent: Record<string, number> = {};
  for (const [i, a] of record.actions.entries()) {
    const who = creditOf(st, a);
    const r = vas.apply(st, a);
    if (!r.ok) return err(ruleError('ERR_CAMPAIGN_BATTLE', `Action ${i} of the battle record is refused by the engine: ${r.error.message} (VAS-CAMPAIGN-BATTLE-RECORD)`, { path: `record.actions[${i}]` }));
    for (const ev of r.value.events) {
      if (ev.type === 'tactical-judgement' && ev.ship !== undefined) spent[ev.ship] = (spent[ev.ship] ?? 0) + Number(ev.data?.spent ?? 0);
      const kind = KIND[ev.type];
      if (!kind || ev.ship === undefined || who === null) continue;
      const target = st.ships[ev.ship];
      const by = st.ships[who];
      if (target && by && st.fleets[target.fleet]?.side !== st.fleets[by.fleet]?.side) credits.push({ attacker: who, target: ev.ship, kind });
    }
    st = r.value.state;
  }
  const p = vas.pending(st);
  if (p.kind !== 'over') return err(ruleError('ERR_CAMPAIGN_BATTLE', 'The battle record stops before the battle is over: fight it to its end. (VAS-CAMPAIGN-BATTLE-RECORD)'));
  const ships: Record<string, ShipAfter> = {};
  for (const id of st.shipOrder) {
    const x = st.ships[id];
    if (!x) continue;
    ships[id] = {
      damage: x.damage, crew: x.crew, destroyed: x.destroyed,
      criticals: openCriticals(x), crippleLosses: crippleLossesOf(x),
      skeletonReduced: x.skeleton && start.ships[id]?.skeleton !== true,
      judgementSpent: spent[id] ?? 0,
    };
  }
  const flightsLost = st.air.flights
    .filter((f) => f.destroyed || (!f.airborne && f.carrier !== null && st.ships[f.carrier]?.destroyed === true))
    .map((f) => ({ fleet: f.fleet, carrier: f.carrier, aircraft: f.profile.name, id: f.id }));
  return ok({ winners: [...p.winners], ships, credits, flightsLost });
}
