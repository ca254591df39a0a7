/**
 * One game of bench/ladder-why.ts replayed move by move (issue 11: what did the bot do?): each turn's
 * moves, every nomination with its ranges, and from turn T on the strong side's three best-ranked
 * moves with their formulas (`rankMoves`, by `normal`'s parameters). Same seeds as ladder-why game g.
 *   npx tsx bench/ladder-trace.ts normal random 58 [T]
 */
import { seedRng } from '../packages/kernel/src/index';
import { vas, type VasAction, type VasState } from '../packages/vas/src/index';
import { vasBot, heuristicVasBot, rankMoves, asState, EASY, NORMAL, type VasBot, type VasStrength } from '../packages/bots/src/vas/index';
import { defaultBattle } from '@salvo/scenarios';

const [strong, weak, gStr, fromStr] = process.argv.slice(2);
const g = Number(gStr ?? 0);
const from = Number(fromStr ?? 99);
const mk = (spec: string, seed: string): VasBot => {
  const [base, over] = spec.split('+');
  if (!over) return vasBot(base as VasStrength, seed);
  return heuristicVasBot(spec, { ...(base === 'easy' ? EASY : NORMAL), ...JSON.parse(over) }, seedRng(`bot:${seed}`));
};
const c = vas.createGame(defaultBattle(1));
if (!c.ok) throw new Error(c.error.message);
const strongSide = g % 2 === 0 ? 'rn' : 'rm';
const bots: Record<string, VasBot> = { rn: mk(strongSide === 'rn' ? strong! : weak!, `why:${g}:rn`), rm: mk(strongSide === 'rm' ? strong! : weak!, `why:${g}:rm`) };
let s: VasState = { ...c.value, rng: seedRng(`why:${Math.floor(g / 2)}`) };
let turn = 0;
const mark = (f: string): string => (f === strongSide ? '+' : '-');
const gap = (a: string, b: string): string => {
  const x = s.ships[a]?.position;
  const y = s.ships[b]?.position;
  return x && y ? Math.hypot(x.x - y.x, x.y - y.y).toFixed(1) : '?';
};
for (let i = 0; i < 20000; i++) {
  const p = vas.pending(s);
  if (p.kind === 'over') break;
  if (p.kind === 'chance') { s = vas.rollChance(s).state; continue; }
  if (s.turn !== turn) { turn = s.turn; console.log(`T${turn}`); }
  const f = p.kind === 'decision' ? p.player : p.players[0] ?? '';
  if (f === strongSide && p.kind === 'decision' && p.decision === 'move' && s.turn >= from) {
    for (const m of rankMoves(asState(vas.observe(s, f)), NORMAL).slice(0, 3)) console.log(`      ${m.score.toFixed(2)} ${JSON.stringify(m.action.type === 'move' ? m.action.legs : [])} ${m.formula}`);
  }
  const bot = bots[f];
  if (!bot) throw new Error(`no bot for ${f}`);
  const a: VasAction = bot.decide(vas.observe(s, f));
  if (a.type === 'attack' && a.fire.length > 0) {
    const targets = [...new Set(a.fire.map((n) => n.target))];
    console.log(`  ${mark(f)}${a.ship} fires ${a.fire.length} weapon(s) at ${targets.join(',')}, range ${targets.map((t) => gap(a.ship, t)).join(',')}`);
  }
  const r = vas.apply(s, a);
  if (!r.ok) throw new Error(r.error.message);
  s = r.value.state;
  if (a.type === 'move') { const m = s.ships[a.ship]; if (m) console.log(`  ${mark(f)}${a.ship} -> (${m.position.x.toFixed(1)},${m.position.y.toFixed(1)}) heading ${m.heading.toFixed(0)}`); }
}
console.log(s.shipOrder.map((id) => { const x = s.ships[id]; return x ? `${id}: ${x.destroyed ? 'sunk' : `Damage ${x.damage}`}` : id; }).join(', '), '|', s.result?.summary);
