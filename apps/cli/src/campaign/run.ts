/**
 * The `salvo campaign` subcommands as functions: (file, options) -> { code, out, err }. Every refusal
 * is one sentence naming the rule, exit 1, and the campaign file is left exactly as it was.
 */
import { existsSync } from 'node:fs';
import { seedRng, type RuleError } from '@salvo/kernel';
import { isVasStrength, type VasStrength } from '@salvo/bots';
import { autoplay, battleFor, campaignBattle, capital, engagementStrengths, campaignBotAction, EXAMPLE_FLEETS, fightEngagement, groupDice, campaignPending, newCampaign, type CampaignAction, type CampaignEvent, type CampaignSetup, type RrSpend, type XpSpend } from '@salvo/campaign';
import { readInputJson } from '../data/read-input';
import { writeJsonFile } from '../io/json-file';
import type { CliRun } from '../commands/ships';
import { applyAndSave, loadCampaign, saveCampaign, type LoadedCampaign } from './file-io';
import { pendingText, statusText } from './status-text';

const fail = (message: string, code = 1): CliRun => ({ code, out: [], err: [message] });
const told = (events: readonly CampaignEvent[], extra: string[] = []): string[] => [...events.map((e) => `${e.text} [${e.rule}]`), ...extra];

/**
 * `--roll 3,5,2`: the dice rolled at the table (VAS-CAMPAIGN-TABLE-DICE), or a sentence why not. Commas
 * or spaces between them; the engine checks that they are exactly the dice the step rolls.
 */
export function parseRoll(v: string | undefined): readonly number[] | undefined | string {
  if (v === undefined) return undefined;
  const parts = v.split(/[\s,]+/).filter((x) => x !== '');
  const bad = parts.find((x) => !/^[1-6]$/.test(x));
  if (parts.length === 0 || bad !== undefined) return `--roll takes the dice you rolled, each 1 to 6, separated by commas (e.g. --roll 3,5,2)${bad !== undefined ? `; "${bad}" is not a die` : ''}.`;
  return parts.map(Number);
}

/** A refusal as the terminal shows it: a step that rolls at the table says how to give the dice. */
function refused(e: RuleError, typed: readonly number[] | undefined): CliRun {
  if (e.code !== 'ERR_CAMPAIGN_DICE') return fail(e.message);
  const asked = (e.details as { asked?: unknown } | undefined)?.asked;
  if (!Array.isArray(asked) || asked.length === 0) return fail(e.message);
  if (typed === undefined) return fail(diceToRoll(asked.map(String), 'run the command again').join('\n'));
  if (asked.length <= typed.length) return fail(e.message);
  // The dice typed call for more (a tie rolled again): what to roll next, and the --roll that carries on.
  const more = asked.slice(typed.length).map(String);
  const n = more.length;
  return fail([
    e.message,
    `Your dice call for ${n === 1 ? 'one more die' : `${n} more dice`}:`, ...groupDice(more).map((g) => `  ${g.n}d6  ${g.what}`),
    `Roll ${n === 1 ? 'it' : 'them'} and run the command again with --roll ${typed.join(',')} followed by ${n === 1 ? 'that die' : `those ${n} dice in this order`}.`,
  ].join('\n'));
}

/** What a step rolls at the table, a line per roll, and how to give the dice. */
function diceToRoll(asked: readonly string[], then: string): string[] {
  const n = asked.length;
  return [
    `This step rolls ${n} ${n === 1 ? 'die' : 'dice'} at the table (VAS-CAMPAIGN-TABLE-DICE):`, ...groupDice(asked).map((g) => `  ${g.n}d6  ${g.what}`),
    `Roll ${n === 1 ? 'it' : 'them'} and ${then} with --roll and the ${n === 1 ? 'die' : `${n} dice in this order`}, e.g. --roll ${[4, 2, 6].slice(0, Math.min(n, 3)).join(',')}${n > 3 ? ',...' : ''}`,
  ];
}

/** `--fleet p1=example:royal-navy-med`: one of Salvo's example starting fleets instead of a file. */
const EXAMPLE = 'example:';

export interface NewOptions { map?: string; fleet?: string[]; seed?: string; bot?: string[]; battleTurns?: string; carry?: string; force?: boolean; table?: boolean; roll?: string }

/** `id=value` pairs of a repeated option. */
function pairs(list: readonly string[] | undefined, what: string): Map<string, string> | string {
  const out = new Map<string, string>();
  for (const item of list ?? []) {
    const i = item.indexOf('=');
    if (i <= 0) return `${what} is given as <player>=<value>, e.g. rn=royal-navy.json; not "${item}".`;
    out.set(item.slice(0, i), item.slice(i + 1));
  }
  return out;
}

export function runNew(path: string, o: NewOptions): CliRun {
  if (existsSync(path) && !o.force) return fail(`${path} already exists: choose another file, or add --force to start over.`, 2);
  const fleets = pairs(o.fleet, '--fleet');
  if (typeof fleets === 'string') return fail(fleets, 2);
  const bots = pairs(o.bot, '--bot');
  if (typeof bots === 'string') return fail(bots, 2);
  const seats: Record<string, VasStrength> = {};
  for (const [id, strength] of bots) {
    if (!isVasStrength(strength)) return fail(`--bot ${id}=${strength}: the strength is random, easy, normal or hard.`, 2);
    if (!fleets.has(id)) return fail(`--bot ${id}: there is no --fleet ${id}=<file>.`, 2);
    seats[id] = strength;
  }
  const players: { id: string; fleet: unknown }[] = [];
  for (const [id, file] of fleets) {
    if (file.startsWith(EXAMPLE)) {
      const example = EXAMPLE_FLEETS.find((f) => f.id === file.slice(EXAMPLE.length));
      if (!example) return fail(`--fleet ${id}=${file}: there is no example fleet "${file.slice(EXAMPLE.length)}"; the example fleets are ${EXAMPLE_FLEETS.map((f) => `${EXAMPLE}${f.id} (${f.fleet.name}, ${f.map})`).join(', ')}.`, 2);
      players.push({ id, fleet: example.fleet });
      continue;
    }
    const read = readInputJson(file, 'fleet file');
    if (!read.ok) return fail(read.error);
    players.push({ id, fleet: read.value });
  }
  const battleTurns = o.battleTurns === undefined ? undefined : Number(o.battleTurns);
  const carry = o.carry;
  if (carry !== undefined && carry !== 'all' && carry !== 'points') return fail(`--carry is all (Damage, Crew, critical hits and crippling losses) or points (Damage and Crew only), not "${carry}".`, 2);
  const options: NonNullable<CampaignSetup['options']> = { ...(battleTurns !== undefined ? { battleTurns } : {}), ...(carry === 'all' || carry === 'points' ? { carried: carry } : {}) };
  const roll = parseRoll(o.roll);
  if (typeof roll === 'string') return fail(roll, 2);
  const setup: CampaignSetup = {
    seed: o.seed ?? 1, map: o.map ?? 'mediterranean', players, ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(o.table ? { table: true } : {}), ...(roll !== undefined ? { dice: roll } : {}),
  };
  const r = newCampaign(setup);
  if (!r.ok) {
    const dice = r.error.problems.find((p) => p.code === 'ERR_CAMPAIGN_DICE');
    if (dice) return refused(dice, roll);
    return fail(r.error.problems.map((p) => `${p.path ? `${p.path}: ` : ''}${p.message}`).join('\n'));
  }
  const w = saveCampaign(path, setup, [], r.value, seats);
  if (!w.ok) return fail(w.error.message);
  const how = roll !== undefined ? 'from the dice you rolled' : 'by Salvo';
  return { code: 0, out: [`Campaign ${path} begins: every ship's Command has been rolled ${how} (VAS-CAMPAIGN-START-COMMAND).${o.table ? ' Table mode: every die of the campaign is yours to roll and type with --roll.' : ''}`, ...statusText(r.value, seats)], err: [] };
}

export function runStatus(path: string, o: { json?: boolean }): CliRun {
  const l = loadCampaign(path);
  if (!l.ok) return fail(l.error.message);
  if (o.json) return { code: 0, out: [JSON.stringify({ state: l.value.file.state, pending: campaignPending(l.value.file.state) }, null, 2)], err: [] };
  return { code: 0, out: statusText(l.value.file.state, l.value.seats), err: [] };
}

export interface NextOptions { player?: string; target?: string; pass?: boolean; challenge?: boolean; swap?: string; modifier?: string; night?: boolean; ships?: string; done?: boolean; auto?: boolean; until?: string; roll?: string }

/** The decision the options give for what the campaign waits for (or a sentence why not). */
function decision(l: LoadedCampaign, o: NextOptions): CampaignAction | string | null {
  const s = l.file.state;
  const p = campaignPending(s);
  const who = o.player ?? ('player' in p ? p.player : 'players' in p ? p.players[0] : undefined) ?? '';
  const given = [o.target, o.pass, o.challenge, o.swap, o.modifier, o.ships, o.done].some((x) => x !== undefined);
  if (!given) return null;
  switch (p.kind) {
    case 'over': return pendingText(s);
    case 'battle': return `${pendingText(s)} (VAS-CAMPAIGN-TURN-ORDER)`;
    case 'swap': return o.swap !== undefined ? { type: 'swap', player: who, ships: (o.swap.split(',') as [string, string]) } : o.pass ? { type: 'swap', player: who, ships: null } : `Now: ${pendingText(s)}`;
    case 'select': return o.target !== undefined ? { type: 'select', player: who, target: o.target } : o.pass ? { type: 'select', player: who, target: null } : `Now: ${pendingText(s)}`;
    case 'challenge': return o.challenge !== undefined ? { type: 'challenge', player: who, accept: o.challenge } : `Now: ${pendingText(s)}`;
    case 'prepare': return o.modifier !== undefined ? { type: 'prepare', player: who, engagement: p.engagement, modifier: Number(o.modifier), night: o.night ?? false } : `Now: ${pendingText(s)}`;
    case 'fleet': return o.ships !== undefined ? { type: 'fleet', player: who, engagement: p.engagement, ships: o.ships === 'none' || o.ships === '' ? [] : o.ships.split(',') } : `Now: ${pendingText(s)}`;
    case 'spend': return o.done ? { type: 'done', player: who } : `Now: ${pendingText(s)}`;
  }
}

export function runNext(path: string, o: NextOptions): CliRun {
  const l = loadCampaign(path);
  if (!l.ok) return fail(l.error.message);
  const s = l.value.file.state;
  const roll = parseRoll(o.roll);
  if (typeof roll === 'string') return fail(roll, 2);
  if (o.auto && roll !== undefined) return fail('--roll is for one step; --auto plays many. Roll for each step with salvo campaign next <file> --roll ...', 2);
  if (o.auto) {
    const bots = Object.fromEntries(Object.entries(l.value.seats).map(([id, strength]) => [id, { strength }]));
    const until = o.until === undefined ? Infinity : Number(o.until);
    const a = autoplay(s, bots, `${l.value.file.actions.length}`, until);
    if (!a.ok) return fail(a.error.message);
    const w = applyAndSave(path, l.value, a.value.actions);
    if (!w.ok) return fail(w.error.message);
    const dice = a.value.waitsForDice;
    const bot = dice?.player === undefined ? 'the bot' : `${s.players[dice.player]?.name ?? dice.player} (a bot)`;
    const atTable = dice ? [`Next, ${bot} acts, and:`, ...diceToRoll(dice.asked, `run salvo campaign next ${path}${dice.player ? ` --player ${dice.player}` : ''}`)] : [];
    return { code: 0, out: told(w.value, [...atTable, pendingText(a.value.state, undefined, l.value.seats)]), err: [] };
  }
  let action = decision(l.value, o);
  if (typeof action === 'string') return fail(action);
  if (action === null) {
    const p = campaignPending(s);
    const who = o.player ?? ('player' in p ? p.player : 'players' in p ? p.players.find((id) => l.value.seats[id] !== undefined) : undefined);
    if (who === undefined || l.value.seats[who] === undefined) return fail(`Nothing to do without a decision: ${pendingText(s)}`);
    action = campaignBotAction(s, who, seedRng(`campaign-bot:${l.value.file.actions.length}:${who}`));
    if (action === null) return fail(`Nothing for ${who} to decide now: ${pendingText(s)}`);
  }
  const r = applyAndSave(path, l.value, [roll === undefined ? action : { ...action, dice: roll }]);
  if (!r.ok) return refused(r.error, roll);
  return { code: 0, out: told(r.value, r.value.state ? [pendingText(r.value.state, undefined, l.value.seats)] : []), err: [] };
}

export function runBattle(path: string, o: { record?: string; bots?: string; setupOut?: string; roll?: string }): CliRun {
  const roll = parseRoll(o.roll);
  if (typeof roll === 'string') return fail(roll, 2);
  const l = loadCampaign(path);
  if (!l.ok) return fail(l.error.message);
  const s = l.value.file.state;
  const p = campaignPending(s);
  if (p.kind !== 'battle') return fail(`No battle is ready: ${pendingText(s)} (VAS-CAMPAIGN-TURN-ORDER)`);
  if (o.setupOut !== undefined) {
    const e = s.engagements.find((x) => x.id === p.engagement);
    const built = e ? campaignBattle(s, e) : undefined;
    if (!built?.ok) return fail(built ? built.error.message : 'No engagement.');
    const w = writeJsonFile(o.setupOut, built.value.setup);
    if (!w.ok) return fail(w.error.message);
    return { code: 0, out: [`${capital(battleFor(s, p.engagement))} is in ${o.setupOut}. Play it with: salvo play --scenario ${o.setupOut}${s.table ? ' --table' : ''} --save record.json`, `then: salvo campaign battle ${path} --record record.json`], err: [] };
  }
  let record: unknown;
  if (o.record !== undefined) {
    const read = readInputJson(o.record, 'battle record');
    if (!read.ok) return fail(read.error);
    record = read.value;
  } else {
    if (o.bots !== undefined && !isVasStrength(o.bots)) return fail('--bots is random, easy, normal or hard.', 2);
    if (s.table && o.bots === undefined) {
      return fail(`In table mode the battle is fought at the table (VAS-CAMPAIGN-TABLE-DICE): salvo campaign battle ${path} --setup-out setup.json, play it with salvo play --scenario setup.json --table --save record.json, then salvo campaign battle ${path} --record record.json. To let bots fight it with Salvo's dice instead, give --bots <strength>.`);
    }
    const e = s.engagements.find((x) => x.id === p.engagement);
    // --bots for both sides, else each seat's bot, a person's fleet at the strength of the bot it meets (engagementStrengths)
    const strengths = e === undefined ? {} : o.bots !== undefined ? { [e.attacker]: o.bots as VasStrength, [e.defender]: o.bots as VasStrength } : engagementStrengths(e, l.value.seats).strengths;
    const f = fightEngagement(s, p.engagement, strengths);
    if (!f.ok) return fail(f.error.message);
    record = f.value;
  }
  const r = applyAndSave(path, l.value, [{ type: 'battle', engagement: p.engagement, record: record as never, ...(roll !== undefined ? { dice: roll } : {}) }]);
  if (!r.ok) return refused(r.error, roll);
  return { code: 0, out: told(r.value, r.value.state ? [pendingText(r.value.state, undefined, l.value.seats)] : []), err: [] };
}

export interface SpendOptions { player?: string; ship?: string; xp?: string; rr?: string; dice?: string; points?: string; effect?: string; against?: string; class?: string; name?: string; aircraft?: string; roll?: string }

export function runSpend(path: string, o: SpendOptions): CliRun {
  if (!o.player) return fail('--player is required: whose XP Dice or RR points are spent.', 2);
  if ((o.xp === undefined) === (o.rr === undefined)) return fail('Give one of --xp <command|repair|judgement|refit|duty> or --rr <repair|critical|vital|recruit|full-repair|reinforce|flight>.', 2);
  const roll = parseRoll(o.roll);
  if (typeof roll === 'string') return fail(roll, 2);
  const l = loadCampaign(path);
  if (!l.ok) return fail(l.error.message);
  const n = (v: string | undefined): number => (v === undefined ? 1 : Number(v));
  let action: CampaignAction;
  if (o.xp !== undefined) {
    if (!o.ship) return fail('--ship is required: a ship spends only its own XP Dice.', 2);
    const spends: Record<string, XpSpend> = {
      command: { kind: 'command' }, repair: { kind: 'repair', dice: n(o.dice) }, judgement: { kind: 'judgement', dice: n(o.dice) }, refit: { kind: 'refit' },
      duty: { kind: 'duty', ...(o.against ? { against: o.against } : {}), ...(o.class ? { class: o.class } : {}) },
    };
    const spend = spends[o.xp];
    if (!spend) return fail(`--xp is command, repair, judgement, refit or duty, not "${o.xp}".`, 2);
    action = { type: 'xp', player: o.player, ship: o.ship, spend };
  } else {
    const spends: Record<string, RrSpend> = {
      repair: { kind: 'repair', points: n(o.points) }, critical: { kind: 'critical', vital: false, ...(o.effect ? { effect: o.effect } : {}) }, vital: { kind: 'critical', vital: true, ...(o.effect ? { effect: o.effect } : {}) },
      recruit: { kind: 'recruit', points: n(o.points) }, 'full-repair': { kind: 'full-repair' },
      reinforce: { kind: 'reinforce', class: o.class ?? '', ...(o.name ? { name: o.name } : {}) }, flight: { kind: 'flight', aircraft: o.aircraft ?? '' },
      squadron: { kind: 'squadron', aircraft: o.aircraft ?? '' },
    };
    const spend = spends[o.rr ?? ''];
    if (!spend) return fail(`--rr is repair, critical, vital, recruit, full-repair, reinforce, flight or squadron, not "${o.rr ?? ''}".`, 2);
    action = { type: 'rr', player: o.player, ...(o.ship ? { ship: o.ship } : {}), spend };
  }
  const r = applyAndSave(path, l.value, [roll === undefined ? action : { ...action, dice: roll }]);
  if (!r.ok) return refused(r.error, roll);
  return { code: 0, out: told(r.value), err: [] };
}
