/**
 * Why a bot loses (issue 11): N seeded games strong vs weak, sides alternating, counted by how each
 * ended; with a 5th argument every game's ship fates. Strengths, or a heuristic variant as
 * base+JSON (e.g. 'easy+{"caution":0.8}'; for the search bot 'hard+{"budget":96,"rollout":"normal"}').
 *   npx tsx bench/ladder-why.ts easy random 200 [default|scenario-id|setup.json] [v] [--first K]
 * `--first K` plays games K..K+N-1 (same seeds as in a longer run), so a long rung splits into shards.
 */
import { readFileSync } from 'node:fs';
import { seedRng } from '../packages/kernel/src/index';
import { vas, type VasState } from '../packages/vas/src/index';
import { playVasMatch, vasBot, heuristicVasBot, searchVasBot, EASY, NORMAL, type VasStrength } from '../packages/bots/src/vas/index';
const mk = (spec: string, seed: string) => {
  const [base, over] = spec.split('+');
  if (!over) return vasBot(base as VasStrength, seed);
  if (base === 'hard') {
    // 'hard+{"budget":96,"width":3,"horizon":1,"rollout":"normal","eval":"lanchester","minGain":0.01,"spread":3,"work":1536}':
    // the search bot with other options (SearchOptions, search.ts); without "work" no cap by the ships in play
    const o = JSON.parse(over) as { budget?: number; width?: number; horizon?: number; rollout?: 'normal' | 'rollout'; eval?: 'fractions' | 'lanchester'; minGain?: number; spread?: number; work?: number };
    return searchVasBot(spec, { budget: o.budget ?? 24, width: o.width ?? 3, horizon: o.horizon ?? 1, ...(o.rollout === 'normal' ? { rollout: NORMAL } : {}), ...(o.eval ? { evaluation: o.eval } : {}), ...(o.minGain !== undefined ? { minGain: o.minGain } : {}), ...(o.spread ? { spread: o.spread } : {}), ...(o.work ? { work: o.work } : {}) }, seedRng(`bot:${seed}`));
  }
  if (base === 'plan') {
    // 'plan+{"worlds":8,"horizon":1,"eval":"lanchester","minGain":0.05}': the search over plans (plan-search.ts)
    const o = JSON.parse(over) as { worlds?: number; horizon?: number; eval?: 'fractions' | 'lanchester'; minGain?: number };
    return planSearchVasBot(spec, { worlds: o.worlds ?? 8, horizon: o.horizon ?? 1, ...(o.eval ? { evaluation: o.eval } : {}), ...(o.minGain !== undefined ? { minGain: o.minGain } : {}) }, seedRng(`bot:${seed}`));
  }
  const p = { ...(base === 'easy' ? EASY : NORMAL), ...JSON.parse(over) };
  return heuristicVasBot(spec, p, seedRng(`bot:${seed}`));
};
import { planSearchVasBot } from '../packages/bots/src/vas/plan-search';
import { defaultBattle } from '@salvo/scenarios';
import { scenarioStart } from './ladder-start';

const firstAt = process.argv.indexOf('--first');
const FIRST = firstAt > 0 ? Number(process.argv[firstAt + 1] ?? 0) : 0;
const [strong, weak, nStr, battle, verbose] = process.argv.slice(2).filter((_, i, all) => all[i] !== '--first' && all[i - 1] !== '--first');
const N = Number(nStr ?? 20);
let start: VasState;
if (!battle || battle === 'default') { const c = vas.createGame(defaultBattle(1)); if (!c.ok) throw new Error(); start = c.value; }
else if (battle.endsWith('.json')) { const c = vas.createGame(JSON.parse(readFileSync(battle, 'utf8'))); if (!c.ok) throw new Error(c.error.message); start = c.value; }
else { const s = scenarioStart(battle); if (typeof s === 'string') throw new Error(s); start = s; }
const sides = [...new Set(start.fleetOrder.map((f) => start.fleets[f]?.side ?? f))];
let W = 0, D = 0, L = 0;
const t0 = process.cpuUsage();
const ends: Record<string, number> = {};
for (let g = FIRST; g < FIRST + N; g++) {
  const strongSide = sides[g % 2]!;
  const bots: Record<string, ReturnType<typeof vasBot>> = {};
  for (const f of start.fleetOrder) {
    const side = start.fleets[f]?.side ?? f;
    bots[f] = mk(side === strongSide ? strong! : weak!, `why:${g}:${f}`);
  }
  const m = playVasMatch({ ...start, rng: seedRng(`why:${Math.floor(g / 2)}`) }, bots);
  const won = m.winners?.map((f) => start.fleets[f]?.side ?? f) ?? [];
  const res = m.winners === null ? 'X' : won.length === 0 ? 'D' : won.includes(strongSide) ? 'W' : 'L';
  if (res === 'W') W++; else if (res === 'D') D++; else L++;
  const why = (m.state.result?.summary ?? m.error ?? '').replace(/\d+(\.\d+)?/g, '#').slice(0, 60);
  ends[`${res} ${why}`] = (ends[`${res} ${why}`] ?? 0) + 1;
  if (verbose) {
    const fates = m.state.shipOrder.map((id) => { const s = m.state.ships[id]!; const side = start.fleets[s.fleet]?.side; return `${side === strongSide ? '+' : '-'}${id}:${s.destroyed ? 'SUNK' : s.withdrawn ? 'WD' : s.abandoned ? 'AB' : s.crippled ? 'crip' : ''}${s.damage}`; }).join(' ');
    console.log(`g${g} ${res} strong=${strongSide} t${m.state.turn} ${fates} | ${m.state.result?.summary ?? m.error}`);
  }
}
const c = process.cpuUsage(t0);
console.log(`${strong} vs ${weak} on ${battle ?? 'default'}: W${W} D${D} L${L} of ${N}: ${(100 * (W + D / 2) / N).toFixed(1)}%  cpu ${((c.user + c.system) / 1e6).toFixed(1)}s`);
for (const [k, v] of Object.entries(ends).sort((a, b) => b[1] - a[1])) console.log(`  ${v} ${k}`);
