/**
 * The Victory at Sea battle of a War at Sea surface battle (WAS-SALVO-TACTICAL-SETUP): from a War at Sea state
 * waiting at its `tactical-battle` step, every surface ship of both sides in the area, on a 72" x 48" table, the
 * Allies along the south edge heading north and the Axis along the north edge heading south, 36" apart as
 * Salvo's default battle, warships in line abreast 6" apart (up to 11 a line, further lines 4" behind) and
 * convoys' merchant ships behind their escorts. Each ship carries its War at Sea damage as Damage
 * (damage-map.ts); carriers sail without air groups (their strikes were flown in the War at Sea air stage,
 * 10.x). Day, good weather and 12 turns unless `options` say otherwise. The seed names the turn and area.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@salvo/kernel';
import { findShipClass } from '@salvo/data';
import type { VasFleetSetup, VasOptions, VasSetup, VasShipSetup } from '@salvo/vas';
import { defenseOf, type ShipState, type Side, type WasState } from '@salvo/was';
import { CONVOY_CLASS, CONVOY_SHIPS, vasClassOf } from './classes';
import { damageOnTable } from './damage-map';

export interface TacticalBattle {
  readonly setup: VasSetup;
  /** The sea area fought over (a War at Sea area id). */
  readonly area: string;
  /** What a player should know about the table: the stand-in rosters and the convoys. */
  readonly notes: readonly string[];
}

export const FLEET_OF: Readonly<Record<Side, string>> = { allies: 'allies', axis: 'axis' };
const TABLE = { width: 72, height: 48 };
const SPACING = 6;
const PER_LINE = 11;

/** The Victory at Sea setup of the battle a War at Sea state waits at; an error when it waits for something else. */
export function tacticalSetup(was: WasState, options: VasOptions = {}): Result<TacticalBattle, RuleError> {
  const st = was.step;
  if (st.kind !== 'tactical-battle') {
    return err(ruleError('ERR_NO_TACTICAL_BATTLE', 'The War at Sea game is not at a surface battle to fight on the tactical table (WAS-SALVO-TACTICAL).'));
  }
  const area = st.area;
  const notes: string[] = [];
  const fleets: VasFleetSetup[] = [];
  for (const side of ['allies', 'axis'] as const) {
    const ships = was.ships.filter((x) => x.side === side && x.status === 'active' && x.location.kind === 'sea' && x.location.area === area);
    const warships: VasShipSetup[] = [];
    const merchants: VasShipSetup[] = [];
    for (const x of ships) {
      if (x.type === 'convoy') {
        merchants.push(...convoyShips(was, x));
        notes.push(`${x.name} is ${CONVOY_SHIPS} ${CONVOY_CLASS}s (${x.id}-1 to ${x.id}-${CONVOY_SHIPS}); each one sunk is one damage point of the convoy.`);
        continue;
      }
      const cls = vasClassOf(x);
      if (!cls) return err(ruleError('ERR_NO_TACTICAL_CLASS', `${x.name} has no Victory at Sea roster to fight with (WAS-SALVO-TACTICAL-CLASSES).`));
      if (cls.standIn) notes.push(`${x.name}: the ${cls.standIn}.`);
      warships.push(warship(was, x, cls.class));
    }
    fleets.push({ id: FLEET_OF[side], name: side === 'allies' ? 'Allies' : 'Axis', ships: deploy(side, warships, merchants) });
  }
  const setup: VasSetup = { seed: `was:${was.turn}:${area}`, fleets, options: { table: TABLE, maxTurns: 12, ...options } };
  return ok({ setup, area, notes });
}

function warship(was: WasState, x: ShipState, cls: string): VasShipSetup {
  const roster = findShipClass(cls);
  const [total, threshold] = roster?.damage ?? [0, 0];
  const defense = defenseOf(was, x);
  const damage = damageOnTable(x.damage, defense, total, threshold);
  return { id: x.id, name: x.name, class: cls, heading: 0, ...(damage < total ? { damage } : {}) };
}

/** A convoy's merchant ships; one already lost for each damage point the counter carries. */
function convoyShips(was: WasState, x: ShipState): VasShipSetup[] {
  const lost = Math.min(CONVOY_SHIPS - 1, x.damage);
  return Array.from({ length: CONVOY_SHIPS - lost }, (_, i) => ({
    id: `${x.id}-${i + 1}`, name: `${x.name} ${i + 1}`, class: CONVOY_CLASS, civilian: true, heading: 0,
  }));
}

/** Positions and headings: lines abreast from the side's own edge, warships first, merchants behind. */
function deploy(side: Side, warships: readonly VasShipSetup[], merchants: readonly VasShipSetup[]): VasShipSetup[] {
  const lines = [...chunks(warships), ...chunks(merchants)];
  const out: VasShipSetup[] = [];
  lines.forEach((line, row) => {
    const y = side === 'allies' ? 6 - row * 4 : TABLE.height - 6 + row * 4;
    line.forEach((sh, i) => {
      const x = TABLE.width / 2 + (i - (line.length - 1) / 2) * SPACING;
      out.push({ ...sh, position: { x, y: Math.min(TABLE.height - 1, Math.max(1, y)) }, heading: side === 'allies' ? 0 : 180 });
    });
  });
  return out;
}

function chunks<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += PER_LINE) out.push(xs.slice(i, i + PER_LINE));
  return out;
}

/** Each side's warships on the table as one says them, per fleet: "Bismarck (Bismarck, Damage 33), Prinz Eugen (Admiral Hipper)". */
export function fleetLines(battle: TacticalBattle): { readonly fleet: string; readonly ships: string }[] {
  return battle.setup.fleets.map((f) => ({
    fleet: f.name ?? f.id,
    ships: f.ships.filter((x) => !x.civilian).map((x) => `${x.name ?? x.id} (${x.class ?? 'roster'}${x.damage !== undefined ? `, Damage ${x.damage}` : ''})`).join(', ') || 'no warships',
  }));
}
