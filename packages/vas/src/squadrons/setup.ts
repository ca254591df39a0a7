/**
 * Squadrons organised before the battle (VAS-SQUADRON-SETUP): each `{ id, ships }` of a fleet holds two
 * to six of that fleet's ships on the table, none in two squadrons, each within 4" of another member.
 * Every problem has a code and a path.
 */
import { ruleError, type RuleError } from '@salvo/kernel';
import type { ShipState, Squadron } from '../types';

export const SQUADRON_MAX = 6;
export const SQUADRON_SPACING = 4;
const EPS = 1e-9;

const near = (a: ShipState, b: ShipState): boolean => Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y) <= SQUADRON_SPACING + EPS;

/** Every member within 4" of at least one other member. */
export function inFormation(members: readonly ShipState[]): ShipState[] {
  return members.filter((s) => members.some((o) => o.id !== s.id && near(s, o)));
}

export function readSquadrons(raw: unknown, fleet: string, ships: Readonly<Record<string, ShipState>>, taken: Set<string>, path: string, problems: RuleError[]): Squadron[] {
  if (raw === undefined) return [];
  const bad = (code: string, message: string, p: string): void => void problems.push(ruleError(code, message, { path: p }));
  if (!Array.isArray(raw)) {
    bad('ERR_SETUP_SHAPE', 'squadrons must be a list of { "id": name, "ships": [ship ids] }.', path);
    return [];
  }
  const out: Squadron[] = [];
  raw.forEach((q: unknown, i: number) => {
    const qp = `${path}[${i}]`;
    if (typeof q !== 'object' || q === null || Array.isArray(q)) return bad('ERR_SETUP_SHAPE', 'A squadron is { "id": name, "ships": [ship ids] }.', qp);
    const { id, ships: list } = q as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') return bad('ERR_MISSING_ID', 'A squadron needs an id.', `${qp}.id`);
    if (taken.has(`#${id}`)) return bad('ERR_DUPLICATE_ID', `Two squadrons are called "${id}".`, `${qp}.id`);
    taken.add(`#${id}`);
    if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) return bad('ERR_SETUP_SHAPE', 'A squadron\'s ships are a list of ship ids.', `${qp}.ships`);
    if (list.length < 2 || list.length > SQUADRON_MAX) return bad('ERR_SQUADRON_SIZE', `A squadron holds 2 to ${SQUADRON_MAX} ships, not ${list.length}.`, `${qp}.ships`);
    const members: ShipState[] = [];
    for (const [j, sid] of list.entries()) {
      const s = Object.hasOwn(ships, sid) ? ships[sid] : undefined;
      if (!s || s.fleet !== fleet) return bad('ERR_SQUADRON_SHIP', `"${sid}" is not a ship of this fleet.`, `${qp}.ships[${j}]`);
      if (s.hidden) return bad('ERR_SQUADRON_SHIP', `${s.name} is deployed hidden and cannot be in a squadron.`, `${qp}.ships[${j}]`);
      if (taken.has(sid)) return bad('ERR_SQUADRON_TWICE', `${s.name} is already in a squadron.`, `${qp}.ships[${j}]`);
      taken.add(sid);
      members.push(s);
    }
    const loose = members.find((s) => !inFormation(members).includes(s));
    if (loose) return bad('ERR_SQUADRON_SPREAD', `${loose.name} is not within ${SQUADRON_SPACING}" of another ship of squadron "${id}".`, `${qp}.ships`);
    out.push({ id, fleet, ships: members.map((s) => s.id) });
  });
  return out;
}
