/**
 * The campaign ledger as text for the terminal. Secret information stays secret: a Priority Level
 * modifier handed in is shown only as "given" until the level is rolled (then both are revealed).
 */
import { battleFor, campaignMap, campaignPending, capital, targetName, civilianCondition, describeCritical, describeCrippleLosses, effectiveRoster, type CampaignPending, type CampaignState } from '@salvo/campaign';
import { crewQualityName } from '@salvo/data';

const name = (s: CampaignState, id: string): string => s.players[id]?.name ?? id;

/**
 * What the campaign waits for, and the command that gives it. `bots` (the file's seats: player id to strength):
 * when the step waits on a bot, the sentence says so and names `--auto`, which plays the bots' part.
 */
export function pendingText(s: CampaignState, p: CampaignPending = campaignPending(s), bots: Readonly<Record<string, string>> = {}): string {
  const waiting = 'player' in p ? [p.player] : 'players' in p ? p.players : [];
  const botsHere = waiting.filter((id) => bots[id] !== undefined);
  const text = stepText(s, p);
  if (botsHere.length === 0 || p.kind === 'battle' || p.kind === 'over') return text;
  const who = botsHere.map((id) => `${name(s, id)} is a bot (${bots[id] ?? ''})`).join('; ');
  return `${text}. ${who}: salvo campaign next <file> --auto plays its part.`;
}

function stepText(s: CampaignState, p: CampaignPending): string {
  switch (p.kind) {
    case 'over': return p.winner ? `The campaign is over: ${name(s, p.winner)} has won.` : 'The campaign is over.';
    case 'swap': return `Waiting for ${p.players.map((id) => name(s, id)).join(' and ')} to swap two ships' Command or not: salvo campaign next <file> --player <id> --swap <ship>,<ship> | --pass`;
    case 'select': return `${name(s, p.player)} nominates a Strategic Target: salvo campaign next <file> --target <id> | --pass`;
    case 'challenge': return `${name(s, p.player)} may challenge ${name(s, p.by)} for ${targetName(s, p.target)}: salvo campaign next <file> --challenge | --no-challenge`;
    case 'prepare': return `${capital(battleFor(s, p.engagement))}: ${p.players.map((id) => name(s, id)).join(' and ')} ${p.players.length === 1 ? 'marks' : 'mark'} a secret modifier: salvo campaign next <file> --player <id> --modifier <-3..3> [--night]`;
    case 'fleet': return `${capital(battleFor(s, p.engagement))}: ${p.players.map((id) => name(s, id)).join(' and ')} ${p.players.length === 1 ? 'chooses' : 'choose'} ships: salvo campaign next <file> --player <id> --ships <id,id,...|none>`;
    case 'battle': return `${capital(battleFor(s, p.engagement))} is ready: salvo campaign battle <file> (bots fight it) or --record <record.json>`;
    case 'spend': return `${p.phase === 'experience' ? 'Ship Experience' : 'Repairs and Reinforcements'}: ${p.players.map((id) => name(s, id)).join(' and ')} may spend (salvo campaign spend <file> ...), then: salvo campaign next <file> --player <id> --done`;
  }
}

export function statusText(s: CampaignState, bots: Readonly<Record<string, string>> = {}): string[] {
  const map = campaignMap(s.map);
  const out: string[] = [`${map?.name ?? s.map} (a Salvo design) - campaign turn ${s.turn}, ${s.phase} phase.${s.table ? ' Table mode: the players roll every die (--roll).' : ''}`];
  if (s.initiative.length > 0) out.push(`Initiative: ${s.initiative.map((id) => `${name(s, id)} (${s.initiativeRolls[id] ?? '-'})`).join(', ')}.`);
  out.push('Strategic Targets:');
  for (const t of map?.targets ?? []) {
    const marks = [t.homePort ? `Home Port: ${t.homePort}` : '', t.supplyLine ? 'Supply Line' : ''].filter(Boolean).join(', ');
    out.push(`  ${t.id.padEnd(15)} ${t.name}${marks ? ` [${marks}]` : ''}: ${s.owners[t.id] ? name(s, s.owners[t.id] ?? '') : 'unoccupied'}`);
  }
  for (const id of s.playerOrder) {
    const p = s.players[id];
    if (!p) continue;
    out.push(`${p.name} (${id}, ${p.nation})${p.eliminated ? ' - defeated' : ''}: ${p.rr} RR points${p.initiativeBonus ? `, +${p.initiativeBonus} initiative next turn` : ''}${p.fapPenalty ? ', -1 Fleet Allocation Point next battle' : ''}.`);
    for (const x of p.ships) {
      if (x.destroyed) { out.push(`  ${x.id}: ${x.name} - destroyed`); continue; }
      const r = effectiveRoster(x);
      const notes = [
        `${x.class}, ${x.roster.priority}`, `Command ${x.command} ${crewQualityName(x.command)}`, `Damage ${x.damage}/${r.damage[0]}`, `Crew ${x.crew}/${x.roster.crew[0]}`,
        `${x.xp} XP`, x.judgement ? `${x.judgement} re-rolls` : '', x.criticals.length ? `critical hits: ${x.criticals.map((c) => describeCritical(x, c, true)).join(', ')}` : '', describeCrippleLosses(x),
        x.refits.length ? `refits: ${x.refits.join(', ')}` : '', x.duties.length ? `duties: ${x.duties.join(', ')}` : '',
        x.flights.length ? `flights: ${x.flights.map((f) => `${f.count} ${f.aircraft}`).join(', ')}` : '', x.awayUntil !== null ? `away until turn ${x.awayUntil}` : '',
      ].filter(Boolean);
      out.push(`  ${x.id}: ${x.name} (${notes.join('; ')})`);
    }
    for (const c of p.civilians ?? []) out.push(`  ${c.id}: ${c.name} (merchantman; ${c.destroyed ? 'destroyed' : civilianCondition(c)})`);
    if (p.spareFlights.length) out.push(`  spare flights: ${p.spareFlights.map((f) => `${f.count} ${f.aircraft}`).join(', ')}`);
  }
  for (const e of s.engagements) {
    const side = (id: string) => {
      const sd = e.sides[id];
      const mod = sd?.modifier === null ? 'modifier not given' : e.level === null ? 'modifier given' : `modifier ${sd?.modifier ?? 0}`;
      return `${name(s, id)} (${mod}${sd?.ships ? `; ships: ${sd.ships.join(', ') || 'none'}` : ''})`;
    };
    const gen = e.level === null ? '' : ` - ${e.scenario ?? ''} at ${e.level}, ${e.weather === 'bad' ? 'Bad Weather' : 'good weather'}, ${e.night ? 'night' : 'day'}`;
    const res = e.result ? ` - ${e.result.winner ? `won by ${name(s, e.result.winner)}` : 'a draw'}${e.result.forfeit ? ' without a battle' : ''}` : '';
    out.push(`${capital(battleFor(s, e))}: ${side(e.attacker)} attacks ${side(e.defender)}${gen}${res}.`);
  }
  out.push(pendingText(s, campaignPending(s), bots));
  return out;
}
