/**
 * The War at Sea board balance report (issue 11 item 6): the same seeded games between the chosen
 * bots (default the strongest, `search`, on both sides, with its default options; `--bots heuristic`
 * for the bot it searches over, some 30x cheaper) on the board as reconstructed, and again with each reconstructed value changed one at a time
 * (docs/war-at-sea-board.md lists them). The data files are NOT changed: each variant edits the
 * loaded board in this process and restores it. Prints the Axis score (wins + draws / 2) with a 95%
 * Wilson interval and the mean final POC (Axis lead) per variant.
 *   npx tsx bench/was-balance.ts [--games 200] [--first 0] [--bots search|heuristic] [--only name,...]
 * A run splits into shards by `--first` / `--games` (same seeds `was-balance-<g>`); the `counts` lines pool.
 */
import { loadWasData, type WasBoard, type WasCounter } from '../packages/data/src/index';
import { playWasMatch, wasBot, WAS_SEARCH_DEFAULT, type WasStrength } from '../packages/bots/src/index';
import { wilson } from '../packages/sim/src/index';

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? dflt) : dflt;
};
const GAMES = Number(arg('--games', '200'));
const BOTS = arg('--bots', 'search') as WasStrength;
const FIRST = Number(arg('--first', '0'));
const ONLY = arg('--only', '').split(',').filter(Boolean);

const data = loadWasData();
if (!data.ok) throw new Error('War at Sea data invalid');
// the very objects the engine and the bots read (the bundled JSON, loaded once)
const board = data.value.board as { -readonly [K in keyof WasBoard]: WasBoard[K] };
const counters = data.value.counters as WasCounter[];
const original = structuredClone({ board, counters });

type Mut = { -readonly [K in keyof WasBoard]: unknown };
const areaOf = (id: string): { poc: Record<string, number>; adjacentAreas: string[]; adjacentPorts: string[] } =>
  (board as Mut as { seaAreas: { id: string; poc: Record<string, number>; adjacentAreas: string[]; adjacentPorts: string[] }[] }).seaAreas.find((a) => a.id === id)!;
const portOf = (id: string): { repair: number; adjacentAreas: string[] } =>
  (board as Mut as { ports: { id: string; repair: number; adjacentAreas: string[] }[] }).ports.find((p) => p.id === id)!;
const cut = (a: string, b: string): void => {
  areaOf(a).adjacentAreas = areaOf(a).adjacentAreas.filter((x) => x !== b);
  areaOf(b).adjacentAreas = areaOf(b).adjacentAreas.filter((x) => x !== a);
};
const counter = (id: string): { defense: number; attack: number; speed: number } => counters.find((c) => c.id === id) as unknown as { defense: number; attack: number; speed: number };

const VARIANTS: { name: string; change: string; apply: () => void }[] = [
  { name: 'baseline', change: 'the board as reconstructed', apply: () => undefined },
  { name: 'ns-axis-poc-2', change: 'Axis POC North Sea 1 -> 2', apply: () => { areaOf('north-sea').poc.axis = 2; } },
  { name: 'baltic-allies-poc-2', change: 'Allied POC Baltic 1 -> 2', apply: () => { areaOf('baltic-sea').poc.allies = 2; } },
  { name: 'usa-repair-2', change: 'USA repair 4 -> 2', apply: () => { portOf('usa').repair = 2; } },
  { name: 'malta-repair-2', change: 'Malta repair 1 -> 2', apply: () => { portOf('malta').repair = 2; } },
  { name: 'russia-repair-2', change: 'Russia repair 1 -> 2', apply: () => { portOf('russia').repair = 2; } },
  { name: 'neutral-repair-1', change: 'Neutral port repair 0 -> 1', apply: () => { portOf('neutral').repair = 1; } },
  { name: 'no-ns-barents', change: 'no North Sea-Barents border', apply: () => cut('north-sea', 'barents-sea') },
  { name: 'no-na-sa', change: 'no North Atlantic-South Atlantic border', apply: () => cut('north-atlantic', 'south-atlantic') },
  {
    name: 'no-france-sa', change: 'no France-South Atlantic border',
    apply: () => {
      portOf('france').adjacentAreas = portOf('france').adjacentAreas.filter((x) => x !== 'south-atlantic');
      areaOf('south-atlantic').adjacentPorts = areaOf('south-atlantic').adjacentPorts.filter((x) => x !== 'france');
    },
  },
  {
    name: 'uboats-late-0', change: 'no U-boats received on Turns 5-8 (reconstructed 1 a turn)',
    apply: () => { for (const e of board.turnChart as unknown as { turn: number; uboats: number }[]) if (e.turn >= 5) e.uboats = 0; },
  },
  { name: 'tirpitz-def-8', change: 'Tirpitz 4-9-6 -> 4-8-6', apply: () => { counter('de-tirpitz').defense = 8; } },
  { name: 'washington-4-5-6', change: 'Washington 5-5-6 -> 4-5-6', apply: () => { counter('us-washington').attack = 4; } },
];

function restore(): void {
  const b = structuredClone(original.board) as unknown as Record<string, unknown>;
  for (const k of Object.keys(b)) (board as unknown as Record<string, unknown>)[k] = b[k];
  original.counters.forEach((c, i) => Object.assign(counters[i]!, structuredClone(c)));
}

process.stdout.write(`War at Sea balance: ${BOTS} against ${BOTS}${BOTS === 'search' ? ` (${JSON.stringify(WAS_SEARCH_DEFAULT)})` : ''}, games ${FIRST}-${FIRST + GAMES - 1}\n`);
for (const v of VARIANTS) {
  if (ONLY.length && !ONLY.includes(v.name)) continue;
  restore();
  v.apply();
  const t0 = performance.now();
  let axis = 0; let allies = 0; let draws = 0; let unfinished = 0; let poc = 0;
  for (let g = FIRST; g < FIRST + GAMES; g++) {
    const seed = `was-balance-${g}`;
    const r = playWasMatch({ seed }, { axis: wasBot(BOTS, `${seed}:axis`), allies: wasBot(BOTS, `${seed}:allies`) });
    if (!r.finished) unfinished += 1;
    else if (r.winners.length === 0) draws += 1;
    else if (r.winners.includes('axis')) axis += 1;
    else allies += 1;
    poc += r.state.poc;
  }
  const pts = axis + draws / 2;
  const [lo, hi] = wilson(Math.round(pts), GAMES);
  process.stdout.write(
    `| ${v.name} | ${v.change} | ${GAMES} | ${axis} | ${allies} | ${draws} | ${((100 * pts) / GAMES).toFixed(1)}% [${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}] | ${(poc / GAMES).toFixed(2)} |` +
      `${unfinished ? ` ${unfinished} unfinished` : ''} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`,
  );
  process.stdout.write(`counts ${JSON.stringify({ variant: v.name, bots: BOTS, first: FIRST, games: GAMES, axis, allies, draws, unfinished, poc })}\n`);
}
restore();
