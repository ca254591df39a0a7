/**
 * The War at Sea board as text, from one side's view: turn and POC track, each sea area with its POC,
 * last turn's control, U-boats and the fleets at sea, then the ports with their fleets, and the ships
 * not yet in play or lost. Face-down British ships (19.3) are shown as "British ship".
 */
import { loadWasData, type WasBoard } from '@salvo/data';
import type { AreaId, ShipState, WasView } from '@salvo/was';

type Seen = WasView['ships'][number];

function board(): WasBoard {
  const r = loadWasData();
  if (!r.ok) throw new Error(`War at Sea data invalid: ${r.error.map((e) => e.message).join('; ')}`);
  return r.value.board;
}
const BOARD = board();

const isShip = (x: Seen): x is ShipState => !('faceDown' in x);

export function areaName(id: string): string {
  return BOARD.seaAreas.find((a) => a.id === id)?.name ?? BOARD.ports.find((p) => p.id === id)?.name ?? id;
}

const PLACE_IDS = new RegExp(`\\b(${[...BOARD.seaAreas, ...BOARD.ports].map((x) => x.id).sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');

/** A sentence with every sea-area and port id in it replaced by the name printed on the board. */
export function namePlaces(text: string): string {
  return text.replace(PLACE_IDS, (id) => areaName(id));
}

/** "Hood 4-4-7", carriers "Ark Royal 0-2-7(3)", with damage and disabled marks. */
export function shipLabel(x: Seen): string {
  if (!isShip(x)) return 'British ship (face down)';
  const air = x.airstrike > 0 ? `(${x.airstrike})` : '';
  const marks = [x.damage > 0 ? `dmg ${x.damage}` : '', x.disabled ? 'disabled' : '', x.oiler ? 'oiler' : ''].filter(Boolean);
  return `${x.name} ${x.attack}-${x.defense}-${x.speed}${air}${marks.length ? ` [${marks.join(', ')}]` : ''}`;
}

export function pocTrack(poc: number): string {
  const cells: string[] = [];
  for (let v = -10; v <= 10; v++) cells.push(v === poc ? '#' : v === 0 ? '|' : '-');
  const lead = poc > 0 ? `Axis lead ${poc}` : poc < 0 ? `Allied lead ${-poc}` : 'level';
  return `POC  Allies 10 ${cells.join('')} 10 Axis   (${lead})`;
}

const lbaText = (t: string | null): string => (t === null ? 'home' : t === 'hidden' ? 'placed in secret' : areaName(t));

function stepText(v: WasView): string {
  const st = v.step;
  const where = 'area' in st && st.area ? ` in the ${areaName(st.area)}` : 'port' in st ? ` on ${areaName(st.port)}` : '';
  const who = 'side' in st ? ` (${st.side})` : '';
  return `${st.kind}${who}${where}`;
}

function listLines(label: string, ships: readonly Seen[]): string[] {
  if (!ships.length) return [];
  return [`      ${label}: ${ships.map(shipLabel).join(', ')}`];
}

export function renderBoard(v: WasView): string[] {
  const out: string[] = [];
  out.push(`=== War at Sea: Turn ${v.turn} of ${BOARD.turns}, ${stepText(v)}; view of ${v.viewer} ===`);
  out.push(pocTrack(v.poc));
  // The latest turn whose control is settled: the last turn during play, this turn once its end is reached.
  const settled = v.control[v.turn - 1] ? v.turn : v.turn - 1;
  const last = v.control[settled - 1] ?? {};
  out.push(`Sea areas (POC Axis/Allies; control ${settled > 0 ? `at the end of Turn ${settled}` : 'none yet'}):`);
  for (const a of BOARD.seaAreas) {
    const id: AreaId = a.id;
    const ctl = last[id] ?? 'none';
    const ub = v.uboats.areas[id] ?? 0;
    out.push(`  ${a.name.padEnd(15)} ${a.poc.axis}/${a.poc.allies}  control: ${ctl}${ub ? `  U-boats: ${ub}` : ''}`);
    out.push(`      connects to: ${connections(a)}`);
    const here = (x: Seen): boolean => (x.location.kind === 'sea' || x.location.kind === 'returning') && x.location.area === id;
    out.push(...listLines('Allies', v.ships.filter((x) => x.side === 'allies' && here(x) && (!isShip(x) || x.status === 'active'))));
    out.push(...listLines('Axis', v.ships.filter((x) => x.side === 'axis' && here(x) && (!isShip(x) || x.status === 'active'))));
  }
  out.push('Ports (repair, active turns):');
  for (const p of BOARD.ports) {
    const here = v.ships.filter((x) => x.location.kind === 'port' && x.location.port === p.id && (!isShip(x) || x.status === 'active'));
    const active = v.turn >= p.activeFrom && v.turn <= p.activeUntil ? '' : ' inactive';
    out.push(`  ${p.name.padEnd(15)} ${p.side}, repair ${p.repair}, T${p.activeFrom}-${p.activeUntil}${active}${here.length ? `: ${here.map(shipLabel).join(', ')}` : ''}`);
  }
  out.push(`U-boats in play: ${v.uboats.inPlay}${v.uboats.reserve ? ` (reserve ${v.uboats.reserve})` : ''}; land-based air: Allies ${lbaText(v.lba.allies)}, Axis ${lbaText(v.lba.axis)}`);
  const ships = v.ships.filter(isShip);
  const waiting = ships.filter((x) => x.status === 'waiting');
  if (waiting.length) out.push(`Not yet in play: ${waiting.map((x) => `${x.name}${x.entryTurn ? ` (T${x.entryTurn})` : ''}`).join(', ')}`);
  const gone = ships.filter((x) => x.status === 'sunk' || x.status === 'scuttled');
  if (gone.length) out.push(`Sunk or scuttled: ${gone.map((x) => x.name).join(', ')}`);
  const delivered = ships.filter((x) => x.status === 'delivered');
  if (delivered.length) out.push(`Convoys delivered: ${delivered.map((x) => x.name).join(', ')}`);
  out.push(COUNTER_LEGEND);
  return out;
}

/** What a counter's figures mean, printed under every board (issue 7: `5-5-3` and `0-2-7(3)` were never explained). */
export const COUNTER_LEGEND = 'Counters read Attack-Defense-Speed, with a carrier\'s Airstrike factor in brackets: "0-2-7(3)" attacks with 0, defends with 2, moves at 7 and flies 3 airstrikes.';

/** The sea areas and ports a sea area touches, by the names printed on the board (5.2: moves go between connected places). */
function connections(a: WasBoard['seaAreas'][number]): string {
  return [...a.adjacentAreas.map(areaName), ...a.adjacentPorts.map((id) => `${areaName(id)} (port)`)].join(', ');
}

/** The battles in one sea area: each engagement's ships still present, and withdrawing groups. */
export function renderBattle(v: WasView, area: AreaId): string[] {
  const c = v.combat[area];
  if (!c) return [];
  const present = (ids: readonly string[]): Seen[] =>
    v.ships.filter((x) => ids.includes(x.id) && x.location.kind === 'sea' && x.location.area === area && (!isShip(x) || x.status === 'active'));
  const round = c.round > 0 ? `round ${c.round}` : 'before surface combat';
  const out = [`Battle in the ${areaName(area)}, ${round}${v.uboats.areas[area] ? `, ${v.uboats.areas[area]} U-boat(s)` : ''}:`];
  c.engagements.forEach((e, i) => {
    const tag = c.engagements.length > 1 ? ` ${i + 1}` : '';
    out.push(`  engagement${tag}: Allies ${present(e.allies).map(shipLabel).join(', ') || 'none'}`);
    out.push(`  ${' '.repeat(tag.length + 10)}  Axis ${present(e.axis).map(shipLabel).join(', ') || 'none'}`);
  });
  c.withdrawing.forEach((g, i) => out.push(`  withdrawing group ${i + 1}: ${present(g).map(shipLabel).join(', ')}`));
  return out;
}
