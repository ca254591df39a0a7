/**
 * Other Duties (VAS-CAMPAIGN-DUTY): the table on 1d6. Not cumulative; a result that cannot apply (a
 * second New Captain, no enemy fleet to raid) is re-rolled. Elite Engineers reach the battle as a check
 * bonus (battle-setup.ts); New Captain stays on the ledger: the engine has no hook for it yet.
 */
import { ok, type Result, type RuleError } from '@salvo/kernel';
import { PRIORITY_LEVELS, fleetList } from '@salvo/data';
import { d6 } from './dice';
import { addShip, alliesOf, listedFor } from './new-ship';
import { refuse } from './refuse';
import { DUTIES, type CampaignEvent, type CampaignPlayer, type CampaignShip, type CampaignState, type Duty, type PlayerId } from './types';

const enemies = (s: CampaignState, p: CampaignPlayer): PlayerId[] => s.playerOrder.filter((id) => id !== p.id && !s.players[id]?.eliminated);

export function dutyApplies(s: CampaignState, p: CampaignPlayer, ship: CampaignShip, duty: Duty): boolean {
  switch (duty) {
    case 'new-captain':
    case 'elite-engineers': return !ship.duties.includes(duty);
    case 'now-you-see-me': return p.initiativeBonus === 0;
    case 'commerce-raid': return enemies(s, p).length > 0;
    case 'diverting-strike': return enemies(s, p).some((id) => s.players[id]?.fapPenalty === 0);
    case 'assistance-rendered': return true;
  }
}

/** The enemy a raid or strike is aimed at: the one named, or the first in turn order. */
function enemyFor(s: CampaignState, p: CampaignPlayer, against: PlayerId | undefined, ok2: (q: CampaignPlayer) => boolean): CampaignPlayer | undefined {
  const pool = enemies(s, p).map((id) => s.players[id]).filter((q): q is CampaignPlayer => q !== undefined && ok2(q));
  return against === undefined ? pool[0] : pool.find((q) => q.id === against);
}

/** The default Assistance Rendered ship: the highest listed class of the player's own list at Raid or below. */
function defaultAssist(p: CampaignPlayer): string | undefined {
  const levels = fleetList(p.nation).filter((l) => PRIORITY_LEVELS.indexOf(l.level) <= PRIORITY_LEVELS.indexOf('Raid')).reverse();
  return levels.flatMap((l) => l.ships)[0]?.class;
}

/** Checks the player's choices before any die is rolled (so a refusal changes nothing). */
export function checkDutyChoices(s: CampaignState, p: CampaignPlayer, against: PlayerId | undefined, cls: string | undefined): Result<true, RuleError> {
  if (against !== undefined && !enemies(s, p).includes(against)) return refuse('VAS-CAMPAIGN-DUTY', 'ERR_CAMPAIGN_PLAYER', `"${against}" is not an enemy fleet still in the campaign.`, 'against');
  if (cls !== undefined) {
    const l = listedFor(alliesOf(p.nation), cls, 'VAS-CAMPAIGN-DUTY');
    if (!l.ok) return l;
    if (PRIORITY_LEVELS.indexOf(l.value.priority) > PRIORITY_LEVELS.indexOf('Raid')) return refuse('VAS-CAMPAIGN-DUTY', 'ERR_CAMPAIGN_CLASS', `Assistance Rendered brings a ship of Raid level or less; ${cls} is ${l.value.priority}.`, 'class');
  }
  return ok(true);
}

/** Rolls on the table until a result applies, and applies it (draft). */
export function rollDuty(s: CampaignState, p: CampaignPlayer, ship: CampaignShip, against: PlayerId | undefined, cls: string | undefined): CampaignEvent[] {
  const rolls: number[] = [];
  let duty: Duty;
  for (;;) {
    const r = d6(s, rolls.length === 0 ? `${ship.name}'s duty` : `${ship.name}'s duty, rolled again`);
    rolls.push(r);
    duty = DUTIES[r - 1] ?? 'new-captain';
    if (dutyApplies(s, p, ship, duty) && (against === undefined || duty !== 'diverting-strike' || s.players[against]?.fapPenalty === 0)) break;
  }
  let text = '';
  switch (duty) {
    case 'new-captain':
    case 'elite-engineers':
      ship.duties.push(duty);
      text = duty === 'new-captain' ? `a legendary captain takes command of ${ship.name}` : `elite engineers join ${ship.name}`;
      break;
    case 'now-you-see-me':
      p.initiativeBonus = 2;
      text = `${ship.name} scouts the region: +2 to ${p.name}'s next initiative`;
      break;
    case 'commerce-raid': {
      const q = enemyFor(s, p, against, () => true);
      const lost = d6(s, `the RR points ${ship.name}'s Commerce Raid takes`);
      if (q) q.rr = Math.max(0, q.rr - lost);
      text = `${ship.name} raids ${q?.name ?? 'the enemy'}'s convoys: ${q?.name ?? 'the enemy'} loses ${lost} RR points`;
      break;
    }
    case 'diverting-strike': {
      const q = enemyFor(s, p, against, (x) => x.fapPenalty === 0);
      if (q) q.fapPenalty = 1;
      text = `${ship.name} strikes deep: ${q?.name ?? 'the enemy'} has one Fleet Allocation Point less in his next battle`;
      break;
    }
    case 'assistance-rendered': {
      const c = cls ?? defaultAssist(p);
      const added = c !== undefined && listedFor(alliesOf(p.nation), c, 'VAS-CAMPAIGN-DUTY').ok ? addShip(s, p, c, undefined) : undefined;
      text = added ? `${ship.name} rescues an allied ship: ${added.name} (${added.class}) joins ${p.name}` : `${ship.name} renders assistance`;
      break;
    }
  }
  return [{ type: 'duty', rule: 'VAS-CAMPAIGN-DUTY', text: `Other Duties roll ${rolls.join(', then ')}: ${text}.`, data: { ship: ship.id, duty, rolls } }];
}
