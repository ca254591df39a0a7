/**
 * Which battle a game is, in a line a list can show ("HMS Warspite, HMS Valiant against Vittorio Veneto, Zara"),
 * read from a Victory at Sea state or a viewer's view of it without the engine (the start screen's lists:
 * saved-list.ts, my-games.ts). A view lists only the ships its viewer may see, so the line tells no more than the page.
 */

/** Ships named per fleet before "and N more". */
const NAMED = 3;

interface ShipLike { readonly name?: unknown; readonly fleet?: unknown }

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** "A, B, C and 2 more" */
function names(list: readonly string[]): string {
  return list.length <= NAMED + 1 ? list.join(', ') : `${list.slice(0, NAMED).join(', ')} and ${list.length - NAMED} more`;
}

/** The fleets of a Victory at Sea state or view, each by its ships, "… against …"; undefined when it has none to name. */
export function fleetsLine(state: unknown): string | undefined {
  if (!isRecord(state) || !isRecord(state.ships) || !Array.isArray(state.fleetOrder)) return undefined;
  const ships = state.ships;
  const order = Array.isArray(state.shipOrder) ? state.shipOrder.filter((x): x is string => typeof x === 'string') : Object.keys(ships);
  const fleets = state.fleetOrder.filter((f): f is string => typeof f === 'string').map((f) => order
    .map((id) => ships[id] as ShipLike | undefined)
    .filter((s): s is ShipLike & { name: string } => s !== undefined && s.fleet === f && typeof s.name === 'string')
    .map((s) => s.name));
  const named = fleets.filter((f) => f.length > 0);
  return named.length >= 2 ? named.map(names).join(' against ') : undefined;
}

/** Each fleet's name by its id ("rn": "Royal Navy"), from a Victory at Sea state or view; {} for anything else. */
export function fleetNames(state: unknown): Record<string, string> {
  if (!isRecord(state) || !isRecord(state.fleets)) return {};
  const out: Record<string, string> = {};
  for (const [id, f] of Object.entries(state.fleets)) if (isRecord(f) && typeof f.name === 'string') out[id] = f.name;
  return out;
}
