/**
 * The ship list of a Victory at Sea table: one line per ship with marker, position, heading, Speed,
 * Target and Armour, Damage and Crew left, state flags, whether it has moved or attacked this turn, unrepaired criticals and fires.
 */
import { criticalName, moveLimits, SPECIAL_ACTIONS, type ShipState, type VasState } from '@salvo/vas';

/** Markers: ships in setup order get A, B, C ... (then a-z, 0-9). */
export function shipMarkers(state: Pick<VasState, 'shipOrder'>): Record<string, string> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const out: Record<string, string> = {};
  state.shipOrder.forEach((id, i) => (out[id] = alphabet[i] ?? '*'));
  return out;
}

const f1 = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function shipStatus(s: ShipState): string {
  const flags: string[] = [];
  if (s.destroyed) flags.push('DESTROYED');
  if (s.withdrawn) flags.push('withdrawn');
  if (s.abandoned) flags.push('abandoned');
  if (s.crippled) flags.push('crippled');
  if (s.skeleton) flags.push('skeleton crew');
  if (s.hidden) flags.push('hidden');
  if (s.submerged) flags.push('submerged');
  if (s.special) flags.push(`${SPECIAL_ACTIONS[s.special.kind].name}${s.special.success ? '' : ' (failed)'}`);
  return flags.join(', ');
}

/**
 * Speed and Turning now (after damage, this turn's Special Action and, given the state, a scenario's caps such as
 * VAS-SCN-MAX-SPEED), with the printed figures when different.
 */
function speedText(s: ShipState, state?: VasState): string {
  const now = moveLimits(s, state);
  const speed = now.speed === s.roster.speed ? `Speed ${f1(now.speed)}` : `Speed ${f1(now.speed)} (of ${s.roster.speed})`;
  return `${speed}, Turning ${now.turning}`;
}

/** One ship's line; pass the state so a scenario's limits (VAS-SCN-MAX-SPEED, hold-course) show in Speed and Turning. */
export function shipLine(s: ShipState, marker: string, fleetName: string, state?: VasState): string {
  // Numbered as `dc <ship> <number>` takes them.
  const crits = s.criticals.filter((c) => !c.repaired).map((c) => `${c.id} ${criticalName(c.effect)}`);
  const weaponsOut = s.weapons.filter((w) => w.destroyed).map((w) => s.roster.weapons[w.index]?.name ?? `#${w.index}`);
  const parts = [
    `${marker} ${s.name} (${s.id}, ${fleetName})`,
    s.hidden ? 'not on the table' : `at (${f1(s.position.x)}, ${f1(s.position.y)}) heading ${f1(s.heading)}`,
    speedText(s, state),
    `Target ${s.roster.target}+, Armour ${s.roster.armour}+`,
    `Damage ${s.damage}/${s.roster.damage[0]}`,
    `Crew ${s.crew}/${s.roster.crew[0]}`,
  ];
  const status = shipStatus(s);
  if (status) parts.push(status);
  // What is left to do this turn: ships that have moved or attacked are marked.
  const done = [s.movedThisTurn ? 'moved' : '', s.attackedThisTurn ? 'attacked' : ''].filter(Boolean);
  if (done.length && !s.destroyed && !s.withdrawn) parts.push(`[${done.join(', ')}]`);
  if (crits.length) parts.push(`criticals: ${crits.join(', ')}`);
  if (weaponsOut.length) parts.push(`lost: ${weaponsOut.join(', ')}`);
  if (s.fires > 0) parts.push(`fires: ${s.fires}`);
  return parts.join('  ');
}

export function shipList(state: VasState): string[] {
  const markers = shipMarkers(state);
  const out: string[] = [];
  for (const id of state.shipOrder) {
    const s = state.ships[id];
    if (!s) continue;
    out.push(shipLine(s, markers[id] ?? '*', state.fleets[s.fleet]?.name ?? s.fleet, state));
  }
  return out;
}
