/**
 * The battle of an engagement as a Victory at Sea setup (VAS-CAMPAIGN-BATTLE-RECORD): the generated
 * generic scenario (@salvo/scenarios: deployment zones, edges, Victory Points, its rules) at the generated
 * level, the nominating player as its attacker, ships placed automatically in their zones, seeded with
 * the seed drawn when both fleets were chosen. On top of the scenario's plan the campaign's own values
 * apply: its weather and night rolls, each ship's ledger id, name, Command, refitted roster, carried
 * Damage and Crew (VAS-SETUP-CARRIED) and lasting critical hits (VAS-SETUP-CRITICALS) and crippling losses (VAS-SETUP-CRIPPLE-LOSSES), Elite Engineers and Superior Rudder Control (VAS-SETUP-CHECK-BONUS), the XP Dice kept for Tactical Judgement (VAS-TACTICAL-JUDGEMENT, at most 99), a New Captain (VAS-NEW-CAPTAIN), and the campaign's battle length when shorter than the scenario's. The setup names the engine rules of the
 * campaign's rules version when they are older than the engine's (rules-version.ts).
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { planBattle, planToSetup } from '@salvo/scenarios';
import type { VasSetup } from '@salvo/vas';
import { effectiveRoster, radarRefitted } from './refit';
import { fleetFileOf, scenarioOf } from './scenario';
import { airOf } from './roster';
import { sailingCriticals, sailingCrippleLosses } from './criticals';
import { battleUnderRules } from './rules-version';
import { battleFor, capital } from './words';
import type { Detachment } from './carrier-air';
import type { CampaignShip, CampaignSquadron, CampaignState, Engagement, PlayerId } from './types';

export interface CampaignBattle {
  readonly setup: VasSetup;
  /** Battle fleet id -> campaign player. */
  readonly players: Readonly<Record<string, PlayerId>>;
}

export function campaignBattle(s: CampaignState, e: Engagement): Result<CampaignBattle, RuleError> {
  if (e.scenario === null || e.level === null || e.seed === null) return err(ruleError('ERR_CAMPAIGN_ORDER', `${capital(battleFor(s, e))} is not ready to be fought. (VAS-CAMPAIGN-TURN-ORDER)`));
  const sc = scenarioOf(e.scenario);
  const fleets = [e.attacker, e.defender].map((id) => fleetFileOf(s, e, id, e.sides[id]?.ships ?? [], sc));
  const plan = planBattle(sc, { seed: e.seed, level: e.level, fleets, attacker: 0 });
  if (!plan.ok) return err(ruleError('ERR_CAMPAIGN_BATTLE', `${sc.name} cannot be set up: ${plan.problems.map((p) => p.message).join(' ')} (VAS-CAMPAIGN-BATTLE-RECORD)`));
  const base = planToSetup(plan.value);
  const ledger = new Map<string, CampaignShip>();
  for (const id of [e.attacker, e.defender]) for (const x of s.players[id]?.ships ?? []) ledger.set(x.id, x);
  const setup: VasSetup = {
    ...base,
    fleets: base.fleets.map((f) => ({
      ...f,
      ships: f.ships.map((sh) => {
        const x = ledger.get(sh.id);
        if (!x) return sh;
        const { class: _cls, ...rest } = sh;
        const checkBonus = { ...(x.duties.includes('elite-engineers') ? { damageControl: 1 } : {}), ...(x.refits.includes('superior-rudder') ? { comeAbout: 1 } : {}) };
        const judgement = Math.min(99, x.judgement);
        const criticals = sailingCriticals(x);
        const crippleLosses = sailingCrippleLosses(x);
        return { ...rest, name: x.name, roster: effectiveRoster(x), command: x.command, damage: x.damage, crew: x.crew, ...(criticals.length > 0 ? { criticals } : {}), ...(crippleLosses ? { crippleLosses } : {}), ...(Object.keys(checkBonus).length > 0 ? { checkBonus } : {}), ...(judgement > 0 ? { tacticalJudgement: judgement } : {}), ...(x.duties.includes('new-captain') ? { newCaptain: true } : {}), ...(radarRefitted(x) ? { radarRefit: true } : {}) };
      }),
    })),
    options: { ...base.options, weather: e.weather ?? 'good', night: e.night ?? false, maxTurns: Math.min(base.options?.maxTurns ?? 12, s.options.battleTurns ?? Infinity) },
  };
  const players: Record<string, PlayerId> = {};
  plan.value.players.forEach((p, i) => { players[p.fleetId] = i === 0 ? e.attacker : e.defender; });
  return ok({ setup: battleUnderRules(s, withLedgerAir(s, e, setup, players)), players });
}

/** The ledger squadron (VAS-CAMPAIGN-LAND-AIR) a land-based flight of the battle belongs to, by its id `<fleet>-sq<n>-<k>`. */
export function squadronOfFlight(s: CampaignState, e: Engagement, player: PlayerId, flightId: string): { squadron: CampaignSquadron | Detachment; k: number } | undefined {
  const m = /-sq(\d+)-(\d+)$/.exec(flightId);
  const p = s.players[player];
  if (!m || !p) return undefined;
  const chosen = (e.sides[player]?.ships ?? []).flatMap((id) => airOf(p, id) ?? []);
  const squadron = chosen[Number(m[1]) - 1];
  return squadron ? { squadron, k: Number(m[2]) } : undefined;
}

/**
 * The ledger's air and merchantmen on the planned setup: a squadron that has lost flights flies only those
 * it has left (the rest of its flights, and their Victory Points, leave the battle); civilian ships carry
 * their ledger names (VAS-CAMPAIGN-CIVILIANS) and the Damage and Crew they kept (VAS-CAMPAIGN-CIVILIAN-DAMAGE).
 */
function withLedgerAir(s: CampaignState, e: Engagement, setup: VasSetup, players: Readonly<Record<string, PlayerId>>): VasSetup {
  const keep = (fleet: string, id: string): boolean => {
    const pid = players[fleet];
    const hit = pid === undefined ? undefined : squadronOfFlight(s, e, pid, id);
    return !hit || hit.k <= hit.squadron.flights;
  };
  const civilianOf = (fleet: string, id: string) => s.players[players[fleet] ?? '']?.civilians?.find((c) => c.id === id);
  const scoring = setup.scenario?.scoring;
  return {
    ...setup,
    fleets: setup.fleets.map((f) => ({
      ...f,
      ships: f.ships.map((sh) => {
        const c = sh.civilian ? civilianOf(f.id, sh.id) : undefined;
        // VAS-CAMPAIGN-CIVILIAN-DAMAGE: a merchantman sails with the Damage and Crew it kept.
        const hits = c ? sailingCriticals({ criticals: c.criticals ?? [] }) : [];
        return c ? { ...sh, name: c.name, ...(c.damage !== undefined ? { damage: c.damage } : {}), ...(c.crew !== undefined ? { crew: c.crew } : {}), ...(hits.length > 0 ? { criticals: hits } : {}) } : sh;
      }),
      ...(f.flights ? { flights: f.flights.filter((fl) => fl.carrier !== undefined || keep(f.id, fl.id)) } : {}),
    })),
    ...(setup.scenario && scoring ? {
      scenario: {
        ...setup.scenario,
        scoring: Object.fromEntries(Object.entries(scoring).map(([fleet, sc]) => [fleet, sc.squadrons ? { ...sc, squadrons: sc.squadrons.map((q) => ({ ...q, flights: q.flights.filter((id) => keep(fleet, id)) })).filter((q) => q.flights.length > 0) } : sc])),
      },
    } : {}),
  };
}
