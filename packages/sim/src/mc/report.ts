/** A merged Monte Carlo run as a report: probabilities with 95% Wilson intervals, text, CSV. */
import type { VasState } from '@salvo/vas';
import { histogram } from '../odds/report';
import { sideName, sidesOf } from './batch';
import { wilson, type Merged } from './merge';

export interface Share { readonly count: number; readonly p: number; readonly ci95: [number, number] }
export interface SimReport {
  readonly games: number;
  readonly seed: string;
  readonly batchSize: number;
  readonly sides: { readonly side: string; readonly name: string; readonly bot: string; readonly wins: Share }[];
  readonly draws: Share;
  readonly unfinished: number;
  readonly ships: { readonly id: string; readonly name: string; readonly side: string; readonly sunk: Share; readonly crippled: Share }[];
  readonly turns: { readonly mean: number; readonly histogram: Record<string, number> };
}

const share = (k: number, n: number): Share => ({ count: k, p: n > 0 ? k / n : 0, ci95: wilson(k, n) });

export function makeReport(start: VasState, m: Merged, bots: readonly string[], seed: number | string, batchSize: number): SimReport {
  const sides = sidesOf(start);
  const decided = m.games - m.unfinished;
  const turnTotal = m.turns.reduce((a, k, t) => a + k * t, 0);
  return {
    games: m.games, seed: String(seed), batchSize,
    sides: sides.map((side, i) => ({ side, name: sideName(start, side), bot: bots[i] ?? 'random', wins: share(m.wins[i] ?? 0, decided) })),
    draws: share(m.draws, decided), unfinished: m.unfinished,
    ships: start.shipOrder.map((id, i) => {
      const s = start.ships[id];
      return { id, name: s?.name ?? id, side: s ? (start.fleets[s.fleet]?.side ?? s.fleet) : '', sunk: share(m.sunk[i] ?? 0, decided), crippled: share(m.crippled[i] ?? 0, decided) };
    }),
    turns: { mean: decided > 0 ? turnTotal / decided : 0, histogram: Object.fromEntries(m.turns.flatMap((k, t) => (k > 0 ? [[String(t), k]] : []))) },
  };
}

const pct = (s: Share): string => `${(100 * s.p).toFixed(1)}% [${(100 * s.ci95[0]).toFixed(1)}-${(100 * s.ci95[1]).toFixed(1)}]`;

export function reportText(r: SimReport): string[] {
  const decided = r.games - r.unfinished;
  const turns: number[] = [];
  for (const [t, k] of Object.entries(r.turns.histogram)) turns[Number(t)] = k / Math.max(1, decided);
  return [
    `${r.games} games (seed ${r.seed}, batches of ${r.batchSize}); 95% Wilson intervals in brackets.`,
    ...r.sides.map((s) => `  ${s.name} (${s.bot}) wins ${pct(s.wins)}`),
    `  draws ${pct(r.draws)}${r.unfinished ? `; ${r.unfinished} games stopped without a result` : ''}`,
    'Ships: P(sunk), P(Crippled or sunk)',
    ...r.ships.map((s) => `  ${s.name.padEnd(22)} sunk ${pct(s.sunk).padEnd(22)} Crippled ${pct(s.crippled)}`),
    ...histogram(`Turn the battle was decided (mean ${r.turns.mean.toFixed(2)}):`, Array.from(turns, (v) => v ?? 0)),
  ];
}

export function reportCsv(r: SimReport): string[] {
  const row = (...cells: (string | number)[]): string => cells.map((c) => (typeof c === 'string' && /[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c))).join(',');
  return [
    row('kind', 'key', 'name', 'count', 'p', 'ci95_low', 'ci95_high'),
    ...r.sides.map((s) => row('win', s.side, s.name, s.wins.count, s.wins.p, s.wins.ci95[0], s.wins.ci95[1])),
    row('draw', '', '', r.draws.count, r.draws.p, r.draws.ci95[0], r.draws.ci95[1]),
    ...r.ships.flatMap((s) => [row('sunk', s.id, s.name, s.sunk.count, s.sunk.p, s.sunk.ci95[0], s.sunk.ci95[1]), row('crippled', s.id, s.name, s.crippled.count, s.crippled.p, s.crippled.ci95[0], s.crippled.ci95[1])]),
    ...Object.entries(r.turns.histogram).map(([t, k]) => row('turn', t, '', k, '', '', '')),
  ];
}
