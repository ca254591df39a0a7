/**
 * Loads and validates the War at Sea board and counters. Returns every problem found,
 * each with a path; never throws.
 */
import type { Result, RuleError } from '@salvo/kernel';
import { err, ok, ruleError } from '@salvo/kernel';
import boardJson from './board.json';
import countersJson from './counters.json';
import type { WasBoard, WasCounter } from './types';
import { WAS_AREA_IDS, WAS_PORT_IDS, WAS_SHIP_TYPES } from './types';

export interface WasData {
  readonly board: WasBoard;
  readonly counters: readonly WasCounter[];
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const areaSet = new Set<string>(WAS_AREA_IDS);
const portSet = new Set<string>(WAS_PORT_IDS);

function checkBoard(b: WasBoard, out: RuleError[]): void {
  const bad = (path: string, message: string): void => {
    out.push(ruleError('ERR_WAS_DATA', message, { path }));
  };
  const seen = new Set<string>();
  b.seaAreas.forEach((a, i) => {
    const p = `board.seaAreas[${i}]`;
    if (!areaSet.has(a.id)) bad(`${p}.id`, `Unknown sea area ${a.id}.`);
    seen.add(a.id);
    if (!isInt(a.poc.axis) || !isInt(a.poc.allies)) bad(`${p}.poc`, `Sea area ${a.id} lacks a POC value.`);
    a.adjacentAreas.forEach((o, j) => {
      if (!areaSet.has(o)) bad(`${p}.adjacentAreas[${j}]`, `Unknown sea area ${o}.`);
      const back = b.seaAreas.find((x) => x.id === o);
      if (back && !back.adjacentAreas.includes(a.id)) bad(`${p}.adjacentAreas[${j}]`, `${o} does not border ${a.id} back.`);
    });
    a.adjacentPorts.forEach((o, j) => {
      const port = b.ports.find((x) => x.id === o);
      if (!port) bad(`${p}.adjacentPorts[${j}]`, `Unknown port ${o}.`);
      else if (!port.adjacentAreas.includes(a.id)) bad(`${p}.adjacentPorts[${j}]`, `Port ${o} does not list ${a.id}.`);
    });
    for (const side of ['allies', 'axis'] as const) {
      if (a.returnPorts[side].length === 0) bad(`${p}.returnPorts.${side}`, `No return port for ${side} in ${a.id}.`);
      a.returnPorts[side].forEach((o, j) => {
        if (!portSet.has(o)) bad(`${p}.returnPorts.${side}[${j}]`, `Unknown port ${o}.`);
      });
    }
  });
  for (const id of WAS_AREA_IDS) if (!seen.has(id)) bad('board.seaAreas', `Sea area ${id} is missing.`);
  const ports = new Set<string>();
  b.ports.forEach((port, i) => {
    const p = `board.ports[${i}]`;
    ports.add(port.id);
    if (!portSet.has(port.id)) bad(`${p}.id`, `Unknown port ${port.id}.`);
    if (!isInt(port.repair) || port.repair < 0) bad(`${p}.repair`, `Port ${port.id} lacks a repair capacity.`);
    if (!isInt(port.activeFrom) || !isInt(port.activeUntil) || port.activeFrom > port.activeUntil) bad(`${p}.activeFrom`, `Port ${port.id} has no active turns.`);
    port.adjacentAreas.forEach((o, j) => {
      if (!areaSet.has(o)) bad(`${p}.adjacentAreas[${j}]`, `Unknown sea area ${o}.`);
    });
  });
  for (const id of WAS_PORT_IDS) if (!ports.has(id)) bad('board.ports', `Port ${id} is missing.`);
  for (let t = 1; t <= b.turns; t++) {
    const e = b.turnChart.find((x) => x.turn === t);
    if (!e || !isInt(e.uboats)) bad('board.turnChart', `Turn ${t} is missing from the turn chart.`);
  }
  for (const t of [1, 2, 3]) if (!isInt(b.oilerSuccessMax[String(t)])) bad('board.oilerSuccessMax', `No oiler roll for Turn ${t}.`);
}

function checkCounters(cs: readonly WasCounter[], out: RuleError[]): void {
  const ids = new Set<string>();
  cs.forEach((c, i) => {
    const p = `counters[${i}]`;
    if (ids.has(c.id)) out.push(ruleError('ERR_WAS_DATA', `Counter ${c.id} appears twice.`, { path: `${p}.id` }));
    ids.add(c.id);
    for (const k of ['attack', 'defense', 'speed', 'airstrike'] as const) {
      if (!isInt(c[k]) || c[k] < 0) out.push(ruleError('ERR_WAS_DATA', `Counter ${c.id} lacks its ${k} factor.`, { path: `${p}.${k}` }));
    }
    if (!(WAS_SHIP_TYPES as readonly string[]).includes(c.type)) out.push(ruleError('ERR_WAS_DATA', `Counter ${c.id} has unknown type ${c.type}.`, { path: `${p}.type` }));
    if (!portSet.has(c.homePort)) out.push(ruleError('ERR_WAS_DATA', `Counter ${c.id} has unknown home port.`, { path: `${p}.homePort` }));
    if (c.entryTurn !== null && !isInt(c.entryTurn)) out.push(ruleError('ERR_WAS_DATA', `Counter ${c.id} has a bad entry turn.`, { path: `${p}.entryTurn` }));
  });
}

/** The turn chart's lists and the counters' entry turns say the same thing. */
function checkTurnChart(b: WasBoard, cs: readonly WasCounter[], out: RuleError[]): void {
  b.turnChart.forEach((e, i) => {
    for (const side of ['allies', 'axis'] as const) {
      const want = cs.filter((c) => c.side === side && c.entryTurn === e.turn).map((c) => c.id).sort();
      const have = [...(e[side] ?? [])].sort();
      if (want.join() !== have.join()) {
        out.push(ruleError('ERR_WAS_DATA', `Turn ${e.turn}: the turn chart's ${side} list does not match the counters' entry turns.`, { path: `board.turnChart[${i}].${side}` }));
      }
    }
  });
}

/** Validates arbitrary board and counter data (used on the bundled files and in tests). */
export function validateWasData(board: WasBoard, counters: readonly WasCounter[]): Result<WasData, readonly RuleError[]> {
  const problems: RuleError[] = [];
  checkBoard(board, problems);
  checkCounters(counters, problems);
  checkTurnChart(board, counters, problems);
  return problems.length ? err(problems) : ok({ board, counters });
}

/** The bundled board and counters, validated. */
export function loadWasData(): Result<WasData, readonly RuleError[]> {
  return validateWasData(boardJson as unknown as WasBoard, countersJson as unknown as WasCounter[]);
}
