/**
 * Spending XP Dice in the Ship Experience phase (VAS-CAMPAIGN-XP-SPEND): a ship uses only its own dice.
 * Increase Command (VAS-CAMPAIGN-XP-COMMAND), Repair Ship (VAS-CAMPAIGN-XP-REPAIR), Tactical Judgement
 * (VAS-CAMPAIGN-XP-JUDGEMENT), Refitting (VAS-CAMPAIGN-REFIT), Other Duties (VAS-CAMPAIGN-DUTY).
 * Every check is made before a die is rolled: a refusal leaves the ledger as it was.
 */
import { ok, type Result, type RuleError } from '@salvo/kernel';
import { d6, dice, sum } from './dice';
import { checkDutyChoices, rollDuty } from './duties';
import { applyRefit, effectiveRoster, refitApplies, refitsLeft } from './refit';
import { refuse } from './refuse';
import { shipOf } from './roster';
import { REFITS, type CampaignEvent, type CampaignState, type PlayerId, type Refit, type XpSpend } from './types';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1;

export function spendXp(s: CampaignState, player: PlayerId, shipId: string, spend: XpSpend): Result<CampaignEvent[], RuleError> {
  const p = s.players[player];
  if (s.phase !== 'experience' || !p || p.done) {
    return refuse('VAS-CAMPAIGN-TURN-ORDER', 'ERR_CAMPAIGN_ORDER', `XP Dice are spent in the Ship Experience phase${p?.done ? `, and ${p.name} has finished it this turn` : ''}; the campaign is in the ${s.phase} phase.`);
  }
  const ship = shipOf(p, shipId);
  if (!ship || ship.destroyed) return refuse('VAS-CAMPAIGN-XP-SPEND', 'ERR_CAMPAIGN_SHIP', `${p.name} has no ship "${shipId}" afloat: a ship may only use its own XP Dice.`, 'ship');
  const need = spend.kind === 'command' ? 1 : spend.kind === 'refit' || spend.kind === 'duty' ? 2 : spend.dice;
  const rule = { command: 'VAS-CAMPAIGN-XP-COMMAND', repair: 'VAS-CAMPAIGN-XP-REPAIR', judgement: 'VAS-CAMPAIGN-XP-JUDGEMENT', refit: 'VAS-CAMPAIGN-REFIT', duty: 'VAS-CAMPAIGN-DUTY' }[spend.kind];
  if (!isCount(need)) return refuse(rule, 'ERR_CAMPAIGN_XP', 'Spend a whole number of XP Dice, at least one.', 'spend.dice');
  if (ship.xp < need) return refuse('VAS-CAMPAIGN-XP-SPEND', 'ERR_CAMPAIGN_XP', `${ship.name} has ${ship.xp} XP ${ship.xp === 1 ? 'Die' : 'Dice'}; this needs ${need}.`, 'spend');
  switch (spend.kind) {
    case 'command': {
      if (ship.commandTried === s.turn) return refuse(rule, 'ERR_CAMPAIGN_XP', `${ship.name} has already tried to increase its Command this campaign turn.`);
      ship.xp -= 1;
      ship.commandTried = s.turn;
      const r = d6(s, `${ship.name}'s Command roll`);
      const up = r > ship.command && ship.command < 6;
      if (up) ship.command += 1;
      return ok([{ type: 'xp-command', rule, text: `${ship.name} rolls ${r} against Command ${up ? ship.command - 1 : ship.command}: ${up ? `Command rises to ${ship.command}` : 'no change'}.`, data: { ship: ship.id, roll: r } }]);
    }
    case 'repair': {
      const max = effectiveRoster(ship).damage[0];
      if (ship.damage <= ship.roster.damage[1]) return refuse(rule, 'ERR_CAMPAIGN_XP', `${ship.name} is Crippled: it must await full-scale repairs, not XP Dice.`);
      if (ship.damage >= max) return refuse(rule, 'ERR_CAMPAIGN_XP', `${ship.name} has all its Damage points.`);
      ship.xp -= need;
      const r = dice(s, need, `${ship.name}'s repair with XP Dice`);
      const back = Math.min(max - ship.damage, sum(r) * 5);
      ship.damage += back;
      return ok([{ type: 'xp-repair', rule, text: `${ship.name} rolls ${r.join('+')}: ${back} Damage repaired (${ship.damage} of ${max}).`, data: { ship: ship.id, rolls: r, back } }]);
    }
    case 'judgement':
      ship.xp -= need;
      ship.judgement += need;
      return ok([{ type: 'xp-judgement', rule, text: `${ship.name} keeps ${need} XP ${need === 1 ? 'Die' : 'Dice'} as Tactical Judgement re-rolls (${ship.judgement} in all).`, data: { ship: ship.id } }]);
    case 'refit': {
      if (refitsLeft(ship).length === 0) return refuse(rule, 'ERR_CAMPAIGN_XP', `No refit on the table can still apply to ${ship.name}.`);
      ship.xp -= 2;
      const rolls: number[] = [];
      let refit: Refit;
      do {
        const r = d6(s, rolls.length === 0 ? `${ship.name}'s refit` : `${ship.name}'s refit, rolled again`);
        rolls.push(r);
        refit = REFITS[r - 1] ?? 'radar';
      } while (!refitApplies(ship, refit));
      applyRefit(ship, refit);
      return ok([{ type: 'refit', rule, text: `Refit roll ${rolls.join(', then ')}: ${ship.name} gets ${refit.replace(/-/g, ' ')}.`, data: { ship: ship.id, refit, rolls } }]);
    }
    case 'duty': {
      const c = checkDutyChoices(s, p, spend.against, spend.class);
      if (!c.ok) return c;
      ship.xp -= 2;
      return ok(rollDuty(s, p, ship, spend.against, spend.class));
    }
  }
}
