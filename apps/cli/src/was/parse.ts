/**
 * Typed War at Sea actions (one line each), for people at the terminal. Ships are named by id, by
 * name or by an unambiguous start of either ("graf spee", "hood"); areas and ports by id, name or
 * the short forms na, sa, ns, baltic, med, barents. Returns a RuleError sentence for bad input;
 * whether the action is legal is then the engine's call.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import type { AreaId, FireGroup, PortId, Side, WasAction, WasState } from '@salvo/was';
import { loadWasData } from '@salvo/data';

const DATA = loadWasData();
const AREAS = DATA.ok ? DATA.value.board.seaAreas : [];
const PORTS = DATA.ok ? DATA.value.board.ports : [];
const SHORT: Record<string, AreaId> = { na: 'north-atlantic', sa: 'south-atlantic', ns: 'north-sea', baltic: 'baltic-sea', med: 'mediterranean', barents: 'barents-sea' };

const norm = (t: string): string => t.trim().toLowerCase().replace(/[\s_]+/g, '-');

export function findArea(token: string): AreaId | null {
  const t = norm(token);
  if (SHORT[t]) return SHORT[t] ?? null;
  const hit = AREAS.filter((a) => a.id === t || norm(a.name) === t || a.id.startsWith(t) || norm(a.name).startsWith(t));
  return hit.length === 1 && hit[0] ? hit[0].id : null;
}

export function findPort(token: string): PortId | null {
  const t = norm(token);
  const hit = PORTS.filter((p) => p.id === t || norm(p.name) === t || p.id.startsWith(t) || norm(p.name).startsWith(t));
  return hit.length === 1 && hit[0] ? hit[0].id : null;
}

export function findShip(s: WasState, token: string, side?: Side): Result<string, RuleError> {
  const t = norm(token);
  if (!t) return err(ruleError('ERR_NO_SHIP', 'Name a ship (its name or the start of it).'));
  const pool = s.ships.filter((x) => side === undefined || x.side === side);
  const exact = pool.filter((x) => x.id === t || norm(x.name) === t || x.id.replace(/^[a-z]{2}-/, '') === t);
  if (exact.length === 1 && exact[0]) return ok(exact[0].id);
  const pre = pool.filter((x) => norm(x.name).startsWith(t) || x.id.replace(/^[a-z]{2}-/, '').startsWith(t));
  if (pre.length === 1 && pre[0]) return ok(pre[0].id);
  if (pre.length > 1) return err(ruleError('ERR_AMBIGUOUS_SHIP', `"${token}" could be ${pre.slice(0, 5).map((x) => x.name).join(', ')}; type more of the name.`));
  return err(ruleError('ERR_UNKNOWN_SHIP', `No ship called "${token}"${side ? ` on the ${side} side` : ''}.`));
}

function shipList(s: WasState, text: string, side?: Side): Result<string[], RuleError> {
  const t = text.trim();
  if (t === '' || t === 'none') return ok([]);
  const out: string[] = [];
  for (const part of t.split(',').filter((x) => x.trim())) {
    const r = findShip(s, part, side);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}

const rest = (text: string, word: string): string => text.slice(word.length).trim();

/** One typed line for the pending decision of `side` (the move step uses the order builder instead). */
export function parseTyped(s: WasState, side: Side, text: string): Result<WasAction, RuleError> {
  const t = text.trim();
  if (t.startsWith('{')) {
    try {
      return ok(JSON.parse(t) as WasAction);
    } catch {
      return err(ruleError('ERR_BAD_JSON', 'That is not valid JSON.'));
    }
  }
  const enemy: Side = side === 'allies' ? 'axis' : 'allies';
  const word = t.split(/\s+/)[0]?.toLowerCase() ?? '';
  const kind = s.step.kind;
  if (kind === 'deploy' && word === 'malta') {
    if (!rest(t, word)) return err(ruleError('ERR_BAD_SYNTAX', 'Name the ships for Malta ("malta nelson, rodney"), or "malta none" to start them all in England.'));
    const r = shipList(s, rest(t, word), 'allies');
    return r.ok ? ok({ type: 'deploy', malta: r.value }) : r;
  }
  if (kind === 'place-uboats' && (word === 'uboats' || word === 'uboat' || word === 'none')) {
    const areas: Partial<Record<AreaId, number>> = {};
    for (const part of (word === 'none' ? '' : rest(t, word)).split(',').filter((x) => x.trim())) {
      const words = part.trim().split(/\s+/);
      const n = Number(words[words.length - 1]);
      const area = findArea(words.slice(0, -1).join(' '));
      if (!area || !Number.isInteger(n) || n < 0) return err(ruleError('ERR_BAD_SYNTAX', 'U-boats are "uboats <area> <count>, <area> <count>" or "uboats none".'));
      areas[area] = (areas[area] ?? 0) + n;
    }
    return ok({ type: 'place-uboats', areas });
  }
  if (kind === 'choose-area') {
    const area = findArea(word === 'resolve' ? rest(t, word) : t);
    return area ? ok({ type: 'resolve-area', area }) : err(ruleError('ERR_UNKNOWN_AREA', `No sea area called "${word === 'resolve' ? rest(t, word) : t}".`));
  }
  if (kind === 'add-one' && ['add', 'yes', 'y', 'no', 'n', 'keep'].includes(word)) {
    return ok({ type: 'add-one', add: word === 'add' || word === 'yes' || word === 'y' });
  }
  if (kind === 'place-air' && word === 'air') {
    const where = rest(t, word);
    if (where === 'home' || where === 'none') return ok({ type: 'place-air', side, target: null });
    const target = findArea(where) ?? findPort(where);
    return target ? ok({ type: 'place-air', side, target }) : err(ruleError('ERR_UNKNOWN_PLACE', `No sea area or port called "${where}".`));
  }
  if ((kind === 'air-targets' || kind === 'port-strike' || kind === 'uboat-targets') && (word === 'targets' || word === 'none')) {
    const r = shipList(s, word === 'none' ? '' : rest(t, word), enemy);
    if (!r.ok) return r;
    return ok(kind === 'uboat-targets' ? { type: 'uboat-targets', targets: r.value } : { type: 'air-targets', side, targets: r.value });
  }
  if (kind === 'carrier-intent' && (word === 'fire' || word === 'none')) {
    const r = shipList(s, word === 'none' ? '' : rest(t, word), 'axis');
    return r.ok ? ok({ type: 'carrier-intent', firing: r.value }) : r;
  }
  if (kind === 'surface-fire') {
    if (word === 'none' || word === 'hold') return ok({ type: 'fire', groups: [] });
    const groups: FireGroup[] = [];
    for (const g of t.split(';').filter((x) => x.trim())) {
      const [who, at] = g.split('>');
      if (who === undefined || at === undefined) return err(ruleError('ERR_BAD_SYNTAX', 'Fire is "shooter, shooter > target; ...".'));
      const shooters = shipList(s, who, side);
      if (!shooters.ok) return shooters;
      const target = findShip(s, at, enemy);
      if (!target.ok) return target;
      groups.push({ shooters: shooters.value, target: target.value });
    }
    return ok({ type: 'fire', groups });
  }
  if (kind === 'disengage' && (word === 'stay' || word === 'disengage')) {
    if (word === 'stay') return ok({ type: 'disengage', side, groups: null });
    const spec = rest(t, word);
    if (!spec) return ok({ type: 'disengage', side, groups: [] });
    const groups: string[][] = [];
    for (const g of spec.split('/')) {
      const r = shipList(s, g, side);
      if (!r.ok) return r;
      groups.push(r.value);
    }
    return ok({ type: 'disengage', side, groups });
  }
  if (kind === 'pursue') {
    if (word === 'none') return ok({ type: 'pursue', groups: [] });
    const groups: { ships: string[]; target: number }[] = [];
    for (const g of t.split(';').filter((x) => x.trim())) {
      const [who, at] = g.split('>');
      const n = Number(at?.trim());
      if (who === undefined || !Number.isInteger(n)) return err(ruleError('ERR_BAD_SYNTAX', 'Pursuit is "ship, ship > group number; ...".'));
      const r = shipList(s, who, side);
      if (!r.ok) return r;
      groups.push({ ships: r.value, target: n - 1 });
    }
    return ok({ type: 'pursue', groups });
  }
  if (kind === 'continue-pursuit' && (word === 'continue' || word === 'none' || word === 'break')) {
    const nums = word === 'continue' ? rest(t, word).split(/[\s,]+/).filter(Boolean).map((x) => Number(x) - 1) : [];
    return ok({ type: 'continue-pursuit', engagements: nums });
  }
  if (kind === 'return') {
    if (word === 'default') return ok({ type: 'return', ports: {} });
    const ports: Record<string, PortId | 'stay' | 'oiler'> = {};
    for (const g of t.split(';').filter((x) => x.trim())) {
      const [who, where] = g.split('>');
      if (who === undefined || where === undefined) return err(ruleError('ERR_BAD_SYNTAX', 'Returns are "ship > port; ..." (or stay, oiler).'));
      const r = findShip(s, who, side);
      if (!r.ok) return r;
      const w = where.trim().toLowerCase();
      const p = w === 'stay' || w === 'oiler' ? w : findPort(w);
      if (!p) return err(ruleError('ERR_UNKNOWN_PLACE', `No port called "${where.trim()}".`));
      ports[r.value] = p;
    }
    return ok({ type: 'return', ports });
  }
  return err(ruleError('ERR_BAD_SYNTAX', `Not understood for the ${kind} step; type help.`));
}
