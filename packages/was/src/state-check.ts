/**
 * `parse()` of an untrusted saved state (a server loads them): every field of `WasState` is checked for
 * its kind, its bounds and that every id names a ship, area or port of the game, and the step's
 * references (its combat record, its engagement) exist. A state that passes can be given to `pending`,
 * `legalActions`, `observe`, `sampleAction` and `apply` without any of them throwing. The first problem
 * found is returned as a sentence with its path, or null.
 */
import { AREAS, BOARD, COUNTERS, isArea, isPort } from './board';
import { checkStep } from './state-check-step';
import { type Check, bool, dictOf, fail, int, list, listOf, nullable, obj, oneOf, optional, shipId } from './state-check-kit';
import type { WasState } from './types';

const SHIP_IDS = new Set(COUNTERS.map((c) => c.id));
/** Bounds no legal game comes near; they keep loops and arrays small whatever a file says. */
const MAX_TURN = BOARD.turns + 1;

const side = oneOf(['allies', 'axis']);
const area: Check = (v, p) => (typeof v === 'string' && isArea(v) ? null : fail(p, 'a sea area'));
const portId: Check = (v, p) => (typeof v === 'string' && isPort(v) ? null : fail(p, 'a port'));
const place: Check = (v, p) => (typeof v === 'string' && (isArea(v) || isPort(v)) ? null : fail(p, 'a sea area or a port'));

const location: Check = (v, p) => {
  const e = obj(v, p);
  if (e) return e;
  const l = v as Record<string, unknown>;
  switch (l['kind']) {
    case 'port': return portId(l['port'], `${p}.port`);
    case 'sea': case 'returning': return area(l['area'], `${p}.area`);
    case 'offboard': return null;
    default: return fail(`${p}.kind`, 'port, sea, returning or offboard');
  }
};

/** A ship: its printed factors as on its counter, its changing fields in bounds. */
function ship(v: unknown, p: string, i: number): string | null {
  const e = obj(v, p);
  if (e) return e;
  const x = v as Record<string, unknown>;
  const c = COUNTERS[i];
  if (!c || x['id'] !== c.id) return fail(`${p}.id`, `the counter ${c?.id ?? '(none)'} (ships are kept in counter order)`);
  for (const k of ['name', 'nation', 'type', 'attack', 'defense', 'speed', 'airstrike', 'entryTurn', 'homePort'] as const) {
    if (x[k] !== c[k]) return fail(`${p}.${k}`, `${JSON.stringify(c[k])} as printed on the counter`);
  }
  return side(x['side'], `${p}.side`) ?? int(0, 99)(x['damage'], `${p}.damage`) ?? bool(x['disabled'], `${p}.disabled`) ??
    oneOf(['waiting', 'active', 'sunk', 'scuttled', 'delivered'])(x['status'], `${p}.status`) ?? location(x['location'], `${p}.location`) ??
    bool(x['moved'], `${p}.moved`) ?? bool(x['oiler'], `${p}.oiler`) ?? nullable(int(0, MAX_TURN))(x['neutralSince'], `${p}.neutralSince`) ??
    bool(x['maySail'], `${p}.maySail`);
}

const secretOrder: Check = (v, p) => {
  const e = obj(v, p);
  if (e) return e;
  const o = v as Record<string, unknown>;
  switch (o['type']) {
    case 'place-air': return nullable(place)(o['target'], `${p}.target`);
    case 'air-targets': return listOf(shipId(SHIP_IDS), 80)(o['targets'], `${p}.targets`);
    case 'disengage': return nullable(listOf(listOf(shipId(SHIP_IDS), 80), 80))(o['groups'], `${p}.groups`);
    default: return fail(`${p}.type`, 'place-air, air-targets or disengage');
  }
};

const ids = listOf(shipId(SHIP_IDS), 80);
const combat: Check = (v, p) => {
  const e = obj(v, p);
  if (e) return e;
  const c = v as Record<string, unknown>;
  const engagement: Check = (g, q) => obj(g, q) ?? ids((g as Record<string, unknown>)['allies'], `${q}.allies`) ??
    ids((g as Record<string, unknown>)['axis'], `${q}.axis`) ?? nullable(side)((g as Record<string, unknown>)['pursuitOf'], `${q}.pursuitOf`);
  const snap: Check = (x, q) => obj(x, q) ?? int(0, 20)((x as Record<string, unknown>)['attack'], `${q}.attack`) ??
    bool((x as Record<string, unknown>)['undamaged'], `${q}.undamaged`);
  const d = c['disengaged'] as Record<string, unknown> | undefined;
  const t = c['targetedThisRound'] as Record<string, unknown> | undefined;
  return obj(d, `${p}.disengaged`) ?? bool(d?.['allies'], `${p}.disengaged.allies`) ?? bool(d?.['axis'], `${p}.disengaged.axis`) ??
    listOf(ids, 80)(c['withdrawing'], `${p}.withdrawing`) ?? int(0, 1000)(c['shotsThisRound'], `${p}.shotsThisRound`) ??
    listOf(engagement, 80)(c['engagements'], `${p}.engagements`) ?? int(0, 1000)(c['round'], `${p}.round`) ??
    dictOf((k) => SHIP_IDS.has(k), snap)(c['roundStart'], `${p}.roundStart`) ?? ids(c['carriersFiring'], `${p}.carriersFiring`) ??
    listOf(shipId(SHIP_IDS), 1000)(c['firedThisRound'], `${p}.firedThisRound`) ?? obj(t, `${p}.targetedThisRound`) ??
    listOf(shipId(SHIP_IDS), 1000)(t?.['allies'], `${p}.targetedThisRound.allies`) ??
    listOf(shipId(SHIP_IDS), 1000)(t?.['axis'], `${p}.targetedThisRound.axis`) ??
    optional(dictOf((k) => k === 'allies' || k === 'axis', int(0, 99)))(c['strikes'], `${p}.strikes`);
};

const volley: Check = (v, p) => {
  const e = obj(v, p);
  if (e) return e;
  const x = v as Record<string, unknown>;
  return side(x['side'], `${p}.side`) ?? ids(x['shooters'], `${p}.shooters`) ?? shipId(SHIP_IDS)(x['target'], `${p}.target`) ??
    listOf(int(-1, 1), 200)(x['mods'], `${p}.mods`) ?? oneOf(['uboat', 'air', 'surface'])(x['source'], `${p}.source`) ??
    bool(x['checkConvoy'], `${p}.checkConvoy`);
};

const after: Check = (v, p) => {
  if (v === null) return null;
  const e = obj(v, p);
  if (e) return e;
  const x = v as Record<string, unknown>;
  switch (x['kind']) {
    case 'port-strikes-done': return side(x['side'], `${p}.side`);
    case 'uboats-done': return area(x['area'], `${p}.area`);
    case 'air-done': return area(x['area'], `${p}.area`) ?? optional(listOf(side, 2))(x['next'], `${p}.next`);
    case 'allied-fire-done': case 'axis-fire-done': return area(x['area'], `${p}.area`) ?? int(0, 80)(x['engagement'], `${p}.engagement`);
    default: return fail(`${p}.kind`, 'a known continuation');
  }
};

const FIELDS = new Set(['game', 'options', 'turn', 'step', 'ships', 'uboats', 'control', 'poc', 'pendingPoc', 'lba', 'secret',
  'areaQueue', 'combat', 'volleys', 'after', 'rng', 'revealed', 'surrendered']);

export function stateProblem(v: unknown): string | null {
  const e = obj(v, 'state');
  if (e) return e;
  const s = v as Record<string, unknown>;
  const extra = Object.keys(s).find((k) => !FIELDS.has(k));
  if (extra !== undefined) return `The state has an unknown field ${JSON.stringify(extra.slice(0, 40))}.`;
  if (s['game'] !== 'war-at-sea') return fail('game', '"war-at-sea"');
  const o = s['options'] as Record<string, unknown> | undefined;
  const u = s['uboats'] as Record<string, unknown> | undefined;
  const pp = s['pendingPoc'] as Record<string, unknown> | undefined;
  const lba = s['lba'] as Record<string, unknown> | undefined;
  const ships = s['ships'];
  const problem =
    obj(o, 'options') ?? dictOf((k) => ['weakBismarcks', 'accumulateUboats', 'faceDown', 'clarifiedEliminations', 'tacticalBattles'].includes(k), bool)(o, 'options') ??
    int(0, MAX_TURN)(s['turn'], 'turn') ??
    list(ships, 'ships', COUNTERS.length, COUNTERS.length) ?? (ships as unknown[]).reduce<string | null>((acc, x, i) => acc ?? ship(x, `ships[${i}]`, i), null) ??
    obj(u, 'uboats') ?? int(0, BOARD.uboats.max)(u?.['inPlay'], 'uboats.inPlay') ?? int(0, 99)(u?.['reserve'], 'uboats.reserve') ??
    dictOf(isArea, int(0, BOARD.uboats.max))(u?.['areas'], 'uboats.areas') ??
    listOf(dictOf(isArea, side), MAX_TURN)(s['control'], 'control') ??
    int(-BOARD.pocCap, BOARD.pocCap)(s['poc'], 'poc') ??
    obj(pp, 'pendingPoc') ?? int(0, 99)(pp?.['allies'], 'pendingPoc.allies') ?? int(0, 99)(pp?.['axis'], 'pendingPoc.axis') ??
    obj(lba, 'lba') ?? nullable(place)(lba?.['allies'], 'lba.allies') ?? nullable(place)(lba?.['axis'], 'lba.axis') ??
    dictOf((k) => k === 'allies' || k === 'axis', secretOrder)(s['secret'], 'secret') ??
    listOf(area, AREAS.length)(s['areaQueue'], 'areaQueue') ??
    dictOf(isArea, combat)(s['combat'], 'combat') ??
    listOf(volley, 200)(s['volleys'], 'volleys') ?? after(s['after'], 'after') ??
    listOf(int(-0x80000000, 0xffffffff), 4)(s['rng'], 'rng') ?? list(s['rng'], 'rng', 4, 4) ??
    bool(s['revealed'], 'revealed') ?? optional(side)(s['surrendered'], 'surrendered');
  return problem ?? checkStep(s['step'], s as unknown as WasState, SHIP_IDS);
}
