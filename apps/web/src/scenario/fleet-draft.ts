/**
 * A fleet being built in the page (FleetBuilder.tsx), as plain data: a nation, a name and the entries
 * bought, each a ship class, a land-based squadron or a civilian type with its count, an optional ship name
 * and Command. `draftToFile` writes it in the `salvo fleet` file format, so the same checks judge it
 * (`checkSideFleet`) and it can be saved and opened again; `draftFromFile` reads such a file back (the
 * scenario's example fleet, or one opened earlier). The purchase lists come from the rules' fleet lists with
 * each entry's price at the scenario's Priority Level (VAS-FLEET-ALLOCATION).
 */
import {
  allocationFor, defaultCatalog, fleetList, fleetNationOf, levelDifference, CREW_QUALITIES,
  type FleetNation, type PriorityLevel,
} from '@salvo/data';

export type EntryKind = 'ship' | 'squadron' | 'civilian';

export interface DraftEntry {
  readonly kind: EntryKind;
  /** The class, aircraft or civilian type, as the lists spell it. */
  readonly what: string;
  readonly count: number;
  /** A single ship's own name ("HMS Warspite"); empty for none. */
  readonly name: string;
  /** Command 2-6; 4 (Military-Grade) by default. */
  readonly command: number;
  /** A carrier's embarked flights as a file gave them (kept as they were); absent: its default air group. */
  readonly flights?: unknown;
}

export interface FleetDraft {
  readonly nation: FleetNation;
  readonly name: string;
  readonly entries: readonly DraftEntry[];
}

export const COMMANDS: readonly { value: number; label: string }[] = Object.entries(CREW_QUALITIES)
  .map(([label, value]) => ({ value, label: `${label} (${value})` }))
  .sort((a, b) => a.value - b.value);

/** The price of one purchase of `priority` at the scenario's level: "1 point each", "3 per point", or null when it may not be bought. */
export function priceText(priority: PriorityLevel, level: PriorityLevel): string | null {
  const a = allocationFor(levelDifference(priority, level));
  if (a.kind === 'forbidden') return null;
  return a.kind === 'points-each' ? `${a.points} point${a.points === 1 ? '' : 's'} each` : `${a.units} per point`;
}

export interface Purchase { readonly kind: 'ship' | 'squadron'; readonly what: string; readonly priority: PriorityLevel; readonly flights?: number }

/** What a nation may buy at the scenario's level, by Priority Level from the highest, with the price of each level; levels it may not buy are left out. */
export function purchases(nation: FleetNation, level: PriorityLevel): { level: PriorityLevel; price: string; items: Purchase[] }[] {
  return fleetList(nation).reverse().flatMap((l) => {
    const price = priceText(l.level, level);
    const items: Purchase[] = [
      ...l.ships.map((c) => ({ kind: 'ship' as const, what: c.class, priority: c.priority })),
      ...l.squadrons.map((q) => ({ kind: 'squadron' as const, what: q.aircraft, priority: q.priority, flights: q.flights })),
    ];
    return price && items.length ? [{ level: l.level, price, items }] : [];
  });
}

/** The civilian ship types and their cost in civilian ship points. */
export function civilianTypes(): { what: string; cost: number }[] {
  return defaultCatalog().ships.filter((s) => s.nation === 'Civilian' && s.civilianCost !== undefined).map((s) => ({ what: s.class, cost: s.civilianCost ?? 0 }));
}

/** Adds one of `what`: a second of the same unnamed purchase raises its count. */
export function addEntry(d: FleetDraft, kind: EntryKind, what: string): FleetDraft {
  const i = d.entries.findIndex((e) => e.kind === kind && e.what === what && e.name === '' && e.count < 99);
  if (i >= 0) return updateEntry(d, i, { count: (d.entries[i]?.count ?? 0) + 1 });
  return { ...d, entries: [...d.entries, { kind, what, count: 1, name: '', command: 4 }] };
}

export function updateEntry(d: FleetDraft, i: number, change: Partial<Pick<DraftEntry, 'count' | 'name' | 'command'>>): FleetDraft {
  return { ...d, entries: d.entries.map((e, k) => (k === i ? { ...e, ...change } : e)) };
}

export function removeEntry(d: FleetDraft, i: number): FleetDraft {
  return { ...d, entries: d.entries.filter((_, k) => k !== i) };
}

/** The draft as a fleet file (the `salvo fleet` format): defaults left out, as a person would write it. */
export function draftToFile(d: FleetDraft): Record<string, unknown> {
  const common = (e: DraftEntry) => ({ ...(e.count !== 1 ? { count: e.count } : {}), ...(e.name.trim() ? { name: e.name.trim() } : {}) });
  const of = (kind: EntryKind) => d.entries.filter((e) => e.kind === kind);
  const ships = of('ship').map((e) => ({ class: e.what, ...common(e), ...(e.command !== 4 ? { command: e.command } : {}), ...(e.flights !== undefined ? { flights: e.flights } : {}) }));
  const squadrons = of('squadron').map((e) => ({ aircraft: e.what, ...(e.count !== 1 ? { count: e.count } : {}), ...(e.command !== 4 ? { command: e.command } : {}) }));
  const civilians = of('civilian').map((e) => ({ type: e.what, ...common(e) }));
  return {
    nation: d.nation, ...(d.name.trim() ? { name: d.name.trim() } : {}), ships,
    ...(squadrons.length ? { squadrons } : {}), ...(civilians.length ? { civilians } : {}),
  };
}

const COMMAND_OF: Readonly<Record<string, number>> = CREW_QUALITIES;

function commandOf(v: unknown): number {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6) return v;
  return typeof v === 'string' ? (COMMAND_OF[v] ?? 4) : 4;
}

/**
 * A fleet file read back as a draft, for the builder to start from; null when it names no nation the
 * builder knows. Entries it cannot read are left out (the checks judge what is built, not the old file).
 */
export function draftFromFile(raw: unknown): FleetDraft | null {
  const o = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const nation = fleetNationOf(o.nation);
  if (!nation) return null;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : []);
  const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 99 ? v : 1);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const entries: DraftEntry[] = [
    ...list(o.ships).filter((e) => typeof e.class === 'string').map((e) => ({ kind: 'ship' as const, what: text(e.class), count: count(e.count), name: text(e.name), command: commandOf(e.command), ...(e.flights !== undefined ? { flights: e.flights } : {}) })),
    ...list(o.squadrons).filter((e) => typeof e.aircraft === 'string').map((e) => ({ kind: 'squadron' as const, what: text(e.aircraft), count: count(e.count), name: '', command: commandOf(e.command) })),
    ...list(o.civilians).filter((e) => typeof (e.type ?? e.class) === 'string').map((e) => ({ kind: 'civilian' as const, what: text(e.type ?? e.class), count: count(e.count), name: text(e.name), command: 4 })),
  ];
  return { nation, name: text(o.name), entries };
}
