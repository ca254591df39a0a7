/**
 * The campaign ledger in a reader's words for the page: what the campaign waits for (and the terminal command
 * that gives it, since the page only shows the ledger), the phases by the rules' names, and each engagement
 * with a secret Priority Level modifier shown only as "given" until the level is rolled, as `salvo campaign
 * status` does.
 */
import { availableTargets, battleFor, campaignMap, campaignPending, capital, describeCritical, engagementStrengths, targetName, sails, describeCrippleLosses, effectiveRoster, type CampaignPending, type CampaignPhase, type CampaignShip, type CampaignState, type Engagement } from '@salvo/campaign';
import type { VasStrength } from '@salvo/bots';
import { scenarioById } from '../scenario/catalog';

/** A campaign scenario's name as the rules give it ("Convoy Duty"), from its id. */
export const scenarioName = (id: string | null): string => (id === null ? 'a scenario' : (scenarioById(id)?.name ?? id));

const who = (s: CampaignState, id: string): string => s.players[id]?.name ?? id;
const both = (s: CampaignState, ids: readonly string[]): string => ids.map((id) => who(s, id)).join(' and ');

export const PHASE_NAME: Record<CampaignPhase, string> = {
  swap: 'Command swaps',
  targets: 'Strategic Targets',
  engagements: 'Engagements',
  experience: 'Ship Experience',
  repairs: 'Repairs and Reinforcements',
  over: 'the campaign is over',
};

/** What the campaign waits for, and the `salvo campaign` command that moves it on. */
export function pendingWords(s: CampaignState, p: CampaignPending = campaignPending(s)): { now: string; command: string | null } {
  switch (p.kind) {
    case 'over': return { now: p.winner ? `The campaign is over: ${who(s, p.winner)} has won.` : 'The campaign is over.', command: null };
    case 'swap': return { now: `${both(s, p.players)} may swap two ships' Command.`, command: 'salvo campaign next <file> --player <id> --swap <ship>,<ship> (or --pass)' };
    case 'select': return { now: `${who(s, p.player)} nominates a Strategic Target.`, command: 'salvo campaign next <file> --target <id> (or --pass)' };
    case 'challenge': return { now: `${who(s, p.player)} may challenge ${who(s, p.by)} for ${targetName(s, p.target)}.`, command: 'salvo campaign next <file> --challenge (or --no-challenge)' };
    case 'prepare': return { now: `${capital(battleFor(s, p.engagement))}: ${both(s, p.players)} ${p.players.length === 1 ? 'marks' : 'mark'} a secret Priority Level modifier.`, command: 'salvo campaign next <file> --player <id> --modifier <-3..3> [--night]' };
    case 'fleet': return { now: `${capital(battleFor(s, p.engagement))}: ${both(s, p.players)} ${p.players.length === 1 ? 'chooses' : 'choose'} the ships that sail.`, command: 'salvo campaign next <file> --player <id> --ships <id,id,...|none>' };
    case 'battle': return { now: `${capital(battleFor(s, p.engagement))} is ready to be fought.`, command: 'salvo campaign battle <file> (bots fight it) or --record <record.json>' };
    case 'spend': return { now: `${PHASE_NAME[p.phase]}: ${both(s, p.players)} may spend, then say done.`, command: 'salvo campaign spend <file> … then salvo campaign next <file> --player <id> --done' };
  }
}

/**
 * How far a player is from VAS-CAMPAIGN-VICTORY: "Regia Marina holds 2 of the 14 it must hold (all 15 but Alexandria,
 * an enemy Home Port)". An enemy's Home Port is not needed while its fleet survives (VAS-CAMPAIGN-HOME-PORT), so
 * the count is of the targets available to the player, and the ones left out are named.
 */
export function holdsWords(s: CampaignState, id: string): string {
  const want = availableTargets(s, id);
  const held = want.filter((t) => s.owners[t] === id).length;
  const all = campaignMap(s.map)?.targets ?? [];
  const out = all.filter((t) => !want.includes(t.id)).map((t) => t.name);
  const why = out.length === 0 ? '' : ` (all ${all.length} but ${out.join(' and ')}, ${out.length === 1 ? 'an enemy Home Port' : 'enemy Home Ports'})`;
  return `${who(s, id)} holds ${held} of the ${want.length} it must hold${why}`;
}

/**
 * The note beside "Let the bots fight it": which bot plays each fleet (engagementStrengths: a person's fleet at the
 * strength of the bot it meets, so both sides are played alike). `seats`: player id to bot strength, a person absent.
 */
export function botBattleNote(s: CampaignState, e: Engagement, seats: Readonly<Record<string, VasStrength | undefined>>): string {
  const { strengths, from } = engagementStrengths(e, seats);
  const a = strengths[e.attacker];
  const d = strengths[e.defender];
  const played = a === d
    ? `Both fleets are played by the ${a ?? ''} bot${from !== null ? ` (${who(s, from)}'s strength)` : ''}, so neither side is played better than the other`
    : `${who(s, e.attacker)} is played by the ${a ?? ''} bot and ${who(s, e.defender)} by the ${d ?? ''} bot`;
  return `${played}, as salvo campaign battle does. The battle can be watched afterwards.`;
}

/** One side of an engagement: its modifier as far as it may be known, and the ships it sent. */
export function sideWords(s: CampaignState, e: Engagement, id: string): string {
  const sd = e.sides[id];
  const mod = sd?.modifier === null ? 'modifier not given yet' : e.level === null ? 'modifier given (secret until the level is rolled)' : `modifier ${sd?.modifier ?? 0}`;
  const ships = sd?.ships ? `; ships: ${sd.ships.map((x) => s.players[id]?.ships.find((sh) => sh.id === x)?.name ?? x).join(', ') || 'none'}` : '';
  return `${who(s, id)} (${mod}${ships})`;
}

/** "Blockade at Raid, good weather, by day" once generated; "" before. */
export function battleWords(e: Engagement): string {
  if (e.level === null) return '';
  return `${scenarioName(e.scenario)} at Priority Level ${e.level}, ${e.weather === 'bad' ? 'Bad Weather' : 'good weather'}, ${e.night ? 'at night' : 'by day'}`;
}

export function resultWords(s: CampaignState, e: Engagement): string {
  if (!e.result) return 'not fought yet';
  return `${e.result.winner ? `won by ${who(s, e.result.winner)}` : 'a draw'}${e.result.forfeit ? ' without a battle' : ''}`;
}

/**
 * A ship offered to sail, with what it would take into the battle (VAS-CAMPAIGN-DAMAGE-CARRIED): Damage and
 * Crew left, Crippled or a Skeleton Crew, the critical hits in force there (VAS-SETUP-CRITICALS) and the
 * turrets and traits lost to crippling (VAS-SETUP-CRIPPLE-LOSSES).
 */
export function sailingWords(x: CampaignShip): string {
  const r = effectiveRoster(x);
  const state = [x.damage <= r.damage[1] ? 'Crippled' : '', x.crew <= r.crew[1] ? 'a Skeleton Crew' : ''].filter(Boolean).join(', ');
  const hits = x.criticals.filter(sails).map((c) => describeCritical(x, c));
  const lost = x.damage <= r.damage[1] ? describeCrippleLosses(x) : '';
  return [
    `${x.name} (${x.class}, ${x.roster.priority}), Damage ${x.damage}/${r.damage[0]}, Crew ${x.crew}/${r.crew[0]}${state ? ` (${state})` : ''}, Command ${x.command}`,
    hits.length > 0 ? `sails with ${hits.join(', ')}` : '',
    lost,
  ].filter(Boolean).join('; ');
}
