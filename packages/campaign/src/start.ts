/**
 * Beginning the campaign (VAS-CAMPAIGN-START-*): every fleet file is checked at Priority Level Battle
 * with 10 Fleet Allocation Points, every ship's Command is rolled on 2d6, and Home Ports go to their
 * fleets. The ledger then waits for each player's one Command swap (or refusal of it).
 */
import { err, ok, ruleError, seedRng, setupError, type Result, type SetupError, type RuleError } from '@salvo/kernel';
import { validateFleet, type FleetReport, type FleetShip } from '@salvo/data';
import { campaignMap } from './maps/index';
import { commandFor2d6 } from './command-roll';
import { dice, sum } from './dice';
import { badDie, diceProblem } from './table-dice';
import { CAMPAIGN_RULES_VERSIONS, CURRENT_CAMPAIGN_RULES } from './rules-version';
import { CARRIED_RULES, type CampaignPlayer, type CampaignSetup, type CampaignShip, type CampaignState } from './types';

export const START_LEVEL = 'Battle';
export const START_POINTS = 10;
/** VAS-CAMPAIGN-CIVILIANS: a starting fleet's merchantmen, at most the most any scenario gives (Supply Ships at War: 25). */
export const START_CIVILIAN_POINTS = 25;

/** A starting fleet judged as the campaign judges it (VAS-CAMPAIGN-START-FLEET): the one check, for the page's fleet builder too. */
export function checkStartingFleet(raw: unknown): FleetReport {
  return validateFleet(raw, { level: START_LEVEL, points: START_POINTS, civilianPoints: START_CIVILIAN_POINTS });
}

const slug = (name: string): string => name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 32).replace(/-$/, '') || 'ship';

/** A new roster entry for a ship as bought (fresh: full Damage and Crew, no XP). */
export function newShip(id: string, ship: Pick<FleetShip, 'name' | 'class' | 'roster' | 'flights'>, command: number): CampaignShip {
  const flights = ship.flights.map((f) => ({ aircraft: f.aircraft, count: f.count }));
  return {
    id, name: ship.name, class: ship.class, roster: ship.roster, command,
    damage: ship.roster.damage[0], crew: ship.roster.crew[0], criticals: [],
    xp: 0, judgement: 0, refits: [], duties: [], commandTried: null, awayUntil: null, destroyed: false,
    flights, maxFlights: sum(flights.map((f) => f.count)),
  };
}

/** A ship id unique in the whole campaign, from its name. */
export function uniqueShipId(s: Pick<CampaignState, 'players'>, name: string, taken: Set<string> = new Set()): string {
  const used = new Set([...taken, ...Object.values(s.players).flatMap((p) => [...p.ships, ...(p.squadrons ?? []), ...(p.civilians ?? [])].map((x) => x.id))]);
  const base = slug(name);
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  return id;
}

export function newCampaign(input: CampaignSetup): Result<CampaignState, SetupError> {
  const problems: RuleError[] = [];
  const p = (code: string, message: string, path: string): void => { problems.push(ruleError(code, message, { path })); };
  const map = typeof input.map === 'string' ? campaignMap(input.map) : undefined;
  if (!map) p('ERR_CAMPAIGN_MAP', `No campaign map called "${String(input.map)}": choose mediterranean or pacific.`, 'map');
  if (typeof input.seed !== 'number' && typeof input.seed !== 'string') p('ERR_CAMPAIGN_SEED', 'The seed must be a number or a text.', 'seed');
  const players = Array.isArray(input.players) ? input.players : [];
  if (players.length < 2) p('ERR_CAMPAIGN_PLAYERS', 'A campaign needs at least two players with complete fleets.', 'players');
  const battleTurns = input.options?.battleTurns ?? null;
  if (battleTurns !== null && (!Number.isInteger(battleTurns) || battleTurns < 1 || battleTurns > 50)) p('ERR_CAMPAIGN_OPTIONS', 'battleTurns must be a whole number from 1 to 50.', 'options.battleTurns');
  const carried = input.options?.carried ?? 'all';
  if (!(CARRIED_RULES as readonly unknown[]).includes(carried)) p('ERR_CAMPAIGN_OPTIONS', `carried is "all" (Damage, Crew, critical hits and crippling losses) or "points" (Damage and Crew only; critical hits keep a ship in port).`, 'options.carried');
  const rulesVersion = input.options?.rulesVersion ?? CURRENT_CAMPAIGN_RULES;
  if (!(CAMPAIGN_RULES_VERSIONS as readonly unknown[]).includes(rulesVersion)) p('ERR_CAMPAIGN_OPTIONS', `rulesVersion is ${CAMPAIGN_RULES_VERSIONS.slice(0, -1).join(', ')} or ${CAMPAIGN_RULES_VERSIONS.at(-1)}: the campaign rules the campaign plays by (absent: ${CURRENT_CAMPAIGN_RULES}, the current rules).`, 'options.rulesVersion');
  const state: CampaignState = {
    v: 1, map: map?.id ?? '', options: { battleTurns, carried, rulesVersion }, rng: seedRng(`campaign:${String(input.seed)}`), turn: 0, phase: 'swap',
    playerOrder: [], players: {}, owners: {}, initiative: [], initiativeRolls: {},
    selection: { index: 0, nominated: [], challenge: null }, engagements: [], winner: null,
    ...(input.table === true ? { table: true as const } : {}),
  };
  // VAS-CAMPAIGN-TABLE-DICE: at the table, the starting Command rolls are the dice typed in the setup.
  const typed = input.dice;
  if (typed !== undefined && !Array.isArray(typed)) p('ERR_CAMPAIGN_DICE', 'The dice typed are a list of numbers from 1 to 6. (VAS-CAMPAIGN-TABLE-DICE)', 'dice');
  const bad = Array.isArray(typed) ? badDie(typed) : null;
  if (bad) p('ERR_CAMPAIGN_DICE', `Die ${bad.index + 1} typed is ${JSON.stringify(bad.value)}: a die shows a whole number from 1 to 6. (VAS-CAMPAIGN-TABLE-DICE)`, `dice[${bad.index}]`);
  if (input.table === true || Array.isArray(typed)) state.rolling = { typed: Array.isArray(typed) ? typed : [], asked: [] };
  players.forEach((raw, i) => {
    const path = `players[${i}]`;
    const id = raw.id;
    if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,31}$/.test(id)) return p('ERR_CAMPAIGN_PLAYER_ID', 'A player id is 1 to 32 lower-case letters, digits or dashes.', `${path}.id`);
    if (Object.hasOwn(state.players, id)) return p('ERR_CAMPAIGN_PLAYER_ID', `Two players are called "${id}".`, `${path}.id`);
    const report = checkStartingFleet(raw.fleet);
    for (const q of report.problems) problems.push({ ...q, path: `${path}.fleet${q.path ? `.${q.path}` : ''}`, message: `${q.message} (VAS-CAMPAIGN-START-FLEET)` });
    const fleet = report.fleet;
    if (!fleet) return;
    const player: CampaignPlayer = {
      id, name: typeof raw.name === 'string' && raw.name !== '' ? raw.name : fleet.name ?? id, nation: fleet.nation, ships: [], rr: 0,
      initiativeBonus: 0, fapPenalty: 0, spareFlights: [], lostFlights: [], capturedThisTurn: 0, lostThisTurn: 0, done: false, eliminated: false, nextShipNumber: 1,
    };
    state.players[id] = player;
    state.playerOrder.push(id);
    for (const ship of fleet.ships) {
      const command = commandFor2d6(sum(dice(state, 2, `the Command of ${ship.name}`)));
      player.ships.push(newShip(uniqueShipId(state, ship.name), ship, command));
    }
    // VAS-CAMPAIGN-LAND-AIR: "Land-based aircraft have their Command scores rolled for each wing purchased".
    const taken = new Set<string>();
    for (const q of fleet.squadrons) {
      const command = commandFor2d6(sum(dice(state, 2, `the Command of ${id}'s ${q.aircraft} squadron`)));
      const sid = uniqueShipId(state, `${q.aircraft} squadron`, taken);
      taken.add(sid);
      (player.squadrons ??= []).push({ id: sid, aircraft: q.aircraft, priority: q.priority, command, flights: q.flights, maxFlights: q.flights });
    }
    // VAS-CAMPAIGN-CIVILIANS: merchantmen on the roster, for the battles that give civilian ship points.
    for (const c of fleet.civilians) {
      const cid = uniqueShipId(state, c.name, taken);
      taken.add(cid);
      (player.civilians ??= []).push({ id: cid, name: c.name, type: c.class, cost: c.roster.civilianCost ?? 1, destroyed: false });
    }
  });
  if (map) {
    for (const t of map.targets) {
      const owner = t.homePort ? state.playerOrder.find((id) => state.players[id]?.nation === t.homePort) : undefined;
      state.owners[t.id] = owner ?? null;
    }
  }
  const asked = state.rolling?.asked;
  delete state.rolling;
  const short = asked === undefined || problems.length > 0 ? null : diceProblem(Array.isArray(typed) ? typed : undefined, asked);
  if (short && !short.ok) problems.push(short.error);
  if (problems.length > 0) return err(setupError(problems));
  return ok(state);
}
